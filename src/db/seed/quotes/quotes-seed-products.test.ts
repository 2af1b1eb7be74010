import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BIKE_USES,
  BUSINESS_ACTIVITIES,
  EMPLOYEE_BANDS,
  HOME_OWNERSHIP,
  INVESTMENT_GOALS,
  PROPERTY_TYPES,
  SME_COVERS,
  ZPricingResult,
  type TInsurer,
  type TPlan,
  type TPremiumBreakdown,
  type TPricingResult,
  type TRateTable,
} from '../../../shared/contracts/quotes';
import { PRODUCT } from '../../../shared/domain/products';
import {
  BIKE_ANSWER_IDS,
  CRITICAL_ILLNESS_ANSWER_IDS,
  GROUP_HEALTH_ANSWER_IDS,
  HOME_ANSWER_IDS,
  INVESTMENT_ANSWER_IDS,
  QUOTE_MESSAGE_KEYS,
  SME_ANSWER_IDS,
  TERM_ANSWER_IDS,
  bikeEngine,
  criticalIllnessEngine,
  groupHealthEngine,
  homeEngine,
  investmentEngine,
  rankPriced,
  smeEngine,
  termEngine,
  type PricedPlan,
} from '../../../shared/quotes';
import { asBoolean, asInt } from '../../../shared/quotes/answers';
import { formsIn, type FieldInput, type JourneyDef } from '../journeys/build';
import {
  bikeJourney,
  criticalIllnessJourney,
  groupHealthJourney,
  homeInsuranceJourney,
  investmentJourney,
  smeJourney,
} from '../journeys/lighter';
import { termJourney } from '../journeys/term';
import { optionsOf } from '../options';
import { insurersSeed } from './insurers';
import { bikePlansSeed } from './plans/bike';
import { criticalIllnessPlansSeed } from './plans/critical-illness';
import { groupHealthPlansSeed } from './plans/group-health';
import { homePlansSeed } from './plans/home';
import { investmentPlansSeed } from './plans/investment';
import { smePlansSeed } from './plans/sme';
import { termPlansSeed } from './plans/term';
import { bikeRatesSeed } from './rates/bike';
import { criticalIllnessRatesSeed } from './rates/critical-illness';
import { groupHealthRatesSeed } from './rates/group-health';
import { homeRatesSeed } from './rates/home';
import { investmentRatesSeed } from './rates/investment';
import { smeRatesSeed } from './rates/sme';
import { termRatesSeed } from './rates/term';

/**
 * The catalogue of the products after car, health and travel (term, critical illness, home, bike, SME, group
 * health, investment): ids shared with the journeys, and typical profiles priced plausibly by every seeded table.
 */

const TODAY = { year: 2025, month: 6, day: 15 };

const fieldsOf = (journey: JourneyDef): FieldInput[] =>
  formsIn(journey, 'en').flatMap((f) => f.screens.flatMap((s) => s.fields ?? []));
const ids = (list: Parameters<typeof optionsOf>[0]) => optionsOf(list, 'en').map((o) => o.id);

function tableOf<T extends TRateTable>(tables: readonly T[], plan: TPlan): T {
  const t = tables.find((x) => x.id === plan.rateTableId);
  if (!t) throw new Error(`no table ${plan.rateTableId}`);
  return t;
}

/** Prices every plan with its own table; checks each answer's schema and keys; returns the priced ones. */
function priceAll<P extends TPlan, T extends TRateTable>(
  plans: readonly P[],
  tables: readonly T[],
  price: (plan: P, table: T) => TPricingResult,
): { results: TPricingResult[]; priced: TPremiumBreakdown[] } {
  const results = plans.map((p) => price(p, tableOf(tables, p)));
  for (const r of results) {
    expect(() => ZPricingResult.parse(r)).not.toThrow();
    const keys = r.declined ? [r.reasonKey] : r.lines.map((l) => l.labelKey);
    for (const k of keys) expect(QUOTE_MESSAGE_KEYS).toContain(k);
  }
  return { results, priced: results.filter((r): r is TPremiumBreakdown => !r.declined) };
}

const aed = (fils: number) => fils / 100;
const insurerOf = (id: number): TInsurer => insurersSeed.find((i) => i.id === id)!;
function ranked<P extends TPlan>(plans: readonly P[], priced: TPremiumBreakdown[]): PricedPlan<never>[] {
  return priced.map((breakdown) => ({
    breakdown,
    plan: plans.find((p) => p.planId === breakdown.planId)! as never,
    insurer: insurerOf(breakdown.providerId),
  }));
}

describe('more products: the catalogue', () => {
  it('several insurers per product, each plan priced by its own insurer’s table, plan ids unique', () => {
    const lists: [TPlan[], TRateTable[]][] = [
      [termPlansSeed, termRatesSeed],
      [criticalIllnessPlansSeed, criticalIllnessRatesSeed],
      [homePlansSeed, homeRatesSeed],
      [bikePlansSeed, bikeRatesSeed],
      [smePlansSeed, smeRatesSeed],
      [groupHealthPlansSeed, groupHealthRatesSeed],
      [investmentPlansSeed, investmentRatesSeed],
    ];
    for (const [plans, tables] of lists) {
      expect(tables.length).toBeGreaterThanOrEqual(6);
      expect(new Set(plans.map((p) => p.providerId))).toEqual(new Set(tables.map((t) => t.providerId)));
      for (const p of plans) expect(tableOf(tables, p).providerId).toBe(p.providerId);
    }
  });

  it('investment plans state their growth rate as past growth, not a guarantee, in both languages', () => {
    for (const p of investmentPlansSeed) {
      const f = p.features.find((x) => x.key === 'last10yearGrowthRate');
      expect(f?.value?.en).toMatch(/not guaranteed/);
      expect(f?.value?.ar).toMatch(/غير مضمون/);
    }
  });
});

describe('more products: ids shared with the journeys cannot drift', () => {
  it('option ids the engines read are the journeys’ option ids', () => {
    expect([...PROPERTY_TYPES]).toEqual(ids('propertyTypes'));
    expect([...HOME_OWNERSHIP]).toEqual(ids('homeOwnership'));
    expect([...BIKE_USES]).toEqual(ids('bikeUses'));
    expect([...BUSINESS_ACTIVITIES]).toEqual(ids('businessActivities'));
    expect([...EMPLOYEE_BANDS]).toEqual(ids('employeeBands'));
    expect([...SME_COVERS]).toEqual(ids('smeCoverTypes'));
    expect([...INVESTMENT_GOALS]).toEqual(ids('investmentGoals'));
    expect(ids('smokers').map(asBoolean)).toEqual([false, true]);
    for (const list of [
      'termCoverAmounts',
      'policyTerms',
      'criticalIllnessCover',
      'investmentHorizons',
    ] as const) {
      for (const id of ids(list)) expect(asInt(1, 100_000_000)(id), `${list} ${id}`).toBeDefined();
    }
  });

  it('the adapters read field ids the journeys ask (the quotes page stores the rest)', () => {
    const QUOTES_PAGE_ONLY: Record<string, string[]> = {
      criticalIllness: [CRITICAL_ILLNESS_ANSWER_IDS.policyTerm],
      bike: [BIKE_ANSWER_IDS.engineBand, BIKE_ANSWER_IDS.coverType],
      groupHealth: [GROUP_HEALTH_ANSWER_IDS.averageAge],
    };
    const pairs: [JourneyDef, Record<string, string>][] = [
      [termJourney, TERM_ANSWER_IDS],
      [criticalIllnessJourney, CRITICAL_ILLNESS_ANSWER_IDS],
      [homeInsuranceJourney, HOME_ANSWER_IDS],
      [bikeJourney, BIKE_ANSWER_IDS],
      [smeJourney, SME_ANSWER_IDS],
      [groupHealthJourney, GROUP_HEALTH_ANSWER_IDS],
      [investmentJourney, INVESTMENT_ANSWER_IDS],
    ];
    for (const [journey, answerIds] of pairs) {
      const asked = new Set(fieldsOf(journey).map((f) => f.fieldId));
      const pageOnly = new Set(QUOTES_PAGE_ONLY[journey.name] ?? []);
      for (const id of Object.values(answerIds)) {
        if (pageOnly.has(id)) expect(asked, `${journey.name} ${id}`).not.toContain(id);
        else expect(asked, `${journey.name} ${id}`).toContain(id);
      }
    }
  });
});

describe('more products: typical profiles are priced plausibly', () => {
  it('term: a 35-year-old non-smoker, AED 1,000,000 for 20 years, is quoted by every insurer at AED 650–1,350', () => {
    const a = termEngine.inputFromAnswers(
      {
        dateOfBirth: '01/01/1990',
        gender: '1',
        smoker: 'no',
        monthlyIncome: 20_000,
        coverAmount: '1000000',
        policyTerm: '20',
      },
      { today: TODAY },
    );
    if (!a.ok) throw new Error('adapter');
    const { priced } = priceAll(termPlansSeed, termRatesSeed, (p, t) => termEngine.price(a.input, p, t));
    expect(priced).toHaveLength(termPlansSeed.length);
    for (const r of priced) {
      expect(r.vatFils).toBe(0);
      expect(aed(r.totalFils)).toBeGreaterThan(650);
      expect(aed(r.totalFils)).toBeLessThan(1_350);
    }
    const order = rankPriced(PRODUCT.TERM_INSURANCE, a.input, ranked(termPlansSeed, priced) as never);
    expect(order).toHaveLength(priced.length);
  });

  it('term: every cover and term the journey offers is quoted by someone for a 35-year-old', () => {
    for (const cover of ids('termCoverAmounts')) {
      for (const term of ids('policyTerms')) {
        const input = {
          age: 35,
          gender: 'female' as const,
          smoker: false,
          coverAed: Number(cover),
          termYears: Number(term),
          monthlyIncomeAed: 50_000,
        };
        const { priced } = priceAll(termPlansSeed, termRatesSeed, (p, t) => termEngine.price(input, p, t));
        expect(priced.length, `${cover} for ${term} years`).toBeGreaterThan(0);
      }
    }
  });

  it('term: a 62-year-old asking for 20 years is declined by everyone, each with a reason', () => {
    const input = {
      age: 62,
      gender: 'male' as const,
      smoker: false,
      coverAed: 1_000_000,
      termYears: 20,
      monthlyIncomeAed: 40_000,
    };
    const { results } = priceAll(termPlansSeed, termRatesSeed, (p, t) => termEngine.price(input, p, t));
    expect(results.every((r) => r.declined)).toBe(true);
    const reasons = new Set(results.flatMap((r) => (r.declined ? [r.reasonKey] : [])));
    expect(reasons).toEqual(new Set(['quotes:decline.entryAge', 'quotes:decline.ageAtExpiry']));
  });

  it('critical illness: nothing answered → spec defaults (30, AED 100,000, 5 years), AED 150–300 with VAT', () => {
    const a = criticalIllnessEngine.inputFromAnswers({}, { today: TODAY });
    if (!a.ok) throw new Error('adapter');
    expect(a.input).toMatchObject({ age: 30, coverAed: 100_000, termYears: 5 });
    const { priced } = priceAll(criticalIllnessPlansSeed, criticalIllnessRatesSeed, (p, t) =>
      criticalIllnessEngine.price(a.input, p, t),
    );
    expect(priced).toHaveLength(criticalIllnessPlansSeed.length);
    for (const r of priced) {
      expect(r.vatRateBp).toBe(500);
      expect(aed(r.totalFils)).toBeGreaterThan(150);
      expect(aed(r.totalFils)).toBeLessThan(300);
    }
  });

  it('home: a Dubai villa owner (AED 2M building, 200k contents) and a tenant (AED 100k contents)', () => {
    const owner = homeEngine.inputFromAnswers(
      {
        homeOwnership: 'owner',
        propertyType: 'villa',
        emirate: 'dubai',
        contentsValue: 200_000,
        buildingValue: 2_000_000,
      },
      { today: TODAY },
    );
    if (!owner.ok) throw new Error('adapter');
    const o = priceAll(homePlansSeed, homeRatesSeed, (p, t) => homeEngine.price(owner.input, p, t));
    for (const r of o.results) {
      const plan = homePlansSeed.find((p) => p.planId === r.planId)!;
      if (plan.home.sections.includes('building')) {
        expect(r.declined).toBe(false);
        if (!r.declined) expect(aed(r.totalFils)).toBeGreaterThan(1_200);
        if (!r.declined) expect(aed(r.totalFils)).toBeLessThan(3_500);
      } else {
        expect(r).toMatchObject({ declined: true, reasonKey: 'quotes:decline.sectionNotCovered' });
      }
    }
    const tenant = { ...owner.input, ownership: 'tenant' as const, propertyType: 'apartment' as const };
    const t = priceAll(homePlansSeed, homeRatesSeed, (p, table) =>
      homeEngine.price({ ...tenant, buildingValueAed: 0, contentsValueAed: 100_000 }, p, table),
    );
    expect(t.priced).toHaveLength(homePlansSeed.length);
    for (const r of t.priced) {
      expect(aed(r.totalFils)).toBeGreaterThanOrEqual(250);
      expect(aed(r.totalFils)).toBeLessThan(700);
    }
  });

  it('bike: an AED 40,000 two-year-old bike, rider 30, Dubai: comprehensive 3–7 % of the value, third party AED 400–1,200', () => {
    const a = bikeEngine.inputFromAnswers(
      {
        bikeMake: 'kawasaki',
        bikeYear: '2023',
        bikeValue: 40_000,
        registrationEmirate: 'dubai',
        bikeUse: 'personal',
        riderDob: '01/01/1995',
      },
      { today: TODAY },
    );
    if (!a.ok) throw new Error('adapter');
    const { priced } = priceAll(bikePlansSeed, bikeRatesSeed, (p, t) => bikeEngine.price(a.input, p, t));
    expect(priced).toHaveLength(bikePlansSeed.length);
    for (const r of priced) {
      const plan = bikePlansSeed.find((p) => p.planId === r.planId)!;
      const [min, max] =
        plan.bike.coverType === 'comprehensive' ? [0.03 * 40_000, 0.07 * 40_000] : [400, 1_200];
      expect(aed(r.totalFils)).toBeGreaterThan(min);
      expect(aed(r.totalFils)).toBeLessThan(max);
    }
  });

  it('bike: a 19-year-old on a big engine is declined everywhere for the rider’s age', () => {
    const input = {
      bikeValueAed: 60_000,
      bikeAgeYears: 1,
      engineBand: 'over800' as const,
      riderAge: 19,
      emirate: 'dubai' as const,
      use: 'personal' as const,
      coverType: 'comprehensive' as const,
    };
    const { results } = priceAll(bikePlansSeed, bikeRatesSeed, (p, t) => bikeEngine.price(input, p, t));
    for (const r of results)
      expect(r).toMatchObject({ declined: true, reasonKey: 'quotes:decline.riderAgeMin' });
  });

  it('SME: a Dubai trader of 11–50 staff (property, liability, workmen) gets packages at AED 3,000–20,000', () => {
    const a = smeEngine.inputFromAnswers(
      {
        companyName: 'Test Trading LLC',
        businessActivity: 'trading',
        employeeBand: '11To50',
        emirate: 'dubai',
        smeCoverTypes: ['property', 'liability', 'workmen'],
      },
      { today: TODAY },
    );
    if (!a.ok) throw new Error('adapter');
    const { priced } = priceAll(smePlansSeed, smeRatesSeed, (p, t) => smeEngine.price(a.input, p, t));
    expect(priced).toHaveLength(smePlansSeed.length);
    expect(new Set(priced.map((r) => r.providerId)).size).toBe(smeRatesSeed.length);
    for (const r of priced) {
      expect(aed(r.totalFils)).toBeGreaterThan(3_000);
      expect(aed(r.totalFils)).toBeLessThan(20_000);
    }
    const construction = priceAll(smePlansSeed, smeRatesSeed, (p, t) =>
      smeEngine.price({ ...a.input, activity: 'construction' }, p, t),
    );
    expect(construction.priced.length).toBeGreaterThan(0);
    expect(
      construction.results.some(
        (r) => r.declined && r.reasonKey === 'quotes:decline.businessActivityExcluded',
      ),
    ).toBe(true);
  });

  it('group health: 20 Dubai employees (average age assumed 35) — EBP-level schemes at AED 600–1,100 a head', () => {
    const a = groupHealthEngine.inputFromAnswers(
      { companyName: 'Test LLC', employeeCount: 20, emirate: 'dubai', currentlyInsured: 'no' },
      { today: TODAY },
    );
    if (!a.ok) throw new Error('adapter');
    expect(a.defaulted).toEqual(['averageAge']);
    const { priced } = priceAll(groupHealthPlansSeed, groupHealthRatesSeed, (p, t) =>
      groupHealthEngine.price(a.input, p, t),
    );
    const plans = priced.map((r) => groupHealthPlansSeed.find((p) => p.planId === r.planId)!);
    expect(plans.every((p) => p.groupHealth.mandatoryCover === 'DHA_EBP')).toBe(true);
    const ebp = priced.filter((r, i) => plans[i]?.groupHealth.annualLimitAed === 150_000);
    expect(ebp.length).toBeGreaterThanOrEqual(4);
    for (const r of ebp) {
      expect(aed(r.totalFils) / 20).toBeGreaterThan(600);
      expect(aed(r.totalFils) / 20).toBeLessThan(1_100);
    }
    const abuDhabi = priceAll(groupHealthPlansSeed, groupHealthRatesSeed, (p, t) =>
      groupHealthEngine.price({ ...a.input, emirate: 'abu-dhabi' }, p, t),
    );
    for (const r of abuDhabi.priced) {
      expect(groupHealthPlansSeed.find((p) => p.planId === r.planId)?.groupHealth.mandatoryCover).toBe(
        'DOH_BASIC',
      );
    }
  });

  it('investment: AED 1,000 a month for 10 years — illustrations within 0.9–1.6× the contributions, ranked on charges', () => {
    const a = investmentEngine.inputFromAnswers(
      { investmentGoal: 'retirement', monthlyInvestment: 1_000, investmentHorizon: '10' },
      { today: TODAY },
    );
    if (!a.ok) throw new Error('adapter');
    const { priced } = priceAll(investmentPlansSeed, investmentRatesSeed, (p, t) =>
      investmentEngine.price(a.input, p, t),
    );
    expect(priced).toHaveLength(investmentPlansSeed.length);
    for (const r of priced) {
      expect([r.vatFils, r.totalFils]).toEqual([0, 1_200_000]);
      const p = r.projection!;
      expect(p.guaranteed).toBe(false);
      const plan = investmentPlansSeed.find((x) => x.planId === r.planId)!;
      expect(p.last10yearGrowthRate).toBe(plan.investment.last10yearGrowthRate);
      expect(p.maturityValueFils / 12_000_000).toBeGreaterThan(0.9);
      expect(p.maturityValueFils / 12_000_000).toBeLessThan(1.6);
    }
    const order = rankPriced(PRODUCT.INVESTMENT, a.input, ranked(investmentPlansSeed, priced) as never);
    // Cover points follow the value at the common rate, not each fund's own rate.
    const byPlan = new Map(priced.map((r) => [r.planId, r.projection!.comparison.maturityValueFils]));
    const best = Math.max(...byPlan.values());
    for (const q of order) {
      const cover = q.terms.find((t) => t.term === 'cover');
      expect(cover?.points).toBe(Math.floor((1000 * byPlan.get(q.planId)!) / best));
    }
  });
});

describe('more products: properties on every seeded table', () => {
  it('term and critical illness: older is never cheaper; a higher cover never lowers the premium', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...termPlansSeed),
        fc.integer({ min: 18, max: 65 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 250_000, max: 5_000_000 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: 5, max: 30 }),
        (plan, age, older, cover, more, term) => {
          const t = tableOf(termRatesSeed, plan);
          const input = {
            age,
            gender: 'male' as const,
            smoker: false,
            coverAed: cover,
            termYears: term,
            monthlyIncomeAed: null,
          };
          const base = termEngine.price(input, plan, t);
          const aged = termEngine.price({ ...input, age: age + older }, plan, t);
          const bigger = termEngine.price({ ...input, coverAed: cover + more }, plan, t);
          if (!base.declined && !aged.declined) expect(aged.totalFils).toBeGreaterThanOrEqual(base.totalFils);
          if (!base.declined && !bigger.declined)
            expect(bigger.totalFils).toBeGreaterThanOrEqual(base.totalFils);
        },
      ),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...criticalIllnessPlansSeed),
        fc.integer({ min: 18, max: 65 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 50_000, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (plan, age, older, cover, more) => {
          const t = tableOf(criticalIllnessRatesSeed, plan);
          const input = { age, gender: 'female' as const, smoker: true, coverAed: cover, termYears: 5 };
          const base = criticalIllnessEngine.price(input, plan, t);
          const aged = criticalIllnessEngine.price({ ...input, age: age + older }, plan, t);
          const bigger = criticalIllnessEngine.price({ ...input, coverAed: cover + more }, plan, t);
          if (!base.declined && !aged.declined) expect(aged.totalFils).toBeGreaterThanOrEqual(base.totalFils);
          if (!base.declined && !bigger.declined)
            expect(bigger.totalFils).toBeGreaterThanOrEqual(base.totalFils);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('home: a higher building value never lowers the premium', () => {
    const withBuilding = homePlansSeed.filter((p) => p.home.sections.includes('building'));
    fc.assert(
      fc.property(
        fc.constantFrom(...withBuilding),
        fc.constantFrom(...PROPERTY_TYPES),
        fc.integer({ min: 100_000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        (plan, propertyType, building, more, contents) => {
          const t = tableOf(homeRatesSeed, plan);
          const input = {
            ownership: 'owner' as const,
            propertyType,
            emirate: 'sharjah' as const,
            buildingValueAed: building,
            contentsValueAed: contents,
          };
          const a = homeEngine.price(input, plan, t);
          const b = homeEngine.price({ ...input, buildingValueAed: building + more }, plan, t);
          if (!a.declined && !b.declined) expect(b.totalFils).toBeGreaterThanOrEqual(a.totalFils);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('group health: more staff never lowers the total', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...groupHealthPlansSeed),
        fc.integer({ min: 1, max: 1_200 }),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 18, max: 60 }),
        (plan, staff, more, averageAge) => {
          const t = tableOf(groupHealthRatesSeed, plan);
          const input = {
            employeeCount: staff,
            averageAge,
            emirate: 'ajman' as const,
            currentlyInsured: null,
          };
          const a = groupHealthEngine.price(input, plan, t);
          const b = groupHealthEngine.price({ ...input, employeeCount: staff + more }, plan, t);
          if (!a.declined && !b.declined) expect(b.totalFils).toBeGreaterThanOrEqual(a.totalFils);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('investment: a higher contribution never lowers the maturity value', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...investmentPlansSeed),
        fc.integer({ min: 500, max: 20_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 5, max: 30 }),
        (plan, monthly, more, years) => {
          const t = tableOf(investmentRatesSeed, plan);
          const input = {
            contributionAed: monthly,
            frequency: 'monthly' as const,
            termYears: years,
            goal: null,
          };
          const a = investmentEngine.price(input, plan, t);
          const b = investmentEngine.price({ ...input, contributionAed: monthly + more }, plan, t);
          if (a.declined || b.declined) return;
          expect(b.projection!.maturityValueFils).toBeGreaterThanOrEqual(a.projection!.maturityValueFils);
        },
      ),
      { numRuns: 200 },
    );
  });
});
