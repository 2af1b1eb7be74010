import type {
  TCarComparison,
  TFilterField,
  TLeadResponse,
  TQuote,
  TQuoteCertificate,
  TQuotesResponse,
} from './quotes-api';
import { COMPARE_LIMIT_DESKTOP, FILTER_FIELD_TYPES, QUOTE_SORTS } from './quotes-api-constants';

/**
 * The browser's checks of the quotes API's answers (the server's zod schemas in quotes-api.ts, without zod so
 * the quotes islands stay small: decision 0005). Same `safeParse` shape as a zod schema, for the request helper.
 * They check what the islands read, so a malformed answer is an INVALID_RESPONSE instead of a crash; the server
 * remains the strict side.
 */

type Parsed<T> = { success: boolean; data?: T };
type Guard<T> = (v: unknown) => v is T;

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const isNumOrNull = (v: unknown): v is number | null => v === null || isNum(v);
const isStrOrNull = (v: unknown): v is string | null => v === null || isStr(v);
/** An ISO date-time the browser can read (Date.parse), like the server's z.iso.datetime. */
const isDateTime = (v: unknown): v is string => isStr(v) && !Number.isNaN(Date.parse(v));
const arrayOf =
  (item: (v: unknown) => boolean, max = 10_000) =>
  (v: unknown): v is unknown[] =>
    Array.isArray(v) && v.length <= max && v.every((x) => item(x));

function parser<T>(guard: Guard<T>): { safeParse(value: unknown): Parsed<T> } {
  return {
    safeParse(value: unknown): Parsed<T> {
      return guard(value) ? { success: true, data: value } : { success: false };
    },
  };
}

const isFilterValue = (v: unknown): v is string | string[] | number =>
  isStr(v) || isNum(v) || (Array.isArray(v) && v.every(isStr));

const isMoney = (v: unknown) => isObj(v) && isStr(v.unit) && isNum(v.value);

const isFeature = (v: unknown) =>
  isObj(v) &&
  isStr(v.key) &&
  isStr(v.value) &&
  isStr(v.title) &&
  isBool(v.checked) &&
  isBool(v.strike) &&
  (isStr(v.id) || isInt(v.id));

const isBreakdownLine = (v: unknown): v is TQuote['breakdown'][number] =>
  isObj(v) && isStr(v.code) && isStr(v.label) && isNum(v.amount);

const isRankTerm = (v: unknown) =>
  isObj(v) && isStr(v.term) && isStr(v.label) && isNum(v.weight) && isNum(v.points) && isNum(v.contribution);

const isNameValue = (v: unknown) => isObj(v) && isStr(v.name) && isStr(v.value);
const isDescription = (v: unknown) => isObj(v) && isStr(v.description);
const isCoverRow = (v: unknown) => isObj(v) && isStr(v.row1) && isStr(v.row2);

/** A bank account's figures (decision 0076). */
const isAccountFigures = (v: unknown): boolean =>
  isObj(v) && isNum(v.minBalance) && isNum(v.feeBelowMinimum) && isNumOrNull(v.ratePct) && isStr(v.rateLabel);

/** A loan offer's figures (decision 0018). */
function isLoanFigures(v: unknown): boolean {
  return (
    isObj(v) &&
    [
      'amount',
      'instalment',
      'lastInstalment',
      'totalInterest',
      'totalFees',
      'totalCost',
      'aprPct',
      'reducingRatePct',
    ].every((k) => isNum(v[k])) &&
    isInt(v.months) &&
    isNumOrNull(v.flatRatePct) &&
    isBool(v.salaryTransfer) &&
    // Decision 0046 (optional: answers from before it have none).
    (v.fixedMonths === undefined || v.fixedMonths === null || isInt(v.fixedMonths)) &&
    (v.followOnRatePct === undefined || isNumOrNull(v.followOnRatePct)) &&
    (v.followOnInstalment === undefined || isNumOrNull(v.followOnInstalment))
  );
}

/** Keep my doctor's match on a health quote (decision 0095). */
const isNetworkMatch = (v: unknown): boolean =>
  isObj(v) &&
  isInt(v.matched) &&
  isInt(v.total) &&
  v.matched >= 0 &&
  v.matched <= v.total &&
  arrayOf(
    (h: unknown) => isObj(h) && isInt(h.providerId) && isStr(h.providerName) && isBool(h.inNetwork),
    5,
  )(v.hospitals);

export function isQuote(v: unknown): v is TQuote {
  if (!isObj(v)) return false;
  const maturity = v.maturityValue;
  return (
    isInt(v.planId) &&
    isInt(v.providerId) &&
    isStr(v.imgUrl) &&
    isStr(v.providerLogo) &&
    isStr(v.providerName) &&
    isStr(v.planName) &&
    isStr(v.insurerName) &&
    isInt(v.priority) &&
    isStrOrNull(v.quoteType) &&
    isNumOrNull(v.planClaimSettlementRatio) &&
    isMoney(v.basicPremium) &&
    isNum(v.premium) &&
    isObj(v.paymentFrequency) &&
    isStr(v.paymentFrequency.unit) &&
    isInt(v.showPriceOnRequest) &&
    arrayOf(isFeature)(v.features) &&
    arrayOf(isNameValue)(v.limits) &&
    (maturity === null ||
      (isObj(maturity) && isNum(maturity.value) && isNum(maturity.last10yearGrowthRate))) &&
    arrayOf(isDescription)(v.offers) &&
    arrayOf(isCoverRow)(v.coverInfo) &&
    isObj(v.button) &&
    isStr(v.button.label) &&
    isBool(v.isHidden) &&
    isNumOrNull(v.startingFrom) &&
    isStr(v.quoteId) &&
    isBool(v.sponsored) &&
    isDateTime(v.pricedAt) &&
    isDateTime(v.validUntil) &&
    arrayOf(isBreakdownLine)(v.breakdown) &&
    arrayOf(isRankTerm)(v.rankTerms) &&
    isNumOrNull(v.coverAmount) &&
    (v.networkMatch === undefined || isNetworkMatch(v.networkMatch)) &&
    (v.loan === undefined || isLoanFigures(v.loan)) &&
    (v.account === undefined || isAccountFigures(v.account))
  );
}

const isOption = (v: unknown) => isObj(v) && isStr(v.id) && isStr(v.name);

export function isFilterField(v: unknown): v is TFilterField {
  if (!isObj(v)) return false;
  const f = v.fetchOptions;
  return (
    isStr(v.id) &&
    (FILTER_FIELD_TYPES as readonly unknown[]).includes(v.type) &&
    isStr(v.label) &&
    isBool(v.required) &&
    (v.value === null || isFilterValue(v.value)) &&
    arrayOf(isOption)(v.options) &&
    (f === null ||
      (isObj(f) && isStr(f.url) && isStr(f.idKey) && isStr(f.valueKey) && arrayOf(isStr)(f.params))) &&
    (v.journeyId === null || isInt(v.journeyId)) &&
    isBool(v.isSearchable) &&
    isStr(v.errorMessage) &&
    isStr(v.searchedText) &&
    isBool(v.isHidden)
  );
}

const isCount = (v: unknown): v is number => isInt(v) && v >= 0;

/** A loan the visitor would qualify for, or null (decision 0064). */
const isAlternative = (v: unknown) =>
  v === null ||
  (isObj(v) &&
    ['amount', 'instalment', 'aprPct', 'totalCost'].every((k) => isNum(v[k])) &&
    isInt(v.months) &&
    isStr(v.providerName) &&
    isStr(v.planName));

/** Loans with no offer: the one reason and what the visitor could borrow (optional; decision 0064). */
const isLoanRefusal = (v: unknown) =>
  v === undefined ||
  (isObj(v) &&
    isStr(v.reason) &&
    isObj(v.requested) &&
    isNum(v.requested.amount) &&
    isAlternative(v.largest) &&
    isAlternative(v.atYourTerm) &&
    (v.minSalary === null ||
      (isObj(v.minSalary) && isNum(v.minSalary.amount) && isStr(v.minSalary.providerName))));

export function isQuotesResponse(v: unknown): v is TQuotesResponse {
  if (!isObj(v)) return false;
  const action = v.action;
  const ranking = v.ranking;
  return (
    arrayOf(isQuote)(v.quotes) &&
    isInt(v.cardsLimit) &&
    v.cardsLimit >= 1 &&
    isStr(v.title) &&
    isStr(v.description) &&
    arrayOf(isFilterField)(v.fields) &&
    isObj(v.filters) &&
    Object.values(v.filters).every(isFilterValue) &&
    isObj(v.fieldValues) &&
    arrayOf(isStr)(v.keysToFilter) &&
    isObj(action) &&
    (action.method === 'POST' || action.method === 'GET') &&
    isStr(action.url) &&
    isBool(v.horizontalScroll) &&
    isStr(v.disclaimer) &&
    isBool(v.isProviderPopularPlans) &&
    isCount(v.totalCount) &&
    isCount(v.itemCount) &&
    isInt(v.limit) &&
    v.limit >= 1 &&
    isCount(v.skip) &&
    (QUOTE_SORTS as readonly unknown[]).includes(v.sortBy) &&
    (v.status === 'processing' || v.status === 'done') &&
    isCount(v.pricedCount) &&
    isCount(v.insurerCount) &&
    arrayOf((d: unknown) => isObj(d) && isInt(d.providerId) && isStr(d.providerName) && isStr(d.reason))(
      v.declined,
    ) &&
    (v.maskedMobile === null || isStr(v.maskedMobile)) &&
    isObj(ranking) &&
    arrayOf((t: unknown) => isObj(t) && isStr(t.term) && isStr(t.label) && isNum(t.weight))(ranking.terms) &&
    isStr(ranking.note) &&
    isLoanRefusal(v.refusal)
  );
}

export function isQuoteCertificate(v: unknown): v is TQuoteCertificate {
  return (
    isObj(v) &&
    isStr(v.quoteId) &&
    isStr(v.enquiryId) &&
    isInt(v.countryProductId) &&
    isInt(v.planId) &&
    isInt(v.providerId) &&
    isStr(v.planName) &&
    isStr(v.providerName) &&
    isDateTime(v.pricedAt) &&
    isDateTime(v.validUntil) &&
    isBool(v.repriced) &&
    isObj(v.inputs) &&
    arrayOf(isBreakdownLine)(v.breakdown) &&
    isNum(v.vat) &&
    isNum(v.total) &&
    v.currency === 'AED'
  );
}

export function isLeadResponse(v: unknown): v is TLeadResponse {
  return (
    isObj(v) &&
    isStr(v.leadId) &&
    v.status === 'received' &&
    isStrOrNull(v.planName) &&
    isStrOrNull(v.providerName) &&
    isNumOrNull(v.total) &&
    arrayOf(isBreakdownLine)(v.breakdown) &&
    arrayOf(isStr, 5)(v.nextSteps)
  );
}

const optional =
  <T>(guard: Guard<T>) =>
  (v: unknown): v is T | undefined =>
    v === undefined || guard(v);

/** docs/product/quotes.md 'Comparison row: value, type, data [{planId, value}]' (ZComparisonRow). */
const isComparisonCell = (v: unknown) =>
  isObj(v) &&
  isInt(v.planId) &&
  (v.value === null || isStr(v.value) || isNum(v.value)) &&
  optional(isBool)(v.isPriceOnRequest) &&
  optional(isNum)(v.position);

const isComparisonRow = (v: unknown) =>
  isObj(v) && isStr(v.value) && optional(isStr)(v.type) && arrayOf(isComparisonCell)(v.data);

/** docs/product/quotes.md 'Compare plan: planId, imgUrl, features' plus names and premium (ZComparisonPlan). */
const isComparisonPlan = (v: unknown) =>
  isObj(v) &&
  isInt(v.planId) &&
  isStr(v.imgUrl) &&
  arrayOf(isStr)(v.features) &&
  isStr(v.planName) &&
  isStr(v.providerName) &&
  isStr(v.insurerName) &&
  isNumOrNull(v.premium) &&
  isBool(v.isPriceOnRequest);

export function isCarComparison(v: unknown): v is TCarComparison {
  return (
    isObj(v) &&
    arrayOf(isComparisonPlan)(v.quotesBasicData) &&
    arrayOf(isComparisonRow)(v.addonsDetails) &&
    arrayOf(isComparisonRow)(v.featuresAndBenifits)
  );
}

/** Option lists a filter's fetchOptions url serves: the list itself or `{ data: [...] }` of plain objects. */
export function optionItemsOf(v: unknown): Record<string, unknown>[] | undefined {
  const list = Array.isArray(v) ? v : isObj(v) && Array.isArray(v.data) ? v.data : undefined;
  return list && list.length <= 5_000 && list.every(isObj) ? list : undefined;
}

/**
 * Plan ids from the car comparison page's required `planid` query (docs/product/quotes.md: comma-separated): positive
 * integers, de-duplicated, at most the desktop compare limit. [] when missing or unusable.
 */
export function planIdsFromQuery(raw: string | undefined | null): number[] {
  if (!raw) return [];
  const ids: number[] = [];
  for (const part of raw.split(',')) {
    const s = part.trim();
    if (!/^\d{1,9}$/.test(s)) continue;
    const n = Number(s);
    if (n > 0 && !ids.includes(n)) ids.push(n);
  }
  return ids.slice(0, COMPARE_LIMIT_DESKTOP);
}

/** The car a comparison page address may name (docs/product/quotes.md body: modelYear, make, variant, model). */
export type ComparedCarQuery = { make: string; model: string; modelYear: number; variant?: string };

/** The car from the comparison page's query (`make`, `model`, `modelYear`, optional `variant`), or null. */
export function comparedCarFromQuery(q: Readonly<Record<string, unknown>>): ComparedCarQuery | null {
  const slug = (v: unknown) =>
    typeof v === 'string' && /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/.test(v) ? v : undefined;
  const make = slug(q.make);
  const model = slug(q.model);
  const year =
    typeof q.modelYear === 'string' && /^\d{4}$/.test(q.modelYear) ? Number(q.modelYear) : undefined;
  if (!make || !model || year === undefined) return null;
  const variant = slug(q.variant);
  return { make, model, modelYear: year, ...(variant ? { variant } : {}) };
}

/** A quote id as the certificate page accepts it from its address. */
export const isQuoteIdParam = (v: unknown): v is string =>
  typeof v === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(v);

export const quotesResponseParser = parser(isQuotesResponse);
export const quoteCertificateParser = parser(isQuoteCertificate);
export const leadResponseParser = parser(isLeadResponse);
export const carComparisonParser = parser(isCarComparison);
