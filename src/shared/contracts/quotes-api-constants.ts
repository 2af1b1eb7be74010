/** Quotes API constants without zod (browser chunks import these; quotes-api.ts re-exports them). */

/** docs/product/quotes.md: quote page size 10, cardsLimit 5, 4 skeletons, infinite scroll within 400 px. */
export const QUOTE_PAGE_SIZE = 10;
export const QUOTE_LIST_LIMIT_MAX = 50;
export const QUOTE_CARDS_LIMIT = 5;
export const QUOTE_SKELETONS = 4;
export const QUOTE_INFINITE_SCROLL_MARGIN_PX = 400;
/** docs/product/quotes.md: compare limit 2 on mobile, 3 on desktop. */
export const COMPARE_LIMIT_MOBILE = 2;
export const COMPARE_LIMIT_DESKTOP = 3;
/** docs/product/quotes.md: 2 offers then 'View Offers'; 4 cover-info lines (3 on car cards); term and travel: 3 features. */
export const QUOTE_OFFERS_SHOWN = 2;
export const QUOTE_COVER_INFO_LINES = 4;
export const QUOTE_COVER_INFO_LINES_CAR = 3;
export const QUOTE_FEATURES_CAPPED = 3;

/**
 * Recommended (priority), price low to high, cover high to low (health's default, docs/product/quotes.md), for
 * loans the total repayable low to high (docs/product/loans.md), and for health the most of the visitor's chosen
 * hospitals in the plan's network first, then price low to high (keep my doctor, decision 0095).
 */
export const QUOTE_SORTS = [
  'RECOMMENDED',
  'PRICE_ASC',
  'COVER_DESC',
  'TOTAL_ASC',
  'NETWORK_MATCH_DESC',
] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];

export const FILTER_FIELD_TYPES = ['multiSelect', 'text', 'dropdown', 'input'] as const;

/**
 * Where a lead comes from (docs/product/quotes.md capture points; decision 0013 'quote_click'; decision 0030): the quote list's
 * plan choices, and the capture points that send a mobile number (decision 0030).
 */
export const LEAD_SOURCES = [
  'quote_click',
  'compare',
  'certificate',
  'no_result',
  'footer_popup',
  'talk_to_expert',
  'customer_callback',
  'exit_intent',
  'advisor_popup',
  'user_popup',
  'splash',
  'doorway',
  'glossary',
] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
/** Sources that choose a plan of an enquiry (planId/quoteId); every other source sends a mobile number. */
export const PLAN_LEAD_SOURCES: ReadonlySet<LeadSource> = new Set(['quote_click', 'compare', 'certificate']);
/** Decision 0030: how the visitor prefers to be contacted. */
export const LEAD_CHANNELS = ['call', 'whatsapp', 'email'] as const;
/** Decision 0030 (UAE telemarketing rules): calls 09:00–18:00 UAE time; the visitor may narrow the window. */
export const CALL_WINDOW = { from: '09:00', to: '18:00', minFromMinute: 540, maxToMinute: 1080 } as const;
/** The consent text shown beside every capture point's consent box; a new text gets a new version. */
export const CONSENT_TEXT_VERSION = '2026-11-v1';
export const CONSENT_TEXT_VERSIONS: readonly string[] = [CONSENT_TEXT_VERSION];
/** Decision 0018: loan products whose quotes page lists the banks' offers (personal, home, car, mortgage). */
export const LOAN_OFFER_PRODUCT_IDS: readonly number[] = [8, 10, 11, 18];
/** Banking products whose quotes page lists the catalogue's offers: the loans and bank accounts (12). */
export const BANK_OFFER_PRODUCT_IDS: readonly number[] = [...LOAN_OFFER_PRODUCT_IDS, 12];

/** Keep my doctor (decision 0095): health quotes take up to five chosen hospitals or clinics. */
export const KEEP_MY_DOCTOR_PRODUCT_ID = 3;
export const KEEP_MY_DOCTOR_MAX = 5;

/**
 * The sorts a product's list offers (decision 0064): a loan has no cover (its recommended order is the lowest
 * APR; its price is the monthly instalment), a bank account neither cover nor total; insurance the first three;
 * health adds 'your hospitals first' once the visitor has chosen hospitals (decision 0095).
 */
export function sortsFor(productId: number, opts: { hospitals?: boolean } = {}): readonly QuoteSort[] {
  if (LOAN_OFFER_PRODUCT_IDS.includes(productId)) return ['RECOMMENDED', 'PRICE_ASC', 'TOTAL_ASC'];
  if (BANK_OFFER_PRODUCT_IDS.includes(productId)) return ['RECOMMENDED', 'PRICE_ASC'];
  if (productId === KEEP_MY_DOCTOR_PRODUCT_ID && opts.hospitals)
    return ['RECOMMENDED', 'PRICE_ASC', 'COVER_DESC', 'NETWORK_MATCH_DESC'];
  return ['RECOMMENDED', 'PRICE_ASC', 'COVER_DESC'];
}

/** docs/product/leads.md 'No-results capture' (docs/product/cards.md): the credit cards listing's number box. */
export const NO_RESULT_PRODUCTS: ReadonlySet<number> = new Set([7]);

/** Decision 0013: a car quote is valid 7 days, every other product's 30. */
export const QUOTE_VALIDITY_DAYS_CAR = 7;
export const QUOTE_VALIDITY_DAYS = 30;

export const QUOTES_ERROR_CODES = {
  ENQUIRY_NOT_FOUND: 'ENQUIRY_NOT_FOUND',
  QUOTE_NOT_FOUND: 'QUOTE_NOT_FOUND',
  UNKNOWN_FILTER: 'UNKNOWN_FILTER',
  NOT_PRICED_PRODUCT: 'NOT_PRICED_PRODUCT',
  CONSENT_REQUIRED: 'CONSENT_REQUIRED',
  /** The enquiry's journey is not finished, or its answers cannot be priced (422). */
  ENQUIRY_INCOMPLETE: 'ENQUIRY_INCOMPLETE',
  /** A plan id that is not in the catalogue (or not of this product). */
  PLAN_NOT_FOUND: 'PLAN_NOT_FOUND',
  /** A plan chosen on an enquiry whose number is not proved by its code yet (decision 0017; 409). */
  MOBILE_NOT_VERIFIED: 'MOBILE_NOT_VERIFIED',
  /** A plan chosen at a price past its validity (409): the list re-prices it first. */
  QUOTE_EXPIRED: 'QUOTE_EXPIRED',
  /** A lead's mobile number is missing or not a UAE mobile (422; the spec's messages). */
  INVALID_MOBILE: 'INVALID_MOBILE',
  /** Callback card / glossary name missing or invalid (422; 'Name is required.'). */
  INVALID_NAME: 'INVALID_NAME',
  /** Glossary e-mail missing or invalid (422). */
  INVALID_EMAIL: 'INVALID_EMAIL',
  /** Talk-to-expert income missing or not a positive whole number (422; 'Invalid value'). */
  INVALID_INCOME: 'INVALID_INCOME',
  /** A call window outside 09:00–18:00, reversed or malformed (422). */
  INVALID_CALL_WINDOW: 'INVALID_CALL_WINDOW',
  /** A consent text version the server does not know (422). */
  INVALID_CONSENT_VERSION: 'INVALID_CONSENT_VERSION',
  /** A capture point's product is not a product of the site (422). */
  INVALID_PRODUCT: 'INVALID_PRODUCT',
  /** A chosen hospital id (keep my doctor, decision 0095) that names no place of the hospitals table (400). */
  UNKNOWN_HOSPITAL: 'UNKNOWN_HOSPITAL',
} as const;
