/**
 * DEMO DATA: invented personal loans (product 8) of invented banks (see banks.ts). Every bank sells a salary
 * transfer loan and a dearer one without salary transfer. Rates are annual, quoted reducing (5.5–12 %) and, for
 * most banks, flat (2.9–6 %), plausible for the UAE in 2026. CBUAE Circular 29/2011 bounds every row: at most 20
 * monthly salaries over at most 48 months, a minimum salary of AED 5,000, a processing fee of at most 1 % (no more
 * than AED 2,500) and an early settlement fee of at most 1 % of the outstanding (no more than AED 10,000).
 */
import type { TLoanFees, TPersonalLoan } from '../../../shared/contracts/banking';
import { PRODUCT } from '../../../shared/domain/products';
import { bank, productName } from './banks';
import { bankingIdOf, BOTH_RESIDENCIES, bp, fils, modelOf, offerOf, RATE_LABELS, rateKindOf } from './common';
import { textsOf } from '../quotes/catalogue-texts';

const T = textsOf('loans');
const offer = offerOf(T);

type Range = readonly [fromPct: number, toPct: number] | null;

type Variant = {
  reducing: Range;
  flat: Range;
  minSalaryAed: number;
  maxAmountAed: number;
  multiple: number;
  processingPct: number;
};

type Row = {
  slug: string;
  st: Variant;
  nst: Variant;
  popular?: boolean;
};

const rows: readonly Row[] = [
  {
    slug: 'amber-dune',
    st: {
      reducing: [5.99, 8.49],
      flat: [3.09, 4.49],
      minSalaryAed: 5_000,
      maxAmountAed: 1_000_000,
      multiple: 20,
      processingPct: 1,
    },
    nst: {
      reducing: [7.99, 11.49],
      flat: [4.25, 5.99],
      minSalaryAed: 10_000,
      maxAmountAed: 500_000,
      multiple: 12,
      processingPct: 1,
    },
    popular: true,
  },
  {
    slug: 'blue-heron',
    st: {
      reducing: [5.75, 8.25],
      flat: [2.99, 4.35],
      minSalaryAed: 7_500,
      maxAmountAed: 1_500_000,
      multiple: 20,
      processingPct: 1,
    },
    nst: {
      reducing: [8.25, 11.75],
      flat: null,
      minSalaryAed: 12_000,
      maxAmountAed: 600_000,
      multiple: 15,
      processingPct: 1,
    },
  },
  {
    slug: 'cedar-wharf',
    st: {
      reducing: [6.25, 8.99],
      flat: null,
      minSalaryAed: 5_000,
      maxAmountAed: 750_000,
      multiple: 18,
      processingPct: 1,
    },
    nst: {
      reducing: [8.99, 12],
      flat: null,
      minSalaryAed: 8_000,
      maxAmountAed: 350_000,
      multiple: 10,
      processingPct: 1,
    },
  },
  {
    slug: 'desert-rose-islamic',
    st: {
      reducing: [5.99, 7.99],
      flat: [3.15, 4.2],
      minSalaryAed: 5_000,
      maxAmountAed: 2_000_000,
      multiple: 20,
      processingPct: 0,
    },
    nst: {
      reducing: [7.75, 10.99],
      flat: [4.1, 5.75],
      minSalaryAed: 10_000,
      maxAmountAed: 750_000,
      multiple: 15,
      processingPct: 1,
    },
    popular: true,
  },
  {
    slug: 'emerald-wadi',
    st: {
      reducing: [5.5, 7.99],
      flat: [2.9, 4.1],
      minSalaryAed: 8_000,
      maxAmountAed: 3_000_000,
      multiple: 20,
      processingPct: 1,
    },
    nst: {
      reducing: [7.49, 10.49],
      flat: [3.95, 5.5],
      minSalaryAed: 15_000,
      maxAmountAed: 1_000_000,
      multiple: 15,
      processingPct: 1,
    },
    popular: true,
  },
  {
    slug: 'frankincense-islamic',
    st: {
      reducing: [6.49, 8.75],
      flat: null,
      minSalaryAed: 5_000,
      maxAmountAed: 1_000_000,
      multiple: 20,
      processingPct: 0.5,
    },
    nst: {
      reducing: [8.49, 11.25],
      flat: null,
      minSalaryAed: 9_000,
      maxAmountAed: 400_000,
      multiple: 12,
      processingPct: 1,
    },
  },
  {
    slug: 'gazelle-bay',
    st: {
      reducing: [6.15, 8.75],
      flat: [3.25, 4.6],
      minSalaryAed: 5_000,
      maxAmountAed: 800_000,
      multiple: 20,
      processingPct: 1,
    },
    nst: {
      reducing: [8.75, 11.99],
      flat: [4.6, 6],
      minSalaryAed: 10_000,
      maxAmountAed: 300_000,
      multiple: 10,
      processingPct: 1,
    },
  },
  {
    slug: 'horizon-sail',
    st: {
      reducing: [5.85, 8.35],
      flat: [3.05, 4.4],
      minSalaryAed: 10_000,
      maxAmountAed: 2_000_000,
      multiple: 20,
      processingPct: 1,
    },
    nst: {
      reducing: [8.49, 11.49],
      flat: null,
      minSalaryAed: 15_000,
      maxAmountAed: 750_000,
      multiple: 15,
      processingPct: 1,
    },
  },
  {
    slug: 'ivory-falaj-islamic',
    st: {
      reducing: [6.1, 8.25],
      flat: [3.2, 4.35],
      minSalaryAed: 5_000,
      maxAmountAed: 1_500_000,
      multiple: 20,
      processingPct: 0.5,
    },
    nst: {
      reducing: [8.25, 11],
      flat: [4.35, 5.85],
      minSalaryAed: 10_000,
      maxAmountAed: 500_000,
      multiple: 12,
      processingPct: 1,
    },
  },
  {
    slug: 'jasmine-souq',
    st: {
      reducing: [5.69, 8.19],
      flat: [2.95, 4.3],
      minSalaryAed: 5_000,
      maxAmountAed: 1_250_000,
      multiple: 20,
      processingPct: 1,
    },
    nst: {
      reducing: [7.99, 10.99],
      flat: [4.2, 5.8],
      minSalaryAed: 8_000,
      maxAmountAed: 400_000,
      multiple: 12,
      processingPct: 1,
    },
  },
  {
    slug: 'kestrel-peak',
    st: {
      reducing: [6.35, 9.25],
      flat: null,
      minSalaryAed: 7_000,
      maxAmountAed: 1_000_000,
      multiple: 18,
      processingPct: 1,
    },
    nst: {
      reducing: [9.25, 12],
      flat: null,
      minSalaryAed: 12_000,
      maxAmountAed: 350_000,
      multiple: 10,
      processingPct: 1,
    },
  },
  {
    slug: 'lotus-wind-islamic',
    st: {
      reducing: [5.95, 8.15],
      flat: [3.15, 4.3],
      minSalaryAed: 6_000,
      maxAmountAed: 1_750_000,
      multiple: 20,
      processingPct: 0,
    },
    nst: {
      reducing: [7.95, 10.75],
      flat: null,
      minSalaryAed: 10_000,
      maxAmountAed: 600_000,
      multiple: 15,
      processingPct: 1,
    },
  },
];

const range = (r: Range) => (r ? { fromBp: bp(r[0]), toBp: bp(r[1]) } : null);

/** Processing fee: `pct` of the amount, at least AED 500 (when charged), at most AED 2,500. */
function fees(processingPct: number): TLoanFees {
  return {
    processingFeeBp: bp(processingPct),
    processingFeeMinFils: processingPct === 0 ? 0 : fils(500),
    processingFeeMaxFils: processingPct === 0 ? 0 : fils(2_500),
    fixedFees: [],
    earlySettlementFeeBp: 100,
    earlySettlementMaxFils: fils(10_000),
  };
}

const FIRST_INSTALMENT_LATER = offer('personal-loan.first-instalment-up-to-90-days-after');
const NO_PROCESSING_FEE = offer('personal-loan.no-processing-fee');
const FREE_CARD = offer('personal-loan.a-credit-card-with-no-annual-fee');
const NO_EMPLOYER_LIST = offer('personal-loan.no-need-for-your-employer-to-be');

function loan(r: Row, salaryTransfer: boolean): TPersonalLoan {
  const b = bank(r.slug);
  const v = salaryTransfer ? r.st : r.nst;
  const model = modelOf(b);
  const islamic = model === 'islamic';
  const kind = `personal-loan.name.${islamic ? 'islamic' : 'conventional'}.${salaryTransfer ? 'salary-transfer' : 'no-salary-transfer'}`;
  const offers = salaryTransfer
    ? [FIRST_INSTALMENT_LATER, v.processingPct === 0 ? NO_PROCESSING_FEE : FREE_CARD]
    : [NO_EMPLOYER_LIST];
  return {
    id: bankingIdOf(b.id, PRODUCT.PERSONAL_LOANS, salaryTransfer ? 1 : 2),
    productId: PRODUCT.PERSONAL_LOANS,
    bankId: b.id,
    slug: `${b.slug}-personal-${salaryTransfer ? 'salary-transfer' : 'no-salary-transfer'}`,
    name: productName(b.slug, T(kind)),
    banking: model,
    rateKind: rateKindOf(model),
    rateLabel: RATE_LABELS.annual[model],
    offers,
    residency: [...BOTH_RESIDENCIES],
    priority: b.id * 10 + (salaryTransfer ? 1 : 2),
    isPopular: salaryTransfer && (r.popular ?? false),
    isHidden: false,
    salaryTransfer,
    minMonthlySalaryFils: fils(v.minSalaryAed),
    minAmountFils: fils(salaryTransfer ? 10_000 : 15_000),
    maxAmountFils: fils(v.maxAmountAed),
    maxTenureMonths: 48,
    fees: fees(v.processingPct),
    rates: { reducing: range(v.reducing), flat: range(v.flat) },
    maxSalaryMultiple: v.multiple,
  };
}

export const personalLoansSeed: TPersonalLoan[] = rows.flatMap((r) => [loan(r, true), loan(r, false)]);
