import type { TEnquirySubmit, TForm } from '../../shared/contracts/journey';
import { track } from '../analytics/events';
import { sendEvent } from '../analytics/sender';
import { currentSourceId, pageQuery } from '../session/context';
import { sendIdempotent } from '../session/idempotency';
import type { ApiResult } from '../session/request';
import { stored } from '../session/storage';
import { apiGet, apiPost, apiPut } from './api';
import { updateCache, saveAnswers } from './cache';
import { asObject, formsOf, type Env } from './controller';
import { firstPosFrom } from './navigation';
import { fillPlaceholders, withQuery } from './placeholders';
import { tj } from './strings';
import { buildSubmitPayload, decideOutcome, enquiryIdOf, submissionKeys, type SubmitOutcome } from './submit';
import type { JourneyState, ScreenPos } from './types';

// Sending a form and acting on the answer (docs/product/journeys.md), a chunk of its own (decision 0108): fetched
// at the journey's first touch, focus or key (`use-journey-submit.ts`), since a first screen needs none of it.

function session(productId: number, journeyType: number) {
  const q = pageQuery();
  return {
    productId,
    journeyType,
    enquiryId: stored.enquiryId(productId).get(),
    visitId: stored.visitId(productId).get(),
    deviceUuid: stored.deviceUuid.get(),
    sourceId: currentSourceId(),
    utm: stored.utmParams.get(),
    customerReference: q.customerReference,
  };
}

/** One Idempotency-Key per submission, re-sent when the visitor retries it (decision 0010). */
const keys = submissionKeys();

/** Posts (or puts) a form to its next-button action; returns the outcome and the payload, for an OTP re-post. */
export async function submitForm(
  env: Env,
  state: JourneyState,
  form: TForm,
  extra: Pick<TEnquirySubmit, 'otp' | 'verifyBy'> = {},
  previous?: TEnquirySubmit,
): Promise<{ outcome: SubmitOutcome; payload: TEnquirySubmit | undefined }> {
  const texts = {
    generic: tj(env.strings, 'errors.generic'),
    empty: tj(env.strings, 'errors.empty'),
    stillWorking: tj(env.strings, 'errors.stillWorking'),
    offline: tj(env.strings, 'errors.offline'),
    timeout: tj(env.strings, 'errors.timeout'),
  };
  const url = fillPlaceholders(form.nextButton.action.url, state.values);
  if (!url) return { outcome: { kind: 'error', message: texts.generic }, payload: undefined };
  // An OTP re-posts the same payload with the code (docs/product/journeys.md).
  const payload: TEnquirySubmit = {
    ...(previous ?? buildSubmitPayload(state, form, session(env.productId, env.journeyType))),
    ...extra,
  };
  const method = form.nextButton.action.method === 'PUT' ? 'PUT' : 'POST';
  const res: ApiResult<unknown> = await sendIdempotent(
    keys,
    method,
    url,
    payload,
    { headers: { countryproductid: String(env.productId) } },
    method === 'PUT' ? apiPut : apiPost,
  );
  const id = res.ok ? enquiryIdOf(res.data) : undefined;
  if (id) {
    stored.enquiryId(env.productId).set(id);
    updateCache(env.productId, { enquiryId: id });
  }
  // The OTP re-post must name the enquiry this answer created (a journey's first form asking for the OTP has
  // none in its payload yet); without it the server would store a second enquiry and send another code.
  return {
    outcome: decideOutcome(res, env.origin, texts),
    payload: id ? { ...payload, enquiryId: id } : payload,
  };
}

/** Acts on an outcome. Returns true when the visitor is leaving the page (loading stays on). */
/** The screen holding the first of these fields, in journey order. */
export function positionOf(state: JourneyState, fieldIds: readonly string[]): ScreenPos | undefined {
  const wanted = new Set(fieldIds);
  for (const [formIndex, form] of state.forms.entries()) {
    for (const [screenIndex, screen] of form.screens.entries()) {
      if (screen.fields.some((f) => wanted.has(f.fieldId))) return { formIndex, screenIndex };
    }
  }
  return undefined;
}

export async function applyOutcome(
  env: Env,
  state: JourneyState,
  form: TForm,
  outcome: SubmitOutcome,
): Promise<boolean> {
  const { dispatch } = env;
  const closeOtp = () =>
    dispatch({ type: 'setOtpPopup', otp: { open: false, otp: '', invalid: false, message: '' } });
  switch (outcome.kind) {
    case 'navigate':
      saveAnswers(env.productId, state.forms, state.values, state.cachedEnquiryId);
      track({ event: 'formSubmitSuccess', productId: env.productId, formKey: form.formKey, leadCount: 1 });
      env.navigate(outcome.url);
      return true;
    case 'otp':
      dispatch({
        type: 'setOtpPopup',
        otp: {
          open: true,
          otp: '',
          invalid: false,
          message: '',
          maskedMobile: outcome.maskedMobile,
          otpLength: outcome.otpLength,
          resendAfter: outcome.resendAfter,
          sentAt: Date.now(),
          sent: outcome.sent !== false,
        },
      });
      return false;
    case 'invalidOtp':
      dispatch({
        type: 'setOtpPopup',
        otp: { open: true, otp: '', invalid: true, message: outcome.message },
      });
      return false;
    case 'stop':
      return false;
    case 'error': {
      // A code that could not be checked (no connection) keeps the popup open, saying so: the code is still good.
      if (outcome.retry && state.otp.open) {
        dispatch({ type: 'setOtpPopup', otp: { open: true, invalid: false, message: outcome.message } });
        return false;
      }
      closeOtp();
      // The server's own check refused fields (RULE_FAILED): show each error by its field, on its screen.
      const errors = outcome.fieldErrors;
      if (errors) {
        // the spec's formSubmitFailure, for a first-time enquiry: the first refused field's id (decision 0108)
        if (!state.cachedEnquiryId && !stored.enquiryId(env.productId).get())
          sendEvent('formSubmitFailure', { productId: env.productId, fieldId: Object.keys(errors)[0] });
        dispatch({ type: 'setError', errors });
        const pos = positionOf(state, Object.keys(errors));
        if (pos) dispatch({ type: 'setScreen', pos });
      }
      dispatch({ type: 'setFormError', message: outcome.message, retry: outcome.retry });
      return false;
    }
    case 'nextScreen':
      closeOtp();
      dispatch({ type: 'incrementScreen' });
      return false;
    case 'fetchStep': {
      closeOtp();
      const enquiryId = stored.enquiryId(env.productId).get();
      const res = await apiGet(withQuery(outcome.url, { countryProductId: env.productId, enquiryId }));
      const forms = res.ok ? formsOf(res.data) : undefined;
      if (!forms) {
        // Retry sends the same submission again (its idempotency key answers it) and loads the step again.
        const offline = !res.ok && res.code === 'NETWORK_ERROR';
        const message = tj(env.strings, offline ? 'errors.offline' : 'errors.nextStep');
        dispatch({ type: 'setFormError', message, retry: true });
        return false;
      }
      dispatch({ type: 'appendForm', forms });
      // Move to the first shown screen of the appended form (its index after appendForm's replacement rule).
      const kept = state.forms.findIndex((f) => f.formKey === forms[0]?.formKey);
      const formIndex = kept === -1 ? state.forms.length : kept;
      const after = { ...state, forms: [...state.forms.slice(0, formIndex), ...forms] };
      dispatch({ type: 'setScreen', pos: firstPosFrom(after, formIndex) });
      return false;
    }
    default:
      return false;
  }
}

/** POST /api/enquiry/:enquiryId/otp: a new code after the cooldown. */
export async function resendOtp(env: Env): Promise<void> {
  const enquiryId = stored.enquiryId(env.productId).get();
  if (!enquiryId) return;
  const url = `/api/enquiry/${encodeURIComponent(enquiryId)}/otp`;
  const res = await sendIdempotent(
    keys,
    'POST',
    url,
    {},
    { headers: { countryproductid: String(env.productId) } },
    apiPost,
  );
  if (res.ok) {
    const body = asObject(res.data) ?? {};
    const data = asObject(body.data) ?? body;
    const resendAfter = typeof data.resendAfter === 'number' ? data.resendAfter : 30;
    // 'A new code has been sent' only when one was (the cooldown sends none; decision 0062).
    const sent = data.sent !== false;
    env.dispatch({
      type: 'setOtpPopup',
      otp: {
        sentAt: Date.now(),
        resendAfter,
        invalid: false,
        otp: '',
        sent,
        message: sent ? tj(env.strings, 'otp.resent') : '',
      },
    });
  } else {
    // The server's own words; a call that got no answer says which (decision 0069), never "Failed to fetch".
    const lost =
      res.code === 'NETWORK_ERROR' ? 'errors.offline' : res.code === 'TIMEOUT' ? 'errors.timeout' : '';
    const message = (res.status > 0 && res.message) || tj(env.strings, lost || 'errors.generic');
    env.dispatch({ type: 'setOtpPopup', otp: { invalid: true, message } });
  }
}
