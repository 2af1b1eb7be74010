import type { BikeFact, TBikeRateTable, TUnderwritingRule } from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { insurer } from '../insurers';
import { bands, scaled } from './scale';

/**
 * Motorbike rate tables (decision 0012 'Bike'): the template times the insurer's scale, its own minimum premiums and
 * underwriting rules. Every insurer declines riders under 18 and riders under 21 on engines over 800 cc; some
 * also on 401–800 cc. Demo figures.
 */

export const BIKE_TEMPLATE = {
  /** 4.5 % of the bike's value before factors. */
  comprehensiveRateBp: 450,
  bikeAge: bands([
    [0, 2, 10_000],
    [3, 5, 11_000],
    [6, 8, 12_500],
    [9, 12, 14_000],
    [13, null, 16_000],
  ]),
  engineBand: { upTo150: 9_000, '151To400': 10_000, '401To800': 11_500, over800: 13_000 },
  thirdPartyBase: { upTo150: 450, '151To400': 550, '401To800': 700, over800: 900 },
  riderAge: bands([
    [16, 20, 16_000],
    [21, 24, 13_500],
    [25, 29, 11_500],
    [30, 59, 10_000],
    [60, 69, 12_000],
    [70, null, 14_500],
  ]),
  emirate: {
    'abu-dhabi': 10_000,
    dubai: 10_500,
    sharjah: 10_800,
    ajman: 11_000,
    'umm-al-quwain': 10_500,
    'ras-al-khaimah': 10_500,
    fujairah: 10_500,
  },
  /** Delivery riding: long daily hours in traffic. */
  use: { personal: 10_000, delivery: 16_000 },
} as const;

type BikeProfile = {
  slug: string;
  rateScaleBp: number;
  thirdPartyScaleBp: number;
  minimumPremiumAed: number;
  thirdPartyMinimumAed: number;
  comprehensiveMaxAge: number;
  comprehensiveMaxValueAed: number;
  /** Riders under 21 declined on 401–800 cc engines too. */
  midEngineMinAge21: boolean;
  /** No delivery bikes at all. */
  noDelivery: boolean;
};

export const BIKE_PROFILES: BikeProfile[] = [
  {
    slug: 'dune-harbour',
    rateScaleBp: 9_400,
    thirdPartyScaleBp: 9_500,
    minimumPremiumAed: 750,
    thirdPartyMinimumAed: 400,
    comprehensiveMaxAge: 8,
    comprehensiveMaxValueAed: 150_000,
    midEngineMinAge21: false,
    noDelivery: false,
  },
  {
    slug: 'oasis-meridian',
    rateScaleBp: 9_000,
    thirdPartyScaleBp: 9_000,
    minimumPremiumAed: 700,
    thirdPartyMinimumAed: 380,
    comprehensiveMaxAge: 10,
    comprehensiveMaxValueAed: 200_000,
    midEngineMinAge21: false,
    noDelivery: false,
  },
  {
    slug: 'sandstone-guardian',
    rateScaleBp: 8_800,
    thirdPartyScaleBp: 8_800,
    minimumPremiumAed: 700,
    thirdPartyMinimumAed: 380,
    comprehensiveMaxAge: 12,
    comprehensiveMaxValueAed: 150_000,
    midEngineMinAge21: true,
    noDelivery: false,
  },
  {
    slug: 'azure-dhow',
    rateScaleBp: 10_600,
    thirdPartyScaleBp: 10_400,
    minimumPremiumAed: 900,
    thirdPartyMinimumAed: 450,
    comprehensiveMaxAge: 8,
    comprehensiveMaxValueAed: 300_000,
    midEngineMinAge21: true,
    noDelivery: true,
  },
  {
    slug: 'golden-ghaf',
    rateScaleBp: 9_600,
    thirdPartyScaleBp: 9_700,
    minimumPremiumAed: 800,
    thirdPartyMinimumAed: 400,
    comprehensiveMaxAge: 10,
    comprehensiveMaxValueAed: 200_000,
    midEngineMinAge21: false,
    noDelivery: false,
  },
  {
    slug: 'nomad-star',
    rateScaleBp: 8_600,
    thirdPartyScaleBp: 8_600,
    minimumPremiumAed: 650,
    thirdPartyMinimumAed: 350,
    comprehensiveMaxAge: 12,
    comprehensiveMaxValueAed: 120_000,
    midEngineMinAge21: false,
    noDelivery: false,
  },
  {
    slug: 'silver-oryx',
    rateScaleBp: 10_100,
    thirdPartyScaleBp: 10_000,
    minimumPremiumAed: 850,
    thirdPartyMinimumAed: 420,
    comprehensiveMaxAge: 10,
    comprehensiveMaxValueAed: 250_000,
    midEngineMinAge21: true,
    noDelivery: true,
  },
];

type BikeRule = TUnderwritingRule<BikeFact>;

function rulesOf(p: BikeProfile): BikeRule[] {
  const rules: BikeRule[] = [
    { id: 'riderAgeMin', field: 'riderAge', min: 18, when: [], reasonKey: 'quotes:decline.riderAgeMin' },
    {
      id: 'bigEngineRiderAge',
      field: 'riderAge',
      min: 21,
      when: [{ field: 'engineBand', equals: 'over800' }],
      reasonKey: 'quotes:decline.riderAgeMin',
    },
    {
      id: 'comprehensiveBikeAge',
      field: 'bikeAgeYears',
      max: p.comprehensiveMaxAge,
      when: [{ field: 'coverType', equals: 'comprehensive' }],
      reasonKey: 'quotes:decline.vehicleAgeMax',
    },
    {
      id: 'comprehensiveValueMax',
      field: 'bikeValueAed',
      max: p.comprehensiveMaxValueAed,
      when: [{ field: 'coverType', equals: 'comprehensive' }],
      reasonKey: 'quotes:decline.vehicleValueMax',
    },
  ];
  if (p.midEngineMinAge21) {
    rules.push({
      id: 'midEngineRiderAge',
      field: 'riderAge',
      min: 21,
      when: [{ field: 'engineBand', equals: '401To800' }],
      reasonKey: 'quotes:decline.riderAgeMin',
    });
  }
  if (p.noDelivery) {
    rules.push({
      id: 'personalUseOnly',
      field: 'use',
      oneOf: ['personal'],
      when: [],
      reasonKey: 'quotes:decline.bikeUseNotCovered',
    });
  }
  return rules;
}

const t = BIKE_TEMPLATE;

export const bikeRatesSeed: TBikeRateTable[] = BIKE_PROFILES.map((p) => ({
  id: `bike-${p.slug}`,
  productId: PRODUCT.BIKE_INSURANCE,
  providerId: insurer(p.slug).id,
  version: 1,
  currency: 'AED',
  vatRateBp: 500,
  comprehensive: {
    rateBp: scaled(t.comprehensiveRateBp, p.rateScaleBp),
    minimumPremiumAed: p.minimumPremiumAed,
    bikeAge: t.bikeAge.map((b) => ({ ...b })),
    engineBand: { ...t.engineBand },
  },
  thirdParty: {
    baseByEngineBand: {
      upTo150: scaled(t.thirdPartyBase.upTo150, p.thirdPartyScaleBp),
      '151To400': scaled(t.thirdPartyBase['151To400'], p.thirdPartyScaleBp),
      '401To800': scaled(t.thirdPartyBase['401To800'], p.thirdPartyScaleBp),
      over800: scaled(t.thirdPartyBase.over800, p.thirdPartyScaleBp),
    },
    minimumPremiumAed: p.thirdPartyMinimumAed,
  },
  riderAge: t.riderAge.map((b) => ({ ...b })),
  emirate: { ...t.emirate },
  use: { ...t.use },
  rules: rulesOf(p),
}));
