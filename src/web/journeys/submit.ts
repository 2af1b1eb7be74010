import type { JOURNEY_ERROR_CODES, TEnquirySubmit, TForm } from '../../shared/contracts/journey';
import type { TUtm } from '../../shared/contracts/session';
import { IDEMPOTENCY_ERROR_CODES } from '../../shared/domain/idempotency';
import type { ApiResult } from '../session/request';
import { activeValues, isMaskedContact } from './navigation';
import { safeNavigationTarget } from './placeholders';
import type { FieldErrorState, JourneyState } from './types';

/** docs/product/journeys.md INVALID_OTP (a literal, so the contracts' zod schemas stay out of the island chunk). */
const INVALID_OTP: (typeof JOURNEY_ERROR_CODES)['INVALID_OTP'] = 'INVALID_OTP';

/** Session facts the payload carries (docs/product/journeys.md 'Enquiry submission payload'). */
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

/** Decision 0035: a field where the visitor gives a mobile number or an e-mail (the journey's contact screen). */
export function isContactEntry(f: { fieldType: string; trackingId?: string | undefined }): boolean {
  return f.fieldType === 'mobile' || f.trackingId === 'mobileNumber' || f.trackingId === 'email';
}

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
  // Decision 0035: sent with the form of the contact screen, and only when the visitor ticked it.
  if (state.marketingConsent === true && fields.some(isContactEntry)) payload.marketingConsent = true;
  return payload;
}

/** What the journey does after a submission (docs/product/journeys.md 'Enquiry journey', docs/product/journeys.md). */
export type SubmitOutcome =
  | { kind: 'navigate'; url: string; track: boolean }
  | { kind: 'nextScreen' }
  | { kind: 'fetchStep'; url: string }
  | { kind: 'otp'; maskedMobile: string; otpLength: number; resendAfter: number; sent?: false }
  | { kind: 'invalidOtp'; message: string }
  | { kind: 'stop' }
  | { kind: 'error'; message: string; fieldErrors?: Record<string, FieldErrorState>; retry?: boolean };

export type OutcomeTexts = {
  generic: string;
  empty: string;
  /** IDEMPOTENCY_IN_PROGRESS: the same submission is still running on the server (generic when absent). */
  stillWorking?: string;
  /** No connection / no answer in time: said as such, with Retry (generic when absent). */
  offline?: string;
  timeout?: string;
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
 * Decides the outcome of a submission. Order per docs/product/journeys.md: a failure (INVALID_OTP reopens the popup, any
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
    // The request never got an answer: the answers are kept and the same submission can be sent again.
    if (result.code === 'NETWORK_ERROR' || result.code === 'TIMEOUT')
      return {
        kind: 'error',
        message: (result.code === 'TIMEOUT' ? texts.timeout : texts.offline) ?? texts.generic,
        retry: true,
      };
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
      // The resend cooldown sent nothing: the popup must not say a code was sent (decision 0062).
      ...(data.sent === false ? { sent: false as const } : {}),
    };
  }
  // docs/product/journeys.md: 'anything else closes it' (the OTP popup); the journey carries on.
  return { kind: 'nextScreen' };
}

/** Idempotency keys moved to the session folder, shared with the quotes islands' lead popup (decision 0010). */
export { answerKept, newIdempotencyKey, submissionKeys } from '../session/idempotency';
