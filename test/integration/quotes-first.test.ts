import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { QUOTES_FIRST_JOURNEY_TYPE, SAVE_QUOTES_FORMS } from '../../src/shared/contracts/journey-constants';
import { ZEnquiryResponse, ZUserFormResponse } from '../../src/shared/contracts/journey';
import { ZLeadResponse, ZQuotesResponse, type TQuote } from '../../src/shared/contracts/quotes-api';
import { ZApiError } from '../../src/shared/contracts/errors';
import { useTestApp, HIGH_WRITES } from './helpers';
import { createDevice, lastOtp } from './journey-fixtures';
import { carAnswers, storeEnquiry, travelAnswers, type Device } from './quotes-fixtures';

/**
 * 'Quotes before the phone number' (decision 0017): journey type 2 prices without a contact step;
 * the number is proved by its code on the quotes page (the hidden saveQuotes form) before a plan can be chosen.
 */

const { app, ctx } = useTestApp({ limits: { ...HIGH_WRITES }, env: { JOBS_ENABLED: 'false' } });

const call = (d: Device, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  app.inject({
    method,
    url,
    remoteAddress: '10.91.0.1',
    headers: { authorization: d.token },
    ...(payload ? { payload } : {}),
  });

/** The car journey of type 2: vehicle, then driver; the second answer is the REDIRECT to the quotes. */
async function quotesFirstCar(d: Device): Promise<string> {
  const a = carAnswers();
  const first = await call(
    d,
    'GET',
    `/api/user_form?countryProductId=1&journeyType=${QUOTES_FIRST_JOURNEY_TYPE}`,
  );
  expect(first.statusCode).toBe(200);
  const form = ZUserFormResponse.parse(first.json()).jsonData.userForm.forms[0];
  expect(form?.formKey).toBe('car.vehicle.quotesFirst');
  const body = (formKey: string, values: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    countryProductId: 1,
    formKey,
    journeyType: QUOTES_FIRST_JOURNEY_TYPE,
    values,
    visitId: d.visitId,
    ...extra,
  });
  const vehicle = await call(
    d,
    'POST',
    '/api/enquiry',
    body('car.vehicle.quotesFirst', {
      carMake: a.carMake,
      carModel: a.carModel,
      carYear: a.carYear,
      carTrim: a.carTrim,
      firstRegistrationDate: a.firstRegistrationDate,
      carValue: a.carValue,
      registrationEmirate: a.registrationEmirate,
    }),
  );
  expect(vehicle.statusCode, vehicle.body).toBe(200);
  const step = ZEnquiryResponse.parse(vehicle.json());
  expect(step.next).toEqual({ type: 'STEP', config: { url: '/api/user_form/car.driver.quotesFirst' } });
  const driver = await call(
    d,
    'PUT',
    '/api/prequote_enquiry/2',
    body(
      'car.driver.quotesFirst',
      {
        driverDob: a.driverDob,
        nationality: a.nationality,
        uaeDrivingExperience: a.uaeDrivingExperience,
        noClaimYears: a.noClaimYears,
        noClaimProof: a.noClaimProof,
        policyExpiryDate: a.policyExpiryDate,
      },
      { enquiryId: step.enquiryId },
    ),
  );
  expect(driver.statusCode, driver.body).toBe(200);
  const done = ZEnquiryResponse.parse(driver.json());
  // No OTP popup: the answers the engines need are in, so the journey lands on the quotes.
  expect(done.next?.type).toBe('REDIRECT');
  expect(done.next?.config?.url).toBe(`/car-insurance/quotes/?enquiryId=${step.enquiryId}`);
  return step.enquiryId;
}

const saveForm = SAVE_QUOTES_FORMS[1]!;
const saveNumber = (
  d: Device,
  enquiryId: string,
  mobileNumber: string,
  extra: Record<string, unknown> = {},
) =>
  call(d, 'PUT', `/api/prequote_enquiry/${saveForm.stage}`, {
    countryProductId: 1,
    formKey: saveForm.formKey,
    values: { mobileNumber },
    enquiryId,
    ...extra,
  });

const chooseLead = (d: Device, enquiryId: string, q: TQuote) =>
  call(d, 'POST', '/api/lead_details', {
    planId: q.planId,
    providerId: q.providerId,
    quoteId: q.quoteId,
    enquiryId,
    source: 'quote_click',
    consent: true,
  });

describe('quotes before the phone number (decision 0017)', () => {
  it('prices a car journey of type 2 without a number, and asks for it (with its code) before a plan is chosen', async () => {
    const d = await createDevice(app);
    const enquiryId = await quotesFirstCar(d);
    const stored = await ctx.db.execute<{ mobile: string | null; journey: number; status: string }>(
      sql`select mobile_number as mobile, journey_type as journey, status from enquiries where public_id = ${enquiryId}`,
    );
    expect(stored.rows[0]).toEqual({ mobile: null, journey: 2, status: 'submitted' });

    const list = await call(d, 'POST', '/api/quotes', { enquiryId });
    expect(list.statusCode, list.body).toBe(200);
    const quotes = ZQuotesResponse.parse(list.json());
    expect(quotes.status).toBe('done');
    expect(quotes.quotes.length).toBeGreaterThan(0);
    expect(quotes.maskedMobile).toBeNull();
    const plan = quotes.quotes[0] as TQuote;

    // No lead for an unproved number: nothing stored.
    const refused = await chooseLead(d, enquiryId, plan);
    expect(refused.statusCode).toBe(409);
    expect(ZApiError.parse(refused.json()).code).toBe('MOBILE_NOT_VERIFIED');
    const leads = await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from leads`);
    expect(leads.rows[0]?.n).toBe(0);

    // The number form is checked by the journey's own rule, then sends a code.
    const bad = await saveNumber(d, enquiryId, '12345');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      code: 'RULE_FAILED',
      fieldErrors: [{ fieldId: 'mobileNumber', message: 'Mobile number is invalid' }],
    });
    const popup = await saveNumber(d, enquiryId, '502223344');
    expect(popup.statusCode, popup.body).toBe(200);
    const asked = ZEnquiryResponse.parse(popup.json());
    expect(asked.next).toEqual({ type: 'POPUP', subType: 'OTP_VERIFICATION' });
    expect(asked.data?.maskedMobile).toBe('*****3344');
    expect(asked.enquiryId).toBe(enquiryId);

    const code = await lastOtp(ctx.db, '502223344');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await saveNumber(d, enquiryId, '502223344', { otp: wrongCode, verifyBy: 'mobileNumber' });
    expect(wrong.statusCode).toBe(422);
    const right = await saveNumber(d, enquiryId, '502223344', { otp: code, verifyBy: 'mobileNumber' });
    expect(right.statusCode, right.body).toBe(200);

    // Proved: the list says so, the enquiry keeps its answers, journey and status, and the plan can be chosen.
    const again = ZQuotesResponse.parse((await call(d, 'POST', '/api/quotes', { enquiryId })).json());
    expect(again.maskedMobile).toBe('*****3344');
    expect(again.quotes.map((q) => q.quoteId)).toEqual(quotes.quotes.map((q) => q.quoteId));
    const after = await ctx.db.execute<{ stage: number; status: string; journey: number; verified: boolean }>(
      sql`select stage, status, journey_type as journey, mobile_verified_at is not null as verified
          from enquiries where public_id = ${enquiryId}`,
    );
    expect(after.rows[0]).toEqual({ stage: 2, status: 'submitted', journey: 2, verified: true });
    const chosen = await chooseLead(d, enquiryId, plan);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(ZLeadResponse.parse(chosen.json()).planName).toBe(plan.planName);
  });

  it('refuses the number form before the journey is finished, and for another device', async () => {
    const d = await createDevice(app);
    const a = carAnswers();
    const draft = await call(d, 'POST', '/api/enquiry', {
      countryProductId: 1,
      formKey: 'car.vehicle.quotesFirst',
      journeyType: QUOTES_FIRST_JOURNEY_TYPE,
      values: {
        carMake: a.carMake,
        carModel: a.carModel,
        carYear: a.carYear,
        carTrim: a.carTrim,
        firstRegistrationDate: a.firstRegistrationDate,
        carValue: a.carValue,
        registrationEmirate: a.registrationEmirate,
      },
    });
    const draftId = ZEnquiryResponse.parse(draft.json()).enquiryId;
    const early = await saveNumber(d, draftId, '502223355');
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ code: 'SCREEN_SKIPPED' });

    const finished = await quotesFirstCar(d);
    const stranger = await createDevice(app);
    const other = await saveNumber(stranger, finished, '502223366');
    expect(other.statusCode).toBe(404);
    const outbox = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sms_outbox where mobile_number in ('502223355', '502223366')`,
    );
    expect(outbox.rows[0]?.n).toBe(0);
  });

  it('a lead never records a price past its validity: 409 QUOTE_EXPIRED, nothing stored', async () => {
    const d = await createDevice(app, 2);
    const enquiryId = await storeEnquiry(ctx.db, d, 2, travelAnswers());
    const list = ZQuotesResponse.parse((await call(d, 'POST', '/api/quotes', { enquiryId })).json());
    expect(list.maskedMobile).toBe('*****4567');
    const plan = list.quotes[0] as TQuote;
    await ctx.db.execute(
      sql`update quotes set valid_until = now() - interval '1 minute' where public_id = ${plan.quoteId}`,
    );
    const before = await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from leads`);
    const res = await chooseLead(d, enquiryId, plan);
    expect(res.statusCode).toBe(409);
    expect(ZApiError.parse(res.json())).toMatchObject({
      code: 'QUOTE_EXPIRED',
      message: "This price has expired. Refresh your quotes to see today's price.",
    });
    const after = await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from leads`);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('a travel journey of type 2 is one form without contact fields, priced at once', async () => {
    const d = await createDevice(app, 2);
    const first = await call(
      d,
      'GET',
      `/api/user_form?countryProductId=2&journeyType=${QUOTES_FIRST_JOURNEY_TYPE}`,
    );
    const form = ZUserFormResponse.parse(first.json()).jsonData.userForm.forms[0]!;
    const asked = form.screens.flatMap((s) => s.fields.map((f) => f.fieldId));
    expect(asked).not.toContain('mobileNumber');
    expect(asked).not.toContain('email');
    const res = await call(d, 'POST', '/api/enquiry', {
      countryProductId: 2,
      formKey: form.formKey,
      journeyType: QUOTES_FIRST_JOURNEY_TYPE,
      values: travelAnswers(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const done = ZEnquiryResponse.parse(res.json());
    expect(done.next?.type).toBe('REDIRECT');
    const list = ZQuotesResponse.parse(
      (await call(d, 'POST', '/api/quotes', { enquiryId: done.enquiryId })).json(),
    );
    expect(list.quotes.length).toBeGreaterThan(0);
    expect(list.maskedMobile).toBeNull();
  });

  it('the landing page starts the variant from its address, and a product without it starts the default', async () => {
    const car = await app.inject({ method: 'GET', url: '/car-insurance/?journeyType=2' });
    expect(car.statusCode).toBe(200);
    expect(car.body).toContain('data-field="carMake"');
    expect(car.body).toContain('car.vehicle.quotesFirst');
    expect(car.body).toContain('We ask for your mobile number only if you choose a plan');
    const usual = await app.inject({ method: 'GET', url: '/car-insurance/' });
    expect(usual.body).toContain('See prices first');
    expect(usual.body).not.toContain('car.vehicle.quotesFirst');
    const term = await app.inject({ method: 'GET', url: '/term-insurance/?journeyType=2' });
    expect(term.statusCode).toBe(200);
    expect(term.body).toContain('data-island="Journey"');
    expect(term.body).not.toContain('data-testid="journey-variant"');
  });
});
