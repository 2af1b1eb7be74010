import { z } from 'zod';
import { PRODUCT } from '../../domain/products';
import {
  CONTRIBUTION_FREQUENCIES,
  INVESTMENT_GOALS,
  ZAedAmount,
  ZFactorBands,
  ZLocalizedText,
  ZPlanCommon,
  ZRateBp,
  ZRateTableCommon,
  ZUnderwritingRule,
  uniqueIds,
} from '../../contracts/quotes-base';

/** Investment insurance's quote contract beside its engine: the plan, the rate table and the engine's input (decision 0012). */

/** A yearly growth rate in percent with at most two decimals (7.25 = 7.25 % a year). */
const ZGrowthPercent = z
  .number()
  .min(-20)
  .max(30)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most two decimals');

export const ZInvestmentPlan = ZPlanCommon.extend({
  productId: z.literal(PRODUCT.INVESTMENT),
  investment: z.strictObject({
    fundName: ZLocalizedText,
    /**
     * The fund's average yearly growth over the last ten years (docs/product/quotes.md maturityValue.last10yearGrowthRate),
     * shown to the visitor; the maturity illustration assumes it, and says it is not guaranteed.
     */
    last10yearGrowthRate: ZGrowthPercent,
    /** Goals the plan is designed for (a ranking fit check). */
    goals: z.array(z.enum(INVESTMENT_GOALS)).min(1).max(INVESTMENT_GOALS.length).refine(uniqueIds, 'unique'),
  }),
});
export type TInvestmentPlan = z.infer<typeof ZInvestmentPlan>;

export const INVESTMENT_FACTS = ['annualContributionAed', 'termYears', 'goal', 'frequency'] as const;
export type InvestmentFact = (typeof INVESTMENT_FACTS)[number];

export const ZInvestmentRateTable = ZRateTableCommon.extend({
  productId: z.literal(PRODUCT.INVESTMENT),
  /**
   * Share of each year's contributions invested, by policy year (bp: 8500 = 85 % invested, a 15 % allocation
   * charge). At most 100 %.
   */
  allocation: ZFactorBands.refine((b) => b.every((x) => x.factorBp <= 10_000), 'at most 100 % invested'),
  /** Yearly fund management charge on the fund value (150 = 1.5 %). */
  annualManagementChargeBp: ZRateBp,
  /** Policy fee per month, taken from the fund. */
  policyFeeMonthlyAed: ZAedAmount,
  rules: z.array(ZUnderwritingRule(INVESTMENT_FACTS)).max(30),
});
export type TInvestmentRateTable = z.infer<typeof ZInvestmentRateTable>;

export const ZInvestmentInput = z.strictObject({
  /** Paid every month or once a year, as `frequency` says. */
  contributionAed: z.number().int().min(1).max(10_000_000),
  frequency: z.enum(CONTRIBUTION_FREQUENCIES),
  termYears: z.number().int().min(1).max(50),
  goal: z.enum(INVESTMENT_GOALS).nullable(),
});
export type TInvestmentInput = z.infer<typeof ZInvestmentInput>;
