import type { CalendarDate } from '../../rules/dates';
import {
  flatToReducingRateBp,
  scheduleOf,
  yearlySummary,
  type RateType,
  type YearSummary,
} from './amortisation';
import { aprOf, upfrontFees, type FixedFee } from './apr';
import {
  checkEligibility,
  UAE_HOME_LTV_TABLE,
  UAE_LOAN_RULES,
  type CarCondition,
  type EligibilityReason,
  type EligibilityRules,
  type HomeLtvTable,
  type LoanProductType,
  type PropertyOrder,
} from './eligibility';
import { assertSafeInteger } from './numeric';
import { revertingSchedule } from './reverting';

/**
 * One loan offer: a product row and an applicant → the figures or every reason for a refusal (decision 0015
 * 'Offer'). Pure: today's date comes in with the applicant.
 */

export interface LoanProduct {
  readonly productId: string;
  readonly bankId: string;
  readonly productType: LoanProductType;
  readonly rateType: RateType;
  /** The advertised rate, basis points a year: flat or reducing as `rateType` says. */
  readonly rateBp: number;
  /** This row is the salary-transfer variant (rates often differ); echoed in the offer. */
  readonly salaryTransfer: boolean;
  readonly processingFeeBp: number;
  readonly processingFeeMinFils: number;
  readonly processingFeeMaxFils: number | null;
  readonly fixedFees: readonly FixedFee[];
  readonly minMonthlySalaryFils: number;
  /** The lender's own maximum; the regulatory one for the product type applies too (the lower wins). */
  readonly maxTenureMonths: number;
  /** Car loans: the lender's caps, which can only tighten the regulatory 80 %. */
  readonly carMaxLtvBp?: Readonly<Record<CarCondition, number>> | null;
  /**
   * Home loans: the lender's own table, applied with the CBUAE one (the tighter wins). International mortgages:
   * the lender's table for the foreign market, or the CBUAE one when the row has none.
   */
  readonly homeLtv?: HomeLtvTable | null;
  /**
   * A reducing loan whose `rateBp` is fixed for this many months (decision 0046); absent or null: one rate for
   * the whole term.
   */
  readonly fixedPeriodMonths?: number | null;
  /**
   * The rate after the fixed period, re-amortised over the months left (decision 0046). Null with a fixed period:
   * the row publishes none, so the figures keep `rateBp` for the whole term.
   */
  readonly followOnRateBp?: number | null;
}

export interface LoanApplicant {
  readonly amountFils: number;
  readonly months: number;
  readonly monthlySalaryFils: number;
  readonly existingMonthlyRepaymentsFils: number;
  readonly dateOfBirth: CalendarDate;
  readonly uaeNational: boolean;
  /** The calculation date (UAE calendar date; `todayAt(now)`). */
  readonly today: CalendarDate;
  readonly carValueFils?: number | null;
  readonly carCondition?: CarCondition;
  readonly propertyValueFils?: number | null;
  readonly propertyOrder?: PropertyOrder;
  readonly offPlan?: boolean;
}

export interface EligibleLoanOffer {
  readonly eligible: true;
  readonly productId: string;
  readonly bankId: string;
  readonly productType: LoanProductType;
  readonly rateType: RateType;
  readonly salaryTransfer: boolean;
  readonly amountFils: number;
  readonly months: number;
  /** The regular monthly instalment (in the fixed period, when there is one). */
  readonly instalmentFils: number;
  /** The last instalment, which settles the rounding. */
  readonly lastInstalmentFils: number;
  readonly totalInterestFils: number;
  readonly processingFeeFils: number;
  readonly fixedFeesFils: number;
  readonly totalFeesFils: number;
  /** Σ instalments = amount + total interest. */
  readonly totalRepaidFils: number;
  /** Total repaid + fees. */
  readonly totalCostFils: number;
  /** Nominal APR (monthly IRR × 12) including fees: the figure to show as "APR". */
  readonly aprBp: number;
  /** Effective annual rate (1 + i)^12 − 1, including fees. */
  readonly effectiveAprBp: number;
  /** The reducing rate: the product's own, or the flat rate's equivalent. */
  readonly reducingRateBp: number;
  /** The advertised flat rate; null for a reducing-rate product. */
  readonly flatRateBp: number | null;
  /** Months at the starting rate, at most the term; null for a loan without a fixed period (decision 0046). */
  readonly fixedPeriodMonths: number | null;
  /** The rate after the fixed period; null when there is none in the figures (none published, or no period left). */
  readonly followOnRateBp: number | null;
  /** The regular instalment after the fixed period, re-amortised at `followOnRateBp`; null with it. */
  readonly followOnInstalmentFils: number | null;
  readonly years: readonly YearSummary[];
}

export interface RefusedLoanOffer {
  readonly eligible: false;
  readonly productId: string;
  readonly bankId: string;
  readonly reasons: readonly EligibilityReason[];
}

export type LoanOffer = EligibleLoanOffer | RefusedLoanOffer;

/** The rule table for a product: the UAE defaults, tightened by the product row. */
export function eligibilityRulesFor(product: LoanProduct): EligibilityRules {
  const regulatoryCar = UAE_LOAN_RULES.carMaxLtvBp;
  const ownCar = product.carMaxLtvBp;
  let homeLtvTables: readonly HomeLtvTable[];
  if (product.productType === 'mortgage') homeLtvTables = [product.homeLtv ?? UAE_HOME_LTV_TABLE];
  else homeLtvTables = product.homeLtv ? [UAE_HOME_LTV_TABLE, product.homeLtv] : [UAE_HOME_LTV_TABLE];
  return {
    dbrLimitBp: UAE_LOAN_RULES.dbrLimitBp,
    personalLoanSalaryMultiple: UAE_LOAN_RULES.personalLoanSalaryMultiple,
    minMonthlySalaryFils: product.minMonthlySalaryFils,
    maxTenureMonths: Math.min(product.maxTenureMonths, UAE_LOAN_RULES.maxTenureMonths[product.productType]),
    maxAgeAtMaturity: UAE_LOAN_RULES.maxAgeAtMaturity,
    carMaxLtvBp: {
      new: Math.min(ownCar?.new ?? regulatoryCar.new, regulatoryCar.new),
      used: Math.min(ownCar?.used ?? regulatoryCar.used, regulatoryCar.used),
    },
    homeLtvTables,
  };
}

export function loanOffer(product: LoanProduct, applicant: LoanApplicant): LoanOffer {
  assertSafeInteger(product.rateBp, 'rateBp', 0);
  assertSafeInteger(product.maxTenureMonths, 'maxTenureMonths', 1);
  assertSafeInteger(product.minMonthlySalaryFils, 'minMonthlySalaryFils', 0);

  const fixed = product.fixedPeriodMonths ?? null;
  const followOn = product.followOnRateBp ?? null;
  if (fixed !== null) assertSafeInteger(fixed, 'fixedPeriodMonths', 1);
  if ((fixed !== null || followOn !== null) && product.rateType !== 'reducing')
    throw new RangeError('a fixed period and a follow-on rate need a reducing rate');
  if (followOn !== null && fixed === null) throw new RangeError('a follow-on rate needs a fixed period');
  const reverting =
    fixed !== null && followOn !== null
      ? revertingSchedule(applicant.amountFils, product.rateBp, fixed, followOn, applicant.months)
      : null;
  const schedule =
    reverting ?? scheduleOf(product.rateType, applicant.amountFils, product.rateBp, applicant.months);
  // Affordability over the whole loan: the debt burden counts the higher of the instalments before and after the
  // fixed period (decision 0046), so a loan that is affordable only until the rate reverts is refused.
  const dbrInstalment = Math.max(schedule.instalmentFils, reverting?.followOnInstalmentFils ?? 0);
  const fees = upfrontFees(applicant.amountFils, product);

  const reasons = checkEligibility(
    {
      productType: product.productType,
      amountFils: applicant.amountFils,
      months: applicant.months,
      instalmentFils: dbrInstalment,
      monthlySalaryFils: applicant.monthlySalaryFils,
      existingMonthlyRepaymentsFils: applicant.existingMonthlyRepaymentsFils,
      dateOfBirth: applicant.dateOfBirth,
      uaeNational: applicant.uaeNational,
      today: applicant.today,
      carValueFils: applicant.carValueFils ?? null,
      carCondition: applicant.carCondition ?? 'new',
      propertyValueFils: applicant.propertyValueFils ?? null,
      propertyOrder: applicant.propertyOrder ?? 'first',
      offPlan: applicant.offPlan ?? false,
    },
    eligibilityRulesFor(product),
  );
  // Fees that swallow the whole amount leave nothing advanced, hence no APR: a product-data edge, refused.
  if (fees.totalFeesFils >= applicant.amountFils) {
    reasons.push({
      code: 'FEES_NOT_BELOW_AMOUNT',
      params: { feesFils: fees.totalFeesFils, amountFils: applicant.amountFils },
    });
  }
  const ids = { productId: product.productId, bankId: product.bankId };
  if (reasons.length > 0) return { eligible: false, ...ids, reasons };

  const apr = aprOf({
    principalFils: applicant.amountFils,
    upfrontFeesFils: fees.totalFeesFils,
    instalments: schedule.lines.map((l) => l.instalmentFils),
  });
  const flat = product.rateType === 'flat';
  return {
    eligible: true,
    ...ids,
    productType: product.productType,
    rateType: product.rateType,
    salaryTransfer: product.salaryTransfer,
    amountFils: applicant.amountFils,
    months: applicant.months,
    instalmentFils: schedule.instalmentFils,
    lastInstalmentFils: schedule.lastInstalmentFils,
    totalInterestFils: schedule.totalInterestFils,
    processingFeeFils: fees.processingFeeFils,
    fixedFeesFils: fees.fixedFeesFils,
    totalFeesFils: fees.totalFeesFils,
    totalRepaidFils: schedule.totalRepaidFils,
    totalCostFils: schedule.totalRepaidFils + fees.totalFeesFils,
    aprBp: apr.aprBp,
    effectiveAprBp: apr.effectiveAprBp,
    reducingRateBp: flat ? flatToReducingRateBp(product.rateBp, applicant.months) : product.rateBp,
    flatRateBp: flat ? product.rateBp : null,
    fixedPeriodMonths: fixed === null ? null : Math.min(fixed, applicant.months),
    followOnRateBp: reverting?.followOnRateBp ?? null,
    followOnInstalmentFils: reverting?.followOnInstalmentFils ?? null,
    years: yearlySummary(schedule),
  };
}
