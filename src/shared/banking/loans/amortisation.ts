import { BP_ONE, mulDivHalfUp } from '../../quotes/money';
import { assertSafeInteger, bisectIncreasing, powInt, roundHalfUp } from './numeric';

/**
 * Loan instalments and schedules (decision 0015 'Amortisation'). Money is integer fils, rates integer basis points
 * per year (699 = 6.99 % p.a.), tenures whole months. Every line is rounded once, half-up to the fils; the last
 * instalment takes what rounding left over, so the principal parts add up to the principal exactly and the
 * balance ends at 0.
 */

export const MONTHS_PER_YEAR = 12;
/** Basis points per year → a monthly fraction: r = rateBp / 120000. */
export const BP_YEAR_TO_MONTH = BP_ONE * MONTHS_PER_YEAR;
/** 50 years: beyond any product here, and it bounds the exact (BigInt) EMI arithmetic. */
export const MAX_TENURE_MONTHS = 600;
/** 100 % a year: far above any loan offered, a guard against data errors. */
export const MAX_ANNUAL_RATE_BP = 10_000;

export type RateType = 'flat' | 'reducing';

export interface ScheduleLine {
  /** 1 for the first instalment. */
  readonly month: number;
  readonly instalmentFils: number;
  readonly interestFils: number;
  readonly principalFils: number;
  /** Outstanding principal after this instalment. */
  readonly balanceFils: number;
}

export interface Schedule {
  readonly rateType: RateType;
  readonly principalFils: number;
  readonly annualRateBp: number;
  readonly months: number;
  /** The regular monthly instalment (every month but, possibly, the last). */
  readonly instalmentFils: number;
  readonly lastInstalmentFils: number;
  readonly lines: readonly ScheduleLine[];
  /** Σ interest lines. */
  readonly totalInterestFils: number;
  /** Σ instalments = principal + total interest. */
  readonly totalRepaidFils: number;
}

export interface YearSummary {
  /** 1 for months 1–12; the last year may be shorter. */
  readonly year: number;
  readonly principalPaidFils: number;
  readonly interestPaidFils: number;
  /** Outstanding principal at the end of the year. */
  readonly balanceFils: number;
}

function assertLoanTerms(principalFils: number, annualRateBp: number, months: number): void {
  assertSafeInteger(principalFils, 'principalFils', 1);
  assertSafeInteger(annualRateBp, 'annualRateBp', 0);
  if (annualRateBp > MAX_ANNUAL_RATE_BP) throw new RangeError(`annualRateBp above ${MAX_ANNUAL_RATE_BP}`);
  assertSafeInteger(months, 'months', 1);
  if (months > MAX_TENURE_MONTHS) throw new RangeError(`months above ${MAX_TENURE_MONTHS}`);
}

/**
 * Monthly instalment on a reducing balance: EMI = P·r·(1+r)^n / ((1+r)^n − 1) with r = rateBp / 120000, rounded
 * half-up to the fils. Exact: with A = 120000 + rateBp and B = 120000, EMI = P·rateBp·A^n / (B·(A^n − B^n)),
 * computed in BigInt. A zero rate gives P / n.
 */
export function emiFils(principalFils: number, annualRateBp: number, months: number): number {
  assertLoanTerms(principalFils, annualRateBp, months);
  if (annualRateBp === 0) return mulDivHalfUp(principalFils, 1, months);
  const b = BigInt(BP_YEAR_TO_MONTH);
  const a = b + BigInt(annualRateBp);
  const n = BigInt(months);
  const an = a ** n;
  const num = BigInt(principalFils) * BigInt(annualRateBp) * an;
  const den = b * (an - b ** n);
  return Number((2n * num + den) / (2n * den)); // floor(num/den + 1/2): half-up
}

/**
 * Builds the lines: interest for the month from `interestOf`, the rest of the instalment repays principal (never
 * below 0 nor above the balance, which only binds for loans of a few fils); the last line repays the whole
 * remaining balance.
 */
function buildSchedule(
  rateType: RateType,
  principalFils: number,
  annualRateBp: number,
  months: number,
  instalmentFils: number,
  interestOf: (month: number, balanceFils: number) => number,
): Schedule {
  const lines: ScheduleLine[] = [];
  let balance = principalFils;
  let totalInterest = 0;
  let totalRepaid = 0;
  for (let month = 1; month <= months; month++) {
    const interest = interestOf(month, balance);
    const principal = month === months ? balance : Math.min(Math.max(instalmentFils - interest, 0), balance);
    balance -= principal;
    const instalment = interest + principal;
    totalInterest += interest;
    totalRepaid += instalment;
    lines.push({
      month,
      instalmentFils: instalment,
      interestFils: interest,
      principalFils: principal,
      balanceFils: balance,
    });
  }
  const last = lines[lines.length - 1];
  return {
    rateType,
    principalFils,
    annualRateBp,
    months,
    instalmentFils,
    lastInstalmentFils: last ? last.instalmentFils : 0,
    lines,
    totalInterestFils: totalInterest,
    totalRepaidFils: totalRepaid,
  };
}

/** Reducing-balance schedule: each month's interest is round(balance × rateBp / 120000), half-up. */
export function reducingSchedule(principalFils: number, annualRateBp: number, months: number): Schedule {
  const emi = emiFils(principalFils, annualRateBp, months);
  return buildSchedule('reducing', principalFils, annualRateBp, months, emi, (_month, balance) =>
    mulDivHalfUp(balance, annualRateBp, BP_YEAR_TO_MONTH),
  );
}

/** Flat-rate interest over the whole loan: P × flatRate × years = P × flatBp × n / 120000, rounded half-up. */
export function flatTotalInterestFils(principalFils: number, flatRateBp: number, months: number): number {
  assertLoanTerms(principalFils, flatRateBp, months);
  return mulDivHalfUp(principalFils, flatRateBp * months, BP_YEAR_TO_MONTH);
}

/** Flat-rate instalment: (P + P × flatRate × years) / n = P × (120000 + flatBp × n) / (120000 × n), half-up. */
export function flatInstalmentFils(principalFils: number, flatRateBp: number, months: number): number {
  assertLoanTerms(principalFils, flatRateBp, months);
  return mulDivHalfUp(principalFils, BP_YEAR_TO_MONTH + flatRateBp * months, BP_YEAR_TO_MONTH * months);
}

/**
 * Flat-rate schedule: the flat instalment every month; the contract's interest (P × flat × years) spread evenly,
 * month k carrying round(I·k/n) − round(I·(k−1)/n); the rest repays principal. The last instalment settles the
 * remaining balance and interest, so it may differ from the others by a few fils.
 */
export function flatSchedule(principalFils: number, flatRateBp: number, months: number): Schedule {
  const instalment = flatInstalmentFils(principalFils, flatRateBp, months);
  const totalInterest = flatTotalInterestFils(principalFils, flatRateBp, months);
  const interestTo = (month: number) => mulDivHalfUp(totalInterest, month, months);
  return buildSchedule(
    'flat',
    principalFils,
    flatRateBp,
    months,
    instalment,
    (month) => interestTo(month) - interestTo(month - 1),
  );
}

export function scheduleOf(
  rateType: RateType,
  principalFils: number,
  annualRateBp: number,
  months: number,
): Schedule {
  return rateType === 'flat'
    ? flatSchedule(principalFils, annualRateBp, months)
    : reducingSchedule(principalFils, annualRateBp, months);
}

/** The reducing-balance payment per unit of principal: r / (1 − (1+r)^−n), and 1/n at r = 0. */
function annuityFactor(monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return 1 / months;
  const growth = powInt(1 + monthlyRate, months);
  return (monthlyRate * growth) / (growth - 1);
}

/** Width of the bracket at which the flat-to-reducing solver stops (a monthly rate; ≈ 1e-8 bp a year). */
export const FLAT_TO_REDUCING_TOLERANCE = 1e-13;

/**
 * The monthly reducing rate whose EMI equals the flat-rate instalment: solves r / (1 − (1+r)^−n) = (1 + f·n/12) / n
 * for r by bisection on [0, target] (the factor is increasing and exceeds r, so the bracket holds the root). It
 * does not depend on the principal.
 */
export function flatToReducingMonthlyRate(flatRateBp: number, months: number): number {
  assertLoanTerms(1, flatRateBp, months);
  if (flatRateBp === 0) return 0;
  const target = (1 + (flatRateBp * months) / BP_YEAR_TO_MONTH) / months;
  return bisectIncreasing((r) => annuityFactor(r, months) - target, 0, target, FLAT_TO_REDUCING_TOLERANCE);
}

/** The equivalent reducing rate of a flat rate, in basis points a year (half-up; within 0.005 % p.a.). */
export function flatToReducingRateBp(flatRateBp: number, months: number): number {
  return roundHalfUp(flatToReducingMonthlyRate(flatRateBp, months) * BP_YEAR_TO_MONTH);
}

/** Per year of the loan: principal and interest paid, and the balance at the year's end (for a chart). */
export function yearlySummary(schedule: Schedule): YearSummary[] {
  const years: YearSummary[] = [];
  for (let start = 0; start < schedule.lines.length; start += MONTHS_PER_YEAR) {
    const slice = schedule.lines.slice(start, start + MONTHS_PER_YEAR);
    const last = slice[slice.length - 1];
    if (!last) break;
    years.push({
      year: start / MONTHS_PER_YEAR + 1,
      principalPaidFils: slice.reduce((sum, l) => sum + l.principalFils, 0),
      interestPaidFils: slice.reduce((sum, l) => sum + l.interestFils, 0),
      balanceFils: last.balanceFils,
    });
  }
  return years;
}
