import { z } from 'zod';
import { ZCode, ZFactorBp, ZFils, ZFilsNonNegative, ZId, ZMessageKey, ZRateBp, ZSlug } from './quotes-base';
import { ZCarPlan, ZCarRateTable } from '../quotes/car/contract';
import { ZHealthPlan, ZHealthRateTable } from '../quotes/health/contract';
import { ZTravelPlan, ZTravelRateTable } from '../quotes/travel/contract';
import { ZTermPlan, ZTermRateTable } from '../quotes/term/contract';
import { ZCriticalIllnessPlan, ZCriticalIllnessRateTable } from '../quotes/critical-illness/contract';
import { ZHomePlan, ZHomeRateTable } from '../quotes/home/contract';
import { ZBikePlan, ZBikeRateTable } from '../quotes/bike/contract';
import { ZSmePlan, ZSmeRateTable } from '../quotes/sme/contract';
import { ZGroupHealthPlan, ZGroupHealthRateTable } from '../quotes/group-health/contract';
import { ZInvestmentPlan, ZInvestmentRateTable } from '../quotes/investment/contract';

/**
 * Quotes contracts, joined (docs/product/quotes.md 'Quote'): the catalogue (insurers, plans), the rate tables the pure
 * engines in `shared/quotes/<product>/` read, the engines' inputs, their answer (a premium breakdown or a
 * decline), the ranking terms and the spec's Quote entity. Catalogue text a visitor sees is an {en, ar} pair;
 * breakdown lines and decline reasons carry translation keys with parameters (docs/ARCHITECTURE.md#principle-9).
 * Money is in fils (integer, 1 AED = 100 fils); factors and rates are basis points (decision 0012).
 */

export * from './quotes-base';
export * from '../quotes/life-contract';
export * from '../quotes/car/contract';
export * from '../quotes/health/contract';
export * from '../quotes/travel/contract';
export * from '../quotes/term/contract';
export * from '../quotes/critical-illness/contract';
export * from '../quotes/home/contract';
export * from '../quotes/bike/contract';
export * from '../quotes/sme/contract';
export * from '../quotes/group-health/contract';
export * from '../quotes/investment/contract';

export const ZPlan = z.discriminatedUnion('productId', [
  ZCarPlan,
  ZHealthPlan,
  ZTravelPlan,
  ZTermPlan,
  ZCriticalIllnessPlan,
  ZHomePlan,
  ZBikePlan,
  ZSmePlan,
  ZGroupHealthPlan,
  ZInvestmentPlan,
]);
export type TPlan = z.infer<typeof ZPlan>;

export const ZRateTable = z.discriminatedUnion('productId', [
  ZCarRateTable,
  ZHealthRateTable,
  ZTravelRateTable,
  ZTermRateTable,
  ZCriticalIllnessRateTable,
  ZHomeRateTable,
  ZBikeRateTable,
  ZSmeRateTable,
  ZGroupHealthRateTable,
  ZInvestmentRateTable,
]);
export type TRateTable = z.infer<typeof ZRateTable>;

// ---------------------------------------------------------------------------------------------------------
// Engine answers

/** `growth` and `charge` are the lines of an investment maturity illustration. */
export const LINE_KINDS = ['base', 'loading', 'discount', 'addOn', 'adjustment', 'growth', 'charge'] as const;

const ZLineParam = z.union([z.string().max(100), z.number().finite()]);

export const ZBreakdownLine = z.strictObject({
  /** Unique within a breakdown ('base', 'driverAge', 'member.2', 'addOn.omanCover'). */
  code: ZCode,
  labelKey: ZMessageKey,
  amountFils: ZFils,
  kind: z.enum(LINE_KINDS),
  /** The factor a loading or discount applied to the running premium. */
  factorBp: ZFactorBp.optional(),
  params: z.record(z.string().max(32), ZLineParam).default({}),
});
export type TBreakdownLine = z.infer<typeof ZBreakdownLine>;

const ZUsedScalar = z.union([z.string().max(100), z.number().finite(), z.boolean(), z.null()]);
/** An input the engine used (certificate): scalars, id lists, member rows. */
export const ZUsedValue = z.union([
  ZUsedScalar,
  z.array(z.union([z.string().max(100), z.number().finite()])).max(20),
  z.array(z.record(z.string().max(32), ZUsedScalar)).max(12),
]);

/**
 * An investment plan's maturity illustration (decision 0012 'Investment'): what the contributions would be worth at
 * the end of the term if the fund grew at the assumed yearly rate, after the plan's charges. Its lines
 * (contributions, charges, growth) add up exactly to `maturityValueFils`. An illustration at a stated rate, never a
 * promise: `guaranteed` is always false and `labelKey` says so.
 */
export const ZProjection = z
  .strictObject({
    kind: z.literal('maturity'),
    labelKey: ZMessageKey,
    guaranteed: z.literal(false),
    termYears: z.number().int().min(1).max(50),
    /** The yearly growth assumed, in bp: the fund's last-ten-year average (`last10yearGrowthRate`). */
    assumedGrowthRateBp: z.number().int().min(-5_000).max(5_000),
    /** Percent, as shown to the visitor (docs/product/quotes.md maturityValue.last10yearGrowthRate). */
    last10yearGrowthRate: z.number().min(-100).max(1000),
    lines: z.array(ZBreakdownLine).min(1).max(12),
    maturityValueFils: ZFilsNonNegative,
    /**
     * The same contributions and charges at one growth rate for every plan: what the ranking compares, so a plan
     * cannot rank higher by assuming more growth.
     */
    comparison: z.strictObject({
      growthRateBp: z.number().int().min(-5_000).max(5_000),
      maturityValueFils: ZFilsNonNegative,
    }),
  })
  .superRefine((p, ctx) => {
    if (p.lines.reduce((s, l) => s + l.amountFils, 0) !== p.maturityValueFils) {
      ctx.addIssue({ code: 'custom', message: 'maturityValueFils must equal the sum of the lines' });
    }
    if (new Set(p.lines.map((l) => l.code)).size !== p.lines.length) {
      ctx.addIssue({ code: 'custom', message: 'line codes must be unique' });
    }
  });
export type TProjection = z.infer<typeof ZProjection>;

export const ZPremiumBreakdown = z
  .strictObject({
    declined: z.literal(false),
    productId: ZId,
    planId: ZId,
    providerId: ZId,
    rateTableId: ZSlug,
    rateTableVersion: z.number().int().min(1),
    currency: z.literal('AED'),
    lines: z.array(ZBreakdownLine).min(1).max(60),
    /** Sum of the lines. */
    netFils: ZFilsNonNegative,
    vatRateBp: ZRateBp,
    vatFils: ZFilsNonNegative,
    totalFils: ZFilsNonNegative,
    inputs: z.record(z.string().max(64), ZUsedValue),
    /** Investment only: the maturity illustration (the lines above are the contribution the visitor pays). */
    projection: ZProjection.optional(),
  })
  .superRefine((b, ctx) => {
    const net = b.lines.reduce((s, l) => s + l.amountFils, 0);
    if (net !== b.netFils)
      ctx.addIssue({ code: 'custom', message: 'netFils must equal the sum of the lines' });
    if (b.netFils + b.vatFils !== b.totalFils) {
      ctx.addIssue({ code: 'custom', message: 'totalFils must equal netFils + vatFils' });
    }
    if (new Set(b.lines.map((l) => l.code)).size !== b.lines.length) {
      ctx.addIssue({ code: 'custom', message: 'line codes must be unique' });
    }
  });
export type TPremiumBreakdown = z.infer<typeof ZPremiumBreakdown>;

export const ZDecline = z.strictObject({
  declined: z.literal(true),
  productId: ZId,
  planId: ZId,
  providerId: ZId,
  /**
   * The rule id, or 'outsideRateTable' / 'regionNotCovered' / 'tripTypeNotCovered' (travel) / 'sectionNotCovered'
   * (home) / 'noSectionCovered' (SME).
   */
  code: ZCode,
  reasonKey: ZMessageKey,
  params: z.record(z.string().max(32), ZLineParam),
});
export type TDecline = z.infer<typeof ZDecline>;

export const ZPricingResult = z.union([ZPremiumBreakdown, ZDecline]);
export type TPricingResult = TPremiumBreakdown | TDecline;

// ---------------------------------------------------------------------------------------------------------
// Ranking ('Why this order')

export const RANKING_TERMS = ['price', 'cover', 'claims', 'fit'] as const;
export type RankingTerm = (typeof RANKING_TERMS)[number];

/** Integer weights summing to 100. */
export const ZRankingWeights = z
  .strictObject({
    price: z.number().int().min(0).max(100),
    cover: z.number().int().min(0).max(100),
    claims: z.number().int().min(0).max(100),
    fit: z.number().int().min(0).max(100),
  })
  .refine((w) => w.price + w.cover + w.claims + w.fit === 100, 'weights must sum to 100');
export type TRankingWeights = z.infer<typeof ZRankingWeights>;

export const ZFitCheck = z.strictObject({
  key: ZMessageKey,
  met: z.boolean(),
  params: z.record(z.string().max(32), ZLineParam).default({}),
});
export type TFitCheck = z.infer<typeof ZFitCheck>;

export const ZRankingTermResult = z.strictObject({
  term: z.enum(RANKING_TERMS),
  labelKey: ZMessageKey,
  weight: z.number().int().min(0).max(100),
  /** 0..1000 */
  points: z.number().int().min(0).max(1000),
  /** weight × points (0..100000 summed over the terms). */
  contribution: z.number().int().min(0).max(100_000),
  params: z.record(z.string().max(32), ZLineParam),
});
export type TRankingTermResult = z.infer<typeof ZRankingTermResult>;

export const ZRankedQuote = z.strictObject({
  planId: ZId,
  providerId: ZId,
  /** Rank: 1 = shown first (docs/product/quotes.md 'sorted by priority ascending'). */
  priority: z.number().int().min(1),
  /** The one paid placement: shown first and labelled; its score does not move it. */
  sponsored: z.boolean(),
  score: z.number().int().min(0).max(100_000),
  terms: z.array(ZRankingTermResult),
  fit: z.array(ZFitCheck),
});
export type TRankedQuote = z.infer<typeof ZRankedQuote>;

// ---------------------------------------------------------------------------------------------------------
// docs/product/quotes.md 'Quote' (an item of the quotes response, text already in the request's language)

const ZText = z.string().max(300);

export const ZQuote = z.strictObject({
  planId: ZId,
  providerId: ZId,
  imgUrl: z.string().max(300).optional(),
  providerLogo: z.string().max(300).optional(),
  label: ZText.optional(),
  providerName: ZText.optional(),
  mobLabel: ZText.optional(),
  planName: ZText,
  insurerName: ZText.optional(),
  priority: z.number().int().min(1),
  /** SIMILAR marks plans similar to the criteria. */
  quoteType: z.string().max(32).optional(),
  planClaimSettlementRatio: z.number().min(0).max(100).optional(),
  basicPremium: z.strictObject({ unit: z.literal('AED'), value: z.number().min(0) }).optional(),
  premium: z.number().min(0).optional(),
  paymentFrequency: z.strictObject({ unit: z.string().max(32) }).optional(),
  showPriceOnRequest: z.union([z.literal(0), z.literal(1)]),
  features: z.array(
    z.strictObject({
      key: ZCode,
      value: ZText.nullable(),
      title: ZText,
      checked: z.boolean(),
      strike: z.boolean(),
      id: ZId,
    }),
  ),
  limits: z.array(z.strictObject({ name: ZText, value: ZText })),
  maturityValue: z
    .strictObject({ value: z.number().min(0), last10yearGrowthRate: z.number().min(-100).max(1000) })
    .optional(),
  offerText: ZText.optional(),
  offers: z.array(z.strictObject({ description: ZText })),
  coverInfo: z.array(z.strictObject({ row1: ZText, row2: ZText })),
  button: z.strictObject({ label: ZText }).optional(),
  badgeColourCode: z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/)
    .optional(),
  isHidden: z.boolean(),
  startingFrom: z.number().min(0).nullable().optional(),
  // Beyond the spec (decision 0013): the paid placement label, the ranking terms and the priced breakdown.
  sponsored: z.boolean().optional(),
  ranking: ZRankedQuote.optional(),
  breakdown: ZPremiumBreakdown.optional(),
});
