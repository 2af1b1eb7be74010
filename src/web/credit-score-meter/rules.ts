import { MOBILE_BREAKPOINT_PX } from '../../shared/domain/constants';
import { localizedPath, type LangCode } from '../../shared/domain/locales';
import { PAGE_TYPE, PRODUCT, productPath } from '../../shared/domain/products';

/**
 * Pure rules of the floating credit score meter (docs/product/credit-score.md): which pages carry it, where
 * its 'Check Now' link goes, and when it appears.
 */

/** utm_medium of the 'Check Now' link by product; home loans and international mortgages share 'hl'. */
export const METER_UTM_MEDIUM: Readonly<Partial<Record<number, string>>> = {
  [PRODUCT.CREDIT_CARDS]: 'cc-credit-score-meter',
  [PRODUCT.PERSONAL_LOANS]: 'pl-credit-score-meter',
  [PRODUCT.BANK_ACCOUNTS]: 'ba-credit-score-meter',
  [PRODUCT.CAR_LOANS]: 'cl-credit-score-meter',
  [PRODUCT.HOME_LOANS]: 'hl-credit-score-meter',
  [PRODUCT.INTERNATIONAL_MORTGAGE]: 'hl-credit-score-meter',
};

/** Credit card apply pages never carry it, whatever the language prefix or partner segment. */
const CARD_APPLY_PATH = /\/credit-cards\/apply(?:\/|$)/;

/** docs/product/credit-score.md: more than 1800 px scrolled on mobile; otherwise within 400 px of the page bottom. */
export const MOBILE_SCROLLED_PX = 1800;
export const DESKTOP_FROM_BOTTOM_PX = 400;
/** docs/product/credit-score.md: widths of 992 px or less are the mobile view (the same query as the stylesheets'). */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** sessionStorage flag: the visitor collapsed the meter in this tab, so it never pops open again there. */
export const COLLAPSED_KEY = 'creditScoreMeterCollapsed';

export type MeterPage = {
  productId: number;
  /** Public path with language prefix (and partner segment, if any). */
  path: string;
  lang: LangCode;
  partner: string | null;
  /** The page's type: an article or article list page (PAGE_TYPE.ARTICLES) carries no meter. */
  pageTypeId?: number;
};

/**
 * The meter's link for this page, or null when the page does not carry the meter. Article pages and the article lists
 * do not (docs/product/credit-score.md): on a phone the floating panel covered the text being read; the product's
 * landing and listing pages, where the visitor compares, keep it. The link is the credit score
 * landing page (product 31) in the page's language; a partner page keeps its partner channel, like the logo.
 */
export function creditScoreMeterHref(page: MeterPage): string | null {
  const medium = METER_UTM_MEDIUM[page.productId];
  if (!medium || CARD_APPLY_PATH.test(page.path) || page.pageTypeId === PAGE_TYPE.ARTICLES) return null;
  const target = `${page.partner ? `/${page.partner}` : ''}${productPath(PRODUCT.CREDIT_SCORE)}/`;
  return `${localizedPath(target, page.lang)}?utm_medium=${medium}`;
}

export type ScrollState = {
  /** The viewport matches MOBILE_QUERY. */
  mobile: boolean;
  scrollY: number;
  viewportHeight: number;
  documentHeight: number;
};

/** Whether the visitor has scrolled deep enough for the meter to appear. */
export function meterThresholdReached(s: ScrollState): boolean {
  if (s.mobile) return s.scrollY > MOBILE_SCROLLED_PX;
  return s.documentHeight - (s.scrollY + s.viewportHeight) <= DESKTOP_FROM_BOTTOM_PX;
}

type Box = { top: number; bottom: number; left: number; right: number };

/** Two boxes share some area (touching edges do not count). */
export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}
