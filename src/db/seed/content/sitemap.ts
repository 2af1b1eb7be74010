import { LOCALES, type LangCode } from '../../../shared/domain/locales';
import { PAGE_TYPE, PRODUCT } from '../../../shared/domain/products';
import { healthFilterRobots } from '../../../shared/health-seo/filters';
import { MissingTexts, textOf } from '../data/texts';
import { CEO_BLOG_PAGE_TYPE } from './ceo-blog';
import type { StoredPage, TSeedPage } from './seed-page';

/**
 * The sitemap page (the footer's 'Sitemap', docs/product/content.md; the SITEMAP block): every published, indexable
 * seeded page of its language, grouped as products, guides and about pages, built from the seeded pages themselves so
 * a page added to content/ is listed here. A page whose document says `noindex` is left out, as in sitemap.xml. Its
 * texts are `content/<lang>/pages/sitemap.json`.
 */

export const SITEMAP_PATH = '/sitemap/';
const FILE = 'pages/sitemap';
const KEYS = [
  'metaTitle',
  'pageName',
  'description',
  'title',
  'subtitle',
  'home',
  'products',
  'guides',
  'about',
  'sitemapTitle',
] as const;
type Copy = Record<(typeof KEYS)[number], string>;

function copyOf(lang: LangCode, missing?: MissingTexts): Copy | null {
  const out: Partial<Copy> = {};
  for (const k of KEYS) {
    const t = textOf(lang, FILE, k, missing);
    if (t === undefined) return null;
    out[k] = t;
  }
  return out as Copy;
}

/** The page's own name: its banner's title, else its meta title without the brand suffix. */
function nameOf(row: TSeedPage, c: Copy): string {
  if (row.urlPath === '/') return c.home;
  for (const b of row.page.jsonData) if ('title' in b && b.title) return b.title;
  const title = row.page.metaData.metaTags?.find((t) => t.tag === 'title')?.content ?? row.urlPath;
  return title.split(' | ')[0] ?? title;
}

/** The document's own robots meta tag says noindex. */
export function isNoindex(page: StoredPage): boolean {
  return (page.metaData.metaTags ?? []).some(
    (t) =>
      t.tag === 'meta' &&
      t.attributes?.name?.toLowerCase() === 'robots' &&
      /noindex/i.test(t.attributes.content ?? ''),
  );
}

/** Articles, and the glossary, the news and the CEO blog with their items (decision 0105), are listed as guides. */
const GUIDE_PAGE_TYPES: readonly number[] = [
  PAGE_TYPE.ARTICLES,
  PAGE_TYPE.NEWS_AND_UPDATE,
  CEO_BLOG_PAGE_TYPE,
  PAGE_TYPE.GLOSSARY,
];

function page(rows: TSeedPage[], lang: LangCode, languageId: number, c: Copy): StoredPage {
  const mine = rows.filter(
    (r) =>
      r.language === lang &&
      r.status === 'published' &&
      // a health filter page: the allowed list decides (decision 0098)
      !(healthFilterRobots(r.urlPath)?.startsWith('noindex') ?? isNoindex(r.page)),
  );
  const link = (r: TSeedPage) => ({ pageName: nameOf(r, c), url: r.urlPath, isArticlePageLink: false });
  const isGuide = (r: TSeedPage) => GUIDE_PAGE_TYPES.includes(r.pageTypeId);
  const isAbout = (r: TSeedPage) => r.productId === PRODUCT.HOME && r.urlPath !== '/' && !isGuide(r);
  const products = mine.filter((r) => !isGuide(r) && !isAbout(r));
  const guides = mine.filter(isGuide);
  const about = [
    ...mine.filter(isAbout).map(link),
    { pageName: c.pageName, url: SITEMAP_PATH, isArticlePageLink: false },
  ];
  const rowsOf = [
    { heading: c.products, allUrl: products.map(link) },
    { heading: c.guides, allUrl: guides.map(link) },
    { heading: c.about, allUrl: about },
  ].filter((r) => r.allUrl.length > 0);
  return {
    metaData: {
      countryProductId: PRODUCT.HOME,
      pageTypeId: PAGE_TYPE.LANDING,
      languageId,
      showJourney: false,
      metaTags: [
        { tag: 'title', attributes: {}, content: c.metaTitle },
        { tag: 'meta', attributes: { name: 'description', content: c.description } },
      ],
    },
    jsonData: [
      {
        key: 'sitemap-banner',
        type: 'BANNER',
        title: c.title,
        fieldValues: { variant: 'product', subtitle: c.subtitle },
      },
      { key: 'sitemap-all', type: 'SITEMAP', title: c.sitemapTitle, rows: rowsOf },
    ],
  };
}

/** The sitemap in seed-row form, in every language that has its texts and at least one other page. */
export function sitemapPages(rows: TSeedPage[], missing?: MissingTexts): TSeedPage[] {
  return LOCALES.flatMap(({ code, languageId }) => {
    const c = copyOf(code, missing);
    if (!c || !rows.some((r) => r.language === code)) return [];
    return [
      {
        urlPath: SITEMAP_PATH,
        language: code,
        productId: PRODUCT.HOME,
        pageTypeId: PAGE_TYPE.LANDING,
        status: 'published' as const,
        page: page(rows, code, languageId, c),
      },
    ];
  });
}
