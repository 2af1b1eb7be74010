import {
  MANDATORY_COVER_OF_EMIRATE,
  type GroupHealthFact,
  type TGroupHealthInput,
  type TGroupHealthPlan,
  type TGroupHealthRateTable,
  type TPricingResult,
} from '../../contracts/quotes';
import {
  amountFilsOf,
  breakdownOf,
  Ledger,
  metaOf,
  outsideRateTable,
  ruleDecline,
  slicesWeighted,
  type Facts,
  type RankingFacts,
} from '../engine';
import { BP_ONE, aedToFils, mulDivHalfUp } from '../money';

/**
 * Group health pricing (product 22; decision 0012 'Group health').
 *
 * Employees × the yearly premium per employee for the group's average age → group size discount (marginal slices of
 * the headcount, so one more employee never lowers the total) → the plan's annual limit → network tier → co-pay →
 * emirate → minimum premium. VAT at the table's rate. The emirates' mandatory-cover rules are the same as for
 * individual health (a Dubai licence needs a DHA-compliant plan, Abu Dhabi a DOH plan).
 */
export function priceGroupHealth(
  input: TGroupHealthInput,
  plan: TGroupHealthPlan,
  table: TGroupHealthRateTable,
): TPricingResult {
  const meta = metaOf(plan, table);
  const g = plan.groupHealth;
  const facts: Facts<GroupHealthFact> = {
    employeeCount: input.employeeCount,
    averageAge: input.averageAge,
    emirate: input.emirate,
    mandatoryCover: g.mandatoryCover ?? 'none',
    networkTier: g.networkTier,
    annualLimitAed: g.annualLimitAed,
  };
  const declined = ruleDecline(meta, table.rules, facts);
  if (declined) return declined;
  const perEmployeeFils = amountFilsOf(table.perEmployee, input.averageAge);
  if (perEmployeeFils === undefined) return outsideRateTable(meta, 'averageAge', input.averageAge);
  const copay = table.copay.find((c) => c.percent === g.copayPercent);
  if (!copay) return outsideRateTable(meta, 'copay', g.copayPercent);
  const limit = table.annualLimit.find((b) => b.uptoAed === null || b.uptoAed >= g.annualLimitAed);
  if (!limit) return outsideRateTable(meta, 'annualLimit', g.annualLimitAed);

  const ledger = new Ledger();
  const flat = mulDivHalfUp(perEmployeeFils, input.employeeCount, 1);
  ledger.add('employees', 'quotes:lines.employees', flat, 'base', {
    employees: input.employeeCount,
    averageAge: input.averageAge,
    perEmployeeAed: perEmployeeFils / 100,
  });
  const sliced = mulDivHalfUp(perEmployeeFils, slicesWeighted(input.employeeCount, table.groupSize), BP_ONE);
  if (sliced !== flat) {
    ledger.add('groupSize', 'quotes:lines.groupSize', sliced - flat, sliced < flat ? 'discount' : 'loading', {
      employees: input.employeeCount,
    });
  }
  ledger.factor('annualLimit', 'quotes:lines.annualLimit', limit.factorBp, {
    annualLimitAed: g.annualLimitAed,
  });
  ledger.factor('networkTier', 'quotes:lines.networkTier', table.networkTier[g.networkTier], {
    networkTier: g.networkTier,
  });
  ledger.factor('copay', 'quotes:lines.copay', copay.factorBp, { percent: g.copayPercent });
  ledger.factor('emirate', 'quotes:lines.emirate', table.emirate[input.emirate], { emirate: input.emirate });
  ledger.minimum('minimumPremium', 'quotes:lines.minimumPremium', aedToFils(table.minimumPremiumAed), {
    minimumAed: table.minimumPremiumAed,
  });

  return breakdownOf(meta, ledger, table.vatRateBp, {
    employeeCount: input.employeeCount,
    averageAge: input.averageAge,
    emirate: input.emirate,
    currentlyInsured: input.currentlyInsured,
    annualLimitAed: g.annualLimitAed,
    networkTier: g.networkTier,
    copayPercent: g.copayPercent,
    mandatoryCover: g.mandatoryCover,
  });
}

/** Ranking facts: cover is the annual limit; fit is the emirate's mandatory scheme (like individual health). */
export function groupHealthRankingFacts(input: TGroupHealthInput, plan: TGroupHealthPlan): RankingFacts {
  const required = MANDATORY_COVER_OF_EMIRATE[input.emirate];
  return {
    coverValue: plan.groupHealth.annualLimitAed,
    fit: required
      ? [
          {
            key: 'quotes:ranking.fit.mandatoryCover',
            met: plan.groupHealth.mandatoryCover === required,
            params: { scheme: required, emirate: input.emirate },
          },
        ]
      : [],
    priceGroup: 'all',
  };
}
