import { rangeOfAnswer, type NumberRange } from '../../shared/rules/range-source';
import { sessionReady } from '../journeys/api';
import { sendIdempotent, submissionKeys } from '../session/idempotency';
import { apiGet, type ApiResult } from '../session/request';
import { optionsFormOf, submissionOf, type EditValues, type OptionsForm } from './edit-cover';

/**
 * The calls of 'Edit your cover' (decision 0014), through the one request helper after the page's session start:
 * the hidden options form, the enquiry's own answers (owner-only), the catalogue's range, and the submission with
 * one Idempotency-Key per submission (decision 0010), re-sent when the visitor retries it.
 */

export async function fetchOptionsForm(formKey: string, productId: number): Promise<OptionsForm | undefined> {
  await sessionReady();
  const url = `/api/user_form/${encodeURIComponent(formKey)}?countryProductId=${productId}`;
  const res = await apiGet<unknown>(url);
  return res.ok ? optionsFormOf(res.data) : undefined;
}

/** The enquiry's stored answers, read back by its own device (contact values come masked and are not used). */
export async function fetchAnswers(enquiryId: string): Promise<Record<string, unknown> | undefined> {
  await sessionReady();
  const res = await apiGet<unknown>(`/api/enquiries/${encodeURIComponent(enquiryId)}`);
  if (!res.ok || !res.data || typeof res.data !== 'object') return undefined;
  const values = (res.data as { values?: unknown }).values;
  return values && typeof values === 'object' && !Array.isArray(values)
    ? (values as Record<string, unknown>)
    : undefined;
}

/** The range a rangeSource url serves: the range, null when it serves none (404), undefined when unknown. */
export async function fetchRange(url: string): Promise<NumberRange | null | undefined> {
  if (!/^\/api\/options\/[A-Za-z0-9_\-/.%]+$/.test(url)) return null;
  await sessionReady();
  const res = await apiGet<unknown>(url);
  if (res.ok) return rangeOfAnswer(res.data) ?? null;
  return res.status === 404 ? null : undefined;
}

const keys = submissionKeys();

export async function submitOptions(
  form: OptionsForm,
  productId: number,
  enquiryId: string,
  values: EditValues,
): Promise<ApiResult<unknown>> {
  await sessionReady();
  const body = submissionOf(form, productId, enquiryId, values);
  const { url, method } = form.action;
  return sendIdempotent<unknown>(keys, method === 'PUT' ? 'PUT' : 'POST', url, body, {
    enquiryId,
    headers: { countryproductid: String(productId) },
  });
}
