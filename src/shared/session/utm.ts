import type { TUtm } from '../contracts/session';

/** Query keys the product reads as traffic source (docs/product/session.md 'UTM fields'), in payload order. */
export const UTM_QUERY_KEYS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_term: 'utmTerm',
  utm_campaign: 'utmCampaign',
  pb_source: 'pbSource',
} as const satisfies Record<string, keyof TUtm>;

type UtmQueryKey = keyof typeof UTM_QUERY_KEYS;
const isUtmKey = (k: string): k is UtmQueryKey => Object.hasOwn(UTM_QUERY_KEYS, k);

/** The API accepts at most 200 characters per UTM field (ZUtm); longer values are cut, not rejected. */
const UTM_MAX = 200;

function queryPart(search: string): string {
  return search.startsWith('?') ? search.slice(1) : search;
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

/** UTM fields present (non-blank) in a query string; the first occurrence of a repeated key wins. */
export function extractUtm(search: string): TUtm {
  const out: TUtm = {};
  for (const [k, v] of new URLSearchParams(queryPart(search))) {
    if (!isUtmKey(k)) continue;
    const field = UTM_QUERY_KEYS[k];
    const value = v.trim().slice(0, UTM_MAX);
    if (value && out[field] === undefined) out[field] = value;
  }
  return out;
}

export function hasUtm(utm: TUtm): boolean {
  return Object.values(utm).some((v) => typeof v === 'string' && v !== '');
}

/** Whether the query carries any UTM key at all (even empty), i.e. whether the address needs rewriting. */
export function queryHasUtmKeys(search: string): boolean {
  return queryPart(search)
    .split('&')
    .some((pair) => isUtmKey(decode(pair.split('=')[0] ?? '')));
}

/**
 * The query string without UTM keys, other parameters byte for byte as they were (no re-encoding), so
 * `history.replaceState` changes nothing but the UTM part. Returns '' or '?a=1&b=2'.
 */
export function stripUtmParams(search: string): string {
  const kept = queryPart(search)
    .split('&')
    .filter((pair) => pair !== '' && !isUtmKey(decode(pair.split('=')[0] ?? '')));
  return kept.length ? `?${kept.join('&')}` : '';
}

export type SearchEngine = 'google' | 'yahoo' | 'bing';

/** The search engine a referrer URL belongs to: google.com, www.google.co.uk, search.yahoo.com, www.bing.com. */
export function searchEngineOf(referrer: string): SearchEngine | undefined {
  if (!referrer) return undefined;
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  const m = /(?:^|\.)(google|yahoo|bing)(?:\.[a-z]{2,3}){1,2}$/.exec(host);
  return m ? (m[1] as SearchEngine) : undefined;
}

/** docs/product/session.md 'Traffic source': UTM parameters that are discarded. */
export function isDiscardedUtm(utm: TUtm, path: string): boolean {
  const source = utm.utmSource?.toLowerCase();
  if (source === 'homepage' && utm.utmCampaign?.toLowerCase() === 'internal') return true;
  if (source === 'referral_rewards' && !path.includes('/life-savings/referral/')) return true;
  return false;
}

export type TrafficDecision = {
  /** The UTM fields this page load reports (device and visit calls). */
  utm: TUtm;
  /** What to save as the session's utmParams; undefined leaves the stored value as it is. */
  save: TUtm | undefined;
  /** Whether the address bar must be rewritten without the UTM keys. */
  rewriteUrl: boolean;
};

export const ORGANIC: Readonly<TUtm> = { utmSource: 'organic', utmMedium: 'organic' };

/**
 * docs/product/session.md 'Traffic source' and docs/product/session.md 'Browser history':
 *  - UTM in the address: used and saved, unless homepage+internal or referral_rewards off the referral page,
 *    which are discarded (an internal link must not overwrite how the visitor really arrived);
 *  - no UTM and a Google, Yahoo or Bing referrer: organic;
 *  - otherwise whatever the session already stored.
 * In every case UTM keys leave the address bar.
 */
export function decideTraffic(input: {
  search: string;
  referrer: string;
  path: string;
  stored: TUtm | undefined;
}): TrafficDecision {
  const stored = input.stored ?? {};
  const rewriteUrl = queryHasUtmKeys(input.search);
  const fromUrl = extractUtm(input.search);
  if (hasUtm(fromUrl)) {
    if (isDiscardedUtm(fromUrl, input.path)) return { utm: stored, save: undefined, rewriteUrl };
    return { utm: fromUrl, save: fromUrl, rewriteUrl };
  }
  if (searchEngineOf(input.referrer)) return { utm: { ...ORGANIC }, save: { ...ORGANIC }, rewriteUrl };
  return { utm: stored, save: undefined, rewriteUrl };
}
