/**
 * DEMO DATA: invented UAE home loans (product 10) of invented banks (see banks.ts): per bank a rate fixed for one
 * to five years and a variable rate, both then following three-month EIBOR plus a margin with a floor. Figures are
 * plausible for the UAE in 2026. The mortgage regulations (CBUAE Circular 31/2013 as amended) bound every row:
 * at most 25 years; loan-to-value at most 85 % (nationals) / 80 % (expatriates) for a first home up to AED 5m,
 * 75 % / 70 % above, 65 % / 60 % for a second home, 50 % off-plan; some banks lend less. Processing fees are at
 * most 1 % of the loan; early settlement at most 1 % of the outstanding, no more than AED 10,000.
 */
import type { THomeLoan, THomeLtvTable, TLoanFees } from '../../../shared/contracts/banking';
import { PRODUCT } from '../../../shared/domain/products';
import { bank, productName } from './banks';
import { bankingIdOf, BOTH_RESIDENCIES, bp, fils, modelOf, offerOf, RATE_LABELS, rateKindOf } from './common';
import { textsOf } from '../quotes/catalogue-texts';

const T = textsOf('loans');
const offer = offerOf(T);

/**
 * Three-month EIBOR as this demo assumes it (a dated reference for the figures, not a live feed): variable rates
 * are computed from it, never typed in.
 */
export const EIBOR_3M_DEMO_BP = 370;

const AED_5M = fils(5_000_000);

/** The regulator's caps (the most any bank here lends). */
const REGULATORY_LTV: THomeLtvTable = {
  firstProperty: {
    national: [
      { upToValueFils: AED_5M, maxLtvBp: 8_500 },
      { upToValueFils: null, maxLtvBp: 7_500 },
    ],
    expatriate: [
      { upToValueFils: AED_5M, maxLtvBp: 8_000 },
      { upToValueFils: null, maxLtvBp: 7_000 },
    ],
  },
  secondProperty: {
    national: [{ upToValueFils: null, maxLtvBp: 6_500 }],
    expatriate: [{ upToValueFils: null, maxLtvBp: 6_000 }],
  },
  offPlanMaxLtvBp: 5_000,
};

/** Five points under the caps, for the more careful lenders. */
const CAUTIOUS_LTV: THomeLtvTable = {
  firstProperty: {
    national: [
      { upToValueFils: AED_5M, maxLtvBp: 8_000 },
      { upToValueFils: null, maxLtvBp: 7_000 },
    ],
    expatriate: [
      { upToValueFils: AED_5M, maxLtvBp: 7_500 },
      { upToValueFils: null, maxLtvBp: 6_500 },
    ],
  },
  secondProperty: {
    national: [{ upToValueFils: null, maxLtvBp: 6_000 }],
    expatriate: [{ upToValueFils: null, maxLtvBp: 5_500 }],
  },
  offPlanMaxLtvBp: 5_000,
};

type Row = {
  slug: string;
  fixedYears: number;
  fixedPct: number;
  /** After the fixed period: EIBOR 3M + margin, floored. */
  fixedThen: readonly [marginPct: number, floorPct: number];
  /** The variable product: EIBOR 3M + margin, floored. */
  variable: readonly [marginPct: number, floorPct: number];
  ltv: THomeLtvTable;
  maxTenureMonths: number;
  minSalaryAed: number;
  maxLoanAed: number;
  processingPct: number;
  processingMaxAed: number;
  valuationAed: number;
  offPlan: boolean;
  popular?: boolean;
};

const rows: readonly Row[] = [
  {
    slug: 'amber-dune',
    fixedYears: 3,
    fixedPct: 3.99,
    fixedThen: [1.75, 4.25],
    variable: [1.49, 4.49],
    ltv: REGULATORY_LTV,
    maxTenureMonths: 300,
    minSalaryAed: 15_000,
    maxLoanAed: 15_000_000,
    processingPct: 1,
    processingMaxAed: 20_000,
    valuationAed: 3_000,
    offPlan: true,
    popular: true,
  },
  {
    slug: 'blue-heron',
    fixedYears: 1,
    fixedPct: 3.69,
    fixedThen: [1.5, 3.99],
    variable: [1.25, 4.25],
    ltv: REGULATORY_LTV,
    maxTenureMonths: 300,
    minSalaryAed: 20_000,
    maxLoanAed: 20_000_000,
    processingPct: 1,
    processingMaxAed: 20_000,
    valuationAed: 3_500,
    offPlan: false,
  },
  {
    slug: 'cedar-wharf',
    fixedYears: 5,
    fixedPct: 4.39,
    fixedThen: [2, 4.5],
    variable: [1.99, 4.75],
    ltv: CAUTIOUS_LTV,
    maxTenureMonths: 240,
    minSalaryAed: 15_000,
    maxLoanAed: 10_000_000,
    processingPct: 0.75,
    processingMaxAed: 15_000,
    valuationAed: 2_500,
    offPlan: false,
  },
  {
    slug: 'desert-rose-islamic',
    fixedYears: 3,
    fixedPct: 3.89,
    fixedThen: [1.65, 4.25],
    variable: [1.45, 4.49],
    ltv: REGULATORY_LTV,
    maxTenureMonths: 300,
    minSalaryAed: 15_000,
    maxLoanAed: 15_000_000,
    processingPct: 1,
    processingMaxAed: 20_000,
    valuationAed: 3_000,
    offPlan: true,
    popular: true,
  },
  {
    slug: 'emerald-wadi',
    fixedYears: 2,
    fixedPct: 3.79,
    fixedThen: [1.5, 4.15],
    variable: [1.35, 4.25],
    ltv: REGULATORY_LTV,
    maxTenureMonths: 300,
    minSalaryAed: 15_000,
    maxLoanAed: 20_000_000,
    processingPct: 1,
    processingMaxAed: 20_000,
    valuationAed: 3_000,
    offPlan: true,
  },
  {
    slug: 'frankincense-islamic',
    fixedYears: 5,
    fixedPct: 4.29,
    fixedThen: [1.85, 4.49],
    variable: [1.69, 4.49],
    ltv: CAUTIOUS_LTV,
    maxTenureMonths: 300,
    minSalaryAed: 20_000,
    maxLoanAed: 12_000_000,
    processingPct: 0.5,
    processingMaxAed: 10_000,
    valuationAed: 2_500,
    offPlan: false,
  },
  {
    slug: 'gazelle-bay',
    fixedYears: 1,
    fixedPct: 3.75,
    fixedThen: [1.9, 4.25],
    // The floor binds: EIBOR 3M + 0.75 % is below 4.49 %.
    variable: [0.75, 4.49],
    ltv: REGULATORY_LTV,
    maxTenureMonths: 300,
    minSalaryAed: 15_000,
    maxLoanAed: 10_000_000,
    processingPct: 1,
    processingMaxAed: 15_000,
    valuationAed: 2_750,
    offPlan: false,
  },
  {
    slug: 'horizon-sail',
    fixedYears: 3,
    fixedPct: 3.95,
    fixedThen: [1.6, 4.2],
    variable: [1.4, 4.25],
    ltv: REGULATORY_LTV,
    maxTenureMonths: 300,
    minSalaryAed: 25_000,
    maxLoanAed: 20_000_000,
    processingPct: 0.5,
    processingMaxAed: 15_000,
    valuationAed: 3_500,
    offPlan: true,
  },
  {
    slug: 'ivory-falaj-islamic',
    fixedYears: 2,
    fixedPct: 3.85,
    fixedThen: [1.7, 4.35],
    variable: [1.55, 4.49],
    ltv: REGULATORY_LTV,
    maxTenureMonths: 300,
    minSalaryAed: 15_000,
    maxLoanAed: 12_000_000,
    processingPct: 1,
    processingMaxAed: 20_000,
    valuationAed: 3_000,
    offPlan: false,
  },
  {
    slug: 'jasmine-souq',
    fixedYears: 3,
    fixedPct: 3.99,
    fixedThen: [1.75, 4.25],
    variable: [1.5, 4.5],
    ltv: REGULATORY_LTV,
    maxTenureMonths: 300,
    minSalaryAed: 15_000,
    maxLoanAed: 15_000_000,
    processingPct: 1,
    processingMaxAed: 20_000,
    valuationAed: 3_000,
    offPlan: true,
  },
  {
    slug: 'kestrel-peak',
    fixedYears: 5,
    fixedPct: 4.49,
    fixedThen: [2.25, 4.75],
    variable: [2.1, 4.99],
    ltv: CAUTIOUS_LTV,
    maxTenureMonths: 240,
    minSalaryAed: 20_000,
    maxLoanAed: 10_000_000,
    processingPct: 1,
    processingMaxAed: 20_000,
    valuationAed: 3_500,
    offPlan: false,
  },
  {
    slug: 'lotus-wind-islamic',
    fixedYears: 1,
    fixedPct: 3.59,
    fixedThen: [1.45, 3.99],
    variable: [1.3, 4.25],
    ltv: REGULATORY_LTV,
    maxTenureMonths: 300,
    minSalaryAed: 15_000,
    maxLoanAed: 15_000_000,
    processingPct: 1,
    processingMaxAed: 20_000,
    valuationAed: 2_500,
    offPlan: true,
  },
];

function fees(r: Row): TLoanFees {
  return {
    processingFeeBp: bp(r.processingPct),
    processingFeeMinFils: fils(2_500),
    processingFeeMaxFils: fils(r.processingMaxAed),
    fixedFees: [
      { code: 'valuation', title: T('home-loan.property-valuation'), amountFils: fils(r.valuationAed) },
    ],
    earlySettlementFeeBp: 100,
    earlySettlementMaxFils: fils(10_000),
  };
}

const BUYOUT = offer('home-loan.move-your-home-loan-from-another-bank');
const OFF_PLAN = offer('home-loan.finance-for-off-plan-property');
const PAYMENT_HOLIDAY = offer('home-loan.one-payment-holiday-a-year');
const NO_SALARY_TRANSFER = offer('home-loan.no-salary-transfer-needed');

function loan(r: Row, fixed: boolean): THomeLoan {
  const b = bank(r.slug);
  const model = modelOf(b);
  const islamic = model === 'islamic';
  const kind = `home-loan.name.${islamic ? 'islamic' : 'conventional'}.${fixed ? 'fixed' : 'variable'}`;
  const [marginPct, floorPct] = fixed ? r.fixedThen : r.variable;
  const followOn = {
    benchmark: 'eibor3m' as const,
    benchmarkRateBp: EIBOR_3M_DEMO_BP,
    marginBp: bp(marginPct),
    floorBp: bp(floorPct),
  };
  const floating = Math.max(followOn.benchmarkRateBp + followOn.marginBp, followOn.floorBp);
  // Fixed rates need the salary with the bank; the variable product does not.
  const salaryTransfer = fixed;
  return {
    id: bankingIdOf(b.id, PRODUCT.HOME_LOANS, fixed ? 1 : 2),
    productId: PRODUCT.HOME_LOANS,
    bankId: b.id,
    slug: `${b.slug}-home-${fixed ? `fixed-${r.fixedYears}y` : 'variable'}`,
    name: productName(b.slug, T(kind, { years: T.count('unit.years', r.fixedYears) })),
    banking: model,
    rateKind: rateKindOf(model),
    rateLabel: RATE_LABELS.annual[model],
    offers: [BUYOUT, ...(r.offPlan ? [OFF_PLAN] : []), fixed ? PAYMENT_HOLIDAY : NO_SALARY_TRANSFER],
    residency: [...BOTH_RESIDENCIES],
    priority: b.id * 10 + (fixed ? 1 : 2),
    isPopular: fixed && (r.popular ?? false),
    isHidden: false,
    salaryTransfer,
    minMonthlySalaryFils: fils(r.minSalaryAed),
    minAmountFils: fils(250_000),
    maxAmountFils: fils(r.maxLoanAed),
    maxTenureMonths: r.maxTenureMonths,
    fees: fees(r),
    rateType: fixed ? 'fixed' : 'variable',
    introRateBp: fixed ? bp(r.fixedPct) : floating,
    introPeriodMonths: fixed ? r.fixedYears * 12 : null,
    followOn,
    ltv: r.ltv,
    offPlan: r.offPlan,
  };
}

export const homeLoansSeed: THomeLoan[] = rows.flatMap((r) => [loan(r, true), loan(r, false)]);
