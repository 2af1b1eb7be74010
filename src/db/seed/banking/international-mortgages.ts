/**
 * DEMO DATA: invented international mortgages (product 18) of invented banks (see banks.ts): UAE residents buying
 * a home abroad. Each loan is in the property's currency, so `currencyNote` warns that repayments from an AED
 * salary move with the exchange rate. Rates and LTV caps are plausible for each market in 2026; amounts are the
 * AED equivalent.
 */
import type { TInternationalMortgage, TShortText } from '../../../shared/contracts/banking';
import { PRODUCT } from '../../../shared/domain/products';
import { bank, productName } from './banks';
import {
  BOTH_RESIDENCIES,
  RATE_LABELS,
  T,
  bankingIdOf,
  bp,
  fils,
  modelOf,
  offer,
  rateKindOf,
} from './common';

type Country = { code: string; name: TShortText; currency: string; currencyName: TShortText };

const COUNTRIES = {
  GB: {
    code: 'GB',
    name: T('United Kingdom', 'المملكة المتحدة'),
    currency: 'GBP',
    currencyName: T('pounds sterling', 'الجنيه الإسترليني'),
  },
  IN: {
    code: 'IN',
    name: T('India', 'الهند'),
    currency: 'INR',
    currencyName: T('Indian rupees', 'الروبية الهندية'),
  },
  PK: {
    code: 'PK',
    name: T('Pakistan', 'باكستان'),
    currency: 'PKR',
    currencyName: T('Pakistani rupees', 'الروبية الباكستانية'),
  },
  ES: { code: 'ES', name: T('Spain', 'إسبانيا'), currency: 'EUR', currencyName: T('euros', 'اليورو') },
  PT: { code: 'PT', name: T('Portugal', 'البرتغال'), currency: 'EUR', currencyName: T('euros', 'اليورو') },
  PH: {
    code: 'PH',
    name: T('Philippines', 'الفلبين'),
    currency: 'PHP',
    currencyName: T('Philippine pesos', 'البيزو الفلبيني'),
  },
} as const satisfies Record<string, Country>;

type Row = {
  slug: string;
  n: number;
  country: keyof typeof COUNTRIES;
  /** Years at a fixed rate, or null for a variable rate. */
  fixedYears: number | null;
  ratePct: number;
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
    fixedYears: 5,
    ratePct: 5.49,
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
    fixedYears: null,
    ratePct: 8.65,
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
    fixedYears: 2,
    ratePct: 5.25,
    maxLtvPct: 70,
    maxTenureMonths: 300,
    minSalaryAed: 30_000,
    maxLoanAed: 6_000_000,
  },
  {
    slug: 'blue-heron',
    n: 2,
    country: 'ES',
    fixedYears: 3,
    ratePct: 4.25,
    maxLtvPct: 70,
    maxTenureMonths: 300,
    minSalaryAed: 25_000,
    maxLoanAed: 4_000_000,
  },
  {
    slug: 'desert-rose-islamic',
    n: 1,
    country: 'PK',
    fixedYears: null,
    ratePct: 14.5,
    maxLtvPct: 60,
    maxTenureMonths: 180,
    minSalaryAed: 15_000,
    maxLoanAed: 1_500_000,
  },
  {
    slug: 'desert-rose-islamic',
    n: 2,
    country: 'GB',
    fixedYears: 5,
    ratePct: 5.69,
    maxLtvPct: 65,
    maxTenureMonths: 300,
    minSalaryAed: 25_000,
    maxLoanAed: 4_000_000,
  },
  {
    slug: 'emerald-wadi',
    n: 1,
    country: 'IN',
    fixedYears: null,
    ratePct: 8.85,
    maxLtvPct: 75,
    maxTenureMonths: 240,
    minSalaryAed: 15_000,
    maxLoanAed: 2_500_000,
  },
  {
    slug: 'emerald-wadi',
    n: 2,
    country: 'PK',
    fixedYears: null,
    ratePct: 13.75,
    maxLtvPct: 65,
    maxTenureMonths: 180,
    minSalaryAed: 15_000,
    maxLoanAed: 1_500_000,
  },
  {
    slug: 'horizon-sail',
    n: 1,
    country: 'GB',
    fixedYears: 3,
    ratePct: 5.39,
    maxLtvPct: 75,
    maxTenureMonths: 300,
    minSalaryAed: 30_000,
    maxLoanAed: 7_500_000,
  },
  {
    slug: 'horizon-sail',
    n: 2,
    country: 'PT',
    fixedYears: null,
    ratePct: 4.6,
    maxLtvPct: 70,
    maxTenureMonths: 300,
    minSalaryAed: 25_000,
    maxLoanAed: 4_000_000,
  },
  {
    slug: 'jasmine-souq',
    n: 1,
    country: 'IN',
    fixedYears: null,
    ratePct: 8.75,
    maxLtvPct: 80,
    maxTenureMonths: 300,
    minSalaryAed: 15_000,
    maxLoanAed: 3_000_000,
  },
  {
    slug: 'jasmine-souq',
    n: 2,
    country: 'PH',
    fixedYears: 5,
    ratePct: 7.75,
    maxLtvPct: 70,
    maxTenureMonths: 240,
    minSalaryAed: 15_000,
    maxLoanAed: 2_000_000,
  },
];

const currencyNote = (c: Country) =>
  T(
    `The loan is in ${c.currencyName.en}: repayments from an AED salary change with the exchange rate.`,
    `القرض بعملة ${c.currencyName.ar}: تتغير الأقساط المدفوعة من راتب بالدرهم مع سعر الصرف.`,
  );

const APPLY_FROM_UAE = offer('Apply and sign from the UAE', 'قدّم طلبك ووقّع من الإمارات');
const LEGAL_HELP = offer('Legal checks abroad arranged for you', 'نرتب لك الإجراءات القانونية في الخارج');

function mortgage(r: Row): TInternationalMortgage {
  const b = bank(r.slug);
  const c: Country = COUNTRIES[r.country];
  const model = modelOf(b);
  const islamic = model === 'islamic';
  const kind = islamic
    ? (['International Home Finance', 'التمويل العقاري الدولي'] as const)
    : (['International Mortgage', 'الرهن العقاري الدولي'] as const);
  return {
    id: bankingIdOf(b.id, PRODUCT.INTERNATIONAL_MORTGAGE, r.n),
    productId: PRODUCT.INTERNATIONAL_MORTGAGE,
    bankId: b.id,
    slug: `${b.slug}-mortgage-${c.code.toLowerCase()}`,
    name: productName(b.slug, `${kind[0]}: ${c.name.en}`, `${kind[1]}: ${c.name.ar}`),
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
          title: T('Property valuation abroad', 'تقييم العقار في الخارج'),
          amountFils: fils(3_000),
        },
        {
          code: 'legal',
          title: T('Legal fees abroad', 'الرسوم القانونية في الخارج'),
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
    rateType: r.fixedYears === null ? 'variable' : 'fixed',
    rateBp: bp(r.ratePct),
    introPeriodMonths: r.fixedYears === null ? null : r.fixedYears * 12,
    maxLtvBp: bp(r.maxLtvPct),
  };
}

export const internationalMortgagesSeed: TInternationalMortgage[] = rows.map(mortgage);
