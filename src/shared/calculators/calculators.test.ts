import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bmiBand, bmiOf } from './bmi';
import { bmrOf, caloriesOf, CALORIE_FLOOR } from './calorie';
import { growthOf } from './growth';
import { incomeValueAed, termCoverOf, type TermInput } from './term-cover';

describe('BMI (docs/product/calculators.md worked examples)', () => {
  it('170 cm, 70 kg → 24.2, healthy from 53.5 to 72.3 kg', () => {
    // 70 ÷ 1.7² = 70 ÷ 2.89 = 24.22; 18.5 × 2.89 = 53.465; 25 × 2.89 = 72.25.
    expect(bmiOf(170, 70)).toEqual({ bmi: 24.2, band: 'healthy', healthyFromKg: 53.5, healthyToKg: 72.3 });
  });
  it('160 cm, 85 kg → 33.2, obese; 180 cm, 55 kg → 17.0, underweight', () => {
    expect(bmiOf(160, 85).bmi).toBe(33.2);
    expect(bmiOf(160, 85).band).toBe('obese');
    expect(bmiOf(180, 55)).toMatchObject({ bmi: 17, band: 'underweight' });
  });
  it('puts the cut-offs in the upper band', () => {
    expect(bmiBand(18.4)).toBe('underweight');
    expect(bmiBand(18.5)).toBe('healthy');
    expect(bmiBand(24.9)).toBe('healthy');
    expect(bmiBand(25)).toBe('overweight');
    expect(bmiBand(30)).toBe('obese');
  });
  it('grows with weight at any height in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 250 }), fc.integer({ min: 25, max: 299 }), (h, w) => {
        expect(bmiOf(h, w + 1).bmi).toBeGreaterThanOrEqual(bmiOf(h, w).bmi);
        expect(bmiOf(h, w).healthyFromKg).toBeLessThan(bmiOf(h, w).healthyToKg);
      }),
    );
  });
});

describe('Calories, Mifflin–St Jeor', () => {
  it('man, 30, 180 cm, 80 kg, moderate: BMR 1,780, maintain 2,759, lose 2,259, gain 3,259', () => {
    // 10 × 80 + 6.25 × 180 − 5 × 30 + 5 = 800 + 1,125 − 150 + 5 = 1,780; × 1.55 = 2,759.
    expect(caloriesOf({ sex: 'male', age: 30, heightCm: 180, weightKg: 80, activity: 'moderate' })).toEqual({
      bmr: 1780,
      maintain: 2759,
      lose: 2259,
      gain: 3259,
    });
  });
  it('woman, 25, 165 cm, 60 kg, sedentary: BMR 1,345, maintain 1,614', () => {
    // 600 + 1,031.25 − 125 − 161 = 1,345.25; × 1.2 = 1,614.3.
    expect(bmrOf({ sex: 'female', age: 25, heightCm: 165, weightKg: 60 })).toBe(1345.25);
    const r = caloriesOf({ sex: 'female', age: 25, heightCm: 165, weightKg: 60, activity: 'sedentary' });
    expect(r).toMatchObject({ bmr: 1345, maintain: 1614, gain: 2114 });
    expect(r.lose).toBe(1200); // 1,114 would be under the floor
  });
  it('never shows an intake under the floor, and more activity never needs less', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('male' as const, 'female' as const),
        fc.integer({ min: 18, max: 80 }),
        fc.integer({ min: 100, max: 250 }),
        fc.integer({ min: 25, max: 300 }),
        (sex, age, heightCm, weightKg) => {
          const base = { sex, age, heightCm, weightKg };
          const low = caloriesOf({ ...base, activity: 'sedentary' });
          const high = caloriesOf({ ...base, activity: 'veryActive' });
          expect(low.lose).toBeGreaterThanOrEqual(CALORIE_FLOOR);
          expect(high.maintain).toBeGreaterThanOrEqual(low.maintain);
        },
      ),
    );
  });
});

describe('SIP and growth, monthly compounding', () => {
  it('AED 1,000 a month for 10 years at 12 %: invested 120,000, worth 232,339.08', () => {
    // 1,000 × ((1.01^120 − 1) ÷ 0.01) × 1.01 = 232,339.08 (instalment at the start of each month).
    const r = growthOf({ monthlyAed: 1000, lumpSumAed: 0, years: 10, returnPct: 12, inflationPct: 0 });
    expect(r.investedAed).toBe(120_000);
    expect(r.valueAed).toBe(232_339.08);
    expect(r.gainAed).toBe(112_339.08);
    expect(r.realValueAed).toBe(232_339.08);
    expect(r.years).toHaveLength(10);
    expect(r.years[0]).toEqual({ year: 1, investedAed: 12_000, valueAed: 12_809.33 });
  });
  it('AED 100,000 once for 10 years at 12 % is 330,038.69; at 6 % inflation 184,291.88 in today’s money', () => {
    // 100,000 × 1.01^120 = 330,038.69; ÷ 1.06^10 (1.7908477) = 184,291.88.
    const r = growthOf({ monthlyAed: 0, lumpSumAed: 100_000, years: 10, returnPct: 12, inflationPct: 6 });
    expect(r.valueAed).toBe(330_038.69);
    expect(r.realValueAed).toBe(184_291.88);
  });
  it('at 0 % the value is what was paid in, and the closed form agrees at any rate', () => {
    expect(
      growthOf({ monthlyAed: 500, lumpSumAed: 2_000, years: 3, returnPct: 0, inflationPct: 0 }).valueAed,
    ).toBe(20_000);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 40 }).map((n) => n / 2),
        (p, years, pct) => {
          const i = pct / 100 / 12;
          const n = years * 12;
          const closed = ((p * (Math.pow(1 + i, n) - 1)) / i) * (1 + i);
          const r = growthOf({ monthlyAed: p, lumpSumAed: 0, years, returnPct: pct, inflationPct: 0 });
          expect(Math.abs(r.valueAed - closed)).toBeLessThan(Math.max(0.02, closed * 1e-9));
        },
      ),
    );
  });
});

describe('Term cover, income replacement (human life value)', () => {
  const base: TermInput = {
    age: 35,
    retirementAge: 60,
    annualIncomeAed: 240_000,
    ownSharePct: 25,
    raisePct: 0,
    returnPct: 0,
    debtsAed: 500_000,
    savingsAed: 200_000,
  };
  it('without growth or discount: 25 years × 180,000 + 500,000 − 200,000 = 4,800,000 (20 × income)', () => {
    expect(termCoverOf(base)).toEqual({
      years: 25,
      incomeValueAed: 4_500_000,
      debtsAed: 500_000,
      savingsAed: 200_000,
      coverAed: 4_800_000,
      incomeMultiple: 20,
    });
  });
  it('discounted at 5 %: 180,000 × (1 − 1.05^−25) ÷ 0.05 = 2,536,910, cover rounded up to 2,850,000', () => {
    expect(incomeValueAed({ ...base, returnPct: 5 })).toBe(2_536_910);
    expect(termCoverOf({ ...base, returnPct: 5 }).coverAed).toBe(2_850_000);
  });
  it('raises equal to the return cancel out: n × income share ÷ (1 + r)', () => {
    expect(incomeValueAed({ ...base, raisePct: 5, returnPct: 5 })).toBe(Math.round((25 * 180_000) / 1.05));
  });
  it('never below 0, and 0 years to retirement leaves only the debts', () => {
    expect(termCoverOf({ ...base, savingsAed: 20_000_000 }).coverAed).toBe(0);
    expect(termCoverOf({ ...base, age: 60, savingsAed: 0 })).toMatchObject({ years: 0, coverAed: 500_000 });
  });
});

describe('the estimate answer as the browser checks it', () => {
  it('lists the same emirates as the contracts, and accepts only the answer’s shape', async () => {
    const { EMIRATES } = await import('../contracts/quotes-base');
    const { ESTIMATE_EMIRATES, estimateResponse } = await import('./estimate-api');
    const { ZEstimateResponse } = await import('./estimate-contract');
    expect([...ESTIMATE_EMIRATES]).toEqual([...EMIRATES]);
    const good = {
      data: {
        productId: 3,
        plansPriced: 2,
        groups: [
          {
            group: 'all',
            minFils: 100,
            maxFils: 200,
            insurers: [{ providerId: 1, insurerName: 'A', planName: 'P', totalFils: 100 }],
          },
        ],
      },
    };
    expect(estimateResponse.safeParse(good).success).toBe(true);
    expect(ZEstimateResponse.safeParse(good).success).toBe(true);
    expect(estimateResponse.safeParse({ data: { ...good.data, groups: [{ group: 'all' }] } }).success).toBe(
      false,
    );
    expect(estimateResponse.safeParse(null).success).toBe(false);
  });
});
