import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { useTestApp } from './helpers';
import { seed } from '../../src/db/seed/seed';
import { seedPartners } from '../../src/db/seed/partners';
import { ZHeaderLogo } from '../../src/shared/contracts/header';

const { app, ctx } = useTestApp({
  env: { INDIAN_IP_CIDRS: '103.21.0.0/16, 2401:4900::/32', INTERNAL_IP_CIDRS: '10.0.0.0/8' },
});

describe('POST /api/analytics/dumpLogs', () => {
  const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.Qk9HVVMtU0lHTkFUVVJFLVZBTFVFLVhYWFhYWA';
  const secrets = [
    '501234567',
    '+971 55 765 4321',
    'fatima.k@mail.example',
    '4821',
    JWT,
    '784-1987-7654321-3',
    '784198776543213',
  ];

  it('stores only redacted text (mobile, email, OTP, JWT, Emirates ID removed) and answers {success:true}', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/dumpLogs',
      payload: {
        errorInfo: 'TypeError in lead form for fatima.k@mail.example',
        timestamp: '2025-01-02T03:04:05Z',
        statusCode: 500,
        message: 'Lead failed for 501234567 (alt +971 55 765 4321)',
        requestUrl: `/api/lead_details?token=${JWT}`,
        requestData: JSON.stringify({
          mobileNumber: '501234567',
          otp: '4821',
          emiratesId: '784-1987-7654321-3',
        }),
        responseData: `{"error":"duplicate 784198776543213","authorization":"Bearer ${JWT}"}`,
        duration: 123.6,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const r = await ctx.db.execute<Record<string, unknown>>(
      sql`select * from client_logs order by id desc limit 1`,
    );
    const row = r.rows[0];
    expect(row).toMatchObject({ status_code: 500, duration: 124, client_timestamp: '2025-01-02T03:04:05Z' });
    const stored = JSON.stringify(row);
    for (const s of secrets) expect(stored).not.toContain(s);
    expect(stored).toContain('[REDACTED');
    expect(String(row?.request_url)).toMatch(/^\/api\/lead_details\?token=/);
  });

  it('stores text PostgreSQL would refuse or that redaction lengthens without a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/dumpLogs',
      payload: { message: 'nul\u0000byte \ud800', timestamp: '501234567 '.repeat(6) },
    });
    expect(res.statusCode).toBe(200);
    const r = await ctx.db.execute<{ message: string; client_timestamp: string }>(
      sql`select message, client_timestamp from client_logs order by id desc limit 1`,
    );
    expect(r.rows[0]?.message).toMatch(/^nulbyte /);
    expect(r.rows[0]?.client_timestamp).not.toContain('501234567');
    const device = await app.inject({
      method: 'POST',
      url: '/api/device',
      payload: { sourceId: 2, countryProductId: 1, utmSource: 'a\u0000b' },
    });
    expect(device.statusCode).toBe(200);
  });

  it('needs no token, validates the body, refuses bodies over 16 KB with 413 PAYLOAD_TOO_LARGE', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/analytics/dumpLogs',
      payload: { statusCode: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    const big = await app.inject({
      method: 'POST',
      url: '/api/analytics/dumpLogs',
      payload: { message: 'x'.repeat(1000), requestData: 'y'.repeat(16 * 1024) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
    const justUnder = await app.inject({
      method: 'POST',
      url: '/api/analytics/dumpLogs',
      payload: { requestData: 'y'.repeat(6000), responseData: 'z'.repeat(6000), errorInfo: 'e'.repeat(3000) },
    });
    expect(justUnder.statusCode).toBe(200);
  });
});

describe('GET /api/isIndianIp', () => {
  const flags = async (remoteAddress: string) =>
    (await app.inject({ url: '/api/isIndianIp', remoteAddress })).json();

  it('flags configured ranges from the peer address (IPv4, IPv6, IPv4-mapped)', async () => {
    expect(await flags('103.21.7.9')).toEqual({ isIndianIp: true, isInternalIp: false, isIPL: false });
    expect(await flags('2401:4900:1:2::3')).toMatchObject({ isIndianIp: true });
    expect(await flags('::ffff:103.21.1.1')).toMatchObject({ isIndianIp: true });
    expect(await flags('10.20.30.40')).toEqual({ isIndianIp: false, isInternalIp: true, isIPL: false });
    expect(await flags('198.51.100.1')).toEqual({ isIndianIp: false, isInternalIp: false, isIPL: false });
  });

  it('does not count loopback as internal unless listed, and ignores an untrusted X-Forwarded-For', async () => {
    expect(await flags('127.0.0.1')).toMatchObject({ isInternalIp: false });
    const res = await app.inject({ url: '/api/isIndianIp', headers: { 'x-forwarded-for': '103.21.7.9' } });
    expect(res.json()).toMatchObject({ isIndianIp: false });
    expect(res.headers['cache-control']).toContain('no-store');
  });
});

describe('GET /api/home/headerlogo', () => {
  it('answers the products menu and logos in English, Arabic on accept-language ar', async () => {
    const en = await app.inject({
      url: '/api/home/headerlogo',
      headers: { countryproductid: '1', sourceid: '2' },
    });
    expect(en.statusCode).toBe(200);
    const body = ZHeaderLogo.parse(en.json());
    expect(body.header.length).toBeGreaterThan(0);
    expect(body.header[0]?.label).toBe('Insurance');
    expect(body.logo).toMatchObject({ url: '/favicon.svg', width: 165, height: 26 });
    const ar = ZHeaderLogo.parse(
      (await app.inject({ url: '/api/home/headerlogo', headers: { 'accept-language': 'ar' } })).json(),
    );
    expect(ar.header[0]?.label).not.toBe('Insurance');
    expect(ar.header[0]?.label).toMatch(/[\u0600-\u06FF]/);
  });

  it('hides the products menu for partner sources, partner paths and marketing pages', async () => {
    for (const headers of [
      { sourceid: '4' },
      { sourceid: '14' },
      { refererurl: 'http://localhost:3000/adcb/car-insurance/' },
      { refererurl: '/car-insurance/buy-insurance/' },
    ]) {
      const res = await app.inject({ url: '/api/home/headerlogo', headers });
      expect(ZHeaderLogo.parse(res.json()).header).toEqual([]);
    }
  });

  it('400 for malformed headers', async () => {
    const res = await app.inject({ url: '/api/home/headerlogo', headers: { countryproductid: 'abc' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/partner/token-check', () => {
  const secretOf = async (sourceId: number) =>
    (
      await ctx.db.execute<{ token_secret: string; name: string }>(
        sql`select token_secret, name from partners where source_id = ${sourceId}`,
      )
    ).rows[0]!;
  const partnerToken = async (
    secret: string,
    iss: string,
    opts: { exp?: number | string; customerReference?: string } = {},
  ) => {
    const t = new SignJWT(opts.customerReference ? { customerReference: opts.customerReference } : {})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(iss)
      .setIssuedAt();
    t.setExpirationTime(opts.exp ?? '10m');
    return t.sign(new TextEncoder().encode(secret));
  };
  const check = (body: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/partner/token-check', payload: body as object, headers });

  it('accepts a token the partner signed with its secret (issuer = name or source id)', async () => {
    const { token_secret, name } = await secretOf(4);
    const t = await partnerToken(token_secret, name, { customerReference: 'CR-1001' });
    const res = await check({ token: t, sourceId: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true, sourceId: 4, customerReference: 'CR-1001' });
    const byId = await check(
      { token: await partnerToken(token_secret, '4'), sourceId: '4' },
      { origin: 'https://bank-a.example' },
    );
    expect(byId.json()).toEqual({ valid: true, sourceId: 4 });
    const ours = await check({ token: t, sourceId: 4 }, { origin: 'http://localhost:3000' });
    expect(ours.statusCode).toBe(200);
  });

  it('refuses another partner’s token, a wrong issuer, an expired token, a forged one (401)', async () => {
    const a = await secretOf(4);
    const b = await secretOf(10);
    for (const [token, sourceId] of [
      [await partnerToken(b.token_secret, b.name), 4],
      [await partnerToken(a.token_secret, 'Someone Else'), 4],
      [await partnerToken(a.token_secret, a.name, { exp: Math.floor(Date.now() / 1000) - 60 }), 4],
      [await partnerToken('z'.repeat(40), a.name), 4],
      ['not.a.token', 10],
    ] as const) {
      const res = await check({ token, sourceId });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
    }
  });

  it('refuses a foreign origin (403) and a non-partner source (400)', async () => {
    const a = await secretOf(4);
    const res = await check(
      { token: await partnerToken(a.token_secret, a.name), sourceId: 4 },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ORIGIN_NOT_ALLOWED');
    const web = await check({ token: 'x', sourceId: 2 });
    expect(web.statusCode).toBe(400);
  });

  describe('a partner source on a new device only with that partner’s verified token (decision 0022)', () => {
    const createDevice = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/device',
        payload: { countryProductId: 1, ...body },
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { deviceUuid, visitId } = res.json() as { deviceUuid: string; visitId: number };
      const r = await ctx.db.execute<{ device: number; visit: number }>(sql`
        select d.source_id as device, v.source_id as visit
          from devices d join visits v on v.device_id = d.id
         where d.device_uuid = ${deviceUuid} and v.id = ${visitId}`);
      return { ...r.rows[0]!, deviceUuid, token: String(res.headers.authorization) };
    };
    const MOBILE_UA = {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    };

    it('a valid partner token keeps the partner source on the device and its first visit', async () => {
      const a = await secretOf(4);
      const adcb = await createDevice({
        sourceId: 4,
        partnerToken: await partnerToken(a.token_secret, a.name),
      });
      expect(adcb).toMatchObject({ device: 4, visit: 4 });
      const n = await secretOf(16);
      const peko = await createDevice(
        { sourceId: 16, partnerToken: await partnerToken(n.token_secret, '16') },
        { origin: 'http://localhost:3000' },
      );
      expect(peko).toMatchObject({ device: 16, visit: 16 });
    });

    it('no token, or one that fails the check, leaves the device on the web source', async () => {
      const a = await secretOf(4);
      const b = await secretOf(10);
      expect(await createDevice({ sourceId: 4 })).toMatchObject({ device: 2, visit: 2 });
      expect(await createDevice({ sourceId: 4 }, MOBILE_UA)).toMatchObject({ device: 1, visit: 1 });
      for (const partnerToken_ of [
        await partnerToken(b.token_secret, b.name), // another partner's
        await partnerToken(a.token_secret, a.name, { exp: Math.floor(Date.now() / 1000) - 60 }), // expired
        await partnerToken('z'.repeat(40), a.name), // forged
        'not.a.token',
      ])
        expect(await createDevice({ sourceId: 4, partnerToken: partnerToken_ })).toMatchObject({ device: 2 });
      // A genuine token sent from a site the partner did not register.
      const foreign = await createDevice(
        { sourceId: 4, partnerToken: await partnerToken(a.token_secret, a.name) },
        { origin: 'https://evil.example' },
      );
      expect(foreign.device).toBe(2);
      // Web sources need no token.
      expect(await createDevice({ sourceId: 1 })).toMatchObject({ device: 1, visit: 1 });
    });

    it('a later visit claims a partner source only when its device has it', async () => {
      const a = await secretOf(4);
      const visitSource = async (d: { deviceUuid: string; token: string }, sourceId: number) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/visit',
          payload: { countryProductId: 2, sourceId, deviceUuid: d.deviceUuid },
          headers: { authorization: d.token },
        });
        expect(res.statusCode, res.body).toBe(200);
        const id = (res.json() as { visitId: number }).visitId;
        const r = await ctx.db.execute<{ s: number }>(
          sql`select source_id as s from visits where id = ${id}`,
        );
        return r.rows[0]?.s;
      };
      const web = await createDevice({ sourceId: 2 });
      expect(await visitSource(web, 4)).toBe(2);
      expect(await visitSource(web, 1)).toBe(1);
      const adcb = await createDevice({
        sourceId: 4,
        partnerToken: await partnerToken(a.token_secret, a.name),
      });
      expect(await visitSource(adcb, 4)).toBe(4);
      expect(await visitSource(adcb, 10)).toBe(2);
    });
  });

  it('seeding again keeps every partner secret', async () => {
    const before = await ctx.db.execute(sql`select source_id, token_secret from partners order by source_id`);
    expect(before.rows.map((r) => r.source_id)).toEqual([4, 10, 11, 14, 16]);
    await seed(ctx.db);
    await seedPartners(ctx.db, { onlyMissing: true });
    const after = await ctx.db.execute(sql`select source_id, token_secret from partners order by source_id`);
    expect(after.rows).toEqual(before.rows);
    expect(new Set(before.rows.map((r) => r.token_secret)).size).toBe(5);
  });
});
