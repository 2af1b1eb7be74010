import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { flatSchedule, flatToReducingRateBp, reducingSchedule } from './amortisation';
import { aprFromMonthlyRate, aprOf, monthlyIrr, processingFeeFils, upfrontFees } from './apr';

const instalmentsOf = (s: { lines: readonly { instalmentFils: number }[] }) =>
  s.lines.map((l) => l.instalmentFils);

/** NPV to the borrower's lender, computed independently of the solver (Math.pow is fine in a test). */
function npv(advanced: number, payments: readonly number[], monthlyRate: number): number {
  return payments.reduce((pv, p, k) => pv + p / Math.pow(1 + monthlyRate, k + 1), 0) - advanced;
}

describe('processing fee', () => {
  const terms = { processingFeeBp: 100, processingFeeMinFils: 50_000, processingFeeMaxFils: 250_000 };
  it.each([
    // [amount AED, fee AED, why]
    [30_000, 500, '1 % = 300, raised to the AED 500 minimum'],
    [50_000, 500, '1 % = 500, the minimum exactly'],
    [100_000, 1_000, '1 % = 1,000'],
    [250_000, 2_500, '1 % = 2,500, the cap exactly'],
    [400_000, 2_500, '1 % = 4,000, cut to the AED 2,500 cap'],
  ])('AED %d → AED %d (%s)', (amountAed, feeAed) => {
    expect(processingFeeFils(amountAed * 100, terms)).toBe(feeAed * 100);
  });

  it('rounds half-up to the fils and has no cap when the max is null', () => {
    // 1.05 % of AED 1,234.50 = 12.962… → 12.96; 0.5 % of 100 fils = 0.5 fils → 1 fils (half-up)
    expect(
      processingFeeFils(123_450, {
        processingFeeBp: 105,
        processingFeeMinFils: 0,
        processingFeeMaxFils: null,
      }),
    ).toBe(1_296);
    expect(
      processingFeeFils(100, { processingFeeBp: 50, processingFeeMinFils: 0, processingFeeMaxFils: null }),
    ).toBe(1);
    expect(
      processingFeeFils(1_000_000_000, {
        processingFeeBp: 100,
        processingFeeMinFils: 0,
        processingFeeMaxFils: null,
      }),
    ).toBe(10_000_000);
  });

  it('adds fixed fees to the processing fee', () => {
    expect(
      upfrontFees(10_000_000, {
        ...terms,
        fixedFees: [
          { code: 'valuation', amountFils: 250_000 },
          { code: 'registration', amountFils: 30_000 },
        ],
      }),
    ).toEqual({ processingFeeFils: 100_000, fixedFeesFils: 280_000, totalFeesFils: 380_000 });
  });

  it('refuses a minimum above the cap and negative fees', () => {
    expect(() =>
      processingFeeFils(100, { processingFeeBp: 100, processingFeeMinFils: 10, processingFeeMaxFils: 5 }),
    ).toThrow(RangeError);
    expect(() => upfrontFees(100, { ...terms, fixedFees: [{ code: 'x', amountFils: -1 }] })).toThrow(
      RangeError,
    );
  });
});

describe('APR: worked examples', () => {
  const loan = reducingSchedule(10_000_000, 600, 12); // AED 100,000 at 6 % over 12 months, EMI 8,606.64

  it('a fee-free loan’s APR is its reducing rate: 6.00 %, effective 6.17 %', () => {
    // The cash flows are the schedule's own, so the monthly IRR is 0.5 % (to the rounding of the fils):
    // nominal 0.5 % × 12 = 6.00 %; effective 1.005^12 − 1 = 6.1678 % → 6.17 %.
    const apr = aprOf({ principalFils: 10_000_000, upfrontFeesFils: 0, instalments: instalmentsOf(loan) });
    expect(apr.aprBp).toBe(600);
    expect(apr.effectiveAprBp).toBe(617);
    expect(apr.monthlyRate).toBeCloseTo(0.005, 6);
  });

  it('a 1 % fee (AED 1,000) raises it to 7.89 %, effective 8.18 %', () => {
    // The borrower gets 99,000 and pays 11 × 8,606.64 + 8,606.69. The fee is 1 % paid over an average of about
    // half a year (the balance falls from 100 % to 0), so ≈ +1.9 % a year: 6 % → ≈ 7.9 %. Exactly, the NPV at
    // 7.88 %/12 is still positive and at 7.90 %/12 already negative, so the rounded APR is 7.89 %.
    const instalments = instalmentsOf(loan);
    expect(npv(9_900_000, instalments, 0.0788 / 12)).toBeGreaterThan(0);
    expect(npv(9_900_000, instalments, 0.079 / 12)).toBeLessThan(0);
    const apr = aprOf({ principalFils: 10_000_000, upfrontFeesFils: 100_000, instalments });
    expect(apr.aprBp).toBe(789);
    expect(apr.effectiveAprBp).toBe(818);
  });

  it('a flat-rate loan’s fee-free APR is its equivalent reducing rate (3 % flat, 48 months → 5.67 %)', () => {
    const s = flatSchedule(10_000_000, 300, 48);
    const apr = aprOf({ principalFils: 10_000_000, upfrontFeesFils: 0, instalments: instalmentsOf(s) });
    expect(apr.aprBp).toBe(567);
    expect(apr.aprBp).toBe(flatToReducingRateBp(300, 48));
  });

  it('a zero-rate, fee-free loan has an APR of 0; a fee on it gives a positive one', () => {
    const s = reducingSchedule(1_200_000, 0, 12);
    expect(aprOf({ principalFils: 1_200_000, upfrontFeesFils: 0, instalments: instalmentsOf(s) })).toEqual({
      monthlyRate: 0,
      aprBp: 0,
      effectiveAprBp: 0,
    });
    expect(
      aprOf({ principalFils: 1_200_000, upfrontFeesFils: 12_000, instalments: instalmentsOf(s) }).aprBp,
    ).toBeGreaterThan(150);
  });

  it('solves negative rates too (repaying less than was advanced)', () => {
    // 1,000 advanced, 2 × 450 repaid: (1+i)^−1 + (1+i)^−2 = 1000/450 → i ≈ −6.85 % a month.
    const i = monthlyIrr(1_000, [450, 450]);
    expect(i).toBeLessThan(0);
    expect(Math.abs(npv(1_000, [450, 450], i))).toBeLessThan(1e-6);
  });

  it('refuses fees that swallow the principal and empty or negative payments', () => {
    expect(() => aprOf({ principalFils: 100, upfrontFeesFils: 100, instalments: [200] })).toThrow(RangeError);
    expect(() => monthlyIrr(100, [])).toThrow(RangeError);
    expect(() => monthlyIrr(100, [0, 0])).toThrow(RangeError);
    expect(() => monthlyIrr(100, [200, -1])).toThrow(RangeError);
  });

  it('reports nominal ×12 and effective compounding from one monthly rate', () => {
    // 1 % a month: nominal 12.00 %, effective 1.01^12 − 1 = 12.6825 % → 12.68 %
    expect(aprFromMonthlyRate(0.01)).toEqual({ monthlyRate: 0.01, aprBp: 1_200, effectiveAprBp: 1_268 });
  });
});

/** Loans of AED 10,000 to 20m: below that, the EMI's rounding to the fils alone can move an APR by a basis point. */
const terms = fc.record({
  principal: fc
    .double({ min: Math.log(1_000_000), max: Math.log(2_000_000_000), noNaN: true })
    .map((x) => Math.round(Math.exp(x))),
  rateBp: fc.integer({ min: 0, max: 3_000 }),
  months: fc.integer({ min: 1, max: 300 }),
  feeBp: fc.integer({ min: 0, max: 500 }),
});

describe('APR properties', () => {
  it('the IRR zeroes the NPV (converged far below a basis point)', () => {
    fc.assert(
      fc.property(terms, ({ principal, rateBp, months, feeBp }) => {
        const fee = Math.round((principal * feeBp) / 10_000);
        const payments = instalmentsOf(reducingSchedule(principal, rateBp, months));
        const i = monthlyIrr(principal - fee, payments);
        // Moving the rate by 1e-9 a month (0.0012 bp a year) either way changes the sign of the NPV.
        expect(npv(principal - fee, payments, i - 1e-9)).toBeGreaterThanOrEqual(0);
        expect(npv(principal - fee, payments, i + 1e-9)).toBeLessThanOrEqual(0);
      }),
      { numRuns: 100 },
    );
  });

  it('with no fee the APR is the reducing rate; with fees ≥ 0 it is never below it, and more fee never lowers it', () => {
    fc.assert(
      fc.property(terms, ({ principal, rateBp, months, feeBp }) => {
        const payments = instalmentsOf(reducingSchedule(principal, rateBp, months));
        const fee = Math.round((principal * feeBp) / 10_000);
        const none = aprOf({ principalFils: principal, upfrontFeesFils: 0, instalments: payments }).aprBp;
        const some = aprOf({ principalFils: principal, upfrontFeesFils: fee, instalments: payments }).aprBp;
        const more = aprOf({
          principalFils: principal,
          upfrontFeesFils: fee + 10_000,
          instalments: payments,
        }).aprBp;
        expect(none).toBe(rateBp);
        expect(some).toBeGreaterThanOrEqual(rateBp);
        expect(more).toBeGreaterThanOrEqual(some);
      }),
      { numRuns: 200 },
    );
  });

  it('flat-rate loans: the APR with fees ≥ 0 is never below the equivalent reducing rate', () => {
    fc.assert(
      fc.property(terms, ({ principal, rateBp, months, feeBp }) => {
        fc.pre(months <= 60);
        const payments = instalmentsOf(flatSchedule(principal, rateBp, months));
        const fee = Math.round((principal * feeBp) / 10_000);
        const apr = aprOf({ principalFils: principal, upfrontFeesFils: fee, instalments: payments }).aprBp;
        // Both figures are rounded to whole basis points (the APR from instalments rounded to fils), so the APR may
        // sit 1 bp under the converted rate (seed -1747652454: 1,000,000 fils at 14.18 % flat for 55 months gave
        // 2374 against 2375); never more.
        expect(apr).toBeGreaterThanOrEqual(flatToReducingRateBp(rateBp, months) - 1);
      }),
      { numRuns: 200 },
    );
  });

  it('the effective rate is never below the nominal one for positive rates', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 0.05, noNaN: true }), (i) => {
        const apr = aprFromMonthlyRate(i);
        expect(apr.effectiveAprBp).toBeGreaterThanOrEqual(apr.aprBp);
      }),
    );
  });

  it('the same input gives the same bits', () => {
    fc.assert(
      fc.property(terms, ({ principal, rateBp, months, feeBp }) => {
        const payments = instalmentsOf(reducingSchedule(principal, rateBp, months));
        const fee = Math.round((principal * feeBp) / 10_000);
        expect(monthlyIrr(principal - fee, payments)).toBe(monthlyIrr(principal - fee, [...payments]));
      }),
      { numRuns: 50 },
    );
  });
});
