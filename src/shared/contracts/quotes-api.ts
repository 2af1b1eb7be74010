import { z } from 'zod';
import { ZEnquiryId } from './journey';
import {
  KEEP_MY_DOCTOR_MAX,
  QUOTE_LIST_LIMIT_MAX,
  QUOTE_PAGE_SIZE,
  QUOTE_SORTS,
  FILTER_FIELD_TYPES,
  LEAD_SOURCES,
  LEAD_CHANNELS,
} from './quotes-api-constants';

export * from './quotes-api-constants';

/**
 * The quotes API (docs/product/quotes.md 'Quote', 'Quotes response', 'Filter field'; docs/product/quotes.md paging, sorting, de-duplication,
 * grouping, text filter; docs/product/quotes.md 'Quotes fetch'; docs/product/quotes.md). Visitor-facing texts arrive already in the request's
 * language (accept-language), amounts in AED. The browser checks answers with the zod-free guards in
 * quotes-api-constants.ts; the server parses requests with these schemas.
 */

/** A filter answer: an option id, a list of ids (multiSelect), or typed text (text/input filters). */
const ZFilterValue = z.union([
  z.string().max(100),
  z.array(z.string().max(100)).max(50),
  z.number().finite(),
]);

/** A health member as the quotes body carries it (docs/product/quotes.md: 'Health: members array'). */
export const ZQuoteMember = z.strictObject({
  relation: z.string().min(1).max(32),
  age: z.number().int().min(0).max(120),
  gender: z.string().max(16).optional(),
});

/**
 * POST /api/quotes (the default `action` of a quotes page). Besides the fixed keys, the body carries the
 * selected filter field ids mapped to ids or id arrays (docs/product/quotes.md); the server accepts only the filter ids
 * its own `fields` list names for the product, and refuses others with 400.
 */
export const ZQuotesRequest = z
  .object({
    enquiryId: ZEnquiryId,
    skip: z.number().int().min(0).max(10_000).default(0),
    limit: z.number().int().min(1).max(QUOTE_LIST_LIMIT_MAX).default(QUOTE_PAGE_SIZE),
    type: z.literal('QUOTES').default('QUOTES'),
    sortBy: z.enum(QUOTE_SORTS).optional(),
    supplierId: z.number().int().positive().optional(),
    groupBy: z.literal('providerId').optional(),
    members: z.array(ZQuoteMember).max(12).optional(),
    /** Critical illness (docs/product/quotes.md): age, cover, term. */
    age: z.number().int().min(18).max(75).optional(),
    cover: z.number().int().min(1000).max(100_000_000).optional(),
    term: z.number().int().min(1).max(40).optional(),
    /** Case-insensitive contains match on a quote key or a feature of that id or key (docs/product/quotes.md). */
    textFilter: z.strictObject({ key: z.string().min(1).max(64), text: z.string().max(100) }).optional(),
    /**
     * Keep my doctor (health only, decision 0095): up to five hospital ids (`providerId` of the hospitals calls),
     * saved with the enquiry; omitted, the saved choice applies; an empty array clears it. Other products ignore it.
     */
    hospitalIds: z.array(z.number().int().positive()).max(KEEP_MY_DOCTOR_MAX).optional(),
  })
  .catchall(ZFilterValue);
export type TQuotesRequest = z.infer<typeof ZQuotesRequest>;

const ZMoney = z.strictObject({ unit: z.string().max(8), value: z.number().finite() });

export const ZQuoteFeature = z.strictObject({
  key: z.string().max(64),
  value: z.string().max(200),
  title: z.string().max(200),
  checked: z.boolean(),
  strike: z.boolean(),
  id: z.union([z.string().max(64), z.number().int()]),
});

export const ZBreakdownLine = z.strictObject({
  code: z.string().max(64),
  label: z.string().max(200),
  /** AED, two decimals (fils exact). */
  amount: z.number().finite(),
});

/** One rank term of 'Why this order' (ranking.ts): its label, weight and points. */
export const ZRankTerm = z.strictObject({
  term: z.string().max(32),
  label: z.string().max(200),
  weight: z.number().finite(),
  points: z.number().finite(),
  contribution: z.number().finite(),
});

/**
 * Keep my doctor (decision 0095): how many of the visitor's chosen hospitals the plan's network holds (a place is in
 * it when its insurer's network takes it at the plan's tier or below), each named in the request's language.
 */
export const ZNetworkMatch = z.strictObject({
  matched: z.number().int().min(0),
  total: z.number().int().min(0),
  hospitals: z
    .array(
      z.strictObject({
        providerId: z.number().int(),
        providerName: z.string().max(200),
        inNetwork: z.boolean(),
      }),
    )
    .max(KEEP_MY_DOCTOR_MAX),
});
export type TNetworkMatch = z.infer<typeof ZNetworkMatch>;

/** docs/product/quotes.md 'Quote', plus what a first-class marketplace adds (quote id, validity, breakdown, rank terms). */
export const ZQuote = z.strictObject({
  planId: z.number().int(),
  providerId: z.number().int(),
  imgUrl: z.string().max(300),
  providerLogo: z.string().max(300),
  label: z.string().max(200),
  providerName: z.string().max(200),
  mobLabel: z.string().max(200),
  planName: z.string().max(200),
  insurerName: z.string().max(200),
  priority: z.number().int(),
  quoteType: z.string().max(32).nullable(),
  planClaimSettlementRatio: z.number().finite().nullable(),
  basicPremium: ZMoney,
  premium: z.number().finite(),
  paymentFrequency: z.strictObject({ unit: z.string().max(32) }),
  showPriceOnRequest: z.number().int(),
  features: z.array(ZQuoteFeature).max(50),
  limits: z.array(z.strictObject({ name: z.string().max(200), value: z.string().max(200) })).max(50),
  maturityValue: z
    .strictObject({ value: z.number().finite(), last10yearGrowthRate: z.number().finite() })
    .nullable(),
  offerText: z.string().max(300),
  offers: z.array(z.strictObject({ description: z.string().max(300) })).max(20),
  coverInfo: z.array(z.strictObject({ row1: z.string().max(200), row2: z.string().max(200) })).max(20),
  button: z.strictObject({ label: z.string().max(64) }),
  badgeColourCode: z.string().max(16),
  isHidden: z.boolean(),
  startingFrom: z.number().finite().nullable(),
  // ours
  quoteId: z.string().max(40),
  sponsored: z.boolean(),
  pricedAt: z.iso.datetime({ offset: true }),
  validUntil: z.iso.datetime({ offset: true }),
  breakdown: z.array(ZBreakdownLine).max(40),
  rankTerms: z.array(ZRankTerm).max(10),
  /** The cover the plan gives (car value, health annual limit, travel medical limit) in AED, for COVER_DESC. */
  coverAmount: z.number().finite().nullable(),
  /** Health, once the visitor has chosen hospitals (keep my doctor, decision 0095). */
  networkMatch: ZNetworkMatch.optional(),
  /**
   * A loan offer's figures (decision 0018), AED and % a year: the monthly instalment on a reducing balance, the
   * APR from the cash flows including fees, the reducing rate and, when the bank quotes one, the flat rate.
   */
  loan: z
    .strictObject({
      amount: z.number().finite(),
      months: z.number().int().min(1),
      instalment: z.number().finite(),
      lastInstalment: z.number().finite(),
      totalInterest: z.number().finite(),
      totalFees: z.number().finite(),
      totalCost: z.number().finite(),
      aprPct: z.number().finite(),
      reducingRatePct: z.number().finite(),
      flatRatePct: z.number().finite().nullable(),
      salaryTransfer: z.boolean(),
      /**
       * Decision 0046: months at the starting rate (null: no fixed period), then the rate and the regular
       * instalment after them (null: none in the figures). Optional, so answers from before them still parse.
       */
      fixedMonths: z.number().int().min(1).nullable().optional(),
      followOnRatePct: z.number().finite().nullable().optional(),
      followOnInstalment: z.number().finite().nullable().optional(),
    })
    .optional(),
  /**
   * A bank account's own figures (decision 0076), AED and % a year: the minimum balance, the monthly fee charged
   * below it (the card's price) and, when the account pays one, its rate under the bank's own name for it.
   */
  account: z
    .strictObject({
      minBalance: z.number().finite(),
      feeBelowMinimum: z.number().finite(),
      ratePct: z.number().finite().nullable(),
      rateLabel: z.string().max(200),
    })
    .optional(),
});
export type TQuote = z.infer<typeof ZQuote>;
export type TLoanFigures = NonNullable<TQuote['loan']>;

/** docs/product/quotes.md 'Filter field'. */
export const ZFilterField = z.strictObject({
  id: z.string().max(64),
  type: z.enum(FILTER_FIELD_TYPES),
  label: z.string().max(200),
  required: z.boolean(),
  value: ZFilterValue.nullable(),
  options: z.array(z.strictObject({ id: z.string().max(100), name: z.string().max(200) })).max(300),
  fetchOptions: z
    .strictObject({
      url: z.string().max(200),
      idKey: z.string().max(32),
      valueKey: z.string().max(32),
      params: z.array(z.string().max(64)).max(5),
    })
    .nullable(),
  journeyId: z.number().int().nullable(),
  isSearchable: z.boolean(),
  errorMessage: z.string().max(200),
  searchedText: z.string().max(100),
  isHidden: z.boolean(),
});
export type TFilterField = z.infer<typeof ZFilterField>;

/** A loan the visitor would qualify for (decision 0064): AED and % a year, from the loan engine. */
export const ZLoanAlternative = z.strictObject({
  amount: z.number().finite(),
  months: z.number().int().min(1),
  instalment: z.number().finite(),
  aprPct: z.number().finite(),
  totalCost: z.number().finite(),
  providerId: z.number().int(),
  providerName: z.string().max(200),
  planName: z.string().max(200),
});

/**
 * Loans, when no lender makes an offer (decision 0064, docs/product/loans.md): the one reason in words, what was
 * asked, and what the same rules and the same lenders would allow instead: the largest amount (at the shortest
 * term that allows it), the largest at the term asked, or the lowest minimum salary when none accepts the salary.
 */
export const ZLoanRefusal = z.strictObject({
  reason: z.string().max(500),
  requested: z.strictObject({ amount: z.number().finite(), months: z.number().int().min(1) }),
  largest: ZLoanAlternative.nullable(),
  atYourTerm: ZLoanAlternative.nullable(),
  minSalary: z
    .strictObject({
      amount: z.number().finite(),
      providerName: z.string().max(200),
      planName: z.string().max(200),
    })
    .nullable(),
});
export type TLoanRefusal = z.infer<typeof ZLoanRefusal>;

/** docs/product/quotes.md 'Quotes response', plus progress (docs/product/quotes.md decision 'Progress') and the insurers that declined. */
export const ZQuotesResponse = z.strictObject({
  quotes: z.array(ZQuote),
  cardsLimit: z.number().int().min(1),
  title: z.string().max(200),
  description: z.string().max(1000),
  fields: z.array(ZFilterField),
  filters: z.record(z.string(), ZFilterValue),
  fieldValues: z.record(z.string(), z.unknown()),
  keysToFilter: z.array(z.string().max(64)),
  action: z.strictObject({ method: z.enum(['POST', 'GET']), url: z.string().max(200) }),
  horizontalScroll: z.boolean(),
  disclaimer: z.string().max(2000),
  isProviderPopularPlans: z.boolean(),
  totalCount: z.number().int().min(0),
  itemCount: z.number().int().min(0),
  limit: z.number().int().min(1),
  skip: z.number().int().min(0),
  sortBy: z.enum(QUOTE_SORTS),
  status: z.enum(['processing', 'done']),
  pricedCount: z.number().int().min(0),
  insurerCount: z.number().int().min(0),
  declined: z.array(
    z.strictObject({ providerId: z.number().int(), providerName: z.string(), reason: z.string() }),
  ),
  /**
   * The enquiry's mobile number once proved by its one-time code, masked ('*****4567'); null while none is
   * (the quotes-first journey, decision 0017, asks for it when the visitor chooses a plan or saves the results).
   */
  maskedMobile: z.string().max(20).nullable(),
  /** 'Why this order': the scoring terms and their weights for this product. */
  ranking: z.strictObject({
    terms: z.array(z.strictObject({ term: z.string(), label: z.string(), weight: z.number() })),
    note: z.string().max(1000),
  }),
  /** Loans with no offer (decision 0064); optional, so insurance answers and older answers still parse. */
  refusal: ZLoanRefusal.optional(),
});
export type TQuotesResponse = z.infer<typeof ZQuotesResponse>;

/** GET /api/quotes/{quoteId}: the quote certificate (owner only). */
export const ZQuoteCertificate = z.strictObject({
  quoteId: z.string().max(40),
  enquiryId: ZEnquiryId,
  countryProductId: z.number().int(),
  planId: z.number().int(),
  providerId: z.number().int(),
  planName: z.string(),
  providerName: z.string(),
  pricedAt: z.iso.datetime({ offset: true }),
  validUntil: z.iso.datetime({ offset: true }),
  /** True when the stored price had expired and this answer was priced again now. */
  repriced: z.boolean(),
  inputs: z.record(z.string(), z.unknown()),
  breakdown: z.array(ZBreakdownLine),
  vat: z.number().finite(),
  total: z.number().finite(),
  currency: z.literal('AED'),
});
export type TQuoteCertificate = z.infer<typeof ZQuoteCertificate>;

/** POST /api/lead_details (docs/product/quotes.md 'Lead'; decision 0013): a chosen plan, with the visitor's consent. */
export const ZLeadRequest = z.strictObject({
  planId: z.number().int().positive().optional(),
  providerId: z.number().int().positive().optional(),
  enquiryId: ZEnquiryId.optional(),
  quoteId: z.string().max(40).optional(),
  source: z.enum(LEAD_SOURCES),
  consent: z.boolean(),
  /** The no-results card's number (nine digits, or masked with `cachedEnquiryId`). */
  mobileNumber: z.string().max(20).optional(),
  /** The enquiry whose stored number a masked `mobileNumber` stands for (it must be the caller's). */
  cachedEnquiryId: ZEnquiryId.optional(),
  countryProductId: z.number().int().positive().optional(),
  // docs/product/quotes.md lead payload fields the browser sends with every lead
  sourceId: z.number().int().positive().optional(),
  visitId: z.number().int().positive().optional(),
  deviceUuid: z.string().max(64).optional(),
  utmSource: z.string().max(200).optional(),
  utmMedium: z.string().max(200).optional(),
  utmCampaign: z.string().max(200).optional(),
  utmTerm: z.string().max(200).optional(),
  utmContent: z.string().max(200).optional(),
  pbSource: z.string().max(200).optional(),
  /** Callback card and glossary (docs/product/quotes.md 'Callback lead'; docs/product/quotes.md): checked with the spec's messages. */
  name: z.string().max(100).optional(),
  email: z.string().max(254).optional(),
  /** Talk-to-expert: monthly income in AED (docs/product/quotes.md 'Monthly salary'). */
  income: z.union([z.number(), z.string().max(20)]).optional(),
  /** Decision 0030: the consent text version shown (default the current one), call window and channel. */
  consentVersion: z.string().max(32).optional(),
  callWindow: z
    .strictObject({
      from: z.string().max(5),
      to: z.string().max(5),
    })
    .optional(),
  channel: z.enum(LEAD_CHANNELS).optional(),
});
export type TLeadRequest = z.infer<typeof ZLeadRequest>;

export const ZLeadResponse = z.strictObject({
  leadId: z.string().max(40),
  status: z.literal('received'),
  planName: z.string().nullable(),
  providerName: z.string().nullable(),
  total: z.number().finite().nullable(),
  breakdown: z.array(ZBreakdownLine),
  /** What happens next, in the request's language. */
  nextSteps: z.array(z.string().max(300)).max(5),
  /** docs/product/quotes.md 'Lead creation … reads next.config.url' (talk-to-expert, doorway): where the browser goes. */
  next: z
    .strictObject({ type: z.literal('REDIRECT'), config: z.strictObject({ url: z.string().max(500) }) })
    .optional(),
  /** Decision 0030: what the visitor agreed to (capture-point leads). */
  consent: z
    .strictObject({
      version: z.string().max(32),
      callWindow: z.strictObject({ from: z.string(), to: z.string() }),
      channel: z.enum(LEAD_CHANNELS),
    })
    .optional(),
});
export type TLeadResponse = z.infer<typeof ZLeadResponse>;

/**
 * POST /api/car/comparison (docs/product/quotes.md 'Comparison data', docs/product/quotes.md 'POST car comparison'): 2 or 3 car plans (compare
 * limit 2 on mobile, 3 on desktop), the car, and optionally the visitor's own enquiry (owner-checked) so the
 * table shows their prices.
 */
export const ZCarComparisonRequest = z.strictObject({
  planIds: z.array(z.number().int().positive()).min(1).max(10),
  modelYear: z.number().int().min(1950).max(2100),
  make: z.string().trim().min(1).max(64),
  model: z.string().trim().min(1).max(64),
  variant: z.string().trim().max(64).optional(),
  enquiryId: ZEnquiryId.optional(),
});
export type TCarComparisonRequest = z.infer<typeof ZCarComparisonRequest>;

/** A cell: 'Yes' reads 'Included', 'NA' reads 'Excluded', anything else is shown as it is. */
export const ZComparisonCell = z.strictObject({
  planId: z.number().int(),
  value: z.union([z.string().max(300), z.number().finite(), z.null()]),
  isPriceOnRequest: z.boolean().optional(),
  position: z.number().int().min(0).optional(),
});
export const ZComparisonRow = z.strictObject({
  value: z.string().max(200),
  type: z.string().max(32).optional(),
  data: z.array(ZComparisonCell).max(3),
});
export type TComparisonRow = z.infer<typeof ZComparisonRow>;
/** docs/product/quotes.md 'Compare plan': planId, imgUrl, features (index 0 brand, index 2 car value in AED); ours: names, premium. */
export const ZComparisonPlan = z.strictObject({
  planId: z.number().int(),
  imgUrl: z.string().max(300),
  features: z.array(z.string().max(200)).max(10),
  planName: z.string().max(200),
  providerName: z.string().max(200),
  insurerName: z.string().max(200),
  /** AED: the visitor's own total when an owned enquiry was named and priced this plan, else `startingFrom`. */
  premium: z.number().finite().nullable(),
  isPriceOnRequest: z.boolean(),
});
export const ZCarComparison = z.strictObject({
  quotesBasicData: z.array(ZComparisonPlan).max(3),
  addonsDetails: z.array(ZComparisonRow).max(30),
  featuresAndBenifits: z.array(ZComparisonRow).max(80),
});
export type TCarComparison = z.infer<typeof ZCarComparison>;
