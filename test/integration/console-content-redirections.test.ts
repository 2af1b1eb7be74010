import { describe, expect, it } from 'vitest';
import { redirectionsSeed } from '../../src/db/seed/content/index';
import { applyContent } from '../../src/db/seed/content/apply';
import { HIGH_WRITES, high, useTestApp } from './helpers';
import { consoleCall, staffSession } from './console-content-fixtures';

/**
 * Redirections in the console (decision 0124): content editors and admins add, change and remove them; paths are
 * this site's, normalised with the final '/'; loops and chains are refused; the page route,
 * `/api/redirections/published` and the sitemap follow at once (through the page cache); an edited or removed
 * seeded redirection is left alone by the seed; every change is audited.
 */
const { app, ctx } = useTestApp({
  env: { JOBS_ENABLED: 'false' },
  limits: { ...HIGH_WRITES, ...high('RATE_LIMIT_READ_PER_IP') },
});
const call = consoleCall(app);
let cookie = '';
const editor = async () => (cookie ||= (await staffSession(ctx.db, 'content_editor')).cookie);

type Row = { id: number; fromPath: string; toPath: string; statusCode: number; seeded: boolean };
const create = async (fromPath: string, toPath: string, statusCode = 301) =>
  call('POST', '/api/console/redirections', await editor(), { fromPath, toPath, statusCode });
const list = async () =>
  (await call('GET', '/api/console/redirections', await editor())).json<{ data: Row[] }>().data;
const published = async () =>
  (await app.inject({ url: '/api/redirections/published?limit=50' })).json<{
    data: { data: { fromPath: string; toPath: string; statusCode: number }[] };
  }>().data.data;

/** Every <loc> of the sitemap, following an index to its parts. */
async function sitemapLocs(): Promise<string[]> {
  const root = (await app.inject({ url: '/sitemap.xml' })).body;
  const locs = [...root.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  if (!root.includes('<sitemapindex')) return locs;
  const parts = await Promise.all(
    locs.map(async (l) => (await app.inject({ url: new URL(l).pathname })).body),
  );
  return parts.flatMap((p) => [...p.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
}

describe('redirections in the console', () => {
  it('a new redirection redirects at once, is published, and its from path leaves the sitemap; change and remove follow', async () => {
    const page = '/car-insurance/renew-car-registration-dubai/';
    const loc = `http://localhost:3000${page}`;
    expect((await app.inject({ url: page })).statusCode).toBe(200);
    expect(await sitemapLocs()).toContain(loc);
    expect((await published()).map((r) => r.fromPath)).not.toContain(page);

    // Typed without the final '/': stored with it.
    const made = await create(page.slice(0, -1), '/car-insurance');
    expect(made.statusCode, made.body).toBe(201);
    const row = made.json<{ data: Row }>().data;
    expect(row).toMatchObject({ fromPath: page, toPath: '/car-insurance/', statusCode: 301, seeded: false });
    const moved = await app.inject({ url: page });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/car-insurance/');
    expect(await published()).toContainEqual({ fromPath: page, toPath: '/car-insurance/', statusCode: 301 });
    expect(await sitemapLocs()).not.toContain(loc);
    expect((await create(page, '/bike-insurance/')).json()).toMatchObject({ code: 'REDIRECT_EXISTS' });

    const changed = await call('PUT', `/api/console/redirections/${row.id}`, await editor(), {
      toPath: '/bike-insurance/',
      statusCode: 302,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const temp = await app.inject({ url: page });
    expect(temp.statusCode).toBe(302);
    expect(temp.headers.location).toBe('/bike-insurance/');

    const removed = await call('DELETE', `/api/console/redirections/${row.id}`, await editor());
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await app.inject({ url: page })).statusCode).toBe(200);
    expect(await sitemapLocs()).toContain(loc);
    expect((await list()).map((r) => r.fromPath)).not.toContain(page);
    expect((await call('DELETE', `/api/console/redirections/${row.id}`, await editor())).statusCode).toBe(
      404,
    );
    // Added again later: the same row is published again.
    const again = await create(page, '/car-insurance/');
    expect(again.statusCode).toBe(201);
    expect(again.json<{ data: Row }>().data.id).toBe(row.id);

    const actions = await ctx.db.$client.query<{ action: string }>(
      `select action from console_audit_log where target = $1 order by id`,
      [`redirection:${row.id}`],
    );
    expect(actions.rows.map((r) => r.action)).toEqual([
      'redirection.created',
      'redirection.updated',
      'redirection.deleted',
      'redirection.created',
    ]);
  });

  it('refuses loops (A→A, A→B→A, longer) with REDIRECT_LOOP and chains with REDIRECT_CHAIN', async () => {
    const self = await create('/loop-self/', '/loop-self');
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 'REDIRECT_LOOP' });

    expect((await create('/loop-a/', '/loop-b/')).statusCode).toBe(201);
    const back = await create('/loop-b/', '/loop-a/');
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ code: 'REDIRECT_LOOP' });
    expect(back.json<{ message: string }>().message).toContain('/loop-b/ → /loop-a/ → /loop-b/');

    // A chain written outside the console (a script, psql): closing it into a cycle is still a loop.
    await ctx.db.$client.query(
      `insert into redirections (from_path, to_path, status_code) values ('/l1/', '/l2/', 301), ('/l2/', '/l3/', 301)`,
    );
    const cycle = await create('/l3/', '/l1/');
    expect(cycle.json()).toMatchObject({ code: 'REDIRECT_LOOP' });

    // /motor-insurance/ is itself redirected (seeded): pointing to it would take two hops.
    const to = await create('/old-motor/', '/motor-insurance/');
    expect(to.statusCode).toBe(409);
    expect(to.json()).toMatchObject({ code: 'REDIRECT_CHAIN' });
    // /life-insurance/ leads to /term-insurance/: redirecting that would make the first take two hops.
    const from = await create('/term-insurance/', '/health-insurance/');
    expect(from.json()).toMatchObject({ code: 'REDIRECT_CHAIN' });
    expect(from.json<{ message: string }>().message).toContain('/life-insurance/');
    // Changing a row into a loop is refused the same way.
    const a = (await list()).find((r) => r.fromPath === '/loop-a/')!;
    const put = await call('PUT', `/api/console/redirections/${a.id}`, await editor(), {
      toPath: '/loop-a/',
      statusCode: 301,
    });
    expect(put.json()).toMatchObject({ code: 'REDIRECT_LOOP' });
  });

  it('refuses what is not a path of this site, and checks roles and bodies', async () => {
    for (const [fromPath, toPath] of [
      ['https://evil.example/x/', '/car-insurance/'],
      ['/x/', '//evil.example/'],
      ['/x/', 'https://evil.example/'],
      ['/x?y=1', '/car-insurance/'],
      ['/', '/car-insurance/'],
    ]) {
      const r = await create(fromPath!, toPath!);
      expect(r.statusCode, `${fromPath} → ${toPath}`).toBe(400);
      expect(r.json()).toMatchObject({ code: 'REDIRECT_INVALID_PATH' });
    }
    expect((await create('/x/', '/car-insurance/', 308)).statusCode).toBe(400);
    const agent = await staffSession(ctx.db, 'agent');
    const refused = await call('POST', '/api/console/redirections', agent.cookie, {
      fromPath: '/x/',
      toPath: '/car-insurance/',
    });
    expect(refused.statusCode).toBe(403);
    const admin = await staffSession(ctx.db, 'admin');
    expect((await call('GET', '/api/console/redirections', admin.cookie)).statusCode).toBe(200);
    expect(
      (await call('PUT', '/api/console/redirections/999999', admin.cookie, { toPath: '/a/' })).statusCode,
    ).toBe(404);
  });

  it('a seeded redirection changed or removed in the console is left alone by the seed', async () => {
    const rows = await list();
    const travel = rows.find((r) => r.fromPath === '/old-travel/')!;
    const medical = rows.find((r) => r.fromPath === '/medical-insurance/')!;
    expect(travel.seeded).toBe(true);
    const put = await call('PUT', `/api/console/redirections/${travel.id}`, await editor(), {
      toPath: '/travel-insurance/',
      statusCode: 301,
    });
    expect(put.json<{ data: Row }>().data).toMatchObject({ statusCode: 301, seeded: false });
    expect((await call('DELETE', `/api/console/redirections/${medical.id}`, await editor())).statusCode).toBe(
      200,
    );

    // The seed changes both: the editor's versions stay.
    const changed = redirectionsSeed.map((r) => ({ ...r, toPath: '/car-insurance/' }));
    const report = await applyContent(ctx.db, { pages: [], chrome: {}, redirections: changed });
    expect(report.skipped).toEqual(
      expect.arrayContaining(['redirection /old-travel/', 'redirection /medical-insurance/']),
    );
    const after = await list();
    expect(after.find((r) => r.fromPath === '/old-travel/')).toMatchObject({ statusCode: 301 });
    expect(after.find((r) => r.fromPath === '/medical-insurance/')).toBeUndefined();
    expect((await app.inject({ url: '/medical-insurance/' })).statusCode).not.toBe(301);
  });
});
