/**
 * SIP and lump-sum growth (docs/product/calculators.md 'SIP and growth'): monthly compounding at the yearly rate
 * ÷ 12, a monthly instalment paid at the start of each month (SIP) and/or a sum invested on day one (growth), with
 * the end value also shown in today's money by discounting at the inflation rate. Assumed returns, never a
 * promise: the figures are what the formula gives for the rate the visitor enters.
 */

export const GROWTH_RANGES = {
  monthlyAed: { min: 0, max: 100_000, step: 100 },
  lumpSumAed: { min: 0, max: 10_000_000, step: 1_000 },
  years: { min: 1, max: 40, step: 1 },
  returnPct: { min: 0, max: 20, step: 0.5 },
  inflationPct: { min: 0, max: 10, step: 0.5 },
} as const;

export type GrowthInput = {
  monthlyAed: number;
  lumpSumAed: number;
  years: number;
  /** Expected return, % a year, compounded monthly. */
  returnPct: number;
  /** Inflation, % a year, for the value in today's money. */
  inflationPct: number;
};

export type GrowthYear = { year: number; investedAed: number; valueAed: number };
export type GrowthResult = {
  investedAed: number;
  valueAed: number;
  gainAed: number;
  /** The end value in today's money: value ÷ (1 + inflation)^years. */
  realValueAed: number;
  years: GrowthYear[];
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Month by month: value = (value + instalment) × (1 + r/12). The closed forms (lump × (1 + i)^n and
 * P × ((1 + i)^n − 1) / i × (1 + i)) give the same to the fils; the loop also yields each year's end.
 */
export function growthOf(g: GrowthInput): GrowthResult {
  const i = g.returnPct / 100 / 12;
  let value = g.lumpSumAed;
  let invested = g.lumpSumAed;
  const years: GrowthYear[] = [];
  for (let m = 1; m <= g.years * 12; m++) {
    value = (value + g.monthlyAed) * (1 + i);
    invested += g.monthlyAed;
    if (m % 12 === 0) years.push({ year: m / 12, investedAed: round2(invested), valueAed: round2(value) });
  }
  const realValue = value / Math.pow(1 + g.inflationPct / 100, g.years);
  return {
    investedAed: round2(invested),
    valueAed: round2(value),
    gainAed: round2(value - invested),
    realValueAed: round2(realValue),
    years,
  };
}
