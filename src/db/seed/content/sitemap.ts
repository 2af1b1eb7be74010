import { PAGE_TYPE, PRODUCT } from '../../../shared/domain/products';
import { plainPage, type Lang, type StoredPage } from './seed-page';

/**
 * The sitemap page (the footer's 'Sitemap', docs/product/content.md; the SITEMAP block, docs/product/content.md): every published, indexable
 * seeded page of its language, grouped as products, guides and about pages, built from the seed list itself so a
 * page added there is listed here. A page whose document says `noindex` is left out, as in sitemap.xml.
 */

export const SITEMAP_PATH = '/sitemap/';

type Row = {
  urlPath: string;
  language: 'en' | 'ar' | 'hi' | 'ml';
  productId: number;
  pageTypeId: number;
  status: 'published' | 'draft';
  page: StoredPage;
};

const copy = {
  en: {
    metaTitle: 'Sitemap',
    description: 'Every page of Sahel Compare (demo): products, guides and information about the site.',
    title: 'Sitemap',
    subtitle: 'Every page of this site in English.',
    home: 'Home',
    products: 'Products',
    guides: 'Guides',
    about: 'About the site',
    sitemapTitle: 'All pages',
  },
  ar: {
    metaTitle: 'خريطة الموقع',
    description: 'جميع صفحات ساحل كومبير (تجريبي): المنتجات والأدلة ومعلومات عن الموقع.',
    title: 'خريطة الموقع',
    subtitle: 'جميع صفحات هذا الموقع باللغة العربية.',
    home: 'الصفحة الرئيسية',
    products: 'المنتجات',
    guides: 'الأدلة',
    about: 'عن الموقع',
    sitemapTitle: 'كل الصفحات',
  },
} as const;

/** The page's own name: its banner's title, else its meta title without the brand suffix. */
function nameOf(row: Row, lang: Lang): string {
  if (row.urlPath === '/') return copy[lang].home;
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

function page(rows: Row[], lang: Lang): StoredPage {
  const c = copy[lang];
  const mine = rows.filter((r) => r.language === lang && r.status === 'published' && !isNoindex(r.page));
  const link = (r: Row) => ({ pageName: nameOf(r, lang), url: r.urlPath, isArticlePageLink: false });
  const isAbout = (r: Row) => r.productId === PRODUCT.HOME && r.urlPath !== '/';
  const products = mine.filter((r) => r.pageTypeId !== PAGE_TYPE.ARTICLES && !isAbout(r));
  const guides = mine.filter((r) => r.pageTypeId === PAGE_TYPE.ARTICLES);
  const about = [
    ...mine.filter(isAbout).map(link),
    { pageName: c.metaTitle, url: SITEMAP_PATH, isArticlePageLink: false },
  ];
  const rowsOf = [
    { heading: c.products, allUrl: products.map(link) },
    { heading: c.guides, allUrl: guides.map(link) },
    { heading: c.about, allUrl: about },
  ].filter((r) => r.allUrl.length > 0);
  return plainPage({
    lang,
    productId: PRODUCT.HOME,
    pageTypeId: PAGE_TYPE.LANDING,
    key: 'sitemap',
    metaTitle: c.metaTitle,
    description: c.description,
    title: c.title,
    subtitle: c.subtitle,
    sections: [],
    after: [{ key: 'sitemap-all', type: 'SITEMAP', title: c.sitemapTitle, rows: rowsOf }],
  });
}

/** The sitemap in seed-row form, en and ar, listing `rows` (content/index.ts passes every other page). */
export function sitemapPages(rows: Row[]): Row[] {
  return (['en', 'ar'] as const).map((language) => ({
    urlPath: SITEMAP_PATH,
    language,
    productId: PRODUCT.HOME,
    pageTypeId: PAGE_TYPE.LANDING,
    status: 'published' as const,
    page: page(rows, language),
  }));
}
