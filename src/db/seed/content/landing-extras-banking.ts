import type { z } from 'zod';
import type { ZStoredPage } from '../../../shared/contracts/page';
import { isolateNumbersInHtml } from '../../../shared/i18n/bidi';
import { dir } from '../../../shared/i18n/localized';

type Block = z.input<typeof ZStoredPage>['jsonData'][number];
type Lang = 'en' | 'ar';

/**
 * docs/product/content.md: the rest of each banking product landing's page document (after the banner, popular plans, calculator and
 * introduction), by landing key, in English and Arabic. Honest demo text for the fictional brand.
 *
 * Every landing gets the same shape: a table of contents (its entries are the `id`s of the section headings below),
 * why choose us (WHYBUY), how it works, what affects your rate or eligibility (TABS), an explainer table, demo
 * reviews (REVIEWS_PREVIEW: the rating is computed from them by the block, and the title says they are demo), an FAQ
 * (ACCORDION) and related links to other seeded landings only. The only figures stated are UAE rules we are sure of
 * (Central Bank retail-loan and mortgage rules, the credit bureau's score range); every bank, rate and review is demo.
 */

type Review = {
  name: string;
  city: string;
  date: string;
  title: string;
  text: string;
  r: [number, number, number, number];
};
type Copy = {
  toc: string;
  why: { title: string; items: [string, string][] };
  how: { title: string; steps: string[] };
  factors: { title: string; intro: string; tabs: [string, string][] };
  table: { title: string; intro: string; headers: string[]; rows: string[][] };
  reviewsTitle: string;
  reviews: Review[];
  faqTitle: string;
  faq: [string, string][];
  relatedTitle: string;
  related: [string, string][];
};

/** The landings' own paths (product-landings.ts, credit-cards.ts): related links point only at these. */
const PATHS = {
  'personal-loan': '/personal-loans/',
  'home-loan': '/mortgage-loan/',
  'international-mortgage': '/mortgage-loan/international-mortgage/',
  'car-loan': '/car-loans/',
  'bank-account': '/bank-accounts/',
  'credit-score': '/credit-score/',
  'credit-cards': '/credit-cards/',
} as const;
type Key = keyof typeof PATHS;

const NAMES: Record<Key, Record<Lang, string>> = {
  'personal-loan': { en: 'Personal loans', ar: 'القروض الشخصية' },
  'home-loan': { en: 'Home loans', ar: 'قروض المنازل' },
  'international-mortgage': { en: 'International mortgages', ar: 'الرهن العقاري الدولي' },
  'car-loan': { en: 'Car loans', ar: 'قروض السيارات' },
  'bank-account': { en: 'Bank accounts', ar: 'الحسابات المصرفية' },
  'credit-score': { en: 'Credit score', ar: 'درجة الائتمان' },
  'credit-cards': { en: 'Credit cards', ar: 'بطاقات الائتمان' },
};

const related = (lang: Lang, keys: Key[]): [string, string][] => keys.map((k) => [NAMES[k][lang], PATHS[k]]);

const ol = (items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
const RATING_KEYS = ['easeRating', 'clarityRating', 'speedRating', 'supportRating'] as const;

/** The section ids of a landing, prefixed by its key so they are unique on the page. */
const ids = (key: string) => ({ how: `${key}-how`, factors: `${key}-factors`, table: `${key}-table` });

function build(key: string, lang: Lang, c: Copy): Block[] {
  const id = ids(key);
  const iso = (h: string) => (dir(lang) === 'rtl' ? isolateNumbersInHtml(h) : h);
  return [
    {
      key: `${key}-toc`,
      type: 'TABLE_OF_CONTENT',
      title: c.toc,
      entries: [
        { id: id.how, title: c.how.title },
        { id: id.factors, title: c.factors.title },
        { id: id.table, title: c.table.title },
      ],
    },
    {
      key: `${key}-why`,
      type: 'WHYBUY',
      title: c.why.title,
      items: c.why.items.map(([heading, description]) => ({ heading, description })),
    },
    {
      key: `${key}-how`,
      type: 'TEXT',
      contentType: 'html',
      content: `<h2 id="${id.how}">${c.how.title}</h2>${ol(c.how.steps)}`,
    },
    {
      key: `${key}-factors-intro`,
      type: 'TEXT',
      contentType: 'html',
      content: `<h2 id="${id.factors}">${c.factors.title}</h2><p>${c.factors.intro}</p>`,
    },
    {
      key: `${key}-factors`,
      type: 'TABS',
      tabs: c.factors.tabs.map(([title, content]) => ({ title, content: iso(content) })),
    },
    {
      key: `${key}-table-intro`,
      type: 'TEXT',
      contentType: 'html',
      content: `<h2 id="${id.table}">${c.table.title}</h2><p>${c.table.intro}</p>`,
    },
    { key: `${key}-table`, type: 'TABLE', tableHeaders: c.table.headers, tableData: c.table.rows },
    {
      key: `${key}-reviews`,
      type: 'REVIEWS_PREVIEW',
      title: c.reviewsTitle,
      reviewsPagePublished: false,
      reviews: c.reviews.map((r) => ({
        userName: r.name,
        city: r.city,
        publishAt: r.date,
        reviewTitle: r.title,
        reviewContent: r.text,
        rating: Object.fromEntries(RATING_KEYS.map((k, i) => [k, r.r[i]!])),
      })),
    },
    {
      key: `${key}-faq`,
      type: 'ACCORDION',
      title: c.faqTitle,
      accordionType: 1,
      rows: c.faq.map(([title, content]) => ({ title, content: `<p>${content}</p>` })),
    },
    {
      key: `${key}-related`,
      type: 'LINKS',
      title: c.relatedTitle,
      isArticlePageLink: false,
      links: c.related.map(([label, url]) => ({ label, url })),
    },
  ];
}

const COMMON = {
  en: {
    toc: 'On this page',
    reviewsTitle: 'Reviews & Ratings (demo reviews)',
    faqTitle: 'Frequently asked questions',
    relatedTitle: 'Compare other products',
  },
  ar: {
    toc: 'في هذه الصفحة',
    reviewsTitle: 'التقييمات والمراجعات (مراجعات تجريبية)',
    faqTitle: 'الأسئلة الشائعة',
    relatedTitle: 'قارن منتجات أخرى',
  },
} as const;

/** Three fictional reviewers per language; each landing gives their titles, texts and ratings. */
const REVIEWERS = {
  en: [
    ['Layla H. (demo)', 'Dubai', '2026-09-14'],
    ['Arjun M. (demo)', 'Sharjah', '2026-10-02'],
    ['Omar S. (demo)', 'Abu Dhabi', '2026-10-21'],
  ],
  ar: [
    ['ليلى ح. (تجريبي)', 'دبي', '2026-09-14'],
    ['أرجون م. (تجريبي)', 'الشارقة', '2026-10-02'],
    ['عمر س. (تجريبي)', 'أبوظبي', '2026-10-21'],
  ],
} as const;

function reviews(lang: Lang, items: [string, string, [number, number, number, number]][]): Review[] {
  return items.map(([title, text, r], i) => {
    const [name, city, date] = REVIEWERS[lang][i % 3]!;
    return { name, city, date, title, text, r };
  });
}

const COPY: Record<Key, Record<Lang, Copy>> = {
  'personal-loan': {
    en: {
      ...COMMON.en,
      why: {
        title: 'Why compare personal loans with Sahel Compare',
        items: [
          [
            'One form, several banks',
            'Tell us your salary and employer once and see the demo offers you may qualify for.',
          ],
          [
            'The full cost, not just the rate',
            'Each offer shows the monthly instalment and the processing fee, so you compare what you will repay.',
          ],
          [
            'No effect on your score to look',
            'Comparing here makes no credit enquiry; a bank checks your credit report only when you apply to it.',
          ],
        ],
      },
      how: {
        title: 'How it works',
        steps: [
          'Enter the amount, the tenure and your monthly salary.',
          'Compare the demo offers by rate, instalment and fees.',
          'Choose an offer and leave your details; in a live service the bank would call you to complete the application.',
          'The bank checks your documents and credit report, then approves or declines.',
        ],
      },
      factors: {
        title: 'What affects your rate and eligibility',
        intro:
          'Banks in the UAE price a personal loan on your income, your existing debts and your credit history.',
        tabs: [
          [
            'Salary and employer',
            '<p>Each bank sets its own minimum monthly salary and keeps lists of approved employers. A salary transferred to the lending bank usually earns a lower rate.</p>',
          ],
          [
            'Existing debts',
            '<p>Central Bank rules cap all your monthly repayments (loans and cards together) at 50% of your salary: this is the debt burden ratio. A personal loan may not exceed 20 times your monthly salary and must be repaid within 48 months.</p>',
          ],
          [
            'Credit history',
            '<p>Banks read your report from the Al Etihad Credit Bureau. Bills and instalments paid on time raise your score; missed payments and many recent applications lower it.</p>',
          ],
        ],
      },
      table: {
        title: 'Flat rate or reducing rate?',
        intro: 'Banks quote personal loans in two ways. The same number means a different cost in each.',
        headers: ['Compared on', 'Flat rate', 'Reducing rate'],
        rows: [
          [
            'Interest charged on',
            'The whole original amount, for the whole tenure',
            'What you still owe, month by month',
          ],
          ['Cost for the same rate', 'Higher', 'Lower'],
          ['How to compare', 'Convert it to a reducing rate or compare total repayment', 'Compare directly'],
        ],
      },
      reviews: reviews('en', [
        [
          'Clear instalments',
          'I could see the monthly instalment for each demo offer before leaving my number.',
          [5, 5, 4, 4],
        ],
        [
          'Useful fee column',
          'The processing fee next to the rate made two offers that looked alike quite different.',
          [4, 5, 4, 4],
        ],
        ['Would like more banks', 'Easy to use, but I wanted more lenders in the comparison.', [4, 4, 4, 3]],
      ]),
      faq: [
        [
          'How much can I borrow?',
          'Central Bank rules limit a personal loan to 20 times your monthly salary, and your repayments on every loan and card together may not exceed 50% of your salary. Each bank may lend less.',
        ],
        [
          'How long can I take to repay?',
          'Up to 48 months under the Central Bank’s rules for personal loans.',
        ],
        [
          'Can I repay early?',
          'Yes. The Central Bank caps the early settlement fee at 1% of the amount outstanding, and at most AED 10,000.',
        ],
        [
          'What is a salary transfer loan?',
          'A loan for which you move your salary to the lending bank. Banks usually offer lower rates for it; loans without salary transfer often ask for a higher salary.',
        ],
        [
          'Does comparing here affect my credit score?',
          'No. Sahel Compare makes no credit enquiry. A bank checks your report only when you apply to it.',
        ],
        [
          'Are the offers on this page real?',
          'No. Sahel Compare is a demo: every bank, rate and offer is invented, and no application reaches a bank.',
        ],
      ],
      related: related('en', ['car-loan', 'credit-cards', 'credit-score']),
    },
    ar: {
      ...COMMON.ar,
      why: {
        title: 'لماذا تقارن القروض الشخصية مع ساحل كومبير',
        items: [
          [
            'نموذج واحد لعدة بنوك',
            'أخبرنا براتبك وجهة عملك مرة واحدة، وشاهد العروض التجريبية التي قد تتأهل لها.',
          ],
          [
            'التكلفة الكاملة لا المعدل وحده',
            'يعرض كل عرض القسط الشهري ورسوم المعالجة، لتقارن ما ستسدده فعلاً.',
          ],
          [
            'المقارنة لا تؤثر في درجتك',
            'لا نجري أي استعلام ائتماني عند المقارنة؛ لا يطلع البنك على تقريرك إلا عندما تتقدم إليه.',
          ],
        ],
      },
      how: {
        title: 'كيف تعمل الخدمة',
        steps: [
          'أدخل المبلغ والمدة وراتبك الشهري.',
          'قارن العروض التجريبية حسب المعدل والقسط والرسوم.',
          'اختر عرضاً واترك بياناتك؛ في الخدمة الحقيقية يتصل بك البنك لإكمال الطلب.',
          'يراجع البنك مستنداتك وتقريرك الائتماني، ثم يوافق أو يرفض.',
        ],
      },
      factors: {
        title: 'ما الذي يؤثر في معدلك وأهليتك',
        intro: 'تسعّر البنوك في الإمارات القرض الشخصي بناءً على دخلك والتزاماتك الحالية وسجلك الائتماني.',
        tabs: [
          [
            'الراتب وجهة العمل',
            '<p>يحدد كل بنك حده الأدنى للراتب الشهري ويحتفظ بقوائم لجهات العمل المعتمدة. وعادةً ما يحصل الراتب المحوَّل إلى البنك المقرض على معدل أقل.</p>',
          ],
          [
            'الالتزامات الحالية',
            '<p>تحدد قواعد المصرف المركزي مجموع أقساطك الشهرية (القروض والبطاقات معاً) بما لا يتجاوز 50% من راتبك، وهي نسبة عبء الدين. ولا يجوز أن يتجاوز القرض الشخصي 20 ضعف راتبك الشهري، ويجب سداده خلال 48 شهراً.</p>',
          ],
          [
            'السجل الائتماني',
            '<p>تطّلع البنوك على تقريرك لدى شركة الاتحاد للمعلومات الائتمانية. يرفع سداد الفواتير والأقساط في موعدها درجتك، وتخفضها الدفعات الفائتة وكثرة الطلبات الحديثة.</p>',
          ],
        ],
      },
      table: {
        title: 'معدل ثابت أم متناقص؟',
        intro: 'تعرض البنوك معدلات القروض الشخصية بطريقتين، والرقم نفسه يعني تكلفة مختلفة في كل منهما.',
        headers: ['وجه المقارنة', 'المعدل الثابت', 'المعدل المتناقص'],
        rows: [
          ['تُحسب الفائدة على', 'المبلغ الأصلي كاملاً طوال المدة', 'المبلغ المتبقي عليك شهراً بعد شهر'],
          ['التكلفة عند المعدل نفسه', 'أعلى', 'أقل'],
          ['طريقة المقارنة', 'حوّله إلى معدل متناقص أو قارن إجمالي السداد', 'قارن مباشرة'],
        ],
      },
      reviews: reviews('ar', [
        ['أقساط واضحة', 'رأيت القسط الشهري لكل عرض تجريبي قبل أن أترك رقمي.', [5, 5, 4, 4]],
        ['عمود الرسوم مفيد', 'أظهرت رسوم المعالجة بجانب المعدل فرقاً كبيراً بين عرضين متشابهين.', [4, 5, 4, 4]],
        ['أتمنى بنوكاً أكثر', 'سهل الاستخدام، لكنني أردت عدداً أكبر من الجهات المقرضة.', [4, 4, 4, 3]],
      ]),
      faq: [
        [
          'كم يمكنني أن أقترض؟',
          'تحدد قواعد المصرف المركزي القرض الشخصي بما لا يتجاوز 20 ضعف راتبك الشهري، ولا يجوز أن تتجاوز أقساط جميع قروضك وبطاقاتك معاً 50% من راتبك. وقد يقرضك البنك أقل من ذلك.',
        ],
        ['ما أطول مدة للسداد؟', 'حتى 48 شهراً وفق قواعد المصرف المركزي للقروض الشخصية.'],
        [
          'هل يمكنني السداد المبكر؟',
          'نعم. يحدد المصرف المركزي رسوم السداد المبكر بما لا يتجاوز 1% من المبلغ المتبقي، وبحد أقصى 10,000 درهم.',
        ],
        [
          'ما هو القرض بتحويل الراتب؟',
          'قرض تحوّل بموجبه راتبك إلى البنك المقرض. وعادةً ما تقدم البنوك له معدلات أقل، بينما تطلب القروض دون تحويل الراتب راتباً أعلى في الغالب.',
        ],
        [
          'هل تؤثر المقارنة هنا في درجتي الائتمانية؟',
          'لا. لا يجري ساحل كومبير أي استعلام ائتماني، ولا يطّلع البنك على تقريرك إلا عندما تتقدم إليه.',
        ],
        [
          'هل العروض في هذه الصفحة حقيقية؟',
          'لا. ساحل كومبير موقع تجريبي: كل البنوك والمعدلات والعروض مُختلقة، ولا يصل أي طلب إلى بنك.',
        ],
      ],
      related: related('ar', ['car-loan', 'credit-cards', 'credit-score']),
    },
  },
  'home-loan': {
    en: {
      ...COMMON.en,
      why: {
        title: 'Why compare home loans with Sahel Compare',
        items: [
          [
            'Fixed and variable side by side',
            'See how long each demo rate is fixed and what it follows afterwards.',
          ],
          [
            'Upfront costs shown',
            'Processing and valuation fees sit next to the rate, so you can plan the cash you need.',
          ],
          [
            'Conventional and Islamic',
            'Compare interest-based mortgages and Islamic home finance in one list.',
          ],
        ],
      },
      how: {
        title: 'How it works',
        steps: [
          'Enter the property price, your down payment and your monthly income.',
          'Compare the demo offers by rate, fixed period and fees.',
          'Choose an offer; in a live service an adviser would help you get pre-approval.',
          'The bank values the property and issues the final offer before the transfer.',
        ],
      },
      factors: {
        title: 'What affects how much you can borrow',
        intro: 'The Central Bank sets limits for every mortgage in the UAE; banks may lend less.',
        tabs: [
          [
            'Loan to value',
            '<p>For a first home of up to AED 5 million, banks may lend up to 80% of its value to expatriates and up to 85% to UAE nationals. Above AED 5 million, and for second homes, the limits are lower.</p>',
          ],
          [
            'Income and debts',
            '<p>All your monthly repayments together, the new mortgage included, may not exceed 50% of your income. Banks also set a minimum salary of their own.</p>',
          ],
          [
            'Age and tenure',
            '<p>A mortgage can run for up to 25 years, and must usually end before the age of 65 for expatriates and 70 for UAE nationals.</p>',
          ],
        ],
      },
      table: {
        title: 'Fixed or variable rate?',
        intro: 'Most UAE home loans start with a fixed period and then follow a variable rate.',
        headers: ['Compared on', 'Fixed period', 'Variable rate'],
        rows: [
          [
            'Your instalment',
            'Stays the same during the fixed period',
            'Changes when the benchmark rate (EIBOR) moves',
          ],
          [
            'Suits you if',
            'You want certainty for the first years',
            'You expect rates to fall or plan to sell soon',
          ],
          [
            'Watch for',
            'The rate it turns into when the fixed period ends',
            'Instalments rising with the benchmark',
          ],
        ],
      },
      reviews: reviews('en', [
        [
          'Saw the real upfront cost',
          'The fees next to each demo rate showed me how much cash I needed beyond the down payment.',
          [5, 5, 4, 5],
        ],
        [
          'Good explanation of LTV',
          'I understood why the bank would lend me less than I had hoped.',
          [4, 5, 4, 4],
        ],
        [
          'Slow to decide, not the site',
          'The comparison was quick; deciding between fixed periods took me longer.',
          [4, 4, 5, 4],
        ],
      ]),
      faq: [
        [
          'How much down payment do I need?',
          'At least 20% of the price for an expatriate’s first home of up to AED 5 million (15% for UAE nationals), plus the purchase costs, which banks do not lend.',
        ],
        [
          'What is the maximum tenure?',
          '25 years under the Central Bank’s rules, and usually ending before 65 for expatriates and 70 for UAE nationals.',
        ],
        [
          'Can I repay my mortgage early?',
          'Yes. The early settlement fee is capped at 1% of the amount outstanding, and at most AED 10,000.',
        ],
        [
          'What is EIBOR?',
          'The Emirates Interbank Offered Rate, the benchmark most variable UAE home loans follow, plus the bank’s margin.',
        ],
        [
          'Do off-plan properties get the same loan?',
          'No. Loans for properties still under construction have lower limits, and fewer banks offer them.',
        ],
        [
          'Are the rates on this page real?',
          'No. Every bank and rate here is demo data, and no application reaches a bank.',
        ],
      ],
      related: related('en', ['international-mortgage', 'personal-loan', 'credit-score']),
    },
    ar: {
      ...COMMON.ar,
      why: {
        title: 'لماذا تقارن قروض المنازل مع ساحل كومبير',
        items: [
          ['الثابت والمتغير جنباً إلى جنب', 'اعرف مدة تثبيت كل معدل تجريبي وما يتبعه بعد ذلك.'],
          ['التكاليف المقدمة واضحة', 'تظهر رسوم المعالجة والتقييم بجانب المعدل، لتخطط للسيولة التي تحتاجها.'],
          ['تقليدي وإسلامي', 'قارن قروض الرهن بالفائدة والتمويل العقاري الإسلامي في قائمة واحدة.'],
        ],
      },
      how: {
        title: 'كيف تعمل الخدمة',
        steps: [
          'أدخل سعر العقار ودفعتك المقدمة ودخلك الشهري.',
          'قارن العروض التجريبية حسب المعدل وفترة التثبيت والرسوم.',
          'اختر عرضاً؛ في الخدمة الحقيقية يساعدك مستشار على الحصول على موافقة مبدئية.',
          'يقيّم البنك العقار ويصدر العرض النهائي قبل نقل الملكية.',
        ],
      },
      factors: {
        title: 'ما الذي يحدد المبلغ الذي يمكنك اقتراضه',
        intro: 'يضع المصرف المركزي حدوداً لكل قرض عقاري في الإمارات، وقد تقرضك البنوك أقل منها.',
        tabs: [
          [
            'نسبة القرض إلى القيمة',
            '<p>للمنزل الأول الذي لا تتجاوز قيمته 5 ملايين درهم، يجوز للبنوك إقراض الوافدين حتى 80% من قيمته، والمواطنين حتى 85%. وتكون الحدود أقل فوق 5 ملايين درهم وللمنزل الثاني.</p>',
          ],
          [
            'الدخل والالتزامات',
            '<p>لا يجوز أن تتجاوز أقساطك الشهرية كلها، ومنها القرض الجديد، 50% من دخلك. كما يحدد كل بنك حداً أدنى للراتب.</p>',
          ],
          [
            'العمر والمدة',
            '<p>يمكن أن تمتد مدة القرض العقاري حتى 25 سنة، وعادةً ما يجب أن تنتهي قبل سن 65 للوافدين و70 للمواطنين.</p>',
          ],
        ],
      },
      table: {
        title: 'معدل ثابت أم متغير؟',
        intro: 'تبدأ معظم قروض المنازل في الإمارات بفترة ثابتة ثم تتبع معدلاً متغيراً.',
        headers: ['وجه المقارنة', 'الفترة الثابتة', 'المعدل المتغير'],
        rows: [
          ['قسطك', 'يبقى كما هو طوال الفترة الثابتة', 'يتغير مع تغير المعدل المرجعي (إيبور)'],
          ['يناسبك إذا', 'أردت اليقين في السنوات الأولى', 'توقعت انخفاض المعدلات أو نويت البيع قريباً'],
          [
            'انتبه إلى',
            'المعدل الذي يتحول إليه بعد انتهاء الفترة الثابتة',
            'ارتفاع الأقساط مع المعدل المرجعي',
          ],
        ],
      },
      reviews: reviews('ar', [
        [
          'عرفت التكلفة المقدمة الحقيقية',
          'أظهرت الرسوم بجانب كل معدل تجريبي السيولة التي أحتاجها فوق الدفعة المقدمة.',
          [5, 5, 4, 5],
        ],
        ['شرح جيد لنسبة التمويل', 'فهمت لماذا سيقرضني البنك أقل مما كنت آمل.', [4, 5, 4, 4]],
        [
          'القرار أخذ وقتاً لا الموقع',
          'كانت المقارنة سريعة، لكن الاختيار بين فترات التثبيت أخذ مني وقتاً أطول.',
          [4, 4, 5, 4],
        ],
      ]),
      faq: [
        [
          'كم تبلغ الدفعة المقدمة المطلوبة؟',
          'ما لا يقل عن 20% من السعر للمنزل الأول للوافد إذا لم تتجاوز قيمته 5 ملايين درهم (15% للمواطنين)، إضافة إلى تكاليف الشراء التي لا تقرضها البنوك.',
        ],
        [
          'ما أطول مدة للقرض؟',
          '25 سنة وفق قواعد المصرف المركزي، وعادةً ما تنتهي قبل سن 65 للوافدين و70 للمواطنين.',
        ],
        [
          'هل يمكنني سداد القرض العقاري مبكراً؟',
          'نعم. تُحدد رسوم السداد المبكر بما لا يتجاوز 1% من المبلغ المتبقي، وبحد أقصى 10,000 درهم.',
        ],
        [
          'ما هو إيبور؟',
          'سعر الفائدة المعروض بين البنوك في الإمارات، وهو المعدل المرجعي الذي تتبعه معظم قروض المنازل المتغيرة مضافاً إليه هامش البنك.',
        ],
        [
          'هل تحصل العقارات على الخارطة على القرض نفسه؟',
          'لا. لقروض العقارات قيد الإنشاء حدود أقل، وعدد أقل من البنوك يقدمها.',
        ],
        [
          'هل المعدلات في هذه الصفحة حقيقية؟',
          'لا. كل البنوك والمعدلات هنا بيانات تجريبية، ولا يصل أي طلب إلى بنك.',
        ],
      ],
      related: related('ar', ['international-mortgage', 'personal-loan', 'credit-score']),
    },
  },
  'international-mortgage': {
    en: {
      ...COMMON.en,
      why: {
        title: 'Why compare international mortgages with Sahel Compare',
        items: [
          [
            'Borrow where you earn',
            'Some UAE banks lend against a UAE salary for a home in your home country.',
          ],
          ['Country by country', 'See which demo lenders cover the country and city you are buying in.'],
          ['Costs in dirhams', 'Instalments shown in AED, the currency of your salary.'],
        ],
      },
      how: {
        title: 'How it works',
        steps: [
          'Tell us the country, the property price and your monthly income in the UAE.',
          'Compare the demo lenders that cover that country.',
          'Choose an offer; in a live service the bank would explain the documents it needs from both countries.',
          'The bank checks the property’s title and valuation abroad before it lends.',
        ],
      },
      factors: {
        title: 'What affects your eligibility',
        intro:
          'Lending for a property abroad is riskier for a bank, so fewer banks offer it and the conditions are stricter.',
        tabs: [
          [
            'The country',
            '<p>Each bank lends only in the countries where it can register its security over the property.</p>',
          ],
          [
            'Your income',
            '<p>Your repayments in the UAE, this loan included, may not exceed 50% of your income.</p>',
          ],
          [
            'Currency',
            '<p>You repay in dirhams while the property is priced in another currency: a change in the exchange rate changes what the property is worth to you.</p>',
          ],
        ],
      },
      table: {
        title: 'UAE home loan or international mortgage?',
        intro: 'The two products look alike but differ in where the property is.',
        headers: ['Compared on', 'UAE home loan', 'International mortgage'],
        rows: [
          ['Property', 'In the UAE', 'In another country the bank covers'],
          ['Lenders', 'Most UAE banks', 'A few banks'],
          ['Extra checks', 'Local valuation', 'Title and valuation abroad'],
        ],
      },
      reviews: reviews('en', [
        [
          'Found a lender for my country',
          'I did not know a UAE bank could finance a flat back home.',
          [5, 4, 4, 4],
        ],
        [
          'Clear about currency risk',
          'The note on exchange rates made me think twice about the loan size.',
          [4, 5, 4, 4],
        ],
        ['Few options', 'Only a couple of demo lenders covered my city.', [4, 4, 3, 4]],
      ]),
      faq: [
        [
          'Can a UAE bank finance a home abroad?',
          'Some can, in the countries where they can take security over the property. Many cannot.',
        ],
        [
          'Does the 50% debt burden rule apply?',
          'Yes. Your monthly repayments on all loans and cards, this one included, may not exceed 50% of your income.',
        ],
        ['Which currency do I repay in?', 'Usually in dirhams, from your UAE salary.'],
        [
          'Do I need documents from the other country?',
          'Yes. The bank checks the property’s title and valuation where it is.',
        ],
        ['Are the lenders on this page real?', 'No. Every lender and rate here is demo data.'],
      ],
      related: related('en', ['home-loan', 'personal-loan', 'bank-account']),
    },
    ar: {
      ...COMMON.ar,
      why: {
        title: 'لماذا تقارن الرهن العقاري الدولي مع ساحل كومبير',
        items: [
          ['اقترض حيث تعمل', 'تقرض بعض البنوك الإماراتية مقابل راتبك في الإمارات لشراء منزل في بلدك.'],
          ['بلداً بلداً', 'اعرف الجهات المقرضة التجريبية التي تغطي البلد والمدينة التي تشتري فيها.'],
          ['التكاليف بالدرهم', 'تُعرض الأقساط بالدرهم، عملة راتبك.'],
        ],
      },
      how: {
        title: 'كيف تعمل الخدمة',
        steps: [
          'أخبرنا بالبلد وسعر العقار ودخلك الشهري في الإمارات.',
          'قارن الجهات المقرضة التجريبية التي تغطي ذلك البلد.',
          'اختر عرضاً؛ في الخدمة الحقيقية يوضح لك البنك المستندات المطلوبة من البلدين.',
          'يتحقق البنك من سند ملكية العقار وتقييمه في الخارج قبل الإقراض.',
        ],
      },
      factors: {
        title: 'ما الذي يؤثر في أهليتك',
        intro: 'الإقراض لعقار في الخارج أعلى مخاطرة للبنك، لذا تقدمه بنوك أقل وبشروط أشد.',
        tabs: [
          ['البلد', '<p>لا يقرض كل بنك إلا في البلدان التي يستطيع فيها تسجيل ضمانه على العقار.</p>'],
          ['دخلك', '<p>لا يجوز أن تتجاوز أقساطك في الإمارات، ومنها هذا القرض، 50% من دخلك.</p>'],
          [
            'العملة',
            '<p>تسدد بالدرهم بينما يُسعَّر العقار بعملة أخرى، فتغيّر سعر الصرف يغيّر قيمة العقار بالنسبة إليك.</p>',
          ],
        ],
      },
      table: {
        title: 'قرض منزل في الإمارات أم رهن عقاري دولي؟',
        intro: 'يتشابه المنتجان لكنهما يختلفان في مكان العقار.',
        headers: ['وجه المقارنة', 'قرض منزل في الإمارات', 'رهن عقاري دولي'],
        rows: [
          ['العقار', 'في الإمارات', 'في بلد آخر يغطيه البنك'],
          ['الجهات المقرضة', 'معظم البنوك الإماراتية', 'بنوك قليلة'],
          ['فحوص إضافية', 'تقييم محلي', 'سند الملكية والتقييم في الخارج'],
        ],
      },
      reviews: reviews('ar', [
        ['وجدت جهة تقرض في بلدي', 'لم أكن أعلم أن بنكاً إماراتياً يمكنه تمويل شقة في بلدي.', [5, 4, 4, 4]],
        ['وضوح بشأن مخاطر العملة', 'جعلتني ملاحظة سعر الصرف أعيد التفكير في حجم القرض.', [4, 5, 4, 4]],
        ['خيارات قليلة', 'لم يغطِّ مدينتي إلا عدد قليل من الجهات المقرضة التجريبية.', [4, 4, 3, 4]],
      ]),
      faq: [
        [
          'هل يمكن لبنك إماراتي تمويل منزل في الخارج؟',
          'يمكن لبعض البنوك ذلك في البلدان التي تستطيع فيها أخذ ضمان على العقار، ولا يستطيع كثير منها ذلك.',
        ],
        [
          'هل تنطبق قاعدة عبء الدين البالغ 50%؟',
          'نعم. لا يجوز أن تتجاوز أقساطك الشهرية على كل القروض والبطاقات، ومنها هذا القرض، 50% من دخلك.',
        ],
        ['بأي عملة أسدد؟', 'بالدرهم عادةً، من راتبك في الإمارات.'],
        ['هل أحتاج إلى مستندات من البلد الآخر؟', 'نعم. يتحقق البنك من سند ملكية العقار وتقييمه في مكانه.'],
        ['هل الجهات المقرضة في هذه الصفحة حقيقية؟', 'لا. كل الجهات المقرضة والمعدلات هنا بيانات تجريبية.'],
      ],
      related: related('ar', ['home-loan', 'personal-loan', 'bank-account']),
    },
  },
  'car-loan': {
    en: {
      ...COMMON.en,
      why: {
        title: 'Why compare car loans with Sahel Compare',
        items: [
          ['New and used cars', 'Compare demo offers for a new car from a dealer or a used car.'],
          ['Instalment first', 'Every offer shows the monthly instalment for your amount and tenure.'],
          [
            'Insurance next door',
            'The bank will ask for comprehensive cover: compare car insurance on the same site.',
          ],
        ],
      },
      how: {
        title: 'How it works',
        steps: [
          'Enter the car’s price, your down payment and your monthly salary.',
          'Compare the demo offers by rate, instalment and fees.',
          'Choose an offer and leave your details; in a live service the bank would contact you.',
          'The bank approves the loan and pays the dealer or seller; the car is registered with the bank’s lien.',
        ],
      },
      factors: {
        title: 'What affects your rate and eligibility',
        intro: 'Banks look at the car as well as at you.',
        tabs: [
          [
            'The car',
            '<p>New cars usually get lower rates than used ones, and banks set a maximum age for a used car at the end of the loan.</p>',
          ],
          [
            'Your income',
            '<p>Your repayments on every loan and card together may not exceed 50% of your salary. Each bank sets its own minimum salary.</p>',
          ],
          [
            'Tenure',
            '<p>Central Bank rules allow car loans of up to 60 months. A longer tenure lowers the instalment but raises the total you repay.</p>',
          ],
        ],
      },
      table: {
        title: 'Car loan or personal loan for a car?',
        intro: 'Both can pay for a car; they differ in what secures them.',
        headers: ['Compared on', 'Car loan', 'Personal loan'],
        rows: [
          ['Secured by', 'The car (the bank’s lien on its registration)', 'Nothing but your income'],
          ['Longest tenure', '60 months', '48 months'],
          ['Insurance', 'Comprehensive cover required', 'Your own choice'],
        ],
      },
      reviews: reviews('en', [
        [
          'Quick comparison',
          'I had the instalments for three demo banks in a couple of minutes.',
          [5, 4, 5, 4],
        ],
        [
          'Helpful used-car note',
          'I learnt about the maximum car age before choosing a 2019 model.',
          [4, 5, 4, 4],
        ],
        ['Fine', 'Does what it says; I would have liked to filter by Islamic finance.', [4, 4, 4, 3]],
      ]),
      faq: [
        ['How long can a car loan run?', 'Up to 60 months under the Central Bank’s rules.'],
        [
          'Do I need a down payment?',
          'Usually yes: banks lend part of the car’s price and you pay the rest. The share depends on the bank and the car.',
        ],
        [
          'Must the car be insured?',
          'Yes. Banks require comprehensive insurance for a financed car, with the bank named on the policy.',
        ],
        [
          'Can I settle the loan early?',
          'Yes. The early settlement fee is capped at 1% of the amount outstanding, and at most AED 10,000.',
        ],
        [
          'Are the offers on this page real?',
          'No. Every bank and rate here is demo data, and no application reaches a bank.',
        ],
      ],
      related: related('en', ['personal-loan', 'credit-score', 'bank-account']),
    },
    ar: {
      ...COMMON.ar,
      why: {
        title: 'لماذا تقارن قروض السيارات مع ساحل كومبير',
        items: [
          ['سيارات جديدة ومستعملة', 'قارن العروض التجريبية لسيارة جديدة من الوكيل أو لسيارة مستعملة.'],
          ['القسط أولاً', 'يعرض كل عرض القسط الشهري لمبلغك ومدتك.'],
          ['التأمين في المكان نفسه', 'سيطلب البنك تأميناً شاملاً: قارن تأمين السيارات في الموقع نفسه.'],
        ],
      },
      how: {
        title: 'كيف تعمل الخدمة',
        steps: [
          'أدخل سعر السيارة ودفعتك المقدمة وراتبك الشهري.',
          'قارن العروض التجريبية حسب المعدل والقسط والرسوم.',
          'اختر عرضاً واترك بياناتك؛ في الخدمة الحقيقية يتصل بك البنك.',
          'يوافق البنك على القرض ويدفع للوكيل أو البائع، وتُسجَّل السيارة مرهونة للبنك.',
        ],
      },
      factors: {
        title: 'ما الذي يؤثر في معدلك وأهليتك',
        intro: 'تنظر البنوك إلى السيارة كما تنظر إليك.',
        tabs: [
          [
            'السيارة',
            '<p>تحصل السيارات الجديدة عادةً على معدلات أقل من المستعملة، وتحدد البنوك عمراً أقصى للسيارة المستعملة في نهاية القرض.</p>',
          ],
          [
            'دخلك',
            '<p>لا يجوز أن تتجاوز أقساطك على كل القروض والبطاقات معاً 50% من راتبك، ويحدد كل بنك حده الأدنى للراتب.</p>',
          ],
          [
            'المدة',
            '<p>تسمح قواعد المصرف المركزي بقروض السيارات حتى 60 شهراً. المدة الأطول تخفض القسط لكنها ترفع إجمالي ما تسدده.</p>',
          ],
        ],
      },
      table: {
        title: 'قرض سيارة أم قرض شخصي لشراء سيارة؟',
        intro: 'كلاهما يمكن أن يموّل سيارة، ويختلفان في الضمان.',
        headers: ['وجه المقارنة', 'قرض السيارة', 'القرض الشخصي'],
        rows: [
          ['الضمان', 'السيارة (رهن البنك على تسجيلها)', 'دخلك فقط'],
          ['أطول مدة', '60 شهراً', '48 شهراً'],
          ['التأمين', 'تأمين شامل مطلوب', 'حسب اختيارك'],
        ],
      },
      reviews: reviews('ar', [
        ['مقارنة سريعة', 'حصلت على أقساط ثلاثة بنوك تجريبية خلال دقيقتين.', [5, 4, 5, 4]],
        [
          'ملاحظة مفيدة عن السيارات المستعملة',
          'عرفت العمر الأقصى للسيارة قبل أن أختار طراز 2019.',
          [4, 5, 4, 4],
        ],
        ['جيد', 'يؤدي ما يعد به؛ كنت أود التصفية حسب التمويل الإسلامي.', [4, 4, 4, 3]],
      ]),
      faq: [
        ['ما أطول مدة لقرض السيارة؟', 'حتى 60 شهراً وفق قواعد المصرف المركزي.'],
        [
          'هل أحتاج إلى دفعة مقدمة؟',
          'نعم عادةً: يقرضك البنك جزءاً من سعر السيارة وتدفع أنت الباقي، وتختلف النسبة حسب البنك والسيارة.',
        ],
        ['هل يجب تأمين السيارة؟', 'نعم. تشترط البنوك تأميناً شاملاً للسيارة الممولة، مع ذكر البنك في الوثيقة.'],
        [
          'هل يمكنني سداد القرض مبكراً؟',
          'نعم. تُحدد رسوم السداد المبكر بما لا يتجاوز 1% من المبلغ المتبقي، وبحد أقصى 10,000 درهم.',
        ],
        [
          'هل العروض في هذه الصفحة حقيقية؟',
          'لا. كل البنوك والمعدلات هنا بيانات تجريبية، ولا يصل أي طلب إلى بنك.',
        ],
      ],
      related: related('ar', ['personal-loan', 'credit-score', 'bank-account']),
    },
  },
  'bank-account': {
    en: {
      ...COMMON.en,
      why: {
        title: 'Why compare bank accounts with Sahel Compare',
        items: [
          [
            'Minimum balance up front',
            'See the balance each demo account asks for and the fee if you fall below it.',
          ],
          [
            'Salary or savings',
            'Current accounts for your salary and savings accounts that pay a profit or interest.',
          ],
          ['Islamic and conventional', 'Both kinds in one comparison.'],
        ],
      },
      how: {
        title: 'How it works',
        steps: [
          'Tell us what the account is for and your monthly salary.',
          'Compare the demo accounts by minimum balance, fees and benefits.',
          'Choose an account; in a live service you would open it with the bank.',
          'The bank checks your Emirates ID and residence details before the account opens.',
        ],
      },
      factors: {
        title: 'What to check before you choose',
        intro: 'The cheapest account is the one whose conditions you will meet every month.',
        tabs: [
          [
            'Minimum balance',
            '<p>Many accounts charge a monthly fee when your average balance falls below a set amount. Some ask for no minimum balance.</p>',
          ],
          [
            'Salary transfer',
            '<p>Some accounts and their benefits need your salary paid into them every month.</p>',
          ],
          [
            'Fees',
            '<p>Look at the fees for transfers, cheque books and debit cards. VAT at 5% applies to bank fees in the UAE.</p>',
          ],
        ],
      },
      table: {
        title: 'Current account or savings account?',
        intro: 'Most people hold both: one for everyday money, one to set money aside.',
        headers: ['Compared on', 'Current account', 'Savings account'],
        rows: [
          ['For', 'Salary, bills and card payments', 'Money you set aside'],
          ['Returns', 'Usually none', 'Interest, or profit in an Islamic account'],
          ['Cheque book', 'Usually available', 'Usually not'],
        ],
      },
      reviews: reviews('en', [
        ['Fee clarity', 'The fall-below fee was right next to the minimum balance.', [5, 5, 4, 4]],
        [
          'Easy comparison',
          'Comparing the Islamic and conventional demo accounts together helped.',
          [4, 4, 5, 4],
        ],
        ['Wanted more detail', 'I would have liked the transfer fees in the table too.', [4, 3, 4, 4]],
      ]),
      faq: [
        [
          'What do I need to open an account?',
          'Usually your Emirates ID and passport, and for some accounts a salary certificate. Each bank lists its own documents.',
        ],
        [
          'What is a fall-below fee?',
          'A monthly fee charged when your average balance falls under the minimum the account asks for.',
        ],
        ['Is there VAT on bank fees?', 'Yes, VAT at 5% applies to fees for banking services in the UAE.'],
        [
          'What is the difference with an Islamic account?',
          'An Islamic savings account pays a share of profit instead of interest, under Sharia-compliant terms.',
        ],
        ['Are the accounts on this page real?', 'No. Every bank and account here is demo data.'],
      ],
      related: related('en', ['credit-cards', 'personal-loan', 'credit-score']),
    },
    ar: {
      ...COMMON.ar,
      why: {
        title: 'لماذا تقارن الحسابات المصرفية مع ساحل كومبير',
        items: [
          ['الحد الأدنى للرصيد واضح', 'اعرف الرصيد الذي يطلبه كل حساب تجريبي والرسوم إذا انخفض رصيدك عنه.'],
          ['للراتب أو للادخار', 'حسابات جارية لراتبك وحسابات توفير تدفع ربحاً أو فائدة.'],
          ['إسلامي وتقليدي', 'النوعان في مقارنة واحدة.'],
        ],
      },
      how: {
        title: 'كيف تعمل الخدمة',
        steps: [
          'أخبرنا بالغرض من الحساب وبراتبك الشهري.',
          'قارن الحسابات التجريبية حسب الحد الأدنى للرصيد والرسوم والمزايا.',
          'اختر حساباً؛ في الخدمة الحقيقية تفتحه لدى البنك.',
          'يتحقق البنك من هويتك الإماراتية وبيانات إقامتك قبل فتح الحساب.',
        ],
      },
      factors: {
        title: 'ما الذي تتحقق منه قبل الاختيار',
        intro: 'أرخص حساب هو الذي تستوفي شروطه كل شهر.',
        tabs: [
          [
            'الحد الأدنى للرصيد',
            '<p>تفرض حسابات كثيرة رسماً شهرياً إذا انخفض متوسط رصيدك عن مبلغ محدد، ولا تشترط بعض الحسابات حداً أدنى للرصيد.</p>',
          ],
          ['تحويل الراتب', '<p>تتطلب بعض الحسابات ومزاياها تحويل راتبك إليها كل شهر.</p>'],
          [
            'الرسوم',
            '<p>انظر إلى رسوم التحويلات ودفاتر الشيكات وبطاقات الخصم. وتُطبق ضريبة القيمة المضافة بنسبة 5% على الرسوم المصرفية في الإمارات.</p>',
          ],
        ],
      },
      table: {
        title: 'حساب جارٍ أم حساب توفير؟',
        intro: 'يحتفظ معظم الناس بالاثنين: واحد للمصروفات اليومية وآخر للادخار.',
        headers: ['وجه المقارنة', 'الحساب الجاري', 'حساب التوفير'],
        rows: [
          ['الغرض', 'الراتب والفواتير ومدفوعات البطاقات', 'المال الذي تدّخره'],
          ['العائد', 'لا عائد عادةً', 'فائدة، أو ربح في الحساب الإسلامي'],
          ['دفتر الشيكات', 'متاح عادةً', 'غير متاح عادةً'],
        ],
      },
      reviews: reviews('ar', [
        ['رسوم واضحة', 'ظهر رسم انخفاض الرصيد بجانب الحد الأدنى مباشرة.', [5, 5, 4, 4]],
        ['مقارنة سهلة', 'ساعدتني مقارنة الحسابات التجريبية الإسلامية والتقليدية معاً.', [4, 4, 5, 4]],
        ['أردت تفاصيل أكثر', 'كنت أود رؤية رسوم التحويل في الجدول أيضاً.', [4, 3, 4, 4]],
      ]),
      faq: [
        [
          'ما الذي أحتاجه لفتح حساب؟',
          'عادةً هويتك الإماراتية وجواز سفرك، وشهادة راتب لبعض الحسابات. ولكل بنك قائمة مستنداته.',
        ],
        [
          'ما هو رسم انخفاض الرصيد؟',
          'رسم شهري يُفرض عندما ينخفض متوسط رصيدك عن الحد الأدنى الذي يطلبه الحساب.',
        ],
        [
          'هل تُفرض ضريبة القيمة المضافة على الرسوم المصرفية؟',
          'نعم، تُطبق ضريبة القيمة المضافة بنسبة 5% على رسوم الخدمات المصرفية في الإمارات.',
        ],
        [
          'ما الفرق في الحساب الإسلامي؟',
          'يدفع حساب التوفير الإسلامي حصة من الأرباح بدلاً من الفائدة، وفق شروط متوافقة مع الشريعة.',
        ],
        ['هل الحسابات في هذه الصفحة حقيقية؟', 'لا. كل البنوك والحسابات هنا بيانات تجريبية.'],
      ],
      related: related('ar', ['credit-cards', 'personal-loan', 'credit-score']),
    },
  },
  'credit-score': {
    en: {
      ...COMMON.en,
      why: {
        title: 'Why learn your credit score with Sahel Compare',
        items: [
          [
            'Know before you apply',
            'Banks read your score before they lend; knowing it first avoids surprises.',
          ],
          ['What moves it, explained', 'Plain answers on what raises and lowers a score in the UAE.'],
          ['Products that fit', 'Compare loans and cards with your score in mind.'],
        ],
      },
      how: {
        title: 'How it works',
        steps: [
          'Enter your Emirates ID and date of birth.',
          'Give your consent to the check.',
          'See your score and what it means. This demo shows a demo score, never your real one; a live service would ask the Al Etihad Credit Bureau (AECB).',
          'For your official report, ask the AECB directly; if something in it is wrong, raise a dispute with the bureau.',
        ],
      },
      factors: {
        title: 'What affects your score',
        intro:
          'The bureau builds your score from the payment records banks and other companies report to it.',
        tabs: [
          [
            'Paying on time',
            '<p>Instalments and card bills paid by their due date matter most. A missed payment stays on your report.</p>',
          ],
          [
            'How much you owe',
            '<p>Using a small part of your card limits helps; limits used to the full hurt.</p>',
          ],
          ['New applications', '<p>Many applications for credit in a short time lower your score.</p>'],
        ],
      },
      table: {
        title: 'Score ranges',
        intro: 'AECB scores run from 300 to 900: the higher, the lower the risk a lender sees.',
        headers: ['Score', 'What lenders see'],
        rows: [
          ['300 to 900', 'The full range of the AECB score'],
          ['Higher scores', 'Lower risk: more approvals and better terms'],
          ['Lower scores', 'Higher risk: fewer approvals, higher rates or a request for security'],
        ],
      },
      reviews: reviews('en', [
        [
          'Finally understood my report',
          'The explanation of each section made my AECB report readable.',
          [5, 5, 4, 4],
        ],
        ['Good tips', 'Paying my card in full each month is now a habit.', [4, 5, 4, 4]],
        ['Simple', 'Short and clear; a checklist to print would help.', [4, 4, 4, 4]],
      ]),
      faq: [
        [
          'Who calculates my credit score?',
          'The Al Etihad Credit Bureau (AECB), from the records banks and other companies report to it.',
        ],
        ['What range does the score use?', 'From 300 to 900. A higher score means a lower risk for lenders.'],
        [
          'Does checking my own score lower it?',
          'No. Asking the bureau for your own score or report does not lower it.',
        ],
        [
          'How do I raise my score?',
          'Pay every instalment and bill on time, use less of your card limits and avoid many applications at once.',
        ],
        [
          'Is the score on this site my real score?',
          'No. This demo never contacts the bureau: the score it shows is a demo score, not your real one.',
        ],
      ],
      related: related('en', ['credit-cards', 'personal-loan', 'home-loan']),
    },
    ar: {
      ...COMMON.ar,
      why: {
        title: 'لماذا تتعرف على درجتك الائتمانية مع ساحل كومبير',
        items: [
          ['اعرفها قبل أن تتقدم', 'تطّلع البنوك على درجتك قبل الإقراض، ومعرفتها أولاً تجنبك المفاجآت.'],
          ['شرح لما يحركها', 'إجابات واضحة عما يرفع الدرجة ويخفضها في الإمارات.'],
          ['منتجات تناسبك', 'قارن القروض والبطاقات مع مراعاة درجتك.'],
        ],
      },
      how: {
        title: 'كيف تعمل الخدمة',
        steps: [
          'أدخل رقم هويتك الإماراتية وتاريخ ميلادك.',
          'امنح موافقتك على الاستعلام.',
          'اطّلع على درجتك وما تعنيه. يعرض هذا الموقع التجريبي درجة تجريبية وليست درجتك الحقيقية؛ أما الخدمة الحقيقية فتستعلم من شركة الاتحاد للمعلومات الائتمانية.',
          'للحصول على تقريرك الرسمي، اطلبه من شركة الاتحاد للمعلومات الائتمانية مباشرة، وإذا وجدت فيه خطأً فقدّم اعتراضاً إليها.',
        ],
      },
      factors: {
        title: 'ما الذي يؤثر في درجتك',
        intro: 'تبني الشركة درجتك من سجلات السداد التي ترفعها إليها البنوك والشركات الأخرى.',
        tabs: [
          [
            'السداد في الموعد',
            '<p>الأقساط وفواتير البطاقات المسددة في موعدها هي الأهم، وتبقى الدفعة الفائتة في تقريرك.</p>',
          ],
          ['حجم ما عليك', '<p>استخدام جزء صغير من حدود بطاقاتك يساعد، واستنفاد الحدود يضر.</p>'],
          ['الطلبات الجديدة', '<p>كثرة طلبات الائتمان في وقت قصير تخفض درجتك.</p>'],
        ],
      },
      table: {
        title: 'نطاقات الدرجة',
        intro:
          'تتراوح درجات الاتحاد للمعلومات الائتمانية بين 300 و900: كلما ارتفعت انخفضت المخاطرة التي يراها المقرض.',
        headers: ['الدرجة', 'ما يراه المقرضون'],
        rows: [
          ['من 300 إلى 900', 'النطاق الكامل للدرجة'],
          ['الدرجات الأعلى', 'مخاطرة أقل: موافقات أكثر وشروط أفضل'],
          ['الدرجات الأدنى', 'مخاطرة أعلى: موافقات أقل أو معدلات أعلى أو طلب ضمان'],
        ],
      },
      reviews: reviews('ar', [
        ['فهمت تقريري أخيراً', 'جعل شرح كل قسم تقريري الائتماني سهل القراءة.', [5, 5, 4, 4]],
        ['نصائح جيدة', 'أصبح سداد بطاقتي بالكامل كل شهر عادة لدي.', [4, 5, 4, 4]],
        ['بسيط', 'قصير وواضح؛ قائمة تحقق للطباعة ستكون مفيدة.', [4, 4, 4, 4]],
      ]),
      faq: [
        [
          'من يحسب درجتي الائتمانية؟',
          'شركة الاتحاد للمعلومات الائتمانية، من السجلات التي ترفعها إليها البنوك والشركات الأخرى.',
        ],
        ['ما نطاق الدرجة؟', 'من 300 إلى 900، والدرجة الأعلى تعني مخاطرة أقل للمقرضين.'],
        ['هل يخفض الاستعلام عن درجتي بنفسي منها؟', 'لا. طلبك لدرجتك أو تقريرك من الشركة لا يخفضها.'],
        [
          'كيف أرفع درجتي؟',
          'سدد كل قسط وفاتورة في موعدها، واستخدم جزءاً أقل من حدود بطاقاتك، وتجنب تقديم طلبات كثيرة دفعة واحدة.',
        ],
        [
          'هل الدرجة في هذا الموقع درجتي الحقيقية؟',
          'لا. هذا الموقع التجريبي لا يتصل بمكتب الائتمان أبداً: الدرجة التي يعرضها درجة تجريبية وليست درجتك الحقيقية.',
        ],
      ],
      related: related('ar', ['credit-cards', 'personal-loan', 'home-loan']),
    },
  },
  'credit-cards': {
    en: {
      ...COMMON.en,
      why: {
        title: 'Why compare credit cards with Sahel Compare',
        items: [
          [
            'Only cards you qualify for',
            'The list starts from your salary and hides cards whose minimum income you do not meet.',
          ],
          ['Fees and rewards together', 'Annual fee, rewards and the monthly rate in one row.'],
          ['Filters that matter', 'Narrow by bank, feature and reward type.'],
        ],
      },
      how: {
        title: 'How it works',
        steps: [
          'Set your monthly salary.',
          'Filter by bank, feature and reward type, and compare the demo cards.',
          'Choose a card and apply; your mobile number is confirmed with a one-time code.',
          'In a live service the bank would check your documents and credit report before issuing the card.',
        ],
      },
      factors: {
        title: 'What affects your eligibility',
        intro: 'A card is approved on your income, your debts and your credit history.',
        tabs: [
          [
            'Minimum salary',
            '<p>Each card has a minimum monthly salary set by its bank. Cards with richer rewards usually ask for more.</p>',
          ],
          [
            'Existing debts',
            '<p>Your repayments on all loans and cards together may not exceed 50% of your salary, and banks count a share of every card limit you hold.</p>',
          ],
          [
            'Credit history',
            '<p>The bank reads your Al Etihad Credit Bureau report before it issues the card.</p>',
          ],
        ],
      },
      table: {
        title: 'Which reward type suits you?',
        intro: 'Rewards are worth having only if you pay the full balance each month.',
        headers: ['Reward type', 'Suits you if', 'Watch for'],
        rows: [
          ['Cashback', 'You want a simple return on everyday spending', 'Monthly caps on the cashback'],
          ['Air miles', 'You fly with one airline or its partners', 'Miles that expire'],
          ['Points', 'You like to choose your rewards', 'What a point is really worth'],
        ],
      },
      reviews: reviews('en', [
        ['Salary filter is great', 'No more applying for cards I could not get.', [5, 5, 5, 4]],
        [
          'Fees clear',
          'The annual fee and the minimum salary side by side made the choice easy.',
          [4, 5, 4, 4],
        ],
        ['Demo banks only', 'Works well, but of course the banks are not real.', [4, 4, 4, 3]],
      ]),
      faq: [
        [
          'How do I avoid paying interest?',
          'Pay the full statement balance by the due date. Paying only the minimum leaves the rest charged at the card’s rate.',
        ],
        [
          'Is withdrawing cash with a card expensive?',
          'Yes. Cash withdrawals usually carry a fee and interest from the day you take the cash.',
        ],
        [
          'Does a card affect my other loans?',
          'Yes. Banks count your card limits and repayments towards the 50% debt burden cap on your salary.',
        ],
        [
          'What is the difference with an Islamic card?',
          'An Islamic card charges a fixed fee or profit under Sharia-compliant terms instead of interest.',
        ],
        [
          'Are the cards on this page real?',
          'No. Every bank, card, fee and rate here is demo data, and no application reaches a bank.',
        ],
      ],
      related: related('en', ['credit-score', 'personal-loan', 'bank-account']),
    },
    ar: {
      ...COMMON.ar,
      why: {
        title: 'لماذا تقارن بطاقات الائتمان مع ساحل كومبير',
        items: [
          [
            'البطاقات التي تتأهل لها فقط',
            'تبدأ القائمة من راتبك وتخفي البطاقات التي لا تستوفي حدها الأدنى للدخل.',
          ],
          ['الرسوم والمكافآت معاً', 'الرسوم السنوية والمكافآت والمعدل الشهري في صف واحد.'],
          ['عوامل تصفية مهمة', 'ضيّق القائمة حسب البنك والميزة ونوع المكافأة.'],
        ],
      },
      how: {
        title: 'كيف تعمل الخدمة',
        steps: [
          'حدّد راتبك الشهري.',
          'صفِّ القائمة حسب البنك والميزة ونوع المكافأة، وقارن البطاقات التجريبية.',
          'اختر بطاقة وقدّم طلبك، ويُؤكَّد رقم هاتفك برمز لمرة واحدة.',
          'في الخدمة الحقيقية يتحقق البنك من مستنداتك وتقريرك الائتماني قبل إصدار البطاقة.',
        ],
      },
      factors: {
        title: 'ما الذي يؤثر في أهليتك',
        intro: 'تُقبل البطاقة بناءً على دخلك والتزاماتك وسجلك الائتماني.',
        tabs: [
          [
            'الحد الأدنى للراتب',
            '<p>لكل بطاقة حد أدنى للراتب الشهري يحدده البنك، والبطاقات ذات المكافآت الأغنى تطلب عادةً راتباً أعلى.</p>',
          ],
          [
            'الالتزامات الحالية',
            '<p>لا يجوز أن تتجاوز أقساطك على كل القروض والبطاقات معاً 50% من راتبك، وتحتسب البنوك جزءاً من حد كل بطاقة لديك.</p>',
          ],
          [
            'السجل الائتماني',
            '<p>يطّلع البنك على تقريرك لدى شركة الاتحاد للمعلومات الائتمانية قبل إصدار البطاقة.</p>',
          ],
        ],
      },
      table: {
        title: 'أي نوع من المكافآت يناسبك؟',
        intro: 'لا تستحق المكافآت العناء إلا إذا سددت الرصيد كاملاً كل شهر.',
        headers: ['نوع المكافأة', 'يناسبك إذا', 'انتبه إلى'],
        rows: [
          ['الاسترداد النقدي', 'أردت عائداً بسيطاً على مصروفاتك اليومية', 'الحدود الشهرية للاسترداد'],
          ['الأميال الجوية', 'كنت تسافر مع شركة طيران واحدة أو شركائها', 'انتهاء صلاحية الأميال'],
          ['النقاط', 'أحببت اختيار مكافآتك بنفسك', 'القيمة الحقيقية للنقطة'],
        ],
      },
      reviews: reviews('ar', [
        ['تصفية الراتب ممتازة', 'لم أعد أتقدم لبطاقات لا أستطيع الحصول عليها.', [5, 5, 5, 4]],
        ['رسوم واضحة', 'سهّل عرض الرسوم السنوية والحد الأدنى للراتب جنباً إلى جنب الاختيار.', [4, 5, 4, 4]],
        ['بنوك تجريبية فقط', 'يعمل جيداً، لكن البنوك بالطبع ليست حقيقية.', [4, 4, 4, 3]],
      ]),
      faq: [
        [
          'كيف أتجنب دفع الفائدة؟',
          'سدد رصيد الكشف كاملاً بحلول تاريخ الاستحقاق. إذا سددت الحد الأدنى فقط، يُحتسب على الباقي معدل البطاقة.',
        ],
        ['هل السحب النقدي بالبطاقة مكلف؟', 'نعم. يُفرض على السحب النقدي عادةً رسم وفائدة من يوم السحب.'],
        [
          'هل تؤثر البطاقة في قروضي الأخرى؟',
          'نعم. تحتسب البنوك حدود بطاقاتك وأقساطها ضمن سقف عبء الدين البالغ 50% من راتبك.',
        ],
        [
          'ما الفرق في البطاقة الإسلامية؟',
          'تفرض البطاقة الإسلامية رسماً ثابتاً أو ربحاً وفق شروط متوافقة مع الشريعة بدلاً من الفائدة.',
        ],
        [
          'هل البطاقات في هذه الصفحة حقيقية؟',
          'لا. كل البنوك والبطاقات والرسوم والمعدلات هنا بيانات تجريبية، ولا يصل أي طلب إلى بنك.',
        ],
      ],
      related: related('ar', ['credit-score', 'personal-loan', 'bank-account']),
    },
  },
};

/** The credit cards listing's extra blocks (credit-cards.ts puts them after the listing). */
export const creditCardsExtras = (lang: Lang): Block[] =>
  build('credit-cards', lang, COPY['credit-cards'][lang]);

export const bankingLandingExtras: Record<string, (language: 'en' | 'ar') => Block[]> = Object.fromEntries(
  (
    [
      'personal-loan',
      'home-loan',
      'international-mortgage',
      'car-loan',
      'bank-account',
      'credit-score',
    ] as const
  ).map((key) => [key, (lang: Lang) => build(key, lang, COPY[key][lang])]),
);
