import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { contentPages, redirections, siteChrome } from '../schema';
import { ZStoredPage } from '../../shared/contracts/page';
import { ZChromeData } from '../../shared/contracts/chrome';
import { seedPages, seedChrome, redirectionsSeed } from './content/index';
import { seedPartners } from './partners';

/** True when the database holds no content yet (first start). */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(contentPages);
  return (rows[0]?.n ?? 0) === 0;
}

/**
 * Writes the demo content: pages, chrome, redirections and partner channels. Every document is checked by its zod
 * contract first, so a bad seed fails here rather than on a visitor's page. Idempotent (upserts).
 */
export async function seed(db: Db): Promise<{ pages: number; redirections: number; partners: number }> {
  let partnerCount = 0;
  await db.transaction(async (tx) => {
    for (const p of seedPages) {
      const page = ZStoredPage.parse(p.page);
      await tx
        .insert(contentPages)
        .values({
          urlPath: p.urlPath,
          language: p.language,
          productId: p.productId,
          pageTypeId: p.pageTypeId,
          metaData: page.metaData,
          blocks: page.jsonData,
          published: p.status === 'published',
        })
        .onConflictDoUpdate({
          target: [contentPages.urlPath, contentPages.language],
          set: {
            productId: p.productId,
            pageTypeId: p.pageTypeId,
            metaData: page.metaData,
            blocks: page.jsonData,
            published: p.status === 'published',
            updatedAt: sql`now()`,
          },
        });
    }
    for (const [language, data] of Object.entries(seedChrome)) {
      const chrome = ZChromeData.parse(data);
      await tx
        .insert(siteChrome)
        .values({ language, data: chrome })
        .onConflictDoUpdate({ target: siteChrome.language, set: { data: chrome, updatedAt: sql`now()` } });
    }
    for (const r of redirectionsSeed) {
      await tx
        .insert(redirections)
        .values({ fromPath: r.fromPath, toPath: r.toPath, statusCode: r.statusCode })
        .onConflictDoUpdate({
          target: redirections.fromPath,
          set: { toPath: r.toPath, statusCode: r.statusCode },
        });
    }
    partnerCount = await seedPartners(tx);
  });
  return { pages: seedPages.length, redirections: redirectionsSeed.length, partners: partnerCount };
}
