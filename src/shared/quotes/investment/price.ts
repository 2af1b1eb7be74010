import type {
  InvestmentFact,
  TBreakdownLine,
  TInvestmentInput,
  TInvestmentPlan,
  TInvestmentRateTable,
  TPremiumBreakdown,
  TPricingResult,
  TProjection,
} from '../../contracts/quotes';
import {
  breakdownOf,
  factorOf,
  Ledger,
  metaOf,
  outsideRateTable,
  ruleDecline,
  type Facts,
  type RankingFacts,
} from '../engine';
import { BP_ONE, aedToFils, mulDivHalfUp, percentOf, sumFils } from '../money';

/**
 * Investment plans (product 4; decision 0012 'Investment'): not a premium but a maturity illustration. The
 * breakdown's lines are what the visitor pays in a year (the contribution; VAT 0: investment-linked life cover is
 * exempt); its `projection` says what those contributions could be worth at the end of the term if the fund grew
 * at the plan's stated rate, its last-ten-year average, after the plan's charges. An illustration, never a
 * promise: past growth does not guarantee future growth, and the projection says so.
 *
 * Yearly steps, integer fils, each amount rounded half-up once:
 *   growth     = fund × rate                       (on what was invested by the start of the year)
 *   management = (fund + growth) × management charge
 *   invested   = the year's contributions × the allocation of that policy year
 *   policy fee = 12 × the monthly fee, never more than the fund holds
 *   fund       = fund + growth − management + invested − policy fee
 * A year's contributions are invested at its end, so they first grow the following year: a conservative
 * simplification (a monthly payer's money is on average invested half a year earlier). Each step is monotone in
 * the fund and the contribution, so a higher contribution never lowers the maturity value.
 */

/**
 * The one growth rate every plan is also projected at, for the ranking: plans are compared on their charges at the
 * same assumed growth, so a plan cannot rank higher by stating a higher rate. 5 % a year, a mid-range long-term
 * assumption for a balanced fund.
 */
export const INVESTMENT_COMPARISON_GROWTH_BP = 500;

/** Payments a year for each frequency. */
const PAYMENTS_PER_YEAR = { monthly: 12, annual: 1 } as const;

/** Two-decimal percent → basis points, exactly (7.25 → 725; the same decimal arithmetic as AED → fils). */
export function percentToBp(percent: number): number {
  return aedToFils(percent);
}

export type FundTotals = {
  contributionsFils: number;
  allocationChargeFils: number;
  policyFeeFils: number;
  growthFils: number;
  managementChargeFils: number;
  maturityValueFils: number;
};

/** Projects the fund year by year (see above); allocation by policy year must cover every year of the term. */
export function projectFund(
  yearlyContributionFils: number,
  termYears: number,
  growthRateBp: number,
  table: Pick<TInvestmentRateTable, 'allocation' | 'annualManagementChargeBp' | 'policyFeeMonthlyAed'>,
): FundTotals {
  const feePerYear = aedToFils(table.policyFeeMonthlyAed) * 12;
  let fund = 0;
  const t = {
    contributionsFils: 0,
    allocationChargeFils: 0,
    policyFeeFils: 0,
    growthFils: 0,
    managementChargeFils: 0,
  };
  for (let year = 1; year <= termYears; year++) {
    const allocationBp = factorOf(table.allocation, year);
    if (allocationBp === undefined) throw new Error(`allocation has no band for policy year ${year}`);
    const growth = mulDivHalfUp(fund, growthRateBp, BP_ONE);
    fund = sumFils([fund, growth]);
    const management = percentOf(fund, table.annualManagementChargeBp);
    const invested = percentOf(yearlyContributionFils, allocationBp);
    const available = sumFils([fund, -management, invested]);
    const fee = Math.min(feePerYear, available);
    fund = available - fee;
    t.contributionsFils += yearlyContributionFils;
    t.allocationChargeFils += yearlyContributionFils - invested;
    t.policyFeeFils += fee;
    t.growthFils += growth;
    t.managementChargeFils += management;
  }
  return { ...t, maturityValueFils: fund };
}

function projectionLines(t: FundTotals, termYears: number, ratePercent: number): TBreakdownLine[] {
  const lines: TBreakdownLine[] = [
    {
      code: 'contributions',
      labelKey: 'quotes:projection.contributions',
      amountFils: t.contributionsFils,
      kind: 'base',
      params: { termYears },
    },
    {
      code: 'allocationCharge',
      labelKey: 'quotes:projection.allocationCharge',
      amountFils: -t.allocationChargeFils,
      kind: 'charge',
      params: {},
    },
    {
      code: 'growth',
      labelKey: 'quotes:projection.growth',
      amountFils: t.growthFils,
      kind: 'growth',
      params: { ratePercent, termYears },
    },
    {
      code: 'managementCharge',
      labelKey: 'quotes:projection.managementCharge',
      amountFils: -t.managementChargeFils,
      kind: 'charge',
      params: {},
    },
    {
      code: 'policyFee',
      labelKey: 'quotes:projection.policyFee',
      amountFils: -t.policyFeeFils,
      kind: 'charge',
      params: {},
    },
  ];
  // A zero charge (a plan without allocation charges) is no line; contributions and growth are always shown.
  return lines.filter((l) => l.amountFils !== 0 || l.code === 'contributions' || l.code === 'growth');
}

export function priceInvestment(
  input: TInvestmentInput,
  plan: TInvestmentPlan,
  table: TInvestmentRateTable,
): TPricingResult {
  const meta = metaOf(plan, table);
  const payments = PAYMENTS_PER_YEAR[input.frequency];
  const annualContributionAed = input.contributionAed * payments;
  const facts: Facts<InvestmentFact> = {
    annualContributionAed,
    termYears: input.termYears,
    frequency: input.frequency,
    ...(input.goal ? { goal: input.goal } : {}),
  };
  const declined = ruleDecline(meta, table.rules, facts);
  if (declined) return declined;
  for (let year = 1; year <= input.termYears; year++) {
    if (factorOf(table.allocation, year) === undefined) return outsideRateTable(meta, 'policyYear', year);
  }

  const yearlyFils = aedToFils(annualContributionAed);
  const ratePercent = plan.investment.last10yearGrowthRate;
  const assumedGrowthRateBp = percentToBp(ratePercent);
  const totals = projectFund(yearlyFils, input.termYears, assumedGrowthRateBp, table);
  const comparison = projectFund(yearlyFils, input.termYears, INVESTMENT_COMPARISON_GROWTH_BP, table);
  const projection: TProjection = {
    kind: 'maturity',
    labelKey: 'quotes:projection.illustration',
    guaranteed: false,
    termYears: input.termYears,
    assumedGrowthRateBp,
    last10yearGrowthRate: ratePercent,
    lines: projectionLines(totals, input.termYears, ratePercent),
    maturityValueFils: totals.maturityValueFils,
    comparison: {
      growthRateBp: INVESTMENT_COMPARISON_GROWTH_BP,
      maturityValueFils: comparison.maturityValueFils,
    },
  };

  const ledger = new Ledger();
  ledger.add('contribution', 'quotes:lines.contribution', yearlyFils, 'base', {
    contributionAed: input.contributionAed,
    frequency: input.frequency,
    paymentsPerYear: payments,
  });
  const breakdown: TPremiumBreakdown = breakdownOf(meta, ledger, table.vatRateBp, {
    contributionAed: input.contributionAed,
    frequency: input.frequency,
    annualContributionAed,
    termYears: input.termYears,
    goal: input.goal,
    last10yearGrowthRate: ratePercent,
    annualManagementChargeBp: table.annualManagementChargeBp,
    policyFeeMonthlyAed: table.policyFeeMonthlyAed,
  });
  return { ...breakdown, projection };
}

/**
 * Ranking facts: cover is the maturity value at the common comparison rate (from the breakdown's projection), so
 * lower charges rank higher and a higher stated growth rate buys no rank; fit is the plan's goals including the
 * visitor's. Price (the contribution) is the same on every plan; its default weight is 0.
 */
export function investmentRankingFacts(
  input: TInvestmentInput,
  plan: TInvestmentPlan,
  breakdown?: TPremiumBreakdown,
): RankingFacts {
  return {
    coverValue: breakdown?.projection?.comparison.maturityValueFils ?? 0,
    fit: input.goal
      ? [
          {
            key: 'quotes:ranking.fit.goal',
            met: plan.investment.goals.includes(input.goal),
            params: { goal: input.goal },
          },
        ]
      : [],
    priceGroup: 'all',
  };
}
