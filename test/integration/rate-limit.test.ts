import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { freshDatabase, testApp } from './helpers';
import { ZDeviceCreated, ZRateLimited } from '../../src/shared/contracts/session';
import {
  createLimiters,
  createRedisClient,
  type RateLimitSettings,
} from '../../src/server/plugins/rate-limit';

let ctx: Awaited<ReturnType<typeof freshDatabase>>;
let apps: FastifyInstance[] = [];

const LOW = {
  RATE_LIMIT_DEVICE_PER_IP: '3',
  RATE_LIMIT_DEVICE_PER_DEVICE: '100',
  RATE_LIMIT_VISIT_PER_IP: '100',
  RATE_LIMIT_VISIT_PER_DEVICE: '2',
  RATE_LIMIT_WRITE_PER_IP: '4',
  RATE_LIMIT_WRITE_PER_DEVICE: '100',
  RATE_LIMIT_WINDOW_SECONDS: '120',
};

async function app(env: Record<string, string> = {}) {
  const a = await testApp(ctx.db, { ...LOW, ...env });
  apps.push(a);
  return a;
}

// Each test gets its own database: the counters live in PostgreSQL (decision 0022), so they would carry over
// from one test to the next on a shared one, which is the point of keeping them there.
beforeEach(async () => {
  ctx = await freshDatabase();
});
afterEach(async () => {
  for (const a of apps) await a.close();
  apps = [];
  await ctx?.drop();
});

const device = (extra: Partial<InjectOptions> = {}): InjectOptions => ({
  method: 'POST',
  url: '/api/device',
  payload: { sourceId: 2, countryProductId: 1 },
  ...extra,
});

function expect429(res: Awaited<ReturnType<FastifyInstance['inject']>>) {
  expect(res.statusCode).toBe(429);
  const header = String(res.headers['retry-after']);
  expect(header).toMatch(/^\d+$/);
  const body = ZRateLimited.parse(res.json());
  expect(body.retryAfter).toBe(Number(header));
  expect(body.retryAfter).toBeGreaterThan(0);
  expect(body.retryAfter).toBeLessThanOrEqual(120);
  expect(body.message).toBe(`Too many requests. Please try again in ${body.retryAfter} seconds.`);
}

describe('429 RATE_LIMIT contract (docs/product/errors-and-limits.md)', () => {
  it('device creation per IP: the 4th within the window is refused with Retry-After = body.retryAfter', async () => {
    const a = await app();
    for (let i = 0; i < 3; i++) expect((await a.inject(device())).statusCode).toBe(200);
    expect429(await a.inject(device()));
    // Another address still has its own budget.
    expect((await a.inject(device({ remoteAddress: '198.51.100.7' }))).statusCode).toBe(200);
    // Reads are never limited.
    expect((await a.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('a spoofed X-Forwarded-For from an untrusted peer does not change the key', async () => {
    const a = await app();
    for (let i = 0; i < 3; i++)
      expect((await a.inject(device({ headers: { 'x-forwarded-for': `203.0.113.${i}` } }))).statusCode).toBe(
        200,
      );
    for (const spoof of ['203.0.113.99', '10.0.0.1', '1.1.1.1, 2.2.2.2'])
      expect429(await a.inject(device({ headers: { 'x-forwarded-for': spoof } })));
  });

  it('control: behind a configured proxy, X-Forwarded-For names the client', async () => {
    const a = await app({ TRUST_PROXY: '127.0.0.1' });
    for (let i = 0; i < 6; i++)
      expect((await a.inject(device({ headers: { 'x-forwarded-for': `203.0.113.${i}` } }))).statusCode).toBe(
        200,
      );
    for (let i = 0; i < 3; i++) await a.inject(device({ headers: { 'x-forwarded-for': '203.0.113.50' } }));
    expect429(await a.inject(device({ headers: { 'x-forwarded-for': '203.0.113.50' } })));
  });

  it('visits are limited per device too, whatever the address', async () => {
    const a = await app();
    const d = await a.inject(device({ remoteAddress: '192.0.2.1' }));
    const { deviceUuid } = d.json() as { deviceUuid: string };
    const send = (ip: string) =>
      a.inject({
        method: 'POST',
        url: '/api/visit',
        remoteAddress: ip,
        headers: { authorization: String(d.headers.authorization) },
        payload: { sourceId: 2, countryProductId: 1, deviceUuid },
      });
    expect((await send('192.0.2.2')).statusCode).toBe(200);
    expect((await send('192.0.2.3')).statusCode).toBe(200);
    expect429(await send('192.0.2.4'));
  });

  it('every other write counts against the write budget per IP, including refused ones', async () => {
    const a = await app();
    const log = { method: 'POST' as const, url: '/api/analytics/dumpLogs', payload: { message: 'x' } };
    expect((await a.inject(log)).statusCode).toBe(200);
    expect((await a.inject({ method: 'POST', url: '/api/enquiry', payload: {} })).statusCode).toBe(401);
    expect((await a.inject({ method: 'DELETE', url: '/api/nothing' })).statusCode).toBe(404);
    expect((await a.inject(log)).statusCode).toBe(200);
    expect429(await a.inject(log));
  });

  it('quotes and comparison reads have their own budget: browsing quotes never spends the write budget', async () => {
    const a = await app({ RATE_LIMIT_READ_PER_IP: '3' });
    const quotes = {
      method: 'POST' as const,
      url: '/api/quotes',
      remoteAddress: '192.0.2.40',
      payload: { enquiryId: 'a'.repeat(24) },
    };
    // 3 reads, though the write budget of this address is 4 and a write below still passes
    for (let i = 0; i < 3; i++) expect((await a.inject(quotes)).statusCode).toBe(401);
    expect429(await a.inject(quotes));
    expect(
      (
        await a.inject({
          method: 'POST',
          url: '/api/car/comparison',
          remoteAddress: '192.0.2.40',
          payload: {},
        })
      ).statusCode,
    ).toBe(429);
    const log = {
      method: 'POST' as const,
      url: '/api/analytics/dumpLogs',
      remoteAddress: '192.0.2.40',
      payload: { message: 'x' },
    };
    expect((await a.inject(log)).statusCode).toBe(200);
  });
});

const small = (windowSeconds: number): RateLimitSettings => ({
  device: { perIp: 2, perDevice: 1, windowSeconds },
  visit: { perIp: 1, perDevice: 1, windowSeconds },
  write: { perIp: 1, perDevice: 1, windowSeconds },
  read: { perIp: 1, perDevice: 1, windowSeconds },
  encrypt: { perIp: 1, perDevice: 1, windowSeconds },
  report: { perIp: 1, perDevice: 1, windowSeconds },
  sandbox: { perIp: 1, perDevice: 1, windowSeconds },
  events: { perIp: 1, perDevice: 1, windowSeconds },
  subscribe: { perIp: 1, perDevice: 1, windowSeconds },
});

describe('createLimiters (memory store)', () => {
  it('allows the configured points per key, then reports whole seconds to wait', async () => {
    const l = createLimiters(small(10));
    expect(l.store).toBe('memory');
    expect(await l.consume('device', 'ip', 'k')).toBeUndefined();
    expect(await l.consume('device', 'ip', 'k')).toBeUndefined();
    const wait = await l.consume('device', 'ip', 'k');
    expect(Number.isInteger(wait)).toBe(true);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(10);
    // Buckets and dimensions are independent.
    expect(await l.consume('device', 'device', 'k')).toBeUndefined();
    expect(await l.consume('write', 'ip', 'k')).toBeUndefined();
    await l.close();
  });
});

describe('createLimiters (Redis store)', () => {
  it('falls back to the in-memory insurance limiter while Redis is unreachable', async () => {
    // Port 1 on loopback: connection refused, so every Redis command fails fast (no offline queue).
    const l = createLimiters(small(10), { redis: createRedisClient('redis://127.0.0.1:1') });
    expect(l.store).toBe('redis');
    const t0 = performance.now();
    expect(await l.consume('device', 'ip', 'k')).toBeUndefined();
    expect(await l.consume('device', 'ip', 'k')).toBeUndefined();
    expect(await l.consume('device', 'ip', 'k')).toBeGreaterThan(0);
    expect(performance.now() - t0).toBeLessThan(1000);
    await l.close();
  });
});

/** A logger that records warnings (the outage must be logged once, not once per request). */
function recordingLog() {
  const warnings: string[] = [];
  const log = {
    warn: (_obj: unknown, msg?: string) => warnings.push(String(msg)),
    info: () => undefined,
  } as unknown as FastifyBaseLogger;
  return { log, warnings };
}

describe('limits kept in PostgreSQL (decision 0022)', () => {
  it('a limit consumed before a restart still holds in a new app on the same database', async () => {
    const first = await testApp(ctx.db, LOW);
    const from = { remoteAddress: '192.0.2.77' };
    for (let i = 0; i < 3; i++) expect((await first.inject(device(from))).statusCode).toBe(200);
    await first.close();
    const stored = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from rate_limits where key like 'rl:device:ip:%'`,
    );
    expect(stored.rows[0]?.n).toBe(1);
    // Unlogged: no WAL per counter update; kept across restarts, emptied only by a database crash.
    const kind = await ctx.db.execute<{ p: string }>(
      sql`select relpersistence as p from pg_class where relname = 'rate_limits'`,
    );
    expect(kind.rows[0]?.p).toBe('u');

    const second = await app(); // a restart: new process state, same database
    expect429(await second.inject(device(from)));
    expect((await second.inject(device({ remoteAddress: '192.0.2.78' }))).statusCode).toBe(200);
  });

  it('the counters are shared by two app nodes on one database', async () => {
    const [a, b] = [await app(), await app()];
    const from = { remoteAddress: '192.0.2.80' };
    expect((await a.inject(device(from))).statusCode).toBe(200);
    expect((await b.inject(device(from))).statusCode).toBe(200);
    expect((await a.inject(device(from))).statusCode).toBe(200);
    expect429(await b.inject(device(from)));
  });

  it('RATE_LIMIT_STORE=memory keeps counters per process (control: a restart forgets them)', async () => {
    const from = { remoteAddress: '192.0.2.81' };
    const first = await testApp(ctx.db, { ...LOW, RATE_LIMIT_STORE: 'memory' });
    for (let i = 0; i < 3; i++) expect((await first.inject(device(from))).statusCode).toBe(200);
    expect429(await first.inject(device(from)));
    await first.close();
    const second = await app({ RATE_LIMIT_STORE: 'memory' });
    expect((await second.inject(device(from))).statusCode).toBe(200);
  });

  it('an unreachable database degrades to per-process memory limits, fast, logged once', async () => {
    // Port 1 on loopback: connection refused at once.
    const pool = new pg.Pool({ connectionString: 'postgres://x:y@127.0.0.1:1/none', max: 2 });
    pool.on('error', () => undefined);
    const { log, warnings } = recordingLog();
    const l = createLimiters(small(10), { pg: pool, log });
    expect(l.store).toBe('postgres');
    const t0 = performance.now();
    expect(await l.consume('device', 'ip', 'k')).toBeUndefined();
    expect(await l.consume('device', 'ip', 'k')).toBeUndefined();
    expect(await l.consume('device', 'ip', 'k')).toBeGreaterThan(0);
    for (let i = 0; i < 20; i++) await l.consume('write', 'device', `d${i}`);
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(warnings).toEqual([
      'rate-limit store (PostgreSQL) unavailable; limits fall back to per-process memory',
    ]);
    await l.close();
    await pool.end();
  });

  it('one store round trip per check: a consume is a single upsert statement', async () => {
    const queries: string[] = [];
    const pool = ctx.db.$client;
    const spy = {
      query: (q: pg.QueryConfig) => {
        queries.push(q.text);
        return pool.query(q);
      },
    } as unknown as pg.Pool;
    const l = createLimiters(small(10), { pg: spy });
    expect(await l.consume('write', 'ip', 'one')).toBeUndefined();
    expect(await l.consume('write', 'ip', 'one')).toBeGreaterThan(0);
    expect(queries).toHaveLength(2);
    expect(queries.every((q) => /insert into "rate_limits"/i.test(q) && /on conflict/i.test(q))).toBe(true);
    await l.close();
  });
});

describe('per-device budgets only for a verified token (decision 0022)', () => {
  it('an anonymous request naming a device id charges its address, never that device', async () => {
    const a = await app({ RATE_LIMIT_WRITE_PER_DEVICE: '2', RATE_LIMIT_WRITE_PER_IP: '100' });
    const created = await a.inject(device({ remoteAddress: '192.0.2.90' }));
    const victim = ZDeviceCreated.parse(created.json());
    const token = String(created.headers.authorization);
    const log = (extra: Partial<InjectOptions>) =>
      a.inject({
        method: 'POST',
        url: '/api/analytics/dumpLogs',
        payload: { message: 'x', deviceUuid: victim.deviceUuid },
        ...extra,
      });
    // An attacker names the victim's device from many addresses, without a token or with a forged one.
    for (let i = 0; i < 5; i++)
      expect((await log({ remoteAddress: `198.51.100.${i}` })).statusCode).toBe(200);
    expect(
      (await log({ remoteAddress: '198.51.100.9', headers: { authorization: 'x.y.z' } })).statusCode,
    ).toBe(200);
    // The victim's own budget of 2 is whole; the third of its own writes is the one refused.
    expect((await log({ remoteAddress: '192.0.2.91', headers: { authorization: token } })).statusCode).toBe(
      200,
    );
    expect((await log({ remoteAddress: '192.0.2.92', headers: { authorization: token } })).statusCode).toBe(
      200,
    );
    expect429(await log({ remoteAddress: '192.0.2.93', headers: { authorization: token } }));
  });
});

describe('POST /api/encrypt: a session only, its own hourly budget (decision 0022)', () => {
  it('needs a token, allows the device budget per hour, and spends nothing of the write budget', async () => {
    const a = await app({ RATE_LIMIT_ENCRYPT_PER_DEVICE: '2', RATE_LIMIT_WRITE_PER_IP: '100' });
    const mk = async (ip: string) => {
      const r = await a.inject(device({ remoteAddress: ip }));
      return String(r.headers.authorization);
    };
    const [one, two] = [await mk('192.0.2.100'), await mk('192.0.2.101')];
    const enc = (token: string | undefined, key = 'user@example.com') =>
      a.inject({
        method: 'POST',
        url: '/api/encrypt',
        remoteAddress: '192.0.2.102',
        payload: { key },
        ...(token ? { headers: { authorization: token } } : {}),
      });
    expect((await enc(undefined)).statusCode).toBe(401);
    expect((await enc(one)).statusCode).toBe(200);
    expect((await enc(one, '501234567')).statusCode).toBe(200);
    const refused = await enc(one);
    expect(refused.statusCode).toBe(429);
    const body = ZRateLimited.parse(refused.json());
    expect(body.retryAfter).toBeGreaterThan(120); // the hour's window, not the minute's
    expect(body.retryAfter).toBeLessThanOrEqual(3600);
    // Another device behind the same address keeps its own budget.
    expect((await enc(two)).statusCode).toBe(200);
  });

  it('per address: a backstop across devices', async () => {
    const a = await app({ RATE_LIMIT_ENCRYPT_PER_IP: '3' });
    const tokens = [];
    for (let i = 0; i < 4; i++)
      tokens.push(
        String((await a.inject(device({ remoteAddress: `192.0.2.11${i}` }))).headers.authorization),
      );
    const enc = (token: string) =>
      a.inject({
        method: 'POST',
        url: '/api/encrypt',
        remoteAddress: '192.0.2.120',
        payload: { key: 'k' },
        headers: { authorization: token },
      });
    for (const t of tokens.slice(0, 3)) expect((await enc(t)).statusCode).toBe(200);
    expect((await enc(tokens[3]!)).statusCode).toBe(429);
  });
});

describe('default limits: per-address backstops that a carrier NAT does not hit (decision 0022)', () => {
  it('100 new visitors a minute behind one address all get a device; one device is still held tight', async () => {
    const a = await testApp(ctx.db); // production defaults
    apps.push(a);
    const from = { remoteAddress: '192.0.2.200' };
    const answers = [];
    for (let i = 0; i < 100; i++) answers.push((await a.inject(device(from))).statusCode);
    expect(answers.filter((s) => s !== 200)).toEqual([]);
    // The per-device budget of 10 device calls a minute: the 11th with the same token is refused.
    const token = String((await a.inject(device(from))).headers.authorization);
    const withToken = () => a.inject(device({ ...from, headers: { authorization: token } }));
    for (let i = 0; i < 10; i++) expect((await withToken()).statusCode).toBe(200);
    expect((await withToken()).statusCode).toBe(429);
  });
});
