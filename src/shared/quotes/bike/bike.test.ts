import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BIKE_ENGINE_BANDS,
  BIKE_USES,
  CAR_COVER_TYPES,
  EMIRATES,
  ZBikeInput,
  ZBikeRateTable,
  ZPlan,
  type TBikeInput,
} from '../../contracts/quotes';
import { amounts, expectWellFormed, priced } from '../testing';
import { BIKE_COMPREHENSIVE, BIKE_INPUT, BIKE_TABLE, BIKE_THIRD_PARTY } from './bike.fixture';
import { bikeEngine, bikeInputFromAnswers, bikeRankingFacts, priceBike } from '.';

describe('bike fixtures', () => {
  it('are valid data', () => {
    expect(() => ZBikeRateTable.parse(BIKE_TABLE)).not.toThrow();
    for (const p of [BIKE_COMPREHENSIVE, BIKE_THIRD_PARTY]) expect(() => ZPlan.parse(p)).not.toThrow();
    expect(() => ZBikeInput.parse(BIKE_INPUT)).not.toThrow();
  });
});

describe('bike: worked examples (amounts in fils)', () => {
  it('1. comprehensive: AED 30,000 bike, 1 year old, 401–800 cc, rider 30, Dubai, personal use', () => {
    // base 30,000 × 5 % = AED 1,500                                                 = 150,000
    // bike age 1 ×1.00; engine 401–800 cc ×1.20: +30,000                            → 180,000
    // Dubai ×1.05: +9,000                                                            → 189,000
    // rider 30 ×1.00, personal use ×1.00; minimum AED 800 met
    // VAT 5 %: 9,450; total 198,450
    const b = priced(priceBike(BIKE_INPUT, BIKE_COMPREHENSIVE, BIKE_TABLE));
    expect(b.lines.map((l) => [l.code, l.labelKey, l.amountFils])).toEqual([
      ['base', 'quotes:lines.baseBikeComprehensive', 150_000],
      ['engineBand', 'quotes:lines.engineSize', 30_000],
      ['emirate', 'quotes:lines.emirate', 9_000],
    ]);
    expect([b.netFils, b.vatFils, b.totalFils]).toEqual([189_000, 9_450, 198_450]);
    expect(b).toMatchObject({ productId: 6, planId: 601 });
    expectWellFormed(b);
  });

  it('2. third party: over 800 cc, rider 22, Sharjah, delivery use (the value plays no part)', () => {
    // base for over 800 cc: AED 800                                                  =  80,000
    // Sharjah ×1.10: +8,000                                                          →  88,000
    // rider 22 ×1.30: +26,400                                                        → 114,400
    // delivery ×1.50: +57,200                                                        → 171,600
    // VAT 5 %: 8,580; total 180,180
    const input: TBikeInput = {
      ...BIKE_INPUT,
      engineBand: 'over800',
      riderAge: 22,
      emirate: 'sharjah',
      use: 'delivery',
      coverType: 'thirdParty',
    };
    const b = priced(priceBike(input, BIKE_THIRD_PARTY, BIKE_TABLE));
    expect(amounts(b)).toEqual([
      ['base', 80_000],
      ['emirate', 8_000],
      ['riderAge', 26_400],
      ['use', 57_200],
    ]);
    expect(b.totalFils).toBe(180_180);
    expect(
      priced(priceBike({ ...input, bikeValueAed: 90_000 }, BIKE_THIRD_PARTY, BIKE_TABLE)).totalFils,
    ).toBe(180_180);
  });

  it('3. a cheap scooter, 4 years old, rider 19, Abu Dhabi: raised to the minimum premium', () => {
    // base 8,000 × 5 % = AED 400 = 40,000; age 4 ×1.10: +4,000 → 44,000
    // up to 150 cc ×0.90: −4,400 → 39,600; Abu Dhabi ×1.00
    // rider 19 ×1.50: +19,800 → 59,400; minimum AED 800 = 80,000: +20,600 → 80,000
    // VAT 4,000; total 84,000
    const input: TBikeInput = {
      ...BIKE_INPUT,
      bikeValueAed: 8_000,
      bikeAgeYears: 4,
      engineBand: 'upTo150',
      riderAge: 19,
      emirate: 'abu-dhabi',
    };
    const b = priced(priceBike(input, BIKE_COMPREHENSIVE, BIKE_TABLE));
    expect(amounts(b)).toEqual([
      ['base', 40_000],
      ['bikeAge', 4_000],
      ['engineBand', -4_400],
      ['riderAge', 19_800],
      ['minimumPremium', 20_600],
    ]);
    expect(b.totalFils).toBe(84_000);
  });

  it('declines as data: rider under 18, under 21 on a big engine, old or dear bike, delivery on comprehensive', () => {
    const decline = (over: Partial<TBikeInput>) =>
      priceBike({ ...BIKE_INPUT, ...over }, BIKE_COMPREHENSIVE, BIKE_TABLE);
    expect(decline({ riderAge: 17 })).toEqual({
      declined: true,
      productId: 6,
      planId: 601,
      providerId: 1,
      code: 'riderAgeMin',
      reasonKey: 'quotes:decline.riderAgeMin',
      params: { value: 17, min: 18 },
    });
    expect(decline({ riderAge: 19, engineBand: 'over800' })).toMatchObject({
      code: 'bigEngineRiderAge',
      params: { value: 19, min: 21 },
    });
    expect(decline({ riderAge: 19, engineBand: '401To800' }).declined).toBe(false);
    expect(decline({ bikeAgeYears: 11 })).toMatchObject({ reasonKey: 'quotes:decline.vehicleAgeMax' });
    expect(decline({ bikeValueAed: 250_000 })).toMatchObject({ reasonKey: 'quotes:decline.vehicleValueMax' });
    expect(decline({ use: 'delivery' })).toMatchObject({
      code: 'comprehensivePersonalOnly',
      reasonKey: 'quotes:decline.bikeUseNotCovered',
      params: { value: 'delivery' },
    });
    // Third party: the comprehensive-only rules do not apply.
    expect(
      priceBike({ ...BIKE_INPUT, bikeAgeYears: 15, use: 'delivery' }, BIKE_THIRD_PARTY, BIKE_TABLE).declined,
    ).toBe(false);
  });

  it('ranking facts: breadth, cover type fit, prices compared per cover type', () => {
    expect(bikeRankingFacts(BIKE_INPUT, BIKE_COMPREHENSIVE)).toEqual({
      coverValue: 120,
      fit: [{ key: 'quotes:ranking.fit.coverType', met: true, params: { coverType: 'comprehensive' } }],
      priceGroup: 'comprehensive',
    });
    expect(bikeRankingFacts(BIKE_INPUT, BIKE_THIRD_PARTY)).toMatchObject({
      coverValue: 0,
      priceGroup: 'thirdParty',
    });
  });
});

describe('bike: properties', () => {
  const arbInput: fc.Arbitrary<TBikeInput> = fc.record({
    bikeValueAed: fc.integer({ min: 1_000, max: 400_000 }),
    bikeAgeYears: fc.integer({ min: 0, max: 20 }),
    engineBand: fc.constantFrom(...BIKE_ENGINE_BANDS),
    riderAge: fc.integer({ min: 16, max: 85 }),
    emirate: fc.constantFrom(...EMIRATES),
    use: fc.constantFrom(...BIKE_USES),
    coverType: fc.constantFrom(...CAR_COVER_TYPES),
  });
  const arbPlan = fc.constantFrom(BIKE_COMPREHENSIVE, BIKE_THIRD_PARTY);

  it('every answer is well formed: never negative, lines sum exactly to the total', () => {
    fc.assert(
      fc.property(arbInput, arbPlan, (input, plan) => expectWellFormed(priceBike(input, plan, BIKE_TABLE))),
    );
  });

  it('same input → same quote', () => {
    fc.assert(
      fc.property(arbInput, arbPlan, (input, plan) => {
        expect(priceBike(structuredClone(input), plan, BIKE_TABLE)).toEqual(
          priceBike(input, plan, BIKE_TABLE),
        );
      }),
    );
  });

  it('a dearer bike never lowers a comprehensive premium', () => {
    fc.assert(
      fc.property(arbInput, fc.integer({ min: 0, max: 200_000 }), (input, more) => {
        const a = priceBike(input, BIKE_COMPREHENSIVE, BIKE_TABLE);
        const b = priceBike(
          { ...input, bikeValueAed: input.bikeValueAed + more },
          BIKE_COMPREHENSIVE,
          BIKE_TABLE,
        );
        if (a.declined || b.declined) return;
        expect(b.totalFils).toBeGreaterThanOrEqual(a.totalFils);
      }),
    );
  });
});

describe('bike: inputFromAnswers', () => {
  const today = { year: 2025, month: 6, day: 15 };
  const answers = {
    bikeMake: 'kawasaki',
    bikeYear: '2023',
    bikeValue: 45_000,
    registrationEmirate: 'dubai',
    bikeUse: 'personal',
    riderDob: '01/01/1995',
  };

  it('maps the journey answers and names the defaults (cover type, engine size by use)', () => {
    const r = bikeInputFromAnswers(answers, { today });
    expect(r).toEqual({
      ok: true,
      input: {
        bikeValueAed: 45_000,
        bikeAgeYears: 2,
        engineBand: '401To800',
        riderAge: 30,
        emirate: 'dubai',
        use: 'personal',
        coverType: 'comprehensive',
      },
      defaulted: ['engineBand', 'coverType'],
    });
    if (r.ok) expect(ZBikeInput.parse(r.input)).toEqual(r.input);
    expect(bikeInputFromAnswers({ ...answers, bikeUse: 'delivery' }, { today })).toMatchObject({
      input: { engineBand: 'upTo150' },
    });
  });

  it('takes the quotes page choices when stored', () => {
    expect(
      bikeInputFromAnswers({ ...answers, engineBand: 'over800', coverType: 'thirdParty' }, { today }),
    ).toMatchObject({ ok: true, input: { engineBand: 'over800', coverType: 'thirdParty' }, defaulted: [] });
  });

  it('names missing and unusable answers', () => {
    expect(bikeInputFromAnswers({ bikeValue: 45_000 }, { today })).toEqual({
      ok: false,
      error: {
        code: 'MISSING_ANSWERS',
        missing: ['bikeYear', 'registrationEmirate', 'bikeUse', 'riderDob'],
        invalid: [],
      },
    });
    expect(
      bikeInputFromAnswers({ ...answers, bikeYear: '2040', engineBand: 'jet' }, { today }),
    ).toMatchObject({
      ok: false,
      error: { code: 'INVALID_ANSWERS', invalid: ['bikeYear', 'engineBand'] },
    });
  });

  it('the registry entry prices what the adapter builds', () => {
    const r = bikeEngine.inputFromAnswers(answers, { today });
    if (!r.ok) throw new Error('adapter failed');
    expect(bikeEngine.price(r.input, BIKE_COMPREHENSIVE, BIKE_TABLE).declined).toBe(false);
  });
});
