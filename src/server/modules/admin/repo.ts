import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contentPages, redirections, siteChrome } from '../../../db/schema';
import type { PageUpdate, RedirectionUpdate } from './schemas';
import type { TChromeData } from '../../../shared/contracts/chrome';

/** The admin writes: each commits, and the table's trigger gives the page's tags new versions (decision 0025). */
export function adminRepo(db: Db) {
  return {
    async upsertPage(b: PageUpdate): Promise<void> {
      const values = {
        productId: b.productId,
        pageTypeId: b.pageTypeId,
        metaData: b.page.metaData,
        blocks: b.page.jsonData,
        published: b.published,
        // An editor's change: the seed leaves this row alone from now on (decision 0073).
        editedAt: sql`now()`,
      };
      await db
        .insert(contentPages)
        .values({ urlPath: b.urlPath, language: b.language, ...values })
        .onConflictDoUpdate({
          target: [contentPages.urlPath, contentPages.language],
          set: { ...values, updatedAt: sql`now()` },
        });
    },

    /** The published redirections other than the one from `fromPath` (the row an upsert would replace). */
    async otherPublishedRedirections(fromPath: string) {
      return db
        .select({ id: redirections.id, fromPath: redirections.fromPath, toPath: redirections.toPath })
        .from(redirections)
        .where(and(eq(redirections.published, true), ne(redirections.fromPath, fromPath)));
    },

    async upsertRedirection(b: RedirectionUpdate): Promise<void> {
      await db
        .insert(redirections)
        .values({ ...b, editedAt: sql`now()` })
        .onConflictDoUpdate({
          target: redirections.fromPath,
          set: {
            toPath: b.toPath,
            statusCode: b.statusCode,
            published: b.published,
            editedAt: sql`now()`,
            updatedAt: sql`now()`,
          },
        });
    },

    async upsertChrome(language: string, data: TChromeData): Promise<void> {
      await db
        .insert(siteChrome)
        .values({ language, data, editedAt: sql`now()` })
        .onConflictDoUpdate({
          target: siteChrome.language,
          set: { data, editedAt: sql`now()`, updatedAt: sql`now()` },
        });
    },

    /** New versions for these cache tags (page_cache_bump notifies every node). */
    async purge(tags: string[]): Promise<void> {
      await db.$client.query('select page_cache_bump($1::text[])', [tags]);
    },
  };
}

export type AdminRepo = ReturnType<typeof adminRepo>;
