import type { TPricingResult, TTermInput, TTermPlan, TTermRateTable } from '../../contracts/quotes';
import { breakdownOf, Ledger, metaOf, type RankingFacts } from '../engine';
import { addLifeLines, addMinimum, lifeFactsOf, lifeRatesOf } from '../life';

/**
 * Term life pricing (product 5; decision 0012 'Term and critical illness'). A level yearly premium:
 * cover × rate per mille of the age at entry → large-cover discount (marginal slices) → gender → smoker → term →
 * riders the plan includes (accidental death, waiver of premium) → minimum premium. VAT at the table's rate: 0,
 * life cover is exempt from UAE VAT.
 */

/** Cover ÷ yearly income, rounded up: ⌈x⌉ ≤ n exactly when x ≤ n, so a rule `max: 20` means 'up to 20×'. */
export function coverIncomeMultiple(coverAed: number, monthlyIncomeAed: number): number {
  return Math.ceil(coverAed / (monthlyIncomeAed * 12));
}

export function priceTerm(input: TTermInput, plan: TTermPlan, table: TTermRateTable): TPricingResult {
  const meta = metaOf(plan, table);
  const facts = lifeFactsOf(
    input,
    input.monthlyIncomeAed === null
      ? {}
      : { coverIncomeMultiple: coverIncomeMultiple(input.coverAed, input.monthlyIncomeAed) },
  );
  const rates = lifeRatesOf(meta, input, table, facts);
  if ('declined' in rates) return rates;

  const ledger = new Ledger();
  addLifeLines(ledger, input, table, rates);
  if (plan.term.accidentalDeath) {
    ledger.factor(
      'accidentalDeath',
      'quotes:lines.rider.accidentalDeath',
      table.riders.accidentalDeathFactorBp,
    );
  }
  if (plan.term.waiverOfPremium) {
    ledger.factor(
      'waiverOfPremium',
      'quotes:lines.rider.waiverOfPremium',
      table.riders.waiverOfPremiumFactorBp,
    );
  }
  addMinimum(ledger, table.minimumPremiumAed);

  return breakdownOf(meta, ledger, table.vatRateBp, {
    age: input.age,
    gender: input.gender,
    smoker: input.smoker,
    coverAed: input.coverAed,
    termYears: input.termYears,
    ageAtExpiry: input.age + input.termYears,
    monthlyIncomeAed: input.monthlyIncomeAed,
    terminalIllness: plan.term.terminalIllness,
    accidentalDeath: plan.term.accidentalDeath,
    waiverOfPremium: plan.term.waiverOfPremium,
    paymentFrequency: 'annual',
  });
}

/**
 * Ranking facts: every plan is priced for the cover asked, so cover compares the benefits around it (cover 100,
 * accidental death +30, terminal illness +15, waiver of premium +15). No fit checks: the journey asks nothing a
 * term plan can fail to meet without declining.
 */
export function termRankingFacts(_input: TTermInput, plan: TTermPlan): RankingFacts {
  const t = plan.term;
  const coverValue =
    100 + (t.accidentalDeath ? 30 : 0) + (t.terminalIllness ? 15 : 0) + (t.waiverOfPremium ? 15 : 0);
  return { coverValue, fit: [], priceGroup: 'all' };
}
