/**
 * Loan figures and eligibility (decision 0015): EMI and schedules, flat-to-reducing conversion, APR by IRR, UAE
 * eligibility rules and the per-product offer; reverting home loans (decision 0046). Pure and dependency-free: used by the quotes API and the browser's
 * EMI calculator alike.
 */
export {
  BP_YEAR_TO_MONTH,
  FLAT_TO_REDUCING_TOLERANCE,
  MAX_ANNUAL_RATE_BP,
  MAX_TENURE_MONTHS,
  MONTHS_PER_YEAR,
  emiFils,
  flatInstalmentFils,
  flatSchedule,
  flatToReducingMonthlyRate,
  flatToReducingRateBp,
  flatTotalInterestFils,
  reducingSchedule,
  scheduleOf,
  yearlySummary,
  type RateType,
  type Schedule,
  type ScheduleLine,
  type YearSummary,
} from './amortisation';
export {
  IRR_TOLERANCE,
  aprFromMonthlyRate,
  aprOf,
  monthlyIrr,
  processingFeeFils,
  upfrontFees,
  type Apr,
  type FeeTerms,
  type FixedFee,
  type UpfrontFees,
} from './apr';
export {
  LOAN_PRODUCT_TYPES,
  UAE_HOME_LTV_TABLE,
  UAE_LOAN_RULES,
  checkAgeAtMaturity,
  checkCarLtv,
  checkDbr,
  checkEligibility,
  checkHomeLtv,
  checkMinSalary,
  checkSalaryMultiple,
  checkTenure,
  homeLtvCapBp,
  maturityDate,
  maxMonthsBeforeAge,
  type CarCondition,
  type EligibilityFacts,
  type EligibilityReason,
  type EligibilityReasonCode,
  type EligibilityRules,
  type HomeLtvTable,
  type LoanProductType,
  type LtvBand,
  type PropertyOrder,
  type Residency,
  type UaeLoanRules,
} from './eligibility';
export { revertingSchedule, type RevertingSchedule } from './reverting';
export {
  eligibilityRulesFor,
  loanOffer,
  type EligibleLoanOffer,
  type LoanApplicant,
  type LoanOffer,
  type LoanProduct,
  type RefusedLoanOffer,
} from './offer';
