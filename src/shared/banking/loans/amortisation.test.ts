import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_ANNUAL_RATE_BP,
  MAX_TENURE_MONTHS,
  emiFils,
  flatInstalmentFils,
  flatSchedule,
  flatToReducingMonthlyRate,
  flatToReducingRateBp,
  flatTotalInterestFils,
  reducingSchedule,
  scheduleOf,
  yearlySummary,
  type Schedule,
} from './amortisation';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Invariants every schedule keeps, whatever its inputs. */
function expectWellFormed(s: Schedule): void {
  expect(s.lines).toHaveLength(s.months);
  expect(sum(s.lines.map((l) => l.principalFils))).toBe(s.principalFils);
  expect(sum(s.lines.map((l) => l.interestFils))).toBe(s.totalInterestFils);
  expect(sum(s.lines.map((l) => l.instalmentFils))).toBe(s.totalRepaidFils);
  expect(s.totalRepaidFils).toBe(s.principalFils + s.totalInterestFils);
  expect(s.lines[s.lines.length - 1]?.balanceFils).toBe(0);
  expect(s.lastInstalmentFils).toBe(s.lines[s.lines.length - 1]?.instalmentFils);
  // One assertion over all lines (a per-line expect makes the 600-month properties slow).
  let balance = s.principalFils;
  const broken = s.lines.filter((l) => {
    balance -= l.principalFils;
    return !(
      Number.isSafeInteger(l.interestFils) &&
      l.interestFils >= 0 &&
      l.principalFils >= 0 &&
      l.instalmentFils === l.interestFils + l.principalFils &&
      l.balanceFils === balance &&
      l.balanceFils >= 0
    );
  });
  expect(broken).toEqual([]);
}

describe('reducing balance: worked examples (fils)', () => {
  it('AED 100,000 at 6 % over 12 months: EMI 8,606.64, the last 8,606.69, interest 3,279.73', () => {
    // r = 6 % / 12 = 0.005; 1.005^12 = 1.0616778…
    // EMI = 100,000 × 0.005 × 1.0616778 / 0.0616778 = 8,606.643… → 8,606.64 (860,664 fils)
    // month 1: interest 100,000 × 0.005 = 500.00; principal 8,106.64; balance 91,893.36
    // month 2: interest 91,893.36 × 0.005 = 459.4668 → 459.47; principal 8,147.17; balance 83,746.19
    // 11 × 8,606.64 then the last settles the balance 8,563.87 + interest 42.82 = 8,606.69
    // interest = 12 instalments − principal = 11 × 8,606.64 + 8,606.69 − 100,000 = 3,279.73
    const s = reducingSchedule(10_000_000, 600, 12);
    expect(emiFils(10_000_000, 600, 12)).toBe(860_664);
    expect(s.instalmentFils).toBe(860_664);
    expect(s.lines.slice(0, 2)).toEqual([
      {
        month: 1,
        instalmentFils: 860_664,
        interestFils: 50_000,
        principalFils: 810_664,
        balanceFils: 9_189_336,
      },
      {
        month: 2,
        instalmentFils: 860_664,
        interestFils: 45_947,
        principalFils: 814_717,
        balanceFils: 8_374_619,
      },
    ]);
    expect(s.lines.slice(0, 11).every((l) => l.instalmentFils === 860_664)).toBe(true);
    expect(s.lines[11]).toEqual({
      month: 12,
      instalmentFils: 860_669,
      interestFils: 4_282,
      principalFils: 856_387,
      balanceFils: 0,
    });
    expect(s.lastInstalmentFils).toBe(860_669);
    expect(s.totalInterestFils).toBe(327_973);
    expect(s.totalRepaidFils).toBe(10_327_973);
    expectWellFormed(s);
  });

  it('AED 1,600,000 at 4.5 % over 25 years: EMI 8,893.32', () => {
    // r = 0.00375, n = 300: 1.00375^300 = 3.07374…; EMI = 1,600,000 × 0.00375 × 3.07374 / 2.07374 = 8,893.32
    const s = reducingSchedule(160_000_000, 450, 300);
    expect(s.instalmentFils).toBe(889_332);
    expect(s.lines[0]).toMatchObject({ interestFils: 600_000, principalFils: 289_332 }); // 1.6m × 0.00375 = 6,000
    expectWellFormed(s);
  });

  it('a zero rate splits the principal: AED 1,000 over 3 months = 333.33, 333.33, 333.34', () => {
    const s = reducingSchedule(100_000, 0, 3);
    expect(s.lines.map((l) => [l.instalmentFils, l.interestFils, l.balanceFils])).toEqual([
      [33_333, 0, 66_667],
      [33_333, 0, 33_334],
      [33_334, 0, 0],
    ]);
    expect(s.totalInterestFils).toBe(0);
  });

  it('a one-month loan repays principal plus one month of interest', () => {
    // AED 10,000 at 12 %: interest 10,000 × 0.01 = 100.00; EMI = 10,100.00
    const s = reducingSchedule(1_000_000, 1_200, 1);
    expect(s.lines).toEqual([
      { month: 1, instalmentFils: 1_010_000, interestFils: 10_000, principalFils: 1_000_000, balanceFils: 0 },
    ]);
  });

  it('the EMI rounds half-up exactly (BigInt), even for the largest terms', () => {
    // 3 fils over 2 months at 0 %: 1.5 → 2 (half-up), then the last instalment is 1.
    expect(emiFils(3, 0, 2)).toBe(2);
    expect(reducingSchedule(3, 0, 2).lines.map((l) => l.instalmentFils)).toEqual([2, 1]);
    const big = reducingSchedule(1_000_000_000_000, MAX_ANNUAL_RATE_BP, MAX_TENURE_MONTHS);
    expectWellFormed(big);
  });

  it('refuses malformed terms', () => {
    expect(() => emiFils(0, 600, 12)).toThrow(RangeError);
    expect(() => emiFils(1.5, 600, 12)).toThrow(RangeError);
    expect(() => emiFils(100, -1, 12)).toThrow(RangeError);
    expect(() => emiFils(100, 6.5, 12)).toThrow(RangeError);
    expect(() => emiFils(100, MAX_ANNUAL_RATE_BP + 1, 12)).toThrow(RangeError);
    expect(() => emiFils(100, 600, 0)).toThrow(RangeError);
    expect(() => emiFils(100, 600, MAX_TENURE_MONTHS + 1)).toThrow(RangeError);
  });
});

describe('flat rate: worked examples', () => {
  it('AED 100,000 at 3 % flat over 48 months: interest 12,000, instalment 2,333.33, the last 2,333.49', () => {
    // interest = 100,000 × 3 % × 4 years = 12,000.00
    // instalment = (100,000 + 12,000) / 48 = 2,333.333… → 2,333.33
    // last = 112,000 − 47 × 2,333.33 = 112,000 − 109,666.51 = 2,333.49
    // interest lines: 12,000 / 48 = 250.00 a month exactly
    expect(flatTotalInterestFils(10_000_000, 300, 48)).toBe(1_200_000);
    expect(flatInstalmentFils(10_000_000, 300, 48)).toBe(233_333);
    const s = flatSchedule(10_000_000, 300, 48);
    expect(s.lines.slice(0, 47).every((l) => l.instalmentFils === 233_333 && l.interestFils === 25_000)).toBe(
      true,
    );
    expect(s.lines[47]).toMatchObject({ instalmentFils: 233_349, interestFils: 25_000, balanceFils: 0 });
    expect(s.totalInterestFils).toBe(1_200_000);
    expect(s.rateType).toBe('flat');
    expectWellFormed(s);
  });

  it('spreads interest that does not divide evenly within a fils each month', () => {
    // AED 1,000 at 5 % flat over 7 months: interest 1,000 × 5 % × 7/12 = 29.1666… → 29.17 (2,917 fils)
    // month k carries round(2,917·k/7) − round(2,917·(k−1)/7); the running totals round to
    // 417, 833, 1,250, 1,667, 2,084, 2,500, 2,917, so the lines are 417, 416, 417, 417, 417, 416, 417
    const s = flatSchedule(100_000, 500, 7);
    expect(s.lines.map((l) => l.interestFils)).toEqual([417, 416, 417, 417, 417, 416, 417]);
    expect(s.totalInterestFils).toBe(2_917);
    expectWellFormed(s);
  });

  it('3 % flat over 48 months is a reducing rate of 5.67 %', () => {
    // Solve r / (1 − (1+r)^−48) = (1 + 0.03 × 4) / 48 = 0.0233333 for the monthly r: r = 0.0047237 → 5.668 % p.a.
    // Check on AED 100,000: EMI at 5.66 % = 2,332.95, at 5.67 % = 2,333.40, the flat instalment 2,333.33 between.
    expect(flatToReducingRateBp(300, 48)).toBe(567);
    expect(flatToReducingMonthlyRate(300, 48) * 120_000).toBeCloseTo(566.85, 2);
    expect(emiFils(10_000_000, 566, 48)).toBeLessThan(233_333);
    expect(emiFils(10_000_000, 567, 48)).toBeGreaterThan(233_333);
  });

  it('a zero flat rate is a zero reducing rate; longer tenures have a higher equivalent', () => {
    expect(flatToReducingRateBp(0, 36)).toBe(0);
    // 1 month: flat and reducing charge the same one month of interest.
    expect(flatToReducingRateBp(300, 1)).toBe(300);
    expect(flatToReducingRateBp(300, 12)).toBeLessThan(flatToReducingRateBp(300, 48));
  });

  it('scheduleOf picks the method by rate type', () => {
    expect(scheduleOf('flat', 10_000_000, 300, 48)).toEqual(flatSchedule(10_000_000, 300, 48));
    expect(scheduleOf('reducing', 10_000_000, 300, 48)).toEqual(reducingSchedule(10_000_000, 300, 48));
  });
});

describe('yearly summary', () => {
  it('groups 30 months into years 1, 2 and a half year 3, adding up to the schedule', () => {
    const s = reducingSchedule(5_000_000, 799, 30);
    const years = yearlySummary(s);
    expect(years.map((y) => y.year)).toEqual([1, 2, 3]);
    expect(years[0]?.balanceFils).toBe(s.lines[11]?.balanceFils);
    expect(years[1]?.balanceFils).toBe(s.lines[23]?.balanceFils);
    expect(years[2]?.balanceFils).toBe(0);
    expect(years[0]?.interestPaidFils).toBe(sum(s.lines.slice(0, 12).map((l) => l.interestFils)));
    expect(sum(years.map((y) => y.principalPaidFils))).toBe(5_000_000);
    expect(sum(years.map((y) => y.interestPaidFils))).toBe(s.totalInterestFils);
    // Interest falls year on year on a reducing balance.
    expect(years[0]!.interestPaidFils).toBeGreaterThan(years[1]!.interestPaidFils);
  });
});

const anyPrincipal = fc.integer({ min: 1, max: 100_000_000_000 }); // up to AED 1bn
const anyRate = fc.integer({ min: 0, max: MAX_ANNUAL_RATE_BP });
const anyMonths = fc.integer({ min: 1, max: MAX_TENURE_MONTHS });
/** Loan sizes from AED 1,000 to AED 20m, spread evenly over the orders of magnitude. */
const principalFrom = (minAed: number) =>
  fc
    .double({ min: Math.log(minAed * 100), max: Math.log(2_000_000_000), noNaN: true })
    .map((x) => Math.round(Math.exp(x)));
/**
 * The terms the products here offer. Outside them, on loans of a few hundred dirhams at high rates over decades,
 * the EMI's half-fils rounding compounds into the last instalment faster than a basis point adds interest, so
 * "more rate, more interest" can fail by a few fils there (decision 0015 'Rounding').
 */
const productTerms = fc.oneof(
  // personal and car: up to 5 years, up to 30 %
  fc.record({
    principal: principalFrom(1_000),
    rateBp: fc.integer({ min: 0, max: 2_999 }),
    months: fc.integer({ min: 1, max: 59 }),
  }),
  // home loans and mortgages: up to 25 years, up to 15 %
  fc.record({
    principal: principalFrom(10_000),
    rateBp: fc.integer({ min: 0, max: 1_499 }),
    months: fc.integer({ min: 1, max: 299 }),
  }),
);

describe('properties', () => {
  it('every schedule sums exactly to the principal, never goes negative and ends at 0 (reducing)', () => {
    fc.assert(
      fc.property(anyPrincipal, anyRate, anyMonths, (p, r, n) => expectWellFormed(reducingSchedule(p, r, n))),
      {
        numRuns: 200,
      },
    );
  });

  it('…and the same for flat-rate schedules', () => {
    fc.assert(
      fc.property(anyPrincipal, anyRate, anyMonths, (p, r, n) => expectWellFormed(flatSchedule(p, r, n))),
      {
        numRuns: 200,
      },
    );
  });

  it('every instalment but the last is the EMI on the products’ terms', () => {
    fc.assert(
      fc.property(productTerms, ({ principal, rateBp, months }) => {
        const s = reducingSchedule(principal, rateBp, months);
        expect(s.lines.slice(0, -1).every((l) => l.instalmentFils === s.instalmentFils)).toBe(true);
      }),
    );
  });

  // Each month's interest is rounded to the fils, so on a small loan a 1 bp step can move the rounded total by
  // less than the rounding: the total never falls by more than one fils a month (found by fast-check: AED 1,000
  // at 25.99 % over 58 months).
  it('total interest never falls when the rate rises, beyond the rounding (reducing and flat)', () => {
    fc.assert(
      fc.property(productTerms, ({ principal, rateBp, months }) => {
        expect(reducingSchedule(principal, rateBp + 1, months).totalInterestFils).toBeGreaterThanOrEqual(
          reducingSchedule(principal, rateBp, months).totalInterestFils - months,
        );
        expect(flatSchedule(principal, rateBp + 1, months).totalInterestFils).toBeGreaterThanOrEqual(
          flatSchedule(principal, rateBp, months).totalInterestFils,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('total interest never falls when the tenure grows, beyond the rounding (reducing and flat)', () => {
    fc.assert(
      fc.property(productTerms, ({ principal, rateBp, months }) => {
        expect(reducingSchedule(principal, rateBp, months + 1).totalInterestFils).toBeGreaterThanOrEqual(
          reducingSchedule(principal, rateBp, months).totalInterestFils - months,
        );
        expect(flatSchedule(principal, rateBp, months + 1).totalInterestFils).toBeGreaterThanOrEqual(
          flatSchedule(principal, rateBp, months).totalInterestFils,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('the equivalent reducing rate’s EMI brackets the flat instalment within one basis point', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3_000 }), fc.integer({ min: 1, max: 120 }), (flatBp, n) => {
        const bp = flatToReducingRateBp(flatBp, n);
        const principal = 1_000_000_000; // AED 10m, so a basis point moves the EMI by more than the rounding
        const flat = flatInstalmentFils(principal, flatBp, n);
        expect(emiFils(principal, bp - 1, n)).toBeLessThanOrEqual(flat);
        expect(emiFils(principal, bp + 1, n)).toBeGreaterThanOrEqual(flat);
        expect(bp).toBeGreaterThanOrEqual(flatBp); // reducing is never below flat
      }),
    );
  });

  it('the same input gives the same output', () => {
    fc.assert(
      fc.property(productTerms, fc.boolean(), ({ principal, rateBp, months }, flat) => {
        const a = scheduleOf(flat ? 'flat' : 'reducing', principal, rateBp, months);
        const b = scheduleOf(flat ? 'flat' : 'reducing', principal, rateBp, months);
        expect(JSON.stringify(a)).toBe(JSON.stringify(b));
        expect(flatToReducingMonthlyRate(rateBp, months)).toBe(flatToReducingMonthlyRate(rateBp, months));
      }),
      { numRuns: 50 },
    );
  });
});
