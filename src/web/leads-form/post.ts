import { LEAD_URL } from '../../shared/contracts/lead-constants';
import { currentSourceId } from '../session/context';
import { sendIdempotent, submissionKeys, type KeyedSend, type SubmissionKeys } from '../session/idempotency';
import type { ApiFailure, ApiResult, ResponseParser } from '../session/request';
import { stored } from '../session/storage';
import type { ConsentTerms } from './consent';
import { sessionReady } from '../session/ready';
import { sendEvent } from '../analytics/sender';

export { LEAD_URL };

/** The part of the answer the forms read (docs/product/leads.md 'reads next.config.url'). */
export type LeadAnswer = { leadId?: string; next?: { type?: string; config?: { url?: string } } };

/** docs/product/leads.md: the session and UTM facts this tab stored (the server attributes to the session's own source). */
export function leadFacts(productId: number): Record<string, unknown> {
  const facts: Record<string, unknown> = { countryProductId: productId };
  const sourceId = currentSourceId();
  const visitId = stored.visitId(productId).get();
  const deviceUuid = stored.deviceUuid.get();
  const utm = stored.utmParams.get();
  if (sourceId) facts.sourceId = sourceId;
  if (visitId) facts.visitId = visitId;
  if (deviceUuid) facts.deviceUuid = deviceUuid;
  for (const k of ['utmSource', 'utmMedium', 'utmTerm', 'utmCampaign', 'pbSource'] as const) {
    const v = utm?.[k];
    if (v) facts[k] = v;
  }
  return facts;
}

/** The lead body: the point's own fields, the facts, and the consent terms the visitor chose. */
export function leadBody(
  fields: Record<string, unknown>,
  facts: Record<string, unknown>,
  terms: ConsentTerms,
): Record<string, unknown> {
  return { ...facts, ...fields, ...terms };
}

export { sessionReady };

/** One Idempotency-Key per submission, the same one again when the visitor retries it (decision 0010). */
const keys = submissionKeys();

export type PostLeadOptions<T> = {
  /** Checks the answer (a zod-free guard); unchecked without one. */
  schema?: ResponseParser<T> | undefined;
  /** Tests replace the key store, the session wait and the call. */
  keys?: SubmissionKeys | undefined;
  ready?: (() => Promise<void>) | undefined;
  post?: KeyedSend<T> | undefined;
};

/**
 * The one POST /api/lead_details of the browser (decision 0030), for every capture point, listing and popup:
 * after the page's session start, with the product's `countryproductid` header (left out when `productId` is
 * undefined) and the submission's Idempotency-Key (decision 0010).
 */
export async function postLead<T = LeadAnswer>(
  productId: number | undefined,
  body: Record<string, unknown>,
  opts: PostLeadOptions<T> = {},
): Promise<ApiResult<T>> {
  await (opts.ready ?? sessionReady)();
  const res = await sendIdempotent<T>(
    opts.keys ?? keys,
    'POST',
    LEAD_URL,
    body,
    {
      ...(opts.schema ? { schema: opts.schema } : {}),
      ...(productId === undefined ? {} : { headers: { countryproductid: String(productId) } }),
    },
    opts.post,
  );
  // the spec's leadSubmitted, for our own events table: the product only (decision 0108)
  if (res.ok) sendEvent('leadSubmitted', { productId });
  return res;
}

/**
 * What the visitor reads after a refused lead (docs/product/leads.md 'Talk-to-expert failure: server message or Something
 * went wrong'): a rate limit names the wait (429 with retryAfter), anything else the server's message.
 */
export function leadFailureMessage(
  res: ApiFailure,
  strings: { generic: string; retryAfter: string },
): string {
  if (res.status === 429 && typeof res.retryAfter === 'number' && res.retryAfter > 0) {
    const minutes = String(Math.max(1, Math.ceil(res.retryAfter / 60)));
    return strings.retryAfter.replace('{{minutes}}', minutes);
  }
  return res.message && res.status >= 400 && res.status < 500 ? res.message : strings.generic;
}

/** Only this site: a path, or an address on this origin (an answer never sends the visitor elsewhere). */
export function sameOriginUrl(url: string | undefined, origin: string): string | null {
  if (!url) return null;
  if (/^\/(?![/\\])/.test(url)) return url;
  try {
    const u = new URL(url);
    return u.origin === origin ? `${u.pathname}${u.search}${u.hash}` : null;
  } catch {
    return null;
  }
}
