/** Product ids and their path segments (docs/product/pages.md 'Product ids'). */
export const PRODUCT = {
  CAR_INSURANCE: 1,
  TRAVEL_INSURANCE: 2,
  HEALTH_INSURANCE: 3,
  INVESTMENT: 4,
  TERM_INSURANCE: 5,
  BIKE_INSURANCE: 6,
  CREDIT_CARDS: 7,
  PERSONAL_LOANS: 8,
  HOME_LOANS: 10,
  CAR_LOANS: 11,
  BANK_ACCOUNTS: 12,
  SME_INSURANCE: 13,
  HOME_INSURANCE: 14,
  HOME: 17,
  INTERNATIONAL_MORTGAGE: 18,
  GROUP_HEALTH: 22,
  CREDIT_SCORE: 31,
  CRITICAL_ILLNESS: 56,
} as const;

/** Product path segments, docs/product/pages.md. 10 and 18 share mortgage-loan; 13 also answers to sme-insurance. */
export const PRODUCT_SEGMENTS: Readonly<Record<string, number>> = {
  'car-insurance': 1,
  'travel-insurance': 2,
  'health-insurance': 3,
  'investment-plans': 4,
  'term-insurance': 5,
  'bike-insurance': 6,
  'credit-cards': 7,
  'personal-loans': 8,
  'mortgage-loan': 10,
  'car-loans': 11,
  'bank-accounts': 12,
  'business-insurance': 13,
  'sme-insurance': 13,
  'home-insurance': 14,
  'group-health-insurance': 22,
  'credit-score': 31,
  'critical-illness': 56,
};

/** The canonical segment of a product id (first listed). */
export function segmentOfProduct(productId: number): string | undefined {
  return Object.keys(PRODUCT_SEGMENTS).find((k) => PRODUCT_SEGMENTS[k] === productId);
}

/**
 * A product's landing path without language prefix or trailing '/' ('/car-insurance'). International mortgages
 * (18) share the 'mortgage-loan' segment with home loans (10) and live one level down. '' when unknown.
 */
export function productPath(productId: number): string {
  if (productId === PRODUCT.INTERNATIONAL_MORTGAGE) return '/mortgage-loan/international-mortgage';
  const segment = segmentOfProduct(productId);
  return segment ? `/${segment}` : '';
}

/** Page type ids used by the foundation (docs/product/pages.md 'Page type ids'); 0 marks a product landing page. */
export const PAGE_TYPE = {
  LANDING: 0,
  BU: 1,
  ARTICLES: 2,
  NEWS_AND_UPDATE: 24,
  GLOSSARY: 54,
} as const;
