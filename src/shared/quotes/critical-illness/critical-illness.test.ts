import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  GENDERS,
  ZCriticalIllnessInput,
  ZCriticalIllnessRateTable,
  ZPlan,
  type TCriticalIllnessInput,
} from '../../contracts/quotes';
import { amounts, expectWellFormed, priced } from '../testing';
import { CI_COMPREHENSIVE, CI_CORE, CI_DEFAULT_INPUT, CI_TABLE } from './critical-illness.fixture';
import {
  criticalIllnessEngine,
  criticalIllnessInputFromAnswers,
  criticalIllnessRankingFacts,
  priceCriticalIllness,
} from '.';

describe('critical illness fixtures', () => {
  it('are valid data', () => {
    expect(() => ZCriticalIllnessRateTable.parse(CI_TABLE)).not.toThrow();
    for (const p of [CI_CORE, CI_COMPREHENSIVE]) expect(() => ZPlan.parse(p)).not.toThrow();
    expect(() => ZCriticalIllnessInput.parse(CI_DEFAULT_INPUT)).not.toThrow();
  });
});

describe('critical illness: worked examples (amounts in fils)', () => {
  it('1. the spec default profile: 30, AED 100,000, 5 years, core plan', () => {
    // 100,000 × AED 2.00 per 1,000 (age 18–30) = AED 200 = 20,000; male, non-smoker, 5 years: no lines
    // minimum AED 150 met; VAT 5 % = 1,000; total 21,000 (AED 210 a year)
    const b = priced(priceCriticalIllness(CI_DEFAULT_INPUT, CI_CORE, CI_TABLE));
    expect(b.lines.map((l) => [l.code, l.labelKey, l.amountFils])).toEqual([
      ['base', 'quotes:lines.sumAssured', 20_000],
    ]);
    expect([b.netFils, b.vatFils, b.totalFils]).toEqual([20_000, 1_000, 21_000]);
    expect(b).toMatchObject({ productId: 56, planId: 5601, vatRateBp: 500 });
    expectWellFormed(b);
  });

  it('2. woman of 42 who smokes, AED 500,000 for 10 years, plan with an early-stage benefit', () => {
    // 500,000 × AED 5.00 per 1,000 (age 41–50) = AED 2,500                            = 250,000
    // large cover: 250,000 ×1.00 + 250,000 ×0.90 = 475,000 × 5 / 1,000 = 237,500: −12,500 → 237,500
    // female ×1.05: +11,875                                                            → 249,375
    // smoker ×1.60: +149,625                                                           → 399,000
    // term 10 ×1.20: +79,800                                                           → 478,800
    // early stage ×1.15: +71,820                                                       → 550,620
    // VAT 5 %: 27,531; total 578,151
    const input: TCriticalIllnessInput = {
      age: 42,
      gender: 'female',
      smoker: true,
      coverAed: 500_000,
      termYears: 10,
    };
    const b = priced(priceCriticalIllness(input, CI_COMPREHENSIVE, CI_TABLE));
    expect(amounts(b)).toEqual([
      ['base', 250_000],
      ['coverDiscount', -12_500],
      ['gender', 11_875],
      ['smoker', 149_625],
      ['termYears', 79_800],
      ['earlyStage', 71_820],
    ]);
    expect([b.netFils, b.vatFils, b.totalFils]).toEqual([550_620, 27_531, 578_151]);
  });

  it('3. man of 55, AED 300,000 for 15 years (cover ends at 70, the limit)', () => {
    // 300,000 × AED 9.00 per 1,000 = AED 2,700                                         = 270,000
    // 250,000 ×1.00 + 50,000 ×0.90 = 295,000 × 9 / 1,000 = 265,500: −4,500              → 265,500
    // term 15 ×1.40: +106,200                                                          → 371,700
    // VAT 5 %: 18,585; total 390,285
    const input: TCriticalIllnessInput = { ...CI_DEFAULT_INPUT, age: 55, coverAed: 300_000, termYears: 15 };
    const b = priced(priceCriticalIllness(input, CI_CORE, CI_TABLE));
    expect(amounts(b)).toEqual([
      ['base', 270_000],
      ['coverDiscount', -4_500],
      ['termYears', 106_200],
    ]);
    expect(b.totalFils).toBe(390_285);
    expect(b.inputs.ageAtExpiry).toBe(70);
  });

  it('4. a small cover is raised to the minimum premium', () => {
    // 50,000 × AED 2.00 per 1,000 = 10,000; minimum AED 150: +5,000 → 15,000; VAT 750; total 15,750
    const b = priced(priceCriticalIllness({ ...CI_DEFAULT_INPUT, coverAed: 50_000 }, CI_CORE, CI_TABLE));
    expect(amounts(b)).toEqual([
      ['base', 10_000],
      ['minimumPremium', 5_000],
    ]);
    expect(b.totalFils).toBe(15_750);
  });

  it('declines as data: entry age, age at the end, cover limit, smoker cover', () => {
    const decline = (over: Partial<TCriticalIllnessInput>) =>
      priceCriticalIllness({ ...CI_DEFAULT_INPUT, ...over }, CI_CORE, CI_TABLE);
    expect(decline({ age: 61 })).toMatchObject({
      code: 'entryAge',
      reasonKey: 'quotes:decline.entryAge',
      params: { value: 61, min: 18, max: 60 },
    });
    expect(decline({ age: 56, termYears: 15 })).toMatchObject({
      code: 'ageAtExpiry',
      params: { value: 71, max: 70 },
    });
    expect(decline({ coverAed: 2_000_000 })).toMatchObject({
      code: 'coverMax',
      reasonKey: 'quotes:decline.coverAmount',
    });
    expect(decline({ smoker: true, coverAed: 600_000 })).toMatchObject({ code: 'smokerCover' });
    expect(decline({ termYears: 25 })).toMatchObject({
      code: 'outsideRateTable',
      reasonKey: 'quotes:decline.outsideRateTable',
      params: { factor: 'termYears', value: 25 },
    });
  });

  it('ranking facts: conditions covered, +10 for an early-stage benefit', () => {
    expect(criticalIllnessRankingFacts(CI_DEFAULT_INPUT, CI_CORE)).toEqual({
      coverValue: 20,
      fit: [],
      priceGroup: 'all',
    });
    expect(criticalIllnessRankingFacts(CI_DEFAULT_INPUT, CI_COMPREHENSIVE).coverValue).toBe(55);
  });
});

describe('critical illness: properties', () => {
  const arbInput: fc.Arbitrary<TCriticalIllnessInput> = fc.record({
    age: fc.integer({ min: 16, max: 75 }),
    gender: fc.constantFrom(...GENDERS),
    smoker: fc.boolean(),
    coverAed: fc.integer({ min: 1_000, max: 2_000_000 }),
    termYears: fc.integer({ min: 1, max: 25 }),
  });
  const arbPlan = fc.constantFrom(CI_CORE, CI_COMPREHENSIVE);

  it('every answer is well formed: never negative, lines sum exactly to the total', () => {
    fc.assert(
      fc.property(arbInput, arbPlan, (input, plan) =>
        expectWellFormed(priceCriticalIllness(input, plan, CI_TABLE)),
      ),
    );
  });

  it('same input → same quote', () => {
    fc.assert(
      fc.property(arbInput, arbPlan, (input, plan) => {
        expect(priceCriticalIllness(structuredClone(input), plan, CI_TABLE)).toEqual(
          priceCriticalIllness(input, plan, CI_TABLE),
        );
      }),
    );
  });

  it('a higher cover never lowers the premium', () => {
    fc.assert(
      fc.property(arbInput, fc.integer({ min: 0, max: 1_000_000 }), arbPlan, (input, more, plan) => {
        const a = priceCriticalIllness(input, plan, CI_TABLE);
        const b = priceCriticalIllness({ ...input, coverAed: input.coverAed + more }, plan, CI_TABLE);
        if (a.declined || b.declined) return;
        expect(b.totalFils).toBeGreaterThanOrEqual(a.totalFils);
      }),
    );
  });

  it('an older applicant is never cheaper', () => {
    fc.assert(
      fc.property(arbInput, fc.integer({ min: 0, max: 40 }), arbPlan, (input, older, plan) => {
        const a = priceCriticalIllness(input, plan, CI_TABLE);
        const b = priceCriticalIllness({ ...input, age: input.age + older }, plan, CI_TABLE);
        if (a.declined || b.declined) return;
        expect(b.totalFils).toBeGreaterThanOrEqual(a.totalFils);
      }),
    );
  });
});

describe('critical illness: inputFromAnswers', () => {
  const today = { year: 2025, month: 6, day: 15 };

  it('with nothing answered: docs/product/quotes.md defaults (age 30, cover 100,000, term 5), all reported', () => {
    expect(criticalIllnessInputFromAnswers({}, { today })).toEqual({
      ok: true,
      input: CI_DEFAULT_INPUT,
      defaulted: ['age', 'coverAed', 'termYears', 'gender', 'smoker'],
    });
  });

  it('maps the journey answers; the term, which the journey does not ask, defaults to 5', () => {
    const r = criticalIllnessInputFromAnswers(
      { dateOfBirth: '14/03/1988', gender: '2', smoker: 'yes', coverAmount: '250000' },
      { today },
    );
    expect(r).toEqual({
      ok: true,
      input: { age: 37, gender: 'female', smoker: true, coverAed: 250_000, termYears: 5 },
      defaulted: ['termYears'],
    });
    if (r.ok) expect(ZCriticalIllnessInput.parse(r.input)).toEqual(r.input);
  });

  it("the quotes body's age, cover and term (docs/product/quotes.md) take precedence over the answers", () => {
    expect(
      criticalIllnessInputFromAnswers(
        { dateOfBirth: '14/03/1988', gender: '1', smoker: 'no', coverAmount: '250000' },
        { today, body: { age: 40, cover: 500_000, term: 10 } },
      ),
    ).toEqual({
      ok: true,
      input: { age: 40, gender: 'male', smoker: false, coverAed: 500_000, termYears: 10 },
      defaulted: [],
    });
  });

  it('names unusable answers and body values', () => {
    expect(
      criticalIllnessInputFromAnswers(
        { dateOfBirth: '31/02/1990', coverAmount: 'lots' },
        { today, body: { term: 0 } },
      ),
    ).toEqual({
      ok: false,
      error: { code: 'INVALID_ANSWERS', missing: [], invalid: ['dateOfBirth', 'coverAmount', 'termYears'] },
    });
  });

  it('the registry entry prices what the adapter builds', () => {
    const r = criticalIllnessEngine.inputFromAnswers({}, { today });
    if (!r.ok) throw new Error('adapter failed');
    expect(criticalIllnessEngine.price(r.input, CI_CORE, CI_TABLE).declined).toBe(false);
  });
});
