import type { TCarRateTable, TUnderwritingRule } from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { insurer } from '../insurers';
import { bands, scaled } from './scale';

/**
 * Car rate tables, one per insurer (decision 0012 'Car' documents the template and why it is plausible). Every
 * insurer uses the template below with its own scale on the value rates and third-party bases, its own minimum
 * premium and agency-repair loading, and its own underwriting rules. Demo figures, not any insurer's rates.
 */

export const CAR_TEMPLATE = {
  /** Marginal rates on the vehicle value (bp of value): 2.6 % of the first AED 50,000, then 2.1 %, … */
  valueTiers: [
    { uptoAed: 50_000, rateBp: 260 },
    { uptoAed: 100_000, rateBp: 210 },
    { uptoAed: 200_000, rateBp: 170 },
    { uptoAed: 500_000, rateBp: 140 },
    { uptoAed: null, rateBp: 110 },
  ],
  vehicleAge: bands([
    [0, 1, 10_000],
    [2, 3, 10_500],
    [4, 5, 11_000],
    [6, 8, 12_000],
    [9, 12, 13_500],
    [13, null, 15_000],
  ]),
  bodyType: { sedan: 10_000, hatchback: 9_500, suv: 11_000, coupe: 12_500, pickup: 11_500 },
  excess: {
    standardAed: 500,
    options: [
      { amountAed: 350, factorBp: 10_500 },
      { amountAed: 500, factorBp: 10_000 },
      { amountAed: 1_000, factorBp: 9_500 },
      { amountAed: 2_000, factorBp: 9_000 },
    ],
  },
  thirdPartyBase: { sedan: 750, hatchback: 700, coupe: 900, suv: 1_000, pickup: 950 },
  thirdPartyMinimumAed: 550,
  driverAge: bands([
    [17, 20, 16_000],
    [21, 24, 13_500],
    [25, 29, 11_000],
    [30, 59, 10_000],
    [60, 64, 11_000],
    [65, 69, 12_500],
    [70, 75, 14_500],
    [76, null, 17_000],
  ]),
  uaeLicence: { under6Months: 13_500, '6To12Months': 12_000, '1To2Years': 11_000, over2Years: 10_000 },
  noClaimYears: bands([
    [0, 0, 10_000],
    [1, 1, 9_000],
    [2, 2, 8_500],
    [3, 4, 8_000],
    [5, null, 7_500],
  ]),
  emirate: {
    'abu-dhabi': 10_000,
    dubai: 10_500,
    sharjah: 10_800,
    ajman: 11_000,
    'umm-al-quwain': 10_500,
    'ras-al-khaimah': 10_500,
    fujairah: 10_500,
  },
  addOns: {
    roadsideAssistance: { kind: 'flat', amountAed: 150 },
    paDriver: { kind: 'flat', amountAed: 120 },
    paPassengers: { kind: 'perPassenger', amountAed: 30 },
    rentACar: { kind: 'flat', amountAed: 250 },
    omanCover: { kind: 'flat', amountAed: 200 },
  },
  passengerSeats: { sedan: 4, hatchback: 4, coupe: 1, suv: 6, pickup: 2 },
} as const;

type CarProfile = {
  slug: string;
  /** Scale on the value rates (10000 = the template). */
  rateScaleBp: number;
  /** Scale on the third-party bases. */
  thirdPartyScaleBp: number;
  minimumPremiumAed: number;
  agencyRepairFactorBp: number;
  /** Agency repair only for cars up to this age (years). */
  agencyMaxAge: number;
  /** Comprehensive cover only for cars up to this age. */
  comprehensiveMaxAge: number;
  /** Some insurers quote only from this driver age. */
  driverMinAge?: number;
  /** Comprehensive cover only up to this vehicle value (dearer cars are referred, not quoted online). */
  maxValueAed?: number;
  /** No quote for a UAE licence held under 6 months. */
  declineNewLicence?: boolean;
};

const profiles: CarProfile[] = [
  {
    slug: 'falcon-crest',
    rateScaleBp: 10_000,
    thirdPartyScaleBp: 10_000,
    minimumPremiumAed: 1_200,
    agencyRepairFactorBp: 11_500,
    agencyMaxAge: 3,
    comprehensiveMaxAge: 10,
  },
  {
    slug: 'dune-harbour',
    rateScaleBp: 9_200,
    thirdPartyScaleBp: 9_500,
    minimumPremiumAed: 1_100,
    agencyRepairFactorBp: 12_000,
    agencyMaxAge: 2,
    comprehensiveMaxAge: 8,
    driverMinAge: 25,
  },
  {
    slug: 'pearl-gate',
    rateScaleBp: 10_500,
    thirdPartyScaleBp: 10_200,
    minimumPremiumAed: 1_300,
    agencyRepairFactorBp: 11_500,
    agencyMaxAge: 3,
    comprehensiveMaxAge: 12,
  },
  {
    slug: 'oasis-meridian',
    rateScaleBp: 9_000,
    thirdPartyScaleBp: 9_000,
    minimumPremiumAed: 1_000,
    agencyRepairFactorBp: 12_500,
    agencyMaxAge: 2,
    comprehensiveMaxAge: 10,
    driverMinAge: 25,
    declineNewLicence: true,
  },
  {
    slug: 'saffron-shield',
    rateScaleBp: 10_800,
    thirdPartyScaleBp: 10_500,
    minimumPremiumAed: 1_350,
    agencyRepairFactorBp: 11_000,
    agencyMaxAge: 5,
    comprehensiveMaxAge: 15,
  },
  {
    slug: 'crescent-tide',
    rateScaleBp: 9_600,
    thirdPartyScaleBp: 9_800,
    minimumPremiumAed: 1_150,
    agencyRepairFactorBp: 11_500,
    agencyMaxAge: 3,
    comprehensiveMaxAge: 10,
    maxValueAed: 1_000_000,
  },
  {
    slug: 'palm-lantern',
    rateScaleBp: 9_900,
    thirdPartyScaleBp: 10_000,
    minimumPremiumAed: 1_200,
    agencyRepairFactorBp: 11_500,
    agencyMaxAge: 3,
    comprehensiveMaxAge: 12,
  },
  {
    slug: 'sandstone-guardian',
    rateScaleBp: 8_800,
    thirdPartyScaleBp: 9_200,
    minimumPremiumAed: 950,
    agencyRepairFactorBp: 13_000,
    agencyMaxAge: 1,
    comprehensiveMaxAge: 8,
    driverMinAge: 25,
    maxValueAed: 500_000,
  },
  {
    slug: 'azure-dhow',
    rateScaleBp: 10_200,
    thirdPartyScaleBp: 10_100,
    minimumPremiumAed: 1_250,
    agencyRepairFactorBp: 11_500,
    agencyMaxAge: 4,
    comprehensiveMaxAge: 12,
  },
  {
    slug: 'golden-ghaf',
    rateScaleBp: 9_400,
    thirdPartyScaleBp: 9_600,
    minimumPremiumAed: 1_100,
    agencyRepairFactorBp: 12_000,
    agencyMaxAge: 3,
    comprehensiveMaxAge: 10,
    declineNewLicence: true,
  },
  {
    slug: 'mirage-point',
    rateScaleBp: 10_400,
    thirdPartyScaleBp: 9_900,
    minimumPremiumAed: 1_250,
    agencyRepairFactorBp: 11_500,
    agencyMaxAge: 3,
    comprehensiveMaxAge: 10,
  },
  {
    slug: 'coral-minaret',
    rateScaleBp: 11_000,
    thirdPartyScaleBp: 10_800,
    minimumPremiumAed: 1_400,
    agencyRepairFactorBp: 11_000,
    agencyMaxAge: 5,
    comprehensiveMaxAge: 15,
  },
  {
    slug: 'nomad-star',
    rateScaleBp: 8_600,
    thirdPartyScaleBp: 8_800,
    minimumPremiumAed: 900,
    agencyRepairFactorBp: 12_500,
    agencyMaxAge: 2,
    comprehensiveMaxAge: 8,
    driverMinAge: 25,
    maxValueAed: 750_000,
  },
  {
    slug: 'silver-oryx',
    rateScaleBp: 9_700,
    thirdPartyScaleBp: 9_700,
    minimumPremiumAed: 1_150,
    agencyRepairFactorBp: 12_000,
    agencyMaxAge: 3,
    comprehensiveMaxAge: 10,
    maxValueAed: 2_000_000,
  },
];

type CarRule = TUnderwritingRule<TCarRateTable['rules'][number]['field']>;

function rulesOf(p: CarProfile): CarRule[] {
  const rules: CarRule[] = [
    {
      id: 'agencyRepairVehicleAge',
      field: 'vehicleAgeYears',
      max: p.agencyMaxAge,
      when: [{ field: 'agencyRepair', equals: true }],
      reasonKey: 'quotes:decline.agencyRepairVehicleAge',
    },
    {
      id: 'comprehensiveVehicleAge',
      field: 'vehicleAgeYears',
      max: p.comprehensiveMaxAge,
      when: [{ field: 'coverType', equals: 'comprehensive' }],
      reasonKey: 'quotes:decline.vehicleAgeMax',
    },
  ];
  if (p.driverMinAge !== undefined) {
    rules.push({
      id: 'driverMinAge',
      field: 'driverAge',
      min: p.driverMinAge,
      when: [],
      reasonKey: 'quotes:decline.driverAgeMin',
    });
  }
  if (p.maxValueAed !== undefined) {
    rules.push({
      id: 'vehicleValueMax',
      field: 'vehicleValueAed',
      max: p.maxValueAed,
      when: [{ field: 'coverType', equals: 'comprehensive' }],
      reasonKey: 'quotes:decline.vehicleValueMax',
    });
  }
  if (p.declineNewLicence) {
    rules.push({
      id: 'newLicence',
      field: 'uaeLicence',
      noneOf: ['under6Months'],
      when: [],
      reasonKey: 'quotes:decline.licenceTooRecent',
    });
  }
  return rules;
}

const t = CAR_TEMPLATE;

export const carRatesSeed: TCarRateTable[] = profiles.map((p) => ({
  id: `car-${p.slug}`,
  productId: PRODUCT.CAR_INSURANCE,
  providerId: insurer(p.slug).id,
  version: 1,
  currency: 'AED',
  vatRateBp: 500,
  comprehensive: {
    valueTiers: t.valueTiers.map((tier) => ({
      uptoAed: tier.uptoAed,
      rateBp: scaled(tier.rateBp, p.rateScaleBp),
    })),
    minimumPremiumAed: p.minimumPremiumAed,
    vehicleAge: t.vehicleAge.map((b) => ({ ...b })),
    bodyType: { ...t.bodyType },
    agencyRepairFactorBp: p.agencyRepairFactorBp,
    excess: { standardAed: t.excess.standardAed, options: t.excess.options.map((o) => ({ ...o })) },
  },
  thirdParty: {
    baseByBodyType: {
      sedan: scaled(t.thirdPartyBase.sedan, p.thirdPartyScaleBp),
      hatchback: scaled(t.thirdPartyBase.hatchback, p.thirdPartyScaleBp),
      coupe: scaled(t.thirdPartyBase.coupe, p.thirdPartyScaleBp),
      suv: scaled(t.thirdPartyBase.suv, p.thirdPartyScaleBp),
      pickup: scaled(t.thirdPartyBase.pickup, p.thirdPartyScaleBp),
    },
    minimumPremiumAed: t.thirdPartyMinimumAed,
  },
  driverAge: t.driverAge.map((b) => ({ ...b })),
  uaeLicence: { ...t.uaeLicence },
  noClaimYears: t.noClaimYears.map((b) => ({ ...b })),
  emirate: { ...t.emirate },
  addOns: {
    roadsideAssistance: { ...t.addOns.roadsideAssistance },
    paDriver: { ...t.addOns.paDriver },
    paPassengers: { ...t.addOns.paPassengers },
    rentACar: { ...t.addOns.rentACar },
    omanCover: { ...t.addOns.omanCover },
  },
  passengerSeats: { ...t.passengerSeats },
  rules: rulesOf(p),
}));

/** The agency-repair age limit of an insurer's car table (plans offer agency repair only where it applies). */
export function carProfileOf(slug: string): CarProfile {
  const p = profiles.find((x) => x.slug === slug);
  if (!p) throw new Error(`no car profile for ${slug}`);
  return p;
}
