import type {
  TPricingResult,
  TravelFact,
  TTravelInput,
  TTravelPlan,
  TTravelRateTable,
} from '../../contracts/quotes';
import {
  amountFilsOf,
  breakdownOf,
  declineOf,
  factorOf,
  failedRule,
  Ledger,
  metaOf,
  OUTSIDE_RATE_TABLE,
  type Facts,
  type RankingFacts,
} from '../engine';
import { BP_ONE, aedToFils } from '../money';

/**
 * Travel insurance pricing (product 2; decision 0012 'Travel').
 *
 * Each traveller: the per-traveller base for the trip's days (single trip, a never-decreasing day table) or the
 * annual multi-trip base, priced for Schengen; then that traveller's age factor (children cheaper, seniors
 * loaded). On the sum: region (relative to Schengen) → plan tier → family package or group discount. VAT at the
 * table's rate. A plan that does not cover the region or the trip type declines.
 */

export function priceTravel(input: TTravelInput, plan: TTravelPlan, table: TTravelRateTable): TPricingResult {
  const meta = metaOf(plan, table);
  const t = plan.travel;
  if (!t.regions.includes(input.region)) {
    return declineOf(meta, 'regionNotCovered', 'quotes:decline.regionNotCovered', { region: input.region });
  }
  if (!t.tripTypes.includes(input.tripType)) {
    return declineOf(meta, 'tripTypeNotCovered', 'quotes:decline.tripTypeNotCovered', {
      tripType: input.tripType,
    });
  }
  const tripFacts: Facts<TravelFact> = {
    region: input.region,
    tripType: input.tripType,
    days: input.days,
    category: input.category,
    travellerCount: input.travellers.length,
    tier: t.tier,
  };
  const tripFailure = failedRule(table.rules, tripFacts);
  if (tripFailure)
    return declineOf(meta, tripFailure.rule.id, tripFailure.rule.reasonKey, tripFailure.params);
  for (const [i, traveller] of input.travellers.entries()) {
    const failure = failedRule(table.rules, { ...tripFacts, travellerAge: traveller.age });
    if (failure) {
      return declineOf(meta, failure.rule.id, failure.rule.reasonKey, {
        ...failure.params,
        traveller: i + 1,
      });
    }
  }

  const perTraveller =
    input.tripType === 'annual'
      ? aedToFils(table.annualTripAed)
      : amountFilsOf(table.singleTripDays, input.days);
  if (perTraveller === undefined) {
    return declineOf(meta, 'outsideRateTable', OUTSIDE_RATE_TABLE, { factor: 'days', value: input.days });
  }
  const ageFactors: number[] = [];
  for (const traveller of input.travellers) {
    const f = factorOf(table.travellerAge, traveller.age);
    if (f === undefined) {
      return declineOf(meta, 'outsideRateTable', OUTSIDE_RATE_TABLE, {
        factor: 'travellerAge',
        value: traveller.age,
      });
    }
    ageFactors.push(f);
  }
  const groupFactor =
    input.category === 'group' ? factorOf(table.groupSize, input.travellers.length) : undefined;
  if (input.category === 'group' && groupFactor === undefined) {
    return declineOf(meta, 'outsideRateTable', OUTSIDE_RATE_TABLE, {
      factor: 'groupSize',
      value: input.travellers.length,
    });
  }

  const ledger = new Ledger();
  const baseKey = input.tripType === 'annual' ? 'quotes:lines.annualTraveller' : 'quotes:lines.traveller';
  for (const [i, traveller] of input.travellers.entries()) {
    ledger.add(`traveller.${i + 1}`, baseKey, perTraveller, 'base', {
      traveller: i + 1,
      age: traveller.age,
      days: input.days,
    });
  }
  // A traveller's age factor applies to that traveller's own base, not to the running total.
  for (const [i, traveller] of input.travellers.entries()) {
    ledger.factor(
      `travellerAge.${i + 1}`,
      'quotes:lines.travellerAge',
      ageFactors[i] ?? BP_ONE,
      { traveller: i + 1, age: traveller.age },
      perTraveller,
    );
  }
  ledger.factor('region', 'quotes:lines.region', table.region[input.region], { region: input.region });
  ledger.factor('tier', 'quotes:lines.planTier', table.tier[t.tier], { tier: t.tier });
  if (input.category === 'family') {
    ledger.factor('family', 'quotes:lines.familyDiscount', table.familyFactorBp, {
      travellers: input.travellers.length,
    });
  }
  if (groupFactor !== undefined) {
    ledger.factor('group', 'quotes:lines.groupDiscount', groupFactor, {
      travellers: input.travellers.length,
    });
  }

  return breakdownOf(meta, ledger, table.vatRateBp, {
    tripType: input.tripType,
    region: input.region,
    days: input.days,
    category: input.category,
    travellers: input.travellers.map((x) => ({ kind: x.kind, age: x.age })),
    tier: t.tier,
    schengenCompliant: t.schengenCompliant,
  });
}

/** Ranking facts: cover is the medical limit; fit is Schengen-visa compliance when travelling to Schengen. */
export function travelRankingFacts(input: TTravelInput, plan: TTravelPlan): RankingFacts {
  const fit: RankingFacts['fit'] =
    input.region === 'schengen'
      ? [{ key: 'quotes:ranking.fit.schengen', met: plan.travel.schengenCompliant, params: {} }]
      : [];
  return { coverValue: plan.travel.medicalLimitAed, fit, priceGroup: 'all' };
}
