/**
 * DEMO DATA: invented international mortgages (product 18) of invented banks (see banks.ts): UAE residents buying
 * a home abroad. Each loan is in the property's currency, so `currencyNote` warns that repayments from an AED
 * salary move with the exchange rate. Rates and LTV caps are plausible for each market in 2026; amounts are the
 * AED equivalent. Each loan follows its market's reference rate plus a margin with a floor (decision 0046): a fixed
 * rate reverts to it when its period ends, a variable rate is it from the start.
 */
import type {
  InternationalBenchmark,
  TInternationalMortgage,
  TShortText,
} from '../../../shared/contracts/banking';
import { PRODUCT } from '../../../shared/domain/products';
import { bank, productName } from './banks';
import { bankingIdOf, BOTH_RESIDENCIES, bp, fils, modelOf, offerOf, RATE_LABELS, rateKindOf } from './common';
import { textsOf } from '../quotes/catalogue-texts';

const T = textsOf('loans');
const offer = offerOf(T);

/**
 * Each market's reference rate as this demo assumes it for 2026 (a dated reference for the figures, like
 * `EIBOR_3M_DEMO_BP`, not a live feed): follow-on and variable rates are computed from it, never typed in.
 */
export const INTERNATIONAL_BENCHMARK_DEMO_BP: Readonly<Record<InternationalBenchmark, number>> = {
  boeBankRate: 375,
  euribor12m: 220,
  rbiRepo: 550,
  kibor6m: 1_100,
  bspRrp: 475,
};

type Country = {
  code: string;
  name: TShortText;
  currency: string;
  currencyName: TShortText;
  benchmark: InternationalBenchmark;
};

const COUNTRIES = {
  GB: {
    code: 'GB',
    name: T('mortgage-abroad.united-kingdom'),
    currency: 'GBP',
    currencyName: T('mortgage-abroad.pounds-sterling'),
    benchmark: 'boeBankRate',
  },
  IN: {
    code: 'IN',
    name: T('mortgage-abroad.india'),
    currency: 'INR',
    currencyName: T('mortgage-abroad.indian-rupees'),
    benchmark: 'rbiRepo',
  },
  PK: {
    code: 'PK',
    name: T('mortgage-abroad.pakistan'),
    currency: 'PKR',
    currencyName: T('mortgage-abroad.pakistani-rupees'),
    benchmark: 'kibor6m',
  },
  ES: {
    code: 'ES',
    name: T('mortgage-abroad.spain'),
    currency: 'EUR',
    currencyName: T('mortgage-abroad.euros'),
    benchmark: 'euribor12m',
  },
  PT: {
    code: 'PT',
    name: T('mortgage-abroad.portugal'),
    currency: 'EUR',
    currencyName: T('mortgage-abroad.euros'),
    benchmark: 'euribor12m',
  },
  PH: {
    code: 'PH',
    name: T('mortgage-abroad.philippines'),
    currency: 'PHP',
    currencyName: T('mortgage-abroad.philippine-pesos'),
    benchmark: 'bspRrp',
  },
} as const satisfies Record<string, Country>;

type Row = {
  slug: string;
  n: number;
  country: keyof typeof COUNTRIES;
  /** A rate fixed for some years, or null: variable, at the follow-on rate from the start. */
  fixed: readonly [years: number, pct: number] | null;
  /** The country's benchmark + margin, never below the floor (0: none): after the fixed period, or throughout. */
  followOn: readonly [marginPct: number, floorPct: number];
  maxLtvPct: number;
  maxTenureMonths: number;
  minSalaryAed: number;
  maxLoanAed: number;
  popular?: boolean;
};

const rows: readonly Row[] = [
  {
    slug: 'amber-dune',
    n: 1,
    country: 'GB',
    fixed: [5, 5.49],
    followOn: [2.99, 4.99],
    maxLtvPct: 75,
    maxTenureMonths: 300,
    minSalaryAed: 25_000,
    maxLoanAed: 5_000_000,
    popular: true,
  },
  {
    slug: 'amber-dune',
    n: 2,
    country: 'IN',
    fixed: null,
    // No floor for the rupee loans: the rate moves with the repo rate both ways.
    followOn: [3.15, 0],
    maxLtvPct: 80,
    maxTenureMonths: 240,
    minSalaryAed: 15_000,
    maxLoanAed: 3_000_000,
    popular: true,
  },
  {
    slug: 'blue-heron',
    n: 1,
    country: 'GB',
    fixed: [2, 5.25],
    followOn: [3.24, 4.99],
    maxLtvPct: 70,
    maxTenureMonths: 300,
    minSalaryAed: 30_000,
    maxLoanAed: 6_000_000,
  },
  {
    slug: 'blue-heron',
    n: 2,
    country: 'ES',
    fixed: [3, 4.25],
    // No floor: Spanish law forbids one on a consumer's variable-rate home loan (Ley 5/2019, art. 21.3).
    followOn: [2.25, 0],
    maxLtvPct: 70,
    maxTenureMonths: 300,
    minSalaryAed: 25_000,
    maxLoanAed: 4_000_000,
  },
  {
    slug: 'desert-rose-islamic',
    n: 1,
    country: 'PK',
    fixed: null,
    followOn: [3.5, 12],
    maxLtvPct: 60,
    maxTenureMonths: 180,
    minSalaryAed: 15_000,
    maxLoanAed: 1_500_000,
  },
  {
    slug: 'desert-rose-islamic',
    n: 2,
    country: 'GB',
    fixed: [5, 5.69],
    followOn: [3.25, 5.5],
    maxLtvPct: 65,
    maxTenureMonths: 300,
    minSalaryAed: 25_000,
    maxLoanAed: 4_000_000,
  },
  {
    slug: 'emerald-wadi',
    n: 1,
    country: 'IN',
    fixed: null,
    followOn: [3.35, 0],
    maxLtvPct: 75,
    maxTenureMonths: 240,
    minSalaryAed: 15_000,
    maxLoanAed: 2_500_000,
  },
  {
    slug: 'emerald-wadi',
    n: 2,
    country: 'PK',
    fixed: null,
    followOn: [2.75, 12],
    maxLtvPct: 65,
    maxTenureMonths: 180,
    minSalaryAed: 15_000,
    maxLoanAed: 1_500_000,
  },
  {
    slug: 'horizon-sail',
    n: 1,
    country: 'GB',
    fixed: [3, 5.39],
    followOn: [2.74, 4.99],
    maxLtvPct: 75,
    maxTenureMonths: 300,
    minSalaryAed: 30_000,
    maxLoanAed: 7_500_000,
  },
  {
    slug: 'horizon-sail',
    n: 2,
    country: 'PT',
    fixed: null,
    // No floor, as in Spain.
    followOn: [2.4, 0],
    maxLtvPct: 70,
    maxTenureMonths: 300,
    minSalaryAed: 25_000,
    maxLoanAed: 4_000_000,
  },
  {
    slug: 'jasmine-souq',
    n: 1,
    country: 'IN',
    fixed: null,
    followOn: [3.25, 0],
    maxLtvPct: 80,
    maxTenureMonths: 300,
    minSalaryAed: 15_000,
    maxLoanAed: 3_000_000,
  },
  {
    slug: 'jasmine-souq',
    n: 2,
    country: 'PH',
    fixed: [5, 7.75],
    followOn: [3.5, 7],
    maxLtvPct: 70,
    maxTenureMonths: 240,
    minSalaryAed: 15_000,
    maxLoanAed: 2_000_000,
  },
];

const currencyNote = (c: Country) => T('mortgage-abroad.currency-note', { currency: c.currencyName });

const APPLY_FROM_UAE = offer('mortgage-abroad.apply-and-sign-from-the-uae');
const LEGAL_HELP = offer('mortgage-abroad.legal-checks-abroad-arranged-for-you');

function mortgage(r: Row): TInternationalMortgage {
  const b = bank(r.slug);
  const c: Country = COUNTRIES[r.country];
  const model = modelOf(b);
  const islamic = model === 'islamic';
  const followOn = {
    benchmark: c.benchmark,
    benchmarkRateBp: INTERNATIONAL_BENCHMARK_DEMO_BP[c.benchmark],
    marginBp: bp(r.followOn[0]),
    floorBp: bp(r.followOn[1]),
  };
  const floating = Math.max(followOn.benchmarkRateBp + followOn.marginBp, followOn.floorBp);
  const kind = `mortgage-abroad.name.${islamic ? 'islamic' : 'conventional'}`;
  return {
    id: bankingIdOf(b.id, PRODUCT.INTERNATIONAL_MORTGAGE, r.n),
    productId: PRODUCT.INTERNATIONAL_MORTGAGE,
    bankId: b.id,
    slug: `${b.slug}-mortgage-${c.code.toLowerCase()}`,
    name: productName(b.slug, T(kind, { country: c.name })),
    banking: model,
    rateKind: rateKindOf(model),
    rateLabel: RATE_LABELS.annual[model],
    offers: [APPLY_FROM_UAE, LEGAL_HELP],
    residency: [...BOTH_RESIDENCIES],
    priority: b.id * 10 + r.n,
    isPopular: r.popular ?? false,
    isHidden: false,
    salaryTransfer: true,
    minMonthlySalaryFils: fils(r.minSalaryAed),
    minAmountFils: fils(200_000),
    maxAmountFils: fils(r.maxLoanAed),
    maxTenureMonths: r.maxTenureMonths,
    fees: {
      processingFeeBp: 100,
      processingFeeMinFils: fils(5_000),
      processingFeeMaxFils: fils(25_000),
      fixedFees: [
        {
          code: 'valuation',
          title: T('mortgage-abroad.property-valuation-abroad'),
          amountFils: fils(3_000),
        },
        {
          code: 'legal',
          title: T('mortgage-abroad.legal-fees-abroad'),
          amountFils: fils(5_000),
        },
      ],
      earlySettlementFeeBp: 100,
      earlySettlementMaxFils: fils(10_000),
    },
    countryCode: c.code,
    country: c.name,
    currency: c.currency,
    currencyNote: currencyNote(c),
    rateType: r.fixed === null ? 'variable' : 'fixed',
    rateBp: r.fixed === null ? floating : bp(r.fixed[1]),
    introPeriodMonths: r.fixed === null ? null : r.fixed[0] * 12,
    followOn,
    maxLtvBp: bp(r.maxLtvPct),
  };
}

export const internationalMortgagesSeed: TInternationalMortgage[] = rows.map(mortgage);
