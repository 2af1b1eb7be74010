import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BODY_TYPES,
  DRIVING_EXPERIENCE,
  EMIRATES,
  type PricedProductId,
  type TCarInput,
  type TPlan,
} from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { engineFor } from '../../../../shared/quotes';
import { quoteCatalogueSeed } from '../../../../db/seed/quotes-catalogue';
import { TYPICAL_PROFILES } from '../../../../db/seed/quotes/typical-profiles';
import { catalogueOf, type Catalogue } from './pricing';
import {
  keyFeatures,
  periodOf,
  presentStartingPrices,
  priceProfile,
  profileFor,
  selectPlans,
  type StartingPrice,
} from './starting-prices';

const seed = quoteCatalogueSeed();
const catalogueFor = (productId: number, plans: readonly TPlan[] = seed.plans): Catalogue =>
  catalogueOf(productId, seed.insurers, plans, seed.rateTables);

const profile = (id: string) => {
  const p = TYPICAL_PROFILES.find((x) => x.id === id);
  if (!p) throw new Error(`no profile ${id}`);
  return p;
};

/** What the engine says for one plan, straight from the registry (the test's own reference). */
function engineTotal(productId: PricedProductId, input: unknown, plan: TPlan): number | 'declined' {
  const table = seed.rateTables.find((t) => t.id === plan.rateTableId);
  if (!table) throw new Error(`no table ${plan.rateTableId}`);
  const engine = engineFor(productId) as unknown as {
    price(i: unknown, p: TPlan, t: unknown): { declined: true } | { declined: false; totalFils: number };
  };
  const r = engine.price(input, plan, table);
  return r.declined ? 'declined' : r.totalFils;
}

const isSorted = (xs: readonly StartingPrice[]) =>
  xs.every(
    (x, i) =>
      i === 0 ||
      xs[i - 1]!.totalFils < x.totalFils ||
      (xs[i - 1]!.totalFils === x.totalFils && xs[i - 1]!.planId < x.planId),
  );

describe('priceProfile', () => {
  it('prices the car profile with every visible car plan, cheapest first, each total the engine’s', () => {
    const c = catalogueFor(PRODUCT.CAR_INSURANCE);
    const { input } = profile('car-dubai-sedan');
    const priced = priceProfile(PRODUCT.CAR_INSURANCE, input, c);
    expect(priced.length).toBe(c.plans.length);
    expect(isSorted(priced)).toBe(true);
    for (const p of priced) {
      const plan = c.planById.get(p.planId) as TPlan;
      expect(p.totalFils).toBe(engineTotal(PRODUCT.CAR_INSURANCE, input, plan));
      expect(p.providerId).toBe(plan.providerId);
    }
  });

  it('leaves out the plans that decline the profile', () => {
    const c = catalogueFor(PRODUCT.HEALTH_INSURANCE);
    const { input } = profile('health-dubai-single');
    const declining = c.plans.filter((p) => engineTotal(PRODUCT.HEALTH_INSURANCE, input, p) === 'declined');
    // The single Dubai adult is declined by the Abu Dhabi and Northern Emirates plans, among others.
    expect(declining.length).toBeGreaterThan(0);
    const priced = priceProfile(PRODUCT.HEALTH_INSURANCE, input, c);
    // Plans whose price is on request ('Check premium') show no starting price either.
    const onRequest = c.plans.filter(
      (p) => p.showPriceOnRequest && engineTotal(PRODUCT.HEALTH_INSURANCE, input, p) !== 'declined',
    );
    expect(priced.length).toBe(c.plans.length - declining.length - onRequest.length);
    const ids = new Set(priced.map((p) => p.planId));
    for (const p of declining) expect(ids.has(p.planId)).toBe(false);
  });

  it('gives an empty list when every plan declines', () => {
    const c = catalogueFor(PRODUCT.TRAVEL_INSURANCE);
    const input = { ...profile('travel-schengen-week').input, travellers: [{ kind: 'adult', age: 110 }] };
    expect(priceProfile(PRODUCT.TRAVEL_INSURANCE, input, c)).toEqual([]);
  });

  it('leaves out plans whose price is on request, and hidden plans', () => {
    const first = seed.plans.find((p) => p.planId === 1101) as TPlan;
    const second = seed.plans.find((p) => p.planId === 2101) as TPlan;
    const plans = seed.plans.map((p) =>
      p.planId === first.planId
        ? { ...p, showPriceOnRequest: 1 as const }
        : p.planId === second.planId
          ? { ...p, isHidden: true }
          : p,
    );
    const priced = priceProfile(
      PRODUCT.CAR_INSURANCE,
      profile('car-dubai-sedan').input,
      catalogueFor(PRODUCT.CAR_INSURANCE, plans),
    );
    expect(priced.some((p) => p.planId === 1101 || p.planId === 2101)).toBe(false);
    expect(priced.length).toBe(catalogueFor(PRODUCT.CAR_INSURANCE).plans.length - 2);
  });

  it('same input, same output; always sorted (property)', () => {
    const c = catalogueFor(PRODUCT.CAR_INSURANCE);
    const car = fc.record({
      vehicleValueAed: fc.integer({ min: 5_000, max: 3_000_000 }),
      vehicleAgeYears: fc.integer({ min: 0, max: 25 }),
      bodyType: fc.constantFrom(...BODY_TYPES),
      emirate: fc.constantFrom(...EMIRATES),
      driverAge: fc.integer({ min: 17, max: 90 }),
      uaeLicence: fc.constantFrom(...DRIVING_EXPERIENCE),
      noClaimYears: fc.integer({ min: 0, max: 5 }),
      coverType: fc.constantFrom('comprehensive' as const, 'thirdParty' as const),
      agencyRepair: fc.boolean(),
      excessAed: fc.constant(null),
      addOns: fc.constant([]),
    }) satisfies fc.Arbitrary<TCarInput>;
    fc.assert(
      fc.property(car, (input) => {
        const a = priceProfile(PRODUCT.CAR_INSURANCE, input, c);
        const b = priceProfile(PRODUCT.CAR_INSURANCE, structuredClone(input), c);
        expect(b).toEqual(a);
        expect(isSorted(a)).toBe(true);
        expect(a.every((p) => p.totalFils > 0)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

describe('selectPlans', () => {
  const priced: StartingPrice[] = [
    { planId: 5, providerId: 5, totalFils: 100 },
    { planId: 3, providerId: 3, totalFils: 200 },
    { planId: 9, providerId: 9, totalFils: 300 },
    { planId: 1, providerId: 1, totalFils: 400 },
  ];

  it('takes the cheapest `limit` plans', () => {
    expect(selectPlans(priced, { limit: 2 }).map((p) => p.planId)).toEqual([5, 3]);
    expect(selectPlans(priced, { limit: 6 })).toHaveLength(4);
  });

  it('narrows to the named plans, still cheapest first, and ignores names that did not price', () => {
    expect(selectPlans(priced, { planIds: [1, 9, 77], limit: 3 }).map((p) => p.planId)).toEqual([9, 1]);
    expect(selectPlans(priced, { planIds: [1, 9, 3], limit: 2 }).map((p) => p.planId)).toEqual([3, 9]);
  });
});

describe('presentation', () => {
  const c = catalogueFor(PRODUCT.CAR_INSURANCE);
  const plan = c.planById.get(1101) as TPlan;

  it('key features are the first three included ones, in the page language', () => {
    expect(keyFeatures(plan, 'en')).toEqual([
      'Cover: Comprehensive',
      'Third party property damage: AED 2,000,000',
      'Roadside assistance: Included',
    ]);
    expect(keyFeatures(plan, 'ar')[0]).toBe('نوع التغطية: شامل');
    // hi and ml read their own catalogue texts (decision 0078).
    expect(keyFeatures(plan, 'hi')[0]).toBe('कवर का प्रकार: कॉम्प्रिहेंसिव');
    expect(keyFeatures(plan, 'ml')[1]).toBe('തേർഡ് പാർട്ടിയുടെ വസ്തുവകകൾക്കുള്ള നഷ്ടം: AED 2,000,000');
    expect(keyFeatures(plan, 'en', 2)).toHaveLength(2);
  });

  it('presents names, logo and the total; a plan no longer in the catalogue is left out', () => {
    const out = presentStartingPrices(
      [
        { planId: 1101, providerId: plan.providerId, totalFils: 123_456 },
        { planId: 999_999, providerId: 1, totalFils: 1 },
      ],
      c,
      'ar',
    );
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({
      planId: 1101,
      planName: plan.planName.ar,
      insurerName: c.insurerById.get(plan.providerId)?.name.ar,
      insurerLogo: c.insurerById.get(plan.providerId)?.logo,
      totalFils: 123_456,
    });
    expect(out[0]?.insurerLogo).toMatch(/^\/assets\/insurers\/[a-z0-9-]+\.svg$/);
  });
});

describe('periodOf', () => {
  it('is the trip for single-trip travel, the policy year for everything else', () => {
    expect(periodOf(PRODUCT.TRAVEL_INSURANCE, profile('travel-schengen-week').input)).toBe('trip');
    expect(periodOf(PRODUCT.TRAVEL_INSURANCE, profile('travel-annual-worldwide').input)).toBe('year');
    expect(periodOf(PRODUCT.CAR_INSURANCE, profile('car-dubai-sedan').input)).toBe('year');
    expect(periodOf(PRODUCT.TERM_INSURANCE, profile('term-35-non-smoker').input)).toBe('year');
  });
});

describe('profileFor', () => {
  it('takes the named profile of the same product, else the product’s first', () => {
    expect(profileFor(TYPICAL_PROFILES, PRODUCT.HEALTH_INSURANCE)?.id).toBe('health-dubai-single');
    expect(profileFor(TYPICAL_PROFILES, PRODUCT.HEALTH_INSURANCE, 'health-dubai-family')?.id).toBe(
      'health-dubai-family',
    );
    expect(profileFor(TYPICAL_PROFILES, PRODUCT.HEALTH_INSURANCE, 'car-dubai-sedan')).toBeUndefined();
    expect(profileFor(TYPICAL_PROFILES, PRODUCT.HOME_INSURANCE)).toBeUndefined();
  });
});
