import { FILS_PER_AED } from '../quotes/money';
import {
  MONTHS_PER_YEAR,
  UAE_LOAN_RULES,
  reducingSchedule,
  yearlySummary,
  type LoanProductType,
  type YearSummary,
} from './loans';

/**
 * The loan EMI calculator's inputs and figures (decision 0020): the CALCULATOR block of the loan products, rendered
 * by the server and recomputed by its island with the same functions. The figures come from the loan engine
 * (decision 0015); this module only holds each product's input ranges, parses what a visitor types and formats
 * amounts the way the site writes them. Pure, no Intl: the browser and the server must print the same text, or
 * hydration would differ.
 */

export type TenureUnit = 'months' | 'years';

export interface NumberRange {
  readonly min: number;
  readonly max: number;
  /** The slider's step; the number box takes any value in the range. */
  readonly step: number;
}

export interface LoanCalculatorSetup {
  readonly productType: LoanProductType;
  /** Whole dirhams. */
  readonly amountAed: NumberRange;
  /** Whole months; the maximum is the regulator's tenure cap for the product (decision 0015). */
  readonly months: NumberRange;
  /** Percent a year, two decimals at most. */
  readonly ratePct: NumberRange;
  readonly defaults: { readonly amountAed: number; readonly months: number; readonly ratePct: number };
  /** The unit the tenure box starts in: months for short loans, years for mortgages. */
  readonly unit: TenureUnit;
}

const maxMonths = UAE_LOAN_RULES.maxTenureMonths;

/**
 * Ranges per product id, around the seeded catalogue (src/db/seed/banking): personal loans up to AED 3m at
 * 5.5–12 % reducing, car loans AED 15,000–1.5m at 3.75–6.49 % reducing, home loans from AED 250,000 and
 * international mortgages at 4–15 %. The defaults are a typical request, not an offer.
 */
export const LOAN_CALCULATORS: Readonly<Record<number, LoanCalculatorSetup>> = {
  8: {
    productType: 'personal',
    amountAed: { min: 10_000, max: 3_000_000, step: 5_000 },
    months: { min: 6, max: maxMonths.personal, step: 1 },
    ratePct: { min: 1, max: 20, step: 0.05 },
    defaults: { amountAed: 100_000, months: 48, ratePct: 7.5 },
    unit: 'months',
  },
  10: {
    productType: 'home',
    amountAed: { min: 250_000, max: 20_000_000, step: 50_000 },
    months: { min: 60, max: maxMonths.home, step: 1 },
    ratePct: { min: 1, max: 15, step: 0.05 },
    defaults: { amountAed: 1_500_000, months: 300, ratePct: 4.5 },
    unit: 'years',
  },
  11: {
    productType: 'car',
    amountAed: { min: 15_000, max: 1_500_000, step: 5_000 },
    months: { min: 12, max: maxMonths.car, step: 1 },
    ratePct: { min: 1, max: 15, step: 0.05 },
    defaults: { amountAed: 80_000, months: 60, ratePct: 4.75 },
    unit: 'months',
  },
  18: {
    productType: 'mortgage',
    amountAed: { min: 250_000, max: 20_000_000, step: 50_000 },
    months: { min: 60, max: maxMonths.mortgage, step: 1 },
    ratePct: { min: 1, max: 20, step: 0.05 },
    defaults: { amountAed: 1_000_000, months: 240, ratePct: 5.5 },
    unit: 'years',
  },
};

export function loanCalculatorFor(productId: number): LoanCalculatorSetup | undefined {
  return Object.hasOwn(LOAN_CALCULATORS, productId) ? LOAN_CALCULATORS[productId] : undefined;
}

export interface LoanInputs {
  readonly amountAed: number;
  readonly months: number;
  /** Basis points a year (750 = 7.5 %). */
  readonly rateBp: number;
}

export interface LoanFigures {
  readonly principalFils: number;
  /** The regular monthly instalment: emiFils(principal, rate, months). */
  readonly instalmentFils: number;
  readonly totalInterestFils: number;
  /** Σ instalments = principal + total interest. */
  readonly totalPayableFils: number;
  /** Per year of the loan (the chart and its table); the last year may be shorter. */
  readonly years: readonly YearSummary[];
}

/** The figures of a reducing-balance loan, from the engine (decision 0015). */
export function loanFigures(inputs: LoanInputs): LoanFigures {
  const principalFils = inputs.amountAed * FILS_PER_AED;
  const schedule = reducingSchedule(principalFils, inputs.rateBp, inputs.months);
  return {
    principalFils,
    instalmentFils: schedule.instalmentFils,
    totalInterestFils: schedule.totalInterestFils,
    totalPayableFils: schedule.totalRepaidFils,
    years: yearlySummary(schedule),
  };
}

export const clamp = (n: number, r: Pick<NumberRange, 'min' | 'max'>) => Math.min(Math.max(n, r.min), r.max);

/** A percentage with at most two decimals → basis points (7.5 → 750). */
export const pctToBp = (pct: number) => Math.round(pct * 100);

/** The tenure range in a unit: whole years inside the month range (6–48 months → 1–4 years). */
export function tenureRange(months: NumberRange, unit: TenureUnit): NumberRange {
  if (unit === 'months') return months;
  return {
    min: Math.max(1, Math.ceil(months.min / MONTHS_PER_YEAR)),
    max: Math.floor(months.max / MONTHS_PER_YEAR),
    step: 1,
  };
}

/** Months shown in a unit: years are rounded to the nearest whole year. */
export function tenureIn(months: number, unit: TenureUnit): number {
  return unit === 'months' ? months : Math.round(months / MONTHS_PER_YEAR);
}

/** A tenure switched to years is rounded to a whole number of years inside the range. */
export function monthsForUnit(months: number, unit: TenureUnit, range: NumberRange): number {
  if (unit === 'months') return months;
  const years = tenureRange(range, 'years');
  return clamp(Math.round(months / MONTHS_PER_YEAR), years) * MONTHS_PER_YEAR;
}

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * A number as a visitor types it: Latin or Arabic-Indic digits, ',' '٬' or spaces between thousands, '.' or '٫'
 * before decimals. Null when it is not a plain non-negative number.
 */
export function parseAmountText(text: string): number | null {
  const latin = text
    .replace(ARABIC_INDIC, (d) => String((d.codePointAt(0) as number) & 0xf))
    .replace(/\u066B/g, '.')
    .replace(/[,\u066C\s\u00A0\u202F]/g, '');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(latin)) return null;
  const n = Number(latin);
  return Number.isFinite(n) ? n : null;
}

/** '1,234,567' then '.50' when asked: Latin digits and comma grouping, as every language of the site writes them. */
export function formatGrouped(n: number, fractionDigits = 0): string {
  const fixed = Math.abs(n).toFixed(fractionDigits);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** An amount in fils as the site shows AED: '1,287.30', or '1,288' for whole dirhams (like formatAed). */
export function formatFils(fils: number): string {
  const whole = fils % FILS_PER_AED === 0;
  return formatGrouped(fils / FILS_PER_AED, whole ? 0 : 2);
}

/** A rate for the box: '7.5', '4.75', '6'. */
export function formatPct(pct: number): string {
  return String(Math.round(pct * 100) / 100);
}
