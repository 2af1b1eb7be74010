import type {
  InvestmentFact,
  TInvestmentRateTable,
  TUnderwritingRule,
} from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { insurer } from '../insurers';
import { bands } from './scale';

/**
 * Investment plan charge tables (decision 0012 'Investment'): how much of each contribution is invested by policy
 * year, the yearly management charge and the monthly policy fee, with the insurer's minimum contribution and
 * terms. The growth rate is the plan's (its fund's last-ten-year average). VAT 0: investment-linked life cover is
 * exempt. Demo figures.
 */

/** Two allocation patterns UAE unit-linked plans use: front-loaded (low early allocation) or level. */
export const INVESTMENT_ALLOCATIONS = {
  frontLoaded: bands([
    [1, 1, 7_500],
    [2, 2, 8_500],
    [3, 5, 9_500],
    [6, null, 10_000],
  ]),
  level: bands([[1, null, 9_500]]),
} as const;

type InvestmentProfile = {
  slug: string;
  allocation: keyof typeof INVESTMENT_ALLOCATIONS;
  annualManagementChargeBp: number;
  policyFeeMonthlyAed: number;
  /** Minimum yearly contribution (AED 500–1,000 a month). */
  minAnnualAed: number;
  termMin: number;
  termMax: number;
};

export const INVESTMENT_PROFILES: InvestmentProfile[] = [
  {
    slug: 'falcon-crest',
    allocation: 'frontLoaded',
    annualManagementChargeBp: 150,
    policyFeeMonthlyAed: 15,
    minAnnualAed: 6_000,
    termMin: 5,
    termMax: 30,
  },
  {
    slug: 'pearl-gate',
    allocation: 'level',
    annualManagementChargeBp: 175,
    policyFeeMonthlyAed: 10,
    minAnnualAed: 6_000,
    termMin: 5,
    termMax: 25,
  },
  {
    slug: 'saffron-shield',
    allocation: 'frontLoaded',
    annualManagementChargeBp: 125,
    policyFeeMonthlyAed: 20,
    minAnnualAed: 9_000,
    termMin: 10,
    termMax: 30,
  },
  {
    slug: 'azure-dhow',
    allocation: 'level',
    annualManagementChargeBp: 200,
    policyFeeMonthlyAed: 10,
    minAnnualAed: 12_000,
    termMin: 5,
    termMax: 25,
  },
  {
    slug: 'mirage-point',
    allocation: 'level',
    annualManagementChargeBp: 150,
    policyFeeMonthlyAed: 15,
    minAnnualAed: 6_000,
    termMin: 5,
    termMax: 20,
  },
  {
    slug: 'coral-minaret',
    allocation: 'frontLoaded',
    annualManagementChargeBp: 140,
    policyFeeMonthlyAed: 25,
    minAnnualAed: 12_000,
    termMin: 10,
    termMax: 30,
  },
];

type InvestmentRule = TUnderwritingRule<InvestmentFact>;

const rulesOf = (p: InvestmentProfile): InvestmentRule[] => [
  {
    id: 'contributionMin',
    field: 'annualContributionAed',
    min: p.minAnnualAed,
    when: [],
    reasonKey: 'quotes:decline.contributionMin',
  },
  {
    id: 'termRange',
    field: 'termYears',
    min: p.termMin,
    max: p.termMax,
    when: [],
    reasonKey: 'quotes:decline.termOutOfRange',
  },
];

export const investmentRatesSeed: TInvestmentRateTable[] = INVESTMENT_PROFILES.map((p) => ({
  id: `investment-${p.slug}`,
  productId: PRODUCT.INVESTMENT,
  providerId: insurer(p.slug).id,
  version: 1,
  currency: 'AED',
  vatRateBp: 0,
  allocation: INVESTMENT_ALLOCATIONS[p.allocation].map((b) => ({ ...b })),
  annualManagementChargeBp: p.annualManagementChargeBp,
  policyFeeMonthlyAed: p.policyFeeMonthlyAed,
  rules: rulesOf(p),
}));
