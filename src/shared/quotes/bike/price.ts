import type { BikeFact, TBikeInput, TBikePlan, TBikeRateTable, TPricingResult } from '../../contracts/quotes';
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
import { BP_ONE, aedToFils, mulDivHalfUp } from '../money';

/**
 * Motorbike insurance pricing (product 6; decision 0012 'Bike').
 *
 * Comprehensive: the bike's value × rate → bike age → engine size → emirate → rider age → use → minimum premium.
 * Third party: a base by engine size (never the bike's value) → emirate → rider age → use → minimum premium. Each
 * plan is priced for its own cover type. VAT at the table's rate.
 */
export function priceBike(input: TBikeInput, plan: TBikePlan, table: TBikeRateTable): TPricingResult {
  const meta = metaOf(plan, table);
  const coverType = plan.bike.coverType;
  const comprehensive = coverType === 'comprehensive';
  const facts: Facts<BikeFact> = {
    bikeValueAed: input.bikeValueAed,
    bikeAgeYears: input.bikeAgeYears,
    engineBand: input.engineBand,
    riderAge: input.riderAge,
    emirate: input.emirate,
    use: input.use,
    coverType,
  };
  const declined = ruleDecline(meta, table.rules, facts);
  if (declined) return declined;
  const bikeAgeFactor = comprehensive ? factorOf(table.comprehensive.bikeAge, input.bikeAgeYears) : BP_ONE;
  if (bikeAgeFactor === undefined) return outsideRateTable(meta, 'bikeAgeYears', input.bikeAgeYears);
  const riderAgeFactor = factorOf(table.riderAge, input.riderAge);
  if (riderAgeFactor === undefined) return outsideRateTable(meta, 'riderAge', input.riderAge);

  const ledger = new Ledger();
  if (comprehensive) {
    ledger.add(
      'base',
      'quotes:lines.baseBikeComprehensive',
      mulDivHalfUp(input.bikeValueAed * 100, table.comprehensive.rateBp, BP_ONE),
      'base',
      { bikeValueAed: input.bikeValueAed },
    );
    ledger.factor('bikeAge', 'quotes:lines.vehicleAge', bikeAgeFactor, { years: input.bikeAgeYears });
    ledger.factor('engineBand', 'quotes:lines.engineSize', table.comprehensive.engineBand[input.engineBand], {
      engineBand: input.engineBand,
    });
  } else {
    ledger.add(
      'base',
      'quotes:lines.baseBikeThirdParty',
      aedToFils(table.thirdParty.baseByEngineBand[input.engineBand]),
      'base',
      { engineBand: input.engineBand },
    );
  }
  ledger.factor('emirate', 'quotes:lines.emirate', table.emirate[input.emirate], { emirate: input.emirate });
  ledger.factor('riderAge', 'quotes:lines.riderAge', riderAgeFactor, { age: input.riderAge });
  ledger.factor('use', 'quotes:lines.bikeUse', table.use[input.use], { use: input.use });
  const minimumAed = comprehensive
    ? table.comprehensive.minimumPremiumAed
    : table.thirdParty.minimumPremiumAed;
  ledger.minimum('minimumPremium', 'quotes:lines.minimumPremium', aedToFils(minimumAed), { minimumAed });

  return breakdownOf(meta, ledger, table.vatRateBp, {
    bikeValueAed: input.bikeValueAed,
    bikeAgeYears: input.bikeAgeYears,
    engineBand: input.engineBand,
    riderAge: input.riderAge,
    emirate: input.emirate,
    use: input.use,
    coverType,
    coverTypeRequested: input.coverType,
  });
}

/**
 * Ranking facts: cover breadth (comprehensive 100, roadside assistance +10, rider accident cover +10), the fit
 * to the cover type asked, prices compared per cover type (like car).
 */
export function bikeRankingFacts(input: TBikeInput, plan: TBikePlan): RankingFacts {
  const b = plan.bike;
  const coverValue =
    (b.coverType === 'comprehensive' ? 100 : 0) +
    (b.roadsideAssistance ? 10 : 0) +
    (b.riderAccidentCoverAed > 0 ? 10 : 0);
  return {
    coverValue,
    fit: [
      {
        key: 'quotes:ranking.fit.coverType',
        met: b.coverType === input.coverType,
        params: { coverType: input.coverType },
      },
    ],
    priceGroup: b.coverType,
  };
}
