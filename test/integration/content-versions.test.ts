import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase } from './helpers';
import {
  contentRepo,
  type ContentRepo,
  type KnownVersions,
  type PageBundle,
} from '../../src/server/modules/content/repo';
import { contentService } from '../../src/server/modules/content/service';

/**
 * Decision 0026 (decision 0032): a page render reads the page, its redirection and the chrome in one round trip, and
 * a row still at a version the service holds parsed comes back without its JSON text. Any write, by the app or by
 * SQL, gives the row a new version, so the next read carries the new document.
 */
let ctx: Awaited<ReturnType<typeof freshDatabase>>;

type Call = { known: KnownVersions | undefined; bundle: PageBundle };
function recording(
  repo: ContentRepo,
  override?: (known: KnownVersions | undefined) => KnownVersions | undefined,
) {
  const calls: Call[] = [];
  const wrapped: ContentRepo = {
    ...repo,
    async pageBundle(urlPath, language, publicPath, chromeLanguages, known) {
      const k = override ? override(known) : known;
      const bundle = await repo.pageBundle(urlPath, language, publicPath, chromeLanguages, k);
      calls.push({ known: k, bundle });
      return bundle;
    },
  };
  return { repo: wrapped, calls };
}
const ownRow = (b: PageBundle, lang: string) => b.pages.find((p) => p.language === lang);

beforeAll(async () => {
  ctx = await freshDatabase({ seeded: true });
});
afterAll(async () => {
  await ctx.drop();
});

describe('content rows read by version', () => {
  it('sends a document and the chrome once per version, and the new ones after any write', async () => {
    const { repo, calls } = recording(contentRepo(ctx.db));
    const content = contentService(repo);
    const first = await content.resolve('/car-insurance/', 'ar', '/ar-ae/car-insurance/');
    expect(typeof ownRow(calls[0]!.bundle, 'ar')?.blocks).toBe('string');
    expect(calls[0]!.bundle.chrome.get('ar')).toEqual(expect.any(String));

    const second = await content.resolve('/car-insurance/', 'ar', '/ar-ae/car-insurance/');
    expect(calls).toHaveLength(2); // one round trip, no second read
    expect(ownRow(calls[1]!.bundle, 'ar')?.blocks).toBeNull();
    expect(ownRow(calls[1]!.bundle, 'ar')?.metaData).toBeNull();
    expect(calls[1]!.bundle.chrome.get('ar')).toBeNull();
    expect(calls[1]!.bundle.chrome.get('en')).toBeNull();
    expect(second.page?.blocks).toBe(first.page?.blocks);
    expect(second.chrome).toBe(first.chrome);
    // The other languages still name the page's alternates.
    expect(second.page?.alternates.map((a) => a.code)).toEqual(first.page?.alternates.map((a) => a.code));

    await ctx.db.execute(sql`
      update content_pages set blocks = jsonb_insert(blocks, '{0}',
        '{"type":"TEXT","key":"version-marker","content":"<p>نص جديد</p>"}'::jsonb)
      where url_path = '/car-insurance/' and language = 'ar'`);
    await ctx.db.execute(sql`update site_chrome set data = data where language = 'ar'`);
    const third = await content.resolve('/car-insurance/', 'ar', '/ar-ae/car-insurance/');
    expect(typeof ownRow(calls[2]!.bundle, 'ar')?.blocks).toBe('string');
    expect(calls[2]!.bundle.chrome.get('ar')).toEqual(expect.any(String));
    expect(calls[2]!.bundle.chrome.get('en')).toBeNull(); // unchanged: still not sent
    expect(third.page?.blocks[0]).toMatchObject({ key: 'version-marker' });
    expect(third.chrome).not.toBe(first.chrome);
    expect(third.chrome).toEqual(first.chrome);
  });

  it('reads the JSON again when a row came without it and no parsed copy is held', async () => {
    // The versions the database holds now, claimed as known by a service that has parsed nothing.
    const rows = await ctx.db.execute<{ kind: string; language: string; v: string }>(sql`
      select 'page' as kind, language, xmin::text as v from content_pages
        where url_path = '/health-insurance/' and language = 'en'
      union all select 'chrome', language, xmin::text from site_chrome where language = 'en'`);
    const page = rows.rows.find((r) => r.kind === 'page')?.v;
    const chrome = rows.rows.find((r) => r.kind === 'chrome')?.v;
    expect(page).toBeDefined();
    let lie = true;
    const { repo, calls } = recording(contentRepo(ctx.db), (known) => {
      if (!lie) return known;
      lie = false;
      return { page, chrome: chrome ? { en: chrome } : {} };
    });
    const resolved = await contentService(repo).resolve('/health-insurance/', 'en', '/health-insurance/');
    expect(calls).toHaveLength(2);
    expect(ownRow(calls[0]!.bundle, 'en')?.blocks).toBeNull();
    expect(typeof ownRow(calls[1]!.bundle, 'en')?.blocks).toBe('string');
    expect(resolved.page?.blocks.length).toBeGreaterThan(0);
    expect(resolved.chrome.menu.length).toBeGreaterThan(0);
  });
});
