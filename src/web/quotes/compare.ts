import type { TQuote } from '../../shared/contracts/quotes-api';
import { COMPARE_LIMIT_DESKTOP, COMPARE_LIMIT_MOBILE } from '../../shared/contracts/quotes-api-constants';
import { quoteKey } from './list';

/**
 * The compare bar's rules (docs/product/quotes.md 'Car comparison bar', docs/product/quotes.md 'A plan is added if not yet chosen and the count
 * is below the limit, otherwise removed. Limit: 2 on mobile, 3 on desktop', docs/product/quotes.md 'compare needs at least 2 plans').
 */

/** Below this width the compare limit is the mobile one (docs/product/quotes.md: < 768 px). */
export const COMPARE_MOBILE_MAX_WIDTH = 767;
export const COMPARE_MIN = 2;

export const compareLimitFor = (viewportWidth: number): number =>
  viewportWidth <= COMPARE_MOBILE_MAX_WIDTH ? COMPARE_LIMIT_MOBILE : COMPARE_LIMIT_DESKTOP;

export type CompareItem = {
  key: string;
  planId: number;
  providerId: number;
  planName: string;
  insurerName: string;
  logo: string;
};

export const compareItemOf = (q: TQuote): CompareItem => ({
  key: quoteKey(q),
  planId: q.planId,
  providerId: q.providerId,
  planName: q.planName,
  insurerName: q.insurerName || q.providerName,
  logo: q.providerLogo || q.imgUrl,
});

/** Added when not chosen and below the limit, otherwise removed (a plan not chosen at the limit: no change). */
export function toggleCompare(list: readonly CompareItem[], item: CompareItem, limit: number): CompareItem[] {
  if (list.some((c) => c.key === item.key)) return list.filter((c) => c.key !== item.key);
  if (list.length < limit) return [...list, item];
  return [...list];
}

export const removeCompare = (list: readonly CompareItem[], key: string): CompareItem[] =>
  list.filter((c) => c.key !== key);

/** A narrower screen keeps the plans chosen first. */
export const trimToLimit = (list: readonly CompareItem[], limit: number): CompareItem[] =>
  list.length > limit ? list.slice(0, limit) : [...list];

export const canCompare = (list: readonly CompareItem[]): boolean => list.length >= COMPARE_MIN;

/** Whether a plan's compare box can be ticked now (chosen ones can always be unticked). */
export const canToggle = (list: readonly CompareItem[], key: string, limit: number): boolean =>
  list.some((c) => c.key === key) || list.length < limit;

/** The car comparison page for the chosen plans (docs/product/quotes.md: `planid` comma-separated, required). */
export function comparisonHref(base: string, list: readonly CompareItem[], enquiryId: string | null): string {
  const q = new URLSearchParams();
  q.set('planid', list.map((c) => c.planId).join(','));
  if (enquiryId) q.set('enquiryId', enquiryId);
  // Commas stay readable (they are legal in a query value).
  return `${base}?${q.toString().replace(/%2C/g, ',')}`;
}
