import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeBrowser, type FakeBrowser } from '../session/testing/fake-browser';
import { resetMemoryStorage, stored } from '../session/storage';
import { resetContextCache } from '../session/context';
import type { Env } from './controller';
import { applyOutcome, resendOtp, submitForm } from './submit-flow';
import { initialState, journeyReducer } from './reducer';
import { answerKept, buildSubmitPayload, decideOutcome, newIdempotencyKey, submissionKeys } from './submit';
import en from '../../shared/i18n/locales/en/journey.json';
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

describe('acting on the response (docs/product/journeys.md Enquiry journey, docs/product/journeys.md)', () => {
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
      retry: true,
    });
    expect(decideOutcome(ok(undefined), ORIGIN, TEXTS)).toEqual({ kind: 'error', message: 'Empty Response' });
  });

  it('no connection and no answer in time say so and can be retried as they were (decision 0069)', () => {
    const texts = { ...TEXTS, offline: 'No connection.', timeout: 'Too slow.' };
    expect(decideOutcome(failure(0, 'NETWORK_ERROR', 'Failed to fetch'), ORIGIN, texts)).toEqual({
      kind: 'error',
      message: 'No connection.',
      retry: true,
    });
    expect(decideOutcome(failure(0, 'TIMEOUT', 'timeout'), ORIGIN, texts)).toEqual({
      kind: 'error',
      message: 'Too slow.',
      retry: true,
    });
    expect(decideOutcome(failure(429, 'RATE_LIMITED', 'Too many requests.'), ORIGIN, texts)).toEqual({
      kind: 'error',
      message: 'Too many requests.',
    });
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

  it('sends one Idempotency-Key per submission and the same key when retrying it (decision 0010)', async () => {
    const env = envWith([]);
    const s = contactState();
    // Failures also post an error record (dumpLogs): only the submissions count here.
    const sent = () => fb.calls.filter((c) => !c.url.includes('dumpLogs'));
    const keyOf = (i: number) => sent()[i]?.headers['idempotency-key'];
    fb.setHandler((req) => {
      if (req.url.includes('dumpLogs')) return { status: 204 };
      throw new TypeError('Failed to fetch');
    });
    await submitForm(env, s, contactForm);
    expect(keyOf(0)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // No answer, then a server error: the server kept nothing, so the retry is the same submission.
    fb.setHandler(() => ({ status: 503, body: { code: 'DATABASE_UNAVAILABLE', message: 'Try later' } }));
    await submitForm(env, s, contactForm);
    answerOtpPopup({ maskedMobile: '*****4567', otpLength: 6, resendAfter: 30 });
    const first = await submitForm(env, s, contactForm);
    expect(sent()).toHaveLength(3);
    expect(keyOf(1)).toBe(keyOf(0));
    expect(keyOf(2)).toBe(keyOf(0));
    expect(sent()[2]?.body).toEqual(sent()[0]?.body);

    // The OTP re-post is another body: its own key, kept across its own retry.
    fb.setHandler(() => ({
      status: 500,
      body: { code: 'INTERNAL_ERROR', message: 'Something went wrong.' },
    }));
    const otp = { otp: '123456', verifyBy: 'mobileNumber' } as const;
    await submitForm(env, s, contactForm, otp, first.payload);
    fb.setHandler(() => ({ status: 422, body: { code: 'INVALID_OTP', message: 'Incorrect OTP' } }));
    await submitForm(env, s, contactForm, otp, first.payload);
    expect(keyOf(3)).not.toBe(keyOf(0));
    expect(keyOf(4)).toBe(keyOf(3));
    // INVALID_OTP was a kept answer: the same code sent again is a new submission.
    await submitForm(env, s, contactForm, otp, first.payload);
    expect(sent()[5]?.body).toEqual(sent()[4]?.body);
    expect(new Set([keyOf(0), keyOf(3), keyOf(5)]).size).toBe(3);
  });

  it('each OTP resend click is a new submission unless the last one got no kept answer', async () => {
    const env = envWith([]);
    stored.enquiryId(1).set(ID);
    const sent = () => fb.calls.filter((c) => !c.url.includes('dumpLogs'));
    const keyOf = (i: number) => sent()[i]?.headers['idempotency-key'];
    fb.setHandler(() => ({
      status: 200,
      body: { maskedMobile: '*****4567', resendAfter: 30, otpLength: 6 },
    }));
    await resendOtp(env);
    await resendOtp(env);
    fb.setHandler(() => ({
      status: 429,
      body: { code: 'OTP_SEND_LIMIT', message: 'Later', retryAfter: 60 },
    }));
    await resendOtp(env);
    await resendOtp(env);
    expect(sent().map((c) => c.url)).toEqual(Array(4).fill(`/api/enquiry/${ID}/otp`));
    expect(keyOf(1)).not.toBe(keyOf(0));
    expect(keyOf(2)).not.toBe(keyOf(1));
    expect(keyOf(3)).toBe(keyOf(2));
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
    expect(failed).toContainEqual({
      type: 'setFormError',
      message: 'Failed to Fetch Next Step',
      retry: true,
    });
  });

  it('a REDIRECT records formSubmitSuccess and navigates', async () => {
    // a page with a tag manager's data layer (without one nothing is pushed; decision 0108)
    (fb.win as { dataLayer?: unknown[] }).dataLayer = [];
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
    await vi.dynamicImportSettled();
    expect((fb.win as { dataLayer?: unknown[] }).dataLayer).toContainEqual({
      event: 'formSubmitSuccess',
      productId: 1,
      formKey: 'car.vehicle',
      leadCount: 1,
    });
  });
});

describe('idempotency keys of submissions (decision 0010)', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };
  const kept = { ok: true as const, status: 200, data: {} };
  const refused = { ok: false as const, status: 422, code: 'RULE_FAILED', message: 'x' };
  const noAnswer = { ok: false as const, status: 0, code: 'TIMEOUT', message: 'x' };
  const stillRunning = { ok: false as const, status: 409, code: 'IDEMPOTENCY_IN_PROGRESS', message: 'x' };

  it('keeps a key until the server keeps an answer, whatever the key order of the body', () => {
    const keys = submissionKeys(counter());
    expect(keys.keyFor('POST', '/api/enquiry', { a: 1, b: { c: 2, d: 3 } })).toBe('key-1');
    keys.settle('POST', '/api/enquiry', { a: 1, b: { c: 2, d: 3 } }, noAnswer);
    expect(keys.keyFor('post', '/api/enquiry', { b: { d: 3, c: 2 }, a: 1 })).toBe('key-1');
    keys.settle('POST', '/api/enquiry', { a: 1, b: { c: 2, d: 3 } }, stillRunning);
    expect(keys.keyFor('POST', '/api/enquiry', { a: 1, b: { c: 2, d: 3 } })).toBe('key-1');
    keys.settle('POST', '/api/enquiry', { a: 1, b: { c: 2, d: 3 } }, refused);
    expect(keys.keyFor('POST', '/api/enquiry', { a: 1, b: { c: 2, d: 3 } })).toBe('key-2');
    keys.settle('POST', '/api/enquiry', { a: 1, b: { c: 2, d: 3 } }, kept);
    expect(keys.keyFor('POST', '/api/enquiry', { a: 1, b: { c: 2, d: 3 } })).toBe('key-3');
  });

  it('another body, url or method is another submission', () => {
    const keys = submissionKeys(counter());
    expect(keys.keyFor('PUT', '/api/prequote_enquiry/2', { a: 1 })).toBe('key-1');
    expect(keys.keyFor('PUT', '/api/prequote_enquiry/3', { a: 1 })).toBe('key-2');
    expect(keys.keyFor('POST', '/api/prequote_enquiry/2', { a: 1 })).toBe('key-3');
    expect(keys.keyFor('PUT', '/api/prequote_enquiry/2', { a: 1, otp: '1234' })).toBe('key-4');
    expect(keys.keyFor('PUT', '/api/prequote_enquiry/2', { a: 1 })).toBe('key-1');
  });

  it('forgets the oldest open submissions beyond its capacity', () => {
    const keys = submissionKeys(counter(), 2);
    keys.keyFor('POST', '/a', {});
    keys.keyFor('POST', '/b', {});
    keys.keyFor('POST', '/c', {});
    expect(keys.keyFor('POST', '/b', {})).toBe('key-2');
    expect(keys.keyFor('POST', '/a', {})).toBe('key-4');
  });

  it('answers the server keeps: all but none, 5xx, 401, 408, 429 and IDEMPOTENCY_IN_PROGRESS', () => {
    expect([kept, refused, noAnswer, stillRunning].map(answerKept)).toEqual([true, true, false, false]);
    const status = (s: number) => answerKept({ ok: false, status: s, code: 'X', message: '' });
    expect([400, 404, 409, 401, 408, 429, 500, 503].map(status)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('makes UUID v4 keys, also where randomUUID is missing (no secure context)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(uuid);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    try {
      const a = newIdempotencyKey();
      expect(a).toMatch(uuid);
      expect(newIdempotencyKey()).not.toBe(a);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a submission still running on the server shows the still-working text', () => {
    expect(decideOutcome(stillRunning, ORIGIN, { ...TEXTS, stillWorking: 'Still working' })).toEqual({
      kind: 'error',
      message: 'Still working',
    });
    expect(decideOutcome(stillRunning, ORIGIN, TEXTS)).toEqual({ kind: 'error', message: TEXTS.generic });
  });
});
