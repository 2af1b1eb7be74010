import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMIRATES,
  ZGroupHealthInput,
  ZGroupHealthRateTable,
  ZPlan,
  type TGroupHealthInput,
} from '../../contracts/quotes';
import { amounts, expectWellFormed, priced } from '../testing';
import { GH_ESSENTIAL, GH_GOLD, GH_INPUT, GH_NORTHERN, GROUP_HEALTH_TABLE } from './group-health.fixture';
import { groupHealthEngine, groupHealthInputFromAnswers, groupHealthRankingFacts, priceGroupHealth } from '.';

const T = GROUP_HEALTH_TABLE;

describe('group health fixtures', () => {
  it('are valid data', () => {
    expect(() => ZGroupHealthRateTable.parse(T)).not.toThrow();
    for (const p of [GH_ESSENTIAL, GH_GOLD, GH_NORTHERN]) expect(() => ZPlan.parse(p)).not.toThrow();
    expect(() => ZGroupHealthInput.parse(GH_INPUT)).not.toThrow();
  });
});

describe('group health: worked examples (amounts in fils)', () => {
  it('1. 20 employees, average age 35, Dubai, the essential (EBP-level) plan', () => {
    // 20 × AED 3,000 (average age 30–39) = AED 60,000                                 = 6,000,000
    // group size, marginal: 9 × 1.10 + 11 × 1.00 = 20.9 employees' worth
    //   → 20.9 × 300,000 = 6,270,000: a small-group loading of +270,000              → 6,270,000
    // annual limit AED 150,000 ×0.30: −4,389,000                                      → 1,881,000
    // restricted network ×0.80: −376,200                                              → 1,504,800
    // 20 % co-pay ×0.90: −150,480                                                     → 1,354,320
    // Dubai ×1.05: +67,716                                                            → 1,422,036
    // minimum AED 2,000 met; VAT 5 %: 71,101.8 → 71,102; total 1,493,138 (about AED 747 per employee)
    const b = priced(priceGroupHealth(GH_INPUT, GH_ESSENTIAL, T));
    expect(b.lines.map((l) => [l.code, l.labelKey, l.amountFils])).toEqual([
      ['employees', 'quotes:lines.employees', 6_000_000],
      ['groupSize', 'quotes:lines.groupSize', 270_000],
      ['annualLimit', 'quotes:lines.annualLimit', -4_389_000],
      ['networkTier', 'quotes:lines.networkTier', -376_200],
      ['copay', 'quotes:lines.copay', -150_480],
      ['emirate', 'quotes:lines.emirate', 67_716],
    ]);
    expect(b.lines[0]?.params).toEqual({ employees: 20, averageAge: 35, perEmployeeAed: 3_000 });
    expect(b.lines[1]?.kind).toBe('loading');
    expect([b.netFils, b.vatFils, b.totalFils]).toEqual([1_422_036, 71_102, 1_493_138]);
    expectWellFormed(b);
  });

  it('2. 100 employees, average age 42, Dubai, gold plan (premier network, nil co-pay)', () => {
    // 100 × AED 4,000 = AED 400,000                                                   = 40,000,000
    // 9 × 1.10 + 40 × 1.00 + 51 × 0.90 = 95.8 → 38,320,000: −1,680,000                → 38,320,000
    // limit AED 1,000,000 ×1.00; premier ×1.25: +9,580,000                            → 47,900,000
    // nil co-pay ×1.15: +7,185,000                                                    → 55,085,000
    // Dubai ×1.05: +2,754,250                                                         → 57,839,250
    // VAT 5 %: 2,891,962.5 → 2,891,963; total 60,731,213
    const b = priced(priceGroupHealth({ ...GH_INPUT, employeeCount: 100, averageAge: 42 }, GH_GOLD, T));
    expect(amounts(b)).toEqual([
      ['employees', 40_000_000],
      ['groupSize', -1_680_000],
      ['networkTier', 9_580_000],
      ['copay', 7_185_000],
      ['emirate', 2_754_250],
    ]);
    expect([b.netFils, b.vatFils, b.totalFils]).toEqual([57_839_250, 2_891_963, 60_731_213]);
  });

  it('3. two employees, average age 25, Sharjah: raised to the scheme minimum', () => {
    // 2 × AED 2,000 = 400,000; 2 × 1.10 → 440,000: +40,000                            → 440,000
    // limit ×0.30: −308,000 → 132,000; restricted ×0.80: −26,400 → 105,600
    // co-pay 20 % ×0.90: −10,560 → 95,040; Sharjah ×0.95: −4,752 → 90,288
    // minimum AED 2,000 = 200,000: +109,712 → 200,000; VAT 10,000; total 210,000
    const input: TGroupHealthInput = {
      employeeCount: 2,
      averageAge: 25,
      emirate: 'sharjah',
      currentlyInsured: null,
    };
    const b = priced(priceGroupHealth(input, GH_ESSENTIAL, T));
    expect(amounts(b)).toEqual([
      ['employees', 400_000],
      ['groupSize', 40_000],
      ['annualLimit', -308_000],
      ['networkTier', -26_400],
      ['copay', -10_560],
      ['emirate', -4_752],
      ['minimumPremium', 109_712],
    ]);
    expect(b.totalFils).toBe(210_000);
  });

  it('declines as data: headcount limits, average age, the emirate’s mandatory scheme', () => {
    const decline = (over: Partial<TGroupHealthInput>, plan = GH_ESSENTIAL) =>
      priceGroupHealth({ ...GH_INPUT, ...over }, plan, T);
    expect(decline({ employeeCount: 1 })).toEqual({
      declined: true,
      productId: 22,
      planId: 2201,
      providerId: 1,
      code: 'employeeCountMin',
      reasonKey: 'quotes:decline.employeeCountMin',
      params: { value: 1, min: 2 },
    });
    expect(decline({ employeeCount: 600 })).toMatchObject({ code: 'employeeCountMax', params: { max: 500 } });
    expect(decline({ averageAge: 58 })).toMatchObject({ reasonKey: 'quotes:decline.averageAgeMax' });
    expect(decline({ emirate: 'abu-dhabi' })).toMatchObject({
      code: 'abuDhabiNeedsDohPlan',
      reasonKey: 'quotes:decline.mandatoryCoverNotMet',
      params: { value: 'DHA_EBP' },
    });
    expect(decline({}, GH_NORTHERN)).toMatchObject({ code: 'dubaiNeedsDhaPlan', params: { value: 'none' } });
  });

  it('ranking facts: the annual limit; the emirate’s mandatory scheme as fit', () => {
    expect(groupHealthRankingFacts(GH_INPUT, GH_GOLD)).toEqual({
      coverValue: 1_000_000,
      fit: [
        {
          key: 'quotes:ranking.fit.mandatoryCover',
          met: true,
          params: { scheme: 'DHA_EBP', emirate: 'dubai' },
        },
      ],
      priceGroup: 'all',
    });
    expect(groupHealthRankingFacts({ ...GH_INPUT, emirate: 'ajman' }, GH_NORTHERN).fit).toEqual([]);
  });
});

describe('group health: properties', () => {
  const arbInput: fc.Arbitrary<TGroupHealthInput> = fc.record({
    employeeCount: fc.integer({ min: 1, max: 700 }),
    averageAge: fc.integer({ min: 16, max: 65 }),
    emirate: fc.constantFrom(...EMIRATES),
    currentlyInsured: fc.option(fc.boolean(), { nil: null }),
  });
  const arbPlan = fc.constantFrom(GH_ESSENTIAL, GH_GOLD, GH_NORTHERN);

  it('every answer is well formed: never negative, lines sum exactly to the total', () => {
    fc.assert(
      fc.property(arbInput, arbPlan, (input, plan) => expectWellFormed(priceGroupHealth(input, plan, T))),
    );
  });

  it('same input → same quote', () => {
    fc.assert(
      fc.property(arbInput, arbPlan, (input, plan) => {
        expect(priceGroupHealth(structuredClone(input), plan, T)).toEqual(priceGroupHealth(input, plan, T));
      }),
    );
  });

  it('more staff never lowers the total, across every group-size slice', () => {
    fc.assert(
      fc.property(arbInput, fc.integer({ min: 1, max: 200 }), arbPlan, (input, more, plan) => {
        const a = priceGroupHealth(input, plan, T);
        const b = priceGroupHealth({ ...input, employeeCount: input.employeeCount + more }, plan, T);
        if (a.declined || b.declined) return;
        expect(b.totalFils).toBeGreaterThanOrEqual(a.totalFils);
      }),
    );
  });

  it('one more employee at each slice boundary never lowers the total', () => {
    for (const n of [8, 9, 10, 48, 49, 50]) {
      const a = priced(priceGroupHealth({ ...GH_INPUT, employeeCount: n }, GH_GOLD, T));
      const b = priced(priceGroupHealth({ ...GH_INPUT, employeeCount: n + 1 }, GH_GOLD, T));
      expect(b.totalFils).toBeGreaterThan(a.totalFils);
    }
  });
});

describe('group health: inputFromAnswers', () => {
  const today = { year: 2025, month: 6, day: 15 };
  const answers = { companyName: 'Test LLC', employeeCount: 20, emirate: 'dubai', currentlyInsured: 'yes' };

  it('maps the journey answers; the average age, which the journey does not ask, defaults to 35', () => {
    const r = groupHealthInputFromAnswers(answers, { today });
    expect(r).toEqual({ ok: true, input: GH_INPUT, defaulted: ['averageAge'] });
    if (r.ok) expect(ZGroupHealthInput.parse(r.input)).toEqual(r.input);
    expect(groupHealthInputFromAnswers({ ...answers, averageAge: 41 }, { today })).toMatchObject({
      input: { averageAge: 41 },
      defaulted: [],
    });
  });

  it('names missing and unusable answers', () => {
    expect(groupHealthInputFromAnswers({ currentlyInsured: 'no' }, { today })).toMatchObject({
      ok: false,
      error: { code: 'MISSING_ANSWERS', missing: ['employeeCount', 'emirate'] },
    });
    expect(groupHealthInputFromAnswers({ ...answers, employeeCount: 'many' }, { today })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_ANSWERS', invalid: ['employeeCount'] },
    });
  });

  it('the registry entry prices what the adapter builds', () => {
    const r = groupHealthEngine.inputFromAnswers(answers, { today });
    if (!r.ok) throw new Error('adapter failed');
    expect(groupHealthEngine.price(r.input, GH_ESSENTIAL, T).declined).toBe(false);
  });
});
