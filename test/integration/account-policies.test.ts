import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { freshDatabase, testApp } from './helpers';
import { createDevice, lastOtp } from './journey-fixtures';
import type { Device } from './quotes-fixtures';

/**
 * The account after the sale (decision 0088): the account lists the number's policies with their status against the
 * UAE day, the catalogue insurer in the asked language with its claims line, the price with VAT and the links; a
 * pending purchase is 'being issued', a declined one is not listed; the printable schedule is the owner's only
 * (404 otherwise, never cached, noindex); 'Remind me before renewal' sets the columns the reminders read; sign-in
 * takes the number as people write it.
 */

const HIGH = '1000000';
let app: FastifyInstance;
let ctx: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  ctx = await freshDatabase({ seeded: true });
  app = await testApp(ctx.db, {
    JOBS_ENABLED: 'false',
    RATE_LIMIT_WRITE_PER_IP: HIGH,
    RATE_LIMIT_WRITE_PER_DEVICE: HIGH,
    RATE_LIMIT_DEVICE_PER_IP: HIGH,
    RATE_LIMIT_VISIT_PER_IP: HIGH,
    RATE_LIMIT_READ_PER_IP: HIGH,
  });
});
afterAll(async () => {
  await app?.close();
  await ctx?.drop();
});

let seq = 0;
const newMobile = () => `56${String(1_000_000 + ++seq).slice(-7)}`;
const ip = () => `10.8.${Math.floor(seq / 200)}.${(seq % 200) + 1}`;

const post = (d: Device, url: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: { authorization: d.token },
    payload: payload as object,
    remoteAddress: ip(),
  });

const cookieOf = (res: { headers: Record<string, unknown> }) => {
  const h = res.headers['set-cookie'];
  const lines = Array.isArray(h) ? (h as string[]) : typeof h === 'string' ? [h] : [];
  return lines
    .map((l) => l.split(';')[0])
    .filter((c) => !c?.endsWith('='))
    .join('; ');
};

/** Signs in with the number written as `written`; the code goes to the nine digits. */
async function signIn(written: string, nine = written): Promise<string> {
  const d = await createDevice(app);
  const sent = await post(d, '/api/auth/sendOtp', { mobileNumber: written });
  expect(sent.statusCode, written).toBe(200);
  expect(sent.json().maskedMobile).toBe(`*****${nine.slice(-4)}`);
  const ok = await post(d, '/api/auth/verifyOtp', {
    mobileNumber: written,
    otp: await lastOtp(ctx.db, nine),
  });
  expect(ok.statusCode).toBe(200);
  return cookieOf(ok);
}

const get = (cookie: string, url: string, lang = 'en') =>
  app.inject({ method: 'GET', url, headers: { cookie, 'accept-language': lang } });
const put = (cookie: string, url: string, payload: unknown) =>
  app.inject({ method: 'PUT', url, headers: { cookie }, payload: payload as object });

type Policy = {
  policyId: string;
  status: string;
  policyNumber: string;
  startDate: string;
  endDate: string;
  daysLeft: number | null;
  insurer: { name: string; claimsPhone: string; claimsEmail: string };
  planName: string;
  price: { premiumFils: number; vatFils: number; totalFils: number };
  links: { schedule: string | null; certificate: string | null; renew: string | null };
  reminders: { on: boolean; available: boolean };
  howToClaim: string[];
};
const policiesOf = async (cookie: string, lang = 'en'): Promise<Policy[]> => {
  const res = await get(cookie, '/api/account', lang);
  expect(res.statusCode).toBe(200);
  return res.json().policies as Policy[];
};

let demoCookie: Promise<string> | undefined;
const demo = () => (demoCookie ??= signIn('+971 50 111 1111', '501111111'));

describe('the account lists policies (decision 0088)', () => {
  it('shows status against the UAE day, the catalogue insurer per language, the price with VAT and the links', async () => {
    const cookie = await demo();
    const policies = await policiesOf(cookie);
    const car = policies.find((p) => p.policyNumber === 'FCA-MOT-2026-000417');
    const health = policies.find((p) => p.policyNumber === 'OMI-HLT-2026-001902');
    expect(car).toMatchObject({
      status: 'active',
      insurer: {
        name: 'Falcon Crest Assurance (demo)',
        claimsPhone: '800 0101',
        claimsEmail: 'claims@falcon-crest.example',
      },
      planName: 'Comprehensive Agency Plus',
      price: { premiumFils: 220_000, vatFils: 11_000, totalFils: 231_000 },
      links: { schedule: '/account/policies/DemoPolicyCar0000000001A/schedule/', renew: null },
      reminders: { on: true, available: true },
    });
    expect(car?.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(car?.howToClaim[0]).toContain('800 0101');
    // 19 days to the end: expiring soon, with Renew (a fresh quote: the demo policy has no stored answers).
    expect(health).toMatchObject({
      status: 'expiring',
      daysLeft: 19,
      links: { renew: '/health-insurance/' },
    });
    // Arabic: the catalogue's Arabic names.
    const ar = await policiesOf(cookie, 'ar');
    const arCar = ar.find((p) => p.policyId === car?.policyId);
    expect(arCar?.insurer.name).not.toBe(car?.insurer.name);
    expect(arCar?.insurer.name).toMatch(/[\u0600-\u06FF]/);
    expect(arCar?.planName).toMatch(/[\u0600-\u06FF]/);
    // The other demo number's travel policy ended 100 days ago.
    const travel = await policiesOf(await signIn('0502222222', '502222222'));
    expect(travel).toMatchObject([{ status: 'expired', daysLeft: -100, reminders: { available: false } }]);
  });

  it('lists a purchased policy: pending as being issued, then active once issued; declined and stale pending not', async () => {
    const mobile = newMobile();
    const cookie = await signIn(mobile);
    const insert = (publicId: string, status: string) =>
      ctx.db.execute(sql`
        insert into policies (public_id, mobile_number, country_product_id, status, insurer_id, premium_fils, vat_fils)
        values (${publicId}, ${mobile}, 1, ${status}, 3, 150000, 7500)`);
    await insert('BoughtPolicy000000000001', 'pending');
    await insert('BoughtPolicy000000000002', 'declined');
    await insert('BoughtPolicy000000000003', 'pending');
    await ctx.db.execute(
      sql`update policies set created_at = now() - interval '2 days' where public_id = 'BoughtPolicy000000000003'`,
    );
    const pending = await policiesOf(cookie);
    expect(pending.map((p) => p.policyId)).toEqual(['BoughtPolicy000000000001']);
    expect(pending[0]).toMatchObject({
      status: 'issuing',
      policyNumber: '',
      links: { schedule: null, renew: null },
      howToClaim: [],
      price: { totalFils: 157_500 },
    });
    expect((await get(cookie, '/account/policies/BoughtPolicy000000000001/schedule/')).statusCode).toBe(404);

    // The insurer's event issues it (as the events module writes it).
    const data = {
      insurer: {
        name: 'Pearl Gate Mutual (demo)',
        claimsPhone: '800 0103',
        claimsEmail: 'claims@pearl-gate.example',
      },
      planName: 'Comprehensive',
      cover: [{ label: 'Cover', value: 'Comprehensive' }],
      premiumAed: 1575,
      documents: [{ name: 'Policy schedule', kind: 'schedule' }],
    };
    await ctx.db.execute(sql`
      update policies set status = 'active', policy_number = 'PGM-MOT-TEST-0001',
        start_date = (now() at time zone 'Asia/Dubai')::date,
        end_date = (now() at time zone 'Asia/Dubai')::date + 394, data = ${JSON.stringify(data)}::jsonb
      where public_id = 'BoughtPolicy000000000001'`);
    const [issued] = await policiesOf(cookie);
    expect(issued).toMatchObject({
      status: 'active',
      policyNumber: 'PGM-MOT-TEST-0001',
      daysLeft: 394,
      insurer: { name: 'Pearl Gate Mutual (demo)', claimsPhone: '800 0103' },
      links: { schedule: '/account/policies/BoughtPolicy000000000001/schedule/' },
      reminders: { on: false, available: true },
    });
  });
});

describe('the printable schedule (decision 0088)', () => {
  const path = '/account/policies/DemoPolicyCar0000000001A/schedule/';

  it("is the owner's only, in every language, private and never indexed", async () => {
    const cookie = await demo();
    const res = await get(cookie, path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('FCA-MOT-2026-000417');
    expect(res.body).toContain('+971 5X XXX 1111');
    expect(res.body).toContain('AED 2,310.00');
    expect(res.body).toContain('800 0101');
    expect(res.body).toMatch(/<meta name="robots" content="noindex/);
    // Dates as DD MMM YYYY.
    expect(res.body).toMatch(/<bdi>\d{2} [A-Z][a-z]{2,3} \d{4}<\/bdi>/);
    const ar = await get(cookie, `/ar-ae${path}`);
    expect(ar.statusCode).toBe(200);
    expect(ar.body).toContain('dir="rtl"');
    expect(ar.body).toContain('جدول الوثيقة');
    for (const lang of ['hi-ae', 'ml-ae'])
      expect((await get(cookie, `/${lang}${path}`)).statusCode, lang).toBe(200);

    // Signed out, another number, an unknown id: the same 404.
    const stranger = await signIn(newMobile());
    for (const [who, url] of [
      ['', path],
      [stranger, path],
      [cookie, '/account/policies/DemoPolicyTravel0000003A/schedule/'],
      [cookie, '/account/policies/NoSuchPolicy000000000000/schedule/'],
    ] as const) {
      const r = await get(who, url);
      expect(r.statusCode, `${who ? 'signed in' : 'signed out'} ${url}`).toBe(404);
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.body).not.toContain('FCA-MOT-2026-000417');
    }
  });
});

describe("'Remind me before renewal' (decision 0088)", () => {
  it('sets the consent and the stop the reminders read, for the owner only and an issued policy only', async () => {
    const cookie = await demo();
    const url = '/api/account/policies/DemoPolicyCar0000000001A/reminders';
    const off = await put(cookie, url, { on: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ success: true, reminders: { on: false } });
    const row = async () =>
      (
        await ctx.db.execute<{ consent: boolean; stopped: boolean }>(sql`
          select reminder_consent_at is not null as consent, reminders_stopped_at is not null as stopped
          from policies where public_id = 'DemoPolicyCar0000000001A'`)
      ).rows[0];
    expect(await row()).toEqual({ consent: true, stopped: true });
    expect(
      (await policiesOf(cookie)).find((p) => p.policyId === 'DemoPolicyCar0000000001A')?.reminders.on,
    ).toBe(false);
    const on = await put(cookie, url, { on: true });
    expect(on.json()).toEqual({ success: true, reminders: { on: true } });
    expect(await row()).toEqual({ consent: true, stopped: false });

    const stranger = await signIn(newMobile());
    expect((await put(stranger, url, { on: false })).statusCode).toBe(404);
    expect((await put('', url, { on: false })).statusCode).toBe(401);
    expect((await put(cookie, url, { on: 'yes' })).statusCode).toBe(400);
    expect(await row()).toEqual({ consent: true, stopped: false });
    // An ended policy cannot be reminded.
    const travel = await signIn('502222222');
    const ended = await put(travel, '/api/account/policies/DemoPolicyTravel0000003A/reminders', { on: true });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().code).toBe('POLICY_NOT_ACTIVE');
  });
});

describe('sign-in takes the number as people write it (decision 0088)', () => {
  it('accepts every way the journeys accept, and refuses a number cut or padded', async () => {
    const forms: ((nine: string) => string)[] = [
      (n) => `+971 ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`,
      (n) => `00971${n}`,
      (n) => `0${n}`,
      (n) => n,
      (n) => `0${n.slice(0, 2)}-${n.slice(2, 5)}-${n.slice(5)}`,
      (n) => `+971 (0) ${n}`,
      (n) => n.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))),
    ];
    for (const form of forms) {
      const nine = newMobile();
      const d = await createDevice(app);
      const res = await post(d, '/api/auth/sendOtp', { mobileNumber: form(nine) });
      expect(res.statusCode, form(nine)).toBe(200);
      // The code went to the nine digits.
      expect(await lastOtp(ctx.db, nine)).toMatch(/^\d{6}$/);
    }
    const nine = newMobile();
    // Verify takes the written form too.
    const d = await createDevice(app);
    const other = newMobile();
    expect((await post(d, '/api/auth/sendOtp', { mobileNumber: `+971-${other}` })).statusCode).toBe(200);
    const ok = await post(d, '/api/auth/verifyOtp', {
      mobileNumber: `0${other}`,
      otp: await lastOtp(ctx.db, other),
    });
    expect(ok.statusCode).toBe(200);

    for (const bad of [`${nine}1`, nine.slice(1), `+44 ${nine}`, `${nine}abc`, '*****1234', '091234567']) {
      const dev = await createDevice(app);
      const res = await post(dev, '/api/auth/sendOtp', { mobileNumber: bad });
      expect(res.statusCode, bad).toBe(422);
      expect(res.json()).toEqual({ code: 'INVALID_MOBILE', message: 'Mobile number is invalid' });
    }
  });
});
