import { z } from 'zod';
import { PRODUCT } from '../../domain/products';
import {
  BODY_TYPES,
  CAR_ADD_ONS,
  CAR_COVER_TYPES,
  DRIVING_EXPERIENCE,
  EMIRATES,
  ZAedAmount,
  ZFactorBands,
  ZFactorBp,
  ZPlanCommon,
  ZRateBp,
  ZRateTableCommon,
  ZUnderwritingRule,
} from '../../contracts/quotes-base';

/** Car insurance's quote contract beside its engine: the plan, the rate table and the engine's input (decision 0012). */

/** A requested or included car add-on: included in the plan's price, or available at its rate-table price. */
export const ZAddOnAvailability = z.enum(['included', 'optional']);

export const ZCarPlan = ZPlanCommon.extend({
  productId: z.literal(PRODUCT.CAR_INSURANCE),
  car: z.strictObject({
    coverType: z.enum(CAR_COVER_TYPES),
    /** included: always agency repair; optional: when the visitor asks; notAvailable: garage repair only. */
    agencyRepair: z.enum(['included', 'optional', 'notAvailable']),
    /** Add-ons the plan offers (absent = not offered). */
    addOns: z.partialRecord(z.enum(CAR_ADD_ONS), ZAddOnAvailability),
  }),
});
export type TCarPlan = z.infer<typeof ZCarPlan>;

/** Facts a car underwriting rule may test. */
export const CAR_FACTS = [
  'vehicleValueAed',
  'vehicleAgeYears',
  'bodyType',
  'emirate',
  'driverAge',
  'uaeLicence',
  'noClaimYears',
  'coverType',
  'agencyRepair',
] as const;
export type CarFact = (typeof CAR_FACTS)[number];

export const ZAddOnPrice = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('flat'), amountAed: ZAedAmount }),
  /** Per passenger seat of the body type (personal accident cover for passengers). */
  z.strictObject({ kind: z.literal('perPassenger'), amountAed: ZAedAmount }),
]);

export const ZCarRateTable = ZRateTableCommon.extend({
  productId: z.literal(PRODUCT.CAR_INSURANCE),
  comprehensive: z.strictObject({
    /**
     * Marginal rates on the vehicle value, like tax brackets: the first `uptoAed` at `rateBp`, the next slice at
     * the next rate, … so a dearer car never costs less. The last tier is open (`uptoAed: null`).
     */
    valueTiers: z
      .array(z.strictObject({ uptoAed: z.number().int().positive().nullable(), rateBp: ZRateBp }))
      .min(1)
      .max(10)
      .refine(
        (t) =>
          t.every((x, i) => (i === t.length - 1 ? x.uptoAed === null : x.uptoAed !== null)) &&
          t.every((x, i) => i === 0 || (x.uptoAed ?? Infinity) > (t[i - 1]?.uptoAed ?? 0)),
        'tiers ascend and only the last is open',
      ),
    minimumPremiumAed: ZAedAmount,
    vehicleAge: ZFactorBands,
    bodyType: z.record(z.enum(BODY_TYPES), ZFactorBp),
    agencyRepairFactorBp: ZFactorBp,
    excess: z
      .strictObject({
        standardAed: z.number().int().min(0).max(100_000),
        options: z
          .array(z.strictObject({ amountAed: z.number().int().min(0).max(100_000), factorBp: ZFactorBp }))
          .min(1)
          .max(10)
          .refine((o) => o.every((x, i) => i === 0 || x.amountAed > (o[i - 1]?.amountAed ?? 0)), 'ascending'),
      })
      .refine(
        (e) => e.options.some((o) => o.amountAed === e.standardAed),
        'the standard excess must be an option',
      ),
  }),
  thirdParty: z.strictObject({
    /** Third-party liability does not depend on the car's value: a base by body type. */
    baseByBodyType: z.record(z.enum(BODY_TYPES), ZAedAmount),
    minimumPremiumAed: ZAedAmount,
  }),
  driverAge: ZFactorBands,
  uaeLicence: z.record(z.enum(DRIVING_EXPERIENCE), ZFactorBp),
  /** By consecutive claim-free years; the last band covers '5 years or more'. */
  noClaimYears: ZFactorBands,
  emirate: z.record(z.enum(EMIRATES), ZFactorBp),
  addOns: z.record(z.enum(CAR_ADD_ONS), ZAddOnPrice),
  passengerSeats: z.record(z.enum(BODY_TYPES), z.number().int().min(0).max(12)),
  rules: z.array(ZUnderwritingRule(CAR_FACTS)).max(30),
});
export type TCarRateTable = z.infer<typeof ZCarRateTable>;

export const ZCarInput = z.strictObject({
  vehicleValueAed: z.number().int().min(5_000).max(5_000_000),
  vehicleAgeYears: z.number().int().min(0).max(60),
  bodyType: z.enum(BODY_TYPES),
  emirate: z.enum(EMIRATES),
  driverAge: z.number().int().min(17).max(100),
  uaeLicence: z.enum(DRIVING_EXPERIENCE),
  /** Consecutive claim-free years; 5 means '5 years or more'. */
  noClaimYears: z.number().int().min(0).max(5),
  /** Preference (filter and ranking): each plan is priced for its own cover type. */
  coverType: z.enum(CAR_COVER_TYPES),
  agencyRepair: z.boolean(),
  /** Voluntary excess; null takes the rate table's standard excess. */
  excessAed: z.number().int().min(0).max(100_000).nullable(),
  addOns: z
    .array(z.enum(CAR_ADD_ONS))
    .max(CAR_ADD_ONS.length)
    .refine((a) => new Set(a).size === a.length, 'add-ons must be unique'),
});
export type TCarInput = z.infer<typeof ZCarInput>;
