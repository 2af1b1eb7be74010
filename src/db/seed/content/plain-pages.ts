import { PAGE_TYPE, PRODUCT } from '../../../shared/domain/products';
import { BRAND, html, linksBlock, plainPage, type Lang, type StoredPage } from './seed-page';

/**
 * About us, Contact us, Legal and admin policies, the Privacy notice and the Terms of use (docs/product/content.md), in English
 * and Arabic (About, Contact and Legal on their company blocks, docs/product/content.md; the others as plain pages). Every statement is
 * what this demo does: its data, its limits, who receives what. Contact details are not written here: the footer
 * shows the configured support phone and e-mail (SUPPORT_PHONE, SUPPORT_EMAIL), so the pages point to it.
 */

export const PLAIN_PATHS = {
  about: '/about-us/',
  contact: '/contact-us/',
  legal: '/legal-and-admin-policies/',
  privacy: '/privacy-notice/',
  terms: '/terms-of-use/',
} as const;

type Copy = Parameters<typeof plainPage>[0];
type PageCopy = Omit<Copy, 'lang' | 'productId' | 'pageTypeId' | 'key'>;

const related = (lang: Lang, key: string, skip: string) => {
  const labels: Record<Lang, Record<keyof typeof PLAIN_PATHS, string>> = {
    en: {
      about: 'About us',
      contact: 'Contact us',
      legal: 'Legal and admin policies',
      privacy: 'Privacy notice',
      terms: 'Terms of use',
    },
    ar: {
      about: 'من نحن',
      contact: 'اتصل بنا',
      legal: 'السياسات القانونية والإدارية',
      privacy: 'إشعار الخصوصية',
      terms: 'شروط الاستخدام',
    },
  };
  const links = (Object.keys(PLAIN_PATHS) as (keyof typeof PLAIN_PATHS)[])
    .filter((k) => PLAIN_PATHS[k] !== skip)
    .map((k) => ({ label: labels[lang][k], url: PLAIN_PATHS[k] }));
  return linksBlock(`${key}-related`, lang === 'en' ? 'Related pages' : 'صفحات ذات صلة', links);
};

const about: Record<Lang, PageCopy> = {
  en: {
    metaTitle: 'About us',
    description:
      'Sahel Compare is a fictional demo brand: a comparison marketplace for UAE insurance and banking products, with invented providers and prices.',
    title: 'About Sahel Compare',
    subtitle: 'A demonstration of a comparison marketplace for insurance and banking in the UAE.',
    sections: [
      {
        key: 'what',
        title: 'What this site is',
        html: html(
          `${BRAND.en} is a fictional brand. This site shows how a comparison marketplace for UAE residents could work, in English and Arabic. Every insurer, bank, plan, card, rate and price on it is invented: no real company is behind them, and nothing you do here buys a policy, opens an account or applies for credit.`,
          'Please use made-up details when you try a journey. The site still treats what you type as personal data, as our Privacy notice describes.',
        ),
      },
      {
        key: 'does',
        title: 'What you can do here',
        html: html(
          '- <strong>Insurance</strong> (car, bike, travel, health, group health, term life, critical illness, home, business and investment plans): answer the questions once and see plans priced from the demo insurers\u2019 rate tables, each price explained line by line. You can sort the plans by price or cover, filter them, and compare car plans side by side: two on a phone, three on a larger screen.',
          '- <strong>Loans and bank accounts</strong> (personal, car and home loans, international mortgages, bank accounts): see the offers of the demo banks that you qualify for, ordered by their APR including fees, or by rate for accounts.',
          '- <strong>Credit cards</strong>: the cards your monthly salary qualifies for, with their fees and rewards, and a short application.',
          '- <strong>Credit score</strong>: a demo score worked out from your answers; no credit bureau is asked.',
          'When you choose a plan or an offer, you confirm your mobile number with a one-time code and your request is recorded for that provider. In a live service the provider\u2019s adviser would then call you. In this demo no provider receives it and nobody calls.',
        ),
      },
      {
        key: 'paid',
        title: 'How a marketplace like this is paid',
        html: html(
          'Comparison sites are usually paid by the provider, as a commission or a fee, when a customer takes a product. A plan shown first because its provider paid for the place is marked \u2018Sponsored\u2019, and the payment never changes any plan\u2019s score. This demo is paid by no one.',
        ),
      },
    ],
  },
  ar: {
    metaTitle: 'من نحن',
    description:
      'ساحل كومبير علامة تجارية تجريبية وهمية: منصة لمقارنة منتجات التأمين والخدمات المصرفية في الإمارات، بمزوّدين وأسعار مُختلقة.',
    title: 'عن ساحل كومبير',
    subtitle: 'نموذج تجريبي لمنصة مقارنة للتأمين والخدمات المصرفية في الإمارات.',
    sections: [
      {
        key: 'what',
        title: 'ما هذا الموقع',
        html: html(
          `${BRAND.ar} علامة تجارية وهمية. يعرض هذا الموقع كيف يمكن أن تعمل منصة مقارنة للمقيمين في الإمارات، بالعربية والإنجليزية. كل شركات التأمين والبنوك والخطط والبطاقات والمعدلات والأسعار فيه مُختلقة: لا تقف وراءها أي شركة حقيقية، ولا يؤدي أي شيء تفعله هنا إلى شراء وثيقة أو فتح حساب أو طلب تمويل.`,
          'يُرجى استخدام بيانات مُختلقة عند تجربة أي خطوات. ومع ذلك يتعامل الموقع مع ما تكتبه على أنه بيانات شخصية، كما يوضّح إشعار الخصوصية.',
        ),
      },
      {
        key: 'does',
        title: 'ما يمكنك فعله هنا',
        html: html(
          '- <strong>التأمين</strong> (السيارات والدراجات النارية والسفر والصحي والصحي الجماعي والحياة لأجل والأمراض الخطيرة والمنازل والأعمال وخطط الاستثمار): أجب عن الأسئلة مرة واحدة واطّلع على خطط مسعّرة من جداول أسعار شركات التأمين التجريبية، مع شرح كل سعر بندًا بندًا. يمكنك ترتيب الخطط حسب السعر أو التغطية، وتصفيتها، ومقارنة خطط تأمين السيارات جنبًا إلى جنب: خطتان على الهاتف، وثلاث خطط على شاشة أكبر.',
          '- <strong>القروض والحسابات المصرفية</strong> (القروض الشخصية وقروض السيارات والتمويل العقاري والتمويل العقاري الدولي والحسابات المصرفية): اطّلع على عروض البنوك التجريبية التي تستوفي شروطها، مرتبةً حسب معدل النسبة السنوية شاملًا الرسوم، أو حسب العائد للحسابات.',
          '- <strong>بطاقات الائتمان</strong>: البطاقات التي يؤهلك لها راتبك الشهري، برسومها ومكافآتها، مع طلب قصير.',
          '- <strong>التقييم الائتماني</strong>: درجة تجريبية تُحسب من إجاباتك، دون الرجوع إلى أي مكتب ائتمان.',
          'عندما تختار خطة أو عرضًا، تؤكد رقم هاتفك المتحرك برمز لمرة واحدة، ويُسجَّل طلبك لدى ذلك المزوّد. في الخدمة الفعلية يتصل بك بعد ذلك مستشار من المزوّد. أما في هذا الموقع التجريبي فلا يتسلّم أي مزوّد طلبك ولا يتصل بك أحد.',
        ),
      },
      {
        key: 'paid',
        title: 'كيف تحصل منصة كهذه على دخلها',
        html: html(
          'تحصل مواقع المقارنة عادةً على عمولة أو رسم من المزوّد عندما يحصل العميل على منتج. والخطة المعروضة أولًا لأن مزوّدها دفع مقابل موقعها تحمل علامة «مُموَّل»، ولا يغيّر هذا الدفع درجة أي خطة. ولا يدفع أحد لهذا الموقع التجريبي.',
        ),
      },
    ],
  },
};

const contact: Record<Lang, PageCopy> = {
  en: {
    metaTitle: 'Contact us',
    description:
      'How to reach Sahel Compare (demo): phone and e-mail, what to have ready, and what we never ask for.',
    title: 'Contact us',
    subtitle: 'Phone and e-mail are the ways to reach us.',
    sections: [
      {
        key: 'reach',
        title: 'Phone and e-mail',
        html: html(
          'The phone number and e-mail address at the foot of every page are this site\u2019s support contacts. On a phone, \u2018Call us\u2019 and \u2018Email us\u2019 there open your phone or mail app. We offer no chat and no WhatsApp.',
          'This is a demo: the contacts may not be staffed, and the office address in the footer is fictional, so please do not send post or visit it.',
        ),
      },
      {
        key: 'ready',
        title: 'About an enquiry',
        html: html(
          'Have your enquiry reference ready: it is on your results page. Tell us the product and, if you chose a plan, its name.',
          'We will never ask you for a one-time code, a card number or a password, by phone, e-mail or text message. Never share a code with anyone.',
        ),
      },
      {
        key: 'more',
        title: 'Complaints and your personal data',
        html: html(
          'How we handle complaints is set out in our Legal and admin policies. To see, correct or erase your personal data, read the Privacy notice, which explains your rights and how to use them.',
        ),
      },
    ],
  },
  ar: {
    metaTitle: 'اتصل بنا',
    description:
      'كيف تتواصل مع ساحل كومبير (تجريبي): الهاتف والبريد الإلكتروني، وما تجهّزه مسبقًا، وما لا نطلبه منك أبدًا.',
    title: 'اتصل بنا',
    subtitle: 'يمكنك التواصل معنا عبر الهاتف والبريد الإلكتروني.',
    sections: [
      {
        key: 'reach',
        title: 'الهاتف والبريد الإلكتروني',
        html: html(
          'رقم الهاتف وعنوان البريد الإلكتروني في أسفل كل صفحة هما وسيلتا الدعم في هذا الموقع. وعلى الهاتف المتحرك، يفتح الرابطان «اتصل بنا» و«راسلنا عبر البريد الإلكتروني» هناك تطبيق الهاتف أو البريد لديك. لا نقدّم محادثة مباشرة ولا واتساب.',
          'هذا موقع تجريبي: قد لا يكون هناك من يرد على وسائل التواصل، وعنوان المكتب في أسفل الصفحة وهمي، لذا يُرجى عدم إرسال بريد إليه أو زيارته.',
        ),
      },
      {
        key: 'ready',
        title: 'بخصوص طلب قدّمته',
        html: html(
          'جهّز الرقم المرجعي لطلبك، وتجده في صفحة نتائجك. وأخبرنا بالمنتج، وباسم الخطة إذا كنت قد اخترت واحدة.',
          'لن نطلب منك أبدًا رمزًا لمرة واحدة أو رقم بطاقة أو كلمة مرور، لا عبر الهاتف ولا البريد الإلكتروني ولا الرسائل النصية. لا تشارك أي رمز مع أي شخص.',
        ),
      },
      {
        key: 'more',
        title: 'الشكاوى وبياناتك الشخصية',
        html: html(
          'توضّح السياسات القانونية والإدارية طريقة تعاملنا مع الشكاوى. وللاطلاع على بياناتك الشخصية أو تصحيحها أو محوها، اقرأ إشعار الخصوصية الذي يشرح حقوقك وكيفية ممارستها.',
        ),
      },
    ],
  },
};

const legal: Record<Lang, PageCopy> = {
  en: {
    metaTitle: 'Legal and admin policies',
    description:
      'The policies of Sahel Compare (demo): its demo status, how results are ordered, sponsored places, complaints and the accuracy of its guides.',
    title: 'Legal and admin policies',
    subtitle: 'How this demo marketplace works, and the rules it follows.',
    sections: [
      {
        key: 'status',
        title: 'Demo status and licensing',
        html: html(
          `${BRAND.en} is a demonstration site, not a licensed insurance broker, bank or financial adviser. In the UAE, the Central Bank of the UAE regulates banks, insurers and insurance intermediaries; a live comparison service would need the licence that fits what it does before it arranges any product.`,
          'The insurers, banks, plans and prices here are invented. A price on this site is not an offer of insurance or credit, and choosing a plan forms no contract.',
        ),
      },
      {
        key: 'order',
        title: 'How results are ordered',
        html: html(
          '- Insurance plans: by a score out of 1000 made of named factors, each with its weight; the quotes page shows the factors and how each plan scored. You can sort by price or cover instead.',
          '- A plan shown first because its provider paid for the place is marked \u2018Sponsored\u2019. The payment never changes any plan\u2019s score.',
          '- Loan offers: by APR including fees, lowest first. A flat rate is shown with its reducing-balance equivalent.',
          '- Bank accounts: by rate, then the lowest minimum balance and fee.',
          '- Credit cards: only cards whose minimum income your salary meets, in our recommended order, then the lowest annual fee.',
        ),
      },
      {
        key: 'complaints',
        title: 'Complaints',
        html: html(
          'Write to the e-mail address at the foot of every page with your enquiry reference and what went wrong. In a live service, a complaint about a policy or a bank product also goes to the provider; if it stays unresolved, the Central Bank of the UAE runs the complaints channels for customers of banks and insurers.',
        ),
      },
      {
        key: 'guides',
        title: 'Guides and general information',
        html: html(
          'Our guides explain UAE rules in general terms. They are not advice for your situation, and rules change: check with the authority or the provider before you act.',
        ),
      },
    ],
  },
  ar: {
    metaTitle: 'السياسات القانونية والإدارية',
    description:
      'سياسات ساحل كومبير (تجريبي): وضعه التجريبي، وطريقة ترتيب النتائج، والمواقع المموّلة، والشكاوى، ومدى دقة الأدلة.',
    title: 'السياسات القانونية والإدارية',
    subtitle: 'كيف تعمل هذه المنصة التجريبية، والقواعد التي تتبعها.',
    sections: [
      {
        key: 'status',
        title: 'الوضع التجريبي والترخيص',
        html: html(
          `${BRAND.ar} موقع تجريبي، وليس وسيط تأمين مرخّصًا ولا بنكًا ولا مستشارًا ماليًا. في الإمارات، يتولى مصرف الإمارات العربية المتحدة المركزي تنظيم البنوك وشركات التأمين ووسطاء التأمين، وتحتاج أي خدمة مقارنة فعلية إلى الترخيص المناسب لنشاطها قبل أن ترتّب أي منتج.`,
          'شركات التأمين والبنوك والخطط والأسعار هنا مُختلقة. والسعر المعروض في هذا الموقع ليس عرض تأمين أو تمويل، واختيار خطة لا يُنشئ أي عقد.',
        ),
      },
      {
        key: 'order',
        title: 'كيف تُرتَّب النتائج',
        html: html(
          '- خطط التأمين: حسب درجة من 1000 تتكوّن من عوامل مسمّاة لكلٍّ منها وزنه، وتعرض صفحة العروض العوامل ودرجة كل خطة فيها. ويمكنك الترتيب حسب السعر أو التغطية بدلًا من ذلك.',
          '- الخطة المعروضة أولًا لأن مزوّدها دفع مقابل موقعها تحمل علامة «مُموَّل»، ولا يغيّر هذا الدفع درجة أي خطة.',
          '- عروض القروض: حسب معدل النسبة السنوية شاملًا الرسوم، من الأقل إلى الأعلى، ويُعرض بجانب المعدل الثابت ما يعادله بالرصيد المتناقص.',
          '- الحسابات المصرفية: حسب العائد، ثم الأقل حدًا أدنى للرصيد ورسومًا.',
          '- بطاقات الائتمان: البطاقات التي يستوفي راتبك حدها الأدنى للدخل فقط، بترتيبنا الموصى به ثم الأقل رسومًا سنوية.',
        ),
      },
      {
        key: 'complaints',
        title: 'الشكاوى',
        html: html(
          'راسل عنوان البريد الإلكتروني الموجود في أسفل كل صفحة، واذكر الرقم المرجعي لطلبك وما حدث. وفي الخدمة الفعلية، تُحال الشكوى المتعلقة بوثيقة تأمين أو منتج مصرفي إلى المزوّد أيضًا، وإذا لم تُحل، يوفّر مصرف الإمارات العربية المتحدة المركزي قنوات الشكاوى لعملاء البنوك وشركات التأمين.',
        ),
      },
      {
        key: 'guides',
        title: 'الأدلة والمعلومات العامة',
        html: html(
          'تشرح أدلتنا القواعد المعمول بها في الإمارات بشكل عام، وهي ليست نصيحة لحالتك، والقواعد تتغيّر: راجع الجهة المختصة أو المزوّد قبل أن تتخذ أي خطوة.',
        ),
      },
    ],
  },
};

const privacy: Record<Lang, PageCopy> = {
  en: {
    metaTitle: 'Privacy notice',
    description:
      'What Sahel Compare (demo) collects, why, how long it keeps it, who receives it, and your rights under UAE Federal Decree-Law No. 45 of 2021 on the protection of personal data.',
    title: 'Privacy notice',
    subtitle: 'What we collect, why, how long we keep it, who receives it, and your rights.',
    sections: [
      {
        key: 'who',
        title: 'Who we are',
        html: html(
          `${BRAND.en} (a fictional demo brand) decides why and how the personal data this site collects is used. You can reach us at the e-mail address at the foot of every page. This notice follows UAE Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data.`,
        ),
      },
      {
        key: 'what',
        title: 'What we collect',
        html: html(
          '- <strong>When you open the site</strong>: a random device identifier and a visit record (the page you came from, campaign parameters in the address, the type of device). Your IP address is used to limit how fast one address can call the site; the limits store a keyed hash of it.',
          '- <strong>When you answer a journey</strong>: what its form asks, such as your name, mobile number, e-mail address, date of birth, gender, nationality and emirate, and the product\u2019s details: your car and driving licence, your trip, the people to insure, your income and employer, or the property.',
          '- <strong>Documents you upload</strong>, such as an Emirates ID, a driving licence or a vehicle registration card: the file is stored in our database.',
          '- <strong>One-time codes</strong> we send by text message to confirm your mobile number: we store only a keyed hash of each code.',
          '- <strong>When you choose a plan or apply</strong>: the plan or card you chose and your consent.',
          '- <strong>For the credit score</strong>: your Emirates ID number and date of birth, with your consent. The demo works the score out itself; no credit bureau is asked.',
          '- <strong>Error reports</strong> from your browser, after mobile numbers, e-mail addresses, codes, tokens and Emirates ID numbers are removed from them.',
          '- <strong>In your browser</strong>: your session and your theme choice (light or dark) in the browser\u2019s storage and a cookie. The site sets no advertising cookies.',
        ),
      },
      {
        key: 'why',
        title: 'Why we use it',
        html: html(
          '- to price plans and list offers for the answers you give, and to show you your results again later;',
          '- to confirm that the mobile number is yours before results are saved or a plan is chosen;',
          '- to pass your request to the provider you choose, when you choose it;',
          '- to keep the site working and secure: rate limits, preventing abuse, fixing errors.',
          'We use your data with your consent, or where the law allows without it, for example to take the steps you ask for before a contract. You can withdraw your consent at any time; this does not affect what was done before.',
        ),
      },
      {
        key: 'who-receives',
        title: 'Who receives it',
        html: html(
          '- <strong>The provider you choose</strong>: when you choose a plan or apply, your request and the details it needs. In this demo the providers are fictional and nobody receives it.',
          '- <strong>The text message provider</strong> that delivers one-time codes: your mobile number and the message. In this demo, codes go to a development outbox instead.',
          '- <strong>The companies that host the site and its database</strong> for us.',
          '- <strong>Authorities</strong>, where the law requires it.',
          'The site loads no analytics or advertising scripts unless its operator turns on a tag manager; the demo has none by default. We never sell personal data.',
        ),
      },
      {
        key: 'rights',
        title: 'Your rights',
        html: html(
          'Under UAE Federal Decree-Law No. 45 of 2021 you may:',
          '- be told what personal data we hold about you, why, who receives it and how long we keep it;',
          '- receive your data in a structured, machine-readable form, or have it sent to another controller where this is technically possible;',
          '- have inaccurate data corrected, and have data erased when it is no longer needed, when you withdraw consent, or when it was processed unlawfully;',
          '- have processing restricted, or object to it, including for direct marketing;',
          '- object to decisions made only by automated processing that have legal effects on you;',
          '- complain to the UAE Data Office.',
          'To use a right, write to the e-mail address at the foot of every page with the mobile number you used. We may ask you to prove the data is yours before we act. The law and its executive regulations set out exceptions, and some data, such as health and banking data, is also covered by its own UAE laws.',
        ),
      },
    ],
  },
  ar: {
    metaTitle: 'إشعار الخصوصية',
    description:
      'ما يجمعه ساحل كومبير (تجريبي)، ولماذا، ومدة الاحتفاظ به، ومن يتلقاه، وحقوقك بموجب المرسوم بقانون اتحادي رقم 45 لسنة 2021 بشأن حماية البيانات الشخصية.',
    title: 'إشعار الخصوصية',
    subtitle: 'ما نجمعه، ولماذا، ومدة الاحتفاظ به، ومن يتلقاه، وحقوقك.',
    sections: [
      {
        key: 'who',
        title: 'من نحن',
        html: html(
          `يحدّد ${BRAND.ar} (علامة تجارية تجريبية وهمية) أغراض استخدام البيانات الشخصية التي يجمعها هذا الموقع وطريقة استخدامها. يمكنك مراسلتنا على عنوان البريد الإلكتروني الموجود في أسفل كل صفحة. يتبع هذا الإشعار المرسوم بقانون اتحادي رقم 45 لسنة 2021 بشأن حماية البيانات الشخصية في دولة الإمارات.`,
        ),
      },
      {
        key: 'what',
        title: 'ما نجمعه',
        html: html(
          '- <strong>عند فتح الموقع</strong>: معرّف عشوائي لجهازك وسجل للزيارة (الصفحة التي جئت منها، ومعاملات الحملة في العنوان، ونوع الجهاز). ويُستخدم عنوان IP الخاص بك للحد من سرعة الطلبات الصادرة من العنوان نفسه، ولا تخزّن هذه الحدود إلا قيمة مُجزّأة منه بمفتاح سري.',
          '- <strong>عند الإجابة عن أسئلة أي منتج</strong>: ما يطلبه النموذج، مثل اسمك ورقم هاتفك المتحرك وبريدك الإلكتروني وتاريخ ميلادك وجنسك وجنسيتك وإمارتك، وتفاصيل المنتج: سيارتك ورخصة قيادتك، أو رحلتك، أو الأشخاص المراد التأمين عليهم، أو دخلك وجهة عملك، أو العقار.',
          '- <strong>المستندات التي تحمّلها</strong>، مثل بطاقة الهوية الإماراتية أو رخصة القيادة أو بطاقة ملكية المركبة: يُخزَّن الملف في قاعدة بياناتنا.',
          '- <strong>الرموز لمرة واحدة</strong> التي نرسلها برسالة نصية لتأكيد رقم هاتفك: لا نخزّن إلا قيمة مُجزّأة بمفتاح سري لكل رمز.',
          '- <strong>عند اختيار خطة أو تقديم طلب</strong>: الخطة أو البطاقة التي اخترتها وموافقتك.',
          '- <strong>للتقييم الائتماني</strong>: رقم هويتك الإماراتية وتاريخ ميلادك، بموافقتك. يحسب الموقع التجريبي الدرجة بنفسه، دون الرجوع إلى أي مكتب ائتمان.',
          '- <strong>تقارير الأخطاء</strong> من متصفحك، بعد حذف أرقام الهواتف وعناوين البريد الإلكتروني والرموز ورموز الجلسة وأرقام الهوية الإماراتية منها.',
          '- <strong>في متصفحك</strong>: جلستك واختيارك للمظهر (فاتح أو داكن) في مساحة تخزين المتصفح وفي ملف تعريف ارتباط. لا يضع الموقع أي ملفات تعريف ارتباط إعلانية.',
        ),
      },
      {
        key: 'why',
        title: 'لماذا نستخدمها',
        html: html(
          '- لتسعير الخطط وعرض العروض وفق إجاباتك، ولعرض نتائجك عليك مجددًا لاحقًا؛',
          '- للتأكد من أن رقم الهاتف المتحرك يخصك قبل حفظ النتائج أو اختيار خطة؛',
          '- لإرسال طلبك إلى المزوّد الذي تختاره، عندما تختاره؛',
          '- للحفاظ على عمل الموقع وأمنه: حدود الطلبات، ومنع إساءة الاستخدام، وإصلاح الأخطاء.',
          'نستخدم بياناتك بموافقتك، أو حيث يجيز القانون ذلك دونها، كاتخاذ الخطوات التي تطلبها قبل إبرام عقد. ويمكنك سحب موافقتك في أي وقت، دون أن يؤثر ذلك في ما تم قبل سحبها.',
        ),
      },
      {
        key: 'who-receives',
        title: 'من يتلقى بياناتك',
        html: html(
          '- <strong>المزوّد الذي تختاره</strong>: عند اختيار خطة أو تقديم طلب، يتلقى طلبك والبيانات التي يحتاج إليها. في هذا الموقع التجريبي، المزوّدون وهميون ولا يتلقى أحد طلبك.',
          '- <strong>مزوّد خدمة الرسائل النصية</strong> الذي يوصل الرموز لمرة واحدة: رقم هاتفك ونص الرسالة. وفي هذا الموقع التجريبي، تذهب الرموز إلى صندوق صادر للتطوير بدلًا من ذلك.',
          '- <strong>الشركات التي تستضيف الموقع وقاعدة بياناته</strong> لصالحنا.',
          '- <strong>الجهات الرسمية</strong>، حيث يفرض القانون ذلك.',
          'لا يحمّل الموقع أي نصوص برمجية للتحليلات أو الإعلانات ما لم يفعّل مشغّله أداة لإدارة الوسوم، ولا توجد أي أداة منها في الإعداد الافتراضي للموقع التجريبي. ولا نبيع البيانات الشخصية أبدًا.',
        ),
      },
      {
        key: 'rights',
        title: 'حقوقك',
        html: html(
          'بموجب المرسوم بقانون اتحادي رقم 45 لسنة 2021، يحق لك:',
          '- أن تعرف البيانات الشخصية التي نحتفظ بها عنك، ولماذا، ومن يتلقاها، ومدة الاحتفاظ بها؛',
          '- أن تحصل على بياناتك بصيغة منظمة يمكن للآلة قراءتها، أو أن تُنقل إلى جهة تحكّم أخرى متى كان ذلك ممكنًا تقنيًا؛',
          '- أن تُصحَّح البيانات غير الدقيقة، وأن تُمحى البيانات عندما لا تعود هناك حاجة إليها، أو عند سحب موافقتك، أو إذا عولجت بشكل غير مشروع؛',
          '- أن تُقيَّد معالجة بياناتك، أو أن تعترض عليها، بما في ذلك لأغراض التسويق المباشر؛',
          '- أن تعترض على القرارات المبنية على المعالجة الآلية وحدها متى كانت لها آثار قانونية عليك؛',
          '- أن تقدّم شكوى إلى مكتب الإمارات للبيانات.',
          'لممارسة أي حق، راسل عنوان البريد الإلكتروني الموجود في أسفل كل صفحة واذكر رقم الهاتف المتحرك الذي استخدمته. وقد نطلب منك إثبات أن البيانات تخصك قبل اتخاذ أي إجراء. ويحدّد القانون ولائحته التنفيذية استثناءات، كما تخضع بعض البيانات، مثل البيانات الصحية والمصرفية، لقوانين إماراتية خاصة بها أيضًا.',
        ),
      },
    ],
  },
};

/** How long each kind of data is kept: what the code does today, nothing promised beyond it. */
const retention: Record<Lang, { title: string; headers: string[]; rows: string[][] }> = {
  en: {
    title: 'How long we keep it',
    headers: ['Data', 'How long'],
    rows: [
      ['Session in your browser', 'Valid for 30 days, then a new session starts'],
      ['One-time codes', 'Valid for 5 minutes; old codes for your number are deleted when a new one is sent'],
      ['Repeat-request records (so a retried form is not stored twice)', '24 hours'],
      [
        'Enquiries, answers, uploaded documents, chosen plans, recent searches and error reports',
        'Kept in the demo database until the demo is reset. This demo has no automatic deletion schedule; a live service would publish a fixed period for each.',
      ],
    ],
  },
  ar: {
    title: 'مدة الاحتفاظ بها',
    headers: ['البيانات', 'المدة'],
    rows: [
      ['الجلسة في متصفحك', 'صالحة لمدة 30 يومًا، ثم تبدأ جلسة جديدة'],
      ['الرموز لمرة واحدة', 'صالحة لمدة 5 دقائق، وتُحذف الرموز القديمة لرقمك عند إرسال رمز جديد'],
      ['سجلات الطلبات المكررة (كي لا يُخزَّن النموذج المُعاد إرساله مرتين)', '24 ساعة'],
      [
        'الطلبات والإجابات والمستندات المحمّلة والخطط المختارة وعمليات البحث الأخيرة وتقارير الأخطاء',
        'تبقى في قاعدة بيانات الموقع التجريبي حتى إعادة تعيينه. لا يوجد في هذا الموقع التجريبي جدول حذف تلقائي، وتعلن الخدمة الفعلية مدة محددة لكلٍّ منها.',
      ],
    ],
  },
};

const terms: Record<Lang, PageCopy> = {
  en: {
    metaTitle: 'Terms of use',
    description:
      'The terms of use of Sahel Compare (demo): a demonstration site with invented providers and prices, general information only.',
    title: 'Terms of use',
    subtitle: 'Please read these terms before you use the site.',
    sections: [
      {
        key: 'demo',
        title: 'A demonstration site',
        html: html(
          `${BRAND.en} is a fictional brand and this site is a demonstration. The insurers, banks, plans, cards, rates and prices on it are invented. Prices are worked out from demo rate tables for illustration: they are not offers, and choosing a plan, applying or saving results forms no contract with anyone.`,
          'Please use made-up details, not your real ones, when you try the journeys.',
        ),
      },
      {
        key: 'information',
        title: 'General information, not advice',
        html: html(
          'Guides and explanations on the site describe UAE rules in general terms. They are not financial, legal or insurance advice for your situation, and rules change. Check with the authority or the provider before you act.',
        ),
      },
      {
        key: 'use',
        title: 'Using the site',
        html: html(
          '- Use the site lawfully, and only enter details you are entitled to use.',
          '- Do not try to get around its security or its rate limits, or to reach other visitors\u2019 data.',
          '- Requests are rate limited: too many in a short time are refused for a while.',
          '- Links to other websites, such as our social media pages, lead to sites we do not control.',
        ),
      },
      {
        key: 'liability',
        title: 'Liability and changes',
        html: html(
          'As far as the law allows, we are not liable for decisions made on the basis of the demo figures on this site. We may change these terms; the version on this page applies. These terms are governed by the laws of the UAE as applied in the Emirate of Dubai.',
        ),
      },
    ],
  },
  ar: {
    metaTitle: 'شروط الاستخدام',
    description: 'شروط استخدام ساحل كومبير (تجريبي): موقع تجريبي بمزوّدين وأسعار مُختلقة، ومعلومات عامة فقط.',
    title: 'شروط الاستخدام',
    subtitle: 'يُرجى قراءة هذه الشروط قبل استخدام الموقع.',
    sections: [
      {
        key: 'demo',
        title: 'موقع تجريبي',
        html: html(
          `${BRAND.ar} علامة تجارية وهمية، وهذا الموقع نموذج تجريبي. شركات التأمين والبنوك والخطط والبطاقات والمعدلات والأسعار فيه مُختلقة، وتُحسب الأسعار من جداول أسعار تجريبية للتوضيح فقط: فهي ليست عروضًا، واختيار خطة أو تقديم طلب أو حفظ النتائج لا يُنشئ عقدًا مع أي جهة.`,
          'يُرجى استخدام بيانات مُختلقة، لا بياناتك الحقيقية، عند تجربة الخطوات.',
        ),
      },
      {
        key: 'information',
        title: 'معلومات عامة وليست نصيحة',
        html: html(
          'تصف الأدلة والشروح في الموقع القواعد المعمول بها في الإمارات بشكل عام، وهي ليست نصيحة مالية أو قانونية أو تأمينية لحالتك، والقواعد تتغيّر. راجع الجهة المختصة أو المزوّد قبل أن تتخذ أي خطوة.',
        ),
      },
      {
        key: 'use',
        title: 'استخدام الموقع',
        html: html(
          '- استخدم الموقع بشكل مشروع، ولا تُدخل إلا بيانات يحق لك استخدامها.',
          '- لا تحاول تجاوز إجراءات أمان الموقع أو حدود الطلبات فيه، أو الوصول إلى بيانات زوار آخرين.',
          '- للطلبات حدود: يُرفض ما يزيد عليها في وقت قصير لفترة من الزمن.',
          '- الروابط إلى مواقع أخرى، مثل صفحاتنا على وسائل التواصل الاجتماعي، تقود إلى مواقع لا نتحكم فيها.',
        ),
      },
      {
        key: 'liability',
        title: 'المسؤولية والتعديلات',
        html: html(
          'في الحدود التي يسمح بها القانون، لا نتحمل المسؤولية عن القرارات المتخذة بناءً على الأرقام التجريبية في هذا الموقع. وقد نعدّل هذه الشروط، وتسري النسخة المنشورة في هذه الصفحة. وتخضع هذه الشروط لقوانين دولة الإمارات العربية المتحدة كما تُطبَّق في إمارة دبي.',
        ),
      },
    ],
  },
};

type BlockInput = StoredPage['jsonData'][number];

const paragraph = (key: string, s: Copy['sections'][number]): BlockInput => ({
  key: `${key}-${s.key}`,
  type: 'TITLE_PARAGRAPH',
  title: s.title,
  contentType: 'html',
  content: s.html,
});

/** docs/product/content.md: the words of the company blocks that are not in the sections above. */
const companyCopy = {
  en: {
    contactTitle: 'Phone and e-mail',
    officeLabel: 'Office address (demo)',
    officeValue: 'Fictional: there is no office to visit or write to',
    officeNote: 'Nobody answers at a demo address.',
    policiesTitle: 'Our policies',
    policiesIntro:
      '<p>The documents that say how this demo treats your data and what you agree to when you use it.</p>',
    yourData: 'Your data',
    usingSite: 'Using the site',
    privacy: 'What we keep about you, why, for how long, who receives it and your rights.',
    terms: 'What this demo is, what its information is worth and how you may use it.',
    contact: 'How to reach us, including about a complaint.',
  },
  ar: {
    contactTitle: 'الهاتف والبريد الإلكتروني',
    officeLabel: 'عنوان المكتب (تجريبي)',
    officeValue: 'عنوان وهمي: لا يوجد مكتب لزيارته أو مراسلته',
    officeNote: 'لا أحد يرد على عنوان تجريبي.',
    policiesTitle: 'سياساتنا',
    policiesIntro:
      '<p>المستندات التي توضح كيف يتعامل هذا الموقع التجريبي مع بياناتك وما توافق عليه عند استخدامه.</p>',
    yourData: 'بياناتك',
    usingSite: 'استخدام الموقع',
    privacy: 'ما نحتفظ به عنك، ولماذا، وإلى متى، ومن يتسلمه، وما هي حقوقك.',
    terms: 'ما هو هذا الموقع التجريبي، وما قيمة معلوماته، وكيف يمكنك استخدامه.',
    contact: 'كيف تتواصل معنا، بما في ذلك بخصوص شكوى.',
  },
} as const;

/**
 * The company pages on their own blocks (docs/product/content.md): About us on ABOUTUS (its first section is the block's
 * introduction); Contact us on CONTACTUS, whose only channel is the fictional office, said to be demo: the phone and
 * e-mail are the configured ones the footer shows, so the block's text points there and invents no number; Legal on
 * LEGALADMINPOLICY, listing the seeded policy pages, followed by its sections.
 */
function companyBlocks(key: string, lang: Lang, sections: Copy['sections']): BlockInput[] | undefined {
  const c = companyCopy[lang];
  const [first, ...rest] = sections;
  if (key === 'about' && first)
    return [
      {
        key: 'about-us',
        type: 'ABOUTUS',
        title: first.title,
        contentType: 'html',
        content: first.html,
        fieldValues: { sections: rest.map((s) => ({ title: s.title, content: s.html })) },
      },
    ];
  if (key === 'contact' && first)
    return [
      {
        key: 'contact-us',
        type: 'CONTACTUS',
        title: c.contactTitle,
        contentType: 'html',
        content: first.html,
        fieldValues: {
          channels: [{ kind: 'address', label: c.officeLabel, value: c.officeValue, note: c.officeNote }],
        },
      },
      ...rest.map((s) => paragraph(key, s)),
    ];
  if (key === 'legal')
    return [
      {
        key: 'legal-policies',
        type: 'LEGALADMINPOLICY',
        title: c.policiesTitle,
        contentType: 'html',
        content: c.policiesIntro,
        fieldValues: {
          policies: [
            {
              title: privacy[lang].title,
              url: PLAIN_PATHS.privacy,
              description: c.privacy,
              category: c.yourData,
            },
            { title: terms[lang].title, url: PLAIN_PATHS.terms, description: c.terms, category: c.usingSite },
            {
              title: contact[lang].title,
              url: PLAIN_PATHS.contact,
              description: c.contact,
              category: c.usingSite,
            },
          ],
        },
      },
      ...sections.map((s) => paragraph(key, s)),
    ];
  return undefined;
}

function build(key: string, path: string, copy: Record<Lang, PageCopy>, lang: Lang): StoredPage {
  const company = companyBlocks(key, lang, copy[lang].sections);
  if (company)
    return plainPage({
      ...copy[lang],
      sections: [],
      lang,
      productId: PRODUCT.HOME,
      pageTypeId: PAGE_TYPE.LANDING,
      key,
      after: [...company, related(lang, key, path)],
    });
  const extra =
    key === 'privacy'
      ? [
          {
            key: 'privacy-retention',
            type: 'TABLE' as const,
            title: retention[lang].title,
            tableHeaders: retention[lang].headers,
            tableData: retention[lang].rows,
          },
        ]
      : [];
  // The retention table follows 'Why we use it' and precedes who receives the data.
  const sections = copy[lang].sections;
  const split = key === 'privacy' ? sections.findIndex((s) => s.key === 'who-receives') : sections.length;
  const page = plainPage({
    ...copy[lang],
    sections: sections.slice(0, split),
    lang,
    productId: PRODUCT.HOME,
    pageTypeId: PAGE_TYPE.LANDING,
    key,
    after: [
      ...extra,
      ...sections.slice(split).map((s) => ({
        key: `${key}-${s.key}`,
        type: 'TITLE_PARAGRAPH' as const,
        title: s.title,
        contentType: 'html' as const,
        content: s.html,
      })),
      related(lang, key, path),
    ],
  });
  return page;
}

const PAGES: [keyof typeof PLAIN_PATHS, Record<Lang, PageCopy>][] = [
  ['about', about],
  ['contact', contact],
  ['legal', legal],
  ['privacy', privacy],
  ['terms', terms],
];

/** The plain pages in seed-row form (content/index.ts lists them). */
export const plainPages = PAGES.flatMap(([key, copy]) =>
  (['en', 'ar'] as const).map((language) => ({
    urlPath: PLAIN_PATHS[key],
    language,
    productId: PRODUCT.HOME,
    pageTypeId: PAGE_TYPE.LANDING,
    status: 'published' as const,
    page: build(key, PLAIN_PATHS[key], copy, language),
  })),
);
