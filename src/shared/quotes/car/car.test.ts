import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BODY_TYPES,
  CAR_ADD_ONS,
  DRIVING_EXPERIENCE,
  EMIRATES,
  ZCarInput,
  ZCarRateTable,
  ZPlan,
  ZPricingResult,
  type TCarInput,
  type TPremiumBreakdown,
  type TPricingResult,
} from '../../contracts/quotes';
import { QUOTE_MESSAGE_KEYS } from '../messages';
import { AGENCY_PLAN, CAR_INPUT, CAR_TABLE, GARAGE_PLAN, THIRD_PARTY_PLAN } from './car.fixture';
import {
  carEngine,
  CAR_STANDARD_EXCESS,
  carInputFromAnswers,
  carRankingFacts,
  comprehensiveBaseFils,
  excessOptionOf,
  priceCar,
} from '.';

function priced(r: TPricingResult): TPremiumBreakdown {
  if (r.declined) throw new Error(`declined: ${r.reasonKey}`);
  return r;
}
const amounts = (b: TPremiumBreakdown) => Object.fromEntries(b.lines.map((l) => [l.code, l.amountFils]));

describe('car fixtures', () => {
  it('are valid data', () => {
    expect(() => ZCarRateTable.parse(CAR_TABLE)).not.toThrow();
    for (const p of [GARAGE_PLAN, AGENCY_PLAN, THIRD_PARTY_PLAN]) expect(() => ZPlan.parse(p)).not.toThrow();
    expect(() => ZCarInput.parse(CAR_INPUT)).not.toThrow();
  });
});

describe('car: worked examples (amounts in fils)', () => {
  it('1. comprehensive, AED 120,000 sedan in Dubai, 2 claim-free years, roadside assistance included', () => {
    // base: 50,000 × 3 % + 70,000 × 2 % = 1,500 + 1,400 = AED 2,900.00          = 290,000
    // vehicle age 2, sedan, driver 35, licence > 2 years, excess 500: ×1.00 (no lines)
    // emirate Dubai ×1.05: 290,000 × 0.05 = 14,500                               → 304,500
    // no-claim 2 years ×0.90: 304,500 × −0.10 = −30,450                           → 274,050
    // minimum AED 1,000 met; roadside assistance (included) AED 100 = 10,000     → 284,050 net
    // VAT 5 %: 14,202.5 → 14,203 (half-up); total 298,253
    const b = priced(priceCar(CAR_INPUT, GARAGE_PLAN, CAR_TABLE));
    expect(b.lines.map((l) => [l.code, l.labelKey, l.amountFils])).toEqual([
      ['base', 'quotes:lines.baseComprehensive', 290_000],
      ['emirate', 'quotes:lines.emirate', 14_500],
      ['noClaimYears', 'quotes:lines.noClaimDiscount', -30_450],
      ['addOn.roadsideAssistance', 'quotes:lines.addOn.roadsideAssistance', 10_000],
    ]);
    expect(b.lines[2]).toMatchObject({ kind: 'discount', factorBp: 9_000, params: { years: 2 } });
    expect(b.lines[3]).toMatchObject({ kind: 'addOn', params: { included: 1 } });
    expect([b.netFils, b.vatFils, b.totalFils]).toEqual([284_050, 14_203, 298_253]);
    expect(b).toMatchObject({
      declined: false,
      productId: 1,
      planId: 101,
      providerId: 1,
      rateTableId: 'car-test',
      rateTableVersion: 3,
      currency: 'AED',
      vatRateBp: 500,
    });
    expect(b.inputs).toMatchObject({ coverType: 'comprehensive', excessAed: 500, agencyRepair: false });
    expect(() => ZPricingResult.parse(b)).not.toThrow();
  });

  it('2. third party: SUV in Sharjah, driver 22, licence 1–2 years, PA driver and passengers asked', () => {
    // base SUV AED 900 (the car's value plays no part)                            = 90,000
    // emirate Sharjah ×1.10: +9,000                                               → 99,000
    // driver 22 ×1.30: +29,700                                                    → 128,700
    // licence 1–2 years ×1.05: +6,435                                             → 135,135
    // no-claim 0 ×1.00; minimum AED 500 met
    // PA driver AED 120.50 = 12,050; PA passengers 6 seats × AED 30 = 18,000      → 165,185 net
    // VAT 5 %: 8,259.25 → 8,259; total 173,444
    const input: TCarInput = {
      ...CAR_INPUT,
      bodyType: 'suv',
      emirate: 'sharjah',
      driverAge: 22,
      uaeLicence: '1To2Years',
      noClaimYears: 0,
      coverType: 'thirdParty',
      addOns: ['paDriver', 'paPassengers'],
    };
    const b = priced(priceCar(input, THIRD_PARTY_PLAN, CAR_TABLE));
    expect(amounts(b)).toEqual({
      base: 90_000,
      emirate: 9_000,
      driverAge: 29_700,
      uaeLicence: 6_435,
      'addOn.paDriver': 12_050,
      'addOn.paPassengers': 18_000,
    });
    expect(b.lines.find((l) => l.code === 'addOn.paPassengers')?.params).toEqual({ included: 0, seats: 6 });
    expect([b.netFils, b.vatFils, b.totalFils]).toEqual([165_185, 8_259, 173_444]);
    expect(b.inputs.excessAed).toBeNull();
  });

  it('3. agency repair asked on a 1-year-old AED 40,000 hatchback, driver 68, new licence, 5 claim-free years', () => {
    // base 40,000 × 3 % = AED 1,200                                               = 120,000
    // hatchback ×0.95: −6,000                                                     → 114,000
    // Abu Dhabi ×1.00; driver 68 ×1.20: +22,800                                   → 136,800
    // licence < 6 months ×1.25: +34,200                                           → 171,000
    // no-claim 5 ×0.80: −34,200                                                   → 136,800
    // agency repair ×1.15: +20,520                                                → 157,320
    // excess asked AED 1,500 → the 1,000 option ×0.95: −7,866                     → 149,454
    // roadside (included) 10,000; Oman cover (asked) 15,000                       → 174,454 net
    // VAT 5 %: 8,722.7 → 8,723; total 183,177
    const input: TCarInput = {
      ...CAR_INPUT,
      vehicleValueAed: 40_000,
      vehicleAgeYears: 1,
      bodyType: 'hatchback',
      emirate: 'abu-dhabi',
      driverAge: 68,
      uaeLicence: 'under6Months',
      noClaimYears: 5,
      agencyRepair: true,
      excessAed: 1_500,
      addOns: ['omanCover'],
    };
    const b = priced(priceCar(input, GARAGE_PLAN, CAR_TABLE));
    expect(amounts(b)).toEqual({
      base: 120_000,
      bodyType: -6_000,
      driverAge: 22_800,
      uaeLicence: 34_200,
      noClaimYears: -34_200,
      agencyRepair: 20_520,
      excess: -7_866,
      'addOn.roadsideAssistance': 10_000,
      'addOn.omanCover': 15_000,
    });
    expect([b.netFils, b.vatFils, b.totalFils]).toEqual([174_454, 8_723, 183_177]);
    expect(b.inputs).toMatchObject({ excessAed: 1_000, excessRequestedAed: 1_500, agencyRepair: true });
  });

  it('4. a cheap car is raised to the minimum premium by an adjustment line', () => {
    // base 10,000 × 3 % = AED 300 = 30,000; Abu Dhabi; no-claim 3 ×0.80: −6,000 → 24,000
    // minimum AED 1,000: +76,000 → 100,000; roadside 10,000 → 110,000; VAT 5,500; total 115,500
    const input: TCarInput = { ...CAR_INPUT, vehicleValueAed: 10_000, emirate: 'abu-dhabi', noClaimYears: 3 };
    const b = priced(priceCar(input, GARAGE_PLAN, CAR_TABLE));
    expect(amounts(b)).toEqual({
      base: 30_000,
      noClaimYears: -6_000,
      minimumPremium: 76_000,
      'addOn.roadsideAssistance': 10_000,
    });
    expect(b.lines.find((l) => l.code === 'minimumPremium')?.kind).toBe('adjustment');
    expect([b.netFils, b.vatFils, b.totalFils]).toEqual([110_000, 5_500, 115_500]);
  });

  it('declines agency repair on a car older than the insurer allows, with the rule and its limit', () => {
    const input = { ...CAR_INPUT, vehicleAgeYears: 5 };
    expect(priceCar(input, AGENCY_PLAN, CAR_TABLE)).toEqual({
      declined: true,
      productId: 1,
      planId: 102,
      providerId: 1,
      code: 'agencyRepairVehicleAge',
      reasonKey: 'quotes:decline.agencyRepairVehicleAge',
      params: { value: 5, max: 3 },
    });
    // The garage plan only declines when agency repair is asked for.
    expect(priceCar(input, GARAGE_PLAN, CAR_TABLE).declined).toBe(false);
    expect(priceCar({ ...input, agencyRepair: true }, GARAGE_PLAN, CAR_TABLE).declined).toBe(true);
  });

  it('declines a driver under an insurer minimum age (rule data, not code)', () => {
    const table = {
      ...CAR_TABLE,
      rules: [
        {
          id: 'driverMinAge',
          field: 'driverAge' as const,
          min: 25,
          when: [],
          reasonKey: 'quotes:decline.driverAgeMin',
        },
      ],
    };
    expect(priceCar({ ...CAR_INPUT, driverAge: 22 }, GARAGE_PLAN, table)).toMatchObject({
      declined: true,
      reasonKey: 'quotes:decline.driverAgeMin',
      params: { value: 22, min: 25 },
    });
    expect(priceCar({ ...CAR_INPUT, driverAge: 25 }, GARAGE_PLAN, table).declined).toBe(false);
  });

  it('declines a value outside the factor tables instead of guessing', () => {
    const table = { ...CAR_TABLE, driverAge: CAR_TABLE.driverAge.slice(0, 2).map((b) => ({ ...b })) };
    table.driverAge[1] = { from: 25, to: 64, factorBp: 10_000 };
    expect(priceCar({ ...CAR_INPUT, driverAge: 70 }, GARAGE_PLAN, table)).toMatchObject({
      declined: true,
      code: 'outsideRateTable',
      reasonKey: 'quotes:decline.outsideRateTable',
      params: { factor: 'driverAge', value: 70 },
    });
  });

  it('refuses a plan priced with another table (a programming error, not a decline)', () => {
    expect(() => priceCar(CAR_INPUT, { ...GARAGE_PLAN, rateTableId: 'car-other' }, CAR_TABLE)).toThrow();
  });
});

describe('car helpers', () => {
  it('marginal value tiers', () => {
    expect(comprehensiveBaseFils(50_000, CAR_TABLE.comprehensive.valueTiers)).toBe(150_000);
    expect(comprehensiveBaseFils(50_001, CAR_TABLE.comprehensive.valueTiers)).toBe(150_002);
    expect(comprehensiveBaseFils(5_000, CAR_TABLE.comprehensive.valueTiers)).toBe(15_000);
  });

  it('excess: standard when none asked, else the largest option not above the amount, else the smallest', () => {
    const e = CAR_TABLE.comprehensive.excess;
    expect(excessOptionOf(e, null).amountAed).toBe(500);
    expect(excessOptionOf(e, 1_500).amountAed).toBe(1_000);
    expect(excessOptionOf(e, 500).amountAed).toBe(500);
    expect(excessOptionOf(e, 100).amountAed).toBe(250);
  });

  it('ranking facts: cover breadth, fit to the answers, price group by cover type', () => {
    const input: TCarInput = { ...CAR_INPUT, agencyRepair: true, addOns: ['rentACar', 'paPassengers'] };
    expect(carRankingFacts(input, GARAGE_PLAN)).toEqual({
      coverValue: 100 + 20 + 2 * 10, // comprehensive, agency (optional, asked), roadside + rent-a-car
      priceGroup: 'comprehensive',
      fit: [
        { key: 'quotes:ranking.fit.coverType', met: true, params: { coverType: 'comprehensive' } },
        { key: 'quotes:ranking.fit.agencyRepair', met: true, params: {} },
        { key: 'quotes:ranking.fit.addOn', met: true, params: { addOn: 'rentACar' } },
        { key: 'quotes:ranking.fit.addOn', met: false, params: { addOn: 'paPassengers' } },
      ],
    });
    expect(carRankingFacts(input, THIRD_PARTY_PLAN).priceGroup).toBe('thirdParty');
    expect(carRankingFacts(input, THIRD_PARTY_PLAN).fit[0]?.met).toBe(false);
  });
});

describe('car: properties', () => {
  const arbInput: fc.Arbitrary<TCarInput> = fc.record({
    vehicleValueAed: fc.integer({ min: 5_000, max: 5_000_000 }),
    vehicleAgeYears: fc.integer({ min: 0, max: 30 }),
    bodyType: fc.constantFrom(...BODY_TYPES),
    emirate: fc.constantFrom(...EMIRATES),
    driverAge: fc.integer({ min: 17, max: 100 }),
    uaeLicence: fc.constantFrom(...DRIVING_EXPERIENCE),
    noClaimYears: fc.integer({ min: 0, max: 5 }),
    coverType: fc.constantFrom('comprehensive' as const, 'thirdParty' as const),
    agencyRepair: fc.boolean(),
    excessAed: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: null }),
    addOns: fc.subarray([...CAR_ADD_ONS]),
  });
  const arbPlan = fc.constantFrom(GARAGE_PLAN, AGENCY_PLAN, THIRD_PARTY_PLAN);

  it('every answer is a valid breakdown or decline; never a negative premium; lines sum to the total', () => {
    fc.assert(
      fc.property(arbInput, arbPlan, (input, plan) => {
        const r = ZPricingResult.parse(priceCar(input, plan, CAR_TABLE));
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
        expect(priceCar(structuredClone(input), plan, CAR_TABLE)).toEqual(priceCar(input, plan, CAR_TABLE));
      }),
    );
  });

  it('a higher car value never lowers a comprehensive premium', () => {
    fc.assert(
      fc.property(
        arbInput,
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.constantFrom(GARAGE_PLAN, AGENCY_PLAN),
        (input, more, plan) => {
          const higher = { ...input, vehicleValueAed: Math.min(5_000_000, input.vehicleValueAed + more) };
          const a = priceCar(input, plan, CAR_TABLE);
          const b = priceCar(higher, plan, CAR_TABLE);
          if (a.declined || b.declined) return;
          expect(b.totalFils).toBeGreaterThanOrEqual(a.totalFils);
        },
      ),
    );
  });

  it('a third-party premium does not depend on the car value', () => {
    fc.assert(
      fc.property(arbInput, fc.integer({ min: 5_000, max: 5_000_000 }), (input, value) => {
        const a = priceCar(input, THIRD_PARTY_PLAN, CAR_TABLE);
        const b = priceCar({ ...input, vehicleValueAed: value }, THIRD_PARTY_PLAN, CAR_TABLE);
        if (a.declined || b.declined) {
          expect(b.declined).toBe(a.declined);
          return;
        }
        expect(b.lines).toEqual(a.lines);
        expect(b.totalFils).toBe(a.totalFils);
      }),
    );
  });
});

describe('car: inputFromAnswers', () => {
  const today = { year: 2025, month: 6, day: 15 };
  const answers = {
    carMake: 'toyota',
    carModel: 'toyota-camry',
    carYear: '2022',
    carTrim: 'le',
    firstRegistrationDate: '10/03/2022',
    carValue: 85_000,
    registrationEmirate: 'dubai',
    driverDob: '01/01/1990',
    nationality: 'IN',
    uaeDrivingExperience: 'over2Years',
    noClaimYears: '2',
    noClaimProof: '1',
    policyExpiryDate: '30/06/2025',
  };

  it('maps the journey answers and names the defaults it applied', () => {
    expect(carInputFromAnswers(answers, { today, bodyType: 'sedan' })).toEqual({
      ok: true,
      input: {
        vehicleValueAed: 85_000,
        vehicleAgeYears: 3, // registered 10/03/2022, today 15/06/2025
        bodyType: 'sedan',
        emirate: 'dubai',
        driverAge: 35,
        uaeLicence: 'over2Years',
        noClaimYears: 2,
        coverType: 'comprehensive',
        agencyRepair: false,
        excessAed: null,
        addOns: [],
      },
      defaulted: ['coverType', 'agencyRepair', 'excessAed', 'addOns'],
    });
  });

  it('takes the quotes page choices when stored, and a sedan when the body type is unknown', () => {
    const r = carInputFromAnswers(
      { ...answers, coverType: 'thirdParty', agencyRepair: 'yes', excess: 1_000, addOns: ['omanCover'] },
      { today },
    );
    expect(r).toMatchObject({
      ok: true,
      input: {
        coverType: 'thirdParty',
        agencyRepair: true,
        excessAed: 1_000,
        addOns: ['omanCover'],
        bodyType: 'sedan',
      },
      defaulted: ['bodyType'],
    });
    if (r.ok) expect(ZCarInput.parse(r.input)).toEqual(r.input);
  });

  it("reads the quotes page form's option ids: 'standard' excess is the insurer's own, amounts are ids", () => {
    const stored = { ...answers, coverType: 'comprehensive', agencyRepair: 'no', addOns: [] };
    expect(carInputFromAnswers({ ...stored, excess: CAR_STANDARD_EXCESS }, { today })).toMatchObject({
      ok: true,
      input: { excessAed: null, agencyRepair: false, addOns: [] },
    });
    expect(carInputFromAnswers({ ...stored, excess: '2000' }, { today })).toMatchObject({
      ok: true,
      input: { excessAed: 2_000 },
    });
    expect(carInputFromAnswers({ ...stored, excess: 'lowest' }, { today })).toMatchObject({
      ok: false,
      error: { invalid: ['excess'] },
    });
  });

  it('uses the model year when there is no registration date', () => {
    const { firstRegistrationDate: _omit, ...rest } = answers;
    expect(carInputFromAnswers(rest, { today, bodyType: 'suv' })).toMatchObject({
      ok: true,
      input: { vehicleAgeYears: 3, bodyType: 'suv' },
    });
  });

  it('names missing and unusable answers', () => {
    expect(carInputFromAnswers({ carValue: 85_000 }, { today })).toEqual({
      ok: false,
      error: {
        code: 'MISSING_ANSWERS',
        missing: ['carYear', 'registrationEmirate', 'driverDob', 'uaeDrivingExperience', 'noClaimYears'],
        invalid: [],
      },
    });
    expect(
      carInputFromAnswers(
        {
          ...answers,
          registrationEmirate: 'atlantis',
          driverDob: '31/02/1990',
          carValue: '12abc',
          addOns: ['jetpack'],
        },
        { today },
      ),
    ).toEqual({
      ok: false,
      error: {
        code: 'INVALID_ANSWERS',
        missing: [],
        invalid: ['carValue', 'registrationEmirate', 'driverDob', 'addOns'],
      },
    });
  });

  it('the registry entry prices what the adapter builds', () => {
    const r = carEngine.inputFromAnswers(answers, { today, bodyType: 'sedan' });
    if (!r.ok) throw new Error('adapter failed');
    expect(carEngine.price(r.input, GARAGE_PLAN, CAR_TABLE).declined).toBe(false);
  });
});
