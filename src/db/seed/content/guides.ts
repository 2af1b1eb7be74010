import { PAGE_TYPE, PRODUCT } from '../../../shared/domain/products';
import { html, linksBlock, plainPage, type Lang, type Section, type StoredPage } from './seed-page';

/**
 * Guides (page type 2, articles) linked from the home and car insurance pages (docs/product/content.md), in English and Arabic.
 * Honest demo articles: general UAE rules stated plainly, with a pointer to the authority for the current detail,
 * and what this demo does (and does not do) for the reader. Each ends with a link to its product's journey.
 */

type GuideCopy = {
  metaTitle: string;
  description: string;
  title: string;
  subtitle: string;
  sections: Section[];
};
type Guide = {
  key: string;
  urlPath: string;
  productId: number;
  en: GuideCopy;
  ar: GuideCopy;
  /** Where to go next: the product's journey first. */
  next: { url: string; en: string; ar: string }[];
};

export const GUIDE_PATHS = {
  renewCar: '/car-insurance/renew-car-registration-dubai/',
  healthMandatory: '/health-insurance/mandatory-health-insurance-uae/',
  schengen: '/travel-insurance/schengen-visa-insurance/',
  creditScore: '/credit-score/how-to-check-credit-score/',
  firstCard: '/credit-cards/first-credit-card-guide/',
  flatVsReducing: '/personal-loans/flat-vs-reducing-rate/',
} as const;

/**
 * Each guide's publication record (decision 0047): first published, last revised (the CEO blog lists the same
 * revision dates), and its demo image, for the Article JSON-LD.
 */
const PUBLISHED: Record<string, { datePublished: string; dateModified: string }> = {
  'guide-renew-car': { datePublished: '2025-11-18', dateModified: '2026-03-16' },
  'guide-health-mandatory': { datePublished: '2025-09-02', dateModified: '2026-02-09' },
  'guide-schengen': { datePublished: '2026-01-20', dateModified: '2026-06-11' },
  'guide-credit-score': { datePublished: '2025-12-08', dateModified: '2026-04-20' },
  'guide-first-card': { datePublished: '2026-02-03', dateModified: '2026-07-22' },
  'guide-flat-vs-reducing': { datePublished: '2026-03-10', dateModified: '2026-08-27' },
};

function articleOf(key: string) {
  const dates = PUBLISHED[key];
  if (!dates) throw new Error(`no publication dates for guide ${key}`);
  return { ...dates, image: `/assets/demo/${key}.svg` };
}

const guides: Guide[] = [
  {
    key: 'guide-renew-car',
    urlPath: GUIDE_PATHS.renewCar,
    productId: PRODUCT.CAR_INSURANCE,
    en: {
      metaTitle: 'How to renew your car registration in Dubai',
      description:
        'The steps to renew a vehicle registration (Mulkiya) in Dubai: valid insurance, the technical test, fines, and where to renew.',
      title: 'How to renew your car registration in Dubai',
      subtitle: 'Insurance first, then the test if your car needs one, then the renewal.',
      sections: [
        {
          key: 'steps',
          title: 'The steps',
          html: html(
            'A car registered in Dubai is registered for one year at a time, and its registration card (Mulkiya) shows the expiry date. To renew it you usually need:',
            '- <strong>valid motor insurance</strong> for the new registration period: at least third-party liability. Your insurer sends the policy to the RTA electronically;',
            '- <strong>a passed technical test</strong>, if your car needs one: new light vehicles are usually exempt for their first years, older ones are tested before each renewal;',
            '- <strong>no unpaid traffic fines</strong> on the car, or pay them as part of the renewal;',
            '- your Emirates ID, and for a financed car, no objection from the bank.',
            'You can renew through the RTA\u2019s app or website, or at a customer happiness centre or a testing centre. The RTA sets the current requirements and fees; check them there before you go.',
          ),
        },
        {
          key: 'late',
          title: 'Do not let it lapse',
          html: html(
            'Driving with an expired registration or without valid insurance is a traffic offence and can lead to a fine, black points and the car being impounded. Start with the insurance a few weeks before the expiry date, so a cheaper quote or a changed policy does not hold up the renewal.',
          ),
        },
        {
          key: 'here',
          title: 'What this site can do for you',
          html: html(
            'Compare car insurance here before you renew: enter your car and licence details once and see third-party and comprehensive plans priced side by side. This is a demo: the insurers and prices are invented, and no policy is issued.',
          ),
        },
      ],
    },
    ar: {
      metaTitle: 'كيف تجدّد تسجيل سيارتك في دبي',
      description:
        'خطوات تجديد تسجيل المركبة (الملكية) في دبي: التأمين الساري، والفحص الفني، والمخالفات، وأين تجدّد.',
      title: 'كيف تجدّد تسجيل سيارتك في دبي',
      subtitle: 'التأمين أولًا، ثم الفحص إن احتاجت إليه سيارتك، ثم التجديد.',
      sections: [
        {
          key: 'steps',
          title: 'الخطوات',
          html: html(
            'تُسجَّل السيارة في دبي لمدة سنة واحدة في كل مرة، وتُظهر بطاقة تسجيلها (الملكية) تاريخ انتهائه. ولتجديده تحتاج عادةً إلى:',
            '- <strong>تأمين مركبة ساري المفعول</strong> لمدة التسجيل الجديدة، على الأقل تأمين المسؤولية تجاه الغير، وترسل شركة التأمين الوثيقة إلى هيئة الطرق والمواصلات إلكترونيًا؛',
            '- <strong>اجتياز الفحص الفني</strong> إذا كانت سيارتك تحتاج إليه: تُعفى المركبات الخفيفة الجديدة عادةً في سنواتها الأولى، وتُفحص الأقدم قبل كل تجديد؛',
            '- <strong>عدم وجود مخالفات مرورية غير مدفوعة</strong> على السيارة، أو دفعها ضمن التجديد؛',
            '- بطاقة هويتك الإماراتية، وعدم ممانعة البنك إذا كانت السيارة مموّلة.',
            'يمكنك التجديد عبر تطبيق هيئة الطرق والمواصلات أو موقعها الإلكتروني، أو في أحد مراكز إسعاد المتعاملين أو مراكز الفحص. وتحدّد الهيئة المتطلبات والرسوم الحالية، فراجعها لديها قبل أن تذهب.',
          ),
        },
        {
          key: 'late',
          title: 'لا تدع التسجيل ينتهي',
          html: html(
            'القيادة بتسجيل منتهٍ أو من دون تأمين ساري المفعول مخالفة مرورية قد تؤدي إلى غرامة ونقاط سوداء وحجز السيارة. ابدأ بالتأمين قبل تاريخ الانتهاء ببضعة أسابيع، حتى لا يؤخّر البحث عن عرض أرخص أو تغيير الوثيقة تجديدَ التسجيل.',
          ),
        },
        {
          key: 'here',
          title: 'ما يمكن أن يقدّمه لك هذا الموقع',
          html: html(
            'قارن تأمين السيارات هنا قبل التجديد: أدخل بيانات سيارتك ورخصتك مرة واحدة، واطّلع على خطط التأمين ضد الغير والشامل مسعّرة جنبًا إلى جنب. هذا موقع تجريبي: شركات التأمين والأسعار مُختلقة، ولا تصدر أي وثيقة.',
          ),
        },
      ],
    },
    next: [
      { url: '/car-insurance/#journey', en: 'Compare car insurance quotes', ar: 'قارن عروض تأمين السيارات' },
      { url: '/car-loans/', en: 'Compare car loans', ar: 'قارن قروض السيارات' },
    ],
  },
  {
    key: 'guide-health-mandatory',
    urlPath: GUIDE_PATHS.healthMandatory,
    productId: PRODUCT.HEALTH_INSURANCE,
    en: {
      metaTitle: 'Mandatory health insurance in Dubai and Abu Dhabi',
      description:
        'Who must have health insurance in Dubai, Abu Dhabi and the other emirates, who pays for it, and the minimum cover.',
      title: 'Mandatory health insurance in Dubai and Abu Dhabi',
      subtitle: 'Who must be insured, who pays, and what the minimum cover is.',
      sections: [
        {
          key: 'dubai',
          title: 'Dubai',
          html: html(
            'Dubai\u2019s health insurance law (Law No. 11 of 2013) makes health cover compulsory for everyone who lives in the emirate. Employers must insure their employees and may not pass the cost of that cover on to them. Residents who sponsor family members, such as a spouse, children or a domestic worker, must insure them.',
            'The minimum is the Essential Benefits Plan, which employers may use for employees earning up to AED 4,000 a month. A residence visa is not issued or renewed without valid cover. The Dubai Health Authority regulates the scheme.',
          ),
        },
        {
          key: 'abu-dhabi',
          title: 'Abu Dhabi',
          html: html(
            'Abu Dhabi\u2019s health insurance law (Law No. 23 of 2005) also makes cover compulsory. Employers must insure their employees, and for expatriate employees usually also a spouse and children, within limits the law sets. The Department of Health \u2013 Abu Dhabi regulates the scheme.',
          ),
        },
        {
          key: 'other',
          title: 'The other emirates',
          html: html(
            'Since 2025, a federal scheme requires employers in the other emirates to provide health insurance for their private-sector employees and domestic workers too. Family members are not always included: check what your employer\u2019s policy covers.',
          ),
        },
        {
          key: 'here',
          title: 'Comparing plans here',
          html: html(
            'On this site, each demo health plan says which minimum it meets, such as the Dubai Essential Benefits Plan or the Abu Dhabi basic plan. Add the people you want to insure and the emirate of the visa to see plans priced for them. The insurers and prices are invented; check the rules that apply to you with the health authority of your emirate.',
          ),
        },
      ],
    },
    ar: {
      metaTitle: 'التأمين الصحي الإلزامي في دبي وأبوظبي',
      description:
        'من يجب أن يكون لديه تأمين صحي في دبي وأبوظبي والإمارات الأخرى، ومن يدفع تكلفته، وما الحد الأدنى للتغطية.',
      title: 'التأمين الصحي الإلزامي في دبي وأبوظبي',
      subtitle: 'من يجب التأمين عليه، ومن يدفع، وما الحد الأدنى للتغطية.',
      sections: [
        {
          key: 'dubai',
          title: 'دبي',
          html: html(
            'يجعل قانون التأمين الصحي في دبي (القانون رقم 11 لسنة 2013) التغطية الصحية إلزامية لكل من يقيم في الإمارة. فعلى أصحاب العمل التأمين على موظفيهم، ولا يجوز لهم تحميلهم تكلفة هذه التغطية. وعلى المقيمين الذين يكفلون أفرادًا من عائلاتهم، كالزوج أو الأبناء أو العمالة المنزلية، التأمين عليهم.',
            'والحد الأدنى هو خطة المزايا الأساسية، ويمكن لأصحاب العمل اعتمادها للموظفين الذين يصل راتبهم إلى 4,000 درهم شهريًا. ولا تُصدر الإقامة أو تُجدَّد من دون تغطية سارية. وتتولى هيئة الصحة بدبي تنظيم هذا النظام.',
          ),
        },
        {
          key: 'abu-dhabi',
          title: 'أبوظبي',
          html: html(
            'يجعل قانون التأمين الصحي في أبوظبي (القانون رقم 23 لسنة 2005) التغطية إلزامية أيضًا. فعلى أصحاب العمل التأمين على موظفيهم، وعادةً على زوج الموظف الوافد وأبنائه أيضًا ضمن الحدود التي يضعها القانون. وتتولى دائرة الصحة في أبوظبي تنظيم هذا النظام.',
          ),
        },
        {
          key: 'other',
          title: 'الإمارات الأخرى',
          html: html(
            'منذ عام 2025، يُلزم نظام اتحادي أصحاب العمل في الإمارات الأخرى أيضًا بتوفير التأمين الصحي لموظفيهم في القطاع الخاص وللعمالة المنزلية. ولا يشمل ذلك أفراد العائلة دائمًا، فتحقّق مما تغطيه وثيقة صاحب عملك.',
          ),
        },
        {
          key: 'here',
          title: 'المقارنة هنا',
          html: html(
            'في هذا الموقع، توضّح كل خطة صحية تجريبية الحد الأدنى الذي تستوفيه، مثل خطة المزايا الأساسية في دبي أو الخطة الأساسية في أبوظبي. أضف الأشخاص الذين تريد التأمين عليهم وإمارة الإقامة لترى الخطط مسعّرة لهم. شركات التأمين والأسعار مُختلقة، فتحقّق من القواعد التي تنطبق عليك لدى الجهة الصحية في إمارتك.',
          ),
        },
      ],
    },
    next: [
      { url: '/health-insurance/#journey', en: 'Compare health insurance', ar: 'قارن التأمين الصحي' },
      {
        url: '/group-health-insurance/',
        en: 'Group health insurance for employers',
        ar: 'التأمين الصحي الجماعي لأصحاب العمل',
      },
    ],
  },
  {
    key: 'guide-schengen',
    urlPath: GUIDE_PATHS.schengen,
    productId: PRODUCT.TRAVEL_INSURANCE,
    en: {
      metaTitle: 'Travel insurance for a Schengen visa',
      description:
        'What travel insurance a Schengen visa application needs: EUR 30,000 of medical cover, valid in every Schengen country, for the whole stay.',
      title: 'Travel insurance for a Schengen visa',
      subtitle: 'The cover the visa rules ask for, and how to show it.',
      sections: [
        {
          key: 'rules',
          title: 'What the visa rules ask for',
          html: html(
            'If you need a short-stay Schengen visa, the EU\u2019s Visa Code asks you to hold travel medical insurance that:',
            '- covers at least <strong>EUR 30,000</strong>;',
            '- pays for emergency medical treatment, urgent hospital care and repatriation for medical reasons, including in case of death;',
            '- is valid in <strong>every Schengen country</strong>, not only the one you apply to;',
            '- lasts for the <strong>whole stay</strong>, from the day you enter to the day you leave.',
            'Apply through the embassy or consulate of the country you will visit, or its visa centre, and include the insurance certificate. Some consulates ask for more, such as no excess: check their list before you buy.',
          ),
        },
        {
          key: 'tips',
          title: 'Before you buy',
          html: html(
            '- Match the policy dates to your planned trip, with a margin if the dates may move.',
            '- For a multiple-entry visa, check whether the consulate wants cover for the first trip only or for every trip.',
            '- Keep the certificate with you while you travel, with the insurer\u2019s emergency number.',
          ),
        },
        {
          key: 'here',
          title: 'Comparing plans here',
          html: html(
            'Our travel comparison prices a week in the Schengen area as one of its examples, and you can enter your own dates and travellers. This is a demo: the insurers and prices are invented, and no certificate is issued.',
          ),
        },
      ],
    },
    ar: {
      metaTitle: 'تأمين السفر لتأشيرة شنغن',
      description:
        'ما تأمين السفر الذي يتطلبه طلب تأشيرة شنغن: تغطية طبية بقيمة 30,000 يورو، سارية في جميع دول شنغن، طوال مدة الإقامة.',
      title: 'تأمين السفر لتأشيرة شنغن',
      subtitle: 'التغطية التي تشترطها قواعد التأشيرة، وكيف تثبتها.',
      sections: [
        {
          key: 'rules',
          title: 'ما تشترطه قواعد التأشيرة',
          html: html(
            'إذا كنت تحتاج إلى تأشيرة شنغن للإقامة القصيرة، فإن قانون التأشيرات في الاتحاد الأوروبي يشترط أن يكون لديك تأمين سفر طبي:',
            '- لا تقل تغطيته عن <strong>30,000 يورو</strong>؛',
            '- يدفع تكاليف العلاج الطبي الطارئ، والرعاية العاجلة في المستشفى، والإعادة إلى الوطن لأسباب طبية، بما في ذلك حالة الوفاة؛',
            '- يسري في <strong>جميع دول شنغن</strong>، لا في الدولة التي تقدّم طلبك إليها فقط؛',
            '- يغطي <strong>مدة الإقامة كاملة</strong>، من يوم الدخول إلى يوم المغادرة.',
            'قدّم طلبك عبر سفارة الدولة التي ستزورها أو قنصليتها أو مركز التأشيرات التابع لها، وأرفق شهادة التأمين. وتطلب بعض القنصليات شروطًا إضافية، مثل عدم وجود مبلغ تحمّل، فراجع قائمتها قبل الشراء.',
          ),
        },
        {
          key: 'tips',
          title: 'قبل الشراء',
          html: html(
            '- اجعل تواريخ الوثيقة مطابقة لرحلتك المخطط لها، مع هامش إذا كانت التواريخ قد تتغيّر.',
            '- إذا كانت التأشيرة متعددة الدخول، فتحقّق مما إذا كانت القنصلية تطلب تغطية للرحلة الأولى فقط أم لكل رحلة.',
            '- احتفظ بالشهادة معك طوال السفر، مع رقم الطوارئ لدى شركة التأمين.',
          ),
        },
        {
          key: 'here',
          title: 'المقارنة هنا',
          html: html(
            'تعرض مقارنة تأمين السفر لدينا أسعار أسبوع في منطقة شنغن كأحد أمثلتها، ويمكنك إدخال تواريخك والمسافرين معك. هذا موقع تجريبي: شركات التأمين والأسعار مُختلقة، ولا تصدر أي شهادة.',
          ),
        },
      ],
    },
    next: [{ url: '/travel-insurance/#journey', en: 'Compare travel insurance', ar: 'قارن تأمين السفر' }],
  },
  {
    key: 'guide-credit-score',
    urlPath: GUIDE_PATHS.creditScore,
    productId: PRODUCT.CREDIT_SCORE,
    en: {
      metaTitle: 'How to check your credit score in the UAE',
      description:
        'Where your UAE credit score comes from, how to get your report, what moves the score, and what the demo score on this site is.',
      title: 'How to check your credit score in the UAE',
      subtitle: 'Where the score comes from, and what moves it.',
      sections: [
        {
          key: 'bureau',
          title: 'Where the score comes from',
          html: html(
            'The UAE\u2019s federal credit bureau, the Al Etihad Credit Bureau (AECB), collects how residents repay loans, cards and some bills, and works out a credit score from 300 to 900: the higher, the better. Banks look at it before they approve a loan or a card.',
            'You can ask the AECB for your own report and score through its app or website, with your Emirates ID; a fee may apply. Check the AECB\u2019s own channels for the current steps and fees.',
          ),
        },
        {
          key: 'moves',
          title: 'What moves your score',
          html: html(
            '- Paying every instalment and bill on time matters most.',
            '- Using only part of your card limits helps.',
            '- Many applications for credit in a short time can lower it.',
            '- A longer record of credit repaid well helps over time.',
          ),
        },
        {
          key: 'here',
          title: 'The score on this site',
          html: html(
            'Our credit score page is a demo: it works a score out from your Emirates ID, date of birth and answers, with your consent, using our own model on the same 300 to 900 scale. No bureau is asked, so it is not your real score.',
          ),
        },
      ],
    },
    ar: {
      metaTitle: 'كيف تتحقق من تقييمك الائتماني في الإمارات',
      description:
        'من أين تأتي درجتك الائتمانية في الإمارات، وكيف تحصل على تقريرك، وما الذي يؤثر في الدرجة، وما الدرجة التجريبية في هذا الموقع.',
      title: 'كيف تتحقق من تقييمك الائتماني في الإمارات',
      subtitle: 'من أين تأتي الدرجة، وما الذي يؤثر فيها.',
      sections: [
        {
          key: 'bureau',
          title: 'من أين تأتي الدرجة',
          html: html(
            'يجمع مكتب الاتحاد للمعلومات الائتمانية، وهو مكتب الائتمان الاتحادي في الإمارات، بيانات سداد المقيمين لقروضهم وبطاقاتهم وبعض فواتيرهم، ويحسب منها درجة ائتمانية من 300 إلى 900: كلما ارتفعت كان ذلك أفضل. وتطّلع البنوك عليها قبل الموافقة على قرض أو بطاقة.',
            'يمكنك طلب تقريرك ودرجتك من المكتب عبر تطبيقه أو موقعه الإلكتروني باستخدام هويتك الإماراتية، وقد تُفرض رسوم. راجع قنوات المكتب نفسه لمعرفة الخطوات والرسوم الحالية.',
          ),
        },
        {
          key: 'moves',
          title: 'ما الذي يؤثر في درجتك',
          html: html(
            '- سداد كل قسط وفاتورة في موعده هو الأهم.',
            '- استخدام جزء فقط من حدود بطاقاتك يساعد.',
            '- كثرة طلبات الائتمان في فترة قصيرة قد تخفّضها.',
            '- السجل الأطول من السداد المنتظم يساعد مع الوقت.',
          ),
        },
        {
          key: 'here',
          title: 'الدرجة في هذا الموقع',
          html: html(
            'صفحة التقييم الائتماني لدينا تجريبية: تحسب درجة من هويتك الإماراتية وتاريخ ميلادك وإجاباتك، بموافقتك، باستخدام نموذجنا الخاص على المقياس نفسه من 300 إلى 900. لا يُستعلم من أي مكتب ائتمان، لذا فهي ليست درجتك الحقيقية.',
          ),
        },
      ],
    },
    next: [
      {
        url: '/credit-score/#journey',
        en: 'Try the demo credit score',
        ar: 'جرّب التقييم الائتماني التجريبي',
      },
      { url: '/credit-cards/', en: 'Compare credit cards', ar: 'قارن بطاقات الائتمان' },
    ],
  },
  {
    key: 'guide-first-card',
    urlPath: GUIDE_PATHS.firstCard,
    productId: PRODUCT.CREDIT_CARDS,
    en: {
      metaTitle: 'Choosing your first credit card',
      description:
        'How to choose a first credit card in the UAE: minimum salary, annual fee, interest or profit rate, rewards and the documents banks ask for.',
      title: 'Choosing your first credit card',
      subtitle: 'What to compare, and how to avoid paying interest.',
      sections: [
        {
          key: 'compare',
          title: 'What to compare',
          html: html(
            '- <strong>Minimum monthly income</strong>: each bank sets one for each card. Apply only for cards whose minimum your salary meets.',
            '- <strong>Annual fee</strong>: some cards have none; others waive it if you spend a set amount.',
            '- <strong>Monthly interest or profit rate</strong>: what you pay on any balance left after the due date. Islamic cards charge a profit rate or a fixed fee instead of interest.',
            '- <strong>Rewards</strong>: cashback, air miles or points. They are worth it only if you pay in full every month.',
            '- <strong>Other fees</strong>: cash withdrawals, late payments and spending abroad usually cost extra.',
          ),
        },
        {
          key: 'use',
          title: 'Using it well',
          html: html(
            'Pay the full statement balance by the due date and you pay no interest on purchases. Paying only the minimum keeps the card in good standing but the rest of the balance costs interest every month. Late payments also show on your credit report.',
            'Banks usually ask for your Emirates ID, passport with residence visa, a salary certificate and recent bank statements.',
          ),
        },
        {
          key: 'here',
          title: 'Comparing cards here',
          html: html(
            'Our listing shows only the cards your salary qualifies for, with their fees and rewards, and you can filter them by bank, feature and reward type. The banks and cards are invented; no bank receives an application.',
          ),
        },
      ],
    },
    ar: {
      metaTitle: 'اختيار بطاقتك الائتمانية الأولى',
      description:
        'كيف تختار أول بطاقة ائتمان في الإمارات: الحد الأدنى للراتب، والرسوم السنوية، ومعدل الفائدة أو الربح، والمكافآت، والمستندات التي تطلبها البنوك.',
      title: 'اختيار بطاقتك الائتمانية الأولى',
      subtitle: 'ما الذي تقارنه، وكيف تتجنب دفع الفائدة.',
      sections: [
        {
          key: 'compare',
          title: 'ما الذي تقارنه',
          html: html(
            '- <strong>الحد الأدنى للدخل الشهري</strong>: يحدّد كل بنك حدًا لكل بطاقة، فلا تتقدّم إلا للبطاقات التي يستوفي راتبك حدها الأدنى.',
            '- <strong>الرسوم السنوية</strong>: بعض البطاقات بلا رسوم، وبعضها يُعفي منها عند إنفاق مبلغ محدد.',
            '- <strong>معدل الفائدة أو الربح الشهري</strong>: ما تدفعه على أي رصيد يبقى بعد تاريخ الاستحقاق. وتفرض البطاقات الإسلامية معدل ربح أو رسمًا ثابتًا بدلًا من الفائدة.',
            '- <strong>المكافآت</strong>: الاسترداد النقدي أو الأميال أو النقاط، ولا تستحق العناء إلا إذا سددت الرصيد كاملًا كل شهر.',
            '- <strong>رسوم أخرى</strong>: السحب النقدي والتأخر في السداد والإنفاق في الخارج تكلّف عادةً مبالغ إضافية.',
          ),
        },
        {
          key: 'use',
          title: 'استخدامها بشكل جيد',
          html: html(
            'سدّد رصيد الكشف كاملًا بحلول تاريخ الاستحقاق، ولن تدفع فائدة على المشتريات. أما سداد الحد الأدنى فقط فيُبقي البطاقة في وضع سليم، لكن باقي الرصيد تترتب عليه فائدة كل شهر. كما يظهر التأخر في السداد في تقريرك الائتماني.',
            'تطلب البنوك عادةً بطاقة الهوية الإماراتية، وجواز السفر مع تأشيرة الإقامة، وشهادة راتب، وكشوف حساب حديثة.',
          ),
        },
        {
          key: 'here',
          title: 'مقارنة البطاقات هنا',
          html: html(
            'لا تعرض قائمتنا إلا البطاقات التي يؤهلك لها راتبك، برسومها ومكافآتها، ويمكنك تصفيتها حسب البنك والميزة ونوع المكافأة. البنوك والبطاقات مُختلقة، ولا يتسلّم أي بنك أي طلب.',
          ),
        },
      ],
    },
    next: [
      { url: '/credit-cards/', en: 'Compare credit cards', ar: 'قارن بطاقات الائتمان' },
      {
        url: GUIDE_PATHS.creditScore,
        en: 'How to check your credit score',
        ar: 'كيف تتحقق من تقييمك الائتماني',
      },
    ],
  },
  {
    key: 'guide-flat-vs-reducing',
    urlPath: GUIDE_PATHS.flatVsReducing,
    productId: PRODUCT.PERSONAL_LOANS,
    en: {
      metaTitle: 'Flat rate versus reducing rate on personal loans',
      description:
        'Why a flat rate looks cheaper than a reducing rate, with a worked example, and why offers here are ordered by APR.',
      title: 'Flat rate versus reducing rate on personal loans',
      subtitle: 'The same loan can be quoted two ways. Compare the APR.',
      sections: [
        {
          key: 'two-ways',
          title: 'Two ways to quote the same loan',
          html: html(
            'With a <strong>flat rate</strong>, interest is worked out on the whole amount you borrowed, for the whole term, even as you repay it. With a <strong>reducing rate</strong>, each month\u2019s interest is worked out only on what you still owe, so it falls as you repay.',
            'Because you owe less and less, a flat rate costs much more than a reducing rate of the same number.',
          ),
        },
        {
          key: 'example',
          title: 'A worked example',
          html: html(
            'Borrow AED 100,000 over 48 months at a flat rate of 4% a year:',
            '- interest: 100,000 \u00d7 4% \u00d7 4 years = AED 16,000;',
            '- monthly repayment: (100,000 + 16,000) \u00f7 48 = about AED 2,417.',
            'The reducing rate that gives the same monthly repayment is about 7.47% a year. So \u20184% flat\u2019 and \u2018about 7.5% reducing\u2019 are the same loan.',
          ),
        },
        {
          key: 'apr',
          title: 'Compare the APR',
          html: html(
            'The annual percentage rate (APR) is the yearly cost of the whole loan, interest and fees together, worked out from the repayments. It lets you compare offers quoted either way. Our loan offers are ordered by APR including fees, lowest first, and a flat rate is shown with its reducing-rate equivalent. The banks and offers are invented for this demo.',
          ),
        },
      ],
    },
    ar: {
      metaTitle: 'المعدل الثابت مقابل المعدل المتناقص في القروض الشخصية',
      description:
        'لماذا يبدو المعدل الثابت أرخص من المعدل المتناقص، مع مثال محسوب، ولماذا تُرتَّب العروض هنا حسب معدل النسبة السنوية.',
      title: 'المعدل الثابت مقابل المعدل المتناقص في القروض الشخصية',
      subtitle: 'يمكن عرض القرض نفسه بطريقتين، فقارن معدل النسبة السنوية.',
      sections: [
        {
          key: 'two-ways',
          title: 'طريقتان لعرض القرض نفسه',
          html: html(
            'مع <strong>المعدل الثابت</strong>، تُحسب الفائدة على كامل المبلغ الذي اقترضته طوال مدة القرض، حتى وأنت تسدّده. ومع <strong>المعدل المتناقص</strong>، تُحسب فائدة كل شهر على المبلغ المتبقي عليك فقط، فتنخفض كلما سدّدت.',
            'ولأن ما تدين به يقل باستمرار، يكلّف المعدل الثابت أكثر بكثير من معدل متناقص بالرقم نفسه.',
          ),
        },
        {
          key: 'example',
          title: 'مثال محسوب',
          html: html(
            'اقترض 100,000 درهم لمدة 48 شهرًا بمعدل ثابت قدره 4% سنويًا:',
            '- الفائدة: 100,000 × 4% × 4 سنوات = 16,000 درهم؛',
            '- القسط الشهري: (100,000 + 16,000) ÷ 48 = نحو 2,417 درهمًا.',
            'والمعدل المتناقص الذي يعطي القسط الشهري نفسه هو نحو 7.47% سنويًا. أي أن «4% ثابت» و«نحو 7.5% متناقص» هما القرض نفسه.',
          ),
        },
        {
          key: 'apr',
          title: 'قارن معدل النسبة السنوية',
          html: html(
            'معدل النسبة السنوية هو التكلفة السنوية للقرض كاملًا، الفائدة والرسوم معًا، محسوبة من الأقساط، ويتيح لك مقارنة العروض أيًّا كانت طريقة عرضها. وتُرتَّب عروض القروض لدينا حسب معدل النسبة السنوية شاملًا الرسوم، من الأقل إلى الأعلى، ويُعرض بجانب المعدل الثابت ما يعادله بالرصيد المتناقص. البنوك والعروض مُختلقة لهذا الموقع التجريبي.',
          ),
        },
      ],
    },
    next: [
      { url: '/personal-loans/#journey', en: 'Compare personal loan offers', ar: 'قارن عروض القروض الشخصية' },
      { url: '/car-loans/', en: 'Compare car loans', ar: 'قارن قروض السيارات' },
    ],
  },
];

function page(g: Guide, lang: Lang): StoredPage {
  const c = g[lang];
  return plainPage({
    ...c,
    lang,
    productId: g.productId,
    pageTypeId: PAGE_TYPE.ARTICLES,
    key: g.key,
    article: articleOf(g.key),
    after: [
      linksBlock(
        `${g.key}-next`,
        lang === 'en' ? 'Next steps' : 'الخطوات التالية',
        g.next.map((n) => ({ label: n[lang], url: n.url })),
      ),
    ],
  });
}

/** The guides in seed-row form (content/index.ts lists them). */
export const guidePages = guides.flatMap((g) =>
  (['en', 'ar'] as const).map((language) => ({
    urlPath: g.urlPath,
    language,
    productId: g.productId,
    pageTypeId: PAGE_TYPE.ARTICLES,
    status: 'published' as const,
    page: page(g, language),
  })),
);
