import { CAR_ADD_ONS, HEALTH_RELATIONS, RANKING_TERMS, SME_SECTIONS } from '../contracts/quotes';

/**
 * Every translation key the engines, the rate tables and the ranking emit (namespace `quotes`), so the
 * catalogues can be checked for completeness: breakdown line labels, decline reasons, ranking terms and fit
 * checks. Parameters each key receives are listed in decision 0012.
 */
export const QUOTE_LINE_KEYS = [
  'quotes:lines.baseComprehensive',
  'quotes:lines.baseThirdParty',
  'quotes:lines.vehicleAge',
  'quotes:lines.bodyType',
  'quotes:lines.emirate',
  'quotes:lines.driverAge',
  'quotes:lines.uaeLicence',
  'quotes:lines.noClaimDiscount',
  'quotes:lines.agencyRepair',
  'quotes:lines.excess',
  'quotes:lines.minimumPremium',
  ...CAR_ADD_ONS.map((id) => `quotes:lines.addOn.${id}` as const),
  ...HEALTH_RELATIONS.map((r) => `quotes:lines.member.${r}` as const),
  'quotes:lines.maternity',
  'quotes:lines.annualLimit',
  'quotes:lines.networkTier',
  'quotes:lines.copay',
  'quotes:lines.traveller',
  'quotes:lines.annualTraveller',
  'quotes:lines.travellerAge',
  'quotes:lines.region',
  'quotes:lines.planTier',
  'quotes:lines.familyDiscount',
  'quotes:lines.groupDiscount',
  // Term and critical illness
  'quotes:lines.sumAssured',
  'quotes:lines.coverDiscount',
  'quotes:lines.gender',
  'quotes:lines.smoker',
  'quotes:lines.policyTerm',
  'quotes:lines.rider.accidentalDeath',
  'quotes:lines.rider.waiverOfPremium',
  'quotes:lines.earlyStage',
  // Home
  'quotes:lines.building',
  'quotes:lines.contents',
  'quotes:lines.propertyType',
  'quotes:lines.accidentalDamage',
  // Bike
  'quotes:lines.baseBikeComprehensive',
  'quotes:lines.baseBikeThirdParty',
  'quotes:lines.engineSize',
  'quotes:lines.riderAge',
  'quotes:lines.bikeUse',
  // SME
  ...SME_SECTIONS.map((s) => `quotes:lines.smeSection.${s}` as const),
  'quotes:lines.riskClass',
  // Group health
  'quotes:lines.employees',
  'quotes:lines.groupSize',
  // Investment: the yearly contribution
  'quotes:lines.contribution',
  /** The VAT row the UI adds under the lines (`vatFils`, param `percent`). */
  'quotes:lines.vat',
] as const;

export const QUOTE_DECLINE_KEYS = [
  'quotes:decline.outsideRateTable',
  'quotes:decline.agencyRepairVehicleAge',
  'quotes:decline.vehicleAgeMax',
  'quotes:decline.vehicleValueMax',
  'quotes:decline.driverAgeMin',
  'quotes:decline.licenceTooRecent',
  'quotes:decline.memberEntryAge',
  'quotes:decline.mandatoryCoverNotMet',
  'quotes:decline.emirateNotCovered',
  'quotes:decline.travellerAgeMax',
  'quotes:decline.tripTooLong',
  'quotes:decline.regionNotCovered',
  'quotes:decline.tripTypeNotCovered',
  // Term and critical illness
  'quotes:decline.entryAge',
  'quotes:decline.ageAtExpiry',
  'quotes:decline.coverAmount',
  'quotes:decline.coverIncomeMultiple',
  'quotes:decline.smokerCover',
  'quotes:decline.termOutOfRange',
  // Home
  'quotes:decline.sectionNotCovered',
  'quotes:decline.buildingValueMax',
  'quotes:decline.contentsValueMax',
  // Bike (also vehicleAgeMax, vehicleValueMax)
  'quotes:decline.riderAgeMin',
  'quotes:decline.bikeUseNotCovered',
  // SME
  'quotes:decline.noSectionCovered',
  'quotes:decline.businessActivityExcluded',
  'quotes:decline.employeeBandReferred',
  // Group health (also mandatoryCoverNotMet, emirateNotCovered)
  'quotes:decline.employeeCountMin',
  'quotes:decline.employeeCountMax',
  'quotes:decline.averageAgeMax',
  // Investment (also termOutOfRange)
  'quotes:decline.contributionMin',
] as const;

export const QUOTE_RANKING_KEYS = [
  ...RANKING_TERMS.map((t) => `quotes:ranking.term.${t}` as const),
  'quotes:ranking.fit.coverType',
  'quotes:ranking.fit.agencyRepair',
  'quotes:ranking.fit.addOn',
  'quotes:ranking.fit.mandatoryCover',
  'quotes:ranking.fit.maternity',
  'quotes:ranking.fit.schengen',
  'quotes:ranking.fit.smeSection',
  'quotes:ranking.fit.goal',
] as const;

/**
 * The investment maturity illustration (`projection` of a breakdown): its lines and the label that says it is an
 * illustration at the stated rate, not a promise.
 */
export const QUOTE_PROJECTION_KEYS = [
  'quotes:projection.illustration',
  'quotes:projection.contributions',
  'quotes:projection.allocationCharge',
  'quotes:projection.growth',
  'quotes:projection.managementCharge',
  'quotes:projection.policyFee',
] as const;

export const QUOTE_MESSAGE_KEYS: readonly string[] = [
  ...QUOTE_LINE_KEYS,
  ...QUOTE_DECLINE_KEYS,
  ...QUOTE_RANKING_KEYS,
  ...QUOTE_PROJECTION_KEYS,
];
