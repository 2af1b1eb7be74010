import type { PricedProductId, TPremiumBreakdown } from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { createTranslator } from '../../../../shared/i18n/translator';
import en from '../../../../shared/i18n/locales/en/quotes.json';
import ar from '../../../../shared/i18n/locales/ar/quotes.json';
import { BIKE_INPUT } from '../../../../shared/quotes/bike/bike.fixture';
import { CI_DEFAULT_INPUT } from '../../../../shared/quotes/critical-illness/critical-illness.fixture';
import { GH_INPUT } from '../../../../shared/quotes/group-health/group-health.fixture';
import { VILLA_OWNER } from '../../../../shared/quotes/home/home.fixture';
import { INVESTMENT_INPUT } from '../../../../shared/quotes/investment/investment.fixture';
import { SME_INPUT } from '../../../../shared/quotes/sme/sme.fixture';
import { TERM_INPUT } from '../../../../shared/quotes/term/term.fixture';
import type { InputOf } from '../../../../shared/quotes';
import { allPlansSeed, allRatesSeed } from '../../../../db/seed/quotes/catalogue';
import { insurersSeed } from '../../../../db/seed/quotes/insurers';
import { catalogueOf, priceInsurer, rankRun, type Catalogue } from './pricing';
import type { PricedQuote } from './present';

/**
 * The seeded catalogue of one product priced for a typical profile through the service's own pure steps
 * (catalogueOf → priceInsurer → rankRun), for the filter and presentation tests. No database, no clock.
 */

export const tEn = createTranslator('en', { en: { quotes: en } }).t;
export const tAr = createTranslator('ar', { ar: { quotes: ar }, en: { quotes: en } }).t;

/** Typical profiles of the products after car, health and travel (the engines' own fixtures). */
export const TYPICAL_INPUTS: { [K in PricedProductId]?: InputOf<K> } = {
  [PRODUCT.TERM_INSURANCE]: TERM_INPUT,
  [PRODUCT.CRITICAL_ILLNESS]: CI_DEFAULT_INPUT,
  [PRODUCT.HOME_INSURANCE]: VILLA_OWNER,
  [PRODUCT.BIKE_INSURANCE]: BIKE_INPUT,
  [PRODUCT.SME_INSURANCE]: SME_INPUT,
  [PRODUCT.GROUP_HEALTH]: GH_INPUT,
  // Ten years: every seeded fund accepts the term (5–10 years minimum).
  [PRODUCT.INVESTMENT]: { ...INVESTMENT_INPUT, termYears: 10 },
};

const PRICED_AT = new Date('2025-06-15T08:00:00Z');

export function pricedCatalogue(
  productId: PricedProductId,
  input: unknown = TYPICAL_INPUTS[productId],
): { catalogue: Catalogue; quotes: PricedQuote[] } {
  const c = catalogueOf(productId, insurersSeed, allPlansSeed, allRatesSeed);
  const priced: TPremiumBreakdown[] = c.insurers.flatMap(
    (i) => priceInsurer(productId, input, c, i.id).priced,
  );
  const ranked = new Map(rankRun(productId, input, c, priced).map((r) => [r.planId, r]));
  const quotes = priced.flatMap((breakdown): PricedQuote[] => {
    const plan = c.planById.get(breakdown.planId);
    const insurer = c.insurerById.get(breakdown.providerId);
    const ranking = ranked.get(breakdown.planId);
    if (!plan || !insurer || !ranking) return [];
    return [
      {
        publicId: `Q${String(breakdown.planId).padStart(23, '0')}`,
        planId: plan.planId,
        providerId: plan.providerId,
        productId,
        breakdown,
        totalFils: breakdown.totalFils,
        pricedAt: PRICED_AT,
        validUntil: new Date(PRICED_AT.getTime() + 30 * 86_400_000),
        priority: ranking.priority,
        sponsored: ranking.sponsored,
        ranking,
        plan,
        insurer,
      },
    ];
  });
  return { catalogue: c, quotes };
}
