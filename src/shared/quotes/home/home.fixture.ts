import type { THomeInput, THomePlan, THomeRateTable } from '../../contracts/quotes';
import { PRODUCT } from '../../domain/products';

/** A small home rate table with round numbers, for worked examples by hand. */
export const HOME_TABLE: THomeRateTable = {
  id: 'home-test',
  productId: PRODUCT.HOME_INSURANCE,
  providerId: 1,
  version: 1,
  currency: 'AED',
  vatRateBp: 500,
  buildingRatePerMille: { apartment: 0.4, villa: 0.6, townhouse: 0.5 },
  contentsRatePerMille: 2,
  contentsPropertyType: { apartment: 10_000, villa: 12_000, townhouse: 11_000 },
  emirate: {
    'abu-dhabi': 9_500,
    dubai: 10_000,
    sharjah: 10_500,
    ajman: 11_000,
    'umm-al-quwain': 11_000,
    'ras-al-khaimah': 11_000,
    fujairah: 11_000,
  },
  tier: { essential: 9_000, plus: 10_000, premium: 12_000 },
  accidentalDamageFactorBp: 11_500,
  minimumPremiumAed: 300,
  rules: [
    {
      id: 'buildingValueMax',
      field: 'buildingValueAed',
      max: 10_000_000,
      when: [],
      reasonKey: 'quotes:decline.buildingValueMax',
    },
    {
      id: 'contentsValueMax',
      field: 'contentsValueAed',
      max: 1_000_000,
      when: [],
      reasonKey: 'quotes:decline.contentsValueMax',
    },
  ],
};

const text = (en: string) => ({ en, ar: en });

export function homePlan(home: THomePlan['home'], planId: number): THomePlan {
  return {
    planId,
    providerId: 1,
    slug: `test-home-${planId}`,
    productId: PRODUCT.HOME_INSURANCE,
    planName: text(`Plan ${planId}`),
    rateTableId: 'home-test',
    features: [],
    limits: [],
    offers: [],
    coverInfo: [],
    showPriceOnRequest: 0,
    startingFrom: null,
    isHidden: false,
    sponsored: false,
    home,
  };
}

export const CONTENTS_ONLY = homePlan(
  { sections: ['contents'], tier: 'essential', accidentalDamage: false, personalLiabilityAed: 500_000 },
  1401,
);
export const HOME_PLUS = homePlan(
  {
    sections: ['building', 'contents'],
    tier: 'plus',
    accidentalDamage: true,
    personalLiabilityAed: 2_000_000,
  },
  1402,
);
export const HOME_PREMIUM = homePlan(
  {
    sections: ['building', 'contents'],
    tier: 'premium',
    accidentalDamage: false,
    personalLiabilityAed: 5_000_000,
  },
  1403,
);

export const VILLA_OWNER: THomeInput = {
  ownership: 'owner',
  propertyType: 'villa',
  emirate: 'dubai',
  buildingValueAed: 2_000_000,
  contentsValueAed: 200_000,
};
