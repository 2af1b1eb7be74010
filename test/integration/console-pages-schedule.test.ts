import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { seed } from '../../src/db/seed/seed';
import { seedChrome, seedPages, redirectionsSeed } from '../../src/db/seed/content/index';
import { applyContent } from '../../src/db/seed/content/apply';
import type { TSeedPage } from '../../src/db/seed/content/seed-page';
import type { PageDetail } from '../../src/shared/contracts/console-pages';
import { freshDatabase, type TestDatabase } from './helpers';
import { advance, clock, consoleCall, pagesApp, staff } from './console-pages-fixtures';

/**
 * The page editor across nodes and restarts (decision 0122): a scheduled publish fires exactly once when two app
 * instances run their schedule tick together and again after a restart; a page published in the console survives
 * the seed (`seed()`, what `npm run seed` runs, skips it and reports it) while an untouched page takes a changed
 * seed item; an unpublish takes the page off the site.
 */
let ctx: TestDatabase;
let a: FastifyInstance;
let b: FastifyInstance;
let editor: { id: number; name: string; cookie: string };
const PATH = '/travel-insurance/';

beforeAll(async () => {
  ctx = await freshDatabase({ seeded: true });
  [a, b] = await Promise.all([pagesApp(ctx.db), pagesApp(ctx.db)]);
  editor = await staff(ctx.db, 'content_editor');
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await ctx.drop();
});

type Block = { key: string; type: string; title?: string } & Record<string, unknown>;
const detail = async (app: FastifyInstance) =>
  (await consoleCall(app)('GET', `/api/console/pages/detail?path=${PATH}`, editor.cookie)).json<{
    data: PageDetail;
  }>().data;
const titled = (blocks: Block[], title: string) => blocks.map((x, i) => (i === 0 ? { ...x, title } : x));

describe('scheduled publish', () => {
  it('fires once across two nodes and a restart, and the page shows it on both', async () => {
    const en = (await detail(a)).languages[0]!;
    const call = consoleCall(a);
    const saved = await call('POST', '/api/console/pages/draft', editor.cookie, {
      path: PATH,
      language: 'en',
      baseVersion: en.version,
      metaData: en.metaData,
      blocks: titled(en.blocks as Block[], 'Scheduled travel title'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const version = saved.json<{ data: { version: number } }>().data.version;
    const past = await call('POST', '/api/console/pages/schedule', editor.cookie, {
      path: PATH,
      language: 'en',
      action: 'publish',
      version,
      runAt: new Date(clock.now.getTime() - 1000).toISOString(),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json()).toMatchObject({ code: 'PAGE_SCHEDULE_INVALID' });
    const s = await call('POST', '/api/console/pages/schedule', editor.cookie, {
      path: PATH,
      language: 'en',
      action: 'publish',
      version,
      runAt: new Date(clock.now.getTime() + 5 * 60_000).toISOString(),
    });
    expect(s.statusCode, s.body).toBe(200);
    expect(await Promise.all([a.consolePagesTick(), b.consolePagesTick()])).toEqual([0, 0]);
    expect((await a.inject({ url: PATH })).body).not.toContain('Scheduled travel title');
    advance(6 * 60_000);
    const fired = await Promise.all([a.consolePagesTick(), b.consolePagesTick()]);
    expect(fired.reduce((x, y) => x + y, 0)).toBe(1);
    // Node B never wrote the page, yet its next request shows it (the tags moved in the database).
    expect((await b.inject({ url: PATH })).body).toContain('Scheduled travel title');
    expect((await a.inject({ url: PATH })).body).toContain('Scheduled travel title');
    // A restart: the new instance finds nothing left to run.
    await b.close();
    b = await pagesApp(ctx.db);
    expect(await b.consolePagesTick()).toBe(0);
    const d = await detail(b);
    expect(d.schedules).toMatchObject([{ action: 'publish', version, result: 'done' }]);
    expect(d.languages[0]).toMatchObject({ publishedVersion: version, hasDraft: false });
    const audited = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from console_audit_log where action = 'page.published' and details->>'schedule' is not null`,
    );
    expect(audited.rows[0]!.n).toBe(1);
  });
});

describe('versioned seeding', () => {
  it('the seed leaves the page published in the console, skips and reports it when its item changed, and updates an untouched page', async () => {
    await seed(ctx.db);
    expect((await a.inject({ url: PATH })).body).toContain('Scheduled travel title');
    const changed = (urlPath: string, title: string) => {
      const p = seedPages.find((x) => x.urlPath === urlPath && x.language === 'en')!;
      const next: TSeedPage = {
        ...p,
        page: { ...p.page, jsonData: titled(p.page.jsonData as Block[], title) as never },
      };
      return [p, next] as const;
    };
    const swaps = new Map([
      changed('/car-insurance/', 'Changed in the seed'),
      changed(PATH, 'Travel changed in the seed'),
    ]);
    const r = await applyContent(ctx.db, {
      pages: seedPages.map((p) => swaps.get(p) ?? p),
      chrome: seedChrome,
      redirections: redirectionsSeed,
    });
    expect(r.updated).toBe(1);
    expect(r.skipped).toEqual([`page en ${PATH}`]);
    await a.pageCache.sync();
    expect((await a.inject({ url: '/car-insurance/' })).body).toContain('Changed in the seed');
    const travel = (await a.inject({ url: PATH })).body;
    expect(travel).toContain('Scheduled travel title');
    expect(travel).not.toContain('Travel changed in the seed');
  });
});

describe('unpublish', () => {
  it('takes one language off the site; the others stay', async () => {
    const r = await consoleCall(a)('POST', '/api/console/pages/unpublish', editor.cookie, {
      path: PATH,
      language: 'hi',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect((await b.inject({ url: `/hi-ae${PATH}` })).statusCode).toBe(404);
    expect((await b.inject({ url: `/ar-ae${PATH}` })).statusCode).toBe(200);
  });
});
