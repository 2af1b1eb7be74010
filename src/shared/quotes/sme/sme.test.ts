import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BUSINESS_ACTIVITIES,
  EMIRATES,
  EMPLOYEE_BANDS,
  SME_COVERS,
  ZPlan,
  ZSmeInput,
  ZSmeRateTable,
  type TSmeInput,
} from '../../contracts/quotes';
import { amounts, expectWellFormed, priced } from '../testing';
import { SME_INPUT, SME_PLUS, SME_SHIELD, SME_TABLE } from './sme.fixture';
import { priceSme, smeEngine, smeInputFromAnswers, smeRankingFacts } from '.';

describe('SME fixtures', () => {
  it('are valid data', () => {
    expect(() => ZSmeRateTable.parse(SME_TABLE)).not.toThrow();
    for (const p of [SME_SHIELD, SME_PLUS]) expect(() => ZPlan.parse(p)).not.toThrow();
    expect(() => ZSmeInput.parse(SME_INPUT)).not.toThrow();
  });
});

const RESTAURANT: TSmeInput = {
  activity: 'restaurant',
  employeeBand: '11To50',
  emirate: 'sharjah',
  covers: ['property', 'workmen', 'medical'],
};

describe('SME: worked examples (amounts in fils)', () => {
  it('1. a Dubai tech firm of up to 10: property and liability, essential package → the minimum premium', () => {
    // property AED 1,000 = 100,000; liability AED 800 = 80,000                      → 180,000
    // technology is low risk ×0.80: −36,000                                          → 144,000
    // Dubai ×1.00; essential ×0.90: −14,400                                          → 129,600
    // minimum AED 1,500 = 150,000: +20,400                                           → 150,000
    // VAT 5 %: 7,500; total 157,500
    const b = priced(priceSme(SME_INPUT, SME_SHIELD, SME_TABLE));
    expect(b.lines.map((l) => [l.code, l.labelKey, l.amountFils])).toEqual([
      ['section.property', 'quotes:lines.smeSection.property', 100_000],
      ['section.liability', 'quotes:lines.smeSection.liability', 80_000],
      ['riskClass', 'quotes:lines.riskClass', -36_000],
      ['tier', 'quotes:lines.planTier', -14_400],
      ['minimumPremium', 'quotes:lines.minimumPremium', 20_400],
    ]);
    expect(b.lines[2]?.params).toEqual({ riskClass: 'low', activity: 'technology' });
    expect([b.netFils, b.vatFils, b.totalFils]).toEqual([150_000, 7_500, 157_500]);
    expectWellFormed(b);
  });

  it('2. a Sharjah restaurant of 11–50: property, workmen and medical on the full package', () => {
    // property AED 2,000 = 200,000; workmen AED 4,000 = 400,000                     → 600,000
    // (group medical is referred to group health: not priced here)
    // restaurant is high risk ×1.50: +300,000                                        → 900,000
    // Sharjah ×1.05: +45,000                                                         → 945,000
    // plus ×1.00; VAT 5 %: 47,250; total 992,250
    const b = priced(priceSme(RESTAURANT, SME_PLUS, SME_TABLE));
    expect(amounts(b)).toEqual([
      ['section.property', 200_000],
      ['section.workmen', 400_000],
      ['riskClass', 300_000],
      ['emirate', 45_000],
    ]);
    expect(b.totalFils).toBe(992_250);
    expect(b.inputs).toMatchObject({
      sectionsPriced: ['property', 'workmen'],
      sectionsNotInPlan: [],
      coversReferred: ['medical'],
      liabilityLimitAed: 2_000_000,
    });
  });

  it('3. the same restaurant on a package without workmen’s compensation: property only, and it says so', () => {
    // property 200,000; high risk ×1.50: +100,000 → 300,000; Sharjah ×1.05: +15,000 → 315,000
    // essential ×0.90: −31,500 → 283,500; VAT 14,175; total 297,675
    const b = priced(priceSme(RESTAURANT, SME_SHIELD, SME_TABLE));
    expect(amounts(b)).toEqual([
      ['section.property', 200_000],
      ['riskClass', 100_000],
      ['emirate', 15_000],
      ['tier', -31_500],
    ]);
    expect(b.totalFils).toBe(297_675);
    expect(b.inputs).toMatchObject({ sectionsNotInPlan: ['workmen'], coversReferred: ['medical'] });
    expect(smeRankingFacts(RESTAURANT, SME_SHIELD)).toEqual({
      coverValue: 100,
      fit: [
        { key: 'quotes:ranking.fit.smeSection', met: true, params: { section: 'property' } },
        { key: 'quotes:ranking.fit.smeSection', met: false, params: { section: 'workmen' } },
      ],
      priceGroup: 'property',
    });
    expect(smeRankingFacts(RESTAURANT, SME_PLUS)).toMatchObject({
      coverValue: 220,
      priceGroup: 'property+workmen',
    });
  });

  it('declines as data: excluded activity, referred headcount, nothing asked that the package prices', () => {
    expect(priceSme({ ...SME_INPUT, activity: 'construction' }, SME_SHIELD, SME_TABLE)).toEqual({
      declined: true,
      productId: 13,
      planId: 1301,
      providerId: 1,
      code: 'constructionExcluded',
      reasonKey: 'quotes:decline.businessActivityExcluded',
      params: { value: 'construction' },
    });
    expect(priceSme({ ...SME_INPUT, employeeBand: 'over200' }, SME_SHIELD, SME_TABLE)).toMatchObject({
      reasonKey: 'quotes:decline.employeeBandReferred',
    });
    expect(priceSme({ ...SME_INPUT, covers: ['medical', 'fleet'] }, SME_PLUS, SME_TABLE)).toMatchObject({
      code: 'noSectionCovered',
      reasonKey: 'quotes:decline.noSectionCovered',
      params: { asked: 'medical,fleet' },
    });
    expect(priceSme({ ...SME_INPUT, covers: ['marine'] }, SME_SHIELD, SME_TABLE)).toMatchObject({
      code: 'noSectionCovered',
    });
  });
});

describe('SME: properties', () => {
  const arbInput: fc.Arbitrary<TSmeInput> = fc.record({
    activity: fc.constantFrom(...BUSINESS_ACTIVITIES),
    employeeBand: fc.constantFrom(...EMPLOYEE_BANDS),
    emirate: fc.constantFrom(...EMIRATES),
    covers: fc.subarray([...SME_COVERS], { minLength: 1 }),
  });
  const arbPlan = fc.constantFrom(SME_SHIELD, SME_PLUS);

  it('every answer is well formed: never negative, lines sum exactly to the total', () => {
    fc.assert(
      fc.property(arbInput, arbPlan, (input, plan) => expectWellFormed(priceSme(input, plan, SME_TABLE))),
    );
  });

  it('same input → same quote', () => {
    fc.assert(
      fc.property(arbInput, arbPlan, (input, plan) => {
        expect(priceSme(structuredClone(input), plan, SME_TABLE)).toEqual(priceSme(input, plan, SME_TABLE));
      }),
    );
  });

  it('asking for one more cover never lowers the premium', () => {
    fc.assert(
      fc.property(arbInput, fc.constantFrom(...SME_COVERS), arbPlan, (input, extra, plan) => {
        fc.pre(!input.covers.includes(extra));
        const a = priceSme(input, plan, SME_TABLE);
        const b = priceSme({ ...input, covers: [...input.covers, extra] }, plan, SME_TABLE);
        if (a.declined || b.declined) return;
        expect(b.totalFils).toBeGreaterThanOrEqual(a.totalFils);
      }),
    );
  });
});

describe('SME: inputFromAnswers', () => {
  const today = { year: 2025, month: 6, day: 15 };
  const answers = {
    companyName: 'Test Trading LLC',
    businessActivity: 'trading',
    employeeBand: '11To50',
    emirate: 'ajman',
    smeCoverTypes: ['property', 'liability', 'medical'],
  };

  it('maps the journey answers', () => {
    const r = smeInputFromAnswers(answers, { today });
    expect(r).toEqual({
      ok: true,
      input: {
        activity: 'trading',
        employeeBand: '11To50',
        emirate: 'ajman',
        covers: ['property', 'liability', 'medical'],
      },
      defaulted: [],
    });
    if (r.ok) expect(ZSmeInput.parse(r.input)).toEqual(r.input);
  });

  it('names missing and unusable answers', () => {
    expect(smeInputFromAnswers({}, { today })).toMatchObject({
      ok: false,
      error: { missing: ['businessActivity', 'employeeBand', 'emirate', 'smeCoverTypes'] },
    });
    expect(
      smeInputFromAnswers({ ...answers, smeCoverTypes: ['jetSki'], businessActivity: 'piracy' }, { today }),
    ).toMatchObject({
      ok: false,
      error: { code: 'INVALID_ANSWERS', invalid: ['businessActivity', 'smeCoverTypes'] },
    });
  });

  it('the registry entry prices what the adapter builds', () => {
    const r = smeEngine.inputFromAnswers(answers, { today });
    if (!r.ok) throw new Error('adapter failed');
    expect(smeEngine.price(r.input, SME_PLUS, SME_TABLE).declined).toBe(false);
  });
});
