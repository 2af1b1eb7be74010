import { z } from 'zod';
import { PRODUCT } from '../../domain/products';
import {
  TRAVELLER_KINDS,
  TRAVEL_CATEGORIES,
  TRAVEL_REGIONS,
  TRAVEL_TIERS,
  TRIP_TYPES,
  ZAedAmount,
  ZAmountBands,
  ZFactorBands,
  ZFactorBp,
  ZPlanCommon,
  ZRateTableCommon,
  ZUnderwritingRule,
} from '../../contracts/quotes-base';

/** Travel insurance's quote contract beside its engine: the plan, the rate table and the engine's input (decision 0012). */

export const ZTravelPlan = ZPlanCommon.extend({
  productId: z.literal(PRODUCT.TRAVEL_INSURANCE),
  travel: z.strictObject({
    /** Meets the Schengen visa requirement (at least EUR 30,000 medical and repatriation cover). */
    schengenCompliant: z.boolean(),
    tier: z.enum(TRAVEL_TIERS),
    medicalLimitAed: z.number().int().min(10_000).max(100_000_000),
    regions: z.array(z.enum(TRAVEL_REGIONS)).min(1).max(TRAVEL_REGIONS.length),
    tripTypes: z.array(z.enum(TRIP_TYPES)).min(1).max(TRIP_TYPES.length),
  }),
});
export type TTravelPlan = z.infer<typeof ZTravelPlan>;

export const TRAVEL_FACTS = [
  'region',
  'tripType',
  'days',
  'category',
  'travellerCount',
  'tier',
  'travellerAge',
] as const;
export type TravelFact = (typeof TRAVEL_FACTS)[number];

export const ZTravelRateTable = ZRateTableCommon.extend({
  productId: z.literal(PRODUCT.TRAVEL_INSURANCE),
  /** Single trip: premium per adult traveller by trip length in days (1..366), for Schengen. */
  singleTripDays: ZAmountBands,
  /** Annual multi-trip premium per adult traveller, for Schengen. */
  annualTripAed: ZAedAmount,
  /** Region relative to Schengen, applied to the per-traveller base. */
  region: z.record(z.enum(TRAVEL_REGIONS), ZFactorBp),
  /** By the traveller's age on the day of departure (children cheaper, seniors loaded). */
  travellerAge: ZFactorBands,
  tier: z.record(z.enum(TRAVEL_TIERS), ZFactorBp),
  /** Family package discount (factor on the whole trip). */
  familyFactorBp: ZFactorBp,
  /** Group discount by the number of travellers. */
  groupSize: ZFactorBands,
  rules: z.array(ZUnderwritingRule(TRAVEL_FACTS)).max(30),
});
export type TTravelRateTable = z.infer<typeof ZTravelRateTable>;

export const ZTraveller = z.strictObject({
  kind: z.enum(TRAVELLER_KINDS),
  /** Age on the day of departure. */
  age: z.number().int().min(0).max(120),
});
export const ZTravelInput = z.strictObject({
  tripType: z.enum(TRIP_TYPES),
  region: z.enum(TRAVEL_REGIONS),
  /** Trip length in days, both travel dates included (1..366). */
  days: z.number().int().min(1).max(366),
  category: z.enum(TRAVEL_CATEGORIES),
  travellers: z.array(ZTraveller).min(1).max(12),
});
export type TTravelInput = z.infer<typeof ZTravelInput>;
