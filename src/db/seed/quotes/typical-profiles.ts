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
    summary: T(
      '35-year-old driver in Dubai, AED 60,000 sedan, 2 years old, 5 claim-free years, garage repair',
      'سائق عمره 35 عاماً في دبي، سيارة سيدان بقيمة 60,000 درهم عمرها سنتان، 5 سنوات دون مطالبات، إصلاح في الكراج',
    ),
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
    summary: T('One adult aged 30 living in Dubai', 'شخص بالغ واحد عمره 30 عاماً يقيم في دبي'),
    input: {
      emirate: 'dubai',
      members: [{ relation: 'self', age: 30, gender: 'male' }],
      salaryBand: null,
    },
  },
  {
    id: 'health-dubai-family',
    productId: PRODUCT.HEALTH_INSURANCE,
    summary: T(
      'A family in Dubai: adults aged 35 and 33, children aged 6 and 3',
      'عائلة في دبي: بالغان عمرهما 35 و33 عاماً، وطفلان عمرهما 6 و3 سنوات',
    ),
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
    summary: T(
      'One adult aged 35, a 7-day trip to the Schengen area',
      'شخص بالغ واحد عمره 35 عاماً، رحلة لمدة 7 أيام إلى منطقة شنغن',
    ),
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
    summary: T(
      'One adult aged 35, a year of trips worldwide excluding the USA and Canada',
      'شخص بالغ واحد عمره 35 عاماً، رحلات لمدة سنة حول العالم باستثناء الولايات المتحدة وكندا',
    ),
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
    summary: T(
      '35-year-old non-smoker, AED 1,000,000 cover for 20 years, income AED 20,000 a month',
      'غير مدخن عمره 35 عاماً، تغطية بقيمة 1,000,000 درهم لمدة 20 سنة، دخل شهري 20,000 درهم',
    ),
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
    summary: T(
      '30-year-old non-smoker, AED 100,000 cover for 5 years',
      'غير مدخن عمره 30 عاماً، تغطية بقيمة 100,000 درهم لمدة 5 سنوات',
    ),
    input: { age: 30, gender: 'male', smoker: false, coverAed: 100_000, termYears: 5 },
  },
];
