import { IDEMPOTENCY_KEY_HEADER } from '../../shared/domain/idempotency';
import { currentSourceId } from '../session/context';
import { submissionKeys } from '../session/idempotency';
import { apiPost, type ApiFailure, type ApiResult } from '../session/request';
import { stored } from '../session/storage';
import type { ConsentTerms } from './consent';
import { sessionReady } from '../session/ready';

/** POST /api/lead_details for the capture points (decision 0030), from plain widgets (no React, no zod). */
export const LEAD_URL = '/api/lead_details';

/** The part of the answer the forms read (spec 000 §7 'reads next.config.url'). */
export type LeadAnswer = { leadId?: string; next?: { type?: string; config?: { url?: string } } };

/** Spec 000 §3: the session and UTM facts this tab stored (the server attributes to the session's own source). */
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

export async function postLead(
  productId: number,
  body: Record<string, unknown>,
): Promise<ApiResult<LeadAnswer>> {
  await sessionReady();
  const res = await apiPost<LeadAnswer>(LEAD_URL, body, {
    headers: {
      countryproductid: String(productId),
      [IDEMPOTENCY_KEY_HEADER]: keys.keyFor('POST', LEAD_URL, body),
    },
  });
  keys.settle('POST', LEAD_URL, body, res);
  return res;
}

/**
 * What the visitor reads after a refused lead (spec 000 §8 'Talk-to-expert failure: server message or Something
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
