import { NETWORK_TIERS } from '../../../shared/contracts/quotes-base';
import {
  KEEP_MY_DOCTOR_MAX,
  KEEP_MY_DOCTOR_PRODUCT_ID,
  type TNetworkMatch,
  type TQuote,
} from '../../../shared/contracts/quotes-api';
import type { LangCode } from '../../../shared/domain/locales';
import type { Catalogue } from './domain/pricing';

/**
 * Keep my doctor (decision 0095): a health visitor's chosen hospitals, saved in the enquiry's answers, and on
 * every health quote how many of them the plan's network holds. A place is in a plan's network when the plan's
 * insurer takes it at a tier rank at or below the rank of the plan's `health.networkTier` (NETWORK_TIERS).
 */

/** What the hospitals module answers (its service, passed in through app.ts): one query per request. */
export type NetworkTiersSource = {
  networkTiers(
    hospitalIds: readonly number[],
    insurerIds: readonly number[],
    lang: LangCode,
  ): Promise<{
    unknown: number[];
    hospitals: { providerId: number; providerName: string; tiers: ReadonlyMap<number, number> }[];
  }>;
};
export type ChosenTiers = Awaited<ReturnType<NetworkTiersSource['networkTiers']>>;
export type ChosenHospitals = ChosenTiers['hospitals'];

export const HOSPITAL_IDS_ANSWER = 'hospitalIds';

/** The choice saved with the enquiry (its answers), read defensively: positive integers, at most five, no repeats. */
export function savedHospitalIds(answers: Readonly<Record<string, unknown>>): number[] {
  const v = answers[HOSPITAL_IDS_ANSWER];
  if (!Array.isArray(v)) return [];
  return distinct(v.filter((x): x is number => Number.isInteger(x) && (x as number) > 0));
}

/** Repeats dropped (the first kept), at most five. */
export const distinct = (ids: readonly number[]): number[] => [...new Set(ids)].slice(0, KEEP_MY_DOCTOR_MAX);

export const takesHospitals = (productId: number): boolean => productId === KEEP_MY_DOCTOR_PRODUCT_ID;

/** A plan's network tier rank (NETWORK_TIERS index); -1 for a plan without one (no place is in its network). */
function tierRankOf(c: Catalogue, planId: number): number {
  const plan = c.planById.get(planId);
  const tier = plan && 'health' in plan ? (plan.health as { networkTier?: string }).networkTier : undefined;
  return tier === undefined ? -1 : (NETWORK_TIERS as readonly string[]).indexOf(tier);
}

/**
 * The request's matcher: each quote's match, built once per insurer and tier (plans of one insurer at one tier
 * share it), and the quote with its match, kept per quote object and match so a page's JSON text is reused
 * (list-json.ts) while the choice stays the same.
 */
export function networkMatcher(c: Catalogue, chosen: ChosenHospitals) {
  const byNetwork = new Map<string, TNetworkMatch>();
  const keyOf = new Map<TNetworkMatch, string>();
  const matchOf = (q: Pick<TQuote, 'planId' | 'providerId'>): TNetworkMatch => {
    const rank = tierRankOf(c, q.planId);
    const key = `${q.providerId}:${rank}`;
    let m = byNetwork.get(key);
    if (!m) {
      const hospitals = chosen.map((h) => {
        const joins = h.tiers.get(q.providerId);
        return {
          providerId: h.providerId,
          providerName: h.providerName,
          inNetwork: joins !== undefined && rank >= 0 && joins <= rank,
        };
      });
      m = { matched: hospitals.filter((h) => h.inNetwork).length, total: hospitals.length, hospitals };
      byNetwork.set(key, m);
      keyOf.set(
        m,
        hospitals.map((h) => `${h.providerId}${h.inNetwork ? '+' : '-'}${h.providerName}`).join(','),
      );
    }
    return m;
  };
  return {
    matchOf,
    matchedOf: (q: TQuote) => matchOf(q).matched,
    withMatch: (q: TQuote): TQuote => {
      const m = matchOf(q);
      return withMatchKept(q, keyOf.get(m) ?? '', m);
    },
  };
}

/** Quotes with their match, per presented quote (kept with its run's listing) and match text; a few per quote. */
const kept = new WeakMap<TQuote, Map<string, TQuote>>();
const KEPT_PER_QUOTE = 8;
function withMatchKept(q: TQuote, key: string, m: TNetworkMatch): TQuote {
  let byKey = kept.get(q);
  if (!byKey) kept.set(q, (byKey = new Map()));
  let out = byKey.get(key);
  if (!out) {
    if (byKey.size >= KEPT_PER_QUOTE) byKey.clear();
    byKey.set(key, (out = { ...q, networkMatch: m }));
  }
  return out;
}
