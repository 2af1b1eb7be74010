import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from './helpers';
import { seedChrome, seedPages, redirectionsSeed } from '../../src/db/seed/content/index';
import { applyContent } from '../../src/db/seed/content/apply';
import { contentPages, seedVersions } from '../../src/db/schema';
import { applyChangedGroups } from '../../src/db/seed/groups';
import { adminRepo } from '../../src/server/modules/admin/repo';
import type { TSeedPage } from '../../src/db/seed/content/seed-page';

/** Decision 0073: re-seeding applies new and changed content to an existing database and never overwrites an editor. */

let ctx: TestDatabase;
beforeAll(async () => {
  ctx = await freshDatabase({ seeded: true });
});
afterAll(async () => {
  await ctx.drop();
});

const items = (pages: readonly TSeedPage[]) => ({
  pages,
  chrome: seedChrome,
  redirections: redirectionsSeed,
});

/** A copy of a seeded page whose banner title is changed. */
function retitled(p: TSeedPage, title: string): TSeedPage {
  const jsonData = p.page.jsonData.map((b, i) => (i === 0 && 'title' in b ? { ...b, title } : b));
  return { ...p, page: { ...p.page, jsonData } };
}

const stored = async (urlPath: string, language: string) =>
  (
    await ctx.db
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.urlPath, urlPath), eq(contentPages.language, language)))
  )[0];

describe('versioned seeding (decision 0073)', () => {
  it('a seeded database records each item’s content version, and seeding again changes nothing', async () => {
    const row = await stored('/car-insurance/', 'en');
    expect(row?.seedVersion).toMatch(/^[0-9a-f]{20}$/);
    expect(row?.editedAt).toBeNull();
    const again = await applyContent(ctx.db, items(seedPages));
    expect(again).toMatchObject({ inserted: 0, updated: 0, skipped: [] });
    expect(again.unchanged).toBe(seedPages.length + Object.keys(seedChrome).length + redirectionsSeed.length);
  });

  it('applies a changed and a new page, and skips a page an editor changed since it was seeded', async () => {
    const car = seedPages.find((p) => p.urlPath === '/car-insurance/' && p.language === 'en')!;
    const travel = seedPages.find((p) => p.urlPath === '/travel-insurance/' && p.language === 'en')!;
    // An editor stores their own version of the travel page.
    const edited = retitled(travel, 'Edited by an editor');
    await adminRepo(ctx.db).upsertPage({
      urlPath: edited.urlPath,
      language: 'en',
      productId: edited.productId,
      pageTypeId: edited.pageTypeId,
      published: true,
      page: edited.page as never,
    });
    const fresh: TSeedPage = { ...car, urlPath: '/car-insurance/new-seed-page/' };
    const next = seedPages.map((p) =>
      p === car
        ? retitled(car, 'Changed in content/')
        : p === travel
          ? retitled(travel, 'Changed in the seed')
          : p,
    );
    const r = await applyContent(ctx.db, items([...next, fresh]));
    expect(r.inserted).toBe(1);
    expect(r.updated).toBe(1);
    expect(r.skipped).toEqual(['page en /travel-insurance/']);
    expect(((await stored('/car-insurance/', 'en'))?.blocks as { title?: string }[])[0]?.title).toBe(
      'Changed in content/',
    );
    expect(((await stored('/travel-insurance/', 'en'))?.blocks as { title?: string }[])[0]?.title).toBe(
      'Edited by an editor',
    );
    expect(await stored('/car-insurance/new-seed-page/', 'en')).toBeDefined();
    // Running it again: the applied ones are now unchanged, the editor's page is still skipped.
    const again = await applyContent(ctx.db, items([...next, fresh]));
    expect(again).toMatchObject({ inserted: 0, updated: 0, skipped: ['page en /travel-insurance/'] });
  });

  it('the journeys and the catalogues carry a version per group; a changed group is applied again at start', async () => {
    const versions = await ctx.db.select().from(seedVersions);
    expect(versions.map((v) => v.item).sort()).toEqual([
      'banking-catalogue',
      'hospitals',
      'journeys',
      'quote-catalogue',
      'reviews',
    ]);
    expect(await applyChangedGroups(ctx.db, true)).toEqual([]);
    // A database that holds an older quotes catalogue (as one seeded before a change to content/ or the seed).
    await ctx.db
      .update(seedVersions)
      .set({ version: 'older' })
      .where(eq(seedVersions.item, 'quote-catalogue'));
    expect(await applyChangedGroups(ctx.db, true)).toEqual(['quote-catalogue']);
    const after = await ctx.db.select().from(seedVersions).where(eq(seedVersions.item, 'quote-catalogue'));
    expect(after[0]?.version).toMatch(/^[0-9a-f]{20}$/);
    expect(await applyChangedGroups(ctx.db, true)).toEqual([]);
  });
});
