/**
 * Term life cover needed (docs/product/calculators.md 'Term cover'), by the income-replacement (human life value)
 * method: the present value of the income the family would lose until retirement, less the part the earner spends
 * on themself, grown each year by the expected raise and discounted at the expected return; plus debts to clear;
 * less savings and cover already held. Rounded up to the next AED 50,000, as covers are sold. Not advice.
 */

export const TERM_RANGES = {
  age: { min: 18, max: 64, step: 1 },
  retirementAge: { min: 45, max: 70, step: 1 },
  annualIncomeAed: { min: 12_000, max: 5_000_000, step: 1_000 },
  ownSharePct: { min: 0, max: 60, step: 5 },
  raisePct: { min: 0, max: 10, step: 0.5 },
  returnPct: { min: 0, max: 12, step: 0.5 },
  debtsAed: { min: 0, max: 20_000_000, step: 1_000 },
  savingsAed: { min: 0, max: 20_000_000, step: 1_000 },
} as const;

export type TermInput = {
  age: number;
  retirementAge: number;
  annualIncomeAed: number;
  /** The share of income the earner spends on themself (not lost to the family). */
  ownSharePct: number;
  raisePct: number;
  /** The return the lump sum earns once paid (the discount rate). */
  returnPct: number;
  debtsAed: number;
  /** Savings, investments and life cover already held. */
  savingsAed: number;
};

export type TermResult = {
  years: number;
  /** Present value of the family's share of future income. */
  incomeValueAed: number;
  debtsAed: number;
  savingsAed: number;
  /** incomeValue + debts − savings, at least 0, rounded up to the next 50,000. */
  coverAed: number;
  /** The same as a multiple of today's yearly income, to one decimal. */
  incomeMultiple: number;
};

export const COVER_ROUNDING_AED = 50_000;

/** Σ over k = 0 … n−1 of income × (1 − own) × (1 + raise)^k ÷ (1 + return)^(k+1): each year's income at its end. */
export function incomeValueAed(t: TermInput): number {
  const n = Math.max(0, t.retirementAge - t.age);
  const yearly = t.annualIncomeAed * (1 - t.ownSharePct / 100);
  let pv = 0;
  for (let k = 0; k < n; k++) {
    pv += (yearly * Math.pow(1 + t.raisePct / 100, k)) / Math.pow(1 + t.returnPct / 100, k + 1);
  }
  return Math.round(pv);
}

export function termCoverOf(t: TermInput): TermResult {
  const years = Math.max(0, t.retirementAge - t.age);
  const incomeValue = incomeValueAed(t);
  const need = Math.max(0, incomeValue + t.debtsAed - t.savingsAed);
  const coverAed = Math.ceil(need / COVER_ROUNDING_AED) * COVER_ROUNDING_AED;
  return {
    years,
    incomeValueAed: incomeValue,
    debtsAed: t.debtsAed,
    savingsAed: t.savingsAed,
    coverAed,
    incomeMultiple: Math.round((coverAed / t.annualIncomeAed) * 10) / 10,
  };
}
