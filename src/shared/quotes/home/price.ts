import type {
  HomeFact,
  HomeSection,
  THomeInput,
  THomePlan,
  THomeRateTable,
  TPricingResult,
} from '../../contracts/quotes';
import {
  breakdownOf,
  declineOf,
  Ledger,
  metaOf,
  ruleDecline,
  type Facts,
  type RankingFacts,
} from '../engine';
import { aedToFils, mulDivHalfUp } from '../money';

/**
 * Home insurance pricing (product 14; decision 0012 'Home'). Each section insured is a base line: the building at
 * the property type's rate per AED 1,000 of rebuilding cost, the contents at the contents rate, then the property
 * type's contents factor on the contents alone. On the sum: emirate → plan tier → accidental damage (when the
 * plan includes it) → minimum premium. VAT at the table's rate. Both values may be zero but not together: a tenant
 * insures contents only (building 0), an owner may insure the building alone (contents 0).
 */

/** The sections this enquiry needs: those with a value above zero. */
export function sectionsAsked(input: THomeInput): HomeSection[] {
  const out: HomeSection[] = [];
  if (input.buildingValueAed > 0) out.push('building');
  if (input.contentsValueAed > 0) out.push('contents');
  return out;
}

/** Value × rate per mille (AED per AED 1,000), rounded half-up to the fils. */
function perMilleFils(valueAed: number, ratePerMilleAed: number): number {
  return mulDivHalfUp(valueAed, aedToFils(ratePerMilleAed), 1_000);
}

export function priceHome(input: THomeInput, plan: THomePlan, table: THomeRateTable): TPricingResult {
  const meta = metaOf(plan, table);
  const h = plan.home;
  const missing = sectionsAsked(input).find((s) => !h.sections.includes(s));
  if (missing)
    return declineOf(meta, 'sectionNotCovered', 'quotes:decline.sectionNotCovered', { section: missing });
  const facts: Facts<HomeFact> = {
    ownership: input.ownership,
    propertyType: input.propertyType,
    emirate: input.emirate,
    buildingValueAed: input.buildingValueAed,
    contentsValueAed: input.contentsValueAed,
    tier: h.tier,
  };
  const declined = ruleDecline(meta, table.rules, facts);
  if (declined) return declined;

  const ledger = new Ledger();
  if (input.buildingValueAed > 0) {
    ledger.add(
      'building',
      'quotes:lines.building',
      perMilleFils(input.buildingValueAed, table.buildingRatePerMille[input.propertyType]),
      'base',
      { valueAed: input.buildingValueAed, propertyType: input.propertyType },
    );
  }
  if (input.contentsValueAed > 0) {
    const contents = perMilleFils(input.contentsValueAed, table.contentsRatePerMille);
    ledger.add('contents', 'quotes:lines.contents', contents, 'base', { valueAed: input.contentsValueAed });
    // The property type's factor applies to the contents' own base, not to the building.
    ledger.factor(
      'propertyType',
      'quotes:lines.propertyType',
      table.contentsPropertyType[input.propertyType],
      { propertyType: input.propertyType },
      contents,
    );
  }
  ledger.factor('emirate', 'quotes:lines.emirate', table.emirate[input.emirate], { emirate: input.emirate });
  ledger.factor('tier', 'quotes:lines.planTier', table.tier[h.tier], { tier: h.tier });
  if (h.accidentalDamage) {
    ledger.factor('accidentalDamage', 'quotes:lines.accidentalDamage', table.accidentalDamageFactorBp);
  }
  ledger.minimum('minimumPremium', 'quotes:lines.minimumPremium', aedToFils(table.minimumPremiumAed), {
    minimumAed: table.minimumPremiumAed,
  });

  return breakdownOf(meta, ledger, table.vatRateBp, {
    ownership: input.ownership,
    propertyType: input.propertyType,
    emirate: input.emirate,
    buildingValueAed: input.buildingValueAed,
    contentsValueAed: input.contentsValueAed,
    sections: sectionsAsked(input),
    tier: h.tier,
    accidentalDamage: h.accidentalDamage,
    personalLiabilityAed: h.personalLiabilityAed,
  });
}

/**
 * Ranking facts: the sums insured are the visitor's, the same on every plan, so cover compares the personal
 * liability limit plus AED 500,000 for accidental damage cover. No fit checks (a plan without a section the
 * enquiry needs declines).
 */
export function homeRankingFacts(_input: THomeInput, plan: THomePlan): RankingFacts {
  const coverValue = plan.home.personalLiabilityAed + (plan.home.accidentalDamage ? 500_000 : 0);
  return { coverValue, fit: [], priceGroup: 'all' };
}
