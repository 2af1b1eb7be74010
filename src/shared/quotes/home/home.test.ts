import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMIRATES,
  HOME_OWNERSHIP,
  PROPERTY_TYPES,
  ZHomeInput,
  ZHomeRateTable,
  ZPlan,
  type THomeInput,
} from '../../contracts/quotes';
import { amounts, expectWellFormed, priced } from '../testing';
import { CONTENTS_ONLY, HOME_PLUS, HOME_PREMIUM, HOME_TABLE, VILLA_OWNER } from './home.fixture';
import { homeEngine, homeInputFromAnswers, homeRankingFacts, priceHome } from '.';

describe('home fixtures', () => {
  it('are valid data', () => {
    expect(() => ZHomeRateTable.parse(HOME_TABLE)).not.toThrow();
    for (const p of [CONTENTS_ONLY, HOME_PLUS, HOME_PREMIUM]) expect(() => ZPlan.parse(p)).not.toThrow();
    expect(() => ZHomeInput.parse(VILLA_OWNER)).not.toThrow();
    expect(ZHomeInput.safeParse({ ...VILLA_OWNER, buildingValueAed: 0, contentsValueAed: 0 }).success).toBe(
      false,
    );
  });
});

describe('home: worked examples (amounts in fils)', () => {
  it('1. a Dubai villa owner: building AED 2,000,000 and contents AED 200,000, plan with accidental damage', () => {
    // building: 2,000,000 × AED 0.60 per 1,000 (villa) = AED 1,200                  = 120,000
    // contents: 200,000 × AED 2.00 per 1,000 = AED 400                               =  40,000
    // villa contents ×1.20 on the contents' 40,000: +8,000                          → 168,000
    // Dubai ×1.00, plus tier ×1.00: no lines
    // accidental damage ×1.15: +25,200                                               → 193,200
    // minimum AED 300 met; VAT 5 %: 9,660; total 202,860
    const b = priced(priceHome(VILLA_OWNER, HOME_PLUS, HOME_TABLE));
    expect(b.lines.map((l) => [l.code, l.labelKey, l.amountFils])).toEqual([
      ['building', 'quotes:lines.building', 120_000],
      ['contents', 'quotes:lines.contents', 40_000],
      ['propertyType', 'quotes:lines.propertyType', 8_000],
      ['accidentalDamage', 'quotes:lines.accidentalDamage', 25_200],
    ]);
    expect(b.lines[0]?.params).toEqual({ valueAed: 2_000_000, propertyType: 'villa' });
    expect([b.netFils, b.vatFils, b.totalFils]).toEqual([193_200, 9_660, 202_860]);
    expect(b.inputs).toMatchObject({ sections: ['building', 'contents'], personalLiabilityAed: 2_000_000 });
    expectWellFormed(b);
  });

  it('2. a Sharjah tenant: contents only, AED 80,000, essential plan → the minimum premium', () => {
    // contents: 80,000 × AED 2.00 per 1,000 = 16,000; apartment ×1.00
    // Sharjah ×1.05: +800 → 16,800; essential ×0.90: −1,680 → 15,120
    // minimum AED 300 = 30,000: +14,880 → 30,000; VAT 1,500; total 31,500
    const tenant: THomeInput = {
      ownership: 'tenant',
      propertyType: 'apartment',
      emirate: 'sharjah',
      buildingValueAed: 0,
      contentsValueAed: 80_000,
    };
    const b = priced(priceHome(tenant, CONTENTS_ONLY, HOME_TABLE));
    expect(amounts(b)).toEqual([
      ['contents', 16_000],
      ['emirate', 800],
      ['tier', -1_680],
      ['minimumPremium', 14_880],
    ]);
    expect(b.totalFils).toBe(31_500);
    // A building-and-contents plan prices the contents alone for a tenant.
    expect(priced(priceHome(tenant, HOME_PLUS, HOME_TABLE)).lines.some((l) => l.code === 'building')).toBe(
      false,
    );
  });

  it('3. an Abu Dhabi townhouse owner insuring the building only (contents 0), premium plan', () => {
    // building: 1,500,000 × AED 0.50 per 1,000 = AED 750 = 75,000; no contents line
    // Abu Dhabi ×0.95: −3,750 → 71,250; premium ×1.20: +14,250 → 85,500; VAT 4,275; total 89,775
    const owner: THomeInput = {
      ownership: 'owner',
      propertyType: 'townhouse',
      emirate: 'abu-dhabi',
      buildingValueAed: 1_500_000,
      contentsValueAed: 0,
    };
    const b = priced(priceHome(owner, HOME_PREMIUM, HOME_TABLE));
    expect(amounts(b)).toEqual([
      ['building', 75_000],
      ['emirate', -3_750],
      ['tier', 14_250],
    ]);
    expect(b.totalFils).toBe(89_775);
  });

  it('declines as data: a section the plan does not insure, the building and contents caps', () => {
    expect(priceHome(VILLA_OWNER, CONTENTS_ONLY, HOME_TABLE)).toEqual({
      declined: true,
      productId: 14,
      planId: 1401,
      providerId: 1,
      code: 'sectionNotCovered',
      reasonKey: 'quotes:decline.sectionNotCovered',
      params: { section: 'building' },
    });
    expect(priceHome({ ...VILLA_OWNER, buildingValueAed: 12_000_000 }, HOME_PLUS, HOME_TABLE)).toMatchObject({
      code: 'buildingValueMax',
      reasonKey: 'quotes:decline.buildingValueMax',
      params: { value: 12_000_000, max: 10_000_000 },
    });
    expect(priceHome({ ...VILLA_OWNER, contentsValueAed: 1_500_000 }, HOME_PLUS, HOME_TABLE)).toMatchObject({
      code: 'contentsValueMax',
    });
  });

  it('ranking facts: personal liability plus AED 500,000 for accidental damage', () => {
    expect(homeRankingFacts(VILLA_OWNER, HOME_PLUS)).toEqual({
      coverValue: 2_500_000,
      fit: [],
      priceGroup: 'all',
    });
    expect(homeRankingFacts(VILLA_OWNER, HOME_PREMIUM).coverValue).toBe(5_000_000);
  });
});

describe('home: properties', () => {
  const arbInput: fc.Arbitrary<THomeInput> = fc
    .record({
      ownership: fc.constantFrom(...HOME_OWNERSHIP),
      propertyType: fc.constantFrom(...PROPERTY_TYPES),
      emirate: fc.constantFrom(...EMIRATES),
      buildingValueAed: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 15_000_000 })),
      contentsValueAed: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2_000_000 })),
    })
    .filter((h) => h.buildingValueAed + h.contentsValueAed > 0);
  const arbPlan = fc.constantFrom(CONTENTS_ONLY, HOME_PLUS, HOME_PREMIUM);

  it('every answer is well formed: never negative, lines sum exactly to the total', () => {
    fc.assert(
      fc.property(arbInput, arbPlan, (input, plan) => expectWellFormed(priceHome(input, plan, HOME_TABLE))),
    );
  });

  it('same input → same quote', () => {
    fc.assert(
      fc.property(arbInput, arbPlan, (input, plan) => {
        expect(priceHome(structuredClone(input), plan, HOME_TABLE)).toEqual(
          priceHome(input, plan, HOME_TABLE),
        );
      }),
    );
  });

  it('a higher building value never lowers the premium', () => {
    fc.assert(
      fc.property(
        arbInput,
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(HOME_PLUS, HOME_PREMIUM),
        (input, more, plan) => {
          const a = priceHome(input, plan, HOME_TABLE);
          const b = priceHome(
            { ...input, buildingValueAed: input.buildingValueAed + more },
            plan,
            HOME_TABLE,
          );
          if (a.declined || b.declined) return;
          expect(b.totalFils).toBeGreaterThanOrEqual(a.totalFils);
        },
      ),
    );
  });

  it('higher contents never lower the premium', () => {
    fc.assert(
      fc.property(arbInput, fc.integer({ min: 0, max: 1_000_000 }), arbPlan, (input, more, plan) => {
        const a = priceHome(input, plan, HOME_TABLE);
        const b = priceHome({ ...input, contentsValueAed: input.contentsValueAed + more }, plan, HOME_TABLE);
        if (a.declined || b.declined) return;
        expect(b.totalFils).toBeGreaterThanOrEqual(a.totalFils);
      }),
    );
  });
});

describe('home: inputFromAnswers', () => {
  const today = { year: 2025, month: 6, day: 15 };

  it('an owner: building and contents', () => {
    const r = homeInputFromAnswers(
      {
        homeOwnership: 'owner',
        propertyType: 'villa',
        emirate: 'dubai',
        contentsValue: 200_000,
        buildingValue: 2_000_000,
      },
      { today },
    );
    expect(r).toEqual({ ok: true, input: VILLA_OWNER, defaulted: [] });
  });

  it('a tenant: contents only, a stale building answer ignored', () => {
    const r = homeInputFromAnswers(
      {
        homeOwnership: 'tenant',
        propertyType: 'apartment',
        emirate: 'sharjah',
        contentsValue: '80000',
        buildingValue: 900_000,
      },
      { today },
    );
    expect(r).toMatchObject({ ok: true, input: { buildingValueAed: 0, contentsValueAed: 80_000 } });
    if (r.ok) expect(ZHomeInput.parse(r.input)).toEqual(r.input);
  });

  it('names missing and unusable answers', () => {
    expect(homeInputFromAnswers({ homeOwnership: 'owner' }, { today })).toEqual({
      ok: false,
      error: {
        code: 'MISSING_ANSWERS',
        missing: ['propertyType', 'emirate', 'contentsValue', 'buildingValue'],
        invalid: [],
      },
    });
    expect(
      homeInputFromAnswers(
        { homeOwnership: 'tenant', propertyType: 'castle', emirate: 'dubai', contentsValue: 0 },
        { today },
      ),
    ).toMatchObject({
      ok: false,
      error: { code: 'INVALID_ANSWERS', invalid: ['propertyType', 'contentsValue'] },
    });
  });

  it('the registry entry prices what the adapter builds', () => {
    const r = homeEngine.inputFromAnswers(
      { homeOwnership: 'tenant', propertyType: 'apartment', emirate: 'dubai', contentsValue: 50_000 },
      { today },
    );
    if (!r.ok) throw new Error('adapter failed');
    expect(homeEngine.price(r.input, CONTENTS_ONLY, HOME_TABLE).declined).toBe(false);
  });
});
