import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CONTRIBUTION_FREQUENCIES,
  INVESTMENT_GOALS,
  ZInvestmentInput,
  ZInvestmentRateTable,
  ZPlan,
  type TInsurer,
  type TInvestmentInput,
} from '../../contracts/quotes';
import { PRODUCT } from '../../domain/products';
import { rankPriced } from '..';
import { expectWellFormed, priced } from '../testing';
import { BALANCED, GLOBAL_EQUITY, INVESTMENT_INPUT, INVESTMENT_TABLE } from './investment.fixture';
import {
  INVESTMENT_COMPARISON_GROWTH_BP,
  investmentEngine,
  investmentInputFromAnswers,
  percentToBp,
  priceInvestment,
  projectFund,
} from '.';

const T = INVESTMENT_TABLE;

describe('investment fixtures', () => {
  it('are valid data', () => {
    expect(() => ZInvestmentRateTable.parse(T)).not.toThrow();
    for (const p of [BALANCED, GLOBAL_EQUITY]) expect(() => ZPlan.parse(p)).not.toThrow();
    expect(() => ZInvestmentInput.parse(INVESTMENT_INPUT)).not.toThrow();
    expect(
      ZInvestmentRateTable.safeParse({ ...T, allocation: [{ from: 1, to: null, factorBp: 10_500 }] }).success,
    ).toBe(false);
  });
});

describe('investment: worked examples (amounts in fils)', () => {
  it('1. AED 1,000 a month for 5 years in the balanced fund (5 % a year assumed)', () => {
    // yearly contributions AED 12,000 = 1,200,000; policy fee AED 10 × 12 = 12,000 a year; charge 1 % a year
    //   year  growth (5 % of fund)   management (1 %)   invested (allocation)   fee      fund at year end
    //   1     0                      0                  960,000 (80 %)          12,000     948,000
    //   2     47,400                 9,954              1,080,000 (90 %)        12,000   2,053,446
    //   3     102,672.3 → 102,672    21,561.18 → 21,561 1,080,000 (90 %)        12,000   3,202,557
    //   4     160,127.85 → 160,128   33,626.85 → 33,627 1,200,000 (100 %)       12,000   4,517,058
    //   5     225,852.9 → 225,853    47,429.11 → 47,429 1,200,000 (100 %)       12,000   5,883,482
    // contributions 6,000,000 − allocation 480,000 + growth 536,053 − management 112,571 − fees 60,000
    //   = 5,883,482: AED 58,834.82 on AED 60,000 paid. The premium lines: the year's contribution, VAT 0.
    const b = priced(priceInvestment(INVESTMENT_INPUT, BALANCED, T));
    expect(b.lines.map((l) => [l.code, l.labelKey, l.amountFils])).toEqual([
      ['contribution', 'quotes:lines.contribution', 1_200_000],
    ]);
    expect(b.lines[0]?.params).toEqual({ contributionAed: 1_000, frequency: 'monthly', paymentsPerYear: 12 });
    expect([b.netFils, b.vatRateBp, b.vatFils, b.totalFils]).toEqual([1_200_000, 0, 0, 1_200_000]);
    expect(b.projection).toEqual({
      kind: 'maturity',
      labelKey: 'quotes:projection.illustration',
      guaranteed: false,
      termYears: 5,
      assumedGrowthRateBp: 500,
      last10yearGrowthRate: 5,
      lines: [
        {
          code: 'contributions',
          labelKey: 'quotes:projection.contributions',
          amountFils: 6_000_000,
          kind: 'base',
          params: { termYears: 5 },
        },
        {
          code: 'allocationCharge',
          labelKey: 'quotes:projection.allocationCharge',
          amountFils: -480_000,
          kind: 'charge',
          params: {},
        },
        {
          code: 'growth',
          labelKey: 'quotes:projection.growth',
          amountFils: 536_053,
          kind: 'growth',
          params: { ratePercent: 5, termYears: 5 },
        },
        {
          code: 'managementCharge',
          labelKey: 'quotes:projection.managementCharge',
          amountFils: -112_571,
          kind: 'charge',
          params: {},
        },
        {
          code: 'policyFee',
          labelKey: 'quotes:projection.policyFee',
          amountFils: -60_000,
          kind: 'charge',
          params: {},
        },
      ],
      maturityValueFils: 5_883_482,
      // The comparison rate is 5 %, the same as this fund's: the same value.
      comparison: { growthRateBp: 500, maturityValueFils: 5_883_482 },
    });
    expectWellFormed(b);
  });

  it('2. AED 10,000 a year for 5 years in the equity fund (8 % a year assumed)', () => {
    // yearly AED 10,000 = 1,000,000; fee 12,000 a year
    //   year  growth (8 %)            management (1 %)    invested          fund at year end
    //   1     0                       0                   800,000             788,000
    //   2     63,040                  8,510.4 → 8,510     900,000           1,730,530
    //   3     138,442.4 → 138,442     18,689.72 → 18,690  900,000           2,738,282
    //   4     219,062.56 → 219,063    29,573.45 → 29,573  1,000,000         3,915,772
    //   5     313,261.76 → 313,262    42,290.34 → 42,290  1,000,000         5,174,744
    // 5,000,000 − 400,000 + 733,807 − 99,063 − 60,000 = 5,174,744
    const input: TInvestmentInput = {
      contributionAed: 10_000,
      frequency: 'annual',
      termYears: 5,
      goal: 'wealth',
    };
    const b = priced(priceInvestment(input, GLOBAL_EQUITY, T));
    expect(b.totalFils).toBe(1_000_000);
    const p = b.projection!;
    expect(p.lines.map((l) => [l.code, l.amountFils])).toEqual([
      ['contributions', 5_000_000],
      ['allocationCharge', -400_000],
      ['growth', 733_807],
      ['managementCharge', -99_063],
      ['policyFee', -60_000],
    ]);
    expect(p.maturityValueFils).toBe(5_174_744);
    expect(p.assumedGrowthRateBp).toBe(800);
    // Ranked at the common 5 %: the same contributions and charges as the projection, less growth.
    expect(p.comparison).toEqual({
      growthRateBp: INVESTMENT_COMPARISON_GROWTH_BP,
      maturityValueFils: projectFund(1_000_000, 5, 500, T).maturityValueFils,
    });
    expect(p.comparison.maturityValueFils).toBeLessThan(p.maturityValueFils);
  });

  it('3. the policy fee never takes the fund below zero', () => {
    // AED 100 a year for 2 years at 0 %: year 1 invests 8,000 and the fee (12,000) takes all 8,000;
    // year 2 invests 9,000 and the fee takes 9,000. Maturity 0, never negative.
    expect(projectFund(10_000, 2, 0, T)).toEqual({
      contributionsFils: 20_000,
      allocationChargeFils: 3_000,
      policyFeeFils: 17_000,
      growthFils: 0,
      managementChargeFils: 0,
      maturityValueFils: 0,
    });
  });

  it('declines as data: contribution below the minimum, term outside the range', () => {
    expect(priceInvestment({ ...INVESTMENT_INPUT, contributionAed: 400 }, BALANCED, T)).toEqual({
      declined: true,
      productId: 4,
      planId: 401,
      providerId: 1,
      code: 'contributionMin',
      reasonKey: 'quotes:decline.contributionMin',
      params: { value: 4_800, min: 6_000 },
    });
    expect(priceInvestment({ ...INVESTMENT_INPUT, termYears: 30 }, BALANCED, T)).toMatchObject({
      code: 'termRange',
      reasonKey: 'quotes:decline.termOutOfRange',
      params: { value: 30, min: 5, max: 25 },
    });
  });

  it('percent to basis points is exact', () => {
    expect([percentToBp(7.25), percentToBp(0.1), percentToBp(-2.5), percentToBp(8)]).toEqual([
      725, 10, -250, 800,
    ]);
  });

  it('ranking: plans compare at one growth rate, so a higher stated rate buys no rank; the goal is a fit check', () => {
    const insurer: TInsurer = {
      id: 1,
      slug: 'x',
      name: { en: 'X (demo)', ar: 'X' },
      logo: '/assets/insurers/x.svg',
      claimSettlementRatio: 95,
      badgeColourCode: '#123456',
      isDemo: true,
    };
    const ranked = rankPriced(
      PRODUCT.INVESTMENT,
      INVESTMENT_INPUT,
      [BALANCED, GLOBAL_EQUITY].map((plan) => ({
        plan,
        insurer,
        breakdown: priced(priceInvestment(INVESTMENT_INPUT, plan, T)),
      })),
    );
    // Same charges (one table): equal cover points; the balanced fund fits the 'education' goal and ranks first.
    expect(ranked.map((r) => r.planId)).toEqual([401, 402]);
    const cover = ranked.map((r) => r.terms.find((t) => t.term === 'cover')?.points);
    expect(cover).toEqual([1_000, 1_000]);
    expect(ranked[1]?.fit).toEqual([
      { key: 'quotes:ranking.fit.goal', met: false, params: { goal: 'education' } },
    ]);
  });
});

describe('investment: properties', () => {
  const arbInput: fc.Arbitrary<TInvestmentInput> = fc.record({
    contributionAed: fc.integer({ min: 1, max: 200_000 }),
    frequency: fc.constantFrom(...CONTRIBUTION_FREQUENCIES),
    termYears: fc.integer({ min: 1, max: 30 }),
    goal: fc.option(fc.constantFrom(...INVESTMENT_GOALS), { nil: null }),
  });
  const arbPlan = fc.constantFrom(BALANCED, GLOBAL_EQUITY);

  it('every answer is well formed: never negative; lines sum to the total and projection lines to the maturity', () => {
    fc.assert(
      fc.property(arbInput, arbPlan, (input, plan) => expectWellFormed(priceInvestment(input, plan, T))),
    );
  });

  it('same input → same quote', () => {
    fc.assert(
      fc.property(arbInput, arbPlan, (input, plan) => {
        expect(priceInvestment(structuredClone(input), plan, T)).toEqual(priceInvestment(input, plan, T));
      }),
    );
  });

  it('a higher contribution never lowers the maturity value (at the stated or the comparison rate)', () => {
    fc.assert(
      fc.property(arbInput, fc.integer({ min: 0, max: 100_000 }), arbPlan, (input, more, plan) => {
        const a = priceInvestment(input, plan, T);
        const b = priceInvestment({ ...input, contributionAed: input.contributionAed + more }, plan, T);
        if (a.declined || b.declined) return;
        expect(b.projection!.maturityValueFils).toBeGreaterThanOrEqual(a.projection!.maturityValueFils);
        expect(b.projection!.comparison.maturityValueFils).toBeGreaterThanOrEqual(
          a.projection!.comparison.maturityValueFils,
        );
      }),
    );
  });

  it('the fund never goes below zero, whatever the growth (down to −20 % a year) and contribution', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: -2_000, max: 3_000 }),
        (yearly, years, rate) => {
          const t = projectFund(yearly, years, rate, T);
          expect(t.maturityValueFils).toBeGreaterThanOrEqual(0);
          expect(
            t.contributionsFils -
              t.allocationChargeFils +
              t.growthFils -
              t.managementChargeFils -
              t.policyFeeFils,
          ).toBe(t.maturityValueFils);
        },
      ),
    );
  });
});

describe('investment: inputFromAnswers', () => {
  const today = { year: 2025, month: 6, day: 15 };

  it('maps the journey answers (a monthly amount)', () => {
    const r = investmentInputFromAnswers(
      { investmentGoal: 'education', monthlyInvestment: 1_000, investmentHorizon: '5' },
      { today },
    );
    expect(r).toEqual({ ok: true, input: INVESTMENT_INPUT, defaulted: [] });
    if (r.ok) expect(ZInvestmentInput.parse(r.input)).toEqual(r.input);
  });

  it('names missing and unusable answers', () => {
    expect(investmentInputFromAnswers({ investmentHorizon: 'forever' }, { today })).toEqual({
      ok: false,
      error: {
        code: 'MISSING_ANSWERS',
        missing: ['monthlyInvestment', 'investmentGoal'],
        invalid: ['investmentHorizon'],
      },
    });
  });

  it('the registry entry prices what the adapter builds', () => {
    const r = investmentEngine.inputFromAnswers(
      { investmentGoal: 'retirement', monthlyInvestment: 2_000, investmentHorizon: '20' },
      { today },
    );
    if (!r.ok) throw new Error('adapter failed');
    expect(investmentEngine.price(r.input, GLOBAL_EQUITY, T).declined).toBe(false);
  });
});
