import type {
  TCriticalIllnessInput,
  TCriticalIllnessPlan,
  TCriticalIllnessRateTable,
} from '../../contracts/quotes';
import { PRODUCT } from '../../domain/products';

/** A small critical illness rate table with round numbers, for worked examples by hand. */
export const CI_TABLE: TCriticalIllnessRateTable = {
  id: 'ci-test',
  productId: PRODUCT.CRITICAL_ILLNESS,
  providerId: 1,
  version: 1,
  currency: 'AED',
  vatRateBp: 500,
  ratePerMille: [
    { from: 18, to: 30, amountAed: 2 },
    { from: 31, to: 40, amountAed: 3 },
    { from: 41, to: 50, amountAed: 5 },
    { from: 51, to: 65, amountAed: 9 },
  ],
  coverSlices: [
    { upto: 250_000, factorBp: 10_000 },
    { upto: null, factorBp: 9_000 },
  ],
  termYears: [
    { from: 1, to: 5, factorBp: 10_000 },
    { from: 6, to: 10, factorBp: 12_000 },
    { from: 11, to: 20, factorBp: 14_000 },
  ],
  gender: { male: 10_000, female: 10_500 },
  smokerFactorBp: 16_000,
  earlyStageFactorBp: 11_500,
  minimumPremiumAed: 150,
  rules: [
    { id: 'entryAge', field: 'age', min: 18, max: 60, when: [], reasonKey: 'quotes:decline.entryAge' },
    { id: 'ageAtExpiry', field: 'ageAtExpiry', max: 70, when: [], reasonKey: 'quotes:decline.ageAtExpiry' },
    { id: 'coverMax', field: 'coverAed', max: 1_000_000, when: [], reasonKey: 'quotes:decline.coverAmount' },
    {
      id: 'smokerCover',
      field: 'coverAed',
      max: 500_000,
      when: [{ field: 'smoker', equals: true }],
      reasonKey: 'quotes:decline.smokerCover',
    },
  ],
};

const text = (en: string) => ({ en, ar: en });

export function ciPlan(
  criticalIllness: TCriticalIllnessPlan['criticalIllness'],
  planId: number,
): TCriticalIllnessPlan {
  return {
    planId,
    providerId: 1,
    slug: `test-ci-${planId}`,
    productId: PRODUCT.CRITICAL_ILLNESS,
    planName: text(`Plan ${planId}`),
    rateTableId: 'ci-test',
    features: [],
    limits: [],
    offers: [],
    coverInfo: [],
    showPriceOnRequest: 0,
    startingFrom: null,
    isHidden: false,
    sponsored: false,
    criticalIllness,
  };
}

export const CI_CORE = ciPlan({ conditionsCovered: 20, earlyStage: false, survivalPeriodDays: 30 }, 5601);
export const CI_COMPREHENSIVE = ciPlan(
  { conditionsCovered: 45, earlyStage: true, survivalPeriodDays: 14 },
  5602,
);

/** docs/product/quotes.md's default profile: age 30, cover 100,000, term 5 (male non-smoker assumed). */
export const CI_DEFAULT_INPUT: TCriticalIllnessInput = {
  age: 30,
  gender: 'male',
  smoker: false,
  coverAed: 100_000,
  termYears: 5,
};
