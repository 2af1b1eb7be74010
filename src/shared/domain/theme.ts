import { PAGE_TYPE, PRODUCT } from './products';
import { productOfPath } from './routing';

/**
 * Dark mode per product (docs/product/pages.md 'Dark mode'; decision 0113): it applies only to car, term,
 * investment and critical-illness pages of the listed page types. Everywhere else the page is light whatever the
 * `themePreference` cookie says, shows no dark-mode icon, and the page cache keeps one variant.
 */
export const DARK_MODE_PRODUCTS: readonly number[] = [
  PRODUCT.CAR_INSURANCE,
  PRODUCT.TERM_INSURANCE,
  PRODUCT.INVESTMENT,
  PRODUCT.CRITICAL_ILLNESS,
];

/**
 * The listed page types: the product's landing and journey pages (type 0, which the per-visitor quotes and
 * comparison pages of the product carry too). Articles (2), BU pages (1), news (24) and the glossary (54) stay light.
 */
export const DARK_MODE_PAGE_TYPES: readonly number[] = [PAGE_TYPE.LANDING];

/**
 * Whether a page at this path may be dark: its path names one of the four products. Known before the page is
 * rendered, so the page cache's key carries the theme only here (decision 0025's key).
 */
export function darkModeOnPath(path: string): boolean {
  const productId = productOfPath(path);
  return productId !== undefined && DARK_MODE_PRODUCTS.includes(productId);
}

/**
 * Whether this page has dark mode (the toggle in both headers, the `theme-dark` class): one of the four products,
 * a listed page type, and a path of that same product (so it implies `darkModeOnPath`, which the cache key uses).
 */
export function darkModeApplies(page: { productId: number; pageTypeId: number; path: string }): boolean {
  return (
    DARK_MODE_PRODUCTS.includes(page.productId) &&
    DARK_MODE_PAGE_TYPES.includes(page.pageTypeId) &&
    productOfPath(page.path) === page.productId
  );
}

/** The theme the page is rendered in: the visitor's choice where dark mode applies, light everywhere else. */
export function pageTheme(
  page: { productId: number; pageTypeId: number; path: string },
  preference: 'light' | 'dark',
): 'light' | 'dark' {
  return darkModeApplies(page) ? preference : 'light';
}
