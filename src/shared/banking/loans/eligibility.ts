import { BP_ONE } from '../../quotes/money';
import { addOffset, compareDates, wholeYearsBetween, type CalendarDate } from '../../rules/dates';
import { assertSafeInteger, ceilMulDiv, floorMulDiv, productAtMost } from './numeric';

/**
 * UAE lending rules as this demo applies them (decision 0015 'Eligibility'; not legal advice). Each rule is a pure
 * function of the applicant's facts and a rule table passed in; a refusal is a stable code with numeric parameters
 * for the translated message, never English text. `checkEligibility` returns every failure, in a fixed order.
 * Ratios are compared in integers (a × b ≤ c × d), so exactly at a limit passes and one fils over fails.
 */

export const LOAN_PRODUCT_TYPES = ['personal', 'car', 'home', 'mortgage'] as const;
/** `mortgage` is an international mortgage (a property abroad); `home` a UAE home loan. */
export type LoanProductType = (typeof LOAN_PRODUCT_TYPES)[number];

export type Residency = 'national' | 'expatriate';
export type CarCondition = 'new' | 'used';
/** `second` means the second or any later property. */
export type PropertyOrder = 'first' | 'second';

export interface LtvBand {
  /** The band covers property values up to and including this (fils); null for no upper bound. */
  readonly upToValueFils: number | null;
  readonly maxLtvBp: number;
}

/** Home-loan LTV caps: bands by property value, in ascending order, per residency and property order. */
export interface HomeLtvTable {
  readonly firstProperty: Readonly<Record<Residency, readonly LtvBand[]>>;
  readonly secondProperty: Readonly<Record<Residency, readonly LtvBand[]>>;
  /** Applies on top of the band for a property bought off-plan, whoever buys it. */
  readonly offPlanMaxLtvBp: number;
}

const AED_5M_FILS = 500_000_000;

/**
 * CBUAE Regulations regarding Mortgage Loans (Circular 31/2013, first-home caps as amended by Board Resolution
 * 31/2/2020): first home up to AED 5m 85 % (nationals) / 80 % (expatriates), above AED 5m 75 % / 70 %; second and
 * later homes 65 % / 60 % whatever the value; off-plan 50 % for everyone.
 */
export const UAE_HOME_LTV_TABLE: HomeLtvTable = {
  firstProperty: {
    national: [
      { upToValueFils: AED_5M_FILS, maxLtvBp: 8_500 },
      { upToValueFils: null, maxLtvBp: 7_500 },
    ],
    expatriate: [
      { upToValueFils: AED_5M_FILS, maxLtvBp: 8_000 },
      { upToValueFils: null, maxLtvBp: 7_000 },
    ],
  },
  secondProperty: {
    national: [{ upToValueFils: null, maxLtvBp: 6_500 }],
    expatriate: [{ upToValueFils: null, maxLtvBp: 6_000 }],
  },
  offPlanMaxLtvBp: 5_000,
};

export interface UaeLoanRules {
  readonly dbrLimitBp: number;
  readonly personalLoanSalaryMultiple: number;
  readonly maxTenureMonths: Readonly<Record<LoanProductType, number>>;
  readonly maxAgeAtMaturity: Readonly<Record<Residency, number>>;
  readonly carMaxLtvBp: Readonly<Record<CarCondition, number>>;
}

/** Rules a lender may only tighten (decision 0015 'Sources'). */
export const UAE_LOAN_RULES: UaeLoanRules = {
  /** Circular 29/2011 and the mortgage regulations: all monthly debt repayments ≤ 50 % of salary. */
  dbrLimitBp: 5_000,
  /** Circular 29/2011: a personal loan is at most 20 × the monthly salary. */
  personalLoanSalaryMultiple: 20,
  /** Circular 29/2011 (personal 48 months, car 60); mortgage regulations (25 years). */
  maxTenureMonths: { personal: 48, car: 60, home: 300, mortgage: 300 },
  /** Age at the last instalment: before 65 for expatriates, 70 for UAE nationals. */
  maxAgeAtMaturity: { national: 70, expatriate: 65 },
  /** Car loans: at most 80 % of the car's value, new or used. */
  carMaxLtvBp: { new: 8_000, used: 8_000 },
};

export interface EligibilityRules {
  readonly dbrLimitBp: number;
  readonly personalLoanSalaryMultiple: number;
  readonly minMonthlySalaryFils: number;
  readonly maxTenureMonths: number;
  readonly maxAgeAtMaturity: Readonly<Record<Residency, number>>;
  readonly carMaxLtvBp: Readonly<Record<CarCondition, number>>;
  /** Every table applies and the tightest cap wins (the regulator's and the lender's own). */
  readonly homeLtvTables: readonly HomeLtvTable[];
}

export interface EligibilityFacts {
  readonly productType: LoanProductType;
  readonly amountFils: number;
  readonly months: number;
  /** This loan's regular monthly instalment. */
  readonly instalmentFils: number;
  readonly monthlySalaryFils: number;
  readonly existingMonthlyRepaymentsFils: number;
  readonly dateOfBirth: CalendarDate;
  readonly uaeNational: boolean;
  readonly today: CalendarDate;
  /** Car loans. */
  readonly carValueFils?: number | null;
  readonly carCondition?: CarCondition;
  /** Home loans and mortgages. */
  readonly propertyValueFils?: number | null;
  readonly propertyOrder?: PropertyOrder;
  readonly offPlan?: boolean;
}

export type EligibilityReason =
  | {
      readonly code: 'DBR_EXCEEDED';
      /**
       * dbrPct: the ratio rounded up to 0.01 % (so a failing ratio never reads as the limit); maxInstalmentFils:
       * the largest instalment this loan could have (0 when existing debts already use the limit).
       */
      readonly params: {
        readonly limitPct: number;
        readonly dbrPct: number;
        readonly monthlyDebtFils: number;
        readonly maxInstalmentFils: number;
      };
    }
  | {
      readonly code: 'AMOUNT_ABOVE_SALARY_MULTIPLE';
      readonly params: {
        readonly multiple: number;
        readonly maxAmountFils: number;
        readonly amountFils: number;
      };
    }
  | {
      readonly code: 'SALARY_BELOW_MINIMUM';
      readonly params: { readonly minSalaryFils: number; readonly salaryFils: number };
    }
  | {
      readonly code: 'LTV_EXCEEDED';
      /** ltvPct rounded up to 0.01 %. */
      readonly params: {
        readonly limitPct: number;
        readonly ltvPct: number;
        readonly maxAmountFils: number;
        readonly valueFils: number;
      };
    }
  | { readonly code: 'CAR_VALUE_REQUIRED'; readonly params: Record<string, never> }
  | { readonly code: 'PROPERTY_VALUE_REQUIRED'; readonly params: Record<string, never> }
  | { readonly code: 'PROPERTY_VALUE_OUTSIDE_LTV_TABLE'; readonly params: { readonly valueFils: number } }
  | {
      readonly code: 'AGE_AT_MATURITY_EXCEEDED';
      /** maxMonths: the longest tenure that ends before that age (0 when none does). */
      readonly params: {
        readonly maxAge: number;
        readonly ageAtMaturity: number;
        readonly maxMonths: number;
      };
    }
  | {
      readonly code: 'TENURE_EXCEEDED';
      readonly params: { readonly maxMonths: number; readonly months: number };
    }
  | {
      readonly code: 'FEES_NOT_BELOW_AMOUNT';
      readonly params: { readonly feesFils: number; readonly amountFils: number };
    };

/** basis points → percent for a message parameter (5000 → 50, 8050 → 80.5). */
const pctOfBp = (bp: number) => bp / 100;
/** part / whole as a percent, rounded up to 0.01 %. */
const ceilPct = (part: number, whole: number) => ceilMulDiv(part, BP_ONE, whole) / 100;

/** (a) Debt burden: existing repayments + this instalment ≤ limit × salary. */
export function checkDbr(
  facts: Pick<EligibilityFacts, 'instalmentFils' | 'existingMonthlyRepaymentsFils' | 'monthlySalaryFils'>,
  dbrLimitBp: number,
): EligibilityReason | null {
  const debt = facts.existingMonthlyRepaymentsFils + facts.instalmentFils;
  if (productAtMost(debt, BP_ONE, facts.monthlySalaryFils, dbrLimitBp)) return null;
  const room = floorMulDiv(facts.monthlySalaryFils, dbrLimitBp, BP_ONE) - facts.existingMonthlyRepaymentsFils;
  return {
    code: 'DBR_EXCEEDED',
    params: {
      limitPct: pctOfBp(dbrLimitBp),
      dbrPct: ceilPct(debt, facts.monthlySalaryFils),
      monthlyDebtFils: debt,
      maxInstalmentFils: Math.max(room, 0),
    },
  };
}

/** (b) Personal loans: amount ≤ multiple × monthly salary. */
export function checkSalaryMultiple(
  facts: Pick<EligibilityFacts, 'productType' | 'amountFils' | 'monthlySalaryFils'>,
  multiple: number,
): EligibilityReason | null {
  if (facts.productType !== 'personal') return null;
  if (productAtMost(facts.amountFils, 1, facts.monthlySalaryFils, multiple)) return null;
  return {
    code: 'AMOUNT_ABOVE_SALARY_MULTIPLE',
    params: { multiple, maxAmountFils: facts.monthlySalaryFils * multiple, amountFils: facts.amountFils },
  };
}

/** (c) The lender's minimum monthly salary. */
export function checkMinSalary(
  facts: Pick<EligibilityFacts, 'monthlySalaryFils'>,
  minMonthlySalaryFils: number,
): EligibilityReason | null {
  if (facts.monthlySalaryFils >= minMonthlySalaryFils) return null;
  return {
    code: 'SALARY_BELOW_MINIMUM',
    params: { minSalaryFils: minMonthlySalaryFils, salaryFils: facts.monthlySalaryFils },
  };
}

function ltvCheck(amountFils: number, valueFils: number, capBp: number): EligibilityReason | null {
  if (productAtMost(amountFils, BP_ONE, valueFils, capBp)) return null;
  return {
    code: 'LTV_EXCEEDED',
    params: {
      limitPct: pctOfBp(capBp),
      ltvPct: ceilPct(amountFils, valueFils),
      maxAmountFils: floorMulDiv(valueFils, capBp, BP_ONE),
      valueFils,
    },
  };
}

/** (d) Car loans: amount ≤ cap × the car's value, the cap by new or used. */
export function checkCarLtv(
  facts: Pick<EligibilityFacts, 'productType' | 'amountFils' | 'carValueFils' | 'carCondition'>,
  carMaxLtvBp: Readonly<Record<CarCondition, number>>,
): EligibilityReason | null {
  if (facts.productType !== 'car') return null;
  if (facts.carValueFils == null) return { code: 'CAR_VALUE_REQUIRED', params: {} };
  return ltvCheck(facts.amountFils, facts.carValueFils, carMaxLtvBp[facts.carCondition ?? 'new']);
}

/** A table's cap for a property: the first band covering the value, tightened for off-plan; null if none covers it. */
export function homeLtvCapBp(
  table: HomeLtvTable,
  residency: Residency,
  order: PropertyOrder,
  valueFils: number,
  offPlan: boolean,
): number | null {
  const bands = (order === 'first' ? table.firstProperty : table.secondProperty)[residency];
  const band = bands.find((b) => b.upToValueFils === null || valueFils <= b.upToValueFils);
  if (!band) return null;
  return offPlan ? Math.min(band.maxLtvBp, table.offPlanMaxLtvBp) : band.maxLtvBp;
}

/** (e) Home loans and mortgages: amount ≤ the tightest cap of the tables for this buyer and property. */
export function checkHomeLtv(
  facts: Pick<
    EligibilityFacts,
    'productType' | 'amountFils' | 'propertyValueFils' | 'propertyOrder' | 'offPlan' | 'uaeNational'
  >,
  tables: readonly HomeLtvTable[],
): EligibilityReason | null {
  if (facts.productType !== 'home' && facts.productType !== 'mortgage') return null;
  const value = facts.propertyValueFils;
  if (value == null) return { code: 'PROPERTY_VALUE_REQUIRED', params: {} };
  const residency: Residency = facts.uaeNational ? 'national' : 'expatriate';
  let cap: number | null = null;
  for (const table of tables) {
    const tableCap = homeLtvCapBp(
      table,
      residency,
      facts.propertyOrder ?? 'first',
      value,
      facts.offPlan ?? false,
    );
    if (tableCap === null) return { code: 'PROPERTY_VALUE_OUTSIDE_LTV_TABLE', params: { valueFils: value } };
    cap = cap === null ? tableCap : Math.min(cap, tableCap);
  }
  if (cap === null) throw new RangeError('homeLtvTables must not be empty');
  return ltvCheck(facts.amountFils, value, cap);
}

/** The date of the last instalment: `months` calendar months after `today` (day clamped to the month's end). */
export function maturityDate(today: CalendarDate, months: number): CalendarDate {
  return addOffset(today, { amount: months, unit: 'm' });
}

/** The longest tenure (months, ≥ 0) whose last instalment falls before the `maxAge` birthday. */
export function maxMonthsBeforeAge(dateOfBirth: CalendarDate, today: CalendarDate, maxAge: number): number {
  const ageAt = (months: number) => wholeYearsBetween(dateOfBirth, maturityDate(today, months));
  if (ageAt(0) >= maxAge) return 0;
  // A first guess from the calendar, then step to the exact month (at most a couple of steps either way).
  let m = Math.max((dateOfBirth.year + maxAge - today.year) * 12 + (dateOfBirth.month - today.month), 0);
  while (m > 0 && ageAt(m) >= maxAge) m--;
  while (ageAt(m + 1) < maxAge) m++;
  return m;
}

/** (f) The loan ends before the applicant's `maxAge` birthday (65 expatriates, 70 UAE nationals). */
export function checkAgeAtMaturity(
  facts: Pick<EligibilityFacts, 'dateOfBirth' | 'today' | 'months' | 'uaeNational'>,
  maxAgeAtMaturity: Readonly<Record<Residency, number>>,
): EligibilityReason | null {
  const maxAge = maxAgeAtMaturity[facts.uaeNational ? 'national' : 'expatriate'];
  const ageAtMaturity = wholeYearsBetween(facts.dateOfBirth, maturityDate(facts.today, facts.months));
  if (ageAtMaturity < maxAge) return null;
  return {
    code: 'AGE_AT_MATURITY_EXCEEDED',
    params: { maxAge, ageAtMaturity, maxMonths: maxMonthsBeforeAge(facts.dateOfBirth, facts.today, maxAge) },
  };
}

/** (g) The tenure is within the product's maximum. */
export function checkTenure(
  facts: Pick<EligibilityFacts, 'months'>,
  maxMonths: number,
): EligibilityReason | null {
  if (facts.months <= maxMonths) return null;
  return { code: 'TENURE_EXCEEDED', params: { maxMonths, months: facts.months } };
}

function assertFacts(f: EligibilityFacts): void {
  assertSafeInteger(f.amountFils, 'amountFils', 1);
  assertSafeInteger(f.months, 'months', 1);
  assertSafeInteger(f.instalmentFils, 'instalmentFils', 0);
  assertSafeInteger(f.monthlySalaryFils, 'monthlySalaryFils', 1);
  assertSafeInteger(f.existingMonthlyRepaymentsFils, 'existingMonthlyRepaymentsFils', 0);
  if (f.carValueFils != null) assertSafeInteger(f.carValueFils, 'carValueFils', 1);
  if (f.propertyValueFils != null) assertSafeInteger(f.propertyValueFils, 'propertyValueFils', 1);
  if (compareDates(f.dateOfBirth, f.today) > 0) throw new RangeError('dateOfBirth is after today');
}

/** Every rule, in a fixed order; an empty list means eligible. Malformed facts throw (the API validates first). */
export function checkEligibility(facts: EligibilityFacts, rules: EligibilityRules): EligibilityReason[] {
  assertFacts(facts);
  const results = [
    checkMinSalary(facts, rules.minMonthlySalaryFils),
    checkSalaryMultiple(facts, rules.personalLoanSalaryMultiple),
    checkDbr(facts, rules.dbrLimitBp),
    checkCarLtv(facts, rules.carMaxLtvBp),
    checkHomeLtv(facts, rules.homeLtvTables),
    checkTenure(facts, rules.maxTenureMonths),
    checkAgeAtMaturity(facts, rules.maxAgeAtMaturity),
  ];
  return results.filter((r): r is EligibilityReason => r !== null);
}
