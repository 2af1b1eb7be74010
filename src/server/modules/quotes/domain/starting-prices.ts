import type { PricedProductId, TLocalizedText, TPlan } from '../../../../shared/contracts/quotes';
import type { TMultiQuotesTabData, TStartingPricePlan } from '../../../../shared/contracts/block-data';
import type { LangCode } from '../../../../shared/domain/locales';
import { PRODUCT } from '../../../../shared/domain/products';
import { localized } from './labels';
import { priceInsurer, type Catalogue } from './pricing';

/**
 * 'Starting from' prices of the landing pages' multi-quote tabs (decision 0014), pure: a typical
 * profile's engine input priced with every visible plan of the product's catalogue, exactly as an enquiry with
 * those answers would be (same engines, same rate tables), then narrowed to what a tab shows.
 */

/** A typical profile as the pricing reads it (the seed's `TypicalProfile` fits this shape). */
export type ProfileLike = {
  id: string;
  productId: number;
  summary: TLocalizedText;
  input: unknown;
};

export type StartingPrice = { planId: number; providerId: number; totalFils: number };

/** Key features shown on a tab's card (decision 0014: 2–3). */
export const STARTING_PRICE_FEATURES = 3;

/**
 * Every plan of the catalogue priced for `input`: plans that decline the profile and plans whose price is on
 * request are left out; cheapest first, ties by plan id (so the same input always gives the same list).
 */
export function priceProfile(
  productId: PricedProductId,
  input: unknown,
  catalogue: Catalogue,
): StartingPrice[] {
  const out: StartingPrice[] = [];
  for (const insurer of catalogue.insurers) {
    for (const b of priceInsurer(productId, input, catalogue, insurer.id).priced) {
      if (catalogue.planById.get(b.planId)?.showPriceOnRequest) continue;
      out.push({ planId: b.planId, providerId: b.providerId, totalFils: b.totalFils });
    }
  }
  return out.sort((a, b) => a.totalFils - b.totalFils || a.planId - b.planId);
}

/** What a tab shows: the cheapest `limit` of its named plans (or of every priced plan when it names none). */
export function selectPlans<P extends StartingPrice>(
  priced: readonly P[],
  tab: { planIds?: readonly number[] | undefined; limit: number },
): P[] {
  const named = tab.planIds ? new Set(tab.planIds) : undefined;
  return priced.filter((p) => !named || named.has(p.planId)).slice(0, Math.max(0, tab.limit));
}

/** The plan's first included features ('Annual limit: AED 150,000'), in the page's language. */
export function keyFeatures(plan: TPlan, lang: LangCode, max = STARTING_PRICE_FEATURES): string[] {
  return plan.features
    .filter((f) => f.checked && !f.strike)
    .slice(0, max)
    .map((f) => {
      const title = localized(f.title, lang);
      return f.value ? `${title}: ${localized(f.value, lang)}` : title;
    });
}

/** Priced plans with the names, logo and features a card shows (a plan missing from the catalogue is left out). */
export function presentStartingPrices(
  priced: readonly StartingPrice[],
  catalogue: Catalogue,
  lang: LangCode,
): TStartingPricePlan[] {
  return priced.flatMap((p) => {
    const plan = catalogue.planById.get(p.planId);
    const insurer = catalogue.insurerById.get(p.providerId);
    if (!plan || !insurer) return [];
    return [
      {
        planId: p.planId,
        providerId: p.providerId,
        insurerName: localized(insurer.name, lang),
        insurerLogo: insurer.logo,
        planName: localized(plan.planName, lang),
        totalFils: p.totalFils,
        features: keyFeatures(plan, lang),
      },
    ];
  });
}

/**
 * What a total pays for: a policy year (decision 0012: every total is per policy year), except a single-trip travel
 * policy, which covers the one trip.
 */
export function periodOf(productId: number, input: unknown): NonNullable<TMultiQuotesTabData>['period'] {
  const tripType = (input as { tripType?: unknown } | null)?.tripType;
  return productId === PRODUCT.TRAVEL_INSURANCE && tripType === 'single' ? 'trip' : 'year';
}

/** The profile a tab prices: the one it names (of the same product), else the product's first. */
export function profileFor<P extends ProfileLike>(
  profiles: readonly P[],
  productId: number,
  id?: string,
): P | undefined {
  if (id !== undefined) return profiles.find((p) => p.id === id && p.productId === productId);
  return profiles.find((p) => p.productId === productId);
}
