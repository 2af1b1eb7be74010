import type { TTermInput, TTermPlan, TTermRateTable } from '../../contracts/quotes';
import { PRODUCT } from '../../domain/products';

/** A small term rate table with round numbers, so the worked examples can be followed by hand. */
export const TERM_TABLE: TTermRateTable = {
  id: 'term-test',
  productId: PRODUCT.TERM_INSURANCE,
  providerId: 1,
  version: 2,
  currency: 'AED',
  vatRateBp: 0,
  ratePerMille: [
    { from: 18, to: 30, amountAed: 1 },
    { from: 31, to: 40, amountAed: 1.5 },
    { from: 41, to: 50, amountAed: 3 },
    { from: 51, to: 65, amountAed: 6 },
  ],
  coverSlices: [
    { upto: 1_000_000, factorBp: 10_000 },
    { upto: null, factorBp: 9_000 },
  ],
  termYears: [
    { from: 5, to: 10, factorBp: 9_000 },
    { from: 11, to: 20, factorBp: 10_000 },
    { from: 21, to: 30, factorBp: 12_000 },
  ],
  gender: { male: 10_000, female: 8_000 },
  smokerFactorBp: 15_000,
  riders: { accidentalDeathFactorBp: 11_000, waiverOfPremiumFactorBp: 10_500 },
  minimumPremiumAed: 300,
  rules: [
    { id: 'entryAge', field: 'age', min: 18, max: 65, when: [], reasonKey: 'quotes:decline.entryAge' },
    { id: 'ageAtExpiry', field: 'ageAtExpiry', max: 75, when: [], reasonKey: 'quotes:decline.ageAtExpiry' },
    {
      id: 'termRange',
      field: 'termYears',
      min: 5,
      max: 30,
      when: [],
      reasonKey: 'quotes:decline.termOutOfRange',
    },
    {
      id: 'incomeMultiple',
      field: 'coverIncomeMultiple',
      max: 20,
      when: [],
      reasonKey: 'quotes:decline.coverIncomeMultiple',
    },
    {
      id: 'smokerCover',
      field: 'coverAed',
      max: 2_000_000,
      when: [{ field: 'smoker', equals: true }],
      reasonKey: 'quotes:decline.smokerCover',
    },
  ],
};

const text = (en: string) => ({ en, ar: en });

export function termPlan(term: TTermPlan['term'], planId: number): TTermPlan {
  return {
    planId,
    providerId: 1,
    slug: `test-term-${planId}`,
    productId: PRODUCT.TERM_INSURANCE,
    planName: text(`Plan ${planId}`),
    rateTableId: 'term-test',
    features: [],
    limits: [],
    offers: [],
    coverInfo: [],
    showPriceOnRequest: 0,
    startingFrom: null,
    isHidden: false,
    sponsored: false,
    term,
  };
}

export const TERM_BASIC = termPlan(
  { terminalIllness: true, accidentalDeath: false, waiverOfPremium: false },
  501,
);
export const TERM_PLUS = termPlan(
  { terminalIllness: true, accidentalDeath: true, waiverOfPremium: true },
  502,
);

export const TERM_INPUT: TTermInput = {
  age: 35,
  gender: 'female',
  smoker: false,
  coverAed: 2_000_000,
  termYears: 25,
  monthlyIncomeAed: 15_000,
};
