import type { z } from 'zod';
import type { ZChromeData } from '../../../shared/contracts/chrome';
import { PAGE_TYPE, PRODUCT } from '../../../shared/domain/products';
import { homeAr, homeEn } from './home';
import { carAr, carEn } from './car-insurance';
import { chromeAr, chromeEn } from './chrome';
import { draftPageEn } from './extra';
import { productLandingPages } from './product-landings';
import { creditCardsPages } from './credit-cards';
import { plainPages } from './plain-pages';
import { guidePages } from './guides';
import { sitemapPages } from './sitemap';
import { specialPages } from './special-pages';
import { showcasePages } from './showcase-pages';
import { isolateNumbersInHtml } from '../../../shared/i18n/bidi';
import { dir } from '../../../shared/i18n/localized';

export { redirectionsSeed } from './extra';

export type { TSeedPage } from './seed-page';
import type { TSeedPage } from './seed-page';

/** Every page but the sitemap, which lists them. */
const pages: TSeedPage[] = [
  {
    urlPath: '/',
    language: 'en',
    productId: PRODUCT.HOME,
    pageTypeId: PAGE_TYPE.LANDING,
    status: 'published',
    page: homeEn,
  },
  {
    urlPath: '/',
    language: 'ar',
    productId: PRODUCT.HOME,
    pageTypeId: PAGE_TYPE.LANDING,
    status: 'published',
    page: homeAr,
  },
  {
    urlPath: '/car-insurance/',
    language: 'en',
    productId: PRODUCT.CAR_INSURANCE,
    pageTypeId: PAGE_TYPE.LANDING,
    status: 'published',
    page: carEn,
  },
  {
    urlPath: '/car-insurance/',
    language: 'ar',
    productId: PRODUCT.CAR_INSURANCE,
    pageTypeId: PAGE_TYPE.LANDING,
    status: 'published',
    page: carAr,
  },
  {
    urlPath: '/draft-example/',
    language: 'en',
    productId: PRODUCT.HOME,
    pageTypeId: PAGE_TYPE.LANDING,
    status: 'draft',
    page: draftPageEn,
  },
  // A landing page per product with a journey (decision 0008), so every journey is reachable.
  ...productLandingPages,
  // The credit cards listing (decision 0019), page type BU.
  ...creditCardsPages,
  // About us, Contact us, Legal and admin policies, Privacy notice, Terms of use (docs/product/content.md).
  ...plainPages,
  // The guides the home and car pages link to (docs/product/content.md), page type 2.
  ...guidePages,
  // Claim, the NRI health page, the marketing v2 pages and the Dubai health filter pages (docs/product/content.md).
  ...specialPages,
  // Showcase pages: every block type of the spec rendered from a stored page in en and ar (docs/product/content.md).
  ...showcasePages,
];

/**
 * docs/product/pages.md: numbers in the HTML of Arabic pages sit in `<bdi>`, so '4,000', '5%' or '2021' keep their order in
 * right-to-left text. Plain-text fields are isolated when rendered (web/blocks/bidi.tsx).
 */
function isolateArabicNumbers(row: TSeedPage): TSeedPage {
  if (dir(row.language) !== 'rtl') return row;
  const jsonData = row.page.jsonData.map((b) => {
    if ((b.type === 'TITLE_PARAGRAPH' || b.type === 'TEXT') && b.contentType === 'html')
      return { ...b, content: isolateNumbersInHtml(b.content) };
    if (b.type === 'ACCORDION')
      return { ...b, rows: b.rows.map((r) => ({ ...r, content: isolateNumbersInHtml(r.content) })) };
    if (b.type === 'TABS')
      return { ...b, tabs: b.tabs.map((t) => ({ ...t, content: isolateNumbersInHtml(t.content) })) };
    return b;
  });
  return { ...row, page: { ...row.page, jsonData } };
}

/** Demo pages written by the seed. urlPath is the content path (no language prefix). */
export const seedPages: TSeedPage[] = [...pages, ...sitemapPages(pages)].map(isolateArabicNumbers);

/** Site chrome per language; hi and ml fall back to en at runtime. */
export const seedChrome: Record<'en' | 'ar', z.input<typeof ZChromeData>> = {
  en: chromeEn,
  ar: chromeAr,
};
