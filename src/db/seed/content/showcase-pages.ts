import type { TBlock, TBlockType } from '../../../shared/contracts/blocks';
import type { TArticleMeta } from '../../../shared/contracts/page';
import { PAGE_TYPE, PRODUCT } from '../../../shared/domain/products';
import { commerceGallery } from '../../../web/blocks/gallery-commerce';
import { companyGallery } from '../../../web/blocks/gallery-company';
import { editorialGallery } from '../../../web/blocks/gallery-editorial';
import { leadsGallery } from '../../../web/blocks/gallery-leads';
import { navGallery } from '../../../web/blocks/gallery-nav';
import type { GalleryEntry } from '../../../web/blocks/gallery-types';
import { isolateNumbersInHtml } from '../../../shared/i18n/bidi';
import { creditCardsPages } from './credit-cards';
import { guidePages } from './guides';
import { plainPages } from './plain-pages';
import { productLandingPages } from './product-landings';
import { specialPages } from './special-pages';
import { html, plainPage, type Lang, type StoredPage, type TSeedPage } from './seed-page';

/**
 * docs/product/content.md 'Done when: every block type of the spec renders from a stored page document in en and ar'. Showcase
 * pages built from the blocks' own fixtures (the `/dev/blocks/` gallery data, real Arabic, fictional names), so the
 * block types no product page uses yet are rendered from stored pages too. Links the fixtures give are kept only
 * when they lead to a seeded page; any other internal link is pointed at a seeded page (docs/product/content.md: no dead links).
 */

type BlockInput = StoredPage['jsonData'][number];

const GALLERY: GalleryEntry[] = [
  ...commerceGallery,
  ...companyGallery,
  ...editorialGallery,
  ...leadsGallery,
  ...navGallery,
];

/** Paths of the pages this file seeds, so links between them are kept. */
const P = {
  glossary: '/insurance-glossary/',
  glossaryExcess: '/insurance-glossary/excess/',
  news: '/news-and-update/',
  newsDetail: '/news-and-update/home-insurance-quotes/',
  articles: '/car-insurance/articles/',
  article: '/car-insurance/articles/agency-or-garage-repair/',
  company: '/our-company/',
  calculators: '/calculators/',
  healthPlans: '/health-insurance/plans-explained/',
  carTools: '/car-insurance/value-and-covers/',
  ceoArticle: '/ceo-blog/our-story/',
} as const;

const KNOWN = new Set<string>([
  '/',
  '/car-insurance/',
  ...[...productLandingPages, ...creditCardsPages, ...plainPages, ...guidePages, ...specialPages]
    .filter((p) => p.status === 'published')
    .map((p) => p.urlPath),
  ...Object.values(P),
]);

/** Fixture links to pages of other sections, mapped to the seeded page closest in subject. */
const MAPPED: Record<string, string> = {
  '/car-insurance/articles/agency-or-garage-repair/': P.article,
  '/car-insurance/articles/third-party-or-comprehensive/': '/car-insurance/',
  '/car-insurance/articles/renewing-with-a-claim/': '/car-insurance/renew-car-registration-dubai/',
  '/health-insurance/articles/choosing-a-network/': '/health-insurance/mandatory-health-insurance-uae/',
  '/travel-insurance/articles/schengen-visa-cover/': '/travel-insurance/schengen-visa-insurance/',
  '/news-and-update/health-network-tiers/': P.news,
  '/credit-cards/articles/minimum-income/': '/credit-cards/first-credit-card-guide/',
};

const LINK_KEY = /(url|^link|^href)$/i;

/** An internal link of a fixture as a seeded path: no language prefix, a trailing slash, a page that exists. */
function seededPath(url: string, fallback: string): string {
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/api/')) return url;
  const [path = '/', rest = ''] = url.split(/(?=[?#])/);
  let p = path.replace(/^\/(en|ar|hi|ml)-ae(?=\/)/, '');
  if (!p.endsWith('/')) p += '/';
  if (KNOWN.has(p)) return p + rest;
  return MAPPED[p] ?? fallback;
}

/** Past offer dates of the fixtures moved to the end of 2027 (brief: no end date after 2027). */
const fixDate = (v: string) => (/^(2099|2023)-\d\d-\d\d$/.test(v) ? '2027-12-31' : v);

/** Fixture sentences that promise more than the product does (content.test 'the copy promises only…'). */
const TEXT_FIX: Record<string, string> = {
  'We remind you before your policy ends.': 'Compare again at renewal time in a few steps.',
  'نذكّرك قبل انتهاء وثيقتك.': 'قارن من جديد عند موعد التجديد بخطوات قليلة.',
};
const fixText = (v: string) => TEXT_FIX[v] ?? fixDate(v);

/** Every HTML string of a value (it starts with a tag) with its numbers isolated. */
function isolateHtmlNumbers(value: unknown): unknown {
  if (typeof value === 'string') return value.startsWith('<') ? isolateNumbersInHtml(value) : value;
  if (Array.isArray(value)) return value.map(isolateHtmlNumbers);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isolateHtmlNumbers(v)]));
}

function fixLinks(value: unknown, fallback: string): unknown {
  if (Array.isArray(value)) return value.map((v) => fixLinks(v, fallback));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => {
      if (typeof v !== 'string') return [k, fixLinks(v, fallback)];
      if (LINK_KEY.test(k)) return [k, seededPath(v, fallback)];
      const hrefs = v.replace(
        /(href\s*=\s*["'])([^"']+)(["'])/gi,
        (_m, a: string, u: string, b: string) => a + seededPath(u, fallback) + b,
      );
      return [k, fixText(hrefs)];
    }),
  );
}

/** The en and ar fixture of a type (the `index`th of the gallery entry), under one key in both languages. */
function fixture(type: TBlockType, lang: Lang, fallback: string, index = 0, key?: string): BlockInput {
  const entry = GALLERY.find((g) => g.type === type);
  const en = entry?.en[index];
  const block = entry?.[lang][index];
  if (!en || !block) throw new Error(`no ${type} fixture`);
  let fixed = fixLinks(block, fallback) as TBlock;
  // One spelling of the brand per language: the Arabic page carries no Latin 'sahel', not even in an image name.
  if (lang === 'ar') {
    fixed = JSON.parse(JSON.stringify(fixed).replaceAll('/assets/demo/sahel-', '/assets/demo/sc-'));
    // Numbers in the HTML of Arabic pages sit in <bdi> (docs/product/pages.md).
    fixed = isolateHtmlNumbers(fixed) as TBlock;
  }
  return { ...fixed, key: key ?? en.key } as BlockInput;
}

type Spec = {
  path: string;
  productId: number;
  pageTypeId: number;
  key: string;
  text: Record<
    Lang,
    { metaTitle: string; description: string; title: string; subtitle: string; intro: string }
  >;
  blocks: (lang: Lang) => BlockInput[];
  /** Only a page that is one article (decision 0047): its dates and image for the Article JSON-LD. */
  article?: TArticleMeta;
};

function build(s: Spec): TSeedPage[] {
  return (['en', 'ar'] as const).map((lang) => {
    const t = s.text[lang];
    return {
      urlPath: s.path,
      language: lang,
      productId: s.productId,
      pageTypeId: s.pageTypeId,
      status: 'published',
      page: plainPage({
        lang,
        productId: s.productId,
        pageTypeId: s.pageTypeId,
        key: s.key,
        metaTitle: t.metaTitle,
        description: t.description,
        title: t.title,
        subtitle: t.subtitle,
        sections: [{ key: 'intro', title: t.title, html: html(t.intro) }],
        after: s.blocks(lang),
        ...(s.article ? { article: s.article } : {}),
      }),
    };
  });
}

const DEMO_EN =
  'Demo content of Sahel Compare, a fictional brand: names, people and places on this page are invented.';
const DEMO_AR =
  'محتوى تجريبي من ساحل كومبير، وهي علامة خيالية: الأسماء والأشخاص والأماكن في هذه الصفحة من وحي الخيال.';

const glossary: Spec = {
  path: P.glossary,
  productId: PRODUCT.HOME,
  pageTypeId: PAGE_TYPE.GLOSSARY,
  key: 'glossary',
  text: {
    en: {
      metaTitle: 'Insurance glossary',
      description: 'Plain-language meanings of insurance and finance words (demo).',
      title: 'Insurance glossary',
      subtitle: 'Words you meet in policies, explained simply.',
      intro: DEMO_EN,
    },
    ar: {
      metaTitle: 'مسرد مصطلحات التأمين',
      description: 'معاني مصطلحات التأمين والتمويل بلغة بسيطة (تجريبي).',
      title: 'مسرد مصطلحات التأمين',
      subtitle: 'كلمات تصادفها في الوثائق، مشروحة ببساطة.',
      intro: DEMO_AR,
    },
  },
  blocks: (lang) => [
    {
      key: 'glossary',
      type: 'GLOSSARY',
      basePath: '/insurance-glossary',
      rows: [{ pageName: lang === 'en' ? 'Excess' : 'التحمل', refUrl: 'excess' }],
    },
  ],
};

const glossaryExcess: Spec = {
  path: P.glossaryExcess,
  productId: PRODUCT.CAR_INSURANCE,
  pageTypeId: PAGE_TYPE.GLOSSARY,
  key: 'glossary-excess',
  text: {
    en: {
      metaTitle: 'Excess: meaning',
      description: 'What the excess of an insurance policy means (demo).',
      title: 'Excess',
      subtitle: 'Glossary',
      intro: DEMO_EN,
    },
    ar: {
      metaTitle: 'التحمل: المعنى',
      description: 'معنى التحمل في وثيقة التأمين (تجريبي).',
      title: 'التحمل',
      subtitle: 'مسرد المصطلحات',
      intro: DEMO_AR,
    },
  },
  blocks: (lang) => [
    fixture('GLOSSARY_DETAIL', lang, P.glossary),
    {
      key: 'glossary-back',
      type: 'LINKS',
      title: lang === 'en' ? 'More words' : 'مصطلحات أخرى',
      isArticlePageLink: false,
      links: [{ label: lang === 'en' ? 'Insurance glossary' : 'مسرد مصطلحات التأمين', url: P.glossary }],
    },
  ],
};

const news: Spec = {
  path: P.news,
  productId: PRODUCT.HOME,
  pageTypeId: PAGE_TYPE.NEWS_AND_UPDATE,
  key: 'news',
  text: {
    en: {
      metaTitle: 'News and updates',
      description: 'Demo news of Sahel Compare.',
      title: 'News and updates',
      subtitle: 'What changed on Sahel Compare.',
      intro: DEMO_EN,
    },
    ar: {
      metaTitle: 'الأخبار والتحديثات',
      description: 'أخبار تجريبية من ساحل كومبير.',
      title: 'الأخبار والتحديثات',
      subtitle: 'ما الجديد في ساحل كومبير.',
      intro: DEMO_AR,
    },
  },
  blocks: (lang) => [
    fixture('NEWS_AND_UPDATE', lang, P.newsDetail),
    fixture('RELATED_WIDGET', lang, P.newsDetail),
  ],
};

const newsDetail: Spec = {
  path: P.newsDetail,
  productId: PRODUCT.HOME,
  pageTypeId: PAGE_TYPE.NEWS_AND_UPDATE,
  key: 'news-detail',
  text: {
    en: {
      metaTitle: 'Home insurance quotes',
      description: 'A demo news story of Sahel Compare.',
      title: 'Home insurance quotes',
      subtitle: 'News and updates',
      intro: DEMO_EN,
    },
    ar: {
      metaTitle: 'عروض أسعار تأمين المنزل',
      description: 'خبر تجريبي من ساحل كومبير.',
      title: 'عروض أسعار تأمين المنزل',
      subtitle: 'الأخبار والتحديثات',
      intro: DEMO_AR,
    },
  },
  blocks: (lang) => [fixture('NEWS_AND_UPDATE_DETAIL_PAGE', lang, P.news)],
  // Published on the story's own date (the fixture's 2026-05-12), corrected a week later.
  article: {
    datePublished: '2026-05-12',
    dateModified: '2026-05-19',
    image: '/assets/demo/home-insurance-quotes.svg',
  },
};

const articles: Spec = {
  path: P.articles,
  productId: PRODUCT.CAR_INSURANCE,
  pageTypeId: PAGE_TYPE.ARTICLES,
  key: 'car-articles',
  text: {
    en: {
      metaTitle: 'Car insurance articles',
      description: 'Demo articles about car insurance in the UAE.',
      title: 'Car insurance articles',
      subtitle: 'Guides to read before you compare.',
      intro: DEMO_EN,
    },
    ar: {
      metaTitle: 'مقالات تأمين السيارات',
      description: 'مقالات تجريبية عن تأمين السيارات في الإمارات.',
      title: 'مقالات تأمين السيارات',
      subtitle: 'أدلة تقرؤها قبل المقارنة.',
      intro: DEMO_AR,
    },
  },
  blocks: (lang) => [fixture('ARTICLES', lang, P.article), fixture('ARTICLE_PREVIEW', lang, P.article)],
};

const article: Spec = {
  path: P.article,
  productId: PRODUCT.CAR_INSURANCE,
  pageTypeId: PAGE_TYPE.ARTICLES,
  key: 'car-article',
  text: {
    en: {
      metaTitle: 'Agency or garage repair?',
      description: 'A demo article about agency and garage repair cover.',
      title: 'Agency or garage repair?',
      subtitle: 'Car insurance articles',
      intro: DEMO_EN,
    },
    ar: {
      metaTitle: 'إصلاح الوكالة أم الكراج؟',
      description: 'مقال تجريبي عن تغطية الإصلاح في الوكالة أو الكراج.',
      title: 'إصلاح الوكالة أم الكراج؟',
      subtitle: 'مقالات تأمين السيارات',
      intro: DEMO_AR,
    },
  },
  blocks: (lang) => [
    fixture('ARTICLE_DETAILS', lang, P.articles),
    fixture('AUTHOR', lang, P.articles),
    fixture('AUTHOR_BIO', lang, P.articles),
  ],
  // Revised on the date the article shows (the fixture's updatedOn, 2026-03-05).
  article: {
    datePublished: '2025-10-14',
    dateModified: '2026-03-05',
    image: '/assets/demo/agency-or-garage-repair.svg',
  },
};

const company: Spec = {
  path: P.company,
  productId: PRODUCT.HOME,
  pageTypeId: PAGE_TYPE.LANDING,
  key: 'company',
  text: {
    en: {
      metaTitle: 'Our company',
      description: 'The demo company behind Sahel Compare.',
      title: 'Our company',
      subtitle: 'Who we are, in a demo.',
      intro:
        DEMO_EN +
        ' The video is a demo placeholder, and the office address is fictional: please do not visit it.',
    },
    ar: {
      metaTitle: 'شركتنا',
      description: 'الشركة التجريبية وراء ساحل كومبير.',
      title: 'شركتنا',
      subtitle: 'من نحن، في نسخة تجريبية.',
      intro: DEMO_AR + ' الفيديو عنصر تجريبي مؤقت، وعنوان المكتب خيالي: يُرجى عدم زيارته.',
    },
  },
  blocks: (lang) => [
    fixture('GROUPCOMPANIES', lang, P.company),
    fixture('INVESTERS', lang, P.company),
    fixture('PARTNERS', lang, P.company),
    fixture('TESTIMONIALS', lang, P.company),
    fixture('QUOTE', lang, P.company),
    fixture('VIDEO', lang, P.company),
    fixture('REACHUS', lang, P.company),
    fixture('CUSTOMER_CALLBACK', lang, P.company),
  ],
};

const calculators: Spec = {
  path: P.calculators,
  productId: PRODUCT.HOME,
  pageTypeId: PAGE_TYPE.LANDING,
  key: 'calculators',
  text: {
    en: {
      metaTitle: 'Calculators',
      description: 'The loan calculators of Sahel Compare (demo).',
      title: 'Calculators',
      subtitle: 'Work out a monthly payment before you apply.',
      intro: DEMO_EN,
    },
    ar: {
      metaTitle: 'الحاسبات',
      description: 'حاسبات القروض في ساحل كومبير (تجريبي).',
      title: 'الحاسبات',
      subtitle: 'احسب القسط الشهري قبل التقديم.',
      intro: DEMO_AR,
    },
  },
  blocks: (lang) => [fixture('CALCULATOR_PREVIEW', lang, '/personal-loans/')],
};

const healthPlans: Spec = {
  path: P.healthPlans,
  productId: PRODUCT.HEALTH_INSURANCE,
  pageTypeId: PAGE_TYPE.ARTICLES,
  key: 'health-plans',
  text: {
    en: {
      metaTitle: 'Health plans explained',
      description: 'How health plans differ, with demo plans and fictional hospitals.',
      title: 'Health plans explained',
      subtitle: 'Networks, limits and benefits side by side.',
      intro:
        DEMO_EN +
        ' The plans, hospitals and offers below are demo data; compare real quotes in the journey of the health insurance page.',
    },
    ar: {
      metaTitle: 'شرح خطط التأمين الصحي',
      description: 'كيف تختلف الخطط الصحية، مع خطط تجريبية ومستشفيات خيالية.',
      title: 'شرح خطط التأمين الصحي',
      subtitle: 'الشبكات والحدود والمزايا جنبًا إلى جنب.',
      intro:
        DEMO_AR +
        ' الخطط والمستشفيات والعروض أدناه بيانات تجريبية؛ قارن عروض الأسعار في رحلة صفحة التأمين الصحي.',
    },
  },
  blocks: (lang) => [
    fixture('NAV_TABS', lang, '/health-insurance/'),
    fixture('POLICY_DETAILS', lang, '/health-insurance/'),
    fixture('DYNAMIC_DATA_TABLE', lang, '/health-insurance/'),
    fixture('HOSPITALS_NETWORK', lang, '/health-insurance/'),
    fixture('MULTI_TAB_CAROUSEL', lang, '/health-insurance/'),
    fixture('MULTI_TAB', lang, '/health-insurance/'),
    fixture('SLIDER', lang, '/health-insurance/'),
    fixture('OFFERS_PREVIEW', lang, '/health-insurance/'),
    fixture('OFFER_BANNER_RIGHT', lang, '/credit-cards/'),
    fixture('PRODUCTS_LIST', lang, '/health-insurance/'),
  ],
};

/** DOORWAY cards to the seeded car pages (the fixture's brand pages are not seeded). */
function carDoorway(lang: Lang): BlockInput {
  const en = lang === 'en';
  return {
    key: 'car-doorway',
    type: 'DOORWAY',
    fieldValues: {
      title: en ? 'Before you compare' : 'قبل أن تقارن',
      type: 3,
      hideImage: true,
      basePath: '/car-insurance/',
    },
    data: [
      {
        refUrl: 'renew-car-registration-dubai',
        pageName: en ? 'Renew your car registration in Dubai' : 'جدّد تسجيل سيارتك في دبي',
        description: en
          ? 'Insurance first, then the test if your car needs one, then the renewal.'
          : 'التأمين أولًا، ثم الفحص إن احتاجت إليه سيارتك، ثم التجديد.',
      },
      {
        refUrl: 'articles/agency-or-garage-repair',
        pageName: en ? 'Agency or garage repair?' : 'إصلاح الوكالة أم الكراج؟',
        description: en
          ? 'What each repair option means for your cover.'
          : 'ماذا يعني كل خيار إصلاح لتغطيتك.',
      },
    ],
  };
}

const carTools: Spec = {
  path: P.carTools,
  productId: PRODUCT.CAR_INSURANCE,
  pageTypeId: PAGE_TYPE.ARTICLES,
  key: 'car-tools',
  text: {
    en: {
      metaTitle: 'Car value and covers',
      description: 'Estimate your car value and compare covers (demo).',
      title: 'Car value and covers',
      subtitle: 'Tools to prepare before you compare car insurance.',
      intro: DEMO_EN,
    },
    ar: {
      metaTitle: 'قيمة السيارة والتغطيات',
      description: 'قدّر قيمة سيارتك وقارن التغطيات (تجريبي).',
      title: 'قيمة السيارة والتغطيات',
      subtitle: 'أدوات تساعدك قبل مقارنة تأمين السيارات.',
      intro: DEMO_AR,
    },
  },
  blocks: (lang) => [
    fixture('CAR_CALCULATOR', lang, '/car-insurance/'),
    fixture('COMPARISON', lang, '/car-insurance/'),
    carDoorway(lang),
    fixture('REWARDS', lang, '/car-insurance/'),
  ],
};

/** CEO blog (page type 53): its stories are the seeded guides, under their own titles. */
const CEO_STORIES: { url: string; updatedOn: string; en: string; ar: string }[] = [
  {
    url: P.ceoArticle,
    updatedOn: '2026-01-12',
    en: 'Why we built Sahel Compare',
    ar: 'لماذا أنشأنا ساحل كومبير',
  },
  {
    url: '/health-insurance/mandatory-health-insurance-uae/',
    updatedOn: '2026-02-09',
    en: 'Mandatory health insurance in Dubai and Abu Dhabi',
    ar: 'التأمين الصحي الإلزامي في دبي وأبوظبي',
  },
  {
    url: '/car-insurance/renew-car-registration-dubai/',
    updatedOn: '2026-03-16',
    en: 'How to renew your car registration in Dubai',
    ar: 'كيف تجدّد تسجيل سيارتك في دبي',
  },
  {
    url: '/credit-score/how-to-check-credit-score/',
    updatedOn: '2026-04-20',
    en: 'How to check your credit score',
    ar: 'كيف تتحقق من درجتك الائتمانية',
  },
];

const ceoBlog: Spec = {
  path: '/ceo-blog/',
  productId: PRODUCT.HOME,
  pageTypeId: 53,
  key: 'ceo-blog',
  text: {
    en: {
      metaTitle: 'CEO blog',
      description: 'Notes from the (fictional) founder of Sahel Compare.',
      title: 'CEO blog',
      subtitle: 'Why we compare the way we do.',
      intro: DEMO_EN + ' Each story below opens one of our guides.',
    },
    ar: {
      metaTitle: 'مدونة الرئيس التنفيذي',
      description: 'ملاحظات من المؤسس (الخيالي) لساحل كومبير.',
      title: 'مدونة الرئيس التنفيذي',
      subtitle: 'لماذا نقارن بهذه الطريقة.',
      intro: DEMO_AR + ' كل قصة أدناه تفتح أحد أدلتنا.',
    },
  },
  blocks: (lang) => {
    const rows = CEO_STORIES.map((st, i) => ({
      pageTag: i === 0 ? ['featured', 'ceo'] : ['ceo'],
      title: st[lang],
      updatedOn: st.updatedOn,
      refUrl: st.url,
    }));
    return [{ key: 'ceo-blog', type: 'CEO_BLOG', rows, popular: rows.slice(1, 3) }];
  },
};

/** The CEO blog's own article (the first story of /ceo-blog/), written by the fictional founder. */
const ceoArticle: Spec = {
  path: P.ceoArticle,
  productId: PRODUCT.HOME,
  pageTypeId: PAGE_TYPE.ARTICLES,
  key: 'ceo-why-we-built',
  text: {
    en: {
      metaTitle: 'Why we built Sahel Compare',
      description:
        'The (fictional) founder on why Sahel Compare shows plans side by side before anyone calls you.',
      title: 'Why we built Sahel Compare',
      subtitle: 'CEO blog',
      intro: DEMO_EN,
    },
    ar: {
      metaTitle: 'لماذا أنشأنا ساحل كومبير',
      description: 'المؤسس (الخيالي) يشرح لماذا يعرض ساحل كومبير الخطط جنبًا إلى جنب قبل أن يتصل بك أحد.',
      title: 'لماذا أنشأنا ساحل كومبير',
      subtitle: 'مدونة الرئيس التنفيذي',
      intro: DEMO_AR,
    },
  },
  blocks: (lang) => [
    lang === 'en'
      ? {
          key: 'ceo-why-we-built-article',
          type: 'ARTICLE_DETAILS',
          title: 'Why we built Sahel Compare',
          updatedOn: '2026-01-12',
          authorData: { name: 'Omar Al Nuaimi', designation: 'Founder and CEO (fictional)' },
          content:
            '<p>Buying insurance should not start with a stranger calling you. We built Sahel Compare so that ' +
            'you see the plans, their covers and their prices side by side first, and decide yourself whether ' +
            'anyone calls you, and when.</p>' +
            '<h3>What we promise</h3><p>Every figure on a page comes from the plan it describes, and we say ' +
            'plainly when something is a demo.</p>',
          next: { pageName: 'CEO blog', refUrl: '/ceo-blog/' },
        }
      : {
          key: 'ceo-why-we-built-article',
          type: 'ARTICLE_DETAILS',
          title: 'لماذا أنشأنا ساحل كومبير',
          updatedOn: '2026-01-12',
          authorData: { name: 'عمر النعيمي', designation: 'المؤسس والرئيس التنفيذي (شخصية خيالية)' },
          content:
            '<p>لا ينبغي أن يبدأ شراء التأمين باتصال من شخص لا تعرفه. أنشأنا ساحل كومبير لترى الخطط وتغطياتها ' +
            'وأسعارها جنبًا إلى جنب أولًا، ثم تقرر بنفسك إن كان أحد سيتصل بك ومتى.</p>' +
            '<h3>ما نعد به</h3><p>كل رقم في الصفحة مأخوذ من الخطة التي يصفها، ونقول بوضوح متى يكون الشيء تجريبيًا.</p>',
          next: { pageName: 'مدونة الرئيس التنفيذي', refUrl: '/ceo-blog/' },
        },
  ],
  article: {
    datePublished: '2025-10-01',
    dateModified: '2026-01-12',
    image: '/assets/demo/ceo-our-story.svg',
  },
};

const podcasts: Spec = {
  path: '/podcasts/',
  productId: PRODUCT.HOME,
  pageTypeId: 39,
  key: 'podcasts',
  text: {
    en: {
      metaTitle: 'Podcasts',
      description: 'Demo podcast episodes of Sahel Compare.',
      title: 'Podcasts',
      subtitle: 'Short talks about insurance and money.',
      intro: DEMO_EN + ' The episodes are listed as a demo: there is no audio yet.',
    },
    ar: {
      metaTitle: 'البودكاست',
      description: 'حلقات بودكاست تجريبية من ساحل كومبير.',
      title: 'البودكاست',
      subtitle: 'أحاديث قصيرة عن التأمين والمال.',
      intro: DEMO_AR + ' الحلقات معروضة للتجربة فقط: لا يوجد تسجيل صوتي بعد.',
    },
  },
  blocks: (lang) => [
    {
      key: 'podcasts',
      type: 'PODCAST_LIST',
      groups: [
        {
          id: 1,
          title: lang === 'en' ? 'Insurance, plainly' : 'التأمين ببساطة',
          podcasts:
            lang === 'en'
              ? [
                  {
                    title: 'Agency or garage repair?',
                    description: 'What each repair option means for your car and your premium.',
                    refUrl: P.article,
                  },
                  {
                    title: 'Health insurance rules in Dubai and Abu Dhabi',
                    description: 'Who must be insured and who pays.',
                    refUrl: '/health-insurance/mandatory-health-insurance-uae/',
                  },
                ]
              : [
                  {
                    title: 'إصلاح الوكالة أم الكراج؟',
                    description: 'ماذا يعني كل خيار إصلاح لسيارتك ولقسطك.',
                    refUrl: P.article,
                  },
                  {
                    title: 'قواعد التأمين الصحي في دبي وأبوظبي',
                    description: 'من يجب التأمين عليه ومن يدفع.',
                    refUrl: '/health-insurance/mandatory-health-insurance-uae/',
                  },
                ],
        },
      ],
    },
  ],
};

/** Showcase pages in en and ar, same blocks in the same order (docs/product/content.md). */
export const showcasePages: TSeedPage[] = [
  glossary,
  glossaryExcess,
  news,
  newsDetail,
  articles,
  article,
  company,
  calculators,
  healthPlans,
  carTools,
  ceoBlog,
  ceoArticle,
  podcasts,
].flatMap(build);
