import type { THealthPlan, THealthRateTable } from '../../contracts/quotes';
import { PRODUCT } from '../../domain/products';

/** A small health rate table with round numbers, for worked examples by hand. */
export const HEALTH_TABLE: THealthRateTable = {
  id: 'health-test',
  productId: PRODUCT.HEALTH_INSURANCE,
  providerId: 1,
  version: 1,
  currency: 'AED',
  vatRateBp: 500,
  memberBase: [
    { from: 0, to: 17, amountAed: 2_000 },
    { from: 18, to: 39, amountAed: 3_000 },
    { from: 40, to: 59, amountAed: 5_000 },
    { from: 60, to: null, amountAed: 9_000 },
  ],
  maternity: { loadingBp: 3_000, minAge: 18, maxAge: 45, relations: ['self', 'spouse'] },
  annualLimit: [
    { uptoAed: 250_000, factorBp: 5_000 },
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
  rules: [
    { id: 'entryAge', field: 'memberAge', max: 65, when: [], reasonKey: 'quotes:decline.memberEntryAge' },
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

export function healthPlan(
  health: Omit<THealthPlan['health'], 'pharmacyLimitAed' | 'tpaName'>,
  planId: number,
): THealthPlan {
  return {
    planId,
    providerId: 1,
    slug: `test-health-${planId}`,
    productId: PRODUCT.HEALTH_INSURANCE,
    planName: text(`Plan ${planId}`),
    rateTableId: 'health-test',
    features: [],
    limits: [],
    offers: [],
    coverInfo: [],
    showPriceOnRequest: 0,
    startingFrom: null,
    isHidden: false,
    sponsored: false,
    health: { ...health, pharmacyLimitAed: 5_000, tpaName: text('Test TPA') },
  };
}

export const SILVER_DUBAI = healthPlan(
  {
    mandatoryCover: 'DHA_EBP',
    networkTier: 'general',
    annualLimitAed: 500_000,
    copayPercent: 10,
    maternity: true,
  },
  301,
);
export const ESSENTIAL_DUBAI = healthPlan(
  {
    mandatoryCover: 'DHA_EBP',
    networkTier: 'restricted',
    annualLimitAed: 150_000,
    copayPercent: 20,
    maternity: true,
  },
  302,
);
export const ENHANCED_ABU_DHABI = healthPlan(
  {
    mandatoryCover: 'DOH_BASIC',
    networkTier: 'general',
    annualLimitAed: 1_000_000,
    copayPercent: 0,
    maternity: true,
  },
  303,
);
export const NORTHERN = healthPlan(
  {
    mandatoryCover: null,
    networkTier: 'premier',
    annualLimitAed: 3_000_000,
    copayPercent: 20,
    maternity: false,
  },
  304,
);
