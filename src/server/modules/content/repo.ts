import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contentPages, redirections, siteChrome } from '../../../db/schema';

export type PageRow = typeof contentPages.$inferSelect;

export function contentRepo(db: Db) {
  return {
    async findPublished(urlPath: string, language: string): Promise<PageRow | undefined> {
      const rows = await db
        .select()
        .from(contentPages)
        .where(
          and(
            eq(contentPages.urlPath, urlPath),
            eq(contentPages.language, language),
            eq(contentPages.published, true),
          ),
        )
        .limit(1);
      return rows[0];
    },
    /** Languages in which a path is published (feeds hreflang and the language dropdown). */
    async publishedLanguages(urlPath: string): Promise<string[]> {
      const rows = await db
        .select({ language: contentPages.language })
        .from(contentPages)
        .where(and(eq(contentPages.urlPath, urlPath), eq(contentPages.published, true)));
      return rows.map((r) => r.language);
    },
    async findRedirect(fromPath: string): Promise<{ toPath: string; statusCode: number } | undefined> {
      const rows = await db
        .select({ toPath: redirections.toPath, statusCode: redirections.statusCode })
        .from(redirections)
        .where(and(eq(redirections.fromPath, fromPath), eq(redirections.published, true)))
        .limit(1);
      return rows[0];
    },
    async chrome(language: string): Promise<unknown> {
      const rows = await db
        .select({ data: siteChrome.data })
        .from(siteChrome)
        .where(eq(siteChrome.language, language))
        .limit(1);
      return rows[0]?.data;
    },
  };
}

export type ContentRepo = ReturnType<typeof contentRepo>;
