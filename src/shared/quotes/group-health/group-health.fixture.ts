import type { TGroupHealthInput, TGroupHealthPlan, TGroupHealthRateTable } from '../../contracts/quotes';
import { PRODUCT } from '../../domain/products';

/** A small group health rate table with round numbers, for worked examples by hand. */
export const GROUP_HEALTH_TABLE: TGroupHealthRateTable = {
  id: 'group-health-test',
  productId: PRODUCT.GROUP_HEALTH,
  providerId: 1,
  version: 1,
  currency: 'AED',
  vatRateBp: 500,
  perEmployee: [
    { from: 18, to: 29, amountAed: 2_000 },
    { from: 30, to: 39, amountAed: 3_000 },
    { from: 40, to: 49, amountAed: 4_000 },
    { from: 50, to: null, amountAed: 6_000 },
  ],
  groupSize: [
    { upto: 9, factorBp: 11_000 },
    { upto: 49, factorBp: 10_000 },
    { upto: null, factorBp: 9_000 },
  ],
  annualLimit: [
    { uptoAed: 150_000, factorBp: 3_000 },
    { uptoAed: 500_000, factorBp: 7_000 },
    { uptoAed: 1_000_000, factorBp: 10_000 },
    { uptoAed: null, factorBp: 13_000 },
  ],
  networkTier: { restricted: 8_000, general: 10_000, premier: 12_500, global: 16_000 },
  copay: [
    { percent: 0, factorBp: 11_500 },
    { percent: 10, factorBp: 10_000 },
    { percent: 20, factorBp: 9_000 },
  ],
  emirate: {
    'abu-dhabi': 11_000,
    dubai: 10_500,
    sharjah: 9_500,
    ajman: 9_000,
    'umm-al-quwain': 9_000,
    'ras-al-khaimah': 9_000,
    fujairah: 9_000,
  },
  minimumPremiumAed: 2_000,
  rules: [
    {
      id: 'employeeCountMin',
      field: 'employeeCount',
      min: 2,
      when: [],
      reasonKey: 'quotes:decline.employeeCountMin',
    },
    {
      id: 'employeeCountMax',
      field: 'employeeCount',
      max: 500,
      when: [],
      reasonKey: 'quotes:decline.employeeCountMax',
    },
    {
      id: 'averageAgeMax',
      field: 'averageAge',
      max: 55,
      when: [],
      reasonKey: 'quotes:decline.averageAgeMax',
    },
    {
      id: 'dubaiNeedsDhaPlan',
      field: 'mandatoryCover',
      oneOf: ['DHA_EBP'],
      when: [{ field: 'emirate', equals: 'dubai' }],
      reasonKey: 'quotes:decline.mandatoryCoverNotMet',
    },
    {
      id: 'abuDhabiNeedsDohPlan',
      field: 'mandatoryCover',
      oneOf: ['DOH_BASIC'],
      when: [{ field: 'emirate', equals: 'abu-dhabi' }],
      reasonKey: 'quotes:decline.mandatoryCoverNotMet',
    },
  ],
};

const text = (en: string) => ({ en, ar: en });

export function groupHealthPlan(
  groupHealth: TGroupHealthPlan['groupHealth'],
  planId: number,
): TGroupHealthPlan {
  return {
    planId,
    providerId: 1,
    slug: `test-group-health-${planId}`,
    productId: PRODUCT.GROUP_HEALTH,
    planName: text(`Plan ${planId}`),
    rateTableId: 'group-health-test',
    features: [],
    limits: [],
    offers: [],
    coverInfo: [],
    showPriceOnRequest: 0,
    startingFrom: null,
    isHidden: false,
    sponsored: false,
    groupHealth,
  };
}

export const GH_ESSENTIAL = groupHealthPlan(
  { mandatoryCover: 'DHA_EBP', networkTier: 'restricted', annualLimitAed: 150_000, copayPercent: 20 },
  2201,
);
export const GH_GOLD = groupHealthPlan(
  { mandatoryCover: 'DHA_EBP', networkTier: 'premier', annualLimitAed: 1_000_000, copayPercent: 0 },
  2202,
);
export const GH_NORTHERN = groupHealthPlan(
  { mandatoryCover: null, networkTier: 'general', annualLimitAed: 500_000, copayPercent: 10 },
  2203,
);

export const GH_INPUT: TGroupHealthInput = {
  employeeCount: 20,
  averageAge: 35,
  emirate: 'dubai',
  currentlyInsured: true,
};
