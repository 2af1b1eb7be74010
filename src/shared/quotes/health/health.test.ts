import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMIRATES,
  GENDERS,
  HEALTH_RELATIONS,
  ZHealthInput,
  ZHealthRateTable,
  ZPlan,
  ZPricingResult,
  type THealthInput,
  type TPremiumBreakdown,
  type TPricingResult,
} from '../../contracts/quotes';
import { QUOTE_MESSAGE_KEYS } from '../messages';
import { ENHANCED_ABU_DHABI, ESSENTIAL_DUBAI, HEALTH_TABLE, NORTHERN, SILVER_DUBAI } from './health.fixture';
import { healthInputFromAnswers, healthRankingFacts, priceHealth } from '.';

function priced(r: TPricingResult): TPremiumBreakdown {
  if (r.declined) throw new Error(`declined: ${r.reasonKey}`);
  return r;
}
const lines = (b: TPremiumBreakdown) => b.lines.map((l) => [l.code, l.labelKey, l.amountFils]);

describe('health fixtures', () => {
  it('are valid data', () => {
    expect(() => ZHealthRateTable.parse(HEALTH_TABLE)).not.toThrow();
    for (const p of [SILVER_DUBAI, ESSENTIAL_DUBAI, ENHANCED_ABU_DHABI, NORTHERN])
      expect(() => ZPlan.parse(p)).not.toThrow();
  });
});

describe('health: worked examples (amounts in fils)', () => {
  it('1. one man of 30 in Dubai on a AED 500,000 general-network plan with 10 % co-pay', () => {
    // member 18–39: AED 3,000 = 300,000; limit ≤ 1M ×1.00, general ×1.00, co-pay 10 % ×1.00 (no lines)
    // emirate Dubai ×1.05: +15,000 → 315,000; VAT 15,750; total 330,750
    const input: THealthInput = {
      emirate: 'dubai',
      members: [{ relation: 'self', age: 30, gender: 'male' }],
      salaryBand: null,
    };
    const b = priced(priceHealth(input, SILVER_DUBAI, HEALTH_TABLE));
    expect(lines(b)).toEqual([
      ['member.1', 'quotes:lines.member.self', 300_000],
      ['emirate', 'quotes:lines.emirate', 15_000],
    ]);
    expect([b.netFils, b.vatFils, b.totalFils]).toEqual([315_000, 15_750, 330_750]);
    expect(() => ZPricingResult.parse(b)).not.toThrow();
  });

  it('2. a Dubai family on the Essential Benefits Plan: maternity for the eligible wife', () => {
    // self (female 33) 300,000; maternity 30 % of her base 90,000; spouse (male 35) 300,000;
    // child (5) 200,000                                                          = 890,000
    // limit 150,000 (≤ 250k band) ×0.50: −445,000                                → 445,000
    // restricted network ×0.80: −89,000                                          → 356,000
    // co-pay 20 % ×0.90: −35,600                                                 → 320,400
    // Dubai ×1.05: +16,020                                                       → 336,420 net
    // VAT 5 %: 16,821; total 353,241
    const input: THealthInput = {
      emirate: 'dubai',
      members: [
        { relation: 'self', age: 33, gender: 'female' },
        { relation: 'spouse', age: 35, gender: 'male' },
        { relation: 'child', age: 5, gender: 'male' },
      ],
      salaryBand: 'upTo4000',
    };
    const b = priced(priceHealth(input, ESSENTIAL_DUBAI, HEALTH_TABLE));
    expect(lines(b)).toEqual([
      ['member.1', 'quotes:lines.member.self', 300_000],
      ['maternity.1', 'quotes:lines.maternity', 90_000],
      ['member.2', 'quotes:lines.member.spouse', 300_000],
      ['member.3', 'quotes:lines.member.child', 200_000],
      ['annualLimit', 'quotes:lines.annualLimit', -445_000],
      ['networkTier', 'quotes:lines.networkTier', -89_000],
      ['copay', 'quotes:lines.copay', -35_600],
      ['emirate', 'quotes:lines.emirate', 16_020],
    ]);
    expect([b.netFils, b.vatFils, b.totalFils]).toEqual([336_420, 16_821, 353_241]);
    expect(b.inputs).toMatchObject({
      maternityMembers: 1,
      mandatoryCover: 'DHA_EBP',
      salaryBand: 'upTo4000',
    });
  });

  it('3. Abu Dhabi: a man of 45 and his mother of 62 on a DOH plan with no co-pay', () => {
    // self 40–59: 500,000; parent 60+: 900,000 (a parent is never maternity-eligible) = 1,400,000
    // co-pay 0 % ×1.15: +210,000                                                    → 1,610,000
    // Abu Dhabi ×1.10: +161,000                                                     → 1,771,000 net
    // VAT 88,550; total 1,859,550
    const input: THealthInput = {
      emirate: 'abu-dhabi',
      members: [
        { relation: 'self', age: 45, gender: 'male' },
        { relation: 'parent', age: 62, gender: 'female' },
      ],
      salaryBand: null,
    };
    const b = priced(priceHealth(input, ENHANCED_ABU_DHABI, HEALTH_TABLE));
    expect(lines(b)).toEqual([
      ['member.1', 'quotes:lines.member.self', 500_000],
      ['member.2', 'quotes:lines.member.parent', 900_000],
      ['copay', 'quotes:lines.copay', 210_000],
      ['emirate', 'quotes:lines.emirate', 161_000],
    ]);
    expect([b.netFils, b.vatFils, b.totalFils]).toEqual([1_771_000, 88_550, 1_859_550]);
  });

  it('4. Sharjah on a premier plan: an odd amount rounds half-up on each line', () => {
    // child 200,000; limit 3M (open band) ×1.30: +60,000 → 260,000; premier ×1.25: +65,000 → 325,000
    // co-pay 20 % ×0.90: −32,500 → 292,500; Sharjah ×0.95: −14,625 → 277,875
    // VAT 5 %: 13,893.75 → 13,894; total 291,769
    const input: THealthInput = {
      emirate: 'sharjah',
      members: [{ relation: 'child', age: 9, gender: 'female' }],
      salaryBand: null,
    };
    const b = priced(priceHealth(input, NORTHERN, HEALTH_TABLE));
    expect(b.lines.map((l) => l.amountFils)).toEqual([200_000, 60_000, 65_000, -32_500, -14_625]);
    expect([b.netFils, b.vatFils, b.totalFils]).toEqual([277_875, 13_894, 291_769]);
  });

  it('declines a member above the entry age, naming the member', () => {
    const input: THealthInput = {
      emirate: 'dubai',
      members: [
        { relation: 'self', age: 40, gender: 'male' },
        { relation: 'parent', age: 70, gender: 'female' },
      ],
      salaryBand: null,
    };
    expect(priceHealth(input, SILVER_DUBAI, HEALTH_TABLE)).toEqual({
      declined: true,
      productId: 3,
      planId: 301,
      providerId: 1,
      code: 'entryAge',
      reasonKey: 'quotes:decline.memberEntryAge',
      params: { value: 70, max: 65, member: 2, relation: 'parent' },
    });
  });

  it("declines a plan that does not meet the visa emirate's mandatory scheme", () => {
    const input: THealthInput = {
      emirate: 'dubai',
      members: [{ relation: 'self', age: 30, gender: 'male' }],
      salaryBand: null,
    };
    expect(priceHealth(input, ENHANCED_ABU_DHABI, HEALTH_TABLE)).toMatchObject({
      declined: true,
      code: 'dubaiNeedsDhaPlan',
      reasonKey: 'quotes:decline.mandatoryCoverNotMet',
      params: { value: 'DOH_BASIC' },
    });
    expect(priceHealth({ ...input, emirate: 'abu-dhabi' }, NORTHERN, HEALTH_TABLE)).toMatchObject({
      declined: true,
      params: { value: 'none' },
    });
  });

  it('ranking facts: the annual limit, mandatory cover for the emirate, maternity when someone is eligible', () => {
    const input: THealthInput = {
      emirate: 'dubai',
      members: [{ relation: 'spouse', age: 30, gender: 'female' }],
      salaryBand: null,
    };
    expect(healthRankingFacts(input, SILVER_DUBAI)).toEqual({
      coverValue: 500_000,
      priceGroup: 'all',
      fit: [
        {
          key: 'quotes:ranking.fit.mandatoryCover',
          met: true,
          params: { scheme: 'DHA_EBP', emirate: 'dubai' },
        },
        { key: 'quotes:ranking.fit.maternity', met: true, params: {} },
      ],
    });
    expect(healthRankingFacts({ ...input, emirate: 'sharjah' }, NORTHERN).fit).toEqual([
      { key: 'quotes:ranking.fit.maternity', met: false, params: {} },
    ]);
  });
});

describe('health: properties', () => {
  const arbMember = fc.record({
    relation: fc.constantFrom(...HEALTH_RELATIONS),
    age: fc.integer({ min: 0, max: 80 }),
    gender: fc.constantFrom(...GENDERS),
  });
  const arbInput: fc.Arbitrary<THealthInput> = fc.record({
    emirate: fc.constantFrom(...EMIRATES),
    members: fc.array(arbMember, { minLength: 1, maxLength: 8 }),
    salaryBand: fc.constant(null),
  });
  const arbPlan = fc.constantFrom(SILVER_DUBAI, ESSENTIAL_DUBAI, ENHANCED_ABU_DHABI, NORTHERN);

  it('every answer is valid; never a negative premium; lines sum to the total', () => {
    fc.assert(
      fc.property(arbInput, arbPlan, (input, plan) => {
        const r = ZPricingResult.parse(priceHealth(input, plan, HEALTH_TABLE));
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
        expect(priceHealth(structuredClone(input), plan, HEALTH_TABLE)).toEqual(
          priceHealth(input, plan, HEALTH_TABLE),
        );
      }),
    );
  });

  it('adding a member, anywhere in the list, never lowers the premium', () => {
    fc.assert(
      fc.property(arbInput, arbMember, fc.nat(), arbPlan, (input, extra, at, plan) => {
        fc.pre(input.members.length < 12);
        const members = [...input.members];
        members.splice(at % (members.length + 1), 0, extra);
        const before = priceHealth(input, plan, HEALTH_TABLE);
        const after = priceHealth({ ...input, members }, plan, HEALTH_TABLE);
        if (before.declined || after.declined) return;
        expect(after.totalFils).toBeGreaterThanOrEqual(before.totalFils);
      }),
    );
  });
});

describe('health: inputFromAnswers', () => {
  const today = { year: 2025, month: 6, day: 15 };
  const answers = {
    insuredMembers: [
      { id: 'self', dateOfBirth: '14/03/1988', gender: '2' },
      { id: 'spouse', dateOfBirth: '20/06/1986', gender: '1' },
      { id: 'child', dateOfBirth: '01/01/2020', gender: '1' },
    ],
    emirate: 'dubai',
    city: 'dubai-city',
    salaryBand: 'from4001To12000',
    nationality: 'IN',
  };

  it('maps members (ages today, genders 1/2) and the emirate', () => {
    const r = healthInputFromAnswers(answers, { today });
    expect(r).toEqual({
      ok: true,
      input: {
        emirate: 'dubai',
        members: [
          { relation: 'self', age: 37, gender: 'female' },
          { relation: 'spouse', age: 38, gender: 'male' }, // birthday on 20 June not yet reached
          { relation: 'child', age: 5, gender: 'male' },
        ],
        salaryBand: 'from4001To12000',
      },
      defaulted: [],
    });
    if (r.ok) expect(ZHealthInput.parse(r.input)).toEqual(r.input);
  });

  it('names missing and unusable answers', () => {
    expect(healthInputFromAnswers({}, { today })).toMatchObject({
      ok: false,
      error: { code: 'MISSING_ANSWERS', missing: ['insuredMembers', 'emirate'] },
    });
    expect(
      healthInputFromAnswers(
        { ...answers, insuredMembers: [{ id: 'self', dateOfBirth: '01/01/2030', gender: '1' }] },
        { today },
      ),
    ).toMatchObject({ ok: false, error: { code: 'INVALID_ANSWERS', invalid: ['insuredMembers'] } });
    expect(
      healthInputFromAnswers(
        { ...answers, insuredMembers: [{ id: 'cousin', dateOfBirth: '01/01/1990', gender: '1' }] },
        { today },
      ),
    ).toMatchObject({ ok: false, error: { invalid: ['insuredMembers'] } });
  });
});
