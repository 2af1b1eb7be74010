import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { reducingSchedule, type Schedule } from './amortisation';
import { aprOf, monthlyIrr } from './apr';
import { HOME_LOAN, APPLICANT } from './loans.fixture';
import { loanOffer, type EligibleLoanOffer, type LoanApplicant } from './offer';
import { revertingSchedule } from './reverting';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const instalmentsOf = (s: Schedule) => s.lines.map((l) => l.instalmentFils);

/** The invariants of every schedule (as in amortisation.test.ts), in one assertion. */
function expectWellFormed(s: Schedule): void {
  expect(s.lines).toHaveLength(s.months);
  expect(sum(s.lines.map((l) => l.principalFils))).toBe(s.principalFils);
  expect(sum(s.lines.map((l) => l.interestFils))).toBe(s.totalInterestFils);
  expect(s.totalRepaidFils).toBe(s.principalFils + s.totalInterestFils);
  expect(s.lines[s.lines.length - 1]?.balanceFils).toBe(0);
  let balance = s.principalFils;
  const broken = s.lines.filter((l, i) => {
    balance -= l.principalFils;
    return !(
      l.month === i + 1 &&
      l.interestFils >= 0 &&
      l.principalFils >= 0 &&
      l.instalmentFils === l.interestFils + l.principalFils &&
      l.balanceFils === balance
    );
  });
  expect(broken).toEqual([]);
}

describe('reverting schedule: worked examples (decision 0046)', () => {
  it('AED 100,000, 6 % for 6 months then 12 %, over 12 months: 8,606.64 then 8,756.50, interest 4,178.86', () => {
    // Months 1–6: the annuity of the whole loan at 6 % over 12 months, 8,606.64 (amortisation.test.ts), so the
    // first six lines are the plain schedule's: interest 500.00, 459.47, 418.73, 377.79, 336.65, 295.30;
    // balance after month 6: 50,748.10.
    // Month 7 on: re-amortised at 12 % (1 % a month) over the 6 months left:
    // 50,748.10 × 0.01 × 1.01^6 / (1.01^6 − 1) = 50,748.10 × 0.1725484 = 8,756.497… → 8,756.50.
    // Month 7: interest 507.48, principal 8,249.02, balance 42,499.08; … the last settles 8,669.82 + 86.70.
    // Interest: 2,179.94 fixed + 1,998.92 after = 4,178.86 (the plain 6 % loan: 3,279.73).
    const s = revertingSchedule(10_000_000, 600, 6, 1_200, 12);
    const plain = reducingSchedule(10_000_000, 600, 12);
    expect(s.instalmentFils).toBe(860_664);
    expect(s.lines.slice(0, 6)).toEqual(plain.lines.slice(0, 6));
    expect(s.lines[5]?.balanceFils).toBe(5_074_810);
    expect(s.followOnInstalmentFils).toBe(875_650);
    expect(s.lines[6]).toEqual({
      month: 7,
      instalmentFils: 875_650,
      interestFils: 50_748,
      principalFils: 824_902,
      balanceFils: 4_249_908,
    });
    expect(s.lines.slice(6, 11).every((l) => l.instalmentFils === 875_650)).toBe(true);
    expect(s.lines[11]).toEqual({
      month: 12,
      instalmentFils: 875_652,
      interestFils: 8_670,
      principalFils: 866_982,
      balanceFils: 0,
    });
    expect(s.lastInstalmentFils).toBe(875_652);
    expect(s.totalInterestFils).toBe(417_886);
    expect(s).toMatchObject({
      fixedMonths: 6,
      followOnRateBp: 1_200,
      annualRateBp: 600,
      rateType: 'reducing',
    });
    expectWellFormed(s);
    // Fee-free, the APR lies between the two rates: 6 % for half the term, 12 % on the smaller half of the balance.
    const apr = aprOf({ principalFils: 10_000_000, upfrontFeesFils: 0, instalments: instalmentsOf(s) }).aprBp;
    expect(apr).toBeGreaterThan(600);
    expect(apr).toBeLessThan(1_200);
  });

  it('AED 1.5m, 3.99 % fixed for 3 years then 5.45 %, 25 years, fees AED 18,000: APR 5.17 %, not 4.11 %', () => {
    // The seed's 3-year fixed home loan (amber-dune): EMI of 1.5m at 3.99 % over 300 months = 7,909.27; after 36
    // months the balance is 1,388,458.80, re-amortised at 5.45 % over 264 months = 9,038.35. Fees: 1 % processing
    // (15,000, under the 20,000 cap) + valuation 3,000. The IRR of −1,482,000 at month 0, 36 × 7,909.27, then
    // 263 × 9,038.35 and the last 9,035.88 is 0.43120 % a month: 5.17 % nominal (checked with an independent
    // solver in Python). Priced at 3.99 % throughout, the same fees gave 4.11 %.
    const s = revertingSchedule(150_000_000, 399, 36, 545, 300);
    expect(s.instalmentFils).toBe(790_927);
    expect(s.lines[35]?.balanceFils).toBe(138_845_880);
    expect(s.followOnInstalmentFils).toBe(903_835);
    expect(s.lastInstalmentFils).toBe(903_588);
    expect(s.totalInterestFils).toBe(117_085_565);
    expectWellFormed(s);
    const apr = aprOf({
      principalFils: 150_000_000,
      upfrontFeesFils: 1_800_000,
      instalments: instalmentsOf(s),
    });
    expect(apr.aprBp).toBe(517);
    expect(apr.effectiveAprBp).toBe(530);
    const fixedAllTerm = reducingSchedule(150_000_000, 399, 300);
    expect(
      aprOf({
        principalFils: 150_000_000,
        upfrontFeesFils: 1_800_000,
        instalments: instalmentsOf(fixedAllTerm),
      }).aprBp,
    ).toBe(411);
  });

  it('a fixed period as long as the term, or longer, is the plain annuity with no follow-on', () => {
    const plain = reducingSchedule(10_000_000, 600, 12);
    for (const fixed of [12, 60]) {
      const s = revertingSchedule(10_000_000, 600, fixed, 900, 12);
      expect(s.lines).toEqual(plain.lines);
      expect(s).toMatchObject({ fixedMonths: 12, followOnRateBp: null, followOnInstalmentFils: null });
    }
  });

  it('a follow-on rate below the fixed one lowers the instalment', () => {
    const s = revertingSchedule(10_000_000, 900, 3, 300, 12);
    expect(s.followOnInstalmentFils).toBeLessThan(s.instalmentFils);
    expectWellFormed(s);
  });

  it('refuses malformed terms', () => {
    expect(() => revertingSchedule(10_000_000, 600, 0, 900, 12)).toThrow(RangeError);
    expect(() => revertingSchedule(10_000_000, 600, 1.5, 900, 12)).toThrow(RangeError);
    expect(() => revertingSchedule(10_000_000, 600, 6, -1, 12)).toThrow(RangeError);
    expect(() => revertingSchedule(10_000_000, 600, 6, 10_001, 12)).toThrow(RangeError);
    expect(() => revertingSchedule(0, 600, 6, 900, 12)).toThrow(RangeError);
  });
});

/** Home-loan terms: AED 10,000 to 20m, up to 25 years, rates up to 15 %, a fixed period inside the term. */
const homeTerms = fc
  .record({
    principal: fc
      .double({ min: Math.log(1_000_000), max: Math.log(2_000_000_000), noNaN: true })
      .map((x) => Math.round(Math.exp(x))),
    introBp: fc.integer({ min: 0, max: 1_499 }),
    followOnBp: fc.integer({ min: 0, max: 1_499 }),
    months: fc.integer({ min: 2, max: 300 }),
    fixedShare: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
  })
  .map(({ fixedShare, ...t }) => ({ ...t, fixed: 1 + Math.floor(fixedShare * (t.months - 1)) }));

describe('reverting schedule: properties', () => {
  it('with the follow-on rate equal to the fixed one it is exactly the plain annuity', () => {
    fc.assert(
      fc.property(homeTerms, ({ principal, introBp, months, fixed }) => {
        const s = revertingSchedule(principal, introBp, fixed, introBp, months);
        const plain = reducingSchedule(principal, introBp, months);
        expect(s.lines).toEqual(plain.lines);
        expect(s.totalInterestFils).toBe(plain.totalInterestFils);
        expect(s.followOnInstalmentFils).toBe(plain.instalmentFils);
      }),
      { numRuns: 150 },
    );
  });

  it('sums exactly to the principal, ends at 0, and every instalment is the regular one of its period', () => {
    fc.assert(
      fc.property(homeTerms, ({ principal, introBp, followOnBp, months, fixed }) => {
        const s = revertingSchedule(principal, introBp, fixed, followOnBp, months);
        expectWellFormed(s);
        expect(s.lines.slice(0, fixed).every((l) => l.instalmentFils === s.instalmentFils)).toBe(true);
        expect(s.lines.slice(fixed, -1).every((l) => l.instalmentFils === s.followOnInstalmentFils)).toBe(
          true,
        );
      }),
      { numRuns: 150 },
    );
  });

  it('the fee-free APR lies between the two rates (within the rounding of the fils)', () => {
    fc.assert(
      fc.property(homeTerms, ({ principal, introBp, followOnBp, months, fixed }) => {
        const s = revertingSchedule(principal, introBp, fixed, followOnBp, months);
        const yearly = monthlyIrr(principal, instalmentsOf(s)) * 120_000;
        // Half a fils of EMI rounding compounds into the last instalment: allow half a basis point.
        expect(yearly).toBeGreaterThanOrEqual(Math.min(introBp, followOnBp) - 0.5);
        expect(yearly).toBeLessThanOrEqual(Math.max(introBp, followOnBp) + 0.5);
      }),
      { numRuns: 150 },
    );
  });

  it('a higher follow-on rate never lowers the APR (fees included)', () => {
    fc.assert(
      fc.property(homeTerms, ({ principal, introBp, followOnBp, months, fixed }) => {
        const fees = Math.round(principal / 100);
        const apr = (bp: number) =>
          aprOf({
            principalFils: principal,
            upfrontFeesFils: fees,
            instalments: instalmentsOf(revertingSchedule(principal, introBp, fixed, bp, months)),
          }).aprBp;
        expect(apr(Math.min(followOnBp + 25, 1_500))).toBeGreaterThanOrEqual(apr(followOnBp));
      }),
      { numRuns: 100 },
    );
  });
});

describe('offer of a reverting home loan (decision 0046)', () => {
  const applicant: LoanApplicant = {
    ...APPLICANT,
    amountFils: 150_000_000,
    months: 300,
    monthlySalaryFils: 6_000_000,
    dateOfBirth: { year: 1990, month: 3, day: 15 },
    propertyValueFils: 200_000_000,
  };
  const fixed3y = { ...HOME_LOAN, rateBp: 399, fixedPeriodMonths: 36, followOnRateBp: 545 };
  const eligible = (o: ReturnType<typeof loanOffer>): EligibleLoanOffer => {
    if (!o.eligible) throw new Error(JSON.stringify(o.reasons));
    return o;
  };

  it('prices the fixed period then the follow-on rate, with the APR of those cash flows and the fees', () => {
    const o = eligible(loanOffer(fixed3y, applicant));
    const s = revertingSchedule(150_000_000, 399, 36, 545, 300);
    // HOME_LOAN's fees: 1 % processing (15,000, cap 20,000) + valuation 3,000.
    expect(o.totalFeesFils).toBe(1_800_000);
    expect(o).toMatchObject({
      instalmentFils: 790_927,
      fixedPeriodMonths: 36,
      followOnRateBp: 545,
      followOnInstalmentFils: 903_835,
      lastInstalmentFils: 903_588,
      totalInterestFils: 117_085_565,
      totalRepaidFils: 150_000_000 + 117_085_565,
      totalCostFils: 150_000_000 + 117_085_565 + 1_800_000,
      reducingRateBp: 399,
      flatRateBp: null,
      aprBp: 517,
    });
    expect(o.years.reduce((a, y) => a + y.interestPaidFils, 0)).toBe(s.totalInterestFils);
  });

  it('without a fixed period the offer is as before, and says so with nulls', () => {
    const o = eligible(loanOffer({ ...HOME_LOAN, rateBp: 399 }, applicant));
    expect(o).toMatchObject({ fixedPeriodMonths: null, followOnRateBp: null, followOnInstalmentFils: null });
    expect(o.instalmentFils).toBe(reducingSchedule(150_000_000, 399, 300).instalmentFils);
    expect(o.aprBp).toBe(411);
  });

  it('a fixed period without a published follow-on rate keeps the rate and reports the period', () => {
    const o = eligible(loanOffer({ ...HOME_LOAN, rateBp: 399, fixedPeriodMonths: 60 }, applicant));
    expect(o).toMatchObject({
      fixedPeriodMonths: 60,
      followOnRateBp: null,
      followOnInstalmentFils: null,
      aprBp: 411,
    });
  });

  it('the debt burden counts the instalment after the fixed period when it is higher', () => {
    // 903,835 fils after 3 years: 50 % of a salary of AED 17,900 (895,000) covers 7,909.27 but not 9,038.35.
    const salary = { ...applicant, monthlySalaryFils: 1_790_000 };
    expect(eligible(loanOffer({ ...HOME_LOAN, rateBp: 399, minMonthlySalaryFils: 0 }, salary)).aprBp).toBe(
      411,
    );
    const o = loanOffer({ ...fixed3y, minMonthlySalaryFils: 0 }, salary);
    expect(o.eligible).toBe(false);
    expect(!o.eligible && o.reasons.map((r) => r.code)).toEqual(['DBR_EXCEEDED']);
  });

  it('refuses a follow-on rate on a flat loan or without a fixed period', () => {
    expect(() => loanOffer({ ...fixed3y, rateType: 'flat' }, applicant)).toThrow(RangeError);
    expect(() => loanOffer({ ...HOME_LOAN, followOnRateBp: 545 }, applicant)).toThrow(RangeError);
  });
});
