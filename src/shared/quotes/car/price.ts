import {
  CAR_ADD_ONS,
  type CarAddOn,
  type CarFact,
  type TCarInput,
  type TCarPlan,
  type TCarRateTable,
  type TPricingResult,
} from '../../contracts/quotes';
import {
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
import { BP_ONE, FILS_PER_AED, aedToFils, mulDivHalfUp, sumFils } from '../money';

/**
 * Car insurance pricing (product 1; decision 0012 'Car').
 *
 * Comprehensive: marginal rates on the vehicle value (like tax brackets, so a dearer car never costs less)
 * → vehicle age → body type → emirate → driver age → UAE licence → no-claim discount → agency repair → excess
 * → minimum premium → add-ons. Third party: a base by body type (never the car's value) → emirate → driver age →
 * licence → no-claim discount → minimum premium → add-ons. Each factor is a line (what it adds or takes off the
 * running premium, rounded half-up to the fils); VAT at the table's rate on the sum.
 */

/** Whether the plan repairs at the dealer's agency for this enquiry. */
export function agencyRepairOf(input: TCarInput, plan: TCarPlan): boolean {
  if (plan.car.coverType !== 'comprehensive') return false;
  return plan.car.agencyRepair === 'included' || (plan.car.agencyRepair === 'optional' && input.agencyRepair);
}

/** Add-ons in the price: those the plan includes plus the optional ones the visitor asked for, in a fixed order. */
export function addOnsOf(input: TCarInput, plan: TCarPlan): { id: CarAddOn; included: boolean }[] {
  const out: { id: CarAddOn; included: boolean }[] = [];
  for (const id of CAR_ADD_ONS) {
    const availability = plan.car.addOns[id];
    if (availability === 'included') out.push({ id, included: true });
    else if (availability === 'optional' && input.addOns.includes(id)) out.push({ id, included: false });
  }
  return out;
}

/**
 * The excess option used: the standard one when none is asked; otherwise the largest option not above the
 * amount asked (a visitor asking for AED 1,500 gets the 1,000 option), or the smallest option.
 */
export function excessOptionOf(
  excess: TCarRateTable['comprehensive']['excess'],
  requestedAed: number | null,
): { amountAed: number; factorBp: number } {
  const target = requestedAed ?? excess.standardAed;
  const notAbove = excess.options.filter((o) => o.amountAed <= target);
  const chosen = notAbove[notAbove.length - 1] ?? excess.options[0];
  if (!chosen) throw new Error('excess options are empty');
  return chosen;
}

/** Marginal-rate base: Σ slice × rate, rounded once half-up to the fils. */
export function comprehensiveBaseFils(
  vehicleValueAed: number,
  tiers: TCarRateTable['comprehensive']['valueTiers'],
): number {
  let lower = 0;
  let weighted = 0; // fils × basis points
  for (const tier of tiers) {
    const upper = tier.uptoAed === null ? vehicleValueAed : Math.min(tier.uptoAed, vehicleValueAed);
    if (upper > lower) weighted = sumFils([weighted, (upper - lower) * FILS_PER_AED * tier.rateBp]);
    if (tier.uptoAed === null || tier.uptoAed >= vehicleValueAed) break;
    lower = tier.uptoAed;
  }
  return mulDivHalfUp(weighted, 1, BP_ONE);
}

export function priceCar(input: TCarInput, plan: TCarPlan, table: TCarRateTable): TPricingResult {
  const meta = metaOf(plan, table);
  const coverType = plan.car.coverType;
  const comprehensive = coverType === 'comprehensive';
  const agencyRepair = agencyRepairOf(input, plan);
  const excess = comprehensive ? excessOptionOf(table.comprehensive.excess, input.excessAed) : null;

  const facts: Facts<CarFact> = {
    vehicleValueAed: input.vehicleValueAed,
    vehicleAgeYears: input.vehicleAgeYears,
    bodyType: input.bodyType,
    emirate: input.emirate,
    driverAge: input.driverAge,
    uaeLicence: input.uaeLicence,
    noClaimYears: input.noClaimYears,
    coverType,
    agencyRepair,
  };
  const failed = failedRule(table.rules, facts);
  if (failed) return declineOf(meta, failed.rule.id, failed.rule.reasonKey, failed.params);

  const vehicleAgeFactor = comprehensive
    ? factorOf(table.comprehensive.vehicleAge, input.vehicleAgeYears)
    : BP_ONE;
  if (vehicleAgeFactor === undefined) {
    return declineOf(meta, 'outsideRateTable', OUTSIDE_RATE_TABLE, {
      factor: 'vehicleAgeYears',
      value: input.vehicleAgeYears,
    });
  }
  const driverAgeFactor = factorOf(table.driverAge, input.driverAge);
  if (driverAgeFactor === undefined) {
    return declineOf(meta, 'outsideRateTable', OUTSIDE_RATE_TABLE, {
      factor: 'driverAge',
      value: input.driverAge,
    });
  }
  const noClaimFactor = factorOf(table.noClaimYears, input.noClaimYears);
  if (noClaimFactor === undefined) {
    return declineOf(meta, 'outsideRateTable', OUTSIDE_RATE_TABLE, {
      factor: 'noClaimYears',
      value: input.noClaimYears,
    });
  }

  const ledger = new Ledger();
  if (comprehensive) {
    ledger.add(
      'base',
      'quotes:lines.baseComprehensive',
      comprehensiveBaseFils(input.vehicleValueAed, table.comprehensive.valueTiers),
      'base',
      { vehicleValueAed: input.vehicleValueAed },
    );
    ledger.factor('vehicleAge', 'quotes:lines.vehicleAge', vehicleAgeFactor, {
      years: input.vehicleAgeYears,
    });
    ledger.factor('bodyType', 'quotes:lines.bodyType', table.comprehensive.bodyType[input.bodyType], {
      bodyType: input.bodyType,
    });
  } else {
    ledger.add(
      'base',
      'quotes:lines.baseThirdParty',
      aedToFils(table.thirdParty.baseByBodyType[input.bodyType]),
      'base',
      { bodyType: input.bodyType },
    );
  }
  ledger.factor('emirate', 'quotes:lines.emirate', table.emirate[input.emirate], { emirate: input.emirate });
  ledger.factor('driverAge', 'quotes:lines.driverAge', driverAgeFactor, { age: input.driverAge });
  ledger.factor('uaeLicence', 'quotes:lines.uaeLicence', table.uaeLicence[input.uaeLicence], {
    licence: input.uaeLicence,
  });
  ledger.factor('noClaimYears', 'quotes:lines.noClaimDiscount', noClaimFactor, { years: input.noClaimYears });
  if (comprehensive && excess) {
    if (agencyRepair) {
      ledger.factor('agencyRepair', 'quotes:lines.agencyRepair', table.comprehensive.agencyRepairFactorBp);
    }
    ledger.factor('excess', 'quotes:lines.excess', excess.factorBp, { excessAed: excess.amountAed });
  }
  const minimumAed = comprehensive
    ? table.comprehensive.minimumPremiumAed
    : table.thirdParty.minimumPremiumAed;
  ledger.minimum('minimumPremium', 'quotes:lines.minimumPremium', aedToFils(minimumAed), { minimumAed });

  const addOns = addOnsOf(input, plan);
  for (const { id, included } of addOns) {
    const price = table.addOns[id];
    const seats = table.passengerSeats[input.bodyType];
    const amountFils =
      price.kind === 'flat' ? aedToFils(price.amountAed) : mulDivHalfUp(aedToFils(price.amountAed), seats, 1);
    ledger.add(`addOn.${id}`, `quotes:lines.addOn.${id}`, amountFils, 'addOn', {
      included: included ? 1 : 0,
      ...(price.kind === 'perPassenger' ? { seats } : {}),
    });
  }

  return breakdownOf(meta, ledger, table.vatRateBp, {
    vehicleValueAed: input.vehicleValueAed,
    vehicleAgeYears: input.vehicleAgeYears,
    bodyType: input.bodyType,
    emirate: input.emirate,
    driverAge: input.driverAge,
    uaeLicence: input.uaeLicence,
    noClaimYears: input.noClaimYears,
    coverType,
    coverTypeRequested: input.coverType,
    agencyRepair,
    agencyRepairRequested: input.agencyRepair,
    excessAed: excess ? excess.amountAed : null,
    excessRequestedAed: input.excessAed,
    addOns: addOns.map((a) => a.id),
    addOnsUnavailable: input.addOns.filter((id) => plan.car.addOns[id] === undefined),
  });
}

/**
 * Ranking facts: cover breadth (comprehensive 100, agency repair +20, each add-on in the price +10), the fit to
 * the visitor's choices (cover type, agency repair when asked, each add-on asked), prices compared per cover type.
 */
export function carRankingFacts(input: TCarInput, plan: TCarPlan): RankingFacts {
  const agency = agencyRepairOf(input, plan);
  const addOns = addOnsOf(input, plan);
  const coverValue =
    (plan.car.coverType === 'comprehensive' ? 100 : 0) + (agency ? 20 : 0) + 10 * addOns.length;
  const fit: RankingFacts['fit'] = [
    {
      key: 'quotes:ranking.fit.coverType',
      met: plan.car.coverType === input.coverType,
      params: { coverType: input.coverType },
    },
  ];
  if (input.agencyRepair) fit.push({ key: 'quotes:ranking.fit.agencyRepair', met: agency, params: {} });
  for (const id of input.addOns) {
    fit.push({
      key: 'quotes:ranking.fit.addOn',
      met: plan.car.addOns[id] !== undefined,
      params: { addOn: id },
    });
  }
  return { coverValue, fit, priceGroup: plan.car.coverType };
}
