import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GENDERS, ZPlan, ZTermInput, ZTermRateTable, type TTermInput } from '../../contracts/quotes';
import { amounts, expectWellFormed, priced } from '../testing';
import { TERM_BASIC, TERM_INPUT, TERM_PLUS, TERM_TABLE } from './term.fixture';
import { coverIncomeMultiple, priceTerm, termEngine, termInputFromAnswers, termRankingFacts } from '.';

describe('term fixtures', () => {
  it('are valid data', () => {
    expect(() => ZTermRateTable.parse(TERM_TABLE)).not.toThrow();
    for (const p of [TERM_BASIC, TERM_PLUS]) expect(() => ZPlan.parse(p)).not.toThrow();
    expect(() => ZTermInput.parse(TERM_INPUT)).not.toThrow();
  });
});

describe('term: worked examples (amounts in fils)', () => {
  it('1. woman of 35, AED 2,000,000 for 25 years, non-smoker, basic plan', () => {
    // cover × rate of age 31–40: 2,000,000 × AED 1.50 per 1,000 = AED 3,000          = 300,000
    // large cover: first 1,000,000 ×1.00, the next 1,000,000 ×0.90
    //   → 1,900,000 × 1.50 / 1,000 = AED 2,850 = 285,000: −15,000                    → 285,000
    // female ×0.80: −57,000                                                          → 228,000
    // term 25 years ×1.20: +45,600                                                   → 273,600
    // no riders; minimum AED 300 met; VAT 0 (life cover): total 273,600 = AED 2,736 a year
    const b = priced(priceTerm(TERM_INPUT, TERM_BASIC, TERM_TABLE));
    expect(b.lines.map((l) => [l.code, l.labelKey, l.amountFils])).toEqual([
      ['base', 'quotes:lines.sumAssured', 300_000],
      ['coverDiscount', 'quotes:lines.coverDiscount', -15_000],
      ['gender', 'quotes:lines.gender', -57_000],
      ['termYears', 'quotes:lines.policyTerm', 45_600],
    ]);
    expect(b.lines[0]?.params).toEqual({ coverAed: 2_000_000, ratePerMilleAed: 1.5, age: 35 });
    expect(b.lines[1]).toMatchObject({ kind: 'discount' });
    expect(b.lines[3]).toMatchObject({ kind: 'loading', factorBp: 12_000, params: { years: 25 } });
    expect([b.netFils, b.vatRateBp, b.vatFils, b.totalFils]).toEqual([273_600, 0, 0, 273_600]);
    expect(b).toMatchObject({ productId: 5, planId: 501, rateTableId: 'term-test', rateTableVersion: 2 });
    expect(b.inputs).toMatchObject({ ageAtExpiry: 60, paymentFrequency: 'annual', terminalIllness: true });
    expectWellFormed(b);
  });

  it('2. male smoker of 45, AED 500,000 for 10 years, plan with both riders', () => {
    // 500,000 × AED 3.00 per 1,000 (age 41–50) = AED 1,500                          = 150,000
    // cover within the first slice: no discount; male ×1.00: no line
    // smoker ×1.50: +75,000                                                          → 225,000
    // term 10 years ×0.90: −22,500                                                   → 202,500
    // accidental death rider ×1.10: +20,250                                          → 222,750
    // waiver of premium ×1.05: +11,137.5 → 11,138 (half-up)                          → 233,888
    // VAT 0: total 233,888
    const input: TTermInput = {
      age: 45,
      gender: 'male',
      smoker: true,
      coverAed: 500_000,
      termYears: 10,
      monthlyIncomeAed: 10_000,
    };
    const b = priced(priceTerm(input, TERM_PLUS, TERM_TABLE));
    expect(amounts(b)).toEqual([
      ['base', 150_000],
      ['smoker', 75_000],
      ['termYears', -22_500],
      ['accidentalDeath', 20_250],
      ['waiverOfPremium', 11_138],
    ]);
    expect(b.totalFils).toBe(233_888);
  });

  it('3. a small cover is raised to the minimum premium', () => {
    // 100,000 × AED 1.00 per 1,000 (age 25) = AED 100 = 10,000; term 10 ×0.90: −1,000 → 9,000
    // minimum AED 300 = 30,000: +21,000 → 30,000; VAT 0
    const input: TTermInput = { ...TERM_INPUT, age: 25, gender: 'male', coverAed: 100_000, termYears: 10 };
    const b = priced(priceTerm(input, TERM_BASIC, TERM_TABLE));
    expect(amounts(b)).toEqual([
      ['base', 10_000],
      ['termYears', -1_000],
      ['minimumPremium', 21_000],
    ]);
    expect(b.lines[2]).toMatchObject({ kind: 'adjustment', params: { minimumAed: 300 } });
    expect(b.totalFils).toBe(30_000);
  });

  it('declines as data: entry age, age at the end of the term, term, income multiple, smoker cover', () => {
    const decline = (over: Partial<TTermInput>) =>
      priceTerm({ ...TERM_INPUT, ...over }, TERM_BASIC, TERM_TABLE);
    expect(decline({ age: 66, termYears: 5 })).toEqual({
      declined: true,
      productId: 5,
      planId: 501,
      providerId: 1,
      code: 'entryAge',
      reasonKey: 'quotes:decline.entryAge',
      params: { value: 66, min: 18, max: 65 },
    });
    expect(decline({ age: 17 })).toMatchObject({ code: 'entryAge', params: { value: 17, min: 18 } });
    expect(decline({ age: 50, termYears: 30 })).toMatchObject({
      code: 'ageAtExpiry',
      reasonKey: 'quotes:decline.ageAtExpiry',
      params: { value: 80, max: 75 },
    });
    expect(decline({ termYears: 3 })).toMatchObject({
      code: 'termRange',
      params: { value: 3, min: 5, max: 30 },
    });
    // AED 1,000,000 on AED 2,000 a month (24,000 a year): 41.7 → 42 times the income
    expect(decline({ coverAed: 1_000_000, monthlyIncomeAed: 2_000 })).toMatchObject({
      code: 'incomeMultiple',
      reasonKey: 'quotes:decline.coverIncomeMultiple',
      params: { value: 42, max: 20 },
    });
    expect(decline({ smoker: true, coverAed: 3_000_000, monthlyIncomeAed: 50_000 })).toMatchObject({
      code: 'smokerCover',
      params: { value: 3_000_000, max: 2_000_000 },
    });
    // Without a known income the multiple is not checked.
    expect(decline({ coverAed: 1_000_000, monthlyIncomeAed: null }).declined).toBe(false);
  });

  it('income multiple: exactly 20 times passes, just above declines', () => {
    expect(coverIncomeMultiple(2_400_000, 10_000)).toBe(20);
    expect(coverIncomeMultiple(2_400_001, 10_000)).toBe(21);
  });

  it('ranking facts: benefits around the cover, no fit checks', () => {
    expect(termRankingFacts(TERM_INPUT, TERM_BASIC)).toEqual({ coverValue: 115, fit: [], priceGroup: 'all' });
    expect(termRankingFacts(TERM_INPUT, TERM_PLUS).coverValue).toBe(160);
  });
});

describe('term: properties', () => {
  const arbInput: fc.Arbitrary<TTermInput> = fc.record({
    age: fc.integer({ min: 16, max: 80 }),
    gender: fc.constantFrom(...GENDERS),
    smoker: fc.boolean(),
    coverAed: fc.integer({ min: 1_000, max: 20_000_000 }),
    termYears: fc.integer({ min: 1, max: 40 }),
    monthlyIncomeAed: fc.option(fc.integer({ min: 1_000, max: 500_000 }), { nil: null }),
  });
  const arbPlan = fc.constantFrom(TERM_BASIC, TERM_PLUS);

  it('every answer is well formed: never negative, lines sum exactly to the total', () => {
    fc.assert(
      fc.property(arbInput, arbPlan, (input, plan) => expectWellFormed(priceTerm(input, plan, TERM_TABLE))),
    );
  });

  it('same input → same quote', () => {
    fc.assert(
      fc.property(arbInput, arbPlan, (input, plan) => {
        expect(priceTerm(structuredClone(input), plan, TERM_TABLE)).toEqual(
          priceTerm(input, plan, TERM_TABLE),
        );
      }),
    );
  });

  it('a higher cover never lowers the premium', () => {
    fc.assert(
      fc.property(arbInput, fc.integer({ min: 0, max: 10_000_000 }), arbPlan, (input, more, plan) => {
        const a = priceTerm(input, plan, TERM_TABLE);
        const b = priceTerm({ ...input, coverAed: input.coverAed + more }, plan, TERM_TABLE);
        if (a.declined || b.declined) return;
        expect(b.totalFils).toBeGreaterThanOrEqual(a.totalFils);
      }),
    );
  });

  it('an older applicant is never cheaper', () => {
    fc.assert(
      fc.property(arbInput, fc.integer({ min: 0, max: 40 }), arbPlan, (input, older, plan) => {
        const a = priceTerm(input, plan, TERM_TABLE);
        const b = priceTerm({ ...input, age: input.age + older }, plan, TERM_TABLE);
        if (a.declined || b.declined) return;
        expect(b.totalFils).toBeGreaterThanOrEqual(a.totalFils);
      }),
    );
  });
});

describe('term: inputFromAnswers', () => {
  const today = { year: 2025, month: 6, day: 15 };
  const answers = {
    dateOfBirth: '20/06/1990', // 34 on 15 June 2025: the birthday is five days away
    gender: '2',
    smoker: 'no',
    monthlyIncome: 18_000,
    coverAmount: '2000000',
    policyTerm: '20',
    name: 'Test',
  };

  it('maps the journey answers (option ids, age on today)', () => {
    const r = termInputFromAnswers(answers, { today });
    expect(r).toEqual({
      ok: true,
      input: {
        age: 34,
        gender: 'female',
        smoker: false,
        coverAed: 2_000_000,
        termYears: 20,
        monthlyIncomeAed: 18_000,
      },
      defaulted: [],
    });
    if (r.ok) expect(ZTermInput.parse(r.input)).toEqual(r.input);
  });

  it('names missing and unusable answers', () => {
    expect(termInputFromAnswers({ gender: '1' }, { today })).toEqual({
      ok: false,
      error: {
        code: 'MISSING_ANSWERS',
        missing: ['dateOfBirth', 'smoker', 'monthlyIncome', 'coverAmount', 'policyTerm'],
        invalid: [],
      },
    });
    expect(termInputFromAnswers({ ...answers, gender: '3', smoker: 'sometimes' }, { today })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_ANSWERS', invalid: ['gender', 'smoker'] },
    });
  });

  it('the registry entry prices what the adapter builds', () => {
    const r = termEngine.inputFromAnswers(answers, { today });
    if (!r.ok) throw new Error('adapter failed');
    expect(termEngine.price(r.input, TERM_BASIC, TERM_TABLE).declined).toBe(false);
  });
});
