import { sessionReady } from '../journeys/api';
import { sendIdempotent, submissionKeys } from '../session/idempotency';
import type { ApiResult } from '../session/request';

/**
 * The calls behind 'Confirm your mobile number' on the quotes page (decision 0017): the product's hidden number
 * form through PUT /api/prequote_enquiry/{stage} (the journey's own rule check and OTP popup answer), the same
 * form again with the code, and POST /api/enquiry/{id}/otp for a new code. Each submission carries its own
 * Idempotency-Key, re-sent when the visitor retries it (decision 0010).
 */

export type NumberForm = { formKey: string; stage: number };

/**
 * What the server answers when a code is on its way (docs/product/quotes.md POPUP OTP_VERIFICATION data); `sent` is
 * false when the resend cooldown sent nothing and the earlier code stands (decision 0062).
 */
export type CodeSent = { maskedMobile: string; resendAfter: number; otpLength: number; sent?: boolean };

const keys = submissionKeys();

function isCodeSent(v: unknown): v is CodeSent {
  if (!v || typeof v !== 'object') return false;
  const d = v as Record<string, unknown>;
  return (
    typeof d.maskedMobile === 'string' &&
    typeof d.resendAfter === 'number' &&
    typeof d.otpLength === 'number' &&
    Number.isInteger(d.otpLength)
  );
}

async function put(
  form: NumberForm,
  productId: number,
  enquiryId: string,
  body: Record<string, unknown>,
): Promise<ApiResult<unknown>> {
  await sessionReady();
  const url = `/api/prequote_enquiry/${form.stage}`;
  return sendIdempotent<unknown>(keys, 'PUT', url, body, {
    enquiryId,
    headers: { countryproductid: String(productId) },
  });
}

const bodyOf = (form: NumberForm, productId: number, enquiryId: string, mobile: string) => ({
  countryProductId: productId,
  formKey: form.formKey,
  enquiryId,
  values: { mobileNumber: mobile },
});

/**
 * Sends the number: the server checks it with the journey's rule and sends a code (data: CodeSent). A number
 * already proved on this enquiry needs no code: `verified` then.
 */
async function sendNumber(
  form: NumberForm,
  productId: number,
  enquiryId: string,
  mobile: string,
): Promise<ApiResult<CodeSent | 'verified'>> {
  const res = await put(form, productId, enquiryId, bodyOf(form, productId, enquiryId, mobile));
  if (!res.ok) return res;
  const data = (res.data as { data?: unknown } | null)?.data;
  return { ok: true, status: res.status, data: isCodeSent(data) ? data : 'verified' };
}

/** The number again with its code; ok means the enquiry's number is proved. */
async function confirmCode(
  form: NumberForm,
  productId: number,
  enquiryId: string,
  mobile: string,
  otp: string,
): Promise<ApiResult<unknown>> {
  return put(form, productId, enquiryId, {
    ...bodyOf(form, productId, enquiryId, mobile),
    otp,
    verifyBy: 'mobileNumber',
  });
}

/** A new code after the cooldown. */
async function resendCode(productId: number, enquiryId: string): Promise<ApiResult<CodeSent>> {
  await sessionReady();
  const url = `/api/enquiry/${encodeURIComponent(enquiryId)}/otp`;
  const res = await sendIdempotent<unknown>(
    keys,
    'POST',
    url,
    {},
    { enquiryId, headers: { countryproductid: String(productId) } },
  );
  if (!res.ok) return res;
  const nested = (res.data as { data?: unknown } | null)?.data;
  const data = nested ?? res.data;
  return isCodeSent(data)
    ? { ok: true, status: res.status, data }
    : { ok: false, status: 0, code: 'BAD_RESPONSE', message: '' };
}

/** What the number step calls: send the number (a code, or already proved), confirm its code, ask again. */
export type NumberApi = {
  send(mobile: string): Promise<ApiResult<CodeSent | 'verified'>>;
  confirm(mobile: string, otp: string): Promise<ApiResult<unknown>>;
  resend(mobile: string): Promise<ApiResult<CodeSent>>;
};

/** The enquiry's own number, through the product's hidden number form (choosing a plan, saving the results). */
export function formNumberApi(form: NumberForm, productId: number, enquiryId: string): NumberApi {
  return {
    send: (mobile) => sendNumber(form, productId, enquiryId, mobile),
    confirm: (mobile, otp) => confirmCode(form, productId, enquiryId, mobile, otp),
    resend: () => resendCode(productId, enquiryId),
  };
}

async function postAccess(enquiryId: string, body: Record<string, unknown>): Promise<ApiResult<unknown>> {
  await sessionReady();
  const url = `/api/enquiries/${encodeURIComponent(enquiryId)}/access`;
  return sendIdempotent<unknown>(keys, 'POST', url, body);
}

/**
 * Saved results opened on another device: POST /api/enquiries/{id}/access with the enquiry's proved number (a code
 * is sent to it), then with the code (this device may read the enquiry from then on).
 */
export function accessNumberApi(enquiryId: string): NumberApi {
  const send = async (mobile: string): Promise<ApiResult<CodeSent | 'verified'>> => {
    const res = await postAccess(enquiryId, { mobileNumber: mobile });
    if (!res.ok) return res;
    const data = (res.data as { data?: unknown } | null)?.data;
    return { ok: true, status: res.status, data: isCodeSent(data) ? data : 'verified' };
  };
  return {
    send,
    confirm: (mobile, otp) => postAccess(enquiryId, { mobileNumber: mobile, otp }),
    async resend(mobile) {
      const res = await send(mobile);
      if (!res.ok || res.data !== 'verified') return res as ApiResult<CodeSent>;
      return { ok: false, status: 0, code: 'BAD_RESPONSE', message: '' };
    },
  };
}
