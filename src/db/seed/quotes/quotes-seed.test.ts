import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BODY_TYPES,
  CAR_ADD_ONS,
  CAR_COVER_TYPES,
  DRIVING_EXPERIENCE,
  EMIRATES,
  HEALTH_RELATIONS,
  TRAVEL_CATEGORY_OF_ID,
  TRAVEL_REGIONS,
  TRIP_TYPES,
  PRICED_PRODUCT_IDS,
  ZCarRateTable,
  ZHealthRateTable,
  ZInsurer,
  ZPlan,
  ZPricingResult,
  ZRateTable,
  ZTravelRateTable,
  type TCarInput,
  type TPricingResult,
} from '../../../shared/contracts/quotes';
import { PRODUCT } from '../../../shared/domain/products';
import {
  CAR_ANSWER_IDS,
  HEALTH_ANSWER_IDS,
  QUOTE_MESSAGE_KEYS,
  VAT_RATE_BP_BY_PRODUCT,
  TRAVEL_ANSWER_IDS,
  carEngine,
  healthEngine,
  rankPriced,
  travelEngine,
} from '../../../shared/quotes';
import { contrastRatio, insurerLogoSvg, textColourOn } from '../../../shared/quotes/logo';
import { formsIn, type FieldInput } from '../journeys/build';
import { carJourney } from '../journeys/car';
import { healthJourney } from '../journeys/health';
import { travelJourney } from '../journeys/travel';
import { EMIRATE_IDS, optionsOf } from '../options';
import { BODY_TYPES as CATALOGUE_BODY_TYPES, vehicleCatalogueSeed } from '../vehicles';
import { insurersSeed } from './insurers';
import { carPlansSeed } from './plans/car';
import { healthPlansSeed } from './plans/health';
import { travelPlansSeed } from './plans/travel';
import { carRatesSeed } from './rates/car';
import { healthRatesSeed } from './rates/health';
import { travelRatesSeed } from './rates/travel';
import { PLAN_SEEDS_BY_PRODUCT, RATE_SEEDS_BY_PRODUCT, allPlansSeed, allRatesSeed } from './catalogue';

const TODAY = { year: 2025, month: 6, day: 15 };
const allPlans = allPlansSeed;
const allTables = allRatesSeed;

function fieldsOf(journey: typeof carJourney): FieldInput[] {
  return formsIn(journey, 'en').flatMap((f) => f.screens.flatMap((s) => s.fields ?? []));
}
const ids = (list: Parameters<typeof optionsOf>[0]) => optionsOf(list, 'en').map((o) => o.id);

describe('quotes catalogue: schemas', () => {
  it('insurers: at least 12, fictional, unique, valid', () => {
    expect(insurersSeed.length).toBeGreaterThanOrEqual(12);
    for (const i of insurersSeed) {
      expect(() => ZInsurer.parse(i)).not.toThrow();
      expect(i.isDemo).toBe(true);
      expect(i.name.en).toMatch(/\(demo\)$/);
      expect(i.name.ar).toMatch(/\(تجريبية\)$/);
      expect(i.logo).toBe(`/assets/insurers/${i.slug}.svg`);
    }
    expect(new Set(insurersSeed.map((i) => i.id)).size).toBe(insurersSeed.length);
    expect(new Set(insurersSeed.map((i) => i.slug)).size).toBe(insurersSeed.length);
  });

  it('plans and rate tables pass their schemas', () => {
    for (const p of allPlans) expect(() => ZPlan.parse(p), p.slug).not.toThrow();
    for (const t of carRatesSeed) expect(() => ZCarRateTable.parse(t), t.id).not.toThrow();
    for (const t of healthRatesSeed) expect(() => ZHealthRateTable.parse(t), t.id).not.toThrow();
    for (const t of travelRatesSeed) expect(() => ZTravelRateTable.parse(t), t.id).not.toThrow();
    for (const t of allTables) expect(() => ZRateTable.parse(t), t.id).not.toThrow();
  });

  it('every priced product has plans and rate tables, one list each', () => {
    for (const productId of PRICED_PRODUCT_IDS) {
      const plans = PLAN_SEEDS_BY_PRODUCT.filter((list) => list.some((p) => p.productId === productId));
      const tables = RATE_SEEDS_BY_PRODUCT.filter((list) => list.some((t) => t.productId === productId));
      expect(plans, `plans of ${productId}`).toHaveLength(1);
      expect(tables, `rate tables of ${productId}`).toHaveLength(1);
      expect(plans[0]?.every((p) => p.productId === productId)).toBe(true);
      expect(tables[0]?.every((t) => t.productId === productId)).toBe(true);
    }
  });

  it('ids are unique and every plan is priced by its own insurer’s table for its product', () => {
    expect(new Set(allPlans.map((p) => p.planId)).size).toBe(allPlans.length);
    expect(new Set(allPlans.map((p) => p.slug)).size).toBe(allPlans.length);
    expect(new Set(allTables.map((t) => t.id)).size).toBe(allTables.length);
    for (const p of allPlans) {
      const table = allTables.find((t) => t.id === p.rateTableId);
      expect(table, p.slug).toBeDefined();
      expect(table?.providerId).toBe(p.providerId);
      expect(table?.productId).toBe(p.productId);
      expect(insurersSeed.some((i) => i.id === p.providerId)).toBe(true);
      expect(new Set(p.features.map((f) => f.id)).size).toBe(p.features.length);
    }
  });

  it('VAT is 5 %, except life cover (term and investment-linked), which UAE VAT exempts', () => {
    for (const t of allTables) {
      expect(t.vatRateBp).toBe(VAT_RATE_BP_BY_PRODUCT[t.productId]);
      const exempt = t.productId === PRODUCT.TERM_INSURANCE || t.productId === PRODUCT.INVESTMENT;
      expect(t.vatRateBp, t.id).toBe(exempt ? 0 : 500);
    }
  });

  it('every reason key in the tables is a known quotes message key', () => {
    for (const t of allTables)
      for (const r of t.rules) expect(QUOTE_MESSAGE_KEYS, r.id).toContain(r.reasonKey);
  });

  it('every insurer has several plans per product, with the variety the quotes page filters on', () => {
    for (const i of insurersSeed) {
      const car = carPlansSeed.filter((p) => p.providerId === i.id);
      expect(new Set(car.map((p) => p.car.coverType))).toEqual(new Set(CAR_COVER_TYPES));
      expect(healthPlansSeed.filter((p) => p.providerId === i.id).length).toBeGreaterThanOrEqual(2);
      expect(travelPlansSeed.filter((p) => p.providerId === i.id).length).toBeGreaterThanOrEqual(2);
      for (const product of [PRODUCT.CAR_INSURANCE, PRODUCT.HEALTH_INSURANCE, PRODUCT.TRAVEL_INSURANCE]) {
        expect(allTables.filter((t) => t.providerId === i.id && t.productId === product)).toHaveLength(1);
      }
    }
    expect(healthPlansSeed.some((p) => p.health.mandatoryCover === 'DHA_EBP')).toBe(true);
    expect(healthPlansSeed.some((p) => p.health.mandatoryCover === 'DOH_BASIC')).toBe(true);
    expect(healthPlansSeed.some((p) => p.health.mandatoryCover === null)).toBe(true);
    expect(travelPlansSeed.some((p) => p.travel.schengenCompliant)).toBe(true);
    expect(travelPlansSeed.some((p) => !p.travel.schengenCompliant)).toBe(true);
  });

  it('a Schengen-compliant plan covers at least EUR 30,000 (about AED 120,000) and Schengen itself', () => {
    for (const p of travelPlansSeed.filter((x) => x.travel.schengenCompliant)) {
      expect(p.travel.medicalLimitAed).toBeGreaterThanOrEqual(120_000);
      expect(p.travel.regions).toContain('schengen');
    }
  });

  it('at most one paid placement per product', () => {
    for (const plans of PLAN_SEEDS_BY_PRODUCT) {
      expect(plans.filter((p) => p.sponsored).length).toBeLessThanOrEqual(1);
    }
  });

  it('logos render for every insurer, readable on the badge', () => {
    for (const i of insurersSeed) {
      expect(insurerLogoSvg(i)).toContain(`<title id="logo-${i.slug}-title">`);
      expect(contrastRatio(textColourOn(i.badgeColourCode), i.badgeColourCode)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('quotes catalogue: ids shared with the journeys cannot drift', () => {
  it('emirates, body types, licence bands, claim-free years', () => {
    expect([...EMIRATES]).toEqual([...EMIRATE_IDS]);
    expect([...BODY_TYPES]).toEqual([...CATALOGUE_BODY_TYPES]);
    for (const make of vehicleCatalogueSeed)
      for (const m of make.models) expect(BODY_TYPES).toContain(m.bodyType);
    expect([...DRIVING_EXPERIENCE]).toEqual(ids('drivingExperience'));
    expect(ids('noClaimYears')).toEqual(['0', '1', '2', '3', '4', '5']);
  });

  it('travel regions, trip types, categories; health member kinds', () => {
    expect([...TRAVEL_REGIONS].sort()).toEqual(ids('travelRegions').sort());
    expect([...TRIP_TYPES]).toEqual(ids('tripTypes'));
    expect(Object.keys(TRAVEL_CATEGORY_OF_ID).sort()).toEqual(ids('travelCategories').sort());
    const members = fieldsOf(healthJourney)
      .find((f) => f.fieldId === 'insuredMembers')
      ?.members?.map((m) => m.id);
    expect(members).toEqual([...HEALTH_RELATIONS]);
    const family = fieldsOf(travelJourney)
      .find((f) => f.fieldId === 'familyTravellers')
      ?.members?.map((m) => m.id);
    expect(family).toEqual(['adult', 'child']);
    expect(ids('genders')).toEqual(['1', '2']);
  });

  it('the adapters read field ids the journeys ask (the quotes page stores the rest)', () => {
    const QUOTES_PAGE_ONLY = new Set(['coverType', 'agencyRepair', 'excess', 'addOns']);
    const car = new Set(fieldsOf(carJourney).map((f) => f.fieldId));
    for (const id of Object.values(CAR_ANSWER_IDS))
      if (!QUOTES_PAGE_ONLY.has(id)) expect(car, id).toContain(id);
    for (const id of QUOTES_PAGE_ONLY) expect(car, id).not.toContain(id);
    const health = new Set(fieldsOf(healthJourney).map((f) => f.fieldId));
    for (const id of Object.values(HEALTH_ANSWER_IDS)) expect(health, id).toContain(id);
    const travel = new Set(fieldsOf(travelJourney).map((f) => f.fieldId));
    for (const id of Object.values(TRAVEL_ANSWER_IDS)) expect(travel, id).toContain(id);
  });
});

describe('quotes catalogue: typical profiles are priced', () => {
  const priceAll = <P extends { rateTableId: string }, T extends { id: string }, R>(
    plans: P[],
    tables: T[],
    price: (plan: P, table: T) => R,
  ): R[] =>
    plans.map((p) => {
      const table = tables.find((t) => t.id === p.rateTableId);
      if (!table) throw new Error(`no table ${p.rateTableId}`);
      return price(p, table);
    });

  function check(results: TPricingResult[]) {
    for (const r of results) {
      expect(() => ZPricingResult.parse(r)).not.toThrow();
      const keys = r.declined ? [r.reasonKey] : r.lines.map((l) => l.labelKey);
      for (const k of keys) expect(QUOTE_MESSAGE_KEYS).toContain(k);
    }
    return results.filter((r) => !r.declined);
  }

  it('car: a 35-year-old in Dubai with an AED 85,000 three-year-old Camry gets quotes from every insurer', () => {
    const a = carEngine.inputFromAnswers(
      {
        carModel: 'toyota-camry',
        carYear: '2022',
        firstRegistrationDate: '10/03/2022',
        carValue: 85_000,
        registrationEmirate: 'dubai',
        driverDob: '01/01/1990',
        uaeDrivingExperience: 'over2Years',
        noClaimYears: '2',
      },
      { today: TODAY, bodyType: 'sedan' },
    );
    if (!a.ok) throw new Error('adapter');
    const priced = check(priceAll(carPlansSeed, carRatesSeed, (p, t) => carEngine.price(a.input, p, t)));
    expect(new Set(priced.map((r) => r.providerId)).size).toBe(insurersSeed.length);
    // Plausible: comprehensive about 2–3.5 % of the value, third party AED 500–1,000 (VAT included).
    for (const r of priced) {
      const plan = carPlansSeed.find((p) => p.planId === r.planId);
      const aed = r.totalFils / 100;
      const [min, max] =
        plan?.car.coverType === 'thirdParty' ? [500, 1_000] : [0.02 * 85_000, 0.036 * 85_000];
      expect(aed).toBeGreaterThan(min);
      expect(aed).toBeLessThan(max);
    }
    const ranked = rankPriced(
      PRODUCT.CAR_INSURANCE,
      a.input,
      priced.map((breakdown) => ({
        breakdown,
        plan: carPlansSeed.find((p) => p.planId === breakdown.planId)!,
        insurer: insurersSeed.find((i) => i.id === breakdown.providerId)!,
      })),
    );
    expect(ranked[0]?.sponsored).toBe(true);
    expect(ranked.filter((r) => r.sponsored)).toHaveLength(1);
  });

  it('car: a 21-year-old with a new licence is declined by some insurers, with their reasons', () => {
    const input: TCarInput = {
      vehicleValueAed: 60_000,
      vehicleAgeYears: 1,
      bodyType: 'hatchback',
      emirate: 'sharjah',
      driverAge: 21,
      uaeLicence: 'under6Months',
      noClaimYears: 0,
      coverType: 'comprehensive',
      agencyRepair: true,
      excessAed: null,
      addOns: [],
    };
    const results = priceAll(carPlansSeed, carRatesSeed, (p, t) => carEngine.price(input, p, t));
    check(results);
    const reasons = new Set(results.flatMap((r) => (r.declined ? [r.reasonKey] : [])));
    expect(reasons).toEqual(new Set(['quotes:decline.driverAgeMin', 'quotes:decline.licenceTooRecent']));
    expect(results.some((r) => !r.declined)).toBe(true);
  });

  it('health: a Dubai family of three gets DHA-compliant quotes only', () => {
    const a = healthEngine.inputFromAnswers(
      {
        insuredMembers: [
          { id: 'self', dateOfBirth: '14/03/1988', gender: '2' },
          { id: 'spouse', dateOfBirth: '01/01/1986', gender: '1' },
          { id: 'child', dateOfBirth: '01/01/2018', gender: '1' },
        ],
        emirate: 'dubai',
        salaryBand: 'from4001To12000',
      },
      { today: TODAY },
    );
    if (!a.ok) throw new Error('adapter');
    const results = priceAll(healthPlansSeed, healthRatesSeed, (p, t) => healthEngine.price(a.input, p, t));
    const priced = check(results);
    expect(priced.length).toBeGreaterThanOrEqual(12);
    for (const r of priced)
      expect(healthPlansSeed.find((p) => p.planId === r.planId)?.health.mandatoryCover).toBe('DHA_EBP');
    // The Essential Benefits Plan is priced in the range DHA plans sell for (about AED 600–1,200 per adult).
    const ebp = priced.find((r) => r.planId === 1301); // Falcon Crest's Essential Care
    expect(ebp && ebp.totalFils / 100 / 3).toBeGreaterThan(600);
    expect(ebp && ebp.totalFils / 100 / 3).toBeLessThan(1_200);
  });

  it('travel: a family of three to Schengen for two weeks', () => {
    const a = travelEngine.inputFromAnswers(
      {
        tripType: 'single',
        travelRegion: 'schengen',
        travelDates: ['01/07/2025', '14/07/2025'],
        travelCategory: '1',
        familyTravellers: [
          { id: 'adult', dateOfBirth: '01/01/1985', gender: '1' },
          { id: 'adult', dateOfBirth: '01/01/1987', gender: '2' },
          { id: 'child', dateOfBirth: '01/01/2015', gender: '1' },
        ],
      },
      { today: TODAY },
    );
    if (!a.ok) throw new Error('adapter');
    const priced = check(
      priceAll(travelPlansSeed, travelRatesSeed, (p, t) => travelEngine.price(a.input, p, t)),
    );
    expect(priced.length).toBeGreaterThanOrEqual(20);
    for (const r of priced) expect(r.totalFils / 100).toBeLessThan(1_000);
  });

  it('car: on every seed table, a dearer car never costs less (property)', () => {
    const comprehensive = carPlansSeed.filter((p) => p.car.coverType === 'comprehensive');
    fc.assert(
      fc.property(
        fc.constantFrom(...comprehensive),
        fc.integer({ min: 5_000, max: 3_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(...EMIRATES),
        fc.integer({ min: 18, max: 80 }),
        fc.subarray([...CAR_ADD_ONS]),
        (plan, value, more, emirate, driverAge, addOns) => {
          const table = carRatesSeed.find((t) => t.id === plan.rateTableId)!;
          const input: TCarInput = {
            vehicleValueAed: value,
            vehicleAgeYears: 2,
            bodyType: 'suv',
            emirate,
            driverAge,
            uaeLicence: 'over2Years',
            noClaimYears: 1,
            coverType: 'comprehensive',
            agencyRepair: false,
            excessAed: null,
            addOns,
          };
          const a = carEngine.price(input, plan, table);
          const b = carEngine.price({ ...input, vehicleValueAed: value + more }, plan, table);
          if (a.declined || b.declined) return;
          expect(b.totalFils).toBeGreaterThanOrEqual(a.totalFils);
        },
      ),
      { numRuns: 200 },
    );
  });
});
