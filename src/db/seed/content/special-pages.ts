import { localeOf } from '../../../shared/domain/locales';
import { PAGE_TYPE, PRODUCT } from '../../../shared/domain/products';
import { isolateNumbersInHtml } from '../../../shared/i18n/bidi';
import { html, titleOf, type Lang, type StoredPage } from './seed-page';
import { dir } from '../../../shared/i18n/localized';

/**
 * The special pages of docs/product/content.md 'Routes' (docs/product/content.md), in English and Arabic, honest demo text for the fictional
 * brand:
 * - `/claim/`: how to claim (CLAIM) and questions about claims (ACCORDION). No claim phone numbers: the demo
 *   insurers have none, and a real policy's claim number is on its schedule.
 * - `/health-insurance/nri/`: the NRI health page, a marketing page (its path has 'nri', so the SEO content is hidden):
 *   a JOURNEY_ELEMENT first fold, the health journey, then the NRI element.
 * - `/car-insurance/buy-insurance/v2/` and `/health-insurance/buy-insurance/v2/`: marketing v2 pages, short: a
 *   JOURNEY_ELEMENT first fold and the product's journey (the page route picks the journey from the page's product).
 * - The health filter pages by sum insured in Dubai (spec's nine amounts), each `index` only when its amount is in
 *   `INDEXED_HEALTH_SUM_INSURED` and otherwise `noindex, follow` (the stored page's robots meta tag, page-route.ts).
 * No rating panel anywhere: no demo reviews back these pages (docs/product/content.md: no invented figures).
 */

type Row = {
  urlPath: string;
  language: 'en' | 'ar';
  productId: number;
  pageTypeId: number;
  status: 'published';
  page: StoredPage;
};

const LANGS = ['en', 'ar'] as const;
const iso = (lang: Lang, h: string) => (dir(lang) === 'rtl' ? isolateNumbersInHtml(h) : h);

function meta(
  lang: Lang,
  productId: number,
  metaTitle: string,
  description: string,
  opts: { showJourney?: false; noindex?: boolean } = {},
): StoredPage['metaData'] {
  return {
    countryProductId: productId,
    pageTypeId: PAGE_TYPE.LANDING,
    languageId: localeOf(lang).languageId,
    ...(opts.showJourney === false ? { showJourney: false } : {}),
    metaTags: [
      { tag: 'title', attributes: {}, content: titleOf(lang, metaTitle) },
      { tag: 'meta', attributes: { name: 'description', content: description } },
      ...(opts.noindex
        ? [{ tag: 'meta' as const, attributes: { name: 'robots', content: 'noindex, follow' } }]
        : []),
    ],
  };
}

function row(urlPath: string, language: Lang, productId: number, page: StoredPage): Row {
  return { urlPath, language, productId, pageTypeId: PAGE_TYPE.LANDING, status: 'published', page };
}

// ---------------------------------------------------------------------------------------------------------------
// /claim/

export const CLAIM_PATH = '/claim/';

const claimCopy = {
  en: {
    metaTitle: 'How to make an insurance claim',
    description:
      'How to make a car, health, travel or home insurance claim in the UAE: what to do first, the documents insurers ask for and what happens next.',
    title: 'How to make an insurance claim',
    subtitle: 'General steps for any policy. Your own policy’s wording and claim number always come first.',
    stepsTitle: 'Claim in four steps',
    steps: [
      [
        'Make things safe and report it',
        '<p>After a road accident, call the police on 999 if anyone is hurt. Report every accident to the police as your emirate’s rules say, and keep the police report: insurers ask for it for any car claim.</p>',
      ],
      [
        'Tell your insurer early',
        '<p>Call the claim number on your policy schedule or in your insurer’s app as soon as you can. Policies set a time limit for telling the insurer.</p>',
      ],
      [
        'Send the documents',
        '<p>Usually your policy number, Emirates ID, and what proves the loss: the police report, photos, medical reports and bills, or receipts. Your insurer tells you exactly what it needs.</p>',
      ],
      [
        'Assessment and settlement',
        '<p>The insurer assesses the claim, then repairs, pays the provider directly (cashless) or refunds you, less any excess or co-pay your policy sets.</p>',
      ],
    ],
    faqTitle: 'Questions about claims',
    faq: [
      [
        'Can Sahel Compare make a claim for me?',
        'No. Claims are handled by the insurer that issued your policy. This site is a demo and issues no policies.',
      ],
      [
        'What is a cashless claim?',
        'At a hospital or clinic in your plan’s network, the insurer pays the provider directly and you pay only your co-pay. Outside the network you usually pay first and claim a refund.',
      ],
      [
        'What is an excess?',
        'The part of each claim you pay yourself, as your policy sets it. On car policies it is often called the deductible.',
      ],
      [
        'Do I need a police report for a car claim?',
        'Yes. UAE insurers ask for the police report for any car claim, whoever was at fault.',
      ],
      [
        'What if my claim is rejected?',
        'Ask the insurer for the reason in writing and use its complaints process. If it stays unresolved, the Central Bank of the UAE runs the complaints channel for insurance customers.',
      ],
    ],
  },
  ar: {
    metaTitle: 'كيف تقدّم مطالبة تأمين',
    description:
      'كيف تقدّم مطالبة تأمين السيارات أو الصحي أو السفر أو المنازل في الإمارات: ما تفعله أولاً، والمستندات التي تطلبها شركات التأمين، وما يحدث بعد ذلك.',
    title: 'كيف تقدّم مطالبة تأمين',
    subtitle: 'خطوات عامة لأي وثيقة. شروط وثيقتك ورقم المطالبات فيها يأتيان دائماً أولاً.',
    stepsTitle: 'المطالبة في أربع خطوات',
    steps: [
      [
        'تأكد من السلامة وأبلغ عن الحادث',
        '<p>بعد حادث مروري، اتصل بالشرطة على 999 إذا أصيب أحد. أبلغ الشرطة عن كل حادث وفق قواعد إمارتك، واحتفظ بتقرير الشرطة: تطلبه شركات التأمين لأي مطالبة سيارة.</p>',
      ],
      [
        'أبلغ شركة التأمين مبكراً',
        '<p>اتصل برقم المطالبات المذكور في جدول وثيقتك أو في تطبيق شركة التأمين في أقرب وقت. تحدد الوثائق مهلة لإبلاغ الشركة.</p>',
      ],
      [
        'أرسل المستندات',
        '<p>عادةً رقم الوثيقة والهوية الإماراتية وما يثبت الخسارة: تقرير الشرطة أو الصور أو التقارير والفواتير الطبية أو الإيصالات. وتخبرك شركة التأمين بما تحتاجه بالضبط.</p>',
      ],
      [
        'التقييم والتسوية',
        '<p>تقيّم شركة التأمين المطالبة، ثم تصلح الضرر أو تدفع لمقدم الخدمة مباشرة (دون دفع نقدي) أو تعيد إليك المبلغ، بعد خصم أي تحمّل أو مشاركة في الدفع تحددها وثيقتك.</p>',
      ],
    ],
    faqTitle: 'أسئلة عن المطالبات',
    faq: [
      [
        'هل يمكن لساحل كومبير تقديم مطالبة نيابة عني؟',
        'لا. تتولى المطالبات شركة التأمين التي أصدرت وثيقتك. هذا موقع تجريبي ولا يصدر أي وثائق.',
      ],
      [
        'ما هي المطالبة دون دفع نقدي؟',
        'في المستشفيات والعيادات ضمن شبكة خطتك، تدفع شركة التأمين لمقدم الخدمة مباشرة ولا تدفع أنت إلا حصتك من المشاركة. وخارج الشبكة تدفع عادةً أولاً ثم تطالب باسترداد المبلغ.',
      ],
      [
        'ما هو التحمّل؟',
        'الجزء الذي تدفعه بنفسك من كل مطالبة كما تحدده وثيقتك، ويُسمى في وثائق السيارات غالباً المبلغ المقتطع.',
      ],
      [
        'هل أحتاج إلى تقرير شرطة لمطالبة السيارة؟',
        'نعم. تطلب شركات التأمين في الإمارات تقرير الشرطة لأي مطالبة سيارة، أياً كان المتسبب في الحادث.',
      ],
      [
        'ماذا لو رُفضت مطالبتي؟',
        'اطلب من شركة التأمين سبب الرفض كتابةً واستخدم إجراءات الشكاوى لديها. وإذا لم تُحل، يوفّر مصرف الإمارات العربية المتحدة المركزي قناة الشكاوى لعملاء التأمين.',
      ],
    ],
  },
} as const;

function claimPage(lang: Lang): StoredPage {
  const c = claimCopy[lang];
  return {
    metaData: meta(lang, PRODUCT.HOME, c.metaTitle, c.description, { showJourney: false }),
    jsonData: [
      {
        key: 'claim-banner',
        type: 'BANNER',
        title: c.title,
        fieldValues: { variant: 'product', subtitle: c.subtitle },
      },
      {
        key: 'claim-steps',
        type: 'CLAIM',
        title: c.stepsTitle,
        rows: c.steps.map(([title, content]) => ({ title, content: iso(lang, content) })),
        contacts: [],
      },
      {
        key: 'claim-faq',
        type: 'ACCORDION',
        title: c.faqTitle,
        accordionType: 1,
        rows: c.faq.map(([title, content]) => ({ title, content: `<p>${content}</p>` })),
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// NRI health page

export const NRI_HEALTH_PATH = '/health-insurance/nri/';

const nriCopy = {
  en: {
    metaTitle: 'Health insurance for NRIs in the UAE',
    description:
      'Health insurance for non-resident Indians living in the UAE: compare demo plans for you and your family, with the cover you need here.',
    title: 'Health insurance for NRIs in the UAE',
    intro:
      '<p>Living and working in the UAE as a non-resident Indian? Compare health plans for yourself and your family from demo insurers. Every plan and price here is demo data.</p>',
    features: [
      'Plans for you, your spouse and children',
      'Compare networks and co-pay',
      'Your number confirmed by a code',
    ],
    featuresTitle: 'What to look for in a plan',
    cards: [
      [
        'Meets your emirate’s rules',
        'Abu Dhabi and Dubai require health cover for residents; a plan must meet the rules of the emirate that issued your visa.',
      ],
      [
        'The right network',
        'Check that the hospitals and clinics near your home and work are in the plan’s network.',
      ],
      ['Co-pay and limits', 'A higher co-pay lowers the premium but raises what you pay at each visit.'],
      ['Family members', 'Add your spouse and children to one plan, each priced by age.'],
      ['Maternity', 'If you plan a family, check the maternity cover and its waiting period.'],
      [
        'Pre-existing conditions',
        'Declare them when you apply: an undeclared condition can lead to a rejected claim.',
      ],
    ],
    whyTitle: 'Why compare with Sahel Compare',
    why: [
      ['One form', 'Add everyone you want to insure once and compare plans side by side.'],
      ['Every price explained', 'Each premium shows what it is made of.'],
      ['Honest demo', 'No insurer here is real, and nobody calls you.'],
    ],
  },
  ar: {
    metaTitle: 'التأمين الصحي للهنود غير المقيمين في الإمارات',
    description:
      'التأمين الصحي للهنود غير المقيمين الذين يعيشون في الإمارات: قارن خططاً تجريبية لك ولعائلتك بالتغطية التي تحتاجها هنا.',
    title: 'التأمين الصحي للهنود غير المقيمين في الإمارات',
    intro:
      '<p>هل أنت من الهنود غير المقيمين في الهند وتعيش وتعمل في الإمارات؟ قارن الخطط الصحية لك ولعائلتك من شركات تأمين تجريبية. كل الخطط والأسعار هنا بيانات تجريبية.</p>',
    features: ['خطط لك ولزوجك وأبنائك', 'قارن الشبكات ونسبة المشاركة', 'تأكيد رقمك برمز'],
    featuresTitle: 'ما الذي تبحث عنه في الخطة',
    cards: [
      [
        'تستوفي قواعد إمارتك',
        'تشترط أبوظبي ودبي التأمين الصحي على المقيمين، ويجب أن تستوفي الخطة قواعد الإمارة التي أصدرت تأشيرتك.',
      ],
      ['الشبكة المناسبة', 'تحقق من أن المستشفيات والعيادات القريبة من منزلك وعملك ضمن شبكة الخطة.'],
      ['المشاركة في الدفع والحدود', 'نسبة المشاركة الأعلى تخفض القسط لكنها ترفع ما تدفعه في كل زيارة.'],
      ['أفراد العائلة', 'أضف زوجك وأبناءك إلى خطة واحدة، ويُسعَّر كل منهم حسب عمره.'],
      ['الأمومة', 'إذا كنت تخطط لتكوين أسرة، فتحقق من تغطية الأمومة وفترة الانتظار.'],
      [
        'الحالات المرضية السابقة',
        'أفصح عنها عند تقديم الطلب: قد تؤدي الحالة غير المُفصح عنها إلى رفض المطالبة.',
      ],
    ],
    whyTitle: 'لماذا تقارن مع ساحل كومبير',
    why: [
      ['نموذج واحد', 'أضف كل من تريد التأمين عليهم مرة واحدة وقارن الخطط جنباً إلى جنب.'],
      ['شرح كل سعر', 'يوضح كل قسط مكوناته.'],
      ['موقع تجريبي صادق', 'لا توجد هنا شركة تأمين حقيقية، ولن يتصل بك أحد.'],
    ],
  },
} as const;

function nriPage(lang: Lang): StoredPage {
  const c = nriCopy[lang];
  return {
    metaData: meta(lang, PRODUCT.HEALTH_INSURANCE, c.metaTitle, c.description),
    jsonData: [
      {
        key: 'nri-first-fold',
        type: 'JOURNEY_ELEMENT',
        title: c.title,
        contentType: 'html',
        content: c.intro,
        asPageTitle: true,
        journeyData: [
          { bannerType: 1, bannerClass: 'nri', featureInfo: c.features.map((title) => ({ title })) },
        ],
      },
      {
        key: 'nri-element',
        type: 'NRI',
        fieldValues: {
          bannerClass: 'nri',
          features: {
            title: c.featuresTitle,
            data: c.cards.map(([heading, description], id) => ({ id, heading, description })),
          },
          whyBuy: {
            title: c.whyTitle,
            items: c.why.map(([heading, description]) => ({ heading, description })),
          },
        },
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Marketing v2 pages

export const MARKETING_V2_PATHS = {
  car: '/car-insurance/buy-insurance/v2/',
  health: '/health-insurance/buy-insurance/v2/',
} as const;

const v2Copy = {
  car: {
    productId: PRODUCT.CAR_INSURANCE,
    en: {
      metaTitle: 'Buy car insurance',
      description:
        'Compare car insurance from demo UAE insurers in a few minutes: comprehensive and third party cover.',
      title: 'Car insurance in a few minutes',
      intro:
        '<p>Tell us about your car and compare comprehensive and third party plans from demo insurers.</p>',
      features: ['Comprehensive and third party', 'Every price explained', 'Your number confirmed by a code'],
    },
    ar: {
      metaTitle: 'اشترِ تأمين السيارة',
      description: 'قارن تأمين السيارات من شركات تأمين إماراتية تجريبية في دقائق: التأمين الشامل وضد الغير.',
      title: 'تأمين السيارة في دقائق',
      intro: '<p>أخبرنا عن سيارتك وقارن خطط التأمين الشامل وضد الغير من شركات تأمين تجريبية.</p>',
      features: ['التأمين الشامل وضد الغير', 'شرح كل سعر', 'تأكيد رقمك برمز'],
    },
  },
  health: {
    productId: PRODUCT.HEALTH_INSURANCE,
    en: {
      metaTitle: 'Buy health insurance',
      description:
        'Compare health insurance from demo UAE insurers for you and your family in a few minutes.',
      title: 'Health insurance in a few minutes',
      intro:
        '<p>Add the people you want to insure and compare plans from demo insurers by network, co-pay and premium.</p>',
      features: [
        'Cover for your whole family',
        'Compare networks and co-pay',
        'Your number confirmed by a code',
      ],
    },
    ar: {
      metaTitle: 'اشترِ التأمين الصحي',
      description: 'قارن التأمين الصحي من شركات تأمين إماراتية تجريبية لك ولعائلتك في دقائق.',
      title: 'التأمين الصحي في دقائق',
      intro:
        '<p>أضف الأشخاص الذين تريد التأمين عليهم وقارن الخطط من شركات تأمين تجريبية حسب الشبكة ونسبة المشاركة والقسط.</p>',
      features: ['تغطية لعائلتك بالكامل', 'قارن الشبكات ونسبة المشاركة', 'تأكيد رقمك برمز'],
    },
  },
} as const;

function v2Page(kind: keyof typeof v2Copy, lang: Lang): StoredPage {
  const p = v2Copy[kind];
  const c = p[lang];
  return {
    metaData: meta(lang, p.productId, c.metaTitle, c.description),
    jsonData: [
      {
        key: `${kind}-v2-first-fold`,
        type: 'JOURNEY_ELEMENT',
        title: c.title,
        contentType: 'html',
        content: c.intro,
        asPageTitle: true,
        journeyData: [{ bannerType: 1, featureInfo: c.features.map((title) => ({ title })) }],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Health filter pages by sum insured in Dubai

/** docs/product/content.md 'Routes': the sum insured filters of the Dubai health filter pages, in AED. */
export const HEALTH_SUM_INSURED_FILTERS = [
  150_000, 250_000, 500_000, 1_000_000, 3_000_000, 5_000_000, 7_500_000, 10_000_000, 15_000_000,
] as const;

/**
 * The filter pages search engines may index (docs/product/content.md: 'indexed health filter pages by sum insured … Only filter
 * pages in an allowed list are indexed'). The spec names these amounts as the indexed ones; a filter page whose
 * amount is not listed here is `noindex, follow`.
 */
export const INDEXED_HEALTH_SUM_INSURED: readonly number[] = [...HEALTH_SUM_INSURED_FILTERS];

/** '/health-insurance/dubai/sum-insured-150-thousand/', '…-7-5-million/'. */
export function healthFilterPath(amount: number): string {
  const slug =
    amount >= 1_000_000
      ? `${String(amount / 1_000_000).replace('.', '-')}-million`
      : `${amount / 1_000}-thousand`;
  return `/health-insurance/dubai/sum-insured-${slug}/`;
}

/** 'AED 150,000', 'AED 7.5 million'; Arabic '150,000 درهم', '7.5 مليون درهم'. */
function amountLabel(amount: number, lang: Lang): string {
  if (amount < 1_000_000) {
    const n = amount.toLocaleString('en-US');
    return lang === 'en' ? `AED ${n}` : `${n} درهم`;
  }
  const m = amount / 1_000_000;
  if (lang === 'en') return `AED ${m} million`;
  // Arabic counts 3 to 10 with the plural 'ملايين', 1 alone as 'مليون', and 7.5 or 15 with the singular.
  if (m === 1) return 'مليون درهم';
  return `${m} ${Number.isInteger(m) && m >= 3 && m <= 10 ? 'ملايين' : 'مليون'} درهم`;
}

/** A Dubai health filter page; `noindex, follow` unless its amount is in `INDEXED_HEALTH_SUM_INSURED`. */
export function healthFilterPage(amount: number, lang: Lang): StoredPage {
  const a = amountLabel(amount, lang);
  const noindex = !INDEXED_HEALTH_SUM_INSURED.includes(amount);
  const others = HEALTH_SUM_INSURED_FILTERS.filter((x) => x !== amount).map((x) => ({
    label: amountLabel(x, lang),
    url: healthFilterPath(x),
  }));
  const en = lang === 'en';
  const key = `health-dubai-${healthFilterPath(amount).split('/')[3]}`;
  const para = en
    ? html(
        `The sum insured is the most a plan pays for your treatment in a policy year: here, ${a}. A higher limit protects you against a long hospital stay or a serious illness, and costs more.`,
        'In Dubai, health insurance is mandatory for residents. Employees earning up to AED 4,000 a month are covered by the Essential Benefits Plan, whose annual limit is AED 150,000; plans above it add wider networks and more benefits.',
        'The plans you compare come from demo insurers and their prices are demo data.',
      )
    : html(
        `مبلغ التأمين هو أقصى ما تدفعه الخطة لعلاجك في سنة الوثيقة: هنا ${a}. يحميك الحد الأعلى من الإقامة الطويلة في المستشفى أو المرض الخطير، وتكلفته أعلى.`,
        'التأمين الصحي إلزامي للمقيمين في دبي. ويُغطى الموظفون الذين يصل راتبهم إلى 4,000 درهم شهرياً بخطة المزايا الأساسية، وحدها السنوي 150,000 درهم؛ وتضيف الخطط الأعلى منها شبكات أوسع ومزايا أكثر.',
        'الخطط التي تقارنها من شركات تأمين تجريبية وأسعارها بيانات تجريبية.',
      );
  const faq: [string, string][] = en
    ? [
        [
          `Who needs a sum insured of ${a}?`,
          'It depends on your age, your health, your family and where you want treatment. Compare the premium of each limit with what a long hospital stay would cost you.',
        ],
        [
          'Does a higher sum insured change the network?',
          'Often: plans with higher limits usually come with wider networks, but check each plan’s network before you choose.',
        ],
        [
          'Is the sum insured per person or per family?',
          'It depends on the plan: most plans set it per person, for each policy year. The plan details say which.',
        ],
      ]
    : [
        [
          `من يحتاج إلى مبلغ تأمين قدره ${a}؟`,
          'يعتمد ذلك على عمرك وصحتك وعائلتك والمكان الذي تريد العلاج فيه. قارن قسط كل حد مع تكلفة إقامة طويلة في المستشفى.',
        ],
        [
          'هل يغيّر مبلغ التأمين الأعلى الشبكة؟',
          'غالباً: تأتي الخطط ذات الحدود الأعلى عادةً بشبكات أوسع، لكن تحقق من شبكة كل خطة قبل الاختيار.',
        ],
        [
          'هل مبلغ التأمين لكل شخص أم للعائلة؟',
          'يعتمد ذلك على الخطة: تحدده معظم الخطط لكل شخص ولكل سنة وثيقة، وتوضح تفاصيل الخطة ذلك.',
        ],
      ];
  const title = en ? `Health insurance in Dubai with ${a} cover` : `التأمين الصحي في دبي بتغطية ${a}`;
  return {
    metaData: meta(
      lang,
      PRODUCT.HEALTH_INSURANCE,
      title,
      en
        ? `Compare demo health plans in Dubai with a sum insured of ${a}: what the limit means and what else to check.`
        : `قارن خططاً صحية تجريبية في دبي بمبلغ تأمين قدره ${a}: ما يعنيه الحد وما الذي تتحقق منه أيضاً.`,
      { noindex },
    ),
    jsonData: [
      {
        key: `${key}-banner`,
        type: 'BANNER',
        title,
        fieldValues: {
          variant: 'product',
          subtitle: en
            ? 'Plans from demo insurers; every price is demo data.'
            : 'خطط من شركات تأمين تجريبية؛ وكل الأسعار بيانات تجريبية.',
          ctaLabel: en ? 'Compare quotes' : 'قارن عروض الأسعار',
          ctaUrl: '#journey',
        },
      },
      {
        key: `${key}-about`,
        type: 'TITLE_PARAGRAPH',
        title: en ? `What a sum insured of ${a} means` : `ماذا يعني مبلغ تأمين قدره ${a}`,
        contentType: 'html',
        content: para,
      },
      {
        key: `${key}-faq`,
        type: 'ACCORDION',
        accordionType: 1,
        title: en ? 'Frequently asked questions' : 'الأسئلة الشائعة',
        rows: faq.map(([title, content]) => ({ title, content: `<p>${content}</p>` })),
      },
      {
        key: `${key}-others`,
        type: 'LINKS',
        title: en ? 'Other sums insured in Dubai' : 'مبالغ تأمين أخرى في دبي',
        isArticlePageLink: false,
        links: [
          ...others,
          {
            label: en ? 'Health insurance in the UAE' : 'التأمين الصحي في الإمارات',
            url: '/health-insurance/',
          },
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------------------------

/** The special pages in seed-row form (content/index.ts lists them). */
export const specialPages: Row[] = LANGS.flatMap((lang) => [
  row(CLAIM_PATH, lang, PRODUCT.HOME, claimPage(lang)),
  row(NRI_HEALTH_PATH, lang, PRODUCT.HEALTH_INSURANCE, nriPage(lang)),
  row(MARKETING_V2_PATHS.car, lang, PRODUCT.CAR_INSURANCE, v2Page('car', lang)),
  row(MARKETING_V2_PATHS.health, lang, PRODUCT.HEALTH_INSURANCE, v2Page('health', lang)),
  ...HEALTH_SUM_INSURED_FILTERS.map((amount) =>
    row(healthFilterPath(amount), lang, PRODUCT.HEALTH_INSURANCE, healthFilterPage(amount, lang)),
  ),
]);
