import type { TBikeInput, TBikePlan, TBikeRateTable } from '../../contracts/quotes';
import { PRODUCT } from '../../domain/products';

/** A small bike rate table with round numbers, for worked examples by hand. */
export const BIKE_TABLE: TBikeRateTable = {
  id: 'bike-test',
  productId: PRODUCT.BIKE_INSURANCE,
  providerId: 1,
  version: 1,
  currency: 'AED',
  vatRateBp: 500,
  comprehensive: {
    rateBp: 500,
    minimumPremiumAed: 800,
    bikeAge: [
      { from: 0, to: 2, factorBp: 10_000 },
      { from: 3, to: 5, factorBp: 11_000 },
      { from: 6, to: null, factorBp: 12_500 },
    ],
    engineBand: { upTo150: 9_000, '151To400': 10_000, '401To800': 12_000, over800: 14_000 },
  },
  thirdParty: {
    baseByEngineBand: { upTo150: 400, '151To400': 500, '401To800': 600, over800: 800 },
    minimumPremiumAed: 350,
  },
  riderAge: [
    { from: 16, to: 20, factorBp: 15_000 },
    { from: 21, to: 24, factorBp: 13_000 },
    { from: 25, to: 59, factorBp: 10_000 },
    { from: 60, to: null, factorBp: 12_000 },
  ],
  emirate: {
    'abu-dhabi': 10_000,
    dubai: 10_500,
    sharjah: 11_000,
    ajman: 11_000,
    'umm-al-quwain': 11_000,
    'ras-al-khaimah': 11_000,
    fujairah: 11_000,
  },
  use: { personal: 10_000, delivery: 15_000 },
  rules: [
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
      max: 10,
      when: [{ field: 'coverType', equals: 'comprehensive' }],
      reasonKey: 'quotes:decline.vehicleAgeMax',
    },
    {
      id: 'comprehensiveValueMax',
      field: 'bikeValueAed',
      max: 200_000,
      when: [{ field: 'coverType', equals: 'comprehensive' }],
      reasonKey: 'quotes:decline.vehicleValueMax',
    },
    {
      id: 'comprehensivePersonalOnly',
      field: 'use',
      oneOf: ['personal'],
      when: [{ field: 'coverType', equals: 'comprehensive' }],
      reasonKey: 'quotes:decline.bikeUseNotCovered',
    },
  ],
};

const text = (en: string) => ({ en, ar: en });

export function bikePlan(bike: TBikePlan['bike'], planId: number): TBikePlan {
  return {
    planId,
    providerId: 1,
    slug: `test-bike-${planId}`,
    productId: PRODUCT.BIKE_INSURANCE,
    planName: text(`Plan ${planId}`),
    rateTableId: 'bike-test',
    features: [],
    limits: [],
    offers: [],
    coverInfo: [],
    showPriceOnRequest: 0,
    startingFrom: null,
    isHidden: false,
    sponsored: false,
    bike,
  };
}

export const BIKE_COMPREHENSIVE = bikePlan(
  { coverType: 'comprehensive', roadsideAssistance: true, riderAccidentCoverAed: 50_000 },
  601,
);
export const BIKE_THIRD_PARTY = bikePlan(
  { coverType: 'thirdParty', roadsideAssistance: false, riderAccidentCoverAed: 0 },
  602,
);

export const BIKE_INPUT: TBikeInput = {
  bikeValueAed: 30_000,
  bikeAgeYears: 1,
  engineBand: '401To800',
  riderAge: 30,
  emirate: 'dubai',
  use: 'personal',
  coverType: 'comprehensive',
};
