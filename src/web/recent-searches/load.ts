import type { z } from 'zod';
import type { TRecentSearch, ZRecentSearchRequest } from '../../shared/contracts/journey';
import { recentSearchResponseParser } from '../../shared/contracts/journey-constants';
import { ipFlagsParser } from '../../shared/contracts/session-constants';
import { pageContext } from '../session/context';
import { apiGet, apiPost } from '../session/request';
import { readRaw, stored } from '../session/storage';
import { dismiss, isDismissed, startNewSearch } from './actions';
import { ctaOf, stageOf, type Cta, type Stage, type StageTexts } from './cta';
import { recentSearchesAllowed, sameOriginHref } from './rules';

/** Loaded by the popup island only once the session has a device, so the contracts never delay hydration. */

export const RECENT_SEARCHES_URL = '/api/recentSearches';
/** docs/product/journeys.md 'Device IP check' (flags internal, India, IPL). */
export const IP_FLAGS_URL = '/api/isIndianIp';

export type RecentItem = TRecentSearch & { href: string; stage: Stage; cta: Cta };
/** What the popup needs once it opens: the page's product, its items, and the storage actions of its buttons. */
export type Found = {
  countryProductId: number;
  items: RecentItem[];
  actions: { dismiss: typeof dismiss; startNewSearch: typeof startNewSearch };
};

/**
 * The stored internal-IP flag (docs/product/journeys.md), asked of the server once per tab when unknown. A failed check
 * counts as external and is not remembered, so the next page asks again.
 */
export async function isInternalVisitor(): Promise<boolean> {
  const known = stored.internalIp.get();
  if (known !== undefined) return known;
  const res = await apiGet(IP_FLAGS_URL, { schema: ipFlagsParser });
  if (!res.ok) return false;
  stored.internalIp.set(res.data.isInternalIp);
  return res.data.isInternalIp;
}

/** docs/product/journeys.md 'Recent searches': the device's searches for this page; any failure gives an empty list. */
export async function fetchRecentSearches(
  deviceUuid: string,
  countryProductId: number,
): Promise<TRecentSearch[]> {
  const body: z.infer<typeof ZRecentSearchRequest> = {
    type: 'DEVICE_UUID',
    value: deviceUuid,
    countryProductId,
  };
  const res = await apiPost(RECENT_SEARCHES_URL, body, { schema: recentSearchResponseParser });
  return res.ok ? res.data.data : [];
}

/** The tab's journey progress on this product is past its first screen (src/web/journeys/progress.tsx). */
function journeyInProgress(productId: number): boolean {
  const raw = readRaw('session', `journeyProgress_${productId}_${document.documentElement.lang || 'en'}`);
  if (!raw) return false;
  try {
    const pos = (JSON.parse(raw) as { pos?: { formIndex?: number; screenIndex?: number } }).pos;
    return Boolean(pos && ((pos.formIndex ?? 0) > 0 || (pos.screenIndex ?? 0) > 0));
  } catch {
    return false;
  }
}

/**
 * What the popup should list on this page, or [] when it must not open: no page context, page type 39 or a
 * referral page, already dismissed for this product in this tab, no device yet, an internal-IP visitor,
 * a failed call, or no search whose link stays on this site.
 */
export async function loadRecentSearches(stageTexts?: StageTexts): Promise<RecentItem[]> {
  const ctx = pageContext();
  if (!ctx || !recentSearchesAllowed({ pageTypeId: ctx.pageTypeId, path: location.pathname })) return [];
  if (isDismissed(ctx.countryProductId)) return [];
  // The visitor is already back in this product's journey on this page (a reload mid-way, docs/product/journeys.md).
  if (journeyInProgress(ctx.countryProductId)) return [];
  const deviceUuid = stored.deviceUuid.get();
  if (!deviceUuid) return [];
  // Both at once: the flag is usually already stored, and the list call must not wait on a cold check.
  const [internal, searches] = await Promise.all([
    isInternalVisitor(),
    fetchRecentSearches(deviceUuid, ctx.countryProductId),
  ]);
  if (internal) return [];
  const items: RecentItem[] = [];
  for (const s of searches) {
    const href = sameOriginHref(s.url, location.origin);
    if (!href) continue;
    const stage = stageOf(s.subText, stageTexts);
    items.push({ ...s, href, stage, cta: ctaOf(s, stage) });
  }
  return items;
}

/**
 * The popup's entry point: null when there is nothing to show. The decision is published on <html> as
 * data-recent-searches="open" | "none" (like data-session), so scripts and tests can wait for it instead of
 * guessing how long the check takes.
 */
export async function loadForPopup(stageTexts?: StageTexts): Promise<Found | null> {
  const ctx = pageContext();
  const items = await loadRecentSearches(stageTexts);
  const found =
    ctx && items.length > 0
      ? { countryProductId: ctx.countryProductId, items, actions: { dismiss, startNewSearch } }
      : null;
  document.documentElement.dataset.recentSearches = found ? 'open' : 'none';
  return found;
}
