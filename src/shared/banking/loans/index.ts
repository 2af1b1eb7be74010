/**
 * Loan figures and eligibility (decision 0015): EMI and schedules, flat-to-reducing conversion, APR by IRR, UAE
 * eligibility rules and the per-product offer; reverting home loans (decision 0046). Pure and dependency-free: used by the quotes API and the browser's
 * EMI calculator alike.
 */
export {
  MONTHS_PER_YEAR,
  emiFils,
  flatToReducingRateBp,
  reducingSchedule,
  yearlySummary,
  type YearSummary,
} from './amortisation';
export { aprOf } from './apr';
export {
  UAE_HOME_LTV_TABLE,
  UAE_LOAN_RULES,
  checkEligibility,
  homeLtvCapBp,
  type EligibilityReason,
  type HomeLtvTable,
  type LoanProductType,
} from './eligibility';

export { loanOffer, type EligibleLoanOffer, type LoanApplicant, type LoanProduct } from './offer';
