import type { LoanApplicant, LoanProduct } from './offer';

/** Sample rows for the offer tests (and, later, the seed): amounts in fils, rates in basis points. */

export const PERSONAL_REDUCING: LoanProduct = {
  productId: 'personal-st-reducing',
  bankId: 'bank-a',
  productType: 'personal',
  rateType: 'reducing',
  rateBp: 600,
  salaryTransfer: true,
  processingFeeBp: 100,
  processingFeeMinFils: 50_000,
  processingFeeMaxFils: 250_000,
  fixedFees: [],
  minMonthlySalaryFils: 500_000,
  maxTenureMonths: 48,
};

export const PERSONAL_FLAT: LoanProduct = {
  ...PERSONAL_REDUCING,
  productId: 'personal-flat',
  rateType: 'flat',
  rateBp: 300,
  salaryTransfer: false,
  processingFeeBp: 0,
  processingFeeMinFils: 0,
  processingFeeMaxFils: null,
};

export const CAR_LOAN: LoanProduct = {
  productId: 'car-used-70',
  bankId: 'bank-b',
  productType: 'car',
  rateType: 'flat',
  rateBp: 249,
  salaryTransfer: true,
  processingFeeBp: 100,
  processingFeeMinFils: 50_000,
  processingFeeMaxFils: 250_000,
  fixedFees: [{ code: 'registration', amountFils: 30_000 }],
  minMonthlySalaryFils: 500_000,
  maxTenureMonths: 60,
  carMaxLtvBp: { new: 8_000, used: 7_000 },
};

export const HOME_LOAN: LoanProduct = {
  productId: 'home-fixed',
  bankId: 'bank-c',
  productType: 'home',
  rateType: 'reducing',
  rateBp: 450,
  salaryTransfer: true,
  processingFeeBp: 100,
  processingFeeMinFils: 0,
  processingFeeMaxFils: 2_000_000,
  fixedFees: [{ code: 'valuation', amountFils: 300_000 }],
  minMonthlySalaryFils: 1_500_000,
  maxTenureMonths: 300,
};

/** An AED 100,000 personal loan over 12 months; 35, expatriate, salary AED 20,000, no other debts. */
export const APPLICANT: LoanApplicant = {
  amountFils: 10_000_000,
  months: 12,
  monthlySalaryFils: 2_000_000,
  existingMonthlyRepaymentsFils: 0,
  dateOfBirth: { year: 1990, month: 3, day: 1 },
  uaeNational: false,
  today: { year: 2025, month: 6, day: 15 },
};
