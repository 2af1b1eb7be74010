import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PageDetail, PageList } from '../../src/shared/contracts/console-pages';
import { freshDatabase, type TestDatabase } from './helpers';
import { advance, consoleCall, pagesApp, staff } from './console-pages-fixtures';

/**
 * The page editor (decision 0122): roles, drafts with their contract checked, optimistic versions (409 with the
 * other's change), the signed preview (works, expires, refuses a tampered token, never cached), publish to the live
 * page, structure carried from English with missing texts refused at publish, staleness, restore, diff, locks, audit.
 */
let ctx: TestDatabase;
let app: FastifyInstance;
let call: ReturnType<typeof consoleCall>;
let editor: { id: number; name: string; cookie: string };
let admin: { id: number; name: string; cookie: string };
let agent: { id: number; name: string; cookie: string };
const PATH = '/car-insurance/';

beforeAll(async () => {
  ctx = await freshDatabase({ seeded: true });
  app = await pagesApp(ctx.db);
  call = consoleCall(app);
  editor = await staff(ctx.db, 'content_editor');
  admin = await staff(ctx.db, 'admin');
  agent = await staff(ctx.db, 'agent');
});
afterAll(async () => {
  await app.close();
  await ctx.drop();
});

type Block = { key: string; type: string; title?: string } & Record<string, unknown>;
const detail = async (cookie = editor.cookie) => {
  const r = await call('GET', `/api/console/pages/detail?path=${encodeURIComponent(PATH)}`, cookie);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ data: PageDetail }>().data;
};
const lang = (d: PageDetail, l: string) => d.languages.find((x) => x.language === l)!;
const save = (cookie: string, body: object) =>
  call('POST', '/api/console/pages/draft', cookie, { path: PATH, ...body });
const visitor = async (url: string) => (await app.inject({ url })).body;
const audit = async (action: string) =>
  (
    await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from console_audit_log where action = ${action} and target = ${`page:${PATH}`}`,
    )
  ).rows[0]!.n;

describe('roles', () => {
  it('refuses agents with 403 and lets content editors and admins list pages', async () => {
    const refused = await call('GET', '/api/console/pages', agent.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'CONSOLE_FORBIDDEN' });
    expect((await call('POST', '/api/console/pages/draft', agent.cookie, {})).statusCode).toBe(403);
    const r = await call('GET', '/api/console/pages?product=1&q=car-insurance&limit=100', editor.cookie);
    expect(r.statusCode, r.body).toBe(200);
    const list = r.json<{ data: PageList }>().data;
    const car = list.rows.find((x) => x.path === PATH)!;
    expect(car.languages.map((l) => l.language)).toEqual(['en', 'ar', 'hi', 'ml']);
    expect(car.languages.every((l) => l.published)).toBe(true);
    expect(list.rows.every((x) => x.productId === 1)).toBe(true);
    expect((await call('GET', '/api/console/pages', admin.cookie)).statusCode).toBe(200);
  });
});

describe('drafts, preview, publish', () => {
  let en: PageDetail['languages'][number];
  let blocks: Block[];

  it('a page starts from its live rows as version 1 in every language', async () => {
    const d = await detail();
    en = lang(d, 'en');
    blocks = en.blocks as Block[];
    expect(d.languages.map((l) => l.latestVersion)).toEqual([1, 1, 1, 1]);
    expect(en.versions[0]).toMatchObject({ version: 1, status: 'published', origin: 'seed' });
    expect(en.texts['jsonData.car-banner.title']).toBe(blocks[0]!.title);
    expect(lang(d, 'ar').stale).toBe(false);
  });

  it('refuses a block that fails its contract, with the path', async () => {
    const bad = [{ ...blocks[0], type: 'NO_SUCH_BLOCK' }, ...blocks.slice(1)];
    const r = await save(editor.cookie, {
      language: 'en',
      baseVersion: 1,
      metaData: en.metaData,
      blocks: bad,
    });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ code: 'PAGE_BLOCK_INVALID' });
    expect(r.json<{ issues: { path: string }[] }>().issues[0]!.path).toMatch(/^jsonData\.0\./);
  });

  it('saves a draft (HTML sanitised), and answers a save from an older version with 409 and whose change won', async () => {
    const changed = blocks.map((b) =>
      b.key === 'car-banner'
        ? { ...b, title: 'Console title EN', content: '<p>Safe<script>alert(1)</script></p>' }
        : b,
    );
    const r = await save(editor.cookie, {
      language: 'en',
      baseVersion: 1,
      metaData: en.metaData,
      blocks: changed,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ data: { version: 2, carried: [] } });
    const late = await save(admin.cookie, { language: 'en', baseVersion: 1, metaData: en.metaData, blocks });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'PAGE_VERSION_CONFLICT',
      conflict: { version: 2, by: { id: editor.id, name: editor.name } },
    });
    const d = await detail();
    const banner = (lang(d, 'en').blocks as Block[])[0]!;
    expect(banner.content).toBe('<p>Safe</p>');
    expect(lang(d, 'en')).toMatchObject({ hasDraft: true, latestVersion: 2 });
    // English moved on: the translations made from version 1 are stale.
    expect(lang(d, 'ar').stale).toBe(true);
  });

  it('previews the draft through a signed link: rendered, never cached, noindex; tampered or expired is a 404', async () => {
    const link = await call('POST', '/api/console/pages/preview', editor.cookie, {
      path: PATH,
      language: 'en',
      version: 2,
    });
    expect(link.statusCode, link.body).toBe(200);
    const { url } = link.json<{ data: { url: string } }>().data;
    const page = await app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Console title EN');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['x-page-cache']).toBeUndefined();
    expect(await visitor(PATH)).not.toContain('Console title EN');
    const tampered = url.replace(
      /.(\.[A-Za-z0-9_-]+)$/,
      (m, mac: string) => (m[0] === 'A' ? 'B' : 'A') + mac,
    );
    expect((await app.inject({ url: tampered })).statusCode).toBe(404);
    expect((await app.inject({ url: `${url.split('.')[0]}.${'A'.repeat(43)}` })).statusCode).toBe(404);
    advance(16 * 60_000);
    const expired = await app.inject({ url });
    expect(expired.statusCode).toBe(404);
    expect(expired.headers['cache-control']).toBe('no-store');
  });

  it('publishes: the live page shows the new version at once, and the publish is audited', async () => {
    expect(await visitor(PATH)).not.toContain('Console title EN');
    const r = await call('POST', '/api/console/pages/publish', editor.cookie, {
      path: PATH,
      language: 'en',
      version: 2,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ data: { language: 'en', version: 2, published: true } });
    expect(await visitor(PATH)).toContain('Console title EN');
    const row = await ctx.db.execute<{ edited: boolean }>(
      sql`select edited_at is not null as edited from content_pages where url_path = ${PATH} and language = 'en'`,
    );
    expect(row.rows[0]!.edited).toBe(true);
    const d = await detail();
    expect(lang(d, 'en')).toMatchObject({ publishedVersion: 2, hasDraft: false });
    expect(lang(d, 'en').versions.map((v) => v.status)).toEqual(['published', 'superseded']);
    expect(await audit('page.published')).toBe(1);
    expect(await audit('page.draft.saved')).toBe(1);
  });
});

describe('translations', () => {
  it('a block added in English reaches every language with its texts missing; publish is refused with the list', async () => {
    const d = await detail();
    const en = lang(d, 'en');
    const blocks = en.blocks as Block[];
    const faq = blocks.find((b) => b.key === 'car-faq-note')!;
    const added = [
      ...blocks.slice(0, 2),
      { ...faq, key: 'car-new-note', content: '<p>A new note for drivers.</p>' },
      ...blocks.slice(2),
    ];
    const r = await save(editor.cookie, {
      language: 'en',
      baseVersion: 2,
      metaData: en.metaData,
      blocks: added,
    });
    expect(r.statusCode, r.body).toBe(200);
    const saved = r.json<{ data: { version: number; carried: { language: string; version: number }[] } }>()
      .data;
    expect(saved.version).toBe(3);
    expect(saved.carried.map((c) => c.language)).toEqual(['ar', 'hi', 'ml']);
    const ar = lang(await detail(), 'ar');
    expect(ar.stale).toBe(false);
    expect(ar.missing).toEqual(['jsonData.car-new-note.content']);
    expect((ar.blocks as Block[]).map((b) => b.key)).toEqual(added.map((b) => b.key));
    const refused = await call('POST', '/api/console/pages/publish', editor.cookie, {
      path: PATH,
      language: 'ar',
      version: ar.version,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'PAGE_TEXTS_MISSING',
      issues: [{ path: 'jsonData.car-new-note.content' }],
    });
    // A reorder in another language is refused: structure is edited in English.
    const moved = [...(ar.blocks as Block[])].reverse();
    const wrong = await save(editor.cookie, {
      language: 'ar',
      baseVersion: ar.version,
      metaData: ar.metaData,
      blocks: moved,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'PAGE_STRUCTURE_MISMATCH' });
    const texts = { 'jsonData.car-new-note.content': '<p>ملاحظة جديدة للسائقين.</p>' };
    const ok = await save(editor.cookie, {
      language: 'ar',
      baseVersion: ar.version,
      metaData: ar.metaData,
      blocks: [],
      texts,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ data: { missing: [] } });
    const v = ok.json<{ data: { version: number } }>().data.version;
    const pub = await call('POST', '/api/console/pages/publish', editor.cookie, {
      path: PATH,
      language: 'ar',
      version: v,
    });
    expect(pub.statusCode, pub.body).toBe(200);
    expect(await visitor(`/ar-ae${PATH}`)).toContain('ملاحظة جديدة للسائقين');
  });
});

describe('history, diff, restore', () => {
  it('lists versions, diffs by block key and restores an old version as a new draft', async () => {
    const h = await call('GET', `/api/console/pages/history?path=${PATH}&language=en`, editor.cookie);
    expect(
      h.json<{ data: { versions: { version: number }[] } }>().data.versions.map((v) => v.version),
    ).toEqual([3, 2, 1]);
    const diff = await call(
      'GET',
      `/api/console/pages/diff?path=${PATH}&language=en&from=1&to=3`,
      editor.cookie,
    );
    expect(diff.statusCode, diff.body).toBe(200);
    const entries = diff.json<{
      data: { entries: { kind: string; key: string; changes: { path: string }[] }[] };
    }>().data.entries;
    expect(entries).toContainEqual(expect.objectContaining({ kind: 'added', key: 'car-new-note' }));
    expect(
      entries.find((e) => e.kind === 'changed' && e.key === 'car-banner')?.changes.map((c) => c.path),
    ).toContain('title');
    const stale = await call('POST', '/api/console/pages/restore', editor.cookie, {
      path: PATH,
      language: 'en',
      version: 1,
      baseVersion: 2,
    });
    expect(stale.statusCode).toBe(409);
    const r = await call('POST', '/api/console/pages/restore', editor.cookie, {
      path: PATH,
      language: 'en',
      version: 1,
      baseVersion: 3,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ data: { version: 4 } });
    const v4 = await call(
      'GET',
      `/api/console/pages/version?path=${PATH}&language=en&version=4`,
      editor.cookie,
    );
    const body = v4.json<{ data: { origin: string; blocks: Block[] } }>().data;
    expect(body.origin).toBe('restore:1');
    expect(body.blocks.map((b) => b.key)).not.toContain('car-new-note');
    expect(await audit('page.restored')).toBe(1);
  });
});

describe('edit lock', () => {
  it('one holder at a time; the other editor sees who; it lapses without a heartbeat', async () => {
    const take = (cookie: string) => call('POST', '/api/console/pages/lock', cookie, { path: PATH });
    const mine = await take(editor.cookie);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ data: { lock: { mine: true, by: { id: editor.id } } } });
    const theirs = await take(admin.cookie);
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json()).toMatchObject({
      code: 'PAGE_LOCKED',
      lock: { mine: false, by: { name: editor.name } },
    });
    expect((await detail(admin.cookie)).lock).toMatchObject({ by: { id: editor.id }, mine: false });
    advance(60_000);
    expect((await take(editor.cookie)).statusCode).toBe(200);
    advance(100_000);
    expect((await take(admin.cookie)).statusCode).toBe(409);
    advance(30_000);
    expect((await take(admin.cookie)).statusCode).toBe(200);
    await call('POST', '/api/console/pages/lock/release', admin.cookie, { path: PATH });
    expect((await detail()).lock).toBeNull();
  });
});
