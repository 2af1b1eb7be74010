import type {
  TCriticalIllnessInput,
  TCriticalIllnessPlan,
  TCriticalIllnessRateTable,
  TPricingResult,
} from '../../contracts/quotes';
import { breakdownOf, Ledger, metaOf, type RankingFacts } from '../engine';
import { addLifeLines, addMinimum, lifeFactsOf, lifeRatesOf } from '../life';

/**
 * Critical illness pricing (product 56; decision 0012 'Term and critical illness'). A lump sum paid on diagnosis
 * of a covered condition; a level yearly premium: cover × rate per mille of the age at entry → large-cover
 * discount (marginal slices) → gender → smoker → term → early-stage benefit when the plan pays one → minimum
 * premium. VAT at the table's rate (5 %: critical illness is not life cover).
 */
export function priceCriticalIllness(
  input: TCriticalIllnessInput,
  plan: TCriticalIllnessPlan,
  table: TCriticalIllnessRateTable,
): TPricingResult {
  const meta = metaOf(plan, table);
  const rates = lifeRatesOf(meta, input, table, lifeFactsOf(input));
  if ('declined' in rates) return rates;

  const ledger = new Ledger();
  addLifeLines(ledger, input, table, rates);
  if (plan.criticalIllness.earlyStage) {
    ledger.factor('earlyStage', 'quotes:lines.earlyStage', table.earlyStageFactorBp);
  }
  addMinimum(ledger, table.minimumPremiumAed);

  return breakdownOf(meta, ledger, table.vatRateBp, {
    age: input.age,
    gender: input.gender,
    smoker: input.smoker,
    coverAed: input.coverAed,
    termYears: input.termYears,
    ageAtExpiry: input.age + input.termYears,
    conditionsCovered: plan.criticalIllness.conditionsCovered,
    earlyStage: plan.criticalIllness.earlyStage,
    survivalPeriodDays: plan.criticalIllness.survivalPeriodDays,
    paymentFrequency: 'annual',
  });
}

/**
 * Ranking facts: every plan pays the cover asked, so cover compares breadth: the number of conditions covered, +10
 * for an early-stage benefit. No fit checks.
 */
export function criticalIllnessRankingFacts(
  _input: TCriticalIllnessInput,
  plan: TCriticalIllnessPlan,
): RankingFacts {
  const ci = plan.criticalIllness;
  return { coverValue: ci.conditionsCovered + (ci.earlyStage ? 10 : 0), fit: [], priceGroup: 'all' };
}
