import type { InvestmentGoal, TInvestmentPlan, TLocalizedText } from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { insurer } from '../insurers';
import { INVESTMENT_PROFILES } from '../rates/investment';
import { T, feature, planBase, productPlanIdOf } from './common';

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
    name: T('Global Equity Builder', 'باني الأسهم العالمية'),
    fundName: T('Falcon Global Equity Fund (demo)', 'صندوق فالكون للأسهم العالمية (تجريبي)'),
    last10yearGrowthRate: 8.4,
    goals: ['retirement', 'wealth'],
  },
  {
    slug: 'falcon-crest-investment-balanced',
    insurer: 'falcon-crest',
    name: T('Balanced Saver', 'المدخر المتوازن'),
    fundName: T('Falcon Balanced Fund (demo)', 'صندوق فالكون المتوازن (تجريبي)'),
    last10yearGrowthRate: 5.6,
    goals: ['savings', 'education', 'retirement'],
  },
  {
    slug: 'pearl-gate-investment-education',
    insurer: 'pearl-gate',
    name: T('Education Planner', 'مخطط التعليم'),
    fundName: T('Pearl Gate Managed Fund (demo)', 'صندوق بوابة اللؤلؤ المُدار (تجريبي)'),
    last10yearGrowthRate: 5.2,
    goals: ['education', 'savings'],
  },
  {
    slug: 'saffron-shield-investment-sukuk',
    insurer: 'saffron-shield',
    name: T('Sukuk Income (Shariah)', 'دخل الصكوك (متوافق مع الشريعة)'),
    fundName: T('Saffron Sukuk Fund (demo)', 'صندوق الزعفران للصكوك (تجريبي)'),
    last10yearGrowthRate: 3.9,
    goals: ['savings', 'retirement'],
  },
  {
    slug: 'saffron-shield-investment-islamic-equity',
    insurer: 'saffron-shield',
    name: T('Islamic Equity Growth (Shariah)', 'نمو الأسهم الإسلامية (متوافق مع الشريعة)'),
    fundName: T('Saffron Islamic Equity Fund (demo)', 'صندوق الزعفران للأسهم الإسلامية (تجريبي)'),
    last10yearGrowthRate: 7.1,
    goals: ['wealth', 'retirement'],
  },
  {
    slug: 'azure-dhow-investment-global-growth',
    insurer: 'azure-dhow',
    name: T('Global Growth', 'النمو العالمي'),
    fundName: T('Azure Dhow Global Growth Fund (demo)', 'صندوق الداو اللازوردي للنمو العالمي (تجريبي)'),
    last10yearGrowthRate: 9,
    goals: ['wealth'],
  },
  {
    slug: 'mirage-point-investment-cautious',
    insurer: 'mirage-point',
    name: T('Cautious Growth', 'النمو الحذر'),
    fundName: T('Mirage Point Cautious Fund (demo)', 'صندوق نقطة السراب الحذر (تجريبي)'),
    last10yearGrowthRate: 4.6,
    goals: ['savings', 'education'],
  },
  {
    slug: 'coral-minaret-investment-retirement',
    insurer: 'coral-minaret',
    name: T('Retirement Balanced', 'التقاعد المتوازن'),
    fundName: T('Coral Minaret Retirement Fund (demo)', 'صندوق منارة المرجان للتقاعد (تجريبي)'),
    last10yearGrowthRate: 6.2,
    goals: ['retirement'],
  },
];

const GOAL_NAMES: Record<InvestmentGoal, TLocalizedText> = {
  retirement: T('Retirement', 'التقاعد'),
  education: T("Children's education", 'تعليم الأبناء'),
  wealth: T('Growing wealth', 'تنمية الثروة'),
  savings: T('Regular savings', 'ادخار منتظم'),
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
        feature(1, 'fund', T('Fund', 'الصندوق'), f.fundName),
        feature(
          2,
          'last10yearGrowthRate',
          T('Average growth, last 10 years', 'متوسط النمو في آخر 10 سنوات'),
          T(
            `${rate(f.last10yearGrowthRate)}% a year (past growth, not guaranteed)`,
            `${rate(f.last10yearGrowthRate)}٪ سنوياً (نمو سابق وغير مضمون)`,
          ),
        ),
        feature(
          3,
          'charges',
          T('Fund management charge', 'رسوم إدارة الصندوق'),
          T(`${amc}% a year`, `${amc}٪ سنوياً`),
        ),
        feature(
          4,
          'goals',
          T('Designed for', 'مصممة من أجل'),
          T(f.goals.map((g) => GOAL_NAMES[g].en).join(', '), f.goals.map((g) => GOAL_NAMES[g].ar).join('، ')),
        ),
      ],
      coverInfo: [
        { row1: T('Fund', 'الصندوق'), row2: f.fundName },
        {
          row1: T('Illustrated growth', 'النمو المفترض في التوضيح'),
          row2: T(`${rate(f.last10yearGrowthRate)}% a year`, `${rate(f.last10yearGrowthRate)}٪ سنوياً`),
        },
        {
          row1: T('Policy fee', 'رسوم الوثيقة'),
          row2: T(`AED ${profile.policyFeeMonthlyAed} a month`, `${profile.policyFeeMonthlyAed} درهم شهرياً`),
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
