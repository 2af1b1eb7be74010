import { z } from 'zod';
import { PRODUCT } from '../../domain/products';
import {
  EMIRATES,
  GENDERS,
  HEALTH_RELATIONS,
  MANDATORY_COVERS,
  NETWORK_TIERS,
  ZAedAmount,
  ZFactorBp,
  ZLocalizedText,
  ZPlanCommon,
  ZRateBp,
  ZRateTableCommon,
  ZUnderwritingRule,
  contiguous,
} from '../../contracts/quotes-base';

/** Health insurance's quote contract beside its engine: the plan, the rate table and the engine's input (decision 0012). */

export const ZHealthPlan = ZPlanCommon.extend({
  productId: z.literal(PRODUCT.HEALTH_INSURANCE),
  health: z.strictObject({
    mandatoryCover: z.enum(MANDATORY_COVERS).nullable(),
    networkTier: z.enum(NETWORK_TIERS),
    annualLimitAed: z.number().int().min(50_000).max(100_000_000),
    copayPercent: z.number().int().min(0).max(50),
    maternity: z.boolean(),
    /** Plan Summary card (docs/product/quotes.md): 'Upto AED' pharmacy limit and the TPA. */
    pharmacyLimitAed: z.number().int().min(0).max(10_000_000),
    tpaName: ZLocalizedText,
  }),
}).superRefine((p, ctx) => {
  // The card and the Plan Summary read the TPA from a feature keyed `tpa`: at most one, saying `tpaName`.
  const tpa = p.features.filter((f) => f.key === 'tpa');
  if (tpa.length > 1)
    ctx.addIssue({ code: 'custom', path: ['features'], message: 'one tpa feature at most' });
  const value = tpa[0]?.value;
  if (tpa[0] && (value?.en !== p.health.tpaName.en || value.ar !== p.health.tpaName.ar)) {
    ctx.addIssue({ code: 'custom', path: ['features'], message: 'the tpa feature must say health.tpaName' });
  }
});
export type THealthPlan = z.infer<typeof ZHealthPlan>;

/** Member bases by age need not increase from band to band (a young child can cost more than a young adult). */
function ZAmountBandsUnordered() {
  return z
    .array(
      z.strictObject({
        from: z.number().int().min(0),
        to: z.number().int().min(0).nullable(),
        amountAed: ZAedAmount,
      }),
    )
    .min(1)
    .max(40)
    .superRefine(contiguous);
}

/** Facts a health rule may test; member facts are tested once per member. */
export const HEALTH_FACTS = [
  'emirate',
  'mandatoryCover',
  'networkTier',
  'annualLimitAed',
  'memberCount',
  'memberAge',
  'memberRelation',
  'memberGender',
] as const;
export type HealthFact = (typeof HEALTH_FACTS)[number];

export const ZHealthRateTable = ZRateTableCommon.extend({
  productId: z.literal(PRODUCT.HEALTH_INSURANCE),
  /** Annual premium of one member by age band, for the reference plan (AED 1,000,000, general network, 10 %). */
  memberBase: ZAmountBandsUnordered(),
  /** Maternity loading on an eligible member's base (female self or spouse within the ages). */
  maternity: z.strictObject({
    loadingBp: ZRateBp,
    minAge: z.number().int().min(0).max(120),
    maxAge: z.number().int().min(0).max(120),
    relations: z.array(z.enum(HEALTH_RELATIONS)).min(1),
  }),
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
  rules: z.array(ZUnderwritingRule(HEALTH_FACTS)).max(30),
});
export type THealthRateTable = z.infer<typeof ZHealthRateTable>;

export const ZHealthMember = z.strictObject({
  relation: z.enum(HEALTH_RELATIONS),
  age: z.number().int().min(0).max(120),
  gender: z.enum(GENDERS),
});
export const ZHealthInput = z.strictObject({
  emirate: z.enum(EMIRATES),
  members: z.array(ZHealthMember).min(1).max(12),
  /** The journey's salary band id (not a rating factor; kept for the Essential Benefits Plan note). */
  salaryBand: z.string().max(32).nullable(),
});
export type THealthInput = z.infer<typeof ZHealthInput>;
