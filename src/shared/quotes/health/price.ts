import {
  MANDATORY_COVER_OF_EMIRATE,
  type HealthFact,
  type THealthInput,
  type THealthPlan,
  type THealthRateTable,
  type TPricingResult,
} from '../../contracts/quotes';
import {
  amountFilsOf,
  breakdownOf,
  declineOf,
  failedRule,
  Ledger,
  metaOf,
  OUTSIDE_RATE_TABLE,
  type Facts,
  type RankingFacts,
} from '../engine';
import { percentOf } from '../money';

/**
 * Health insurance pricing (product 3; decision 0012 'Health').
 *
 * Each member: the annual base of their age band (one line per member) and, when the plan covers maternity and
 * the member is eligible, a maternity loading on that member's base. Then the plan's choices and the visa's
 * emirate as factors on the sum: annual limit → network tier → co-pay → emirate. No count-based family discount,
 * so adding a member never lowers the premium. VAT at the table's rate.
 */

type Member = THealthInput['members'][number];

/** Ranking's notion of a maternity-eligible member: female self or spouse aged 18 to 45 (decision 0012). */
export const MATERNITY_RANKING_ELIGIBILITY = {
  minAge: 18,
  maxAge: 45,
  relations: ['self', 'spouse'],
} as const;

function maternityEligible(
  member: Member,
  rule: { minAge: number; maxAge: number; relations: readonly string[] },
): boolean {
  return (
    member.gender === 'female' &&
    rule.relations.includes(member.relation) &&
    member.age >= rule.minAge &&
    member.age <= rule.maxAge
  );
}

export function priceHealth(input: THealthInput, plan: THealthPlan, table: THealthRateTable): TPricingResult {
  const meta = metaOf(plan, table);
  const h = plan.health;
  const planFacts: Facts<HealthFact> = {
    emirate: input.emirate,
    mandatoryCover: h.mandatoryCover ?? 'none',
    networkTier: h.networkTier,
    annualLimitAed: h.annualLimitAed,
    memberCount: input.members.length,
  };
  const planFailure = failedRule(table.rules, planFacts);
  if (planFailure)
    return declineOf(meta, planFailure.rule.id, planFailure.rule.reasonKey, planFailure.params);
  for (const [i, m] of input.members.entries()) {
    const failure = failedRule(table.rules, {
      ...planFacts,
      memberAge: m.age,
      memberRelation: m.relation,
      memberGender: m.gender,
    });
    if (failure) {
      return declineOf(meta, failure.rule.id, failure.rule.reasonKey, {
        ...failure.params,
        member: i + 1,
        relation: m.relation,
      });
    }
  }

  const copay = table.copay.find((c) => c.percent === h.copayPercent);
  if (!copay) {
    return declineOf(meta, 'outsideRateTable', OUTSIDE_RATE_TABLE, {
      factor: 'copay',
      value: h.copayPercent,
    });
  }
  const limit = table.annualLimit.find((b) => b.uptoAed === null || b.uptoAed >= h.annualLimitAed);
  if (!limit) {
    return declineOf(meta, 'outsideRateTable', OUTSIDE_RATE_TABLE, {
      factor: 'annualLimit',
      value: h.annualLimitAed,
    });
  }

  const ledger = new Ledger();
  let eligibleForMaternity = 0;
  for (const [i, m] of input.members.entries()) {
    const base = amountFilsOf(table.memberBase, m.age);
    if (base === undefined) {
      return declineOf(meta, 'outsideRateTable', OUTSIDE_RATE_TABLE, { factor: 'memberAge', value: m.age });
    }
    ledger.add(`member.${i + 1}`, `quotes:lines.member.${m.relation}`, base, 'base', {
      member: i + 1,
      age: m.age,
    });
    if (h.maternity && maternityEligible(m, table.maternity)) {
      eligibleForMaternity += 1;
      ledger.add(
        `maternity.${i + 1}`,
        'quotes:lines.maternity',
        percentOf(base, table.maternity.loadingBp),
        'loading',
        {
          member: i + 1,
          age: m.age,
        },
      );
    }
  }
  ledger.factor('annualLimit', 'quotes:lines.annualLimit', limit.factorBp, {
    annualLimitAed: h.annualLimitAed,
  });
  ledger.factor('networkTier', 'quotes:lines.networkTier', table.networkTier[h.networkTier], {
    networkTier: h.networkTier,
  });
  ledger.factor('copay', 'quotes:lines.copay', copay.factorBp, { percent: h.copayPercent });
  ledger.factor('emirate', 'quotes:lines.emirate', table.emirate[input.emirate], { emirate: input.emirate });

  return breakdownOf(meta, ledger, table.vatRateBp, {
    emirate: input.emirate,
    members: input.members.map((m) => ({ relation: m.relation, age: m.age, gender: m.gender })),
    salaryBand: input.salaryBand,
    annualLimitAed: h.annualLimitAed,
    networkTier: h.networkTier,
    copayPercent: h.copayPercent,
    mandatoryCover: h.mandatoryCover,
    maternityMembers: eligibleForMaternity,
  });
}

/**
 * Ranking facts: cover is the annual limit; fit is the emirate's mandatory scheme met (Dubai: DHA Essential
 * Benefits Plan, Abu Dhabi: DOH basic) and maternity covered when a member is eligible.
 */
export function healthRankingFacts(input: THealthInput, plan: THealthPlan): RankingFacts {
  const fit: RankingFacts['fit'] = [];
  const required = MANDATORY_COVER_OF_EMIRATE[input.emirate];
  if (required) {
    fit.push({
      key: 'quotes:ranking.fit.mandatoryCover',
      met: plan.health.mandatoryCover === required,
      params: { scheme: required, emirate: input.emirate },
    });
  }
  if (input.members.some((m) => maternityEligible(m, MATERNITY_RANKING_ELIGIBILITY))) {
    fit.push({ key: 'quotes:ranking.fit.maternity', met: plan.health.maternity, params: {} });
  }
  return { coverValue: plan.health.annualLimitAed, fit, priceGroup: 'all' };
}
