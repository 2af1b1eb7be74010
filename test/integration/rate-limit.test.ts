import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { freshDatabase, testApp } from './helpers';
import { ZRateLimited } from '../../src/shared/contracts/session';
import { createLimiters, createRedisClient } from '../../src/server/plugins/rate-limit';

let ctx: Awaited<ReturnType<typeof freshDatabase>>;
const apps: FastifyInstance[] = [];

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

beforeAll(async () => {
  ctx = await freshDatabase();
});
afterAll(async () => {
  for (const a of apps) await a.close();
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

describe('429 RATE_LIMIT contract (spec 000 §8)', () => {
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
    expect((await a.inject({ method: 'POST', url: '/api/encrypt', payload: { key: 'k' } })).statusCode).toBe(
      401,
    );
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

describe('createLimiters (memory store)', () => {
  it('allows the configured points per key, then reports whole seconds to wait', async () => {
    const l = createLimiters({
      windowSeconds: 10,
      device: { perIp: 2, perDevice: 1 },
      visit: { perIp: 1, perDevice: 1 },
      write: { perIp: 1, perDevice: 1 },
      read: { perIp: 1, perDevice: 1 },
    });
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
    const l = createLimiters(
      {
        windowSeconds: 10,
        device: { perIp: 2, perDevice: 1 },
        visit: { perIp: 1, perDevice: 1 },
        write: { perIp: 1, perDevice: 1 },
        read: { perIp: 1, perDevice: 1 },
      },
      { redis: createRedisClient('redis://127.0.0.1:1') },
    );
    expect(l.store).toBe('redis');
    const t0 = performance.now();
    expect(await l.consume('device', 'ip', 'k')).toBeUndefined();
    expect(await l.consume('device', 'ip', 'k')).toBeUndefined();
    expect(await l.consume('device', 'ip', 'k')).toBeGreaterThan(0);
    expect(performance.now() - t0).toBeLessThan(1000);
    await l.close();
  });
});
