import { PRODUCT } from '../../shared/domain/products';

/**
 * Pure rules of the 'Continue From where you left!' popup (docs/product/journeys.md 'Recent searches';
 * docs/product/journeys.md 'Recent searches panel'). Kept free of the journey contracts so the island chunk stays small;
 * the button label rule, which needs APPLY_NOW_PRODUCTS, lives in cta.ts.
 */

/** docs/product/journeys.md: no recent-searches call on this page type. */
export const SKIPPED_PAGE_TYPE = 39;
/** docs/product/journeys.md: nor on the referral pages (any language prefix). */
export const REFERRAL_PATH = '/life-savings/referral/';

/** docs/product/journeys.md: items shown before 'See All' (desktop) or 'See all' (mobile, ≤ 992 px). */
export const FIRST_SHOWN = { desktop: 2, mobile: 4 } as const;

/** Whether this page asks for recent searches at all (the server also skips rendering the island). */
export function recentSearchesAllowed(page: { pageTypeId: number; path: string }): boolean {
  return page.pageTypeId !== SKIPPED_PAGE_TYPE && !page.path.includes(REFERRAL_PATH);
}

/** 'Start New Search' is absent on the home page, product 17 (docs/product/journeys.md). */
export function canStartNewSearch(countryProductId: number): boolean {
  return countryProductId !== PRODUCT.HOME;
}

/** How many items the list shows, and whether the See all / See Less toggle is needed. */
export function visibleCount(
  total: number,
  mobile: boolean,
  expanded: boolean,
): { shown: number; toggle: boolean } {
  const first = mobile ? FIRST_SHOWN.mobile : FIRST_SHOWN.desktop;
  const toggle = total > first;
  return { shown: toggle && !expanded ? first : total, toggle };
}

/**
 * The item's link, only when it stays on this site: a path ('/…' but not '//…') or an absolute http(s) URL of
 * this origin, returned as a path. Anything else (javascript:, other hosts) is dropped with its item.
 */
export function sameOriginHref(url: string, origin: string): string | undefined {
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  try {
    const u = new URL(url);
    if ((u.protocol === 'https:' || u.protocol === 'http:') && u.origin === origin)
      return u.pathname + u.search + u.hash;
  } catch {
    // not a URL
  }
  return undefined;
}

/** 'DD/MM/YYYY' → 'YYYY-MM-DD' for <time dateTime>; undefined when the text is not such a date. */
export function isoDate(ddmmyyyy: string): string | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(ddmmyyyy);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : undefined;
}

/** Session-storage key remembering that the popup was dismissed for a product in this tab. */
export const dismissedKey = (countryProductId: number) => `recentSearchesDismissed_${countryProductId}`;
