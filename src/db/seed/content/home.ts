import type { z } from 'zod';
import type { ZStoredPage } from '../../../shared/contracts/page';

/**
 * Home page (product 17, landing page type 0) in English and Arabic.
 * Sahel Compare is a fictional demo brand: every provider it mentions is a fictional demo partner,
 * and no price on this page is presented as a real offer. Link urls are content paths without the
 * language prefix; the renderer localises them.
 */

export const homeEn: z.input<typeof ZStoredPage> = {
  metaData: {
    countryProductId: 17,
    pageTypeId: 0,
    languageId: 1,
    metaTags: [
      {
        tag: 'title',
        attributes: {},
        content: 'Sahel Compare (demo) – Compare insurance, credit cards and loans in the UAE',
      },
      {
        tag: 'meta',
        attributes: {
          name: 'description',
          content:
            'Compare car, health, travel and life insurance, credit cards, personal loans and bank accounts from demo partner providers in the UAE. Free to use, in English and Arabic.',
        },
      },
    ],
  },
  jsonData: [
    {
      key: 'home-banner',
      type: 'BANNER',
      title: 'Compare. Choose. Apply.',
      fieldValues: {
        variant: 'home',
        subtitle: 'Insurance and banking products for UAE residents, side by side in AED — free to use.',
        productLinks: [
          { label: 'Car insurance', url: '/car-insurance/' },
          { label: 'Health insurance', url: '/health-insurance/' },
          { label: 'Travel insurance', url: '/travel-insurance/' },
          { label: 'Term life insurance', url: '/term-insurance/' },
          { label: 'Credit cards', url: '/credit-cards/' },
          { label: 'Personal loans', url: '/personal-loans/' },
          { label: 'Bank accounts', url: '/bank-accounts/' },
          { label: 'Credit score', url: '/credit-score/' },
        ],
      },
    },
    // docs/product/content.md: recent searches on the home page, on mobile, only when this device has some (a widget).
    { key: 'home-recent', type: 'RECENT_SEARCHES', title: 'Your recent searches' },
    {
      key: 'home-why-compare',
      type: 'TITLE_PARAGRAPH',
      title: 'Why compare with Sahel Compare?',
      contentType: 'html',
      content: [
        '<p>Choosing an insurance policy or a bank product in the UAE usually means visiting several websites, typing in the same details again and again, and trying to line up offers that are written in different ways. Sahel Compare puts them on one page, so you can see cover, benefits, fees and exclusions side by side before you decide.</p>',
        '<p>Every comparison is built around how things work in the UAE: premiums and fees are shown in AED, car insurance quotes take your vehicle registration (Mulkiya) and driving history into account, and health plans show whether they meet the mandatory cover rules of the emirate that issued your visa, whether that is Dubai, Abu Dhabi or another emirate.</p>',
        "<p>Comparing is free, and you can switch between English and Arabic at any time. If you get stuck, call or e-mail us: the contact details are at the foot of every page. When you choose a plan, the provider's adviser calls you to complete it (in this demo, nobody receives your request).</p>",
        '<p><strong>Please note:</strong> Sahel Compare is a demonstration site. The providers, plans and prices you see are fictional examples, not real offers.</p>',
      ].join(''),
    },
    {
      key: 'home-what-you-can-compare',
      type: 'TABLE',
      title: 'What you can compare',
      tableHeaders: ['Product', 'What we compare', 'Typical time to compare'],
      tableData: [
        [
          'Car insurance',
          'Third-party and comprehensive cover, agency repair, roadside assistance, excess, cover in Oman',
          'About 5 minutes',
        ],
        [
          'Health insurance',
          "Hospital and clinic networks, co-payment, annual limit, maternity and dental benefits, the emirate's minimum cover",
          '10 to 15 minutes',
        ],
        [
          'Travel insurance',
          'Medical cover abroad, trip cancellation, baggage, Schengen visa requirements',
          'About 3 minutes',
        ],
        [
          'Term life insurance',
          'Sum assured, policy term, smoker and non-smoker premiums',
          '10 to 20 minutes',
        ],
        [
          'Credit cards',
          'Annual fee, cashback and rewards, airport lounge access, minimum salary, interest rate',
          'About 5 minutes',
        ],
        [
          'Personal loans',
          'APR including fees, flat versus reducing rate, tenure, salary transfer requirement',
          'About 5 minutes',
        ],
        [
          'Bank accounts',
          'Minimum balance, monthly fees, salary transfer benefits, Islamic and conventional options',
          'About 5 minutes',
        ],
        [
          'Credit score',
          'A demo score worked out from your answers, what affects it and how to improve it',
          'About 2 minutes',
        ],
      ],
    },
    {
      key: 'home-faq',
      type: 'ACCORDION',
      title: 'Frequently asked questions',
      accordionType: 1,
      rows: [
        {
          title: 'How does Sahel Compare work?',
          content:
            "<p>Tell us a few details about what you need, for example your car, the emirate that issued your visa or your travel dates. For insurance, we price plans from our demo partner insurers and show them side by side: you can sort them by price or cover and filter them. For loans and bank accounts, we list the demo banks' offers you qualify for, ordered by APR or rate. When you find the right one, you confirm your mobile number with a one-time code and we pass your request to that provider, whose adviser calls you to complete it. In this demo, no provider receives it.</p>",
        },
        {
          title: 'Is it free to use?',
          content:
            "<p>Yes. Comparing plans and getting quotes costs you nothing. Marketplaces like ours are usually paid a commission by the provider when a customer takes a product. A plan shown first because its provider paid for the place is marked 'Sponsored', and the payment never changes any plan's score.</p>",
        },
        {
          title: 'Who are the insurers and banks on the site?',
          content:
            '<p>This is a demo marketplace. All insurers, banks, plans and prices shown on Sahel Compare are <strong>fictional demo partners</strong> created for illustration, not real companies or real offers. In a live service, every partner would have to be licensed by the relevant UAE authorities to offer its products.</p>',
        },
        {
          title: 'How is my personal data protected?',
          content:
            '<p>We ask for the details a quote needs, and we pass them to a provider only when you choose its plan. We never sell personal data. Our Privacy notice, linked at the foot of every page, says what we collect, why, how long we keep it and who receives it, and how to use your rights under UAE Federal Decree-Law No. 45 of 2021, such as seeing, correcting or erasing your data.</p>',
        },
        {
          title: 'Can I get help in Arabic?',
          content:
            '<p>Yes. The whole site is available in Arabic: choose العربية from the language menu at any time.</p>',
        },
        {
          title: 'Do I have to buy after getting a quote?',
          content:
            '<p>No. Quotes come with no obligation. You can save them and come back later, but keep in mind that a quote can change if your details change or when it passes its validity date.</p>',
        },
      ],
    },
    {
      key: 'home-popular-guides',
      type: 'LINKS',
      title: 'Popular guides',
      isArticlePageLink: false,
      links: [
        {
          label: 'How to renew your car registration in Dubai',
          url: '/car-insurance/renew-car-registration-dubai/',
        },
        {
          label: 'Mandatory health insurance in Dubai and Abu Dhabi',
          url: '/health-insurance/mandatory-health-insurance-uae/',
        },
        { label: 'Travel insurance for a Schengen visa', url: '/travel-insurance/schengen-visa-insurance/' },
        {
          label: 'How to check your credit score in the UAE',
          url: '/credit-score/how-to-check-credit-score/',
        },
        { label: 'Choosing your first credit card', url: '/credit-cards/first-credit-card-guide/' },
        {
          label: 'Flat rate versus reducing rate on personal loans',
          url: '/personal-loans/flat-vs-reducing-rate/',
        },
      ],
    },
  ],
};

export const homeAr: z.input<typeof ZStoredPage> = {
  metaData: {
    countryProductId: 17,
    pageTypeId: 0,
    languageId: 2,
    metaTags: [
      {
        tag: 'title',
        attributes: {},
        content: 'ساحل كومبير (نسخة تجريبية) – قارن التأمين وبطاقات الائتمان والقروض في الإمارات',
      },
      {
        tag: 'meta',
        attributes: {
          name: 'description',
          content:
            'قارن تأمين السيارات والتأمين الصحي وتأمين السفر والتأمين على الحياة وبطاقات الائتمان والقروض الشخصية والحسابات المصرفية من مزوّدين شركاء تجريبيين في الإمارات. الخدمة مجانية ومتاحة بالعربية والإنجليزية.',
        },
      },
    ],
  },
  jsonData: [
    {
      key: 'home-banner',
      type: 'BANNER',
      title: 'قارن. اختر. قدّم طلبك.',
      fieldValues: {
        variant: 'home',
        subtitle:
          'منتجات التأمين والخدمات المصرفية للمقيمين في الإمارات، جنبًا إلى جنب وبالدرهم الإماراتي — مجانًا.',
        productLinks: [
          { label: 'تأمين السيارات', url: '/car-insurance/' },
          { label: 'التأمين الصحي', url: '/health-insurance/' },
          { label: 'تأمين السفر', url: '/travel-insurance/' },
          { label: 'التأمين على الحياة لمدة محددة', url: '/term-insurance/' },
          { label: 'بطاقات الائتمان', url: '/credit-cards/' },
          { label: 'القروض الشخصية', url: '/personal-loans/' },
          { label: 'الحسابات المصرفية', url: '/bank-accounts/' },
          { label: 'التقييم الائتماني', url: '/credit-score/' },
        ],
      },
    },
    { key: 'home-recent', type: 'RECENT_SEARCHES', title: 'عمليات البحث الأخيرة' },
    {
      key: 'home-why-compare',
      type: 'TITLE_PARAGRAPH',
      title: 'لماذا تقارن مع ساحل كومبير؟',
      contentType: 'html',
      content: [
        '<p>يعني اختيار وثيقة تأمين أو منتج مصرفي في الإمارات عادةً زيارة مواقع عدة، وإدخال البيانات نفسها مرة بعد مرة، ومحاولة الموازنة بين عروض مكتوبة بطرق مختلفة. يجمع ساحل كومبير هذه العروض في صفحة واحدة، لتطّلع على التغطية والمزايا والرسوم والاستثناءات جنبًا إلى جنب قبل أن تتخذ قرارك.</p>',
        '<p>صُمّمت كل مقارنة وفق طريقة سير الأمور في الإمارات: تُعرض الأقساط والرسوم بالدرهم الإماراتي، وتراعي عروض تأمين السيارات بيانات تسجيل مركبتك (الملكية) وسجلّك في القيادة، وتوضّح الخطط الصحية ما إذا كانت تستوفي قواعد التغطية الإلزامية في الإمارة التي أصدرت تأشيرتك، سواء كانت دبي أو أبوظبي أو أي إمارة أخرى.</p>',
        '<p>المقارنة مجانية، ويمكنك التبديل بين العربية والإنجليزية في أي وقت. وإذا احتجت إلى مساعدة، فاتصل بنا أو راسلنا عبر البريد الإلكتروني، وتجد بيانات التواصل في أسفل كل صفحة. وعندما تختار خطة، يتصل بك مستشار من المزوّد لإتمامها (في هذا الموقع التجريبي لا يتسلّم أحد طلبك).</p>',
        '<p><strong>يُرجى الملاحظة:</strong> ساحل كومبير موقع تجريبي، وجميع مقدّمي الخدمات والخطط والأسعار المعروضة فيه أمثلة خيالية وليست عروضًا حقيقية.</p>',
      ].join(''),
    },
    {
      key: 'home-what-you-can-compare',
      type: 'TABLE',
      title: 'ما الذي يمكنك مقارنته',
      tableHeaders: ['المنتج', 'ما الذي نقارنه', 'الوقت المعتاد للمقارنة'],
      tableData: [
        [
          'تأمين السيارات',
          'التأمين ضد الغير والتأمين الشامل، والإصلاح لدى الوكالة، والمساعدة على الطريق، ومبلغ التحمّل، والتغطية في عُمان',
          'نحو 5 دقائق',
        ],
        [
          'التأمين الصحي',
          'شبكات المستشفيات والعيادات، ونسبة المشاركة في الدفع، والحد السنوي، ومزايا الأمومة والأسنان، والحد الأدنى للتغطية في الإمارة',
          'من 10 إلى 15 دقيقة',
        ],
        [
          'تأمين السفر',
          'التغطية الطبية في الخارج، وإلغاء الرحلة، والأمتعة، ومتطلبات تأشيرة شنغن',
          'نحو 3 دقائق',
        ],
        [
          'التأمين على الحياة لمدة محددة',
          'مبلغ التأمين، ومدة الوثيقة، وأقساط المدخنين وغير المدخنين',
          'من 10 إلى 20 دقيقة',
        ],
        [
          'بطاقات الائتمان',
          'الرسوم السنوية، والاسترداد النقدي والمكافآت، ودخول صالات المطارات، والحد الأدنى للراتب، وسعر الفائدة',
          'نحو 5 دقائق',
        ],
        [
          'القروض الشخصية',
          'معدل النسبة السنوية شاملًا الرسوم، والمعدل الثابت مقابل المعدل المتناقص، ومدة السداد، واشتراط تحويل الراتب',
          'نحو 5 دقائق',
        ],
        [
          'الحسابات المصرفية',
          'الحد الأدنى للرصيد، والرسوم الشهرية، ومزايا تحويل الراتب، والخيارات الإسلامية والتقليدية',
          'نحو 5 دقائق',
        ],
        [
          'التقييم الائتماني',
          'درجة تجريبية تُحسب من إجاباتك، والعوامل المؤثرة فيها، وطرق تحسينها',
          'نحو دقيقتين',
        ],
      ],
    },
    {
      key: 'home-faq',
      type: 'ACCORDION',
      title: 'الأسئلة الشائعة',
      accordionType: 1,
      rows: [
        {
          title: 'كيف يعمل ساحل كومبير؟',
          content:
            '<p>أخبرنا ببعض التفاصيل عمّا تحتاج إليه، مثل بيانات سيارتك أو الإمارة التي أصدرت تأشيرتك أو تواريخ سفرك. في التأمين، نسعّر خطط شركات التأمين الشريكة التجريبية ونعرضها جنبًا إلى جنب، ويمكنك ترتيبها حسب السعر أو التغطية وتصفيتها. وفي القروض والحسابات المصرفية، نعرض عروض البنوك التجريبية التي تستوفي شروطها، مرتبةً حسب معدل النسبة السنوية أو العائد. وعندما تجد الخيار المناسب، تؤكد رقم هاتفك المتحرك برمز لمرة واحدة ونرسل طلبك إلى ذلك المزوّد، ويتصل بك مستشار منه لإتمامه. في هذا الموقع التجريبي لا يتسلّم أي مزوّد طلبك.</p>',
        },
        {
          title: 'هل الخدمة مجانية؟',
          content:
            '<p>نعم. مقارنة الخطط والحصول على عروض الأسعار لا تكلّفك شيئًا. تتقاضى منصات المقارنة مثل منصتنا عادةً عمولة من المزوّد عندما يحصل العميل على منتج. والخطة المعروضة أولًا لأن مزوّدها دفع مقابل موقعها تحمل علامة «مُموَّل»، ولا يغيّر هذا الدفع درجة أي خطة.</p>',
        },
        {
          title: 'من هي شركات التأمين والبنوك المعروضة على الموقع؟',
          content:
            '<p>هذه منصة تجريبية. جميع شركات التأمين والبنوك والخطط والأسعار المعروضة على ساحل كومبير هي <strong>شركاء تجريبيون خياليون</strong> أُنشئوا لأغراض التوضيح، وليست شركات حقيقية ولا عروضًا حقيقية. وفي الخدمة الفعلية، يجب أن يكون كل شريك مرخّصًا من الجهات المختصة في الإمارات لتقديم منتجاته.</p>',
        },
        {
          title: 'كيف تتم حماية بياناتي الشخصية؟',
          content:
            '<p>نطلب البيانات التي يحتاج إليها عرض السعر، ولا نرسلها إلى أي مزوّد إلا عندما تختار خطته. ولا نبيع البيانات الشخصية أبدًا. ويوضّح إشعار الخصوصية، المتاح من أسفل كل صفحة، ما نجمعه ولماذا ومدة الاحتفاظ به ومن يتلقاه، وكيف تمارس حقوقك بموجب المرسوم بقانون اتحادي رقم 45 لسنة 2021، مثل الاطلاع على بياناتك أو تصحيحها أو محوها.</p>',
        },
        {
          title: 'هل يمكنني الحصول على المساعدة باللغة العربية؟',
          content:
            '<p>نعم. الموقع بأكمله متاح باللغة العربية، ويمكنك اختيارها من قائمة اللغات في أي وقت.</p>',
        },
        {
          title: 'هل عليّ الشراء بعد الحصول على عرض سعر؟',
          content:
            '<p>لا. عروض الأسعار لا تُلزمك بشيء. يمكنك حفظها والعودة إليها لاحقًا، مع الأخذ في الاعتبار أن العرض قد يتغيّر إذا تغيّرت بياناتك أو انتهت مدة صلاحيته.</p>',
        },
      ],
    },
    {
      key: 'home-popular-guides',
      type: 'LINKS',
      title: 'أدلة شائعة',
      isArticlePageLink: false,
      links: [
        { label: 'كيف تجدّد تسجيل سيارتك في دبي', url: '/car-insurance/renew-car-registration-dubai/' },
        {
          label: 'التأمين الصحي الإلزامي في دبي وأبوظبي',
          url: '/health-insurance/mandatory-health-insurance-uae/',
        },
        { label: 'تأمين السفر لتأشيرة شنغن', url: '/travel-insurance/schengen-visa-insurance/' },
        {
          label: 'كيف تتحقق من تقييمك الائتماني في الإمارات',
          url: '/credit-score/how-to-check-credit-score/',
        },
        { label: 'اختيار بطاقتك الائتمانية الأولى', url: '/credit-cards/first-credit-card-guide/' },
        {
          label: 'المعدل الثابت مقابل المعدل المتناقص في القروض الشخصية',
          url: '/personal-loans/flat-vs-reducing-rate/',
        },
      ],
    },
  ],
};
