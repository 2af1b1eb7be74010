import type { InvestmentGoal, TInvestmentPlan, TLocalizedText } from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { insurer } from '../insurers';
import { INVESTMENT_PROFILES } from '../rates/investment';
import { T, feature, joinTexts, planBase, productPlanIdOf } from './common';

/**
 * Investment plans (decision 0012): unit-linked savings plans, each investing in one fictional fund whose average
 * yearly growth over the last ten years (`last10yearGrowthRate`) is stated, shown and used for the maturity
 * illustration, which says that it is not guaranteed. Charges come from rates/investment.ts.
 */

type Fund = {
  slug: string;
  insurer: string;
  name: TLocalizedText;
  fundName: TLocalizedText;
  last10yearGrowthRate: number;
  goals: InvestmentGoal[];
};

const FUNDS: Fund[] = [
  {
    slug: 'falcon-crest-investment-global-equity',
    insurer: 'falcon-crest',
    name: T('investment.global-equity-builder'),
    fundName: T('investment.falcon-global-equity-fund-demo'),
    last10yearGrowthRate: 8.4,
    goals: ['retirement', 'wealth'],
  },
  {
    slug: 'falcon-crest-investment-balanced',
    insurer: 'falcon-crest',
    name: T('investment.balanced-saver'),
    fundName: T('investment.falcon-balanced-fund-demo'),
    last10yearGrowthRate: 5.6,
    goals: ['savings', 'education', 'retirement'],
  },
  {
    slug: 'pearl-gate-investment-education',
    insurer: 'pearl-gate',
    name: T('investment.education-planner'),
    fundName: T('investment.pearl-gate-managed-fund-demo'),
    last10yearGrowthRate: 5.2,
    goals: ['education', 'savings'],
  },
  {
    slug: 'saffron-shield-investment-sukuk',
    insurer: 'saffron-shield',
    name: T('investment.sukuk-income-shariah'),
    fundName: T('investment.saffron-sukuk-fund-demo'),
    last10yearGrowthRate: 3.9,
    goals: ['savings', 'retirement'],
  },
  {
    slug: 'saffron-shield-investment-islamic-equity',
    insurer: 'saffron-shield',
    name: T('investment.islamic-equity-growth-shariah'),
    fundName: T('investment.saffron-islamic-equity-fund-demo'),
    last10yearGrowthRate: 7.1,
    goals: ['wealth', 'retirement'],
  },
  {
    slug: 'azure-dhow-investment-global-growth',
    insurer: 'azure-dhow',
    name: T('investment.global-growth'),
    fundName: T('investment.azure-dhow-global-growth-fund-demo'),
    last10yearGrowthRate: 9,
    goals: ['wealth'],
  },
  {
    slug: 'mirage-point-investment-cautious',
    insurer: 'mirage-point',
    name: T('investment.cautious-growth'),
    fundName: T('investment.mirage-point-cautious-fund-demo'),
    last10yearGrowthRate: 4.6,
    goals: ['savings', 'education'],
  },
  {
    slug: 'coral-minaret-investment-retirement',
    insurer: 'coral-minaret',
    name: T('investment.retirement-balanced'),
    fundName: T('investment.coral-minaret-retirement-fund-demo'),
    last10yearGrowthRate: 6.2,
    goals: ['retirement'],
  },
];

const GOAL_NAMES: Record<InvestmentGoal, TLocalizedText> = {
  retirement: T('investment.retirement'),
  education: T('investment.children-s-education'),
  wealth: T('investment.growing-wealth'),
  savings: T('investment.regular-savings'),
};

const rate = (r: number) => r.toFixed(2);

function plan(f: Fund, n: number): TInvestmentPlan {
  const ins = insurer(f.insurer);
  const profile = INVESTMENT_PROFILES.find((p) => p.slug === f.insurer);
  if (!profile) throw new Error(`no investment profile for ${f.insurer}`);
  const amc = (profile.annualManagementChargeBp / 100).toFixed(2);
  return {
    ...planBase({
      planId: productPlanIdOf(ins.id, PRODUCT.INVESTMENT, n),
      providerId: ins.id,
      slug: f.slug,
      planName: f.name,
      rateTableId: `investment-${f.insurer}`,
      features: [
        feature(1, 'fund', T('investment.fund'), f.fundName),
        feature(
          2,
          'last10yearGrowthRate',
          T('investment.average-growth-last-10-years'),
          T('investment.percent-a-year-past-growth', { value: rate(f.last10yearGrowthRate) }),
        ),
        feature(
          3,
          'charges',
          T('investment.fund-management-charge'),
          T('investment.percent-a-year', { value: amc }),
        ),
        feature(4, 'goals', T('investment.designed-for'), joinTexts(f.goals.map((g) => GOAL_NAMES[g]))),
      ],
      coverInfo: [
        { row1: T('investment.fund'), row2: f.fundName },
        {
          row1: T('investment.illustrated-growth'),
          row2: T('investment.percent-a-year', { value: rate(f.last10yearGrowthRate) }),
        },
        {
          row1: T('investment.policy-fee'),
          row2: T('investment.aed-a-month', { amount: profile.policyFeeMonthlyAed }),
        },
      ],
    }),
    productId: PRODUCT.INVESTMENT,
    investment: { fundName: f.fundName, last10yearGrowthRate: f.last10yearGrowthRate, goals: [...f.goals] },
  };
}

export const investmentPlansSeed: TInvestmentPlan[] = FUNDS.map((f) =>
  plan(f, FUNDS.filter((x) => x.insurer === f.insurer).indexOf(f) + 1),
);
