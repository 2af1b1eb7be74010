import type { TTravelPlan, TTravelRateTable } from '../../contracts/quotes';
import { PRODUCT } from '../../domain/products';

/** A small travel rate table with round numbers, for worked examples by hand. */
export const TRAVEL_TABLE: TTravelRateTable = {
  id: 'travel-test',
  productId: PRODUCT.TRAVEL_INSURANCE,
  providerId: 1,
  version: 1,
  currency: 'AED',
  vatRateBp: 500,
  singleTripDays: [
    { from: 1, to: 7, amountAed: 40 },
    { from: 8, to: 14, amountAed: 60 },
    { from: 15, to: 31, amountAed: 90 },
    { from: 32, to: 92, amountAed: 150 },
    { from: 93, to: 366, amountAed: 300 },
  ],
  annualTripAed: 400,
  region: {
    schengen: 10_000,
    worldwideExUsCa: 12_000,
    worldwide: 20_000,
    asia: 9_000,
    gcc: 6_000,
    africa: 11_000,
  },
  travellerAge: [
    { from: 0, to: 17, factorBp: 5_000 },
    { from: 18, to: 64, factorBp: 10_000 },
    { from: 65, to: 74, factorBp: 20_000 },
    { from: 75, to: null, factorBp: 30_000 },
  ],
  tier: { essential: 9_000, plus: 10_000, premium: 13_000 },
  familyFactorBp: 8_500,
  groupSize: [
    { from: 1, to: 4, factorBp: 10_000 },
    { from: 5, to: 9, factorBp: 9_000 },
    { from: 10, to: null, factorBp: 8_000 },
  ],
  rules: [
    {
      id: 'travellerMaxAge',
      field: 'travellerAge',
      max: 80,
      when: [{ field: 'tripType', equals: 'single' }],
      reasonKey: 'quotes:decline.travellerAgeMax',
    },
    {
      id: 'tripMaxDays',
      field: 'days',
      max: 180,
      when: [{ field: 'tripType', equals: 'single' }],
      reasonKey: 'quotes:decline.tripTooLong',
    },
  ],
};

const text = (en: string) => ({ en, ar: en });

export function travelPlan(travel: TTravelPlan['travel'], planId: number): TTravelPlan {
  return {
    planId,
    providerId: 1,
    slug: `test-travel-${planId}`,
    productId: PRODUCT.TRAVEL_INSURANCE,
    planName: text(`Plan ${planId}`),
    rateTableId: 'travel-test',
    features: [],
    limits: [],
    offers: [],
    coverInfo: [],
    showPriceOnRequest: 0,
    startingFrom: null,
    isHidden: false,
    sponsored: false,
    travel,
  };
}

export const SCHENGEN_ESSENTIAL = travelPlan(
  {
    schengenCompliant: true,
    tier: 'essential',
    medicalLimitAed: 200_000,
    regions: ['schengen', 'worldwideExUsCa'],
    tripTypes: ['single'],
  },
  201,
);
export const WORLDWIDE_PLUS = travelPlan(
  {
    schengenCompliant: true,
    tier: 'plus',
    medicalLimitAed: 750_000,
    regions: ['worldwide', 'worldwideExUsCa', 'schengen', 'asia', 'gcc', 'africa'],
    tripTypes: ['single', 'annual'],
  },
  202,
);
export const PREMIUM_ASIA = travelPlan(
  {
    schengenCompliant: false,
    tier: 'premium',
    medicalLimitAed: 1_000_000,
    regions: ['asia', 'gcc'],
    tripTypes: ['single'],
  },
  203,
);
