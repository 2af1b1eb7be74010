import { PRODUCT } from '../domain/products';

/**
 * UAE VAT on insurance premiums (decision 0012 'Money'): general insurance is standard-rated at 5 %; life cover
 * (term and investment-linked life policies) is exempt. Each rate table carries its product's rate
 * (`vatRateBp`); this map is what the seed tests check the tables against.
 */
export const UAE_STANDARD_VAT_BP = 500;

export const VAT_RATE_BP_BY_PRODUCT: Readonly<Record<number, number>> = {
  [PRODUCT.CAR_INSURANCE]: UAE_STANDARD_VAT_BP,
  [PRODUCT.TRAVEL_INSURANCE]: UAE_STANDARD_VAT_BP,
  [PRODUCT.HEALTH_INSURANCE]: UAE_STANDARD_VAT_BP,
  [PRODUCT.BIKE_INSURANCE]: UAE_STANDARD_VAT_BP,
  [PRODUCT.SME_INSURANCE]: UAE_STANDARD_VAT_BP,
  [PRODUCT.HOME_INSURANCE]: UAE_STANDARD_VAT_BP,
  [PRODUCT.GROUP_HEALTH]: UAE_STANDARD_VAT_BP,
  [PRODUCT.CRITICAL_ILLNESS]: UAE_STANDARD_VAT_BP,
  [PRODUCT.TERM_INSURANCE]: 0,
  [PRODUCT.INVESTMENT]: 0,
};
