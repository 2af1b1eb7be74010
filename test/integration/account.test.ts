import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { freshDatabase, testApp } from './helpers';
import { createDevice, lastOtp } from './journey-fixtures';
import { storeEnquiry, type Device } from './quotes-fixtures';

/**
 * Sign-in (POST /api/auth/sendOtp, verifyOtp, GET /api/auth/session, POST /api/auth/signout) and the account
 * calls (decision 0031): no enumeration, the OTP service's limits, cookie attributes over http and
 * https, and every account read limited to the signed-in number (another number's record → 404).
 */

const HIGH = '1000000';
const LIMITS = {
  JOBS_ENABLED: 'false',
  RATE_LIMIT_WRITE_PER_IP: HIGH,
  RATE_LIMIT_WRITE_PER_DEVICE: HIGH,
  RATE_LIMIT_DEVICE_PER_IP: HIGH,
  RATE_LIMIT_VISIT_PER_IP: HIGH,
  RATE_LIMIT_READ_PER_IP: HIGH,
};
let app: FastifyInstance;
let httpsApp: FastifyInstance;
let ctx: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  ctx = await freshDatabase({ seeded: true });
  app = await testApp(ctx.db, LIMITS);
  httpsApp = await testApp(ctx.db, { ...LIMITS, PUBLIC_ORIGIN: 'https://sahel.example' });
});
afterAll(async () => {
  await app?.close();
  await httpsApp?.close();
  await ctx?.drop();
});

let seq = 0;
const newMobile = () => `58${String(1_000_000 + ++seq).slice(-7)}`;
const ip = () => `10.9.${Math.floor(seq / 200)}.${(seq % 200) + 1}`;

const post = (a: FastifyInstance, d: Device, url: string, payload: unknown, remoteAddress = '10.0.0.1') =>
  a.inject({
    method: 'POST',
    url,
    headers: { authorization: d.token },
    payload: payload as object,
    remoteAddress,
  });

/** The Set-Cookie lines of an answer. */
const setCookies = (res: { headers: Record<string, unknown> }): string[] => {
  const h = res.headers['set-cookie'];
  return Array.isArray(h) ? (h as string[]) : typeof h === 'string' ? [h] : [];
};
const cookieHeader = (lines: string[]) =>
  lines
    .map((l) => l.split(';')[0])
    .filter((c) => !c?.endsWith('='))
    .join('; ');

async function signIn(a: FastifyInstance, mobile: string): Promise<string> {
  const d = await createDevice(a);
  const sent = await post(a, d, '/api/auth/sendOtp', { mobileNumber: mobile }, ip());
  expect(sent.statusCode).toBe(200);
  const res = await post(
    a,
    d,
    '/api/auth/verifyOtp',
    { mobileNumber: mobile, otp: await lastOtp(ctx.db, mobile) },
    ip(),
  );
  expect(res.statusCode).toBe(200);
  return cookieHeader(setCookies(res));
}

/** The demo number's session, signed in once (the OTP resend cooldown is per number). */
let demoSession: Promise<string> | undefined;
const demo = () => (demoSession ??= signIn(app, '501111111'));

const account = (cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('sign-in', () => {
  it('answers the same for a known and an unknown number, and a code signs in', async () => {
    const known = '502222222'; // a demo number with a seeded policy
    const unknown = newMobile();
    const d = await createDevice(app);
    const a = await post(app, d, '/api/auth/sendOtp', { mobileNumber: known }, ip());
    const d2 = await createDevice(app);
    const b = await post(app, d2, '/api/auth/sendOtp', { mobileNumber: unknown }, ip());
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const strip = (x: Record<string, unknown>) => ({ ...x, message: undefined, maskedMobile: undefined });
    expect(strip(a.json())).toEqual(strip(b.json()));
    expect(Object.keys(a.json()).sort()).toEqual(Object.keys(b.json()).sort());
    expect(a.json()).toMatchObject({ success: true, length: 6, maskedMobile: '*****2222' });

    const code = await lastOtp(ctx.db, unknown);
    expect(code).toMatch(/^\d{6}$/);
    const ok = await post(app, d2, '/api/auth/verifyOtp', { mobileNumber: unknown, otp: code }, ip());
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, redirect: '/account/' });
    // An unknown number signs in to an empty account.
    const overview = await account(cookieHeader(setCookies(ok)), 'GET', '/api/account');
    expect(overview.statusCode).toBe(200);
    expect(overview.json()).toMatchObject({ enquiries: [], leads: [], policies: [], tickets: [] });
    // A code is single use.
    const again = await post(app, d2, '/api/auth/verifyOtp', { mobileNumber: unknown, otp: code }, ip());
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('INVALID_OTP');
  });

  it('validates the number with the spec messages and needs the device token', async () => {
    const d = await createDevice(app);
    const empty = await post(app, d, '/api/auth/sendOtp', { mobileNumber: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ code: 'MOBILE_REQUIRED', message: 'Mobile number is required' });
    const bad = await post(app, d, '/api/auth/sendOtp', { mobileNumber: '*****1234' });
    expect(bad.json()).toEqual({ code: 'INVALID_MOBILE', message: 'Mobile number is invalid' });
    const anon = await app.inject({
      method: 'POST',
      url: '/api/auth/sendOtp',
      payload: { mobileNumber: newMobile() },
    });
    expect(anon.statusCode).toBe(401);
  });

  it('keeps the OTP limits: resend cooldown, wrong code, a code bound to its device', async () => {
    const mobile = newMobile();
    const d = await createDevice(app);
    const other = await createDevice(app);
    expect((await post(app, d, '/api/auth/sendOtp', { mobileNumber: mobile }, ip())).statusCode).toBe(200);
    const soon = await post(app, d, '/api/auth/sendOtp', { mobileNumber: mobile }, ip());
    expect(soon.statusCode).toBe(429);
    expect(soon.json().code).toBe('OTP_RESEND_COOLDOWN');
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    const code = await lastOtp(ctx.db, mobile);
    const wrong = String(
      (Number(code) % 900_000) + 100_000 === Number(code)
        ? Number(code) + 1
        : (Number(code) % 900_000) + 100_000,
    );
    const bad = await post(app, d, '/api/auth/verifyOtp', { mobileNumber: mobile, otp: wrong }, ip());
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ code: 'INVALID_OTP', message: 'Incorrect OTP' });
    expect(setCookies(bad)).toEqual([]);
    // Another device cannot use the code.
    const stolen = await post(app, other, '/api/auth/verifyOtp', { mobileNumber: mobile, otp: code }, ip());
    expect(stolen.statusCode).toBe(422);
    expect(
      (await post(app, d, '/api/auth/verifyOtp', { mobileNumber: mobile, otp: code }, ip())).statusCode,
    ).toBe(200);
  });

  it('locks a code after 5 wrong tries', async () => {
    const mobile = newMobile();
    const d = await createDevice(app);
    await post(app, d, '/api/auth/sendOtp', { mobileNumber: mobile }, ip());
    const code = await lastOtp(ctx.db, mobile);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++)
      expect(
        (await post(app, d, '/api/auth/verifyOtp', { mobileNumber: mobile, otp: wrong })).json().code,
      ).toBe('INVALID_OTP');
    const locked = await post(app, d, '/api/auth/verifyOtp', { mobileNumber: mobile, otp: code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('OTP_LOCKED');
  });

  it('sets an httpOnly SameSite=Lax cookie without Secure over http, and __Host- with Secure over https', async () => {
    const mobile = newMobile();
    const d = await createDevice(app);
    await post(app, d, '/api/auth/sendOtp', { mobileNumber: mobile }, ip());
    const res = await post(
      app,
      d,
      '/api/auth/verifyOtp',
      { mobileNumber: mobile, otp: await lastOtp(ctx.db, mobile) },
      ip(),
    );
    const [session, hint] = setCookies(res);
    expect(session).toMatch(
      /^sc_account=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=604800; SameSite=Lax; HttpOnly$/,
    );
    expect(hint).toBe('sc_signed_in=1; Path=/; Max-Age=604800; SameSite=Lax');
    expect(JSON.stringify(res.json())).not.toContain(session?.split(';')[0]?.split('=')[1]);

    const m2 = newMobile();
    const d2 = await createDevice(httpsApp);
    await post(httpsApp, d2, '/api/auth/sendOtp', { mobileNumber: m2 }, ip());
    const s = await post(
      httpsApp,
      d2,
      '/api/auth/verifyOtp',
      { mobileNumber: m2, otp: await lastOtp(ctx.db, m2) },
      ip(),
    );
    const [secure] = setCookies(s);
    expect(secure).toMatch(
      /^__Host-sc_account=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=604800; SameSite=Lax; HttpOnly; Secure$/,
    );
    expect(secure).not.toContain('Domain');
    // Over https the plain name is not accepted.
    const plain = secure?.split(';')[0]?.replace('__Host-sc_account', 'sc_account') ?? '';
    const who = await httpsApp.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: plain },
    });
    expect(who.json()).toEqual({ signedIn: false });
    const me = await httpsApp.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: secure?.split(';')[0] ?? '' },
    });
    expect(me.json()).toMatchObject({ signedIn: true, maskedMobile: `*****${m2.slice(-4)}` });
    // Only a hash of the token is stored.
    const token = secure?.split(';')[0]?.split('=')[1] ?? '';
    const stored = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from account_sessions where token_hash = ${token}`,
    );
    expect(stored.rows[0]?.n).toBe(0);
  });

  it('answers the session, and signing out ends every session of the number', async () => {
    const mobile = newMobile();
    const first = await signIn(app, mobile);
    // A second browser later (past the 30 s resend cooldown).
    await ctx.db.execute(sql`delete from otp_events where mobile_number = ${mobile}`);
    const second = await signIn(app, mobile);
    const session = await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: first } });
    expect(session.statusCode).toBe(200);
    expect(session.headers['cache-control']).toBe('no-store');
    expect(session.json()).toMatchObject({ signedIn: true, maskedMobile: `*****${mobile.slice(-4)}` });
    expect((await app.inject({ method: 'GET', url: '/api/auth/session' })).json()).toEqual({
      signedIn: false,
    });

    // The cookie alone, or a body a cross-site form can send, signs nobody out (CSRF).
    const d = await createDevice(app);
    const signOut = (headers: Record<string, string>, payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/signout',
        headers: { cookie: first, ...headers },
        payload,
      });
    const cookieOnly = await signOut({ 'content-type': 'application/json' }, '{}');
    expect(cookieOnly.statusCode).toBe(401);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await signOut(
        { authorization: d.token, 'content-type': type },
        type === 'text/plain' ? '{}' : 'a=1',
      );
      expect(res.statusCode, type).toBe(415);
      expect(res.json<{ code: string }>().code, type).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: first } })).json(),
    ).toMatchObject({ signedIn: true });

    const out = await signOut({ authorization: d.token, 'content-type': 'application/json' }, '{}');
    expect(out.json()).toEqual({ success: true, revoked: 2 });
    expect(setCookies(out)[0]).toMatch(/^sc_account=; Path=\/; Max-Age=0/);
    // Cookies only: the site's storage keeps the device token that owns the visitor's quotes.
    expect(out.headers['clear-site-data']).toBe('"cookies"');
    for (const c of [first, second]) {
      expect(
        (await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: c } })).json(),
      ).toEqual({ signedIn: false });
      expect((await account(c, 'GET', '/api/account')).statusCode).toBe(401);
    }
  });
});

describe('account', () => {
  it('refuses every account call without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/account'],
      ['GET', '/api/raise_query/get_products'],
      ['GET', '/api/raise_query/get_issue_types/1'],
      ['POST', '/api/raise_query/raise_ticket'],
      ['POST', '/api/getTicketDetails'],
      ['POST', '/api/escalateTicket'],
      ['GET', '/api/user_bookings/DemoPolicyCar0000000001A'],
    ] as const) {
      const res = await app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('SIGNED_OUT');
    }
  });

  it("shows the number's enquiries, leads and policies, and another number's booking is 404", async () => {
    const session = await demo();
    const stranger = await signIn(app, newMobile());
    const d = await createDevice(app);
    const enquiryId = await storeEnquiry(ctx.db, d, 2, {});
    await ctx.db.execute(
      sql`update enquiries set mobile_number = '501111111' where public_id = ${enquiryId}`,
    );
    // An enquiry that only typed the number (never proved it) is not shown to the number's owner.
    const unproved = await storeEnquiry(ctx.db, d, 3, {});
    await ctx.db.execute(
      sql`update enquiries set mobile_number = '501111111', mobile_verified_at = null where public_id = ${unproved}`,
    );
    const res = await account(session, 'GET', '/api/account');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.maskedMobile).toBe('*****1111');
    expect(body.enquiries.map((e: { enquiryId: string }) => e.enquiryId)).toEqual([enquiryId]);
    expect(body.policies.map((p: { policyNumber: string }) => p.policyNumber).sort()).toEqual([
      'FCA-MOT-2026-000417',
      'OMI-HLT-2026-001902',
    ]);
    expect(body.policies[0].howToClaim).toHaveLength(4);

    const booking = await account(session, 'GET', '/api/user_bookings/DemoPolicyCar0000000001A');
    expect(booking.statusCode).toBe(200);
    expect(booking.json().booking).toMatchObject({
      policyNumber: 'FCA-MOT-2026-000417',
      insurer: { name: 'Falcon Crest Assurance (demo)' },
    });
    const theirs = await account(stranger, 'GET', '/api/user_bookings/DemoPolicyCar0000000001A');
    expect(theirs.statusCode).toBe(404);
    expect((await account(session, 'GET', '/api/user_bookings/DemoPolicyTravel0000003A')).statusCode).toBe(
      404,
    );
    expect((await account(session, 'GET', '/api/user_bookings/nope')).statusCode).toBe(404);
    expect((await account(stranger, 'GET', '/api/account')).json().policies).toEqual([]);
  });

  it('lists products and issue types, raises, reads and escalates a ticket by the rules', async () => {
    const me = await demo();
    const stranger = await signIn(app, newMobile());
    const products = await account(me, 'GET', '/api/raise_query/get_products');
    expect(products.json().data[0]).toEqual({ id: 1, name: expect.any(String) });
    const types = await account(me, 'GET', '/api/raise_query/get_issue_types/1');
    expect(types.json().data.map((t: { id: number }) => t.id)).toContain(2);
    expect((await account(me, 'GET', '/api/raise_query/get_issue_types/999')).statusCode).toBe(404);
    expect((await account(me, 'GET', '/api/raise_query/get_issue_types/abc')).statusCode).toBe(404);

    const wrongType = await account(me, 'POST', '/api/raise_query/raise_ticket', {
      productId: 1,
      issueTypeId: 7,
      description: 'My card never came.',
    });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().code).toBe('UNKNOWN_ISSUE_TYPE');
    const short = await account(me, 'POST', '/api/raise_query/raise_ticket', {
      productId: 1,
      issueTypeId: 2,
      description: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('VALIDATION_FAILED');
    const othersPolicy = await account(me, 'POST', '/api/raise_query/raise_ticket', {
      productId: 2,
      issueTypeId: 2,
      policyId: 'DemoPolicyTravel0000003A',
      description: 'Please help with my claim.',
    });
    expect(othersPolicy.statusCode).toBe(404);

    const raised = await account(me, 'POST', '/api/raise_query/raise_ticket', {
      productId: 1,
      issueTypeId: 2,
      policyId: 'DemoPolicyCar0000000001A',
      description: 'Please help with my windscreen claim.',
    });
    expect(raised.statusCode).toBe(201);
    const ticket = raised.json().ticket;
    expect(ticket).toMatchObject({
      status: 'open',
      escLevel: 0,
      policyId: 'DemoPolicyCar0000000001A',
      nextEscalation: { level: 1 },
    });
    const ticketId: string = ticket.ticketId;

    const details = await account(me, 'POST', '/api/getTicketDetails', { ticketId });
    expect(details.json().ticket.events).toHaveLength(1);
    expect((await account(stranger, 'POST', '/api/getTicketDetails', { ticketId })).statusCode).toBe(404);
    const strangerEsc = await account(stranger, 'POST', '/api/escalateTicket', {
      ticketId,
      escLevel: 1,
      comment: 'Not mine but trying.',
    });
    expect(strangerEsc.statusCode).toBe(404);

    const skip = await account(me, 'POST', '/api/escalateTicket', {
      ticketId,
      escLevel: 2,
      comment: 'Nobody answered me.',
    });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().code).toBe('ESCALATION_LEVEL');
    const beyond = await account(me, 'POST', '/api/escalateTicket', {
      ticketId,
      escLevel: 3,
      comment: 'Nobody answered me.',
    });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().code).toBe('ESCALATION_NOT_ALLOWED');

    const one = await account(me, 'POST', '/api/escalateTicket', {
      ticketId,
      escLevel: 1,
      comment: 'Nobody answered me.',
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().ticket).toMatchObject({
      status: 'escalated',
      escLevel: 1,
      nextEscalation: { level: 2 },
    });
    const twice = await account(me, 'POST', '/api/escalateTicket', {
      ticketId,
      escLevel: 1,
      comment: 'Nobody answered me.',
    });
    expect(twice.json().code).toBe('ESCALATION_LEVEL');
    const early = await account(me, 'POST', '/api/escalateTicket', {
      ticketId,
      escLevel: 2,
      comment: 'Still nobody answered.',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('ESCALATION_TOO_SOON');
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(47 * 3600);

    // 48 hours later the grievance officer may be asked.
    await ctx.db.execute(sql`
      update ticket_events set created_at = created_at - interval '49 hours'
      where ticket_id = (select id from tickets where public_id = ${ticketId})`);
    const two = await account(me, 'POST', '/api/escalateTicket', {
      ticketId,
      escLevel: 2,
      comment: 'Still nobody answered.',
    });
    expect(two.statusCode).toBe(200);
    expect(two.json().ticket).toMatchObject({ escLevel: 2, nextEscalation: null });
    expect(two.json().ticket.events.map((e: { kind: string }) => e.kind)).toEqual([
      'raised',
      'escalated',
      'escalated',
    ]);

    await ctx.db.execute(sql`update tickets set status = 'closed' where public_id = ${ticketId}`);
    const closed = await account(me, 'POST', '/api/escalateTicket', {
      ticketId,
      escLevel: 3,
      comment: 'Still nobody answered.',
    });
    expect(closed.json().code).toBe('TICKET_CLOSED');
    const list = await account(me, 'GET', '/api/account');
    expect(list.json().tickets.map((t: { ticketId: string }) => t.ticketId)).toContain(ticketId);
    expect((await account(stranger, 'GET', '/api/account')).json().tickets).toEqual([]);
  });

  it('never answers 500 to bad input', async () => {
    const me = await signIn(app, newMobile());
    for (const payload of [{}, { ticketId: 5 }, { ticketId: 'x'.repeat(24), escLevel: 'a' }, null, []]) {
      const res = await account(me, 'POST', '/api/escalateTicket', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(500);
    }
    const raw = await app.inject({
      method: 'POST',
      url: '/api/getTicketDetails',
      headers: { cookie: me, 'content-type': 'application/json' },
      payload: '{',
    });
    expect(raw.statusCode).toBe(400);
  });
});
