import type { TCarInput, TCarPlan, TCarRateTable } from '../../contracts/quotes';
import { PRODUCT } from '../../domain/products';

/** A small car rate table with round numbers, so the worked examples can be followed by hand. */
export const CAR_TABLE: TCarRateTable = {
  id: 'car-test',
  productId: PRODUCT.CAR_INSURANCE,
  providerId: 1,
  version: 3,
  currency: 'AED',
  vatRateBp: 500,
  comprehensive: {
    valueTiers: [
      { uptoAed: 50_000, rateBp: 300 },
      { uptoAed: null, rateBp: 200 },
    ],
    minimumPremiumAed: 1_000,
    vehicleAge: [
      { from: 0, to: 3, factorBp: 10_000 },
      { from: 4, to: 7, factorBp: 11_000 },
      { from: 8, to: null, factorBp: 12_000 },
    ],
    bodyType: { sedan: 10_000, suv: 11_000, hatchback: 9_500, coupe: 12_500, pickup: 11_500 },
    agencyRepairFactorBp: 11_500,
    excess: {
      standardAed: 500,
      options: [
        { amountAed: 250, factorBp: 10_500 },
        { amountAed: 500, factorBp: 10_000 },
        { amountAed: 1_000, factorBp: 9_500 },
      ],
    },
  },
  thirdParty: {
    baseByBodyType: { sedan: 700, suv: 900, hatchback: 650, coupe: 800, pickup: 850 },
    minimumPremiumAed: 500,
  },
  driverAge: [
    { from: 17, to: 24, factorBp: 13_000 },
    { from: 25, to: 64, factorBp: 10_000 },
    { from: 65, to: null, factorBp: 12_000 },
  ],
  uaeLicence: { under6Months: 12_500, '6To12Months': 11_500, '1To2Years': 10_500, over2Years: 10_000 },
  noClaimYears: [
    { from: 0, to: 0, factorBp: 10_000 },
    { from: 1, to: 2, factorBp: 9_000 },
    { from: 3, to: null, factorBp: 8_000 },
  ],
  emirate: {
    'abu-dhabi': 10_000,
    dubai: 10_500,
    sharjah: 11_000,
    ajman: 10_500,
    'umm-al-quwain': 10_500,
    'ras-al-khaimah': 10_500,
    fujairah: 10_500,
  },
  addOns: {
    roadsideAssistance: { kind: 'flat', amountAed: 100 },
    paDriver: { kind: 'flat', amountAed: 120.5 },
    paPassengers: { kind: 'perPassenger', amountAed: 30 },
    rentACar: { kind: 'flat', amountAed: 200 },
    omanCover: { kind: 'flat', amountAed: 150 },
  },
  passengerSeats: { sedan: 4, suv: 6, hatchback: 4, coupe: 1, pickup: 2 },
  rules: [
    {
      id: 'agencyRepairVehicleAge',
      field: 'vehicleAgeYears',
      max: 3,
      when: [{ field: 'agencyRepair', equals: true }],
      reasonKey: 'quotes:decline.agencyRepairVehicleAge',
    },
  ],
};

const text = (en: string) => ({ en, ar: en });

export function carPlan(car: TCarPlan['car'], planId = 101): TCarPlan {
  return {
    planId,
    providerId: 1,
    slug: `test-car-${planId}`,
    productId: PRODUCT.CAR_INSURANCE,
    planName: text(`Plan ${planId}`),
    rateTableId: 'car-test',
    features: [],
    limits: [],
    offers: [],
    coverInfo: [],
    showPriceOnRequest: 0,
    startingFrom: null,
    isHidden: false,
    sponsored: false,
    car,
  };
}

export const GARAGE_PLAN = carPlan({
  coverType: 'comprehensive',
  agencyRepair: 'optional',
  addOns: {
    roadsideAssistance: 'included',
    paDriver: 'optional',
    omanCover: 'optional',
    rentACar: 'optional',
  },
});
export const AGENCY_PLAN = carPlan(
  { coverType: 'comprehensive', agencyRepair: 'included', addOns: { roadsideAssistance: 'included' } },
  102,
);
export const THIRD_PARTY_PLAN = carPlan(
  {
    coverType: 'thirdParty',
    agencyRepair: 'notAvailable',
    addOns: { roadsideAssistance: 'optional', paDriver: 'optional', paPassengers: 'optional' },
  },
  103,
);

export const CAR_INPUT: TCarInput = {
  vehicleValueAed: 120_000,
  vehicleAgeYears: 2,
  bodyType: 'sedan',
  emirate: 'dubai',
  driverAge: 35,
  uaeLicence: 'over2Years',
  noClaimYears: 2,
  coverType: 'comprehensive',
  agencyRepair: false,
  excessAed: null,
  addOns: [],
};
