import { z } from 'zod';
import { PRODUCT } from '../../domain/products';
import {
  EMIRATES,
  HOME_OWNERSHIP,
  HOME_SECTIONS,
  PLAN_TIERS,
  PROPERTY_TYPES,
  ZAedAmount,
  ZFactorBp,
  ZPlanCommon,
  ZRateTableCommon,
  ZUnderwritingRule,
  uniqueIds,
} from '../../contracts/quotes-base';

/** Home insurance's quote contract beside its engine: the plan, the rate table and the engine's input (decision 0012). */

export const ZHomePlan = ZPlanCommon.extend({
  productId: z.literal(PRODUCT.HOME_INSURANCE),
  home: z.strictObject({
    /** What the plan can insure: a tenant's contents-only plan, or building and contents. */
    sections: z.array(z.enum(HOME_SECTIONS)).min(1).max(HOME_SECTIONS.length).refine(uniqueIds, 'unique'),
    tier: z.enum(PLAN_TIERS),
    /** Accidental damage cover (the table's loading). */
    accidentalDamage: z.boolean(),
    personalLiabilityAed: z.number().int().min(0).max(20_000_000),
  }),
});
export type THomePlan = z.infer<typeof ZHomePlan>;

export const HOME_FACTS = [
  'ownership',
  'propertyType',
  'emirate',
  'buildingValueAed',
  'contentsValueAed',
  'tier',
] as const;
export type HomeFact = (typeof HOME_FACTS)[number];

export const ZHomeRateTable = ZRateTableCommon.extend({
  productId: z.literal(PRODUCT.HOME_INSURANCE),
  /** Yearly premium per AED 1,000 of rebuilding cost, by property type. */
  buildingRatePerMille: z.record(z.enum(PROPERTY_TYPES), ZAedAmount),
  /** Yearly premium per AED 1,000 of contents. */
  contentsRatePerMille: ZAedAmount,
  /** Contents factor by property type (ground-level homes see more burglary and water damage). */
  contentsPropertyType: z.record(z.enum(PROPERTY_TYPES), ZFactorBp),
  emirate: z.record(z.enum(EMIRATES), ZFactorBp),
  tier: z.record(z.enum(PLAN_TIERS), ZFactorBp),
  accidentalDamageFactorBp: ZFactorBp,
  minimumPremiumAed: ZAedAmount,
  rules: z.array(ZUnderwritingRule(HOME_FACTS)).max(30),
});
export type THomeRateTable = z.infer<typeof ZHomeRateTable>;

export const ZHomeInput = z
  .strictObject({
    ownership: z.enum(HOME_OWNERSHIP),
    propertyType: z.enum(PROPERTY_TYPES),
    emirate: z.enum(EMIRATES),
    /** Rebuilding cost; 0 when the building is not to be insured (a tenant, or contents only). */
    buildingValueAed: z.number().int().min(0).max(100_000_000),
    /** 0 when the contents are not to be insured. */
    contentsValueAed: z.number().int().min(0).max(20_000_000),
  })
  .refine((h) => h.buildingValueAed + h.contentsValueAed > 0, 'insure the building, the contents or both');
export type THomeInput = z.infer<typeof ZHomeInput>;
