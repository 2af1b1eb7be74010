import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  TRAVEL_CATEGORIES,
  TRAVEL_REGIONS,
  TRIP_TYPES,
  ZPlan,
  ZPricingResult,
  ZTravelInput,
  ZTravelRateTable,
  type TPremiumBreakdown,
  type TPricingResult,
  type TTravelInput,
} from '../../contracts/quotes';
import { QUOTE_MESSAGE_KEYS } from '../messages';
import { PREMIUM_ASIA, SCHENGEN_ESSENTIAL, TRAVEL_TABLE, WORLDWIDE_PLUS } from './travel.fixture';
import { priceTravel, travelInputFromAnswers, travelRankingFacts } from '.';

function priced(r: TPricingResult): TPremiumBreakdown {
  if (r.declined) throw new Error(`declined: ${r.reasonKey}`);
  return r;
}
const lines = (b: TPremiumBreakdown) => b.lines.map((l) => [l.code, l.labelKey, l.amountFils]);

describe('travel fixtures', () => {
  it('are valid data', () => {
    expect(() => ZTravelRateTable.parse(TRAVEL_TABLE)).not.toThrow();
    for (const p of [SCHENGEN_ESSENTIAL, WORLDWIDE_PLUS, PREMIUM_ASIA])
      expect(() => ZPlan.parse(p)).not.toThrow();
  });
});

describe('travel: worked examples (amounts in fils)', () => {
  it('1. one adult, 10 days in Schengen, essential tier', () => {
    // 8–14 days: AED 60 = 6,000; age 30 ×1.00; Schengen ×1.00
    // essential tier ×0.90: −600 → 5,400; VAT 270; total 5,670
    const input: TTravelInput = {
      tripType: 'single',
      region: 'schengen',
      days: 10,
      category: 'individual',
      travellers: [{ kind: 'adult', age: 30 }],
    };
    const b = priced(priceTravel(input, SCHENGEN_ESSENTIAL, TRAVEL_TABLE));
    expect(lines(b)).toEqual([
      ['traveller.1', 'quotes:lines.traveller', 6_000],
      ['tier', 'quotes:lines.planTier', -600],
    ]);
    expect([b.netFils, b.vatFils, b.totalFils]).toEqual([5_400, 270, 5_670]);
    expect(() => ZPricingResult.parse(b)).not.toThrow();
  });

  it('2. a family of three, 14 days worldwide including the USA', () => {
    // 3 × AED 60 = 18,000; the child (6) ×0.50 on her own base: −3,000            → 15,000
    // worldwide ×2.00: +15,000                                                    → 30,000
    // plus tier ×1.00; family package ×0.85: −4,500                               → 25,500 net
    // VAT 1,275; total 26,775
    const input: TTravelInput = {
      tripType: 'single',
      region: 'worldwide',
      days: 14,
      category: 'family',
      travellers: [
        { kind: 'adult', age: 40 },
        { kind: 'adult', age: 38 },
        { kind: 'child', age: 6 },
      ],
    };
    const b = priced(priceTravel(input, WORLDWIDE_PLUS, TRAVEL_TABLE));
    expect(lines(b)).toEqual([
      ['traveller.1', 'quotes:lines.traveller', 6_000],
      ['traveller.2', 'quotes:lines.traveller', 6_000],
      ['traveller.3', 'quotes:lines.traveller', 6_000],
      ['travellerAge.3', 'quotes:lines.travellerAge', -3_000],
      ['region', 'quotes:lines.region', 15_000],
      ['family', 'quotes:lines.familyDiscount', -4_500],
    ]);
    expect([b.netFils, b.vatFils, b.totalFils]).toEqual([25_500, 1_275, 26_775]);
  });

  it('3. a group of five with two seniors, 20 days in Asia, premium tier', () => {
    // 5 × AED 90 = 45,000; ages 66 and 70 ×2.00: +9,000 each                     → 63,000
    // Asia ×0.90: −6,300                                                          → 56,700
    // premium ×1.30: +17,010                                                      → 73,710
    // group of 5 ×0.90: −7,371                                                    → 66,339 net
    // VAT 5 %: 3,316.95 → 3,317; total 69,656
    const input: TTravelInput = {
      tripType: 'single',
      region: 'asia',
      days: 20,
      category: 'group',
      travellers: [25, 30, 35, 66, 70].map((age) => ({ kind: 'traveller' as const, age })),
    };
    const b = priced(priceTravel(input, PREMIUM_ASIA, TRAVEL_TABLE));
    expect(b.lines.map((l) => [l.code, l.amountFils])).toEqual([
      ['traveller.1', 9_000],
      ['traveller.2', 9_000],
      ['traveller.3', 9_000],
      ['traveller.4', 9_000],
      ['traveller.5', 9_000],
      ['travellerAge.4', 9_000],
      ['travellerAge.5', 9_000],
      ['region', -6_300],
      ['tier', 17_010],
      ['group', -7_371],
    ]);
    expect([b.netFils, b.vatFils, b.totalFils]).toEqual([66_339, 3_317, 69_656]);
  });

  it('4. annual multi-trip: the days do not matter', () => {
    // annual AED 400 = 40,000; worldwide excl. USA ×1.20: +8,000 → 48,000; VAT 2,400; total 50,400
    const input: TTravelInput = {
      tripType: 'annual',
      region: 'worldwideExUsCa',
      days: 7,
      category: 'individual',
      travellers: [{ kind: 'adult', age: 45 }],
    };
    const b = priced(priceTravel(input, WORLDWIDE_PLUS, TRAVEL_TABLE));
    expect(lines(b)).toEqual([
      ['traveller.1', 'quotes:lines.annualTraveller', 40_000],
      ['region', 'quotes:lines.region', 8_000],
    ]);
    expect(b.totalFils).toBe(50_400);
    expect(priced(priceTravel({ ...input, days: 300 }, WORLDWIDE_PLUS, TRAVEL_TABLE)).totalFils).toBe(50_400);
  });

  it('declines: oldest traveller, trip too long, region or trip type not covered', () => {
    const base: TTravelInput = {
      tripType: 'single',
      region: 'schengen',
      days: 10,
      category: 'individual',
      travellers: [{ kind: 'adult', age: 82 }],
    };
    expect(priceTravel(base, SCHENGEN_ESSENTIAL, TRAVEL_TABLE)).toEqual({
      declined: true,
      productId: 2,
      planId: 201,
      providerId: 1,
      code: 'travellerMaxAge',
      reasonKey: 'quotes:decline.travellerAgeMax',
      params: { value: 82, max: 80, traveller: 1 },
    });
    const adult = { ...base, travellers: [{ kind: 'adult' as const, age: 30 }] };
    expect(priceTravel({ ...adult, days: 200 }, SCHENGEN_ESSENTIAL, TRAVEL_TABLE)).toMatchObject({
      code: 'tripMaxDays',
      reasonKey: 'quotes:decline.tripTooLong',
      params: { value: 200, max: 180 },
    });
    expect(priceTravel({ ...adult, region: 'gcc' }, SCHENGEN_ESSENTIAL, TRAVEL_TABLE)).toMatchObject({
      code: 'regionNotCovered',
      reasonKey: 'quotes:decline.regionNotCovered',
      params: { region: 'gcc' },
    });
    expect(priceTravel({ ...adult, tripType: 'annual' }, SCHENGEN_ESSENTIAL, TRAVEL_TABLE)).toMatchObject({
      code: 'tripTypeNotCovered',
      reasonKey: 'quotes:decline.tripTypeNotCovered',
    });
  });

  it('ranking facts: medical limit; Schengen compliance only matters for Schengen trips', () => {
    const input: TTravelInput = {
      tripType: 'single',
      region: 'schengen',
      days: 10,
      category: 'individual',
      travellers: [{ kind: 'adult', age: 30 }],
    };
    expect(travelRankingFacts(input, PREMIUM_ASIA)).toEqual({
      coverValue: 1_000_000,
      priceGroup: 'all',
      fit: [{ key: 'quotes:ranking.fit.schengen', met: false, params: {} }],
    });
    expect(travelRankingFacts({ ...input, region: 'asia' }, PREMIUM_ASIA).fit).toEqual([]);
  });
});

describe('travel: properties', () => {
  const arbInput: fc.Arbitrary<TTravelInput> = fc.record({
    tripType: fc.constantFrom(...TRIP_TYPES),
    region: fc.constantFrom(...TRAVEL_REGIONS),
    days: fc.integer({ min: 1, max: 366 }),
    category: fc.constantFrom(...TRAVEL_CATEGORIES),
    travellers: fc.array(
      fc.record({
        kind: fc.constantFrom('adult' as const, 'child' as const, 'traveller' as const),
        age: fc.integer({ min: 0, max: 90 }),
      }),
      { minLength: 1, maxLength: 12 },
    ),
  });
  const arbPlan = fc.constantFrom(SCHENGEN_ESSENTIAL, WORLDWIDE_PLUS, PREMIUM_ASIA);

  it('every answer is valid; never a negative premium; lines sum to the total', () => {
    fc.assert(
      fc.property(arbInput, arbPlan, (input, plan) => {
        const r = ZPricingResult.parse(priceTravel(input, plan, TRAVEL_TABLE));
        if (r.declined) {
          expect(QUOTE_MESSAGE_KEYS).toContain(r.reasonKey);
          return;
        }
        for (const l of r.lines) expect(QUOTE_MESSAGE_KEYS).toContain(l.labelKey);
        expect(r.totalFils).toBeGreaterThan(0);
        expect(r.lines.reduce((s, l) => s + l.amountFils, 0)).toBe(r.netFils);
        expect(r.netFils + r.vatFils).toBe(r.totalFils);
      }),
    );
  });

  it('same input → same quote', () => {
    fc.assert(
      fc.property(arbInput, arbPlan, (input, plan) => {
        expect(priceTravel(structuredClone(input), plan, TRAVEL_TABLE)).toEqual(
          priceTravel(input, plan, TRAVEL_TABLE),
        );
      }),
    );
  });

  it('more days never lower the premium', () => {
    fc.assert(
      fc.property(arbInput, fc.integer({ min: 0, max: 365 }), arbPlan, (input, more, plan) => {
        const longer = { ...input, days: Math.min(366, input.days + more) };
        const a = priceTravel(input, plan, TRAVEL_TABLE);
        const b = priceTravel(longer, plan, TRAVEL_TABLE);
        if (a.declined || b.declined) return;
        expect(b.totalFils).toBeGreaterThanOrEqual(a.totalFils);
      }),
    );
  });
});

describe('travel: inputFromAnswers', () => {
  const today = { year: 2025, month: 6, day: 15 };

  it('an individual: days count both travel dates; age on the day of departure', () => {
    const r = travelInputFromAnswers(
      {
        tripType: 'single',
        travelRegion: 'schengen',
        travelDates: ['01/07/2025', '10/07/2025'],
        travelCategory: '5',
        travellerDob: '05/07/1990', // 34 on 1 July 2025, 35 four days later
      },
      { today },
    );
    expect(r).toEqual({
      ok: true,
      input: {
        tripType: 'single',
        region: 'schengen',
        days: 10,
        category: 'individual',
        travellers: [{ kind: 'adult', age: 34 }],
      },
      defaulted: [],
    });
    if (r.ok) expect(ZTravelInput.parse(r.input)).toEqual(r.input);
  });

  it('a family and a group read their own member fields', () => {
    expect(
      travelInputFromAnswers(
        {
          tripType: 'annual',
          travelRegion: 'worldwide',
          travelDates: ['20/06/2025', '19/06/2026'],
          travelCategory: '1',
          familyTravellers: [
            { id: 'adult', dateOfBirth: '01/01/1985', gender: '1' },
            { id: 'child', dateOfBirth: '01/01/2015', gender: '2' },
          ],
        },
        { today },
      ),
    ).toMatchObject({
      ok: true,
      input: {
        days: 365,
        category: 'family',
        travellers: [
          { kind: 'adult', age: 40 },
          { kind: 'child', age: 10 },
        ],
      },
    });
    expect(
      travelInputFromAnswers(
        {
          tripType: 'single',
          travelRegion: 'gcc',
          travelDates: ['20/06/2025', '20/06/2025'],
          travelCategory: '3',
          groupTravellers: [
            { id: 'traveller', dateOfBirth: '01/01/1980', gender: '1' },
            { id: 'traveller', dateOfBirth: '01/01/1981', gender: '2' },
          ],
        },
        { today },
      ),
    ).toMatchObject({
      ok: true,
      input: { days: 1, category: 'group', travellers: [{ age: 45 }, { age: 44 }] },
    });
  });

  it('names missing and unusable answers', () => {
    expect(travelInputFromAnswers({ travelCategory: '5' }, { today })).toEqual({
      ok: false,
      error: {
        code: 'MISSING_ANSWERS',
        missing: ['tripType', 'travelRegion', 'travelDates', 'travellerDob'],
        invalid: [],
      },
    });
    expect(
      travelInputFromAnswers(
        {
          tripType: 'single',
          travelRegion: 'mars',
          travelDates: ['10/07/2025', '01/07/2025'],
          travelCategory: '9',
        },
        { today },
      ),
    ).toEqual({
      ok: false,
      error: {
        code: 'INVALID_ANSWERS',
        missing: [],
        invalid: ['travelRegion', 'travelDates', 'travelCategory'],
      },
    });
  });
});
