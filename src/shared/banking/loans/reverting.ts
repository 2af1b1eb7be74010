import { mulDivHalfUp } from '../../quotes/money';
import {
  BP_YEAR_TO_MONTH,
  MAX_ANNUAL_RATE_BP,
  emiFils,
  reducingSchedule,
  type Schedule,
  type ScheduleLine,
} from './amortisation';
import { assertSafeInteger } from './numeric';

/**
 * A reverting home loan (decision 0046): a rate fixed for the first months, then a follow-on rate for the rest of
 * the term. The instalment in the fixed period is the annuity of the whole loan at the fixed rate over the whole
 * term; when the fixed period ends the bank re-amortises, so the instalment from then on is the annuity of the
 * balance left at the follow-on rate over the months left. Each month's interest is round(balance × rate / 120000)
 * half-up, as in every reducing schedule (decision 0015), and the last instalment settles the balance.
 */
export interface RevertingSchedule extends Schedule {
  /** Months at the starting rate (`annualRateBp`); the whole term when the fixed period covers it. */
  readonly fixedMonths: number;
  /** The rate from month `fixedMonths + 1`; null when the fixed period covers the term. */
  readonly followOnRateBp: number | null;
  /** The regular instalment after the fixed period, re-amortised; null when the fixed period covers the term. */
  readonly followOnInstalmentFils: number | null;
}

/**
 * The schedule of a loan at `introRateBp` for `fixedMonths`, then `followOnRateBp` until month `months`. With the
 * two rates equal the instalment is not recalculated (a bank re-amortises only when the rate changes), so the
 * schedule is exactly the plain annuity's.
 */
export function revertingSchedule(
  principalFils: number,
  introRateBp: number,
  fixedMonths: number,
  followOnRateBp: number,
  months: number,
): RevertingSchedule {
  assertSafeInteger(fixedMonths, 'fixedMonths', 1);
  assertSafeInteger(followOnRateBp, 'followOnRateBp', 0);
  if (followOnRateBp > MAX_ANNUAL_RATE_BP) throw new RangeError(`followOnRateBp above ${MAX_ANNUAL_RATE_BP}`);
  // Validates the principal, the starting rate and the term.
  const plain = reducingSchedule(principalFils, introRateBp, months);
  if (fixedMonths >= months) {
    return { ...plain, fixedMonths: months, followOnRateBp: null, followOnInstalmentFils: null };
  }
  const lines: ScheduleLine[] = plain.lines.slice(0, fixedMonths);
  let balance = lines[lines.length - 1]?.balanceFils ?? principalFils;
  let followOnInstalment: number;
  if (followOnRateBp === introRateBp) followOnInstalment = plain.instalmentFils;
  // A loan of a few fils can be repaid within the fixed period; nothing is left to re-amortise.
  else if (balance === 0) followOnInstalment = 0;
  else followOnInstalment = emiFils(balance, followOnRateBp, months - fixedMonths);
  for (let month = fixedMonths + 1; month <= months; month++) {
    const interest = mulDivHalfUp(balance, followOnRateBp, BP_YEAR_TO_MONTH);
    const principal =
      month === months ? balance : Math.min(Math.max(followOnInstalment - interest, 0), balance);
    balance -= principal;
    lines.push({
      month,
      instalmentFils: interest + principal,
      interestFils: interest,
      principalFils: principal,
      balanceFils: balance,
    });
  }
  let totalInterest = 0;
  let totalRepaid = 0;
  for (const l of lines) {
    totalInterest += l.interestFils;
    totalRepaid += l.instalmentFils;
  }
  return {
    rateType: 'reducing',
    principalFils,
    annualRateBp: introRateBp,
    months,
    instalmentFils: plain.instalmentFils,
    lastInstalmentFils: lines[lines.length - 1]?.instalmentFils ?? 0,
    lines,
    totalInterestFils: totalInterest,
    totalRepaidFils: totalRepaid,
    fixedMonths,
    followOnRateBp,
    followOnInstalmentFils: followOnInstalment,
  };
}
