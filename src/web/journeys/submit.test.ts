import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeBrowser, type FakeBrowser } from '../session/testing/fake-browser';
import { resetMemoryStorage, stored } from '../session/storage';
import { resetContextCache } from '../session/context';
import { applyOutcome, submitForm, type Env } from './controller';
import { initialState, journeyReducer } from './reducer';
import { buildSubmitPayload, decideOutcome } from './submit';
import en from '../i18n/locales/en/journey.json';
import { contactForm, TODAY, vehicleForm } from './testing/fixture';
import type { JourneyAction, JourneyState } from './types';

const ORIGIN = 'https://sahel.example';
const TEXTS = { generic: 'Something went wrong!', empty: 'Empty Response' };
const ID = 'AbCdEfGhIjKlMnOpQrStUv12';
const ok = (data: unknown) => ({ ok: true as const, status: 200, data });
const failure = (status: number, code: string, message: string) => ({
  ok: false as const,
  status,
  code,
  message,
});

describe('the submission payload (ZEnquirySubmit)', () => {
  const state = (values: JourneyState['values'], cachedEnquiryId: string | null = null): JourneyState => ({
    ...initialState({ forms: [vehicleForm, contactForm], today: TODAY }),
    values,
    cachedEnquiryId,
  });

  it('sends the form’s active answers only, with the session and UTM facts', () => {
    const s = state({ carMake: 'audi', noClaimYears: '0', noClaimProof: '1', carValue: 50000, name: 'x' });
    const p = buildSubmitPayload(s, vehicleForm, {
      productId: 1,
      journeyType: 1,
      enquiryId: ID,
      visitId: 7,
      deviceUuid: 'd'.repeat(32),
      sourceId: 2,
      utm: { utmSource: 'google', utmMedium: 'cpc', pbSource: 'x' },
    });
    // noClaimProof is switched off by its constraint (no claim-free years); name belongs to another form.
    expect(p).toEqual({
      countryProductId: 1,
      formKey: 'car.vehicle',
      journeyType: 1,
      values: { carMake: 'audi', noClaimYears: '0', carValue: 50000 },
      enquiryId: ID,
      visitId: 7,
      deviceUuid: 'd'.repeat(32),
      sourceId: 2,
      utmSource: 'google',
      utmMedium: 'cpc',
    });
  });

  it('names the cached enquiry when a contact value is still masked', () => {
    const masked = buildSubmitPayload(
      state({ name: 'Sara', email: 'a@example.com', mobileNumber: '*****4567' }, ID),
      contactForm,
      { productId: 1, journeyType: 1 },
    );
    expect(masked.cachedEnquiryId).toBe(ID);
    const typed = buildSubmitPayload(
      state({ name: 'Sara', email: 'a@example.com', mobileNumber: '501234567' }, ID),
      contactForm,
      { productId: 1, journeyType: 1 },
    );
    expect(typed).not.toHaveProperty('cachedEnquiryId');
  });

  it('drops an enquiry id that is not one of ours', () => {
    expect(
      buildSubmitPayload(state({}), vehicleForm, { productId: 1, journeyType: 1, enquiryId: '12345' }),
    ).not.toHaveProperty('enquiryId');
  });
});

describe('acting on the response (spec 000 §4 Enquiry journey, §8)', () => {
  const base = { enquiryId: ID, redirectToInsurer: null, status: 1, success: true };

  it('REDIRECT navigates to a same-origin url only', () => {
    expect(
      decideOutcome(
        ok({ ...base, next: { type: 'REDIRECT', config: { url: '/car-insurance/quotes/?enquiryId=x' } } }),
        ORIGIN,
        TEXTS,
      ),
    ).toEqual({
      kind: 'navigate',
      url: '/car-insurance/quotes/?enquiryId=x',
      track: true,
    });
    expect(
      decideOutcome(
        ok({ ...base, next: { type: 'REDIRECT', config: { url: 'https://evil.example/' } } }),
        ORIGIN,
        TEXTS,
      ),
    ).toEqual({
      kind: 'error',
      message: 'Something went wrong!',
    });
  });

  it('redirectToInsurer of type REDIRECT navigates at once, before anything else', () => {
    const r = ok({
      ...base,
      status: -1,
      next: null,
      redirectToInsurer: { type: 'REDIRECT', config: { url: 'https://insurer.example/buy' } },
    });
    expect(decideOutcome(r, ORIGIN, TEXTS)).toEqual({
      kind: 'navigate',
      url: 'https://insurer.example/buy',
      track: true,
    });
  });

  it('STEP without config moves on; with config fetches the next form', () => {
    expect(decideOutcome(ok({ ...base, next: { type: 'STEP' } }), ORIGIN, TEXTS)).toEqual({
      kind: 'nextScreen',
    });
    expect(
      decideOutcome(
        ok({ ...base, next: { type: 'STEP', config: { url: '/api/user_form/car.driver' } } }),
        ORIGIN,
        TEXTS,
      ),
    ).toEqual({
      kind: 'fetchStep',
      url: '/api/user_form/car.driver',
    });
  });

  it('POPUP OTP_VERIFICATION opens the OTP popup with the masked number, length and resend wait', () => {
    const r = ok({
      ...base,
      next: { type: 'POPUP', subType: 'OTP_VERIFICATION' },
      data: { maskedMobile: '*****4567', otpLength: 6, resendAfter: 30 },
    });
    expect(decideOutcome(r, ORIGIN, TEXTS)).toEqual({
      kind: 'otp',
      maskedMobile: '*****4567',
      otpLength: 6,
      resendAfter: 30,
    });
  });

  it('status -1 or success false stops quietly', () => {
    expect(decideOutcome(ok({ ...base, status: -1, next: { type: 'STEP' } }), ORIGIN, TEXTS)).toEqual({
      kind: 'stop',
    });
    expect(decideOutcome(ok({ ...base, success: false, next: { type: 'STEP' } }), ORIGIN, TEXTS)).toEqual({
      kind: 'stop',
    });
  });

  it('INVALID_OTP reopens the popup flagged invalid with the server message', () => {
    expect(decideOutcome(failure(422, 'INVALID_OTP', 'Incorrect OTP'), ORIGIN, TEXTS)).toEqual({
      kind: 'invalidOtp',
      message: 'Incorrect OTP',
    });
  });

  it('other failures show the server message, else Something went wrong!; an empty body is Empty Response', () => {
    expect(decideOutcome(failure(500, 'X', 'Server says no'), ORIGIN, TEXTS)).toEqual({
      kind: 'error',
      message: 'Server says no',
    });
    expect(decideOutcome(failure(502, 'HTTP_502', 'Bad Gateway'), ORIGIN, TEXTS)).toEqual({
      kind: 'error',
      message: 'Something went wrong!',
    });
    expect(decideOutcome(failure(0, 'NETWORK_ERROR', 'Failed to fetch'), ORIGIN, TEXTS)).toEqual({
      kind: 'error',
      message: 'Something went wrong!',
    });
    expect(decideOutcome(ok(undefined), ORIGIN, TEXTS)).toEqual({ kind: 'error', message: 'Empty Response' });
  });

  it('RULE_FAILED carries the server’s failures by field, with their rule keys (nothing from the prototype)', () => {
    const body = JSON.parse(
      '{"code":"RULE_FAILED","message":"Mobile number is invalid","fieldErrors":[' +
        '{"fieldId":"mobileNumber","message":"Mobile number is invalid",' +
        '"failure":{"valid":false,"type":"regex","messageKey":"rules:mobile.invalid","params":{"__proto__":{"x":1},"n":2}}},' +
        '{"fieldId":7,"failure":{}}]}',
    ) as unknown;
    const outcome = decideOutcome(
      { ...failure(422, 'RULE_FAILED', 'Mobile number is invalid'), body },
      ORIGIN,
      TEXTS,
    );
    expect(outcome).toEqual({
      kind: 'error',
      message: 'Mobile number is invalid',
      fieldErrors: { mobileNumber: { messageKey: 'rules:mobile.invalid', params: { n: 2 } } },
    });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('submitting through the request helper', () => {
  let fb: FakeBrowser;
  beforeEach(() => {
    fb = installFakeBrowser();
    resetContextCache();
    // The session start has finished on this page.
    (fb.document.documentElement.dataset as Record<string, string>).session = 'ready';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetMemoryStorage();
  });

  const envWith = (actions: JourneyAction[], navigate = vi.fn()): Env => ({
    productId: 1,
    journeyType: 1,
    strings: en,
    dispatch: (a) => actions.push(a),
    navigate,
    origin: 'https://sahel.example',
  });

  /** A filled contact form (the journey's last form). */
  const contactState = () => ({
    ...initialState({ forms: [contactForm], today: TODAY }),
    values: { name: 'Sara', email: 'a@example.com', mobileNumber: '501234567', stageNo: 3 },
  });
  /** The server answers every call with the OTP popup for enquiry ID. */
  const answerOtpPopup = (data: Record<string, unknown>) =>
    fb.setHandler(() => ({
      status: 200,
      body: {
        enquiryId: ID,
        next: { type: 'POPUP', subType: 'OTP_VERIFICATION' },
        redirectToInsurer: null,
        status: 1,
        success: true,
        data,
      },
    }));

  it('fills the action url, stores the enquiry id per product, and re-posts the same payload with the OTP', async () => {
    const actions: JourneyAction[] = [];
    const env = envWith(actions);
    const s = contactState();
    answerOtpPopup({ maskedMobile: '*****4567', otpLength: 6, resendAfter: 30 });
    const first = await submitForm(env, s, contactForm);
    expect(fb.calls[0]).toMatchObject({ method: 'PUT', url: '/api/prequote_enquiry/3' });
    expect(fb.calls[0]?.headers.countryproductid).toBe('1');
    expect(stored.enquiryId(1).get()).toBe(ID);
    expect(first.outcome.kind).toBe('otp');
    await applyOutcome(env, s, contactForm, first.outcome);
    expect(actions.at(-1)).toMatchObject({
      type: 'setOtpPopup',
      otp: { open: true, maskedMobile: '*****4567', otpLength: 6 },
    });

    fb.setHandler(() => ({ status: 422, body: { code: 'INVALID_OTP', message: 'Incorrect OTP' } }));
    const wrong = await submitForm(
      env,
      s,
      contactForm,
      { otp: '000000', verifyBy: 'mobileNumber' },
      first.payload,
    );
    expect(fb.calls[1]?.body).toEqual({ ...first.payload, otp: '000000', verifyBy: 'mobileNumber' });
    expect(wrong.outcome).toEqual({ kind: 'invalidOtp', message: 'Incorrect OTP' });
  });

  it('a first form asking for the OTP re-posts it for the enquiry the answer created', async () => {
    const env = envWith([]);
    const s = contactState();
    answerOtpPopup({});
    const first = await submitForm(env, s, contactForm);
    expect(fb.calls[0]?.body).not.toHaveProperty('enquiryId');
    await submitForm(env, s, contactForm, { otp: '123456', verifyBy: 'mobileNumber' }, first.payload);
    expect(fb.calls[1]?.body).toMatchObject({ enquiryId: ID, otp: '123456', verifyBy: 'mobileNumber' });
  });

  it('a STEP with config appends the next form and moves to it; a failed fetch shows Failed to Fetch Next Step', async () => {
    const actions: JourneyAction[] = [];
    const env = envWith(actions);
    const s = initialState({ forms: [vehicleForm], today: TODAY });
    stored.enquiryId(1).set(ID);
    fb.setHandler(() => ({
      status: 200,
      body: {
        jsonData: {
          userForm: { productId: 1, journeyType: 1, pageTypeId: 0, language: 'en', forms: [contactForm] },
        },
      },
    }));
    await applyOutcome(env, s, vehicleForm, { kind: 'fetchStep', url: '/api/user_form/car.contact' });
    expect(fb.calls[0]?.url).toBe(`/api/user_form/car.contact?countryProductId=1&enquiryId=${ID}`);
    const after = actions.reduce(journeyReducer, s);
    expect(after.forms.map((f) => f.formKey)).toEqual(['car.vehicle', 'car.contact']);
    expect(after.pos).toEqual({ formIndex: 1, screenIndex: 0 });

    const failed: JourneyAction[] = [];
    fb.setHandler(() => ({ status: 500, body: { code: 'X', message: 'no' } }));
    await applyOutcome(envWith(failed), s, vehicleForm, {
      kind: 'fetchStep',
      url: '/api/user_form/car.contact',
    });
    expect(failed).toContainEqual({ type: 'setFormError', message: 'Failed to Fetch Next Step' });
  });

  it('a REDIRECT records formSubmitSuccess and navigates', async () => {
    const navigate = vi.fn();
    const env = envWith([], navigate);
    const s = initialState({ forms: [vehicleForm], today: TODAY });
    const leaving = await applyOutcome(env, s, vehicleForm, {
      kind: 'navigate',
      url: '/car-insurance/quotes/',
      track: true,
    });
    expect(leaving).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/car-insurance/quotes/');
    expect((fb.win as { dataLayer?: unknown[] }).dataLayer).toContainEqual({
      event: 'formSubmitSuccess',
      productId: 1,
      formKey: 'car.vehicle',
      leadCount: 1,
    });
  });
});
