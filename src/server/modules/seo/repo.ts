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

/**
 * The date a page's own content gives (decision 0106's 'Later'): an article's, story's or news item's dateModified
 * (its metadata's `article`), else a podcast episode's date; the row's update time only when the content has none.
 */
const CONTENT_DATE = sql`coalesce(
  meta_data->'article'->>'dateModified',
  jsonb_path_query_first(blocks, '$[*] ? (@.type == "PODCAST_EPISODE").date') #>> '{}')`;
/** An episode's date when it has its own audio file (only those enter the feed, decision 0106). */
const EPISODE_WITH_AUDIO_DATE = sql`jsonb_path_query_first(blocks, '$[*] ? (@.type == "PODCAST_EPISODE" && exists(@.audio.url)).date') #>> '{}'`;

/** A calendar date (midnight UTC) or a date-time as the content writes it; undefined for anything else. */
function dateOf(v: string | null): Date | undefined {
  if (!v || !/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(v)) return undefined;
  const d = new Date(v.length === 10 ? `${v}T00:00:00Z` : v);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

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
        content_date: string | null;
      }>(sql`
        select 'page' as kind, url_path, language, product_id, page_type_id, meta_data, updated_at,
               ${CONTENT_DATE} as content_date
          from ${contentPages} where published
        union all
        select 'redirect', from_path, null, null, null, null, null, null
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
            updatedAt: dateOf(r.content_date) ?? new Date(r.updated_at ?? 0),
          });
      }
      return { pages, redirectedPaths };
    },

    /** Per language, the date of the newest published episode with its own audio: the newest item of its feed. */
    async podcastFeedDates(): Promise<Map<string, Date>> {
      const result = await db.execute<{ language: string; newest: string | null }>(sql`
        select language, max(${EPISODE_WITH_AUDIO_DATE}) as newest
          from ${contentPages}
         where published and blocks @> '[{"type": "PODCAST_EPISODE"}]'::jsonb
         group by language`);
      const dates = new Map<string, Date>();
      for (const r of result.rows) {
        const d = dateOf(r.newest);
        if (d) dates.set(r.language, d);
      }
      return dates;
    },
  };
}

export type SeoRepo = ReturnType<typeof seoRepo>;
