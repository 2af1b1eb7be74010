import type { PricedProductId, TLocalizedText } from '../../../shared/contracts/quotes';
import { PRODUCT } from '../../../shared/domain/products';
import type { InputOf } from '../../../shared/quotes';
import { T } from './plans/common';

/**
 * Typical profiles (decision 0014 'Starting prices'): the engine input the landing pages' multi-quote
 * tabs price every plan with, to show 'Starting from' amounts computed by the engines over the seeded plans and
 * rate tables, never typed in. One default per product (the first of the product below); a tab may name
 * another by id. Each input is an engine input (`Z…Input`, checked by the seed test), so what a profile means is
 * exactly what the engine prices; `summary` tells the visitor which profile the amounts are for.
 */
export type TypicalProfile = {
  [K in PricedProductId]: { id: string; productId: K; summary: TLocalizedText; input: InputOf<K> };
}[PricedProductId];

export const TYPICAL_PROFILES: readonly TypicalProfile[] = [
  {
    // A mid-career expatriate's family sedan: the middle of the car journey's answers.
    id: 'car-dubai-sedan',
    productId: PRODUCT.CAR_INSURANCE,
    summary: T('profile.car-dubai-sedan.summary'),
    input: {
      vehicleValueAed: 60_000,
      vehicleAgeYears: 2,
      bodyType: 'sedan',
      emirate: 'dubai',
      driverAge: 35,
      uaeLicence: 'over2Years',
      noClaimYears: 5,
      coverType: 'comprehensive',
      agencyRepair: false,
      excessAed: null,
      addOns: [],
    },
  },
  {
    id: 'health-dubai-single',
    productId: PRODUCT.HEALTH_INSURANCE,
    summary: T('profile.health-dubai-single.summary'),
    input: {
      emirate: 'dubai',
      members: [{ relation: 'self', age: 30, gender: 'male' }],
      salaryBand: null,
    },
  },
  {
    id: 'health-dubai-family',
    productId: PRODUCT.HEALTH_INSURANCE,
    summary: T('profile.health-dubai-family.summary'),
    input: {
      emirate: 'dubai',
      members: [
        { relation: 'self', age: 35, gender: 'male' },
        { relation: 'spouse', age: 33, gender: 'female' },
        { relation: 'child', age: 6, gender: 'female' },
        { relation: 'child', age: 3, gender: 'male' },
      ],
      salaryBand: null,
    },
  },
  {
    id: 'travel-schengen-week',
    productId: PRODUCT.TRAVEL_INSURANCE,
    summary: T('profile.travel-schengen-week.summary'),
    input: {
      tripType: 'single',
      region: 'schengen',
      days: 7,
      category: 'individual',
      travellers: [{ kind: 'adult', age: 35 }],
    },
  },
  {
    id: 'travel-annual-worldwide',
    productId: PRODUCT.TRAVEL_INSURANCE,
    summary: T('profile.travel-annual-worldwide.summary'),
    input: {
      tripType: 'annual',
      region: 'worldwideExUsCa',
      days: 365,
      category: 'individual',
      travellers: [{ kind: 'adult', age: 35 }],
    },
  },
  {
    id: 'term-35-non-smoker',
    productId: PRODUCT.TERM_INSURANCE,
    summary: T('profile.term-35-non-smoker.summary'),
    input: {
      age: 35,
      gender: 'male',
      smoker: false,
      coverAed: 1_000_000,
      termYears: 20,
      monthlyIncomeAed: 20_000,
    },
  },
  {
    // The product's own defaults (decision 0012: age 30, cover 100,000, term 5).
    id: 'critical-illness-30',
    productId: PRODUCT.CRITICAL_ILLNESS,
    summary: T('profile.critical-illness-30.summary'),
    input: { age: 30, gender: 'male', smoker: false, coverAed: 100_000, termYears: 5 },
  },
];
