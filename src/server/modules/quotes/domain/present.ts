import type { TInsurer, TPlan, TPremiumBreakdown, TRankedQuote } from '../../../../shared/contracts/quotes';
import type { TQuote, TQuoteCertificate } from '../../../../shared/contracts/quotes-api';
import type { LangCode } from '../../../../shared/domain/locales';
import { PRODUCT } from '../../../../shared/domain/products';
import type { TFunction } from '../../../../shared/i18n/translator';
import { filsToAed, localized, presentBreakdown } from './labels';

/** A stored quote with its catalogue entries, as the listing and the certificate read it. */
export type PricedQuote = {
  publicId: string;
  planId: number;
  providerId: number;
  productId: number;
  breakdown: TPremiumBreakdown;
  totalFils: number;
  pricedAt: Date;
  validUntil: Date;
  priority: number;
  sponsored: boolean;
  ranking: TRankedQuote;
  plan: TPlan;
  insurer: TInsurer;
};

/** A number the engine used (the breakdown's `inputs`), or null. */
function usedNumber(breakdown: TPremiumBreakdown, key: string): number | null {
  const v = breakdown.inputs[key];
  return typeof v === 'number' ? v : null;
}

/**
 * The cover a plan gives in AED, for 'cover high to low' and the card (decision 0013): the insured car or bike
 * value (comprehensive; third-party cover insures no vehicle), the health and group health annual limit, the
 * travel medical limit, the term and critical illness sum assured, home's building plus contents sums insured,
 * the investment maturity illustration (at the fund's stated growth, not guaranteed); null for SME, whose
 * sections insure different things with no one sum.
 */
export function coverAmountOf(plan: TPlan, breakdown: TPremiumBreakdown): number | null {
  switch (plan.productId) {
    case PRODUCT.CAR_INSURANCE: {
      const value = usedNumber(breakdown, 'vehicleValueAed');
      return plan.car.coverType === 'comprehensive' ? value : null;
    }
    case PRODUCT.HEALTH_INSURANCE:
      return plan.health.annualLimitAed;
    case PRODUCT.TRAVEL_INSURANCE:
      return plan.travel.medicalLimitAed;
    case PRODUCT.TERM_INSURANCE:
    case PRODUCT.CRITICAL_ILLNESS:
      return usedNumber(breakdown, 'coverAed');
    case PRODUCT.HOME_INSURANCE: {
      const building = usedNumber(breakdown, 'buildingValueAed');
      const contents = usedNumber(breakdown, 'contentsValueAed');
      return building === null && contents === null ? null : (building ?? 0) + (contents ?? 0);
    }
    case PRODUCT.BIKE_INSURANCE:
      return plan.bike.coverType === 'comprehensive' ? usedNumber(breakdown, 'bikeValueAed') : null;
    case PRODUCT.GROUP_HEALTH:
      return plan.groupHealth.annualLimitAed;
    case PRODUCT.INVESTMENT:
      return breakdown.projection ? filsToAed(breakdown.projection.maturityValueFils) : null;
    case PRODUCT.SME_INSURANCE:
      return null;
  }
}

/** docs/product/quotes.md 'Quote' in the request's language, plus the certificate fields (quote id, validity, breakdown). */
export function presentQuote(q: PricedQuote, t: TFunction, lang: LangCode): TQuote {
  const providerName = localized(q.insurer.name, lang);
  const planName = localized(q.plan.planName, lang);
  const offers = q.plan.offers.map((o) => ({ description: localized(o.description, lang) }));
  const similar = q.ranking.fit.some((f) => !f.met);
  return {
    planId: q.planId,
    providerId: q.providerId,
    imgUrl: q.insurer.logo,
    providerLogo: q.insurer.logo,
    label: providerName,
    providerName,
    mobLabel: planName,
    planName,
    insurerName: providerName,
    priority: q.priority,
    // docs/product/quotes.md: SIMILAR marks plans similar to (not exactly) what the visitor asked for.
    quoteType: similar ? 'SIMILAR' : null,
    planClaimSettlementRatio: q.insurer.claimSettlementRatio,
    basicPremium: { unit: 'AED', value: filsToAed(q.breakdown.netFils) },
    premium: filsToAed(q.totalFils),
    // A single-trip travel policy covers the trip, not a year.
    paymentFrequency: {
      unit: t(q.breakdown.inputs.tripType === 'single' ? 'quotes:api.perTrip' : 'quotes:api.perYear'),
    },
    showPriceOnRequest: q.plan.showPriceOnRequest,
    features: q.plan.features.map((f) => ({
      key: f.key,
      value: f.value ? localized(f.value, lang) : '',
      title: localized(f.title, lang),
      checked: f.checked,
      strike: f.strike,
      id: f.id,
    })),
    limits: q.plan.limits.map((l) => ({ name: localized(l.name, lang), value: localized(l.value, lang) })),
    // Investment: the maturity illustration at the fund's last-ten-year growth (docs/product/quotes.md maturityValue).
    maturityValue: q.breakdown.projection
      ? {
          value: filsToAed(q.breakdown.projection.maturityValueFils),
          last10yearGrowthRate: q.breakdown.projection.last10yearGrowthRate,
        }
      : null,
    offerText: offers[0]?.description ?? '',
    offers,
    coverInfo: q.plan.coverInfo.map((c) => ({
      row1: localized(c.row1, lang),
      row2: localized(c.row2, lang),
    })),
    button: { label: t(q.plan.showPriceOnRequest ? 'quotes:api.checkPremium' : 'quotes:api.select') },
    badgeColourCode: q.insurer.badgeColourCode,
    isHidden: q.plan.isHidden,
    startingFrom: q.plan.startingFrom,
    quoteId: q.publicId,
    sponsored: q.sponsored,
    pricedAt: q.pricedAt.toISOString(),
    validUntil: q.validUntil.toISOString(),
    breakdown: presentBreakdown(t, q.breakdown),
    rankTerms: q.ranking.terms.map((term) => ({
      term: term.term,
      label: t(term.labelKey),
      weight: term.weight,
      points: term.points,
      contribution: term.contribution,
    })),
    coverAmount: coverAmountOf(q.plan, q.breakdown),
  };
}

/** GET /api/quotes/{quoteId}: what was priced, when, until when, from which inputs, line by line. */
export function presentCertificate(
  q: Omit<PricedQuote, 'priority' | 'sponsored' | 'ranking'>,
  enquiryId: string,
  repriced: boolean,
  t: TFunction,
  lang: LangCode,
): TQuoteCertificate {
  return {
    quoteId: q.publicId,
    enquiryId,
    countryProductId: q.productId,
    planId: q.planId,
    providerId: q.providerId,
    planName: localized(q.plan.planName, lang),
    providerName: localized(q.insurer.name, lang),
    pricedAt: q.pricedAt.toISOString(),
    validUntil: q.validUntil.toISOString(),
    repriced,
    inputs: {
      ...q.breakdown.inputs,
      rateTableId: q.breakdown.rateTableId,
      rateTableVersion: q.breakdown.rateTableVersion,
    },
    breakdown: presentBreakdown(t, q.breakdown),
    vat: filsToAed(q.breakdown.vatFils),
    total: filsToAed(q.totalFils),
    currency: 'AED',
  };
}
