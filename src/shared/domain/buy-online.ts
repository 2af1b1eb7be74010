import { PRODUCT } from './products';

/**
 * Which products a visitor can buy online through the insurer (docs/product/policies.md): car, travel, individual
 * health and home. Every other product is advisor-only (a lead with consent, as built); a plan that can be bought
 * online offers both paths. Group health (product 22) is a separate product and stays advisor-only.
 */
export const BUY_ONLINE_PRODUCTS: readonly number[] = [
  PRODUCT.CAR_INSURANCE,
  PRODUCT.TRAVEL_INSURANCE,
  PRODUCT.HEALTH_INSURANCE,
  PRODUCT.HOME_INSURANCE,
];

export function buysOnline(productId: number): boolean {
  return BUY_ONLINE_PRODUCTS.includes(productId);
}
