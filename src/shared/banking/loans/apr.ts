import { BP_ONE, percentOf } from '../../quotes/money';
import { BP_YEAR_TO_MONTH, MONTHS_PER_YEAR } from './amortisation';
import { assertSafeInteger, bisectIncreasing, powInt, roundHalfUp } from './numeric';

/**
 * Annual percentage rate from the cash flows (decision 0015 'APR'). The borrower receives the principal less the
 * upfront fees at month 0 and pays the instalments at months 1…n; the monthly internal rate of return i solves
 * −(P − fees) + Σ instalment_k / (1+i)^k = 0. The APR the UI shows is the nominal rate i × 12 (`aprBp`): the
 * figure UAE banks quote beside the reducing rate, so a fee-free loan's APR equals its rate. The effective rate
 * (1+i)^12 − 1 is reported too (`effectiveAprBp`), for comparisons that want compounding.
 */

/** The IRR solver stops when its bracket on the monthly rate is this narrow (≈ 1e-5 bp a year). */
export const IRR_TOLERANCE = 1e-10;

export interface FixedFee {
  /** A stable id for the UI's label (e.g. 'valuation', 'lifeInsurance'); never English text. */
  readonly code: string;
  readonly amountFils: number;
}

export interface FeeTerms {
  /** Processing fee as basis points of the amount (100 = 1 %). */
  readonly processingFeeBp: number;
  /** The processing fee is at least this (fils). */
  readonly processingFeeMinFils: number;
  /** …and at most this (fils); null for no cap. */
  readonly processingFeeMaxFils: number | null;
  /** Other fees paid upfront, in fils. */
  readonly fixedFees: readonly FixedFee[];
}

export interface UpfrontFees {
  readonly processingFeeFils: number;
  readonly fixedFeesFils: number;
  readonly totalFeesFils: number;
}

/** The processing fee: `processingFeeBp` of the amount (half-up to the fils), raised to the minimum, cut to the cap. */
export function processingFeeFils(amountFils: number, terms: Omit<FeeTerms, 'fixedFees'>): number {
  assertSafeInteger(amountFils, 'amountFils', 0);
  assertSafeInteger(terms.processingFeeBp, 'processingFeeBp', 0);
  assertSafeInteger(terms.processingFeeMinFils, 'processingFeeMinFils', 0);
  if (terms.processingFeeMaxFils !== null) {
    assertSafeInteger(terms.processingFeeMaxFils, 'processingFeeMaxFils', terms.processingFeeMinFils);
  }
  const fee = Math.max(percentOf(amountFils, terms.processingFeeBp), terms.processingFeeMinFils);
  return terms.processingFeeMaxFils === null ? fee : Math.min(fee, terms.processingFeeMaxFils);
}

export function upfrontFees(amountFils: number, terms: FeeTerms): UpfrontFees {
  const processing = processingFeeFils(amountFils, terms);
  let fixed = 0;
  for (const fee of terms.fixedFees) {
    assertSafeInteger(fee.amountFils, `fixed fee ${fee.code}`, 0);
    fixed += fee.amountFils;
  }
  assertSafeInteger(fixed, 'fixed fees');
  return { processingFeeFils: processing, fixedFeesFils: fixed, totalFeesFils: processing + fixed };
}

/** Present value of the payments at monthly rate i, less the amount advanced (Horner-like, basic operations). */
function netPresentValue(advancedFils: number, payments: readonly number[], monthlyRate: number): number {
  const v = 1 / (1 + monthlyRate);
  let discount = 1;
  let pv = 0;
  for (const p of payments) {
    discount *= v;
    pv += p * discount;
  }
  return pv - advancedFils;
}

/**
 * The monthly IRR of an advance at month 0 repaid by `payments` at months 1…n. NPV falls as the rate rises, so the
 * root is bracketed (doubling upwards from 1, or halving the distance to −1 downwards) and then bisected to
 * `IRR_TOLERANCE`. Deterministic: the same input gives the same bits on every engine.
 */
export function monthlyIrr(advancedFils: number, payments: readonly number[]): number {
  assertSafeInteger(advancedFils, 'advancedFils', 1);
  if (payments.length === 0) throw new RangeError('payments must not be empty');
  for (const p of payments) assertSafeInteger(p, 'payment', 0);
  if (!payments.some((p) => p > 0)) throw new RangeError('some payment must be positive');
  // The bisection wants an increasing function: −NPV.
  const f = (i: number) => -netPresentValue(advancedFils, payments, i);
  const atZero = f(0);
  if (atZero === 0) return 0;
  let lo: number;
  let hi: number;
  if (atZero < 0) {
    lo = 0;
    hi = 1;
    for (let k = 0; f(hi) < 0; k++) {
      if (k > 60) throw new RangeError('IRR above any bracket');
      lo = hi;
      hi *= 2;
    }
  } else {
    hi = 0;
    lo = -0.5;
    for (let k = 0; f(lo) > 0; k++) {
      if (k > 60) throw new RangeError('IRR below any bracket');
      hi = lo;
      lo = -1 + (1 + lo) / 2;
    }
  }
  return bisectIncreasing(f, lo, hi, IRR_TOLERANCE);
}

export interface Apr {
  /** The monthly IRR (a fraction, unrounded). */
  readonly monthlyRate: number;
  /** Nominal APR = i × 12, in basis points, half-up: the figure to show as "APR". */
  readonly aprBp: number;
  /** Effective annual rate = (1 + i)^12 − 1, in basis points, half-up. */
  readonly effectiveAprBp: number;
}

export function aprFromMonthlyRate(monthlyRate: number): Apr {
  return {
    monthlyRate,
    aprBp: roundHalfUp(monthlyRate * BP_YEAR_TO_MONTH),
    effectiveAprBp: roundHalfUp((powInt(1 + monthlyRate, MONTHS_PER_YEAR) - 1) * BP_ONE),
  };
}

/**
 * APR of a loan: the borrower receives `principalFils − upfrontFeesFils` and pays `instalments`. Throws when the
 * fees are not below the principal (nothing is advanced, so there is no rate).
 */
export function aprOf(args: {
  readonly principalFils: number;
  readonly upfrontFeesFils: number;
  readonly instalments: readonly number[];
}): Apr {
  assertSafeInteger(args.principalFils, 'principalFils', 1);
  assertSafeInteger(args.upfrontFeesFils, 'upfrontFeesFils', 0);
  const advanced = args.principalFils - args.upfrontFeesFils;
  if (advanced <= 0) throw new RangeError('upfront fees must be below the principal');
  return aprFromMonthlyRate(monthlyIrr(advanced, args.instalments));
}
