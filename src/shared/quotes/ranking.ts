import type {
  PricedProductId,
  RankingTerm,
  TRankedQuote,
  TRankingTermResult,
  TRankingWeights,
} from '../contracts/quotes';
import { PRODUCT } from '../domain/products';
import type { RankingFacts } from './engine';

/**
 * The recommended order of a quote list (decision 0012 'Ranking'). A pure, integer scoring
 * function, so 'Why this order' can show each term exactly as it was computed:
 *
 *   score = Σ weight(term) × points(term),  weights sum to 100, points 0..1000
 *
 *   price   1000 × cheapest / this premium, among quotes of the same price group (car: same cover type);
 *           0 for a plan whose price is on request
 *   cover   1000 × this cover / the largest cover in the list (annual limit, medical limit, car cover breadth)
 *   claims  claim settlement ratio mapped linearly from 80 % (0) to 100 % (1000), clamped
 *   fit     1000 × checks met / checks that apply (1000 when none apply)
 *
 * Higher score first; ties by planId ascending. At most one paid placement: the best-scored plan flagged
 * `sponsored` is moved to the first slot and labelled; the scores, and the order of every other plan, are the
 * same as without the payment.
 */

/** Default weights per product (data: the quotes service may pass others, e.g. from configuration). */
export const DEFAULT_RANKING_WEIGHTS: Readonly<Record<PricedProductId, TRankingWeights>> = {
  [PRODUCT.CAR_INSURANCE]: { price: 50, cover: 20, claims: 15, fit: 15 },
  // Health: cover matters more than the last dirham (docs/product/quotes.md makes health's default sort COVER_DESC).
  [PRODUCT.HEALTH_INSURANCE]: { price: 35, cover: 30, claims: 15, fit: 20 },
  [PRODUCT.TRAVEL_INSURANCE]: { price: 45, cover: 25, claims: 10, fit: 20 },
  // Term and critical illness: every plan pays the cover asked; price leads, then the insurer's claims record.
  [PRODUCT.TERM_INSURANCE]: { price: 50, cover: 20, claims: 20, fit: 10 },
  [PRODUCT.CRITICAL_ILLNESS]: { price: 45, cover: 25, claims: 20, fit: 10 },
  [PRODUCT.HOME_INSURANCE]: { price: 50, cover: 25, claims: 15, fit: 10 },
  [PRODUCT.BIKE_INSURANCE]: { price: 50, cover: 20, claims: 15, fit: 15 },
  // SME: whether the package includes the covers asked matters as much as the price.
  [PRODUCT.SME_INSURANCE]: { price: 40, cover: 20, claims: 15, fit: 25 },
  [PRODUCT.GROUP_HEALTH]: { price: 35, cover: 30, claims: 15, fit: 20 },
  // Investment: the contribution is the visitor's, the same on every plan (price 0); cover is the maturity value
  // at one common growth rate, so charges decide, not each plan's own growth assumption.
  [PRODUCT.INVESTMENT]: { price: 0, cover: 65, claims: 10, fit: 25 },
};

export const RANKING_TERM_LABELS: Readonly<Record<RankingTerm, string>> = {
  price: 'quotes:ranking.term.price',
  cover: 'quotes:ranking.term.cover',
  claims: 'quotes:ranking.term.claims',
  fit: 'quotes:ranking.term.fit',
};

/** Claim settlement ratio at which the claims term starts (0 points) and is full (1000), in basis points. */
export const CLAIMS_FLOOR_BP = 8_000;
export const CLAIMS_FULL_BP = 10_000;

/** One priced (or price-on-request) plan, as the ranking sees it. */
export interface RankEntry {
  planId: number;
  providerId: number;
  /** Total premium in fils; null when the plan shows 'Check premium' (showPriceOnRequest). */
  totalFils: number | null;
  /** Percent, e.g. 96.5. */
  claimSettlementRatio: number;
  sponsored: boolean;
  facts: RankingFacts;
}

const POINTS_MAX = 1000;

const ratio = (part: number, whole: number): number =>
  whole <= 0 ? POINTS_MAX : Math.max(0, Math.min(POINTS_MAX, Math.floor((POINTS_MAX * part) / whole)));

function termsOf(
  e: RankEntry,
  cheapestByGroup: ReadonlyMap<string, number>,
  maxCover: number,
  weights: TRankingWeights,
): TRankingTermResult[] {
  const term = (
    t: RankingTerm,
    points: number,
    params: TRankingTermResult['params'],
  ): TRankingTermResult => ({
    term: t,
    labelKey: RANKING_TERM_LABELS[t],
    weight: weights[t],
    points,
    contribution: weights[t] * points,
    params,
  });

  const cheapest = cheapestByGroup.get(e.facts.priceGroup);
  const price =
    e.totalFils === null || cheapest === undefined
      ? term('price', 0, { priceOnRequest: 1 })
      : term('price', e.totalFils === 0 ? POINTS_MAX : ratio(cheapest, e.totalFils), {
          totalFils: e.totalFils,
          cheapestFils: cheapest,
        });
  const cover = term('cover', ratio(e.facts.coverValue, maxCover), {
    coverValue: e.facts.coverValue,
    maxCoverValue: maxCover,
  });
  const csrBp = Math.round(e.claimSettlementRatio * 100);
  const claims = term('claims', ratio(csrBp - CLAIMS_FLOOR_BP, CLAIMS_FULL_BP - CLAIMS_FLOOR_BP), {
    claimSettlementRatio: e.claimSettlementRatio,
  });
  const met = e.facts.fit.filter((f) => f.met).length;
  const applicable = e.facts.fit.length;
  const fit = term('fit', applicable === 0 ? POINTS_MAX : ratio(met, applicable), { met, applicable });
  return [price, cover, claims, fit];
}

export function rankQuotes(entries: readonly RankEntry[], weights: TRankingWeights): TRankedQuote[] {
  const cheapestByGroup = new Map<string, number>();
  let maxCover = 0;
  for (const e of entries) {
    maxCover = Math.max(maxCover, e.facts.coverValue);
    if (e.totalFils === null) continue;
    const current = cheapestByGroup.get(e.facts.priceGroup);
    if (current === undefined || e.totalFils < current) cheapestByGroup.set(e.facts.priceGroup, e.totalFils);
  }

  const scored = entries.map((e) => {
    const terms = termsOf(e, cheapestByGroup, maxCover, weights);
    return { e, terms, score: terms.reduce((s, t) => s + t.contribution, 0) };
  });
  scored.sort((a, b) => b.score - a.score || a.e.planId - b.e.planId);

  const sponsoredIndex = scored.findIndex((s) => s.e.sponsored);
  const ordered =
    sponsoredIndex > 0
      ? [
          ...scored.slice(sponsoredIndex, sponsoredIndex + 1),
          ...scored.slice(0, sponsoredIndex),
          ...scored.slice(sponsoredIndex + 1),
        ]
      : scored;

  return ordered.map((s, i) => ({
    planId: s.e.planId,
    providerId: s.e.providerId,
    priority: i + 1,
    sponsored: i === 0 && sponsoredIndex >= 0,
    score: s.score,
    terms: s.terms,
    fit: s.e.facts.fit,
  }));
}
