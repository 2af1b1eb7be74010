import {
  loanOffer,
  type EligibilityReason,
  type EligibleLoanOffer,
  type LoanApplicant,
  type LoanProduct,
  type LoanProductType,
} from '../../../../shared/banking/loans';

/**
 * What a refused loan applicant could do instead (decision 0064, docs/product/loans.md), pure: the same lenders'
 * products and the same eligibility rules (`loanOffer`, the engine that refused them), asked again with other
 * amounts and terms. Nothing here is estimated: every amount it names is one the engine accepts, with its figures.
 */

/** The terms the loan journeys offer (their tenure option lists), by product type. */
export const JOURNEY_TERMS: Readonly<Record<LoanProductType, readonly number[]>> = {
  personal: [12, 24, 36, 48],
  car: [12, 24, 36, 48, 60],
  home: [60, 120, 180, 240, 300],
  mortgage: [60, 120, 180, 240, 300],
};

/** Suggested amounts are whole thousands of dirhams (the journeys ask for whole dirhams). */
export const AMOUNT_STEP_FILS = 100_000;

/** A product of the catalogue and whatever the caller needs to name it (its row and bank). */
export type Candidate<R> = { readonly ref: R; readonly product: LoanProduct };

export type Qualifying<R> = { readonly ref: R; readonly offer: EligibleLoanOffer };

/** Rules that refuse whatever the amount (salary, term, age, the value given): no smaller loan passes them. */
const WHATEVER_THE_AMOUNT: ReadonlySet<EligibilityReason['code']> = new Set([
  'SALARY_BELOW_MINIMUM',
  'TENURE_EXCEEDED',
  'AGE_AT_MATURITY_EXCEEDED',
  'CAR_VALUE_REQUIRED',
  'PROPERTY_VALUE_REQUIRED',
  'PROPERTY_VALUE_OUTSIDE_LTV_TABLE',
  'FEES_NOT_BELOW_AMOUNT',
]);

/**
 * Where the refusal of `capFils` says the largest amount lies: the salary multiple and loan-to-value caps name it,
 * and the instalment grows in proportion to the amount, so the room under the debt burden scales it. Null when a
 * rule refuses whatever the amount. Only a first guess: the engine checks every amount named.
 */
function amountBound(
  reasons: readonly EligibilityReason[],
  capFils: number,
  existingFils: number,
): number | null {
  let bound = capFils;
  for (const r of reasons) {
    if (WHATEVER_THE_AMOUNT.has(r.code)) return null;
    if (r.code === 'LTV_EXCEEDED' || r.code === 'AMOUNT_ABOVE_SALARY_MULTIPLE')
      bound = Math.min(bound, r.params.maxAmountFils);
    if (r.code === 'DBR_EXCEEDED') {
      const instalment = r.params.monthlyDebtFils - existingFils;
      bound = Math.min(
        bound,
        instalment > 0 ? Math.floor(capFils * (r.params.maxInstalmentFils / instalment)) : 0,
      );
    }
  }
  return bound;
}

/**
 * The largest amount, at most `capFils`, that this product accepts over `months`, to the step below (the cap
 * itself when it passes). Every rule is monotone in the amount (instalment, salary multiple, loan to value), so
 * from the refusal's own bound the engine is asked a step up or down, and bisects when that is not enough. The
 * fees rule (fees below the amount) fails only small amounts: it is checked once, on the amount found. Null when
 * no amount passes.
 */
export function largestAmount(
  product: LoanProduct,
  applicant: LoanApplicant,
  months: number,
  capFils: number,
  stepFils = AMOUNT_STEP_FILS,
): EligibleLoanOffer | null {
  const at = (amountFils: number) => loanOffer(product, { ...applicant, amountFils, months });
  const first = at(capFils);
  if (first.eligible) return first;
  const bound = amountBound(first.reasons, capFils, applicant.existingMonthlyRepaymentsFils);
  const maxSteps = Math.ceil(capFils / stepFils) - 1;
  if (bound === null || maxSteps < 1) return null;
  const fits = (steps: number) => {
    const r = at(steps * stepFils);
    return r.eligible || r.reasons.every((x) => x.code === 'FEES_NOT_BELOW_AMOUNT');
  };
  /** The largest passing step in [lo, hi], `lo` passing. */
  const bisect = (lo: number, hi: number) => {
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (fits(mid)) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  let k = Math.min(Math.floor(bound / stepFils), maxSteps);
  if (k >= 1 && fits(k)) {
    if (k < maxSteps && fits(k + 1)) k = k + 1 < maxSteps && fits(k + 2) ? bisect(k + 2, maxSteps) : k + 1;
  } else {
    const below = Math.min(k - 1, maxSteps);
    if (below < 1 || !fits(1)) return null;
    k = bisect(1, below);
  }
  const found = at(k * stepFils);
  return found.eligible ? found : null;
}

/** More is better; of equal amounts the shorter term (less interest), then the lower APR. */
const better = (a: EligibleLoanOffer, b: EligibleLoanOffer): boolean =>
  a.amountFils !== b.amountFils
    ? a.amountFils > b.amountFils
    : a.months !== b.months
      ? a.months < b.months
      : a.aprBp < b.aprBp;

function bestOf<R>(found: readonly Qualifying<R>[]): Qualifying<R> | null {
  let best: Qualifying<R> | null = null;
  for (const f of found) if (!best || better(f.offer, best.offer)) best = f;
  return best;
}

export type Alternatives<R> = {
  /** The largest amount (up to the one asked) at any journey term, at the shortest term that allows it. */
  largest: Qualifying<R> | null;
  /** The largest amount at the term asked; null when it is the same loan as `largest`, or there is none. */
  atYourTerm: Qualifying<R> | null;
};

/**
 * The loans the applicant would get, never more than the amount asked: for each product and each term (the
 * journey's terms and the one asked), the largest amount it accepts.
 */
export function alternatives<R>(
  candidates: readonly Candidate<R>[],
  applicant: LoanApplicant,
  terms: readonly number[],
  stepFils = AMOUNT_STEP_FILS,
): Alternatives<R> {
  const all = [...new Set([...terms, applicant.months])].sort((a, b) => a - b);
  const found: Qualifying<R>[] = [];
  for (const c of candidates)
    for (const months of all) {
      const offer = largestAmount(c.product, applicant, months, applicant.amountFils, stepFils);
      if (offer) found.push({ ref: c.ref, offer });
    }
  const largest = bestOf(found);
  const atYourTerm = bestOf(found.filter((f) => f.offer.months === applicant.months));
  const same =
    atYourTerm !== null &&
    largest !== null &&
    atYourTerm.offer.months === largest.offer.months &&
    atYourTerm.offer.amountFils === largest.offer.amountFils;
  return { largest, atYourTerm: same ? null : atYourTerm };
}

/** The lowest minimum salary of the products when the applicant's salary is below every one of them, else null. */
export function lowestMinimumSalary<R>(
  candidates: readonly Candidate<R>[],
  salaryFils: number,
): Candidate<R> | null {
  let low: Candidate<R> | null = null;
  for (const c of candidates) {
    if (c.product.minMonthlySalaryFils <= salaryFils) return null;
    if (!low || c.product.minMonthlySalaryFils < low.product.minMonthlySalaryFils) low = c;
  }
  return low;
}

/** The order rules are checked in (`checkEligibility`), which breaks ties between equally common reasons. */
const RULE_ORDER: readonly EligibilityReason['code'][] = [
  'SALARY_BELOW_MINIMUM',
  'AMOUNT_ABOVE_SALARY_MULTIPLE',
  'DBR_EXCEEDED',
  'CAR_VALUE_REQUIRED',
  'LTV_EXCEEDED',
  'PROPERTY_VALUE_REQUIRED',
  'PROPERTY_VALUE_OUTSIDE_LTV_TABLE',
  'TENURE_EXCEEDED',
  'AGE_AT_MATURITY_EXCEEDED',
  'FEES_NOT_BELOW_AMOUNT',
];

/** Of two refusals for one rule, the figure nearest to passing: the lowest ratio, salary asked, the widest cap. */
function leniency(r: EligibilityReason): number {
  switch (r.code) {
    case 'DBR_EXCEEDED':
      return -r.params.dbrPct;
    case 'SALARY_BELOW_MINIMUM':
      return -r.params.minSalaryFils;
    case 'LTV_EXCEEDED':
      return r.params.limitPct;
    case 'AGE_AT_MATURITY_EXCEEDED':
    case 'TENURE_EXCEEDED':
      return r.params.maxMonths;
    case 'AMOUNT_ABOVE_SALARY_MULTIPLE':
      return r.params.maxAmountFils;
    default:
      return 0;
  }
}

/**
 * A lender's refusals said once per rule (decision 0076): of its products' reasons, for each rule the one nearest
 * to passing (its lowest salary asked, widest cap, longest term), in the engine's rule order.
 */
export function nearestPerRule(reasons: readonly EligibilityReason[]): EligibilityReason[] {
  const nearest = new Map<EligibilityReason['code'], EligibilityReason>();
  for (const r of reasons) {
    const seen = nearest.get(r.code);
    if (!seen || leniency(r) > leniency(seen)) nearest.set(r.code, r);
  }
  return RULE_ORDER.flatMap((code) => {
    const r = nearest.get(code);
    return r ? [r] : [];
  });
}

/**
 * The one reason to give when no lender offers anything: the rule that refused the most lenders, ties in rule
 * order, with the figures of the refusal nearest to passing. `byLender` holds, for each refused lender, the reasons
 * of each of its products; a rule refused a lender when it refused every one of them (when no rule did, each rule
 * that refused one counts).
 */
export function mainReason(
  byLender: readonly (readonly (readonly EligibilityReason[])[])[],
): EligibilityReason | null {
  const lenders = new Map<EligibilityReason['code'], number>();
  const nearest = new Map<EligibilityReason['code'], EligibilityReason>();
  for (const products of byLender) {
    const codes = products.map((reasons) => new Set(reasons.map((r) => r.code)));
    const every = RULE_ORDER.filter((c) => codes.length > 0 && codes.every((set) => set.has(c)));
    const counted = every.length > 0 ? every : RULE_ORDER.filter((c) => codes.some((set) => set.has(c)));
    for (const code of counted) lenders.set(code, (lenders.get(code) ?? 0) + 1);
    for (const r of products.flat()) {
      const seen = nearest.get(r.code);
      if (!seen || leniency(r) > leniency(seen)) nearest.set(r.code, r);
    }
  }
  let pick: EligibilityReason['code'] | null = null;
  for (const code of RULE_ORDER)
    if ((lenders.get(code) ?? 0) > (pick === null ? 0 : (lenders.get(pick) ?? 0))) pick = code;
  return pick === null ? null : (nearest.get(pick) ?? null);
}
