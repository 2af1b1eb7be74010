import { z } from 'zod';
import { PRODUCT } from '../../domain/products';
import {
  EMIRATES,
  MANDATORY_COVERS,
  NETWORK_TIERS,
  ZAedAmount,
  ZAmountBands,
  ZFactorBp,
  ZPlanCommon,
  ZRateTableCommon,
  ZUnderwritingRule,
} from '../../contracts/quotes-base';
import { ZSlices } from '../life-contract';

/** Group health insurance's quote contract beside its engine: the plan, the rate table and the engine's input (decision 0012). */

export const ZGroupHealthPlan = ZPlanCommon.extend({
  productId: z.literal(PRODUCT.GROUP_HEALTH),
  groupHealth: z.strictObject({
    mandatoryCover: z.enum(MANDATORY_COVERS).nullable(),
    networkTier: z.enum(NETWORK_TIERS),
    annualLimitAed: z.number().int().min(50_000).max(100_000_000),
    copayPercent: z.number().int().min(0).max(50),
  }),
});
export type TGroupHealthPlan = z.infer<typeof ZGroupHealthPlan>;

export const GROUP_HEALTH_FACTS = [
  'employeeCount',
  'averageAge',
  'emirate',
  'mandatoryCover',
  'networkTier',
  'annualLimitAed',
] as const;
export type GroupHealthFact = (typeof GROUP_HEALTH_FACTS)[number];

export const ZGroupHealthRateTable = ZRateTableCommon.extend({
  productId: z.literal(PRODUCT.GROUP_HEALTH),
  /**
   * Yearly premium per employee by the group's average age, for the reference plan (AED 1,000,000, general
   * network, 10 % co-pay). Never decreasing.
   */
  perEmployee: ZAmountBands,
  /** Group size discount as marginal slices of the headcount: more staff never lowers the total. */
  groupSize: ZSlices,
  /** First band whose `uptoAed` is at least the plan's annual limit; the last is open. */
  annualLimit: z
    .array(z.strictObject({ uptoAed: z.number().int().positive().nullable(), factorBp: ZFactorBp }))
    .min(1)
    .max(12)
    .refine(
      (t) =>
        t.every((x, i) => (i === t.length - 1 ? x.uptoAed === null : x.uptoAed !== null)) &&
        t.every((x, i) => i === 0 || (x.uptoAed ?? Infinity) > (t[i - 1]?.uptoAed ?? 0)),
      'limits ascend and only the last is open',
    ),
  networkTier: z.record(z.enum(NETWORK_TIERS), ZFactorBp),
  copay: z
    .array(z.strictObject({ percent: z.number().int().min(0).max(50), factorBp: ZFactorBp }))
    .min(1)
    .max(10),
  emirate: z.record(z.enum(EMIRATES), ZFactorBp),
  minimumPremiumAed: ZAedAmount,
  rules: z.array(ZUnderwritingRule(GROUP_HEALTH_FACTS)).max(30),
});
export type TGroupHealthRateTable = z.infer<typeof ZGroupHealthRateTable>;

export const ZGroupHealthInput = z.strictObject({
  employeeCount: z.number().int().min(1).max(100_000),
  /** Average age of the employees covered. */
  averageAge: z.number().int().min(16).max(80),
  emirate: z.enum(EMIRATES),
  /** Whether the employees have cover today (not a rating factor; the quotes page mentions renewal terms). */
  currentlyInsured: z.boolean().nullable(),
});
export type TGroupHealthInput = z.infer<typeof ZGroupHealthInput>;
