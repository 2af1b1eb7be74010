import { normaliseReference } from '../../shared/domain/enquiry-reference';
import { sessionReady } from '../journeys/api';
import { sendIdempotent, submissionKeys } from '../session/idempotency';
import { apiGet, type ApiResult } from '../session/request';

/**
 * The calls behind the enquiry's readable reference and its results link (decision 0028): the state (reference,
 * where a link goes, how many were sent), sending one by SMS, and finding the enquiry a link names, which answers
 * only a device that may already read it.
 */

export type ResultsLinkState = { reference: string; sentTo: string | null; sent: number; limit: number };

/** The results link's query parameter: the reference, never the enquiry id. */
export const REFERENCE_PARAM = 'ref';

/** The reference a results link names, as its one written form; null without one. */
export function referenceOfAddress(search: string): string | null {
  const raw = new URLSearchParams(search).get(REFERENCE_PARAM);
  return raw ? normaliseReference(raw) : null;
}

export function isResultsLinkState(v: unknown): v is ResultsLinkState {
  if (!v || typeof v !== 'object') return false;
  const d = v as Record<string, unknown>;
  return (
    typeof d.reference === 'string' &&
    (d.sentTo === null || typeof d.sentTo === 'string') &&
    typeof d.sent === 'number' &&
    typeof d.limit === 'number'
  );
}

const checked = (res: ApiResult<unknown>): ApiResult<ResultsLinkState> =>
  !res.ok || isResultsLinkState(res.data)
    ? (res as ApiResult<ResultsLinkState>)
    : { ok: false, status: 0, code: 'BAD_RESPONSE', message: '' };

const urlOf = (enquiryId: string) => `/api/enquiries/${encodeURIComponent(enquiryId)}/results-link`;

export async function fetchResultsLink(enquiryId: string): Promise<ApiResult<ResultsLinkState>> {
  await sessionReady();
  return checked(await apiGet<unknown>(urlOf(enquiryId)));
}

const keys = submissionKeys();

/** One Idempotency-Key per press, the same again when it is retried (decision 0010). */
export async function sendResultsLink(enquiryId: string): Promise<ApiResult<ResultsLinkState>> {
  await sessionReady();
  const url = urlOf(enquiryId);
  const body = {};
  return checked(await sendIdempotent<unknown>(keys, 'POST', url, body));
}

/** The enquiry id a results link names, when this device may read it; null otherwise (or on failure). */
export async function enquiryOfReference(reference: string): Promise<string | null> {
  await sessionReady();
  const res = await apiGet<unknown>(`/api/enquiries/reference/${encodeURIComponent(reference)}`);
  const id = res.ok ? (res.data as { enquiryId?: unknown } | null)?.enquiryId : undefined;
  return typeof id === 'string' ? id : null;
}
