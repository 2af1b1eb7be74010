import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { seedPages } from '../../src/db/seed/content/index';
import { buildApp } from '../../src/server/app';
import { createMetrics } from '../../src/server/plugins/metrics';
import { renderDocument } from '../../src/web/entry-server';
import { freshDatabase, testApp, testAssets, testConfig } from './helpers';

/**
 * Decision 0025: pages cached per (path, language, theme, device class, whitelisted query), the
 * x-page-cache states, ETag / 304, invalidation by tag (admin call, any SQL write through the triggers, another
 * node by NOTIFY), single flight, PAGE_CACHE=off, and cached pages served while the database is down.
 */

const TOKEN = 'admin-token-for-tests-0123456789abcdef';
const AUTH = { authorization: `Bearer ${TOKEN}` };
let ctx: Awaited<ReturnType<typeof freshDatabase>>;
let app: FastifyInstance;
const metrics = createMetrics({ defaultMetrics: false });

const carPage = () => {
  const p = seedPages.find((x) => x.urlPath === '/car-insurance/' && x.language === 'en');
  if (!p) throw new Error('seed lacks the car page');
  return p;
};

/** The car page's document with one marker paragraph added at the top. */
const carWith = (marker: string) => {
  const p = carPage();
  const page = p.page as { metaData: unknown; jsonData: unknown[] };
  return {
    urlPath: '/car-insurance/',
    language: 'en',
    productId: p.productId,
    pageTypeId: p.pageTypeId,
    page: {
      metaData: page.metaData,
      jsonData: [{ type: 'TEXT', key: `marker-${marker}`, content: `<p>${marker}</p>` }, ...page.jsonData],
    },
  };
};

beforeAll(async () => {
  ctx = await freshDatabase({ seeded: true });
  app = await buildApp({
    config: testConfig({ JOBS_ENABLED: 'false', ADMIN_TOKEN: TOKEN }),
    db: ctx.db,
    metrics,
    assets: () => testAssets,
    render: renderDocument,
    logger: false,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await ctx?.drop();
});

describe('page cache', () => {
  it('stores a page, then serves it: same bytes in every encoding, a weak ETag, 304, no-cache for browsers', async () => {
    const first = await app.inject({ url: '/health-insurance/' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('stored');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(String(first.headers.vary)).toMatch(/Accept-Encoding/);

    const again = await app.inject({ url: '/health-insurance/' });
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);

    const br = await app.inject({ url: '/health-insurance/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gz = await app.inject({ url: '/health-insurance/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(first.body);
    const none = await app.inject({ url: '/health-insurance/', headers: { 'accept-encoding': 'br;q=0' } });
    expect(none.headers['content-encoding']).toBeUndefined();

    const notModified = await app.inject({ url: '/health-insurance/', headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    const changed = await app.inject({
      url: '/health-insurance/',
      headers: { 'if-none-match': 'W/"other"' },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('keys by what the render reads: other query parameters share the entry; theme (where dark mode applies) and device do not', async () => {
    await app.inject({ url: '/travel-insurance/' });
    const tracked = await app.inject({ url: '/travel-insurance/?utm_source=google&gclid=abc&x=1' });
    expect(tracked.headers['x-page-cache']).toBe('hit');
    // decision 0113: travel has no dark mode, so the theme cookie shares the entry; car's dark page is its own
    const noDark = await app.inject({
      url: '/travel-insurance/',
      headers: { cookie: 'themePreference=dark' },
    });
    expect(noDark.headers['x-page-cache']).toBe('hit');
    expect(noDark.body).not.toContain('theme-dark');
    const car = await app.inject({ url: '/car-insurance/' });
    const dark = await app.inject({ url: '/car-insurance/', headers: { cookie: 'themePreference=dark' } });
    expect(dark.headers['x-page-cache']).toBe('stored');
    expect(dark.body).toMatch(/<html[^>]*class="theme-dark"/);
    expect(car.body).not.toContain('theme-dark');
    const phone = await app.inject({
      url: '/travel-insurance/',
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile' },
    });
    expect(phone.headers['x-page-cache']).toBe('stored');
    const ar = await app.inject({ url: '/ar-ae/travel-insurance/' });
    expect(ar.headers['x-page-cache']).toBe('stored');
    const journeyType = await app.inject({ url: '/travel-insurance/?journeyType=2' });
    expect(journeyType.headers['x-page-cache']).toBe('stored');
  });

  it('never stores per-visitor pages or errors (miss, no-store)', async () => {
    for (const url of ['/car-insurance/quotes/', '/no-such-page/', '/car-insurance/compare/?planId=1']) {
      for (let i = 0; i < 2; i++) {
        const res = await app.inject({ url });
        expect(res.headers['x-page-cache']).toBe('miss');
        expect(res.headers['cache-control']).toBe('no-store');
      }
    }
  });

  it('renders a cold page once for a burst of 100 parallel requests (single flight)', async () => {
    const before = app.pageCache.renders();
    const all = await Promise.all(Array.from({ length: 100 }, () => app.inject({ url: '/term-insurance/' })));
    expect(app.pageCache.renders() - before).toBe(1);
    const states = all.map((r) => r.headers['x-page-cache']);
    expect(states.filter((s) => s === 'stored')).toHaveLength(1);
    expect(states.filter((s) => s === 'hit')).toHaveLength(99);
    expect(new Set(all.map((r) => r.body)).size).toBe(1);
  });

  it('an admin call updates a page and the very next request shows it; without the token it is refused', async () => {
    await app.inject({ url: '/car-insurance/' });
    expect((await app.inject({ url: '/car-insurance/' })).headers['x-page-cache']).toBe('hit');
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/admin/pages',
      payload: carWith('Refused update'),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('UNAUTHORIZED');

    const update = await app.inject({
      method: 'PUT',
      url: '/api/admin/pages',
      headers: AUTH,
      payload: carWith('Updated by the admin call'),
    });
    expect(update.statusCode).toBe(200);
    const next = await app.inject({ url: '/car-insurance/' });
    expect(next.headers['x-page-cache']).toBe('stored');
    expect(next.body).toContain('Updated by the admin call');
    // Other pages keep their entries (tag per path), the chrome tag reaches every page.
    expect((await app.inject({ url: '/health-insurance/' })).headers['x-page-cache']).toBe('hit');
    const purge = await app.inject({
      method: 'POST',
      url: '/api/admin/page-cache/purge',
      headers: AUTH,
      payload: { tags: ['chrome'] },
    });
    expect(purge.statusCode).toBe(200);
    expect((await app.inject({ url: '/health-insurance/' })).headers['x-page-cache']).toBe('stored');
    const bad = await app.inject({
      method: 'POST',
      url: '/api/admin/page-cache/purge',
      headers: AUTH,
      payload: { tags: ['drop table'] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a redirection added by the admin call applies at once to a cached page', async () => {
    await app.inject({ url: '/bike-insurance/' });
    expect((await app.inject({ url: '/bike-insurance/' })).headers['x-page-cache']).toBe('hit');
    const r = await app.inject({
      method: 'PUT',
      url: '/api/admin/redirections',
      headers: AUTH,
      payload: { fromPath: '/bike-insurance/', toPath: '/car-insurance/', statusCode: 302 },
    });
    expect(r.statusCode).toBe(200);
    const res = await app.inject({ url: '/bike-insurance/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/car-insurance/');
    // the console's loop and chain rules hold for the automation call too (decision 0124)
    const put = (fromPath: string, toPath: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/admin/redirections',
        headers: AUTH,
        payload: { fromPath, toPath },
      });
    const loop = await put('/car-insurance/', '/bike-insurance/');
    expect([loop.statusCode, loop.json().code]).toEqual([409, 'REDIRECT_LOOP']);
    const chain = await put('/travel-insurance/', '/bike-insurance/');
    expect([chain.statusCode, chain.json().code]).toEqual([409, 'REDIRECT_CHAIN']);
    // the row itself may be changed (it is replaced, not chained to)
    expect((await put('/bike-insurance/', '/health-insurance/')).statusCode).toBe(200);
    expect((await app.inject({ url: '/car-insurance/' })).statusCode).toBe(200);
    await ctx.db.execute(sql`delete from redirections where from_path = '/bike-insurance/'`);
  });

  it('a write made outside the app (SQL) reaches this node and another one through NOTIFY', async () => {
    const other = await testApp(ctx.db, { JOBS_ENABLED: 'false' });
    try {
      for (const a of [app, other]) await a.inject({ url: '/car-insurance/' });
      expect((await other.inject({ url: '/car-insurance/' })).headers['x-page-cache']).toBe('hit');
      await ctx.db.execute(sql`
        update content_pages set blocks = jsonb_insert(blocks, '{0}',
          '{"type":"TEXT","key":"sql-marker","content":"<p>Written with SQL</p>"}'::jsonb)
        where url_path = '/car-insurance/' and language = 'en'`);
      for (const a of [app, other]) {
        await vi.waitFor(
          async () => expect((await a.inject({ url: '/car-insurance/' })).body).toContain('Written with SQL'),
          { timeout: 5000, interval: 20 },
        );
      }
    } finally {
      await other.close();
    }
  });

  it('counts the states in /metrics (hit ratio)', async () => {
    const text = await metrics.registry.getSingleMetricAsString('page_cache_requests_total');
    const value = (state: string) =>
      Number(new RegExp(`state="${state}"\\} (\\d+)`).exec(text)?.[1] ?? Number.NaN);
    expect(value('hit')).toBeGreaterThan(99);
    expect(value('stored')).toBeGreaterThan(5);
    expect(value('miss')).toBeGreaterThanOrEqual(6);
  });

  it('keeps serving cached pages while the database is down; an uncached one fails cleanly', async () => {
    const down = await freshDatabase({ seeded: true });
    const a = await testApp(down.db, { JOBS_ENABLED: 'false' });
    try {
      const warm = await a.inject({ url: '/car-insurance/' });
      expect(warm.headers['x-page-cache']).toBe('stored');
      await down.db.$client.end();
      const cached = await a.inject({ url: '/car-insurance/' });
      expect(cached.statusCode).toBe(200);
      expect(cached.headers['x-page-cache']).toBe('hit');
      expect(cached.body).toBe(warm.body);
      const cold = await a.inject({ url: '/health-insurance/' });
      expect(cold.statusCode).toBe(500);
    } finally {
      await a.close();
      await down.drop().catch(() => undefined);
    }
  });
});

describe('PAGE_CACHE=off and no ADMIN_TOKEN', () => {
  it('renders every page (x-page-cache: disabled) with an ETag, and has no admin calls', async () => {
    const off = await testApp(ctx.db, { JOBS_ENABLED: 'false', PAGE_CACHE: 'off' });
    try {
      const one = await off.inject({ url: '/car-insurance/' });
      const two = await off.inject({ url: '/car-insurance/' });
      expect([one.headers['x-page-cache'], two.headers['x-page-cache']]).toEqual(['disabled', 'disabled']);
      expect(off.pageCache.renders()).toBe(2);
      expect(one.headers.etag).toBe(two.headers.etag);
      const revalidated = await off.inject({
        url: '/car-insurance/',
        headers: { 'if-none-match': String(one.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);
      const admin = await off.inject({ method: 'POST', url: '/api/admin/page-cache/purge', headers: AUTH });
      expect(admin.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
