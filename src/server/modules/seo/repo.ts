import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contentPages, redirections } from '../../../db/schema';

export type PublishedPageRow = {
  urlPath: string;
  language: string;
  productId: number;
  pageTypeId: number;
  metaData: unknown;
  updatedAt: Date;
};

/** What sitemap.xml and llms.txt read: every published page (its metadata only) and the redirected paths. */
export function seoRepo(db: Db) {
  return {
    async published(): Promise<{ pages: PublishedPageRow[]; redirectedPaths: Set<string> }> {
      const result = await db.execute<{
        kind: 'page' | 'redirect';
        url_path: string;
        language: string | null;
        product_id: number | null;
        page_type_id: number | null;
        meta_data: unknown;
        updated_at: string | Date | null;
      }>(sql`
        select 'page' as kind, url_path, language, product_id, page_type_id, meta_data, updated_at
          from ${contentPages} where published
        union all
        select 'redirect', from_path, null, null, null, null, null
          from ${redirections} where published`);
      const pages: PublishedPageRow[] = [];
      const redirectedPaths = new Set<string>();
      for (const r of result.rows) {
        if (r.kind === 'redirect') redirectedPaths.add(r.url_path);
        else if (r.language)
          pages.push({
            urlPath: r.url_path,
            language: r.language,
            productId: r.product_id ?? 0,
            pageTypeId: r.page_type_id ?? 0,
            metaData: r.meta_data,
            updatedAt: new Date(r.updated_at ?? 0),
          });
      }
      return { pages, redirectedPaths };
    },
  };
}

export type SeoRepo = ReturnType<typeof seoRepo>;
