/** Journey constants without zod (browser chunks import these; journey.ts re-exports them). */

/** docs/product/journeys.md: products whose submission is finished by a background job. */
export const ASYNC_ENQUIRY_PRODUCTS: ReadonlySet<number> = new Set([31, 7, 18, 3]);

/**
 * Decision 0014 'Edit without starting over': the hidden form (by product) whose answers the quotes page lets a
 * visitor change and re-price in place, submitted through the journey's own rule check.
 */
export const QUOTE_OPTIONS_FORM_KEYS: Readonly<Partial<Record<number, string>>> = { 1: 'car.quoteOptions' };

/**
 * Decision 0017 'Quotes before the phone number': the journey type a landing page chooses (its data, or
 * `?journeyType=2`) to price before the contact step. Products that have it: car, travel and health.
 */
export const QUOTES_FIRST_JOURNEY_TYPE = 2;

/**
 * The hidden number form of a quotes page (decision 0017), by product: asked when a visitor of the quotes-first
 * journey chooses a plan or saves the results; submitted with PUT /api/prequote_enquiry/{stage}.
 */
export const SAVE_QUOTES_FORMS: Readonly<Partial<Record<number, { formKey: string; stage: number }>>> = {
  1: { formKey: 'car.saveQuotes', stage: 4 },
  2: { formKey: 'travel.saveQuotes', stage: 2 },
  3: { formKey: 'health.saveQuotes', stage: 3 },
};

/** docs/product/journeys.md: recent-search button 'Apply Now' for these products, else 'Buy Now'. */
export const APPLY_NOW_PRODUCTS: ReadonlySet<number> = new Set([7, 8, 10, 11, 12, 18]);

type RecentSearchShape = {
  createdAt: string;
  url: string;
  productName: string;
  text: string;
  subText: string;
  countryProductId: number;
};

function isRecentSearch(v: unknown): v is RecentSearchShape {
  if (!v || typeof v !== 'object') return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r.createdAt === 'string' &&
    /^\d{2}\/\d{2}\/\d{4}$/.test(r.createdAt) &&
    typeof r.url === 'string' &&
    typeof r.productName === 'string' &&
    typeof r.text === 'string' &&
    typeof r.subText === 'string' &&
    typeof r.countryProductId === 'number' &&
    Number.isInteger(r.countryProductId)
  );
}

/**
 * The browser's check of POST /api/recentSearches answers (the server's ZRecentSearchResponse, without zod so
 * the popup's chunk stays small). Same `safeParse` shape as a zod schema.
 */
export const recentSearchResponseParser = {
  safeParse(value: unknown): { success: boolean; data?: { data: RecentSearchShape[] } } {
    if (!value || typeof value !== 'object') return { success: false };
    const list = (value as Record<string, unknown>).data;
    if (!Array.isArray(list) || !list.every(isRecentSearch)) return { success: false };
    return { success: true, data: { data: list } };
  },
};
