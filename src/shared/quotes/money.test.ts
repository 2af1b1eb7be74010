import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  aedToFils,
  factorDelta,
  filsToAed,
  mulDivHalfUp,
  percentOf,
  sumFils,
  totalsOf,
  vatOn,
} from './money';

describe('mulDivHalfUp: round(value × num / den), half-up on the magnitude', () => {
  it.each([
    // [value, num, den, expected, why]
    [5, 1, 2, 3, '2.5 → 3'],
    [-5, 1, 2, -3, '−2.5 → −3 (the magnitude rounds up, like the positive)'],
    [7, 1, 2, 4, '3.5 → 4'],
    [25, 5_000, 10_000, 13, '12.5 → 13'],
    [24, 5_000, 10_000, 12, '12.0 → 12'],
    [12_345, 500, 10_000, 617, '617.25 → 617'],
    [12_350, 500, 10_000, 618, '617.5 → 618'],
    [12_349, 500, 10_000, 617, '617.45 → 617'],
    [0, 123, 7, 0, 'zero'],
  ] as const)('%d × %d / %d = %d (%s)', (value, num, den, expected, _why) => {
    expect(mulDivHalfUp(value, num, den)).toBe(expected);
  });

  it('is exact beyond 2^53 (BigInt path), including a .5 case', () => {
    // 3,000,000,000,000,001 × 5 / 10 = 1,500,000,000,000,000.5 → …001
    expect(mulDivHalfUp(3_000_000_000_000_001, 5, 10)).toBe(1_500_000_000_000_001);
    expect(mulDivHalfUp(9_000_000_000_000, 9_999, 10_000)).toBe(8_999_100_000_000);
    expect(mulDivHalfUp(Number.MAX_SAFE_INTEGER, 1, 2)).toBe(4_503_599_627_370_496);
  });

  it('refuses non-integers, a zero denominator and unsafe results', () => {
    expect(() => mulDivHalfUp(1.5, 1, 1)).toThrow(RangeError);
    expect(() => mulDivHalfUp(1, 1, 0)).toThrow(RangeError);
    expect(() => mulDivHalfUp(Number.MAX_SAFE_INTEGER, 4, 1)).toThrow(RangeError);
  });

  it('matches exact rational rounding for any safe inputs (property)', () => {
    fc.assert(
      fc.property(
        // Products up to 1e17 (beyond 2^53, so both paths run); results stay safe integers.
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.oneof(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 12_000, max: 100_000 })),
        (v, n, d) => {
          fc.pre(Math.abs(v * n) / d < 2 ** 52);
          const p = BigInt(v) * BigInt(n);
          const mag = p < 0n ? -p : p;
          const q = (2n * mag + BigInt(d)) / (2n * BigInt(d)); // floor(mag/d + 1/2)
          expect(mulDivHalfUp(v, n, d)).toBe(Number(p < 0n ? -q : q));
        },
      ),
    );
  });
});

describe('percentages, factors and VAT', () => {
  it('percentOf: basis points of an amount', () => {
    expect(percentOf(10_000_000, 250)).toBe(250_000); // 2.5 % of AED 100,000 = AED 2,500
    expect(percentOf(101, 5_000)).toBe(51); // 50.5 fils → 51
  });

  it('factorDelta: what a factor adds to or takes off a running premium', () => {
    expect(factorDelta(290_000, 10_500)).toBe(14_500); // +5 %
    expect(factorDelta(12_345, 9_500)).toBe(-617); // −617.25 → −617
    expect(factorDelta(12_350, 9_500)).toBe(-618); // −617.5 → −618 (same magnitude as the loading)
    expect(factorDelta(12_350, 10_500)).toBe(618);
    expect(factorDelta(999, 10_000)).toBe(0);
  });

  it('applying a factor is monotone in the running premium (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 1_000, max: 100_000 }), (x, f) => {
        expect(x + 1 + factorDelta(x + 1, f)).toBeGreaterThanOrEqual(x + factorDelta(x, f));
      }),
    );
  });

  it('vatOn: 5 % rounded half-up to the fils; 0 % for exempt products', () => {
    expect(vatOn(284_050, 500)).toBe(14_203); // 14,202.5 → 14,203
    expect(vatOn(1_010, 500)).toBe(51); // 50.5 → 51
    expect(vatOn(1_009, 500)).toBe(50); // 50.45 → 50
    expect(vatOn(1_000_000, 0)).toBe(0);
    expect(() => vatOn(-1, 500)).toThrow(RangeError);
  });

  it('totalsOf: net is the sum of the lines, total = net + VAT exactly', () => {
    // 1,000.00 + 50.50 − 25.25 = 1,025.25; VAT 51.2625 → 51.26; total 1,076.51
    expect(totalsOf([100_000, 5_050, -2_525], 500)).toEqual({
      netFils: 102_525,
      vatFils: 5_126,
      totalFils: 107_651,
    });
  });

  it('totalsOf holds for any lines with a non-negative sum (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 2_000 }),
        (lines, rate) => {
          const t = totalsOf(lines, rate);
          expect(t.netFils).toBe(lines.reduce((s, x) => s + x, 0));
          expect(t.totalFils).toBe(t.netFils + t.vatFils);
          // VAT is within half a fils of the exact rate.
          expect(Math.abs(t.vatFils * 10_000 - t.netFils * rate)).toBeLessThanOrEqual(5_000);
        },
      ),
    );
  });

  it('sumFils refuses to leave the safe-integer range', () => {
    expect(sumFils([1, 2, 3])).toBe(6);
    expect(() => sumFils([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});

describe('AED ↔ fils', () => {
  it.each([
    [12.34, 1_234],
    ['12.34', 1_234],
    [1_500, 150_000],
    ['0.005', 1], // half a fils → 1
    ['0.0049', 0],
    [1.005, 101], // Math.round(1.005 * 100) would give 100: the decimal text is exact
    ['-0.005', -1],
    ['-0.004', 0],
    ['7', 700],
    [' 2.5 ', 250],
  ] as const)('%s AED = %d fils', (aed, fils) => {
    expect(aedToFils(aed)).toBe(fils);
  });

  it('refuses what is not a decimal amount', () => {
    expect(() => aedToFils(Number.NaN)).toThrow(RangeError);
    expect(() => aedToFils(Infinity)).toThrow(RangeError);
    expect(() => aedToFils('1,000')).toThrow(RangeError);
    expect(() => aedToFils('AED 5')).toThrow(RangeError);
  });

  it('round-trips whole fils (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (fils) => {
        expect(aedToFils(filsToAed(fils))).toBe(fils);
      }),
    );
  });
});
