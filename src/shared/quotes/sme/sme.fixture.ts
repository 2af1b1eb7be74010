import type { TSmeInput, TSmePlan, TSmeRateTable } from '../../contracts/quotes';
import { PRODUCT } from '../../domain/products';

/** A small SME rate table with round numbers, for worked examples by hand. */
export const SME_TABLE: TSmeRateTable = {
  id: 'sme-test',
  productId: PRODUCT.SME_INSURANCE,
  providerId: 1,
  version: 1,
  currency: 'AED',
  vatRateBp: 500,
  sectionBase: {
    property: { '1To10': 1_000, '11To50': 2_000, '51To200': 5_000, over200: 10_000 },
    liability: { '1To10': 800, '11To50': 1_600, '51To200': 3_200, over200: 6_400 },
    workmen: { '1To10': 1_200, '11To50': 4_000, '51To200': 12_000, over200: 30_000 },
    marine: { '1To10': 1_000, '11To50': 2_000, '51To200': 4_000, over200: 8_000 },
  },
  riskClassOf: {
    trading: 'medium',
    retail: 'medium',
    restaurant: 'high',
    consultancy: 'low',
    technology: 'low',
    construction: 'high',
    logistics: 'high',
    healthcare: 'medium',
    manufacturing: 'high',
    other: 'medium',
  },
  riskClass: { low: 8_000, medium: 10_000, high: 15_000 },
  emirate: {
    'abu-dhabi': 10_000,
    dubai: 10_000,
    sharjah: 10_500,
    ajman: 11_000,
    'umm-al-quwain': 11_000,
    'ras-al-khaimah': 11_000,
    fujairah: 11_000,
  },
  tier: { essential: 9_000, plus: 10_000, premium: 12_500 },
  minimumPremiumAed: 1_500,
  rules: [
    {
      id: 'constructionExcluded',
      field: 'activity',
      noneOf: ['construction'],
      when: [],
      reasonKey: 'quotes:decline.businessActivityExcluded',
    },
    {
      id: 'over200Referred',
      field: 'employeeBand',
      noneOf: ['over200'],
      when: [],
      reasonKey: 'quotes:decline.employeeBandReferred',
    },
  ],
};

const text = (en: string) => ({ en, ar: en });

export function smePlan(sme: TSmePlan['sme'], planId: number): TSmePlan {
  return {
    planId,
    providerId: 1,
    slug: `test-sme-${planId}`,
    productId: PRODUCT.SME_INSURANCE,
    planName: text(`Plan ${planId}`),
    rateTableId: 'sme-test',
    features: [],
    limits: [],
    offers: [],
    coverInfo: [],
    showPriceOnRequest: 0,
    startingFrom: null,
    isHidden: false,
    sponsored: false,
    sme,
  };
}

export const SME_SHIELD = smePlan(
  { sections: ['property', 'liability'], tier: 'essential', liabilityLimitAed: 1_000_000 },
  1301,
);
export const SME_PLUS = smePlan(
  { sections: ['property', 'liability', 'workmen', 'marine'], tier: 'plus', liabilityLimitAed: 2_000_000 },
  1302,
);

export const SME_INPUT: TSmeInput = {
  activity: 'technology',
  employeeBand: '1To10',
  emirate: 'dubai',
  covers: ['property', 'liability'],
};
