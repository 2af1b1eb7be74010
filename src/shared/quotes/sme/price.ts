import {
  SME_SECTIONS,
  type SmeFact,
  type SmeSection,
  type TPricingResult,
  type TSmeInput,
  type TSmePlan,
  type TSmeRateTable,
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
import { aedToFils } from '../money';

/**
 * SME (business) insurance pricing (product 13; decision 0012 'SME'). A package: for each cover the visitor asked
 * that the plan includes (property, liability, workmen's compensation, marine cargo), the section's yearly base for
 * the employee band. On the sum: the insurer's risk class of the business activity → emirate → plan tier → minimum
 * premium. VAT at the table's rate. Group medical and motor fleet are not priced here (their own products price
 * them): they are reported as referred. A plan covering none of the asked sections declines.
 */

/** The asked covers an SME package can price, in a fixed order. */
export function sectionsAskedOf(input: TSmeInput): SmeSection[] {
  return SME_SECTIONS.filter((s) => input.covers.includes(s));
}

/** The asked covers no SME package prices (group medical, motor fleet). */
export function coversReferredOf(input: TSmeInput): string[] {
  return input.covers.filter((c) => !(SME_SECTIONS as readonly string[]).includes(c));
}

export function priceSme(input: TSmeInput, plan: TSmePlan, table: TSmeRateTable): TPricingResult {
  const meta = metaOf(plan, table);
  const asked = sectionsAskedOf(input);
  const covered = asked.filter((s) => plan.sme.sections.includes(s));
  if (covered.length === 0) {
    return declineOf(meta, 'noSectionCovered', 'quotes:decline.noSectionCovered', {
      asked: input.covers.join(','),
    });
  }
  const riskClass = table.riskClassOf[input.activity];
  const facts: Facts<SmeFact> = {
    activity: input.activity,
    riskClass,
    employeeBand: input.employeeBand,
    emirate: input.emirate,
    tier: plan.sme.tier,
  };
  const declined = ruleDecline(meta, table.rules, facts);
  if (declined) return declined;

  const ledger = new Ledger();
  for (const section of covered) {
    ledger.add(
      `section.${section}`,
      `quotes:lines.smeSection.${section}`,
      aedToFils(table.sectionBase[section][input.employeeBand]),
      'base',
      { employeeBand: input.employeeBand },
    );
  }
  ledger.factor('riskClass', 'quotes:lines.riskClass', table.riskClass[riskClass], {
    riskClass,
    activity: input.activity,
  });
  ledger.factor('emirate', 'quotes:lines.emirate', table.emirate[input.emirate], { emirate: input.emirate });
  ledger.factor('tier', 'quotes:lines.planTier', table.tier[plan.sme.tier], { tier: plan.sme.tier });
  ledger.minimum('minimumPremium', 'quotes:lines.minimumPremium', aedToFils(table.minimumPremiumAed), {
    minimumAed: table.minimumPremiumAed,
  });

  return breakdownOf(meta, ledger, table.vatRateBp, {
    activity: input.activity,
    riskClass,
    employeeBand: input.employeeBand,
    emirate: input.emirate,
    covers: input.covers,
    sectionsPriced: covered,
    sectionsNotInPlan: asked.filter((s) => !covered.includes(s)),
    coversReferred: coversReferredOf(input),
    tier: plan.sme.tier,
    liabilityLimitAed: plan.sme.sections.includes('liability') ? plan.sme.liabilityLimitAed : null,
  });
}

const TIER_POINTS = { essential: 0, plus: 20, premium: 40 } as const;

/**
 * Ranking facts: cover is 100 per asked section the package includes plus the tier (essential 0, plus 20,
 * premium 40); fit is one check per asked section; prices are compared among packages pricing the same sections.
 */
export function smeRankingFacts(input: TSmeInput, plan: TSmePlan): RankingFacts {
  const asked = sectionsAskedOf(input);
  const covered = asked.filter((s) => plan.sme.sections.includes(s));
  return {
    coverValue: 100 * covered.length + TIER_POINTS[plan.sme.tier],
    fit: asked.map((section) => ({
      key: 'quotes:ranking.fit.smeSection',
      met: plan.sme.sections.includes(section),
      params: { section },
    })),
    priceGroup: covered.join('+') || 'none',
  };
}
