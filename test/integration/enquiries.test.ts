import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import pino from 'pino';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { createJobQueue } from '../../src/server/lib/job-queue';
import { freshDatabase, testApp } from './helpers';
import { count, createDevice, insertTestForms, lastOtp } from './journey-fixtures';
import { ZCachedEnquiry, ZEnquiryRejection, ZEnquiryResponse } from '../../src/shared/contracts/journey';

let app: FastifyInstance;
let ctx: Awaited<ReturnType<typeof freshDatabase>>;
const HIGH = '1000000';
const STRANDED = 'Stranded0000000000000001';

beforeAll(async () => {
  ctx = await freshDatabase();
  await insertTestForms(ctx.db);
  // An async enquiry (credit score) left 'processing' with no job (e.g. stored by a node without the job
  // schema): the sweep at start must send its job.
  await ctx.db.execute(sql`
    with d as (insert into devices (device_uuid, source_id, country_product_id)
               values (${'s'.repeat(32)}, 2, 31) returning id)
    insert into enquiries (public_id, device_id, country_product_id, source_id, status, answers, updated_at)
    select ${STRANDED}, id, 31, 2, 'processing', '{}'::jsonb, now() - interval '1 minute' from d`);
  app = await testApp(ctx.db, {
    RATE_LIMIT_WRITE_PER_IP: HIGH,
    RATE_LIMIT_WRITE_PER_DEVICE: HIGH,
    RATE_LIMIT_DEVICE_PER_IP: HIGH,
    RATE_LIMIT_VISIT_PER_IP: HIGH,
  });
});
afterAll(async () => {
  await app?.close();
  await ctx?.drop();
});

type Device = Awaited<ReturnType<typeof createDevice>>;
let ipCounter = 1;
/** Each OTP flow from its own address (the OTP service allows 10 sends per IP per hour). */
const nextIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

function call(
  d: Device,
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  payload?: unknown,
  opts: { lang?: string; ip?: string } = {},
) {
  return app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: { authorization: d.token, ...(opts.lang ? { 'accept-language': opts.lang } : {}) },
  });
}

const vehicleValues = (mobile: string, extra: Record<string, unknown> = {}) => ({
  carMake: 'toyota',
  carModel: 'camry',
  carYear: '2021',
  hasClaims: 'no',
  fullName: 'Jane Doe',
  emailAddress: 'jane@example.com',
  mobile,
  ...extra,
});

const stage1 = (d: Device, values: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  countryProductId: 1,
  formKey: 'tcar.vehicle',
  visitId: d.visitId,
  values,
  utmSource: 'google',
  ...extra,
});

async function enquiryRow(publicId: string) {
  const r = await ctx.db.execute<{
    stage: number;
    status: string;
    form_keys: string[];
    answers: Record<string, unknown>;
    name: string | null;
    email: string | null;
    mobile_number: string | null;
    mobile_verified_at: Date | null;
    visit_id: number | null;
    utm_source: string | null;
    updated_at: Date;
    result: unknown;
  }>(sql`select * from enquiries where public_id = ${publicId}`);
  return r.rows[0];
}

/** A car journey through stage 1 with its OTP; answers the enquiry id. */
async function verifiedStage1(d: Device, mobile: string): Promise<string> {
  const ip = nextIp();
  const first = await call(d, 'POST', '/api/enquiry?type=4', stage1(d, vehicleValues(mobile)), { ip });
  expect(first.statusCode).toBe(200);
  const popup = ZEnquiryResponse.parse(first.json());
  const code = await lastOtp(ctx.db, mobile);
  const ok = await call(
    d,
    'POST',
    '/api/enquiry',
    stage1(d, vehicleValues(mobile), { enquiryId: popup.enquiryId, otp: code, verifyBy: 'mobileNumber' }),
    { ip },
  );
  expect(ok.statusCode).toBe(200);
  return popup.enquiryId;
}

describe('POST /api/enquiry and PUT /api/prequote_enquiry/:stage (decision 0008)', () => {
  it('runs a whole journey: OTP popup, wrong code, right code, next form, redirect to quotes', async () => {
    const d = await createDevice(app);
    const ip = nextIp();
    const mobile = '501234567';
    const first = await call(d, 'POST', '/api/enquiry?type=4', stage1(d, vehicleValues(mobile)), { ip });
    expect(first.statusCode).toBe(200);
    const popup = ZEnquiryResponse.parse(first.json());
    expect(popup.enquiryId).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(popup.next).toEqual({ type: 'POPUP', subType: 'OTP_VERIFICATION' });
    expect(popup.data).toMatchObject({ maskedMobile: '*****4567', otpLength: 6, sent: true });
    expect(popup.data?.resendAfter).toBeGreaterThan(0);
    // Saved as a draft that does not yet count as a completed form.
    let row = await enquiryRow(popup.enquiryId);
    expect(row).toMatchObject({
      stage: 0,
      status: 'draft',
      form_keys: [],
      mobile_number: mobile,
      visit_id: d.visitId,
    });
    expect(row?.mobile_verified_at).toBeNull();

    // Stage 2 before stage 1 is verified: refused.
    const early = await call(d, 'PUT', '/api/prequote_enquiry/2', {
      countryProductId: 1,
      formKey: 'tcar.driver',
      enquiryId: popup.enquiryId,
      values: { driverDob: '01/01/1990' },
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().code).toBe('SCREEN_SKIPPED');

    const code = await lastOtp(ctx.db, mobile);
    const wrong = String((Number(code) % 900000) + 100000 + (code === '100000' ? 1 : 0));
    const before = await enquiryRow(popup.enquiryId);
    const bad = await call(
      d,
      'POST',
      '/api/enquiry',
      stage1(d, vehicleValues(mobile, { carYear: '2020' }), {
        enquiryId: popup.enquiryId,
        otp: wrong === code ? '123456' : wrong,
        verifyBy: 'mobileNumber',
      }),
      { ip },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'INVALID_OTP', message: 'Incorrect OTP' });
    // Decision 0021: answers sent with a wrong code are not written; the draft stays as it was.
    row = await enquiryRow(popup.enquiryId);
    expect(row?.answers).toEqual(before?.answers);
    expect(row?.answers).not.toMatchObject({ carYear: 2020 });
    expect(row?.stage).toBe(0);

    const good = await call(
      d,
      'POST',
      '/api/enquiry',
      stage1(d, vehicleValues(mobile), { enquiryId: popup.enquiryId, otp: code, verifyBy: 'mobileNumber' }),
      { ip },
    );
    expect(good.statusCode).toBe(200);
    const step = ZEnquiryResponse.parse(good.json());
    expect(step).toMatchObject({
      enquiryId: popup.enquiryId,
      next: { type: 'STEP', config: { url: '/api/user_form/tcar.driver' } },
      redirectToInsurer: null,
      status: 1,
      success: true,
    });
    row = await enquiryRow(popup.enquiryId);
    expect(row).toMatchObject({
      stage: 1,
      status: 'draft',
      form_keys: ['tcar.vehicle'],
      utm_source: 'google',
    });
    expect(row?.mobile_verified_at).not.toBeNull();
    // Contact values live in their columns, never in the answers; numbers are stored parsed.
    expect(row?.answers).toEqual({ carMake: 'toyota', carModel: 'camry', carYear: 2021, hasClaims: 'no' });
    expect(row).toMatchObject({ name: 'Jane Doe', email: 'jane@example.com' });

    const last = await call(d, 'PUT', '/api/prequote_enquiry/2?type=4', {
      countryProductId: 1,
      formKey: 'tcar.driver',
      enquiryId: popup.enquiryId,
      values: { driverDob: '15/06/1988' },
    });
    expect(last.statusCode).toBe(200);
    const done = ZEnquiryResponse.parse(last.json());
    expect(done.next).toEqual({
      type: 'REDIRECT',
      config: { url: `/car-insurance/quotes/?enquiryId=${popup.enquiryId}` },
    });
    expect(done.redirectToInsurer).toBeNull();
    row = await enquiryRow(popup.enquiryId);
    expect(row).toMatchObject({ stage: 2, status: 'submitted', form_keys: ['tcar.vehicle', 'tcar.driver'] });
    expect(row?.answers).toMatchObject({ driverDob: '15/06/1988' });
  });

  it('stores the answer of a field switched on by its constraint, and drops it when switched off', async () => {
    const d = await createDevice(app);
    const id = await verifiedStage1(d, '502223333');
    const again = await call(
      d,
      'POST',
      '/api/enquiry',
      stage1(d, vehicleValues('502223333', { hasClaims: 'yes', claimCount: '2' }), { enquiryId: id }),
    );
    expect(again.statusCode).toBe(200);
    expect((await enquiryRow(id))?.answers).toMatchObject({ hasClaims: 'yes', claimCount: 2 });
    const off = await call(
      d,
      'POST',
      '/api/enquiry',
      stage1(d, vehicleValues('502223333', { hasClaims: 'no', claimCount: '3' }), { enquiryId: id }),
    );
    expect(off.statusCode).toBe(200);
    expect((await enquiryRow(id))?.answers).not.toHaveProperty('claimCount');
  });

  it('redirects Arabic visitors to the Arabic quotes page', async () => {
    const d = await createDevice(app);
    const id = await verifiedStage1(d, '503334444');
    const res = await call(
      d,
      'PUT',
      '/api/prequote_enquiry/2',
      { countryProductId: 1, formKey: 'tcar.driver', enquiryId: id, values: { driverDob: '15/06/1988' } },
      { lang: 'ar' },
    );
    expect(res.json().next.config.url).toBe(`/ar-ae/car-insurance/quotes/?enquiryId=${id}`);
  });
});

describe('refused submissions store nothing', () => {
  async function refusedWithoutWrites(
    d: Device,
    url: string,
    method: 'POST' | 'PUT',
    body: unknown,
    lang?: string,
  ) {
    const before = { enquiries: await count(ctx.db, 'enquiries'), sms: await count(ctx.db, 'sms_outbox') };
    const res = await call(d, method, url, body, { lang });
    expect(await count(ctx.db, 'enquiries')).toBe(before.enquiries);
    expect(await count(ctx.db, 'sms_outbox')).toBe(before.sms);
    return res;
  }

  it('a skipped required screen', async () => {
    const d = await createDevice(app);
    const values: Record<string, unknown> = vehicleValues('504445555');
    delete values.hasClaims;
    const res = await refusedWithoutWrites(d, '/api/enquiry', 'POST', stage1(d, values));
    expect(res.statusCode).toBe(422);
    const body = ZEnquiryRejection.parse(res.json());
    expect(body.code).toBe('RULE_FAILED');
    expect(body.message).toBe('This field is required');
    expect(body.fieldErrors?.map((e) => e.fieldId)).toEqual(['hasClaims']);
  });

  it('a broken rule, with the rule message (English and Arabic)', async () => {
    const d = await createDevice(app);
    const res = await refusedWithoutWrites(d, '/api/enquiry', 'POST', stage1(d, vehicleValues('123456789')));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'RULE_FAILED', message: 'Mobile number is invalid' });
    expect(res.json().fieldErrors[0]).toMatchObject({ fieldId: 'mobile', failure: { type: 'regex' } });

    const ar = await refusedWithoutWrites(
      d,
      '/api/enquiry',
      'POST',
      stage1(d, vehicleValues('123456789')),
      'ar',
    );
    expect(ar.json().message).not.toBe('Mobile number is invalid');
    expect(ar.json().message).toMatch(/[\u0600-\u06FF]/);

    // Hindi and Malayalam requests get their catalogues' messages too (the one request-language parser).
    const hi = await refusedWithoutWrites(
      d,
      '/api/enquiry',
      'POST',
      stage1(d, vehicleValues('123456789')),
      'hi-IN,hi;q=0.9,en;q=0.8',
    );
    expect(hi.json().message).toMatch(/[\u0900-\u097F]/);
    const ml = await refusedWithoutWrites(
      d,
      '/api/enquiry',
      'POST',
      stage1(d, vehicleValues('123456789')),
      'ml',
    );
    expect(ml.json().message).toMatch(/[\u0D00-\u0D7F]/);

    const year = await refusedWithoutWrites(
      d,
      '/api/enquiry',
      'POST',
      stage1(d, vehicleValues('504445555', { carYear: '1990' })),
    );
    expect(year.json()).toMatchObject({
      code: 'RULE_FAILED',
      message: 'Please enter a number from 2000 to 2030',
    });
  });

  it('an unknown field, a field of another form, an unknown form, a form of another product or stage', async () => {
    const d = await createDevice(app);
    const unknown = await refusedWithoutWrites(
      d,
      '/api/enquiry',
      'POST',
      stage1(d, vehicleValues('504445555', { isAdmin: true })),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('UNKNOWN_FIELD');
    const otherForm = await refusedWithoutWrites(
      d,
      '/api/enquiry',
      'POST',
      stage1(d, vehicleValues('504445555', { driverDob: '01/01/1990' })),
    );
    expect(otherForm.json().code).toBe('UNKNOWN_FIELD');
    const noForm = await refusedWithoutWrites(d, '/api/enquiry', 'POST', {
      ...stage1(d, {}),
      formKey: 'no.such',
    });
    expect(noForm.statusCode).toBe(404);
    expect(noForm.json().code).toBe('FORM_NOT_FOUND');
    const product = await refusedWithoutWrites(d, '/api/enquiry', 'POST', {
      ...stage1(d, vehicleValues('504445555')),
      countryProductId: 2,
    });
    expect(product.statusCode).toBe(422);
    expect(product.json().code).toBe('FORM_MISMATCH');
    const stage = await refusedWithoutWrites(d, '/api/enquiry', 'POST', {
      countryProductId: 1,
      formKey: 'tcar.driver',
      values: { driverDob: '01/01/1990' },
    });
    expect(stage.statusCode).toBe(422);
    expect(stage.json().code).toBe('FORM_MISMATCH');
  });

  it("a later stage naming another device's enquiry (404, and that enquiry is unchanged)", async () => {
    const owner = await createDevice(app);
    const id = await verifiedStage1(owner, '505556666');
    const before = await enquiryRow(id);
    const intruder = await createDevice(app);
    const res = await refusedWithoutWrites(intruder, '/api/prequote_enquiry/2', 'PUT', {
      countryProductId: 1,
      formKey: 'tcar.driver',
      enquiryId: id,
      values: { driverDob: '01/01/1990' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ENQUIRY_NOT_FOUND');
    expect(await enquiryRow(id)).toEqual(before);
    // The same answer as for an id nobody has.
    const none = await call(intruder, 'PUT', '/api/prequote_enquiry/2', {
      countryProductId: 1,
      formKey: 'tcar.driver',
      enquiryId: 'A'.repeat(24),
      values: { driverDob: '01/01/1990' },
    });
    expect(none.json()).toEqual(res.json());
    // Nor can a stage-1 resubmission take it over: the intruder gets a new enquiry of its own.
    const takeover = await call(
      intruder,
      'POST',
      '/api/enquiry',
      stage1(intruder, vehicleValues('505556666'), { enquiryId: id }),
      {
        ip: nextIp(),
      },
    );
    expect(takeover.statusCode).toBe(200);
    expect(takeover.json().enquiryId).not.toBe(id);
    expect(await enquiryRow(id)).toEqual(before);
  });

  it('a body deviceUuid naming another device is ignored: the token decides', async () => {
    const owner = await createDevice(app);
    const other = await createDevice(app);
    const res = await call(
      other,
      'POST',
      '/api/enquiry',
      stage1(other, vehicleValues('506667777'), { deviceUuid: owner.deviceUuid }),
      { ip: nextIp() },
    );
    expect(res.statusCode).toBe(200);
    const r = await ctx.db.execute<{ device_uuid: string }>(sql`
      select d.device_uuid from enquiries e join devices d on d.id = e.device_id
       where e.public_id = ${res.json().enquiryId as string}`);
    expect(r.rows[0]?.device_uuid).toBe(other.deviceUuid);
  });
});

describe('cached enquiries and masked contact values (docs/product/journeys.md Cache resets, docs/product/journeys.md Cached data)', () => {
  it('only the owner reads an enquiry, with contact values masked', async () => {
    const owner = await createDevice(app);
    const id = await verifiedStage1(owner, '507778888');
    const res = await call(owner, 'GET', `/api/enquiries/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const cached = ZCachedEnquiry.parse(res.json());
    expect(cached).toMatchObject({
      enquiryId: id,
      countryProductId: 1,
      stage: 1,
      status: 'draft',
      formKeys: ['tcar.vehicle'],
    });
    expect(cached.values).toMatchObject({
      carMake: 'toyota',
      mobileNumber: '*****8888',
      email: 'j***@example.com',
      name: 'Jane Doe',
    });
    expect(JSON.stringify(res.json())).not.toContain('507778888');
    expect(JSON.stringify(res.json())).not.toContain('jane@example.com');

    const pre = await call(owner, 'POST', `/api/car-insurance/enquiries/${id}/prequote`, {});
    expect(pre.statusCode).toBe(200);
    expect(pre.json()).toEqual(res.json());
    const wrongProduct = await call(owner, 'POST', `/api/travel-insurance/enquiries/${id}/prequote`, {});
    expect(wrongProduct.statusCode).toBe(404);

    const other = await createDevice(app);
    const stranger = await call(other, 'GET', `/api/enquiries/${id}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe('ENQUIRY_NOT_FOUND');
    const bad = await call(other, 'GET', '/api/enquiries/12345');
    expect(bad.statusCode).toBe(400);
  });

  it('a masked mobile with cachedEnquiryId stands for the stored number, for the owner only', async () => {
    const owner = await createDevice(app);
    const id = await verifiedStage1(owner, '508889999');
    const outboxBefore = await count(ctx.db, 'sms_outbox');
    // A new search of the same device: the verified number carries over, so no new code is needed.
    const res = await call(
      owner,
      'POST',
      '/api/enquiry',
      stage1(owner, vehicleValues('*****9999', { emailAddress: 'j***@example.com' }), {
        cachedEnquiryId: id,
      }),
    );
    expect(res.statusCode).toBe(200);
    const body = ZEnquiryResponse.parse(res.json());
    expect(body.next?.type).toBe('STEP');
    expect(body.enquiryId).not.toBe(id);
    expect(await enquiryRow(body.enquiryId)).toMatchObject({
      mobile_number: '508889999',
      email: 'jane@example.com',
      stage: 1,
    });
    expect(await count(ctx.db, 'sms_outbox')).toBe(outboxBefore);

    // Wrong visible digits, or another device naming the enquiry: refused on that field, nothing stored.
    const before = await count(ctx.db, 'enquiries');
    const wrongDigits = await call(
      owner,
      'POST',
      '/api/enquiry',
      stage1(owner, vehicleValues('*****1111'), { cachedEnquiryId: id }),
    );
    expect(wrongDigits.statusCode).toBe(422);
    expect(wrongDigits.json()).toMatchObject({ code: 'RULE_FAILED', message: 'Mobile number is invalid' });
    const other = await createDevice(app);
    const stolen = await call(
      other,
      'POST',
      '/api/enquiry',
      stage1(other, vehicleValues('*****9999'), { cachedEnquiryId: id }),
    );
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().fieldErrors[0].fieldId).toBe('mobile');
    expect(await count(ctx.db, 'enquiries')).toBe(before);
  });

  it('resends the code to the owner only', async () => {
    const d = await createDevice(app);
    const ip = nextIp();
    const first = await call(d, 'POST', '/api/enquiry', stage1(d, vehicleValues('509990000')), { ip });
    const id = first.json().enquiryId as string;
    const resend = await call(d, 'POST', `/api/enquiry/${id}/otp`, {}, { ip });
    expect(resend.statusCode).toBe(200);
    // Within the 30 s cooldown the popup just shows how long to wait, and is told that nothing was sent.
    expect(resend.json()).toMatchObject({ maskedMobile: '*****0000', otpLength: 6, sent: false });
    expect(resend.json().resendAfter).toBeGreaterThan(0);
    const other = await createDevice(app);
    const stranger = await call(other, 'POST', `/api/enquiry/${id}/otp`, {}, { ip });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('async products are finished by the background job (docs/product/journeys.md)', () => {
  it('answers at once with processing, then the job makes it ready', async () => {
    const d = await createDevice(app, 31);
    const res = await call(d, 'POST', '/api/enquiry', {
      countryProductId: 31,
      formKey: 'tscore.main',
      values: { emiratesIdConsent: true },
    });
    expect(res.statusCode).toBe(200);
    const body = ZEnquiryResponse.parse(res.json());
    expect(body.next).toEqual({
      type: 'REDIRECT',
      config: { url: `/credit-score/quotes/?enquiryId=${body.enquiryId}` },
    });
    expect(body.data).toEqual({ jobState: 'processing' });
    let cached = ZCachedEnquiry.parse((await call(d, 'GET', `/api/enquiries/${body.enquiryId}`)).json());
    const deadline = Date.now() + 10_000;
    while (cached.status === 'processing' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      cached = ZCachedEnquiry.parse((await call(d, 'GET', `/api/enquiries/${body.enquiryId}`)).json());
    }
    expect(cached.status).toBe('ready');
    expect(cached.result).toMatchObject({ kind: 'creditScore' });
    const score = (cached.result as { score: number }).score;
    expect(score).toBeGreaterThanOrEqual(300);
    expect(score).toBeLessThanOrEqual(900);
  });
});

describe('background jobs resume when the database comes back (decision 0021)', () => {
  it('every connection (the job queue’s too) terminated three times: the next async enquiry is still finished', async () => {
    const killer = new pg.Client({ connectionString: ctx.url });
    await killer.connect();
    let terminated = 0;
    for (let i = 0; i < 3; i++) {
      const r = await killer.query<{ n: number }>(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
      terminated += r.rows[0]?.n ?? 0;
      await new Promise((r) => setTimeout(r, 300));
    }
    await killer.end();
    expect(terminated).toBeGreaterThan(0);
    const d = await createDevice(app, 31);
    let res = await call(d, 'POST', '/api/enquiry', {
      countryProductId: 31,
      formKey: 'tscore.main',
      values: { emiratesIdConsent: true },
    });
    // A request that met a dead pooled connection is a 503; the next one reconnects.
    if (res.statusCode === 503)
      res = await call(d, 'POST', '/api/enquiry', {
        countryProductId: 31,
        formKey: 'tscore.main',
        values: { emiratesIdConsent: true },
      });
    expect(res.statusCode, res.body).toBe(200);
    const { enquiryId } = ZEnquiryResponse.parse(res.json());
    const deadline = Date.now() + 20_000;
    let status = 'processing';
    while (status === 'processing' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      const got = await call(d, 'GET', `/api/enquiries/${enquiryId}`);
      if (got.statusCode === 200) status = ZCachedEnquiry.parse(got.json()).status;
    }
    expect(status).toBe('ready');
  });
});

describe('the sweep finishes async enquiries that have no job', () => {
  it('sends the job of an enquiry stranded in processing', async () => {
    const deadline = Date.now() + 10_000;
    let row = await enquiryRow(STRANDED);
    while (row?.status === 'processing' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      row = await enquiryRow(STRANDED);
    }
    expect(row?.status).toBe('ready');
    expect(row?.result).toMatchObject({ kind: 'creditScore' });
  });
});

describe('the job queue (src/server/jobs)', () => {
  const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
  const waitFor = async (done: () => boolean, ms: number) => {
    const deadline = Date.now() + ms;
    while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  };

  it('starts again on an existing schema and runs jobs', async () => {
    for (const run of ['first', 'second']) {
      const q = createJobQueue({ pool: ctx.db.$client, log, work: true, pollingIntervalSeconds: 0.5 });
      const seen: string[] = [];
      q.define<{ run: string }>(
        'test.restart',
        { retryLimit: 1, retryDelaySeconds: 1, expireInSeconds: 60 },
        async (d) => void seen.push(d.run),
        async () => undefined,
      );
      await q.start();
      await q.send('test.restart', { run });
      await waitFor(() => seen.length > 0, 5_000);
      expect(seen).toEqual([run]);
      await q.stop();
    }
  });

  it('hands a job whose retries are exhausted to its dead-letter handler', async () => {
    const q = createJobQueue({ pool: ctx.db.$client, log, work: true, pollingIntervalSeconds: 0.5 });
    const dead: string[] = [];
    q.define<{ id: string }>(
      'test.failing',
      { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 },
      async () => {
        throw new Error('demo failure');
      },
      async (d) => void dead.push(d.id),
    );
    await q.start();
    await q.send('test.failing', { id: 'gone' });
    await waitFor(() => dead.length > 0, 15_000);
    expect(dead).toEqual(['gone']);
    await q.stop();
  });
});

describe('malformed requests answer 4xx JSON with a code, never 5xx', () => {
  it('fuzzed bodies and params', async () => {
    const d = await createDevice(app);
    const anyValue = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
      fc.constant('\u0000'),
      fc.constant('*****4567'),
    );
    const body = fc.oneof(
      fc.anything(),
      fc.record(
        {
          countryProductId: fc.oneof(fc.constant(1), fc.integer(), fc.string()),
          formKey: fc.oneof(fc.constantFrom('tcar.vehicle', 'tcar.driver', 'tscore.main'), fc.string()),
          values: fc.oneof(
            fc.dictionary(
              fc.oneof(
                fc.constantFrom('carMake', 'carYear', 'mobile', 'hasClaims', 'claimCount', '__proto__'),
                fc.string(),
              ),
              anyValue,
              { maxKeys: 6 },
            ),
            fc.anything(),
          ),
          enquiryId: fc.oneof(fc.string({ maxLength: 30 }), fc.constant('A'.repeat(24))),
          cachedEnquiryId: fc.constant('B'.repeat(24)),
          otp: fc.string({ maxLength: 8 }),
          visitId: fc.oneof(fc.integer(), fc.constant(2 ** 40)),
        },
        { requiredKeys: [] },
      ),
    );
    const target = fc.constantFrom(
      { method: 'POST' as const, url: '/api/enquiry' },
      { method: 'POST' as const, url: '/api/enquiry?type=9' },
      { method: 'PUT' as const, url: '/api/prequote_enquiry/2' },
      { method: 'PUT' as const, url: '/api/prequote_enquiry/99' },
      { method: 'POST' as const, url: '/api/recentSearches' },
      { method: 'POST' as const, url: '/api/enquiry/%00/otp' },
      { method: 'GET' as const, url: '/api/enquiries/..%2F' },
    );
    await fc.assert(
      fc.asyncProperty(target, body, async (t, payload) => {
        const res = await app.inject({
          method: t.method,
          url: t.url,
          headers: { authorization: d.token, 'content-type': 'application/json' },
          payload: t.method === 'GET' ? undefined : (JSON.stringify(payload) ?? 'null'),
        });
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 400) {
          const json = res.json();
          expect(typeof json.code).toBe('string');
          expect(typeof json.message).toBe('string');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('no token: 401', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/enquiry', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
