import { z } from 'zod';
import { PRODUCT } from '../../domain/products';
import {
  BIKE_ENGINE_BANDS,
  BIKE_USES,
  CAR_COVER_TYPES,
  EMIRATES,
  ZAedAmount,
  ZFactorBands,
  ZFactorBp,
  ZPlanCommon,
  ZRateBp,
  ZRateTableCommon,
  ZUnderwritingRule,
} from '../../contracts/quotes-base';

/** Bike insurance's quote contract beside its engine: the plan, the rate table and the engine's input (decision 0012). */

export const ZBikePlan = ZPlanCommon.extend({
  productId: z.literal(PRODUCT.BIKE_INSURANCE),
  bike: z.strictObject({
    coverType: z.enum(CAR_COVER_TYPES),
    roadsideAssistance: z.boolean(),
    /** Personal accident cover for the rider (0: none). */
    riderAccidentCoverAed: z.number().int().min(0).max(1_000_000),
  }),
});
export type TBikePlan = z.infer<typeof ZBikePlan>;

export const BIKE_FACTS = [
  'bikeValueAed',
  'bikeAgeYears',
  'engineBand',
  'riderAge',
  'emirate',
  'use',
  'coverType',
] as const;
export type BikeFact = (typeof BIKE_FACTS)[number];

export const ZBikeRateTable = ZRateTableCommon.extend({
  productId: z.literal(PRODUCT.BIKE_INSURANCE),
  comprehensive: z.strictObject({
    /** Rate on the bike's value (450 = 4.5 %). */
    rateBp: ZRateBp,
    minimumPremiumAed: ZAedAmount,
    bikeAge: ZFactorBands,
    engineBand: z.record(z.enum(BIKE_ENGINE_BANDS), ZFactorBp),
  }),
  thirdParty: z.strictObject({
    /** Third-party liability does not depend on the bike's value: a base by engine size. */
    baseByEngineBand: z.record(z.enum(BIKE_ENGINE_BANDS), ZAedAmount),
    minimumPremiumAed: ZAedAmount,
  }),
  riderAge: ZFactorBands,
  emirate: z.record(z.enum(EMIRATES), ZFactorBp),
  use: z.record(z.enum(BIKE_USES), ZFactorBp),
  rules: z.array(ZUnderwritingRule(BIKE_FACTS)).max(30),
});
export type TBikeRateTable = z.infer<typeof ZBikeRateTable>;

export const ZBikeInput = z.strictObject({
  bikeValueAed: z.number().int().min(1_000).max(2_000_000),
  bikeAgeYears: z.number().int().min(0).max(60),
  engineBand: z.enum(BIKE_ENGINE_BANDS),
  riderAge: z.number().int().min(16).max(100),
  emirate: z.enum(EMIRATES),
  use: z.enum(BIKE_USES),
  /** Preference (filter and ranking): each plan is priced for its own cover type. */
  coverType: z.enum(CAR_COVER_TYPES),
});
export type TBikeInput = z.infer<typeof ZBikeInput>;
