import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createDb, closeDb, type Db } from '../../src/db/client';
import { freshDatabase, testApp } from './helpers';

/**
 * Decision 0045: while the database is away, cached pages keep being served and an uncached page answers a 503
 * error page with Retry-After, quickly: at once when connections are refused, within the page's 3 s wait when the
 * database accepts connections but never answers (the pool's connect timeout is 10 s), and at once again for the
 * next pages while it stays away.
 */

/** A TCP proxy in front of PostgreSQL that can refuse connections or swallow them (a hung server). */
async function dbProxy(target: URL) {
  let mode: 'forward' | 'hang' = 'forward';
  const sockets = new Set<Socket>();
  const track = (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => undefined);
  };
  const handle = (client: Socket) => {
    track(client);
    if (mode === 'hang') return; // accepted, never answered
    const upstream = connect(Number(target.port), target.hostname);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  const server: Server = createServer(handle);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  const cut = () => {
    for (const s of sockets) s.destroy();
  };
  return {
    url: (() => {
      const u = new URL(target.href);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.href;
    })(),
    /** Closes the listener and every connection: new connections are refused (ECONNREFUSED). */
    async refuse() {
      cut();
      await new Promise<void>((r) => server.close(() => r()));
    },
    /** Accepts connections but never answers them (existing ones are cut). */
    hang() {
      mode = 'hang';
      cut();
    },
    async close() {
      cut();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

let ctx: Awaited<ReturnType<typeof freshDatabase>>;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  ctx = await freshDatabase({ seeded: true });
});
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
  await ctx?.drop();
});

/** An app whose database connections go through a proxy the test can cut. */
async function appBehindProxy() {
  const proxy = await dbProxy(new URL(ctx.url));
  const db: Db = createDb(proxy.url, 4);
  const app: FastifyInstance = await testApp(db, { JOBS_ENABLED: 'false' });
  cleanups.push(
    () => proxy.close(),
    () => closeDb(db),
    () => app.close(),
  );
  const timed = async (url: string) => {
    const t0 = performance.now();
    const res = await app.inject({ url });
    return { res, ms: performance.now() - t0 };
  };
  return { proxy, app, db, timed };
}

describe('pages while the database is away (decision 0045)', () => {
  it('refused connections: cached pages are served, an uncached page is a quick 503 with Retry-After', async () => {
    const { proxy, app, timed } = await appBehindProxy();
    const warm = await app.inject({ url: '/car-insurance/' });
    expect(warm.headers['x-page-cache']).toBe('stored');
    await proxy.refuse();

    const cached = await timed('/car-insurance/');
    expect(cached.res.statusCode).toBe(200);
    expect(cached.res.headers['x-page-cache']).toBe('hit');
    expect(cached.res.body).toBe(warm.body);

    const cold = await timed('/health-insurance/');
    expect(cold.res.statusCode).toBe(503);
    expect(cold.res.headers['retry-after']).toBe('5');
    expect(cold.res.headers['cache-control']).toBe('no-store');
    expect(cold.res.headers['content-type']).toMatch(/^text\/html/);
    expect(cold.res.body).toContain('data-testid="error-screen"');
    expect(cold.res.body).toContain('We are briefly unavailable. Please try again in a few seconds.');
    expect(cold.ms).toBeLessThan(1000);
  });

  it('a database that accepts but never answers: 503 within the 3 s wait, then at once for the next page', async () => {
    const { proxy, app, db, timed } = await appBehindProxy();
    const warm = await app.inject({ url: '/car-insurance/' });
    expect(warm.statusCode).toBe(200);
    proxy.hang();
    // The pool notices its cut connections; what follows is a new connection to a server that never answers.
    await vi.waitFor(() => expect(db.$client.totalCount).toBe(0), { timeout: 5000, interval: 10 });

    const first = await timed('/travel-insurance/');
    expect(first.res.statusCode).toBe(503);
    expect(first.res.headers['retry-after']).toBe('5');
    expect(first.ms).toBeGreaterThan(2500);
    expect(first.ms).toBeLessThan(4500);

    const next = await timed('/term-insurance/');
    expect(next.res.statusCode).toBe(503);
    expect(next.ms).toBeLessThan(500);
    // Cached pages are still served meanwhile.
    const cached = await app.inject({ url: '/car-insurance/' });
    expect(cached.statusCode).toBe(200);
    expect(cached.headers['x-page-cache']).toBe('hit');
  });
});
