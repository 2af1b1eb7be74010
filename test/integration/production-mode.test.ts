import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { freshDatabase, testApp, testAssets, testConfig } from './helpers';
import { createDb, closeDb } from '../../src/db/client';
import { seed } from '../../src/db/seed/seed';
import { buildApp } from '../../src/server/app';
import { prepareDatabase } from '../../src/server/database';
import { deriveKeys, hmacHex } from '../../src/server/modules/session/keys';
import { registerOtpModule } from '../../src/server/modules/otp';
import { createMetrics, registerMetrics, startMetricsServer } from '../../src/server/plugins/metrics';
import { gracefulShutdown } from '../../src/server/shutdown';
import { startupReport } from '../../src/server/startup-report';
import { renderDocument } from '../../src/web/entry-server';

/** Decision 0024: production mode that cannot leak. */

let ctx: Awaited<ReturnType<typeof freshDatabase>>;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  ctx = await freshDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close().catch(() => undefined);
  await ctx?.drop();
});

async function app(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const a = await testApp(ctx.db, { JOBS_ENABLED: 'false', ...env });
  apps.push(a);
  return a;
}

async function token(a: FastifyInstance): Promise<string> {
  const res = await a.inject({
    method: 'POST',
    url: '/api/device',
    payload: { sourceId: 2, countryProductId: 1 },
  });
  return String(res.headers.authorization);
}

/** Status of the outbox page and of its API (with a session token, so a 404 is the route's absence). */
async function outbox(env: Record<string, string>): Promise<[number, number]> {
  const a = await app(env);
  const page = await a.inject({ url: '/dev/outbox/' });
  const api = await a.inject({ url: '/api/dev/outbox', headers: { authorization: await token(a) } });
  return [page.statusCode, api.statusCode];
}

const PUBLIC = { NODE_ENV: 'production', HOST: '0.0.0.0' };

describe('development tools (DEV_TOOLS)', () => {
  it('are absent with NODE_ENV=production on HOST 0.0.0.0 unless DEV_TOOLS=1 or DEV_OUTBOX=1', async () => {
    expect(await outbox(PUBLIC)).toEqual([404, 404]);
    expect(await outbox({ ...PUBLIC, DEV_TOOLS: '1' })).toEqual([200, 200]);
    expect(await outbox({ ...PUBLIC, DEV_OUTBOX: '1' })).toEqual([200, 200]);
    expect(testConfig(PUBLIC).devTools.reason).toMatch(/HOST=0\.0\.0\.0 is reachable from other machines/);
    // Development mode on a public address is no exception.
    expect(testConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).devOutbox).toBe(false);
  });

  it('are on by default for a loopback-only server (the local npm start), and DEV_TOOLS=0 wins', async () => {
    expect(await outbox({ NODE_ENV: 'production', HOST: '127.0.0.1' })).toEqual([200, 200]);
    expect(testConfig({ NODE_ENV: 'production' }).host).toBe('localhost');
    for (const HOST of ['localhost', '::1', '[::1]', '127.0.0.1', '127.1.2.3'])
      expect(testConfig({ NODE_ENV: 'production', HOST }).devOutbox, HOST).toBe(true);
    expect(await outbox({ NODE_ENV: 'production', HOST: '127.0.0.1', DEV_TOOLS: '0' })).toEqual([404, 404]);
    expect(testConfig({ DEV_TOOLS: '0', DEV_OUTBOX: '1' }).devOutbox).toBe(false);
    expect(testConfig({ DEV_OUTBOX: '0' }).devOutbox).toBe(false);
  });

  it('stay off behind a proxy or in a deployment, even on loopback, unless asked for', () => {
    expect(testConfig({ NODE_ENV: 'production', TRUST_PROXY: '127.0.0.1' }).devOutbox).toBe(false);
    const deployment = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u:p@db.internal:5432/app',
      SMS_HTTP_URL: 'https://sms.example/send',
      SMS_HTTP_TOKEN: 'secret-token',
    };
    expect(testConfig(deployment).devTools.enabled).toBe(false);
    // Asked for explicitly: the tools are on, the outbox only with the outbox adapter.
    expect(testConfig({ ...deployment, DEV_TOOLS: '1' }).devOutbox).toBe(false);
    expect(testConfig({ ...deployment, DEV_TOOLS: '1', SMS_ADAPTER: 'outbox' }).devOutbox).toBe(true);
  });

  it('the start-up log says which tools and which SMS adapter are active', () => {
    const local = startupReport(testConfig({ NODE_ENV: 'production' }), { metricsPort: null }).join('\n');
    expect(local).toContain('development tools: ON');
    expect(local).toContain('/dev/outbox/');
    expect(local).toContain('SMS adapter: outbox');
    const open = startupReport(testConfig({ ...PUBLIC, DEV_TOOLS: '1' }), { metricsPort: 9464 }).join('\n');
    expect(open).toContain('WARNING');
    expect(open).toContain('metrics: http://127.0.0.1:9464/metrics');
    const prod = startupReport(
      testConfig({
        ...PUBLIC,
        DATABASE_URL: 'postgres://u:p@db.internal:5432/app',
        SMS_HTTP_URL: 'https://sms.example/send?key=k',
        SMS_HTTP_TOKEN: 'secret-token',
      }),
      { metricsPort: null },
    ).join('\n');
    expect(prod).toContain('development tools: off');
    expect(prod).toContain('SMS adapter: http (provider sms.example');
    expect(prod).toContain('reference data only');
    expect(prod).not.toContain('secret-token');
    expect(prod).not.toContain('key=k');
  });
});

describe('configuration errors stop the start', () => {
  it('the http SMS adapter without its URL or token', () => {
    expect(() => testConfig({ SMS_ADAPTER: 'http' })).toThrow(
      /Invalid configuration: SMS_ADAPTER=http needs SMS_HTTP_URL and SMS_HTTP_TOKEN/,
    );
    expect(() => testConfig({ SMS_ADAPTER: 'http', SMS_HTTP_URL: 'https://sms.example/send' })).toThrow(
      /needs SMS_HTTP_TOKEN;/,
    );
    // The deployment default is http, so a deployment without a provider does not start either.
    expect(() => testConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/app' })).toThrow(
      /SMS_ADAPTER=http \(the default in production with DATABASE_URL\) needs SMS_HTTP_URL and SMS_HTTP_TOKEN/,
    );
    expect(
      testConfig({ SMS_ADAPTER: 'http', SMS_HTTP_URL: 'https://sms.example/send', SMS_HTTP_TOKEN: 't' }).sms
        .adapter,
    ).toBe('http');
  });

  it('a short metrics token or a bad metrics port', () => {
    expect(() => testConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN needs 16\+ characters/);
    expect(() => testConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
  });
});

describe('demo data only when asked (SEED_DEMO)', () => {
  const counts = async (db = ctx.db) => {
    const r = await db.execute<Record<string, number>>(sql`select
      (select count(*)::int from forms) as forms, (select count(*)::int from option_lists) as lists,
      (select count(*)::int from vehicle_models) as models, (select count(*)::int from content_pages) as pages,
      (select count(*)::int from partners) as partners, (select count(*)::int from insurers) as insurers,
      (select count(*)::int from plans) as plans, (select count(*)::int from banks) as banks,
      (select count(*)::int from credit_cards) as cards, (select count(*)::int from redirections) as redirections,
      (select count(*)::int from site_chrome) as chrome`);
    return r.rows[0] ?? {};
  };

  it('is on for the embedded database and off with DATABASE_URL unless SEED_DEMO=1', () => {
    expect(testConfig().seedDemo).toBe(true);
    expect(testConfig({ DATABASE_URL: 'postgres://u:p@db/app' }).seedDemo).toBe(false);
    expect(testConfig({ DATABASE_URL: 'postgres://u:p@db/app', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(testConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('without demo, the start loads reference data (journeys, option lists, vehicles) and nothing else', async () => {
    const other = await freshDatabase();
    try {
      const config = testConfig({ DATABASE_URL: other.url });
      const log: string[] = [];
      await prepareDatabase(other.db, config, (m) => log.push(m));
      const c = await counts(other.db);
      expect(c.forms).toBeGreaterThan(0);
      expect(c.lists).toBeGreaterThan(0);
      expect(c.models).toBeGreaterThan(0);
      expect({ ...c, forms: 0, lists: 0, models: 0 }).toEqual({
        forms: 0,
        lists: 0,
        models: 0,
        pages: 0,
        partners: 0,
        insurers: 0,
        plans: 0,
        banks: 0,
        cards: 0,
        redirections: 0,
        chrome: 0,
      });
      expect(log.join('\n')).toContain('reference data only');
      // A second start finds the reference data and writes nothing.
      log.length = 0;
      await prepareDatabase(other.db, config, (m) => log.push(m));
      expect(log).toEqual([]);
      // SEED_DEMO=1 adds the demo content to the same database.
      await prepareDatabase(
        other.db,
        testConfig({ DATABASE_URL: other.url, SEED_DEMO: '1' }),
        () => undefined,
      );
      const d = await counts(other.db);
      for (const k of ['pages', 'partners', 'insurers', 'plans', 'banks', 'cards'])
        expect(d[k], k).toBeGreaterThan(0);
    } finally {
      await other.drop();
    }
  });
});

describe('/metrics (Prometheus)', () => {
  const METRICS_TOKEN = 'm'.repeat(32);

  it('is not served on the app port without METRICS_TOKEN', async () => {
    const a = await app();
    expect((await a.inject({ url: '/metrics' })).statusCode).not.toBe(200);
  });

  it('on the app port needs the bearer token, and reports requests by route pattern', async () => {
    const a = await app({ METRICS_TOKEN, JOBS_ENABLED: 'true' });
    expect((await a.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await a.inject({ url: '/metrics', headers: { authorization: `Bearer ${'x'.repeat(32)}` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toContain('Bearer');
    await a.inject({ url: '/api/health' });
    await a.inject({ url: '/api/options/vehicle-models/toyota' });
    await a.inject({ url: '/api/options/vehicle-models/nissan' });
    a.metrics.pageCache('hit');
    a.metrics.pageCache('hit');
    a.metrics.pageCache('stored');
    const res = await a.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.body;
    expect(body).toContain('# TYPE http_requests_total counter');
    expect(body).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status_code="200"\} 1/);
    // The route pattern, never the raw URL: two models, one series.
    expect(body).toContain('route="/api/options/vehicle-models/:make"');
    expect(body).not.toContain('toyota');
    expect(body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(body).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health"\}/,
    );
    expect(body).toMatch(/page_cache_requests_total\{state="hit"\} 2/);
    expect(body).toMatch(/page_cache_requests_total\{state="stored"\} 1/);
    expect(body).toMatch(/page_cache_requests_total\{state="miss"\} 0/);
    expect(body).toMatch(/page_cache_requests_total\{state="disabled"\} 0/);
    // Queue depth read at scrape time from pg-boss.
    expect(body).toMatch(/jobs_queue_depth\{queue="enquiry\.finish"\} \d+/);
    expect(body).toMatch(/jobs_queue_up 1/);
    expect(body).toContain('process_cpu_seconds_total');
  });

  it('counts OTP text messages where they are sent', async () => {
    const a = Fastify({ logger: false });
    apps.push(a);
    const metrics = createMetrics({ defaultMetrics: false });
    registerMetrics(a, metrics, { token: null });
    const config = testConfig();
    const keys = deriveKeys(config.secrets.sessionSecret);
    const otp = registerOtpModule(a, {
      config,
      db: ctx.db,
      keys,
      hashIp: (ip) => hmacHex(keys.ip, ip),
      log: a.log,
    });
    const r = await otp.send({
      mobileNumber: '501234599',
      purpose: 'enquiry',
      requestRef: 'metrics-test',
      ipHash: 'i'.repeat(64),
      deviceUuid: 'd'.repeat(32),
      language: 'en',
    });
    expect(r).toMatchObject({ ok: true });
    expect(await metrics.registry.metrics()).toMatch(
      /otp_sms_sends_total\{adapter="outbox",result="sent"\} 1/,
    );
  });

  it('has its own listener (METRICS_PORT, loopback by default), with the token when one is set', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    metrics.pageCache('miss');
    const open = await startMetricsServer(metrics, { port: 0, host: '127.0.0.1', token: null });
    const locked = await startMetricsServer(metrics, { port: 0, host: '127.0.0.1', token: METRICS_TOKEN });
    try {
      const res = await fetch(`http://127.0.0.1:${open.port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/page_cache_requests_total\{state="miss"\} 1/);
      expect((await fetch(`http://127.0.0.1:${open.port}/other`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${locked.port}/metrics`)).status).toBe(401);
      const ok = await fetch(`http://127.0.0.1:${locked.port}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(ok.status).toBe(200);
      await ok.text();
    } finally {
      await open.close();
      await locked.close();
    }
    expect(testConfig().metrics).toEqual({ port: null, host: '127.0.0.1', token: null });
  });
});

describe('health: liveness and readiness', () => {
  it('liveness asks nothing; readiness (and /api/health) checks the database and the job queue', async () => {
    const a = await app({ JOBS_ENABLED: 'true' });
    const live = await a.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok' });
    for (const url of ['/api/health/ready', '/api/health']) {
      const res = await a.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'ok',
        database: { status: 'up' },
        jobs: { status: 'up', workers: 'running' },
      });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('with the database gone: liveness 200, readiness 503', async () => {
    // A pool pointed at a port nothing listens on.
    const dead = createDb('postgres://nobody:x@127.0.0.1:1/none', 1);
    const a = await buildApp({
      config: testConfig({ RATE_LIMIT_STORE: 'memory', JOBS_ENABLED: 'false' }),
      db: dead,
      assets: () => testAssets,
      render: renderDocument,
      logger: false,
    });
    try {
      await a.ready();
      expect((await a.inject({ url: '/api/health/live' })).statusCode).toBe(200);
      for (const url of ['/api/health/ready', '/api/health']) {
        const res = await a.inject({ url });
        expect(res.statusCode, url).toBe(503);
        expect(res.json()).toMatchObject({
          status: 'degraded',
          database: { status: 'down' },
          jobs: { status: 'down' },
          code: 'DATABASE_UNAVAILABLE',
        });
      }
    } finally {
      await a.close();
      await closeDb(dead).catch(() => undefined);
    }
  });
});

describe('graceful shutdown', () => {
  /** An app listening on a free loopback port with GET /test/held, answered when the test releases it. */
  async function heldApp(order: string[] = []) {
    let entered!: () => void;
    const arrived = new Promise<void>((r) => (entered = r));
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const a = await buildApp({
      config: testConfig({ JOBS_ENABLED: 'false' }),
      db: ctx.db,
      assets: () => testAssets,
      render: renderDocument,
      logger: false,
      beforeRoutes: (f) => {
        const onResponse = async () => void order.push('answer sent');
        f.get('/test/held', { onResponse }, async () => {
          entered();
          await released;
          return { finished: true };
        });
      },
    });
    await a.listen({ port: 0, host: '127.0.0.1' });
    const port = (a.server.address() as AddressInfo).port;
    return { a, port, arrived, release };
  }

  it('finishes a request in flight before the database closes, and refuses new connections', async () => {
    const order: string[] = [];
    const { a, port, arrived, release } = await heldApp(order);
    const inflight = fetch(`http://127.0.0.1:${port}/test/held`).then(async (r) => ({
      status: r.status,
      connection: r.headers.get('connection'),
      body: (await r.json()) as unknown,
    }));
    await arrived;
    let done = false;
    const stopping = gracefulShutdown({
      app: a,
      after: [{ name: 'the database', close: async () => void order.push('database closed') }],
      timeoutMs: 10_000,
      log: (m) => order.push(m),
    }).then((clean) => {
      done = true;
      return clean;
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(done).toBe(false);
    // The listening socket is closed: a new visitor is refused (the load balancer moves on).
    await expect(fetch(`http://127.0.0.1:${port}/api/health/live`)).rejects.toThrow();
    release();
    expect(await inflight).toEqual({ status: 200, connection: 'close', body: { finished: true } });
    expect(await stopping, order.join('; ')).toBe(true);
    expect(order, order.join('; ')).toEqual(['answer sent', 'database closed']);
  });

  it('gives up on a request still running after the timeout, and still closes the database', async () => {
    const { a, port, arrived, release } = await heldApp();
    const inflight = fetch(`http://127.0.0.1:${port}/test/held`).then(
      (r) => r.status,
      () => 'connection closed',
    );
    await arrived;
    const order: string[] = [];
    const clean = await gracefulShutdown({
      app: a,
      after: [{ name: 'the database', close: async () => void order.push('database closed') }],
      timeoutMs: 200,
      log: (m) => order.push(m),
    });
    release();
    expect(clean).toBe(false);
    expect(await inflight).toBe('connection closed');
    expect(order).toEqual([
      'requests still running after 200 ms: closing their connections',
      'database closed',
    ]);
  });
});

describe('seed() with demo', () => {
  it('the default seed keeps writing everything (tests and npm run seed on the embedded database)', async () => {
    const r = await seed(ctx.db);
    expect(r.pages).toBeGreaterThan(0);
    expect(r.partners).toBeGreaterThan(0);
    const none = await seed(ctx.db, { demo: false });
    expect(none).toMatchObject({ pages: 0, partners: 0, insurers: 0, plans: 0, banking: { banks: 0 } });
    expect(none.forms).toBeGreaterThan(0);
  });
});
