import type { TInvestmentInput, TInvestmentPlan, TInvestmentRateTable } from '../../contracts/quotes';
import { PRODUCT } from '../../domain/products';

/** A small investment table with round charges, for worked examples by hand. */
export const INVESTMENT_TABLE: TInvestmentRateTable = {
  id: 'investment-test',
  productId: PRODUCT.INVESTMENT,
  providerId: 1,
  version: 1,
  currency: 'AED',
  vatRateBp: 0,
  allocation: [
    { from: 1, to: 1, factorBp: 8_000 },
    { from: 2, to: 3, factorBp: 9_000 },
    { from: 4, to: null, factorBp: 10_000 },
  ],
  annualManagementChargeBp: 100,
  policyFeeMonthlyAed: 10,
  rules: [
    {
      id: 'contributionMin',
      field: 'annualContributionAed',
      min: 6_000,
      when: [],
      reasonKey: 'quotes:decline.contributionMin',
    },
    {
      id: 'termRange',
      field: 'termYears',
      min: 5,
      max: 25,
      when: [],
      reasonKey: 'quotes:decline.termOutOfRange',
    },
  ],
};

const text = (en: string) => ({ en, ar: en });

export function investmentPlan(investment: TInvestmentPlan['investment'], planId: number): TInvestmentPlan {
  return {
    planId,
    providerId: 1,
    slug: `test-investment-${planId}`,
    productId: PRODUCT.INVESTMENT,
    planName: text(`Plan ${planId}`),
    rateTableId: 'investment-test',
    features: [],
    limits: [],
    offers: [],
    coverInfo: [],
    showPriceOnRequest: 0,
    startingFrom: null,
    isHidden: false,
    sponsored: false,
    investment,
  };
}

export const BALANCED = investmentPlan(
  { fundName: text('Balanced Fund'), last10yearGrowthRate: 5, goals: ['education', 'savings', 'retirement'] },
  401,
);
export const GLOBAL_EQUITY = investmentPlan(
  { fundName: text('Global Equity Fund'), last10yearGrowthRate: 8, goals: ['retirement', 'wealth'] },
  402,
);

export const INVESTMENT_INPUT: TInvestmentInput = {
  contributionAed: 1_000,
  frequency: 'monthly',
  termYears: 5,
  goal: 'education',
};
