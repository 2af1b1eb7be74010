import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { idempotencyRepo } from '../../src/server/modules/idempotency/repo';
import { IDEMPOTENCY_MESSAGES, requestHash } from '../../src/server/plugins/idempotency';
import { ZEnquiryResponse } from '../../src/shared/contracts/journey';
import { useTestApp, HIGH_WRITES } from './helpers';
import { createDevice, insertTestForms } from './journey-fixtures';

/**
 * Idempotency keys on POST /api/enquiry, PUT /api/prequote_enquiry/:stage and the OTP resend (docs/ARCHITECTURE.md#tests item 8,
 * decision 0010), against the real PostgreSQL store.
 */

const { app, ctx } = useTestApp({
  limits: { ...HIGH_WRITES },
  env: { JOBS_ENABLED: 'false' },
  seeded: false,
  prepare: async (db) => {
    await insertTestForms(db);
  },
});

type Device = Awaited<ReturnType<typeof createDevice>>;
let counter = 1;
/** Each test its own client address and mobile number (the OTP send limits count per IP and per number). */
const nextIp = () => `10.8.0.${counter++}`;
const nextMobile = () => `50${String(1_000_000 + counter++).slice(-7)}`;

function call(
  d: Device,
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  opts: { key?: string; ip?: string } = {},
) {
  return app.inject({
    method,
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: {
      authorization: d.token,
      ...(opts.key === undefined ? {} : { 'idempotency-key': opts.key }),
    },
  });
}

/** A first car form whose mobile number is not yet verified: the answer is the OTP popup and one SMS. */
const stage1 = (d: Device, mobile: string, extra: Record<string, unknown> = {}) => ({
  countryProductId: 1,
  formKey: 'tcar.vehicle',
  visitId: d.visitId,
  values: {
    carMake: 'toyota',
    carModel: 'camry',
    carYear: '2021',
    hasClaims: 'no',
    fullName: 'Jane Doe',
    emailAddress: 'jane@example.com',
    mobile,
  },
  utmSource: 'google',
  ...extra,
});

/** The same JSON value with every object's keys in reverse order. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reversedKeys(v)]),
    );
  return value;
}

async function number(query: ReturnType<typeof sql>): Promise<number> {
  const r = await ctx.db.execute<{ n: number }>(query);
  return r.rows[0]?.n ?? -1;
}
const enquiriesOf = (d: Device) =>
  number(sql`select count(*)::int as n from enquiries e join devices v on v.id = e.device_id
             where v.device_uuid = ${d.deviceUuid}`);
const smsTo = (mobile: string) =>
  number(sql`select count(*)::int as n from sms_outbox where mobile_number = ${mobile}`);
const keysOf = (d: Device) =>
  ctx.db.execute<{ route: string; key: string; state: string; response_status: number | null }>(sql`
    select route, key, state, response_status from idempotency_keys
    where device_uuid = ${d.deviceUuid} order by route, key`);

describe('Idempotency-Key on the enquiry writes (decision 0010)', () => {
  it('without the header every request runs, as before', async () => {
    const d = await createDevice(app);
    const mobile = nextMobile();
    const ip = nextIp();
    const a = await call(d, 'POST', '/api/enquiry', stage1(d, mobile), { ip });
    const b = await call(d, 'POST', '/api/enquiry', stage1(d, mobile), { ip });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(ZEnquiryResponse.parse(b.json()).enquiryId).not.toBe(ZEnquiryResponse.parse(a.json()).enquiryId);
    expect(a.headers['idempotent-replayed']).toBeUndefined();
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(await enquiriesOf(d)).toBe(2);
    expect((await keysOf(d)).rows).toEqual([]);
  });

  it('the same key and body (keys in another order, query aside) get the identical answer; one enquiry, one SMS', async () => {
    const d = await createDevice(app);
    const mobile = nextMobile();
    const ip = nextIp();
    const body = stage1(d, mobile);
    const first = await call(d, 'POST', '/api/enquiry?type=4', body, { key: 'submit-1', ip });
    expect(first.statusCode).toBe(200);
    expect(ZEnquiryResponse.parse(first.json()).next).toEqual({ type: 'POPUP', subType: 'OTP_VERIFICATION' });
    const again = await call(d, 'POST', '/api/enquiry', reversedKeys(body), { key: 'submit-1', ip });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await enquiriesOf(d)).toBe(1);
    expect(await smsTo(mobile)).toBe(1);
    expect((await keysOf(d)).rows).toEqual([
      { route: 'POST /api/enquiry', key: 'submit-1', state: 'done', response_status: 200 },
    ]);

    // The same key with another body: refused, and nothing new is stored or sent.
    const otherMobile = nextMobile();
    const other = await call(d, 'POST', '/api/enquiry', stage1(d, otherMobile), { key: 'submit-1', ip });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', message: IDEMPOTENCY_MESSAGES.reused });
    expect(await enquiriesOf(d)).toBe(1);
    expect(await smsTo(otherMobile)).toBe(0);
    expect(await smsTo(mobile)).toBe(1);
  });

  it('20 parallel identical requests: 20 identical 200 answers, one enquiry row, one OTP sent', async () => {
    const d = await createDevice(app);
    const mobile = nextMobile();
    const ip = nextIp();
    const body = stage1(d, mobile);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(d, 'POST', '/api/enquiry', body, { key: 'burst', ip })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await enquiriesOf(d)).toBe(1);
    expect(await smsTo(mobile)).toBe(1);
  });

  it("another device's key is its own: device B with A's key and body runs", async () => {
    const a = await createDevice(app);
    const b = await createDevice(app);
    const mobile = nextMobile();
    const ip = nextIp();
    const ra = await call(a, 'POST', '/api/enquiry', stage1(a, mobile), { key: 'shared-key', ip });
    const rb = await call(b, 'POST', '/api/enquiry', stage1(a, mobile), { key: 'shared-key', ip });
    expect(ra.statusCode).toBe(200);
    expect(rb.statusCode).toBe(200);
    expect(rb.headers['idempotent-replayed']).toBeUndefined();
    expect(rb.json().enquiryId).not.toBe(ra.json().enquiryId);
    expect(await enquiriesOf(a)).toBe(1);
    expect(await enquiriesOf(b)).toBe(1);
  });

  it('the same key on another route or stage is another scope', async () => {
    const d = await createDevice(app);
    const ip = nextIp();
    const first = await call(d, 'POST', '/api/enquiry', stage1(d, nextMobile()), { key: 'k', ip });
    const enquiryId = ZEnquiryResponse.parse(first.json()).enquiryId;
    const driver = {
      countryProductId: 1,
      formKey: 'tcar.driver',
      enquiryId,
      values: { driverDob: '01/01/1990' },
    };
    // Stage 1 is not verified yet, so stage 2 is refused: its own answer, not the reuse refusal.
    const two = await call(d, 'PUT', '/api/prequote_enquiry/2', driver, { key: 'k', ip });
    expect(two.statusCode).toBe(422);
    expect(two.json().code).toBe('SCREEN_SKIPPED');
    const three = await call(
      d,
      'PUT',
      '/api/prequote_enquiry/3',
      { ...driver, values: {} },
      { key: 'k', ip },
    );
    expect(three.statusCode).toBe(422);
    expect(three.json().code).toBe('FORM_MISMATCH');
    expect((await keysOf(d)).rows).toEqual([
      { route: 'POST /api/enquiry', key: 'k', state: 'done', response_status: 200 },
      { route: 'PUT /api/prequote_enquiry/2', key: 'k', state: 'done', response_status: 422 },
      { route: 'PUT /api/prequote_enquiry/3', key: 'k', state: 'done', response_status: 422 },
    ]);
  });

  it('a 422 RULE_FAILED answer is replayed as the same 422, and nothing is stored', async () => {
    const d = await createDevice(app);
    const body = stage1(d, '123456789');
    const first = await call(d, 'POST', '/api/enquiry', body, { key: 'bad-mobile' });
    expect(first.statusCode).toBe(422);
    expect(first.json()).toMatchObject({ code: 'RULE_FAILED', message: 'Mobile number is invalid' });
    const again = await call(d, 'POST', '/api/enquiry', body, { key: 'bad-mobile' });
    expect(again.statusCode).toBe(422);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await enquiriesOf(d)).toBe(0);
  });

  it('a key older than 24 hours runs afresh; the cleanup deletes expired keys only', async () => {
    const d = await createDevice(app);
    const mobile = nextMobile();
    const ip = nextIp();
    const body = stage1(d, mobile);
    const first = await call(d, 'POST', '/api/enquiry', body, { key: 'old', ip });
    await ctx.db.execute(sql`update idempotency_keys set created_at = now() - interval '25 hours'
                             where device_uuid = ${d.deviceUuid} and key = 'old'`);
    await ctx.db.execute(sql`update enquiries set created_at = now() - interval '25 hours'
                             where public_id = ${first.json().enquiryId}`);
    const later = await call(d, 'POST', '/api/enquiry', body, { key: 'old', ip });
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json().enquiryId).not.toBe(first.json().enquiryId);
    expect(await enquiriesOf(d)).toBe(2);
    const replay = await call(d, 'POST', '/api/enquiry', body, { key: 'old', ip });
    expect(replay.body).toBe(later.body);

    await ctx.db.execute(sql`
      insert into idempotency_keys (device_uuid, route, key, request_hash, state, owner, response_status,
                                    response_body, created_at)
      values (${d.deviceUuid}, 'POST /api/enquiry', 'expired', ${'0'.repeat(64)}, 'done', gen_random_uuid(),
              200, '{}', now() - interval '24 hours 1 minute')`);
    expect(await idempotencyRepo(ctx.db).purgeExpired(24 * 3600)).toBe(1);
    expect((await keysOf(d)).rows.map((r) => r.key)).toEqual(['old']);
  });

  it('a running key left by a dead process is taken over once stale; a fresh one with another body is refused', async () => {
    const d = await createDevice(app);
    const mobile = nextMobile();
    const ip = nextIp();
    const body = stage1(d, mobile);
    const hash = requestHash(body);
    await ctx.db.execute(sql`
      insert into idempotency_keys (device_uuid, route, key, request_hash, state, owner, created_at)
      values (${d.deviceUuid}, 'POST /api/enquiry', 'crashed', ${hash}, 'running', gen_random_uuid(),
              now() - interval '3 minutes'),
             (${d.deviceUuid}, 'POST /api/enquiry', 'busy', ${'0'.repeat(64)}, 'running', gen_random_uuid(), now())`);
    const res = await call(d, 'POST', '/api/enquiry', body, { key: 'crashed', ip });
    expect(res.statusCode).toBe(200);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(await enquiriesOf(d)).toBe(1);
    const busy = await call(d, 'POST', '/api/enquiry', body, { key: 'busy', ip });
    expect(busy.statusCode).toBe(422);
    expect(busy.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await keysOf(d)).rows).toEqual([
      { route: 'POST /api/enquiry', key: 'busy', state: 'running', response_status: null },
      { route: 'POST /api/enquiry', key: 'crashed', state: 'done', response_status: 200 },
    ]);
  });

  it('a crash between the commit and the kept answer: the stale retry continues the same enquiry (decision 0010)', async () => {
    const d = await createDevice(app);
    const ip = nextIp();
    const body = stage1(d, nextMobile());
    const first = await call(d, 'POST', '/api/enquiry', body, { key: 'died-after-commit', ip });
    expect(first.statusCode).toBe(200);
    // What a kill -9 right after the commit leaves: the enquiry stored, its key still 'running', no answer.
    await ctx.db.execute(sql`
      update idempotency_keys set state = 'running', response_status = null, response_content_type = null,
             response_body = null, created_at = now() - interval '71 seconds'
       where device_uuid = ${d.deviceUuid} and key = 'died-after-commit'`);
    const retry = await call(d, 'POST', '/api/enquiry', body, { key: 'died-after-commit', ip });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.json().enquiryId).toBe(first.json().enquiryId);
    expect(await enquiriesOf(d)).toBe(1);
    // Without the key the same body is a new search, as before.
    expect((await call(d, 'POST', '/api/enquiry', body, { ip })).json().enquiryId).not.toBe(
      first.json().enquiryId,
    );
  });

  it('a duplicate of a running request gets the answer the first one stores', async () => {
    const d = await createDevice(app);
    const body = stage1(d, nextMobile());
    await ctx.db.execute(sql`
      insert into idempotency_keys (device_uuid, route, key, request_hash, state, owner)
      values (${d.deviceUuid}, 'POST /api/enquiry', 'slow', ${requestHash(body)}, 'running', gen_random_uuid())`);
    const waiting = call(d, 'POST', '/api/enquiry', body, { key: 'slow' });
    await ctx.db.execute(sql`
      update idempotency_keys
      set state = 'done', response_status = 201, response_content_type = 'application/json; charset=utf-8',
          response_body = '{"stored":true}'
      where device_uuid = ${d.deviceUuid} and key = 'slow'`);
    const res = await waiting;
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ stored: true });
    expect(res.headers['idempotent-replayed']).toBe('true');
    expect(await enquiriesOf(d)).toBe(0);
  });

  it('the OTP resend with a key sends one code however often it is repeated', async () => {
    const d = await createDevice(app);
    const mobile = nextMobile();
    const ip = nextIp();
    const first = await call(d, 'POST', '/api/enquiry', stage1(d, mobile), { ip });
    const enquiryId = ZEnquiryResponse.parse(first.json()).enquiryId;
    // Past the 30 s resend cooldown.
    await ctx.db.execute(sql`update otp_events set created_at = created_at - interval '40 seconds'
                             where mobile_number = ${mobile}`);
    const url = `/api/enquiry/${enquiryId}/otp`;
    const resend = await call(d, 'POST', url, {}, { key: 'resend-1', ip });
    const again = await call(d, 'POST', url, {}, { key: 'resend-1', ip });
    expect(resend.statusCode).toBe(200);
    expect(again.body).toBe(resend.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await smsTo(mobile)).toBe(2);
  });

  it.each([
    ['empty', ''],
    ['longer than 255 characters', 'k'.repeat(256)],
    ['a control character', 'a\tb'],
    ['a character outside ASCII', 'clé'],
  ])('an invalid header (%s) answers 400 IDEMPOTENCY_KEY_INVALID and stores nothing', async (_name, key) => {
    const d = await createDevice(app);
    const res = await call(d, 'POST', '/api/enquiry', stage1(d, nextMobile()), { key });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'IDEMPOTENCY_KEY_INVALID', message: IDEMPOTENCY_MESSAGES.invalid });
    expect(await enquiriesOf(d)).toBe(0);
    expect((await keysOf(d)).rows).toEqual([]);
  });
});
