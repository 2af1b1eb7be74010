import type { JOURNEY_ERROR_CODES, TEnquirySubmit, TForm } from '../../shared/contracts/journey';
import type { TUtm } from '../../shared/contracts/session';
import { IDEMPOTENCY_ERROR_CODES, isRetryableStatus } from '../../shared/domain/idempotency';
import { canonicalJson } from '../../shared/rules/canonical-json';
import type { ApiResult } from '../session/request';
import { activeValues, isMaskedContact } from './navigation';
import { safeNavigationTarget } from './placeholders';
import type { FieldErrorState, JourneyState } from './types';

/** Spec 000 §8 INVALID_OTP (a literal, so the contracts' zod schemas stay out of the island chunk). */
const INVALID_OTP: (typeof JOURNEY_ERROR_CODES)['INVALID_OTP'] = 'INVALID_OTP';

/** Session facts the payload carries (spec 000 §3 'Enquiry submission payload'). */
export type SubmitSession = {
  productId: number;
  journeyType: number;
  enquiryId?: string | undefined;
  visitId?: number | undefined;
  deviceUuid?: string | undefined;
  sourceId?: number | undefined;
  utm?: TUtm | undefined;
  customerReference?: string | undefined;
};

const ENQUIRY_ID = /^[A-Za-z0-9]{24}$/;

/**
 * The body of a form's next button (ZEnquirySubmit): the form's active answers, the per-product enquiryId,
 * cachedEnquiryId when a contact value is still the server's masked one, and the session and UTM facts.
 */
export function buildSubmitPayload(state: JourneyState, form: TForm, s: SubmitSession): TEnquirySubmit {
  const values = activeValues(state, form);
  const payload: TEnquirySubmit = {
    countryProductId: s.productId,
    formKey: form.formKey,
    journeyType: s.journeyType,
    values,
  };
  if (s.enquiryId && ENQUIRY_ID.test(s.enquiryId)) payload.enquiryId = s.enquiryId;
  const fields = form.screens.flatMap((sc) => sc.fields);
  const masked = fields.some(
    (f) => Object.hasOwn(values, f.fieldId) && isMaskedContact(f, values[f.fieldId], state.cachedEnquiryId),
  );
  if (masked && state.cachedEnquiryId) payload.cachedEnquiryId = state.cachedEnquiryId;
  if (s.visitId) payload.visitId = s.visitId;
  if (s.deviceUuid) payload.deviceUuid = s.deviceUuid;
  if (s.sourceId) payload.sourceId = s.sourceId;
  if (s.utm?.utmSource) payload.utmSource = s.utm.utmSource;
  if (s.utm?.utmMedium) payload.utmMedium = s.utm.utmMedium;
  if (s.utm?.utmTerm) payload.utmTerm = s.utm.utmTerm;
  if (s.utm?.utmCampaign) payload.utmCampaign = s.utm.utmCampaign;
  if (s.customerReference) payload.customerReference = s.customerReference.slice(0, 100);
  return payload;
}

/** What the journey does after a submission (spec 000 §4 'Enquiry journey', §8). */
export type SubmitOutcome =
  | { kind: 'navigate'; url: string; track: boolean }
  | { kind: 'nextScreen' }
  | { kind: 'fetchStep'; url: string }
  | { kind: 'otp'; maskedMobile: string; otpLength: number; resendAfter: number }
  | { kind: 'invalidOtp'; message: string }
  | { kind: 'stop' }
  | { kind: 'error'; message: string; fieldErrors?: Record<string, FieldErrorState> };

export type OutcomeTexts = {
  generic: string;
  empty: string;
  /** IDEMPOTENCY_IN_PROGRESS: the same submission is still running on the server (generic when absent). */
  stillWorking?: string;
};

type NextLike = { type?: unknown; subType?: unknown; config?: { url?: unknown } | null } | null | undefined;

function asObject(v: unknown): Record<string, unknown> | undefined {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

function nextUrl(next: NextLike): string | undefined {
  const url = next?.config?.url;
  return typeof url === 'string' && url !== '' ? url : undefined;
}

/** The enquiry id an answer carries, if well formed. */
export function enquiryIdOf(body: unknown): string | undefined {
  const id = asObject(body)?.enquiryId;
  return typeof id === 'string' && ENQUIRY_ID.test(id) ? id : undefined;
}

/**
 * The server's per-field failures of a RULE_FAILED answer (ZEnquiryRejection.fieldErrors), as the island's error
 * state: the same rule keys the browser's own check produces, so they show next to their fields.
 */
export function fieldErrorsOf(body: unknown): Record<string, FieldErrorState> | undefined {
  const list = asObject(body)?.fieldErrors;
  if (!Array.isArray(list)) return undefined;
  const out: Record<string, FieldErrorState> = {};
  for (const item of list.slice(0, 100)) {
    const e = asObject(item);
    const failure = asObject(e?.failure);
    const params = asObject(failure?.params) ?? {};
    if (typeof e?.fieldId !== 'string' || typeof failure?.messageKey !== 'string') continue;
    const clean: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(params)) {
      if (k === '__proto__' || k === 'constructor' || k === 'prototype') continue;
      if (typeof v === 'string' || typeof v === 'number') clean[k] = v;
    }
    out[e.fieldId] = { messageKey: failure.messageKey, params: clean };
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * Decides the outcome of a submission. Order per spec 000 §4: a failure (INVALID_OTP reopens the popup, any
 * other shows the server's message or 'Something went wrong!'); an empty body ('Empty Response'); a
 * redirectToInsurer of type REDIRECT navigates at once; status -1 or success false stops quietly; then `next`.
 */
export function decideOutcome(
  result: ApiResult<unknown>,
  origin: string,
  texts: OutcomeTexts,
): SubmitOutcome {
  if (!result.ok) {
    if (result.code === INVALID_OTP) return { kind: 'invalidOtp', message: result.message || texts.generic };
    if (result.code === IDEMPOTENCY_ERROR_CODES.IDEMPOTENCY_IN_PROGRESS)
      return { kind: 'error', message: texts.stillWorking ?? texts.generic };
    // A rejected rule (RULE_FAILED) carries the first failing field's translated message (ZEnquiryRejection).
    // Transport failures and bodies without {code, message} get the generic text, never a raw status text.
    const fromServer =
      result.status > 0 && !result.code.startsWith('HTTP_') && result.code !== 'INVALID_RESPONSE';
    const fieldErrors = result.code === 'RULE_FAILED' ? fieldErrorsOf(result.body) : undefined;
    return {
      kind: 'error',
      message: (fromServer && result.message) || texts.generic,
      ...(fieldErrors ? { fieldErrors } : {}),
    };
  }
  const body = asObject(result.data);
  if (!body) return { kind: 'error', message: texts.empty };
  if (body.code === INVALID_OTP) {
    return {
      kind: 'invalidOtp',
      message: typeof body.message === 'string' && body.message ? body.message : texts.generic,
    };
  }
  const insurer = body.redirectToInsurer as NextLike;
  const insurerUrl = insurer?.type === 'REDIRECT' ? nextUrl(insurer) : undefined;
  if (insurerUrl) {
    const url = safeNavigationTarget(insurerUrl, origin, { external: true });
    if (url) return { kind: 'navigate', url, track: true };
  }
  if (body.status === -1 || body.success === false) return { kind: 'stop' };
  const next = body.next as NextLike;
  if (next?.type === 'REDIRECT') {
    const url = nextUrl(next);
    const safe = url ? safeNavigationTarget(url, origin) : null;
    return safe ? { kind: 'navigate', url: safe, track: true } : { kind: 'error', message: texts.generic };
  }
  if (next?.type === 'STEP') {
    const url = nextUrl(next);
    if (!url) return { kind: 'nextScreen' };
    return /^\/api\//.test(url) ? { kind: 'fetchStep', url } : { kind: 'error', message: texts.generic };
  }
  if (next?.type === 'POPUP' && next.subType === 'OTP_VERIFICATION') {
    const data = asObject(body.data) ?? {};
    return {
      kind: 'otp',
      maskedMobile: typeof data.maskedMobile === 'string' ? data.maskedMobile : '',
      otpLength: typeof data.otpLength === 'number' ? data.otpLength : 6,
      resendAfter: typeof data.resendAfter === 'number' ? data.resendAfter : 30,
    };
  }
  // Spec 000 §4: 'anything else closes it' (the OTP popup); the journey carries on.
  return { kind: 'nextScreen' };
}

/** A random key for one submission: a UUID v4 (getRandomValues where randomUUID needs a secure context). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether the server kept its answer for the key (decision 0010): any answer but a server error, 401, 408, 429
 * or IDEMPOTENCY_IN_PROGRESS. No answer at all (network failure, timeout) may still have been kept: unknown.
 */
export function answerKept(result: ApiResult<unknown>): boolean {
  if (result.ok) return true;
  if (result.status === 0 || result.code === IDEMPOTENCY_ERROR_CODES.IDEMPOTENCY_IN_PROGRESS) return false;
  return !isRetryableStatus(result.status);
}

export type SubmissionKeys = {
  /** The key to send: the open submission's with this method, url and body, else a new one. */
  keyFor(method: string, url: string, body: unknown): string;
  /** Ends the submission once the server kept an answer; otherwise its key stays for the retry. */
  settle(method: string, url: string, body: unknown, result: ApiResult<unknown>): void;
};

/**
 * Idempotency keys of the journey's writes: one per submission, the same one again when the visitor retries
 * that submission (the same method, url and body, compared as canonical JSON) after an answer the server did
 * not keep, so a request that did arrive is answered again instead of running twice. After a kept answer the
 * next click is a new submission with a new key. The OTP re-post has another body, hence its own key.
 */
export function submissionKeys(newKey: () => string = newIdempotencyKey, capacity = 20): SubmissionKeys {
  const open = new Map<string, string>();
  const signature = (method: string, url: string, body: unknown) =>
    `${method.toUpperCase()} ${url} ${canonicalJson(body)}`;
  return {
    keyFor(method, url, body) {
      const sig = signature(method, url, body);
      const known = open.get(sig);
      if (known) return known;
      const key = newKey();
      open.set(sig, key);
      // Bounded: the oldest unfinished submissions are forgotten first.
      for (const old of open.keys()) {
        if (open.size <= capacity) break;
        open.delete(old);
      }
      return key;
    },
    settle(method, url, body, result) {
      if (answerKept(result)) open.delete(signature(method, url, body));
    },
  };
}
