import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SignJWT, base64url, decodeJwt, generateKeyPair } from 'jose';
import { testConfig, useTestApp } from './helpers';
import { deriveKeys } from '../../src/server/modules/session/keys';
import { signSessionToken } from '../../src/server/modules/session/token';
import {
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  WEB_PARTNER_ID,
  ZDeviceCreated,
} from '../../src/shared/contracts/session';

const key = deriveKeys(testConfig().secrets.sessionSecret).token;
const now = () => Math.floor(Date.now() / 1000);

const { app, ctx } = useTestApp();

const deviceBody = { sourceId: 2, countryProductId: 1, utmSource: 'google', utmCampaign: 'spring' };

async function createDevice(headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/device', payload: deviceBody, headers });
  expect(res.statusCode).toBe(200);
  const token = res.headers.authorization;
  expect(typeof token).toBe('string');
  return { ...ZDeviceCreated.parse(res.json()), token: String(token) };
}

const visit = (token: string | undefined, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/visit',
    payload: body,
    headers: token === undefined ? {} : { authorization: token },
  });

const encrypt = (token: string | undefined, value = 'abc') =>
  app.inject({
    method: 'POST',
    url: '/api/encrypt',
    payload: { key: value },
    headers: token === undefined ? {} : { authorization: token },
  });

describe('POST /api/device (docs/product/session.md Create device)', () => {
  it('stores the device and its first visit, and answers ids plus an authorization header', async () => {
    const d = await createDevice();
    expect(d.deviceUuid).toMatch(/^[A-Za-z0-9]{32}$/);
    const dev = await ctx.db.execute<{
      device_uuid: string;
      source_id: number;
      utm_source: string;
      ip_hash: string;
    }>(sql`select device_uuid, source_id, utm_source, ip_hash from devices where id = ${d.deviceId}`);
    expect(dev.rows[0]).toMatchObject({ device_uuid: d.deviceUuid, source_id: 2, utm_source: 'google' });
    // The IP is stored only as an HMAC.
    expect(dev.rows[0]?.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    const all = await ctx.db.execute(sql`select row_to_json(d)::text as j from devices d`);
    expect(JSON.stringify(all.rows)).not.toContain('127.0.0.1');
    const v = await ctx.db.execute<{ device_id: number; country_product_id: number; utm_campaign: string }>(
      sql`select device_id, country_product_id, utm_campaign from visits where id = ${d.visitId}`,
    );
    expect(v.rows[0]).toEqual({ device_id: d.deviceId, country_product_id: 1, utm_campaign: 'spring' });

    const claims = decodeJwt(d.token);
    expect(claims).toMatchObject({
      sub: d.deviceUuid,
      partnerId: WEB_PARTNER_ID,
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE,
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(86_400 * 30);
    expect(claims.agentId).toBeUndefined();
  });

  it('gives every device a different uuid', async () => {
    const a = await createDevice();
    const b = await createDevice();
    expect(a.deviceUuid).not.toBe(b.deviceUuid);
  });

  it('carries the agent id from the agentid header or the agentId query into the token', async () => {
    const a = await createDevice({ agentid: 'agent_42' });
    expect(decodeJwt(a.token).agentId).toBe('agent_42');
    const res = await app.inject({ method: 'POST', url: '/api/device?agentId=A-7', payload: deviceBody });
    expect(decodeJwt(String(res.headers.authorization)).agentId).toBe('A-7');
    for (const bad of ['x'.repeat(65), 'a b', '<script>']) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/device',
        payload: deviceBody,
        headers: { agentid: bad },
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('validates the body: 400 VALIDATION_FAILED with a message, nothing stored', async () => {
    const before = await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from devices`);
    for (const payload of [
      {},
      { sourceId: 99, countryProductId: 1 },
      { sourceId: 2, countryProductId: 'x' },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/device', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    }
    const after = await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from devices`);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });
});

describe('POST /api/visit (docs/product/session.md Create visit)', () => {
  it('creates a visit for the token’s device, reuses its own visitId, ignores a foreign one', async () => {
    const d = await createDevice();
    const other = await createDevice();
    const body = { countryProductId: 2, sourceId: 2, deviceUuid: d.deviceUuid, utmMedium: 'cpc' };
    const fresh = await visit(d.token, body);
    expect(fresh.statusCode).toBe(200);
    const { visitId } = fresh.json() as { visitId: number };
    expect(visitId).not.toBe(d.visitId);
    const row = await ctx.db.execute(
      sql`select device_id, country_product_id, utm_medium from visits where id = ${visitId}`,
    );
    expect(row.rows[0]).toEqual({ device_id: d.deviceId, country_product_id: 2, utm_medium: 'cpc' });

    const reused = await visit(`Bearer ${d.token}`, { ...body, visitId: d.visitId });
    expect(reused.json()).toEqual({ visitId: d.visitId });

    const foreign = await visit(d.token, { ...body, visitId: other.visitId });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().visitId).not.toBe(other.visitId);
    const huge = await visit(d.token, { ...body, visitId: 3_000_000_000 });
    expect(huge.statusCode).toBe(200);
    const owner = await ctx.db.execute(
      sql`select device_id from visits where id = ${foreign.json().visitId as number}`,
    );
    expect(owner.rows[0]?.device_id).toBe(d.deviceId);
  });

  it('refuses a visit for another device’s uuid (401 UNAUTHORIZED) and a missing token', async () => {
    const d = await createDevice();
    const other = await createDevice();
    const res = await visit(d.token, { countryProductId: 1, sourceId: 2, deviceUuid: other.deviceUuid });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Please reload the page to continue.' });
    const none = await visit(undefined, { countryProductId: 1, sourceId: 2, deviceUuid: d.deviceUuid });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('UNAUTHORIZED');
  });

  it('answers 404 DEVICE_ID_NOT_FOUND when the token is valid but the device is gone', async () => {
    const d = await createDevice();
    await ctx.db.execute(sql`delete from devices where id = ${d.deviceId}`);
    const res = await visit(d.token, { countryProductId: 1, sourceId: 2, deviceUuid: d.deviceUuid });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'DEVICE_ID_NOT_FOUND', message: expect.any(String) });
  });
});

describe('POST /api/encrypt', () => {
  it('answers a keyed hex HMAC: stable, key-dependent, not a plain hash', async () => {
    const { token } = await createDevice();
    const a = await encrypt(token, 'customer@example.com');
    expect(a.statusCode).toBe(200);
    const { EncryptedValue } = a.json() as { EncryptedValue: string };
    expect(EncryptedValue).toMatch(/^[0-9a-f]{64}$/);
    expect((await encrypt(token, 'customer@example.com')).json().EncryptedValue).toBe(EncryptedValue);
    expect((await encrypt(token, 'other')).json().EncryptedValue).not.toBe(EncryptedValue);
    const { createHash } = await import('node:crypto');
    expect(EncryptedValue).not.toBe(createHash('sha256').update('customer@example.com').digest('hex'));
    expect((await encrypt(token, '')).json().code).toBe('VALIDATION_FAILED');
  });
});

describe('session token attacks are refused (401)', () => {
  let sub: string;
  let good: string;

  beforeAll(async () => {
    const d = await createDevice();
    sub = d.deviceUuid;
    good = d.token;
  });

  const expectRefused = async (token: string, code = 'UNAUTHORIZED') => {
    const res = await encrypt(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code, message: expect.any(String) });
    expect(res.headers.authorization).toBeUndefined();
  };

  const jwt = (alg = 'HS256') =>
    new SignJWT({ partnerId: WEB_PARTNER_ID })
      .setProtectedHeader({ alg })
      .setSubject(sub)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt();

  it('control: the genuine token works', async () => {
    expect((await encrypt(good)).statusCode).toBe(200);
  });

  it('alg none', async () => {
    const [, payload] = good.split('.');
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    await expectRefused(`${header}.${payload}.`);
    await expectRefused(`${header}.${payload}`);
  });

  it('algorithm confusion: HS512 with our key, RS256 and ES256 signatures', async () => {
    await expectRefused(await jwt('HS512').setExpirationTime('1h').sign(key));
    const rsa = await generateKeyPair('RS256');
    await expectRefused(await jwt('RS256').setExpirationTime('1h').sign(rsa.privateKey));
    const ec = await generateKeyPair('ES256');
    await expectRefused(await jwt('ES256').setExpirationTime('1h').sign(ec.privateKey));
  });

  it('HS256 header but another key', async () => {
    await expectRefused(
      await jwt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('y'.repeat(40))),
    );
  });

  it('expired → SESSION_EXPIRED with its own message', async () => {
    const t = await signSessionToken(key, { deviceUuid: sub, now: now() - 7200, ttlSeconds: 3600 });
    const res = await encrypt(t);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'SESSION_EXPIRED',
      message: 'Your session has expired. Please reload the page.',
    });
  });

  it('missing exp', async () => {
    await expectRefused(await jwt().sign(key));
  });

  it('wrong issuer and wrong audience', async () => {
    await expectRefused(await jwt().setIssuer('someone-else').setExpirationTime('1h').sign(key));
    await expectRefused(await jwt().setAudience('another-app').setExpirationTime('1h').sign(key));
  });

  it('tampered payload (signature of the original kept)', async () => {
    const [h, p, s] = good.split('.') as [string, string, string];
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(p))) as Record<string, unknown>;
    claims.sub = 'A'.repeat(32);
    await expectRefused(`${h}.${base64url.encode(JSON.stringify(claims))}.${s}`);
    claims.sub = sub;
    claims.exp = (claims.exp as number) + 10_000;
    await expectRefused(`${h}.${base64url.encode(JSON.stringify(claims))}.${s}`);
  });

  it('truncated signature', async () => {
    await expectRefused(good.slice(0, -3));
    await expectRefused(good.slice(0, good.lastIndexOf('.') + 1));
  });

  it('partnerId other than the web partner’s, and none at all', async () => {
    const other = await new SignJWT({ partnerId: 'bank-a' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    await expectRefused(other);
    const none = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    await expectRefused(none);
  });

  it('a token signed with a seeded partner’s secret, all claims otherwise right', async () => {
    const r = await ctx.db.execute<{ token_secret: string }>(
      sql`select token_secret from partners where source_id = 4`,
    );
    const secret = r.rows[0]?.token_secret;
    expect(secret).toBeTruthy();
    await expectRefused(await jwt().setExpirationTime('1h').sign(new TextEncoder().encode(secret)));
  });

  it('garbage and empty headers', async () => {
    for (const t of ['', 'Bearer ', 'not-a-jwt', 'a.b.c', 'x'.repeat(5000)]) await expectRefused(t);
  });
});

describe('token refresh', () => {
  it('hands over a fresh token when the current one is within the browser’s expiry threshold', async () => {
    const d = await createDevice();
    const old = await signSessionToken(key, {
      deviceUuid: d.deviceUuid,
      agentId: 'ag1',
      now: now() - 3600,
      ttlSeconds: 3600 + 200,
    });
    const res = await encrypt(old);
    expect(res.statusCode).toBe(200);
    const fresh = String(res.headers.authorization);
    const claims = decodeJwt(fresh);
    expect(claims).toMatchObject({ sub: d.deviceUuid, agentId: 'ag1', partnerId: WEB_PARTNER_ID });
    expect((claims.exp ?? 0) - now()).toBeGreaterThan(86_400);
    expect((await encrypt(fresh)).statusCode).toBe(200);
    // A token far from expiry is left alone.
    expect((await encrypt(d.token)).headers.authorization).toBeUndefined();
  });
});

describe('public API routes need no token; unknown API paths stay 404', () => {
  it.each([
    ['GET', '/api/health', 200],
    ['GET', '/api/page?url=/car-insurance/', 200],
    ['GET', '/api/isIndianIp', 200],
    ['GET', '/api/home/headerlogo', 200],
    ['HEAD', '/api/health', 200],
    ['GET', '/api/nothing-here', 404],
    ['POST', '/api/nothing-here', 404],
    ['GET', '/api/visit', 404],
  ] as const)('%s %s → %i', async (method, url, status) => {
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(status);
  });

  it('a bad token on a public route is ignored, not rejected', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/device',
      payload: deviceBody,
      headers: { authorization: 'junk' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('request logs', () => {
  it('carry no client IP, no token and no personal data from the query', async () => {
    const { Writable } = await import('node:stream');
    const { buildApp, loggerOptions } = await import('../../src/server/app');
    const { testAssets } = await import('./helpers');
    const { renderDocument } = await import('../../src/web/entry-server');
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = testConfig();
    const logged = await buildApp({
      config,
      db: ctx.db,
      assets: () => testAssets,
      render: renderDocument,
      logger: { ...loggerOptions(config), level: 'info', stream },
    });
    const res = await logged.inject({
      method: 'POST',
      url: '/api/device?agentId=a1&token=eyJhbGciOiJIUzI1NiJ9.eyJ4IjoxfQ.c2ln&mobile=501234567',
      remoteAddress: '203.0.113.77',
      payload: { ...deviceBody, utmTerm: 'fatima@example.com' },
    });
    expect(res.statusCode).toBe(200);
    await logged.inject({
      url: '/api/visit',
      remoteAddress: '203.0.113.77',
      headers: { authorization: String(res.headers.authorization) },
    });
    await logged.close();
    const all = lines.join('');
    expect(all).toContain('incoming request');
    for (const secret of [
      '203.0.113.77',
      'eyJ',
      '501234567',
      'fatima@example.com',
      String(res.headers.authorization),
    ])
      expect(all).not.toContain(secret);
  });

  it("an error logged through the app logger keeps its message and frames, never a query's parameters", async () => {
    const { Writable } = await import('node:stream');
    const { pino } = await import('pino');
    const { loggerOptions } = await import('../../src/server/app');
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = pino(loggerOptions(testConfig()), stream);
    const err = Object.assign(new Error('Failed query: select 1 where mobile = $1\nparams: 971509876543'), {
      code: '57014',
    });
    log.error({ err }, 'lookup failed');
    const line = JSON.parse(lines.join('')) as { err: { message: string; code: string; stack: string } };
    expect(line.err.message).toBe('Failed query: select 1 where mobile = $1');
    expect(line.err.code).toBe('57014');
    expect(line.err.stack).toMatch(/^\s+at /);
    expect(lines.join('')).not.toContain('971509876543');
  });
});
