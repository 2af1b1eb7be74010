import type { z } from 'zod';
import type { ZStoredPage } from '../../../shared/contracts/page';
import type { ZChromeData } from '../../../shared/contracts/chrome';
import { PAGE_TYPE, PRODUCT } from '../../../shared/domain/products';
import { homeAr, homeEn } from './home';
import { carAr, carEn } from './car-insurance';
import { chromeAr, chromeEn } from './chrome';
import { draftPageEn } from './extra';
import { productLandingPages } from './product-landings';
import { creditCardsPages } from './credit-cards';

export { redirectionsSeed, type TRedirectionSeed } from './extra';

export type TSeedPage = {
  urlPath: string;
  language: 'en' | 'ar' | 'hi' | 'ml';
  productId: number;
  pageTypeId: number;
  status: 'published' | 'draft';
  page: z.input<typeof ZStoredPage>;
};

/** Demo pages written by the seed. urlPath is the content path (no language prefix). */
export const seedPages: TSeedPage[] = [
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
  // A landing page per product with a journey (issue 4 §2), so every journey is reachable.
  ...productLandingPages,
  // The credit cards listing (issue 10 §2), page type BU.
  ...creditCardsPages,
];

/** Site chrome per language; hi and ml fall back to en at runtime. */
export const seedChrome: Record<'en' | 'ar', z.input<typeof ZChromeData>> = {
  en: chromeEn,
  ar: chromeAr,
};
