import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { newPublicId } from '../../src/server/lib/public-id';
import { leadsRepo } from '../../src/server/modules/leads/repo';
import { deliverOne } from '../../src/server/modules/leads/outbox';
import {
  ZDeleteResponse,
  ZLiftResponse,
  ZMyData,
  ZWithdrawResponse,
  type TMyData,
} from '../../src/shared/contracts/my-data';
import { freshDatabase, testApp } from './helpers';
import { createDevice, lastOtp } from './journey-fixtures';

/**
 * "Who has my number" (decision 0033): GET /api/my_data lists what the signed-in number holds (leads
 * with their receiver and delivery state, proved enquiries, consents, the recorded actions); POST withdraw stops
 * every contact (the outbox then never delivers: a local receiver proves it); POST delete erases what is not kept
 * by law. Everything is scoped to the session's number (IDOR), needs a session (401 NOT_SIGNED_IN) and replays by
 * Idempotency-Key.
 */

const HIGH = '1000000';
let app: FastifyInstance;
let ctx: Awaited<ReturnType<typeof freshDatabase>>;
let receiver: Server;
let webhookUrl = '';
const received: string[] = [];
/** The bodies the receiver accepted (decision 0044: each carries its suppression state). */
const bodies: Record<string, unknown>[] = [];
/** Numbers the receiver answers 500 for (a CRM that is down), and the calls it refused. */
const failing = new Set<string>();
const refused: string[] = [];

const A = '581000001';
const B = '581000002';

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const mobile = String((JSON.parse(raw) as { mobileNumber: string }).mobileNumber).replace('+971', '');
      const status = failing.has(mobile) ? 500 : 200;
      (status === 200 ? received : refused).push(mobile);
      if (status === 200) bodies.push(JSON.parse(raw) as Record<string, unknown>);
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/leads`;
  ctx = await freshDatabase({ seeded: true });
  // No job runs in this app: the delivery is driven by hand with deliverOne, so nothing races the test.
  app = await testApp(ctx.db, {
    JOBS_ENABLED: 'false',
    RATE_LIMIT_WRITE_PER_IP: HIGH,
    RATE_LIMIT_WRITE_PER_DEVICE: HIGH,
    RATE_LIMIT_DEVICE_PER_IP: HIGH,
    RATE_LIMIT_VISIT_PER_IP: HIGH,
    RATE_LIMIT_READ_PER_IP: HIGH,
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await ctx?.drop();
  await new Promise((resolve) => receiver?.close(resolve));
});

const cookieOf = (res: { headers: Record<string, unknown> }) => {
  const h = res.headers['set-cookie'];
  const lines = Array.isArray(h) ? (h as string[]) : typeof h === 'string' ? [h] : [];
  return lines
    .map((l) => l.split(';')[0])
    .filter((c) => !c?.endsWith('='))
    .join('; ');
};

type Session = { cookie: string; token: string };
let ipSeq = 0;
async function signIn(mobile: string, on: FastifyInstance = app): Promise<Session> {
  const d = await createDevice(on);
  const remoteAddress = `10.7.0.${++ipSeq}`;
  const sent = await on.inject({
    method: 'POST',
    url: '/api/auth/sendOtp',
    headers: { authorization: d.token },
    payload: { mobileNumber: mobile },
    remoteAddress,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const ok = await on.inject({
    method: 'POST',
    url: '/api/auth/verifyOtp',
    headers: { authorization: d.token },
    payload: { mobileNumber: mobile, otp: await lastOtp(ctx.db, mobile) },
    remoteAddress,
  });
  expect(ok.statusCode, ok.body).toBe(200);
  return { cookie: cookieOf(ok), token: d.token };
}

async function lead(
  mobile: string,
  productId: number,
  extra: Record<string, unknown> = {},
  on: FastifyInstance = app,
): Promise<string> {
  const d = await createDevice(on, productId);
  const r = await on.inject({
    method: 'POST',
    url: '/api/lead_details',
    headers: { authorization: d.token },
    payload: {
      source: 'footer_popup',
      countryProductId: productId,
      mobileNumber: mobile,
      consent: true,
      ...extra,
    },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ leadId: string }>().leadId;
}

/** An enquiry with the number, proved or not, with or without marketing consent, and one uploaded document. */
async function enquiry(
  mobile: string,
  productId: number,
  o: { verified: boolean; marketing: boolean },
): Promise<string> {
  const d = await createDevice(app, productId);
  const publicId = newPublicId();
  await ctx.db.execute(sql`
    insert into enquiries (public_id, device_id, country_product_id, source_id, status, stage, answers, name,
      email, mobile_number, mobile_verified_at, marketing_consent_at, marketing_consent_version)
    select ${publicId}, id, ${productId}, 2, 'submitted', 2, '{"f1":"private answer"}'::jsonb, 'Test Person',
      'person@example.test', ${mobile}, ${o.verified ? sql`now()` : sql`null`},
      ${o.marketing ? sql`now()` : sql`null`}, ${o.marketing ? '2026-11-v1' : null}
    from devices where device_uuid = ${d.deviceUuid}`);
  await ctx.db.execute(sql`
    insert into documents (public_id, device_id, field_id, enquiry_id, mime, size_bytes, sha256, data)
    select ${newPublicId()}, e.device_id, 'emiratesId', e.id, 'image/png', 3, ${'0'.repeat(64)}, '\\x010203'::bytea
    from enquiries e where e.public_id = ${publicId}`);
  return publicId;
}

const view = async (s: Session, lang = 'en'): Promise<TMyData> => {
  const r = await app.inject({
    method: 'GET',
    url: '/api/my_data',
    headers: { cookie: s.cookie, 'accept-language': lang },
  });
  expect(r.statusCode, r.body).toBe(200);
  expect(r.headers['cache-control']).toBe('no-store');
  return ZMyData.parse(r.json());
};
const write = (
  s: Session,
  action: 'withdraw' | 'delete' | 'lift',
  headers: Record<string, string> = {},
  body?: unknown,
) =>
  app.inject({
    method: 'POST',
    url: `/api/my_data/${action}`,
    headers: { cookie: s.cookie, authorization: s.token, ...headers },
    payload: (body ?? { confirm: true }) as object,
  });
const outboxOf = async (leadId: string) =>
  (
    await ctx.db.execute<{ id: number; state: string }>(sql`
      select o.id, o.state from lead_outbox o join leads l on l.id = o.lead_id where l.public_id = ${leadId}`)
  ).rows[0]!;
const crm = () => ({ webhookUrl, webhookToken: null, retryLimit: 0, retryDelaySeconds: 1 });

let a: Session;
let b: Session;
const ids = {
  aCar: '',
  aTravel: '',
  aHealth: '',
  bCar: '',
  eConsent: '',
  eNoConsent: '',
  eUnproved: '',
  eB: '',
};

beforeAll(async () => {
  ids.aCar = await lead(A, 1);
  ids.aTravel = await lead(A, 2, { callWindow: { from: '10:00', to: '12:00' }, channel: 'whatsapp' });
  ids.aHealth = await lead(A, 3, { source: 'customer_callback', name: 'Test Person' });
  ids.bCar = await lead(B, 1);
  ids.eConsent = await enquiry(A, 2, { verified: true, marketing: true });
  ids.eNoConsent = await enquiry(A, 3, { verified: true, marketing: false });
  ids.eUnproved = await enquiry(A, 1, { verified: false, marketing: true });
  ids.eB = await enquiry(B, 2, { verified: true, marketing: true });
  // A holds a car policy: the car lead is kept by "Delete my data".
  await ctx.db.execute(sql`
    insert into policies (public_id, mobile_number, country_product_id, policy_number, start_date, end_date, data)
    values (${newPublicId()}, ${A}, 1, 'TEST-MYDATA-1', current_date, current_date + 365, '{}'::jsonb)`);
  a = await signIn(A);
  b = await signIn(B);
}, 60_000);

describe('GET /api/my_data', () => {
  it('is refused without a session: 401 NOT_SIGNED_IN, for the read and both writes', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/my_data' });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toMatchObject({ code: 'NOT_SIGNED_IN', message: expect.any(String) });
    const d = await createDevice(app);
    for (const action of ['withdraw', 'delete']) {
      const w = await app.inject({
        method: 'POST',
        url: `/api/my_data/${action}`,
        headers: { authorization: d.token },
        payload: { confirm: true },
      });
      expect(w.statusCode).toBe(401);
      expect(w.json().code).toBe('NOT_SIGNED_IN');
    }
    const ar = await app.inject({ method: 'GET', url: '/api/my_data', headers: { 'accept-language': 'ar' } });
    expect(ar.json().message).toBe('يرجى إثبات رقمك لعرض هذه الصفحة.');
  });

  it('lists every lead with its terms and receiver, the proved enquiries and the consents; records a view', async () => {
    const d = await view(a);
    expect(d.maskedMobile).toBe('*****0001');
    expect(d.leads.map((l) => l.leadId).sort()).toEqual([ids.aCar, ids.aTravel, ids.aHealth].sort());
    const travel = d.leads.find((l) => l.leadId === ids.aTravel)!;
    expect(travel).toMatchObject({
      source: 'footer_popup',
      productId: 2,
      productName: 'Travel Insurance',
      callWindow: { from: '10:00', to: '12:00', timeZone: 'Asia/Dubai' },
      channel: 'whatsapp',
      withdrawn: null,
      erased: false,
      consent: { version: '2026-11-v1' },
      delivery: { state: 'pending', receiver: 'Our advisory team (CRM)', deliveredAt: null },
    });
    // Proved enquiries only (an unproved one may be anyone's).
    expect(d.enquiries.map((e) => e.enquiryId).sort()).toEqual([ids.eConsent, ids.eNoConsent].sort());
    expect(d.enquiries.find((e) => e.enquiryId === ids.eConsent)!.marketingConsent.state).toBe('given');
    expect(d.consents.filter((c) => c.kind === 'contact')).toHaveLength(3);
    expect(d.consents.filter((c) => c.kind === 'marketing')).toHaveLength(1);
    expect(d.actions[0]).toMatchObject({ action: 'view', detail: { leads: 3, enquiries: 2 } });
    const ar = await view(a, 'ar');
    expect(ar.leads[0]!.delivery!.receiver).toBe('فريقنا الاستشاري (نظام إدارة العملاء)');
  });

  it('IDOR: another number never sees these records', async () => {
    const d = await view(b);
    expect(d.leads.map((l) => l.leadId)).toEqual([ids.bCar]);
    expect(d.enquiries.map((e) => e.enquiryId)).toEqual([ids.eB]);
    const text = JSON.stringify(d);
    for (const id of [ids.aCar, ids.aTravel, ids.aHealth, ids.eConsent, ids.eNoConsent])
      expect(text).not.toContain(id);
    expect(d.actions.every((x) => x.action === 'view')).toBe(true);
  });
});

describe('POST /api/my_data/withdraw', () => {
  it('withdraws every consent of the number; the outbox never delivers it; replays by Idempotency-Key', async () => {
    const key = 'mydata-withdraw-1';
    const r = await write(a, 'withdraw', { 'idempotency-key': key });
    expect(r.statusCode, r.body).toBe(200);
    expect(ZWithdrawResponse.parse(r.json()).withdrawn).toEqual({
      leadsWithdrawn: 3,
      outboxWithdrawn: 3,
      enquiriesWithdrawn: 2, // the proved one and the unproved one: contact to the number stops
    });
    // Same key and body → the first answer again; another body → 422.
    const again = await write(a, 'withdraw', { 'idempotency-key': key });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(r.json());
    const other = await write(a, 'withdraw', { 'idempotency-key': key }, { confirm: true, extra: 1 });
    expect(other.statusCode).toBe(422);
    // Without a key a repeat changes nothing.
    const repeat = await write(a, 'withdraw');
    expect(repeat.json().withdrawn).toEqual({ leadsWithdrawn: 0, outboxWithdrawn: 0, enquiriesWithdrawn: 0 });

    const rows = await ctx.db.execute<{ reason: string | null; n: number }>(sql`
      select consent_withdrawn_reason as reason, count(*)::int as n from leads where mobile_number = ${A}
      group by 1`);
    expect(rows.rows).toEqual([{ reason: 'visitor', n: 3 }]);
    for (const id of [ids.aCar, ids.aTravel, ids.aHealth])
      expect((await outboxOf(id)).state).toBe('withdrawn');

    // The delivery job sends nothing: the row is no longer pending, and even a row put back to pending is
    // refused on the lead's withdrawn consent (re-read under the row lock).
    const repo = leadsRepo(ctx.db);
    const row = await outboxOf(ids.aTravel);
    expect(await deliverOne(repo, crm(), row.id)).toBe('nothing');
    await ctx.db.execute(sql`update lead_outbox set state = 'pending' where id = ${row.id}`);
    expect(await deliverOne(repo, crm(), row.id)).toBe('withdrawn');
    expect((await outboxOf(ids.aTravel)).state).toBe('withdrawn');
    expect(received).not.toContain(A);
    // Control: B's lead, untouched, is delivered by the same call (the receiver works).
    expect((await outboxOf(ids.bCar)).state).toBe('pending');
    expect(await deliverOne(repo, crm(), (await outboxOf(ids.bCar)).id)).toBe('delivered');
    expect(received).toEqual([B]);

    const d = await view(a);
    expect(d.leads.every((l) => l.withdrawn?.reason === 'visitor')).toBe(true);
    expect(d.leads.every((l) => l.delivery?.state === 'withdrawn')).toBe(true);
    expect(d.enquiries.find((e) => e.enquiryId === ids.eConsent)!.marketingConsent.state).toBe('withdrawn');
    expect(d.actions.filter((x) => x.action === 'withdraw')).toHaveLength(2);
    // B's consents stand.
    const db = await view(b);
    expect(db.leads[0]!.withdrawn).toBeNull();
    expect(db.leads[0]!.delivery).toMatchObject({ state: 'delivered', deliveredAt: expect.any(String) });
    expect(db.enquiries[0]!.marketingConsent.state).toBe('given');
  });

  it('refuses a cross-site request and a body without confirm', async () => {
    const x = await write(a, 'withdraw', { 'sec-fetch-site': 'cross-site' });
    expect(x.statusCode).toBe(403);
    expect(x.json().code).toBe('CROSS_SITE');
    const bad = await write(a, 'withdraw', {}, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/my_data/delete', () => {
  it('erases what is not kept by law, keeps the policy product and the consent records; IDOR-safe', async () => {
    const r = await write(b, 'delete', { 'idempotency-key': 'mydata-delete-b' });
    expect(r.statusCode, r.body).toBe(200);
    // B had a pending... now delivered car lead and a proved enquiry with marketing consent.
    expect(ZDeleteResponse.parse(r.json())).toMatchObject({
      withdrawn: { leadsWithdrawn: 1, outboxWithdrawn: 0, enquiriesWithdrawn: 1 },
      deleted: { leadsErased: 1, enquiriesErased: 1, documentsDeleted: 1, enquiriesKept: 0, leadsKept: 0 },
    });
    const replay = await write(b, 'delete', { 'idempotency-key': 'mydata-delete-b' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(r.json());

    // A's data is untouched by B's deletion.
    const aRows = await ctx.db.execute<{ name: string | null }>(
      sql`select name from leads where public_id = ${ids.aHealth}`,
    );
    expect(aRows.rows[0]!.name).toBe('Test Person');
    const aEnq = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from enquiries where mobile_number = ${A} and answers <> '{}'::jsonb`,
    );
    expect(aEnq.rows[0]!.n).toBe(3);

    const del = await write(a, 'delete');
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().deleted).toEqual({
      leadsErased: 2, // travel and health; the car lead is kept for the car policy
      enquiriesErased: 2,
      documentsDeleted: 2,
      quotesDeleted: 0,
      enquiriesKept: 0,
      leadsKept: 1,
    });
    const leadsAfter = await ctx.db.execute<{
      public_id: string;
      name: string | null;
      ip_hash: string | null;
    }>(sql`select public_id, name, ip_hash from leads where mobile_number = ${A}`);
    const byId = Object.fromEntries(leadsAfter.rows.map((x) => [x.public_id, x]));
    expect(byId[ids.aHealth]).toMatchObject({ name: null, ip_hash: null });
    expect(byId[ids.aCar]!.ip_hash).not.toBeNull();
    // The enquiry with a marketing consent is reduced to its consent record; the other one is gone.
    const enq = await ctx.db.execute<{
      public_id: string;
      answers: unknown;
      name: string | null;
      c: string | null;
    }>(sql`
      select public_id, answers, name, marketing_consent_version as c from enquiries where mobile_number = ${A}`);
    const left = Object.fromEntries(enq.rows.map((x) => [x.public_id, x]));
    expect(left[ids.eConsent]).toMatchObject({ answers: {}, name: null, c: '2026-11-v1' });
    expect(left[ids.eNoConsent]).toBeUndefined();
    // The unproved enquiry may be someone else's: not erased on this number's word.
    expect(left[ids.eUnproved]).toMatchObject({ name: 'Test Person' });

    const d = await view(a);
    expect(d.leads.find((l) => l.leadId === ids.aHealth)!.erased).toBe(true);
    expect(d.leads.find((l) => l.leadId === ids.aCar)!.erased).toBe(false);
    expect(d.enquiries.map((e) => e.enquiryId)).toEqual([ids.eConsent]);
    expect(d.enquiries[0]!.erased).toBe(true);
    expect(d.actions.map((x) => x.action)).toEqual(expect.arrayContaining(['view', 'withdraw', 'delete']));
    const recorded = d.actions.find((x) => x.action === 'delete')!;
    expect(recorded.detail).toMatchObject({ leadsErased: 2, enquiriesErased: 2 });
    expect(JSON.stringify(recorded.detail)).not.toContain('Test Person');
    // A repeat erases nothing more.
    const again = await write(a, 'delete');
    expect(again.json().deleted).toMatchObject({ leadsErased: 0, enquiriesErased: 0, documentsDeleted: 0 });
  });
});

describe('the page', () => {
  it('renders /my-data/ in en, ar, hi and ml: never cached, noindex, linked from the footer', async () => {
    const titles = {
      '': 'Who has my number',
      '/ar-ae': 'من لديه رقمي',
      '/hi-ae': 'मेरा नंबर किसके पास है',
      '/ml-ae': 'എന്റെ നമ്പർ ആരുടെ കൈവശമുണ്ട്',
    };
    for (const [prefix, title] of Object.entries(titles)) {
      const r = await app.inject({ method: 'GET', url: `${prefix}/my-data/` });
      expect(r.statusCode, prefix).toBe(200);
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.body).toContain('<meta name="robots" content="noindex"');
      expect(r.body).toContain(`<h1>${title}</h1>`);
      expect(r.body).toContain('data-widget="my-data-page"');
      expect(r.body).toContain(`href="${prefix}/my-data/" data-testid="footer-my-data"`);
    }
    const account = await app.inject({ method: 'GET', url: '/ar-ae/account/' });
    expect(account.body).toContain('href="/ar-ae/my-data/"');
  });
});

describe('suppression that lasts (decision 0044)', () => {
  const D = '581000004';
  const stateOf = async (leadId: string) => (await outboxOf(leadId)).state;

  it("a stranger's lead after 'stop all contact' is stored once and never delivered; the page shows the suppression", async () => {
    const repo = leadsRepo(ctx.db);
    const d = await signIn(D);
    const before = await lead(D, 1);
    const w = await write(d, 'withdraw');
    expect(w.statusCode, w.body).toBe(200);
    expect(await stateOf(before)).toBe('withdrawn');
    const rows = await ctx.db.execute<{ reason: string; lifted_at: Date | null }>(
      sql`select reason, lifted_at from contact_suppressions where mobile_number = ${D}`,
    );
    expect(rows.rows).toEqual([{ reason: 'visitor', lifted_at: null }]);

    // A stranger types the number again, on another device, with no code: the answer is the usual one (it must not
    // tell the stranger that the number stopped contact) and the lead is kept exactly once, held.
    const later = await lead(D, 2, { source: 'customer_callback', name: 'Someone Else' });
    const stored = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from leads where public_id = ${later}`,
    );
    expect(stored.rows[0]?.n).toBe(1);
    expect(await stateOf(later)).toBe('suppressed');
    // Before decision 0044 this row was 'pending' and the delivery call sent it to the CRM.
    expect(await deliverOne(repo, crm(), (await outboxOf(later)).id)).toBe('nothing');
    // Even a row put back to pending is refused at delivery, on the number's suppression.
    await ctx.db.execute(
      sql`update lead_outbox set state = 'pending' where id = ${(await outboxOf(later)).id}`,
    );
    expect(await deliverOne(repo, crm(), (await outboxOf(later)).id)).toBe('suppressed');
    expect(await stateOf(later)).toBe('suppressed');
    expect(received).not.toContain(D);
    // A second withdrawal keeps the one suppression.
    await write(d, 'withdraw');
    const count = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from contact_suppressions where mobile_number = ${D}`,
    );
    expect(count.rows[0]?.n).toBe(1);

    const page = await view(d);
    expect(page.suppression).toEqual({ since: expect.any(String), liftedAt: null });
    expect(page.leads.find((l) => l.leadId === later)!.delivery).toMatchObject({ state: 'suppressed' });
  });

  it('a lead whose enquiry proved the number by its code after the suppression is delivered, carrying that state', async () => {
    const repo = leadsRepo(ctx.db);
    const proved = await enquiry(D, 2, { verified: true, marketing: false });
    const e = await ctx.db.execute<{ id: number; device_id: number }>(
      sql`select id, device_id from enquiries where public_id = ${proved}`,
    );
    const publicId = newPublicId();
    const r = await repo.insertWithOutbox(
      {
        publicId,
        deviceId: e.rows[0]!.device_id,
        enquiryId: e.rows[0]!.id,
        planId: null,
        providerId: null,
        quoteId: null,
        countryProductId: 2,
        source: 'quote_click',
        sourceId: null,
        totalFils: null,
        breakdown: null,
        utm: {},
        consent: { version: '2026-11-v1', callFromMinute: 540, callToMinute: 1080, channel: 'call' },
        ipHash: null,
        idempotencyKey: null,
      },
      { perDevicePerHour: 100, perIpPerHour: 100, perMobileProductPerDay: 100 },
      async () => undefined,
    );
    expect(r.kind).toBe('created');
    expect(await stateOf(publicId)).toBe('pending');
    expect(await deliverOne(repo, crm(), (await outboxOf(publicId)).id)).toBe('delivered');
    expect(bodies.find((b) => b.leadId === publicId)).toMatchObject({
      mobileNumber: `+971${D}`,
      consent: { version: '2026-11-v1' },
      callWindow: { from: '09:00', to: '18:00', timeZone: 'Asia/Dubai' },
      suppression: { state: 'provedByCode', since: expect.any(String), provedAt: expect.any(String) },
    });
  });

  it('the number, signed in by its code, lifts it: later leads are delivered, held ones stay held', async () => {
    const repo = leadsRepo(ctx.db);
    const none = await app.inject({ method: 'POST', url: '/api/my_data/lift', payload: { confirm: true } });
    expect(none.statusCode).toBe(401);
    const d = await signIn(D);
    const held = (await view(d)).leads.filter((l) => l.delivery?.state === 'suppressed').map((l) => l.leadId);
    expect(held).toHaveLength(1);
    expect((await write(d, 'lift', {}, {})).statusCode).toBe(400);
    const r = await write(d, 'lift', { 'idempotency-key': 'mydata-lift-d' });
    expect(r.statusCode, r.body).toBe(200);
    expect(ZLiftResponse.parse(r.json())).toEqual({ success: true, lifted: 1 });
    expect((await write(d, 'lift')).json()).toEqual({ success: true, lifted: 0 });

    const page = await view(d);
    expect(page.suppression).toEqual({ since: expect.any(String), liftedAt: expect.any(String) });
    expect(page.actions.some((a) => a.action === 'lift')).toBe(true);
    expect(await stateOf(held[0]!)).toBe('suppressed');

    const after = await lead(D, 3);
    expect(await stateOf(after)).toBe('pending');
    expect(await deliverOne(repo, crm(), (await outboxOf(after)).id)).toBe('delivered');
    expect(bodies.find((b) => b.leadId === after)).toMatchObject({
      suppression: { state: 'lifted', since: expect.any(String), liftedAt: expect.any(String) },
    });
    // Another number cannot lift anything of D's (the session's number decides).
    await write(d, 'withdraw');
    expect((await write(b, 'lift')).statusCode).toBe(200);
    const active = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from contact_suppressions where mobile_number = ${D} and lifted_at is null`,
    );
    expect(active.rows[0]?.n).toBe(1);
  });
});

describe('with the delivery job running', () => {
  it('a lead withdrawn through the API while its delivery is retried is never delivered', async () => {
    const C = '581000003';
    const jobsApp = await testApp(ctx.db, {
      JOBS_ENABLED: 'true',
      CRM_WEBHOOK_URL: webhookUrl,
      CRM_WEBHOOK_RETRY_LIMIT: '3',
      CRM_WEBHOOK_RETRY_DELAY_SECONDS: '1',
      RATE_LIMIT_WRITE_PER_IP: HIGH,
      RATE_LIMIT_WRITE_PER_DEVICE: HIGH,
      RATE_LIMIT_DEVICE_PER_IP: HIGH,
    });
    try {
      failing.add(C);
      const leadId = await lead(C, 2, {}, jobsApp);
      const id = (await outboxOf(leadId)).id;
      const attempts = async () =>
        (await ctx.db.execute<{ n: number }>(sql`select attempts as n from lead_outbox where id = ${id}`))
          .rows[0]!.n;
      await expect.poll(attempts, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(1);
      const c = await signIn(C, jobsApp);
      const w = await jobsApp.inject({
        method: 'POST',
        url: '/api/my_data/withdraw',
        headers: { cookie: c.cookie, authorization: c.token },
        payload: { confirm: true },
      });
      expect(w.statusCode, w.body).toBe(200);
      // The receiver is back: from now on any call for C would be a delivery.
      failing.delete(C);
      // The retry runs (pg-boss marks its job completed) and sends nothing.
      const jobState = async () =>
        (
          await ctx.db.execute<{ state: string }>(sql`
            select state from pgboss.job where name = 'lead.deliver' and data->>'outboxId' = ${String(id)}
            order by created_on desc limit 1`)
        ).rows[0]?.state;
      await expect.poll(jobState, { timeout: 20_000, interval: 200 }).toBe('completed');
      expect((await outboxOf(leadId)).state).toBe('withdrawn');
      expect(received).not.toContain(C);
      expect(refused.filter((m) => m === C).length).toBeGreaterThanOrEqual(1);
    } finally {
      await jobsApp.close();
    }
  }, 60_000);
});
