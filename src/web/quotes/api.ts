import type {
  QuoteSort,
  TCarComparison,
  TCarComparisonRequest,
  TLeadRequest,
  TLeadResponse,
  TQuoteCertificate,
  TQuotesResponse,
} from '../../shared/contracts/quotes-api';
import { QUOTE_PAGE_SIZE } from '../../shared/contracts/quotes-api-constants';
import {
  carComparisonParser,
  leadResponseParser,
  optionItemsOf,
  quoteCertificateParser,
  quotesResponseParser,
} from '../../shared/contracts/quotes-api-guards';
import { sessionReady } from '../journeys/api';
import { apiGet, apiPost, type ApiResult } from '../session/request';
import { currentSourceId } from '../session/context';
import { stored } from '../session/storage';
import type { FilterValue, TextFilter } from './filters';
import { GROUPED_PRODUCTS } from './list';

/**
 * The quotes islands' calls, through the one request helper with the session headers (a page navigation carries
 * no token, so every call waits for the page's session start first) and checked with the zod-free guards.
 */

export const QUOTES_URL = '/api/quotes';
export const CAR_COMPARISON_URL = '/api/car/comparison';

export const ENQUIRY_ID = /^[A-Za-z0-9]{24}$/;

/**
 * The server's own message of a failed call (coded answers arrive translated: CONSENT_REQUIRED,
 * ENQUIRY_INCOMPLETE …), else `generic` (transport failures, bare statuses, answers off the contract).
 */
export function serverMessage(
  res: { status: number; code: string; message: string },
  generic: string,
): string {
  const fromServer = res.status > 0 && !res.code.startsWith('HTTP_') && res.code !== 'INVALID_RESPONSE';
  return (fromServer && res.message) || generic;
}

export type QuotesQuery = {
  productId: number;
  enquiryId: string;
  skip: number;
  sortBy: QuoteSort;
  filters: Readonly<Record<string, FilterValue>>;
  textFilter?: TextFilter | undefined;
  /** Keep my doctor (health, decision 0099): the chosen places' ids; absent: the enquiry's saved choice applies. */
  hospitalIds?: readonly number[] | undefined;
  /** The answer's own action (docs/product/quotes.md: method and url come from the page data), once known. */
  action?: { method: 'POST' | 'GET'; url: string } | undefined;
};

/** docs/product/quotes.md 'Quotes fetch': skip, limit, type QUOTES, the filters; groupBy providerId for health and travel. */
export function quotesBody(q: QuotesQuery): Record<string, unknown> {
  return {
    ...q.filters,
    enquiryId: q.enquiryId,
    skip: q.skip,
    limit: QUOTE_PAGE_SIZE,
    type: 'QUOTES',
    sortBy: q.sortBy,
    ...(GROUPED_PRODUCTS.has(q.productId) ? { groupBy: 'providerId' } : {}),
    ...(q.textFilter ? { textFilter: q.textFilter } : {}),
    ...(q.hospitalIds ? { hospitalIds: q.hospitalIds } : {}),
  };
}

/** Only this site's API answers quotes (an action from data must never send the visitor's enquiry elsewhere). */
const sameSiteApi = (url: string | undefined): string =>
  url && /^\/api\/[^/\\]/.test(url) ? url : QUOTES_URL;

/**
 * Whether this page load created the device (session/start.ts marks `html[data-device="new"]`), once the session
 * start finished: such a device owns no enquiry and holds no access grant yet, so its list answer is 'not found'.
 */
export async function deviceIsNew(): Promise<boolean> {
  await sessionReady();
  return document.documentElement.dataset.device === 'new';
}

export async function fetchQuotes(q: QuotesQuery, signal?: AbortSignal): Promise<ApiResult<TQuotesResponse>> {
  await sessionReady();
  const opts = {
    schema: quotesResponseParser,
    headers: { countryproductid: String(q.productId) },
    enquiryId: q.enquiryId,
    ...(signal ? { signal } : {}),
  };
  const url = sameSiteApi(q.action?.url);
  if (q.action?.method === 'GET') {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(quotesBody(q)))
      params.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    return apiGet<TQuotesResponse>(`${url}?${params.toString()}`, opts);
  }
  return apiPost<TQuotesResponse>(url, quotesBody(q), opts);
}

/** A filter's option list (docs/product/quotes.md 'GET option url from field config'). */
export async function fetchOptions(
  url: string,
  signal?: AbortSignal,
): Promise<Record<string, unknown>[] | undefined> {
  await sessionReady();
  const res = await apiGet<unknown>(url, signal ? { signal } : {});
  return res.ok ? optionItemsOf(res.data) : undefined;
}

export async function fetchCertificate(quoteId: string): Promise<ApiResult<TQuoteCertificate>> {
  await sessionReady();
  return apiGet<TQuoteCertificate>(`${QUOTES_URL}/${encodeURIComponent(quoteId)}`, {
    schema: quoteCertificateParser,
  });
}

export type ComparedCar = Pick<TCarComparisonRequest, 'make' | 'model' | 'modelYear' | 'variant'>;

/**
 * The car of a car enquiry's answers (the journey's carMake, carModel, carYear and carTrim option ids), which the
 * comparison body needs (docs/product/quotes.md: modelYear, make, variant, model); null when the answers lack it.
 */
export function carOfAnswers(values: unknown): ComparedCar | null {
  if (!values || typeof values !== 'object') return null;
  const v = values as Record<string, unknown>;
  const text = (x: unknown) => (typeof x === 'string' && x.trim() ? x.trim() : undefined);
  const make = text(v.carMake);
  const model = text(v.carModel);
  const year = typeof v.carYear === 'number' ? v.carYear : Number(text(v.carYear));
  if (!make || !model || !Number.isInteger(year)) return null;
  const variant = text(v.carTrim);
  return { make, model, modelYear: year, ...(variant ? { variant } : {}) };
}

/** The car of the visitor's own enquiry (GET /api/enquiries/:id answers this device only). */
export async function fetchEnquiryCar(enquiryId: string): Promise<ComparedCar | null> {
  await sessionReady();
  const res = await apiGet<unknown>(`/api/enquiries/${encodeURIComponent(enquiryId)}`);
  if (!res.ok || !res.data || typeof res.data !== 'object') return null;
  return carOfAnswers((res.data as { values?: unknown }).values);
}

/** docs/product/quotes.md 'POST car comparison': the plans, the car, and the visitor's own enquiry for their prices. */
export async function postCarComparison(
  planIds: number[],
  car: ComparedCar,
  enquiryId: string | undefined,
): Promise<ApiResult<TCarComparison>> {
  await sessionReady();
  const body: TCarComparisonRequest = { planIds, ...car, ...(enquiryId ? { enquiryId } : {}) };
  return apiPost<TCarComparison>(CAR_COMPARISON_URL, body, {
    schema: carComparisonParser,
    headers: { countryproductid: '1' },
  });
}

/** docs/product/quotes.md lead payload: the session and UTM facts this tab stored. */
export function leadBody(
  choice: { planId: number; providerId: number; quoteId: string; enquiryId: string; productId: number },
  session: { visitId?: number | undefined; deviceUuid?: string | undefined; sourceId?: number | undefined },
  utm: { utmSource?: string; utmMedium?: string; utmCampaign?: string; utmTerm?: string } | undefined,
): TLeadRequest {
  const body: TLeadRequest = {
    planId: choice.planId,
    providerId: choice.providerId,
    enquiryId: choice.enquiryId,
    quoteId: choice.quoteId,
    source: 'quote_click',
    consent: true,
    countryProductId: choice.productId,
  };
  if (session.sourceId) body.sourceId = session.sourceId;
  if (session.visitId) body.visitId = session.visitId;
  if (session.deviceUuid) body.deviceUuid = session.deviceUuid;
  if (utm?.utmSource) body.utmSource = utm.utmSource;
  if (utm?.utmMedium) body.utmMedium = utm.utmMedium;
  if (utm?.utmCampaign) body.utmCampaign = utm.utmCampaign;
  if (utm?.utmTerm) body.utmTerm = utm.utmTerm;
  return body;
}

/** A chosen plan's lead through the one lead post (its Idempotency-Key per choice, decision 0010). */
export async function postLead(choice: {
  planId: number;
  providerId: number;
  quoteId: string;
  enquiryId: string;
  productId: number;
}): Promise<ApiResult<TLeadResponse>> {
  await sessionReady();
  const body = leadBody(
    choice,
    {
      visitId: stored.visitId(choice.productId).get(),
      deviceUuid: stored.deviceUuid.get(),
      sourceId: currentSourceId(),
    },
    stored.utmParams.get(),
  );
  // The lead post (and its idempotency keys) loads with the first choice, not with the list (decision 0075).
  const { postLead: sendLead } = await import('../leads-form/post');
  return sendLead<TLeadResponse>(choice.productId, body, { schema: leadResponseParser });
}
