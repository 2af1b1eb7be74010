/**
 * DEMO DATA: invented car loans (product 11) of invented banks (see banks.ts), one for new and one for used cars
 * per bank. Annual rates are plausible for the UAE in 2026: new cars flat 1.99–3.49 % or reducing 3.75–6.49 %,
 * used cars a little dearer. CBUAE Circular 29/2011 bounds every row: at most 80 % of the car's value (used cars
 * may be lower) over at most 60 months.
 */
import type { TCarLoan, TLoanFees } from '../../../shared/contracts/banking';
import { PRODUCT } from '../../../shared/domain/products';
import { bank, productName } from './banks';
import { bankingIdOf, BOTH_RESIDENCIES, bp, fils, modelOf, offerOf, RATE_LABELS, rateKindOf } from './common';
import { textsOf } from '../quotes/catalogue-texts';

const T = textsOf('loans');
const offer = offerOf(T);

type Range = readonly [fromPct: number, toPct: number] | null;

type Row = {
  slug: string;
  newFlat: Range;
  newReducing: Range;
  usedFlat: Range;
  usedReducing: Range;
  usedLtvPct: number;
  usedTenureMonths: number;
  /** The used car's age at the last instalment, years. */
  usedMaxAgeYears: number;
  minSalaryAed: number;
  salaryTransfer: boolean;
  popular?: boolean;
};

const rows: readonly Row[] = [
  {
    slug: 'amber-dune',
    newFlat: [2.29, 3.19],
    newReducing: [4.19, 5.89],
    usedFlat: [2.79, 3.69],
    usedReducing: [5.15, 6.79],
    usedLtvPct: 80,
    usedTenureMonths: 60,
    usedMaxAgeYears: 10,
    minSalaryAed: 5_000,
    salaryTransfer: true,
    popular: true,
  },
  {
    slug: 'blue-heron',
    newFlat: [1.99, 2.99],
    newReducing: [3.75, 5.55],
    usedFlat: [2.49, 3.49],
    usedReducing: [4.65, 6.45],
    usedLtvPct: 75,
    usedTenureMonths: 48,
    usedMaxAgeYears: 8,
    minSalaryAed: 8_000,
    salaryTransfer: true,
  },
  {
    slug: 'cedar-wharf',
    newFlat: [2.49, 3.49],
    newReducing: null,
    usedFlat: [2.99, 3.99],
    usedReducing: null,
    usedLtvPct: 70,
    usedTenureMonths: 48,
    usedMaxAgeYears: 8,
    minSalaryAed: 5_000,
    salaryTransfer: false,
  },
  {
    slug: 'desert-rose-islamic',
    newFlat: [2.15, 3.05],
    newReducing: [3.99, 5.65],
    usedFlat: [2.65, 3.55],
    usedReducing: [4.89, 6.55],
    usedLtvPct: 80,
    usedTenureMonths: 60,
    usedMaxAgeYears: 10,
    minSalaryAed: 5_000,
    salaryTransfer: true,
    popular: true,
  },
  {
    slug: 'emerald-wadi',
    newFlat: [1.99, 2.89],
    newReducing: [3.75, 5.39],
    usedFlat: [2.49, 3.39],
    usedReducing: [4.65, 6.29],
    usedLtvPct: 80,
    usedTenureMonths: 60,
    usedMaxAgeYears: 10,
    minSalaryAed: 7_500,
    salaryTransfer: true,
  },
  {
    slug: 'frankincense-islamic',
    newFlat: [2.39, 3.29],
    newReducing: [4.39, 6.09],
    usedFlat: [2.89, 3.79],
    usedReducing: [5.35, 6.99],
    usedLtvPct: 75,
    usedTenureMonths: 48,
    usedMaxAgeYears: 9,
    minSalaryAed: 5_000,
    salaryTransfer: false,
  },
  {
    slug: 'gazelle-bay',
    newFlat: [2.59, 3.49],
    newReducing: [4.75, 6.49],
    usedFlat: [3.09, 3.99],
    usedReducing: [5.69, 7.35],
    usedLtvPct: 70,
    usedTenureMonths: 48,
    usedMaxAgeYears: 8,
    minSalaryAed: 5_000,
    salaryTransfer: false,
  },
  {
    slug: 'horizon-sail',
    newFlat: [2.09, 2.99],
    newReducing: [3.89, 5.55],
    usedFlat: [2.59, 3.49],
    usedReducing: [4.85, 6.45],
    usedLtvPct: 80,
    usedTenureMonths: 60,
    usedMaxAgeYears: 10,
    minSalaryAed: 10_000,
    salaryTransfer: true,
  },
  {
    slug: 'ivory-falaj-islamic',
    newFlat: [2.25, 3.15],
    newReducing: [4.15, 5.85],
    usedFlat: [2.75, 3.65],
    usedReducing: [5.09, 6.75],
    usedLtvPct: 75,
    usedTenureMonths: 60,
    usedMaxAgeYears: 9,
    minSalaryAed: 5_000,
    salaryTransfer: true,
  },
  {
    slug: 'jasmine-souq',
    newFlat: [2.19, 3.09],
    newReducing: [4.05, 5.75],
    usedFlat: [2.69, 3.59],
    usedReducing: [4.99, 6.65],
    usedLtvPct: 80,
    usedTenureMonths: 60,
    usedMaxAgeYears: 10,
    minSalaryAed: 5_000,
    salaryTransfer: false,
  },
  {
    slug: 'kestrel-peak',
    newFlat: [2.69, 3.49],
    newReducing: null,
    usedFlat: [3.19, 3.99],
    usedReducing: null,
    usedLtvPct: 70,
    usedTenureMonths: 48,
    usedMaxAgeYears: 7,
    minSalaryAed: 8_000,
    salaryTransfer: false,
  },
  {
    slug: 'lotus-wind-islamic',
    newFlat: [2.19, 3.09],
    newReducing: [4.05, 5.75],
    usedFlat: [2.69, 3.59],
    usedReducing: [4.99, 6.65],
    usedLtvPct: 80,
    usedTenureMonths: 60,
    usedMaxAgeYears: 10,
    minSalaryAed: 6_000,
    salaryTransfer: true,
  },
];

const range = (r: Range) => (r ? { fromBp: bp(r[0]), toBp: bp(r[1]) } : null);

function fees(used: boolean): TLoanFees {
  return {
    processingFeeBp: 100,
    processingFeeMinFils: fils(500),
    processingFeeMaxFils: fils(2_500),
    // A used car is inspected and valued before the bank lends against it.
    fixedFees: used
      ? [{ code: 'valuation', title: T('car-loan.vehicle-valuation'), amountFils: fils(250) }]
      : [],
    earlySettlementFeeBp: 100,
    earlySettlementMaxFils: fils(10_000),
  };
}

const DEALER_OFFER = offer('car-loan.special-rates-at-partner-dealerships');
const QUICK_APPROVAL = offer('car-loan.approval-within-24-hours');
const PRIVATE_SELLER = offer('car-loan.buy-from-a-dealer-or-a-private');

function loan(r: Row, used: boolean): TCarLoan {
  const b = bank(r.slug);
  const model = modelOf(b);
  const islamic = model === 'islamic';
  const kind = `car-loan.name.${used ? 'used' : 'new'}.${islamic ? 'islamic' : 'conventional'}`;
  return {
    id: bankingIdOf(b.id, PRODUCT.CAR_LOANS, used ? 2 : 1),
    productId: PRODUCT.CAR_LOANS,
    bankId: b.id,
    slug: `${b.slug}-car-${used ? 'used' : 'new'}`,
    name: productName(b.slug, T(kind)),
    banking: model,
    rateKind: rateKindOf(model),
    rateLabel: RATE_LABELS.annual[model],
    offers: used ? [PRIVATE_SELLER, QUICK_APPROVAL] : [DEALER_OFFER, QUICK_APPROVAL],
    residency: [...BOTH_RESIDENCIES],
    priority: b.id * 10 + (used ? 2 : 1),
    isPopular: !used && (r.popular ?? false),
    isHidden: false,
    salaryTransfer: r.salaryTransfer,
    minMonthlySalaryFils: fils(r.minSalaryAed),
    minAmountFils: fils(used ? 15_000 : 20_000),
    maxAmountFils: fils(used ? 400_000 : 1_500_000),
    maxTenureMonths: used ? r.usedTenureMonths : 60,
    fees: fees(used),
    condition: used ? 'used' : 'new',
    rates: used
      ? { flat: range(r.usedFlat), reducing: range(r.usedReducing) }
      : { flat: range(r.newFlat), reducing: range(r.newReducing) },
    maxLtvBp: used ? bp(r.usedLtvPct) : 8_000,
    maxVehicleAgeAtMaturityYears: used ? r.usedMaxAgeYears : null,
  };
}

export const carLoansSeed: TCarLoan[] = rows.flatMap((r) => [loan(r, false), loan(r, true)]);
