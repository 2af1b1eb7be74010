import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { TCmsSortKey } from '../../../shared/contracts/cms';
import { contentPages, redirections } from '../../../db/schema';
import { pageViewCounts, pageViewVisits } from '../../../db/schema-cms';
import { devices, visits } from '../../../db/schema';

/** The orders page data knows: the SQL of each is fixed here, never built from input. */
type SortKey = TCmsSortKey;

export type PageListQuery = {
  language: string;
  productId?: number | undefined;
  pageTypeIds?: readonly number[] | undefined;
  /** A path prefix, matched literally (`%`, `_` and `\` escaped). */
  urlPattern?: string | undefined;
  /** Content paths left out (the asking page's own). */
  exclude?: readonly string[] | undefined;
  pageTag?: string | undefined;
  sortBy: SortKey;
  sortOrder: 'asc' | 'desc';
  secondarySortBy?: SortKey | undefined;
  skip: number;
  limit: number;
};

export type PageListRow = {
  urlPath: string;
  productId: number;
  pageTypeId: number;
  metaTitle: string | null;
  description: string | null;
  image: string | null;
  updatedOn: string;
  createdOn: string;
  pageViews: number;
  pageTags: string[];
};

/** Escapes a LIKE pattern so every character is taken literally (escape character `\`). */
export function likePrefix(prefix: string): string {
  return prefix.replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
}

// The title tag's text, the description meta's, the article image and dates (ZMetaData), as SQL over meta_data.
const TITLE = sql`(select t->>'content' from jsonb_array_elements(cp.meta_data->'metaTags') t
  where t->>'tag' = 'title' limit 1)`;
const DESCRIPTION = sql`(select t->'attributes'->>'content' from jsonb_array_elements(cp.meta_data->'metaTags') t
  where t->>'tag' = 'meta' and t->'attributes'->>'name' = 'description' limit 1)`;
const UPDATED = sql`coalesce(cp.meta_data->'article'->>'dateModified', to_char(cp.updated_at at time zone 'UTC', 'YYYY-MM-DD'))`;
const CREATED = sql`coalesce(cp.meta_data->'article'->>'datePublished', to_char(cp.created_at at time zone 'UTC', 'YYYY-MM-DD'))`;

const ORDER: Record<SortKey, SQL> = {
  updatedOn: sql`updated_on`,
  createdOn: sql`created_on`,
  pageViews: sql`page_views`,
  title: sql`lower(meta_title)`,
};
const dir = (o: 'asc' | 'desc') => (o === 'asc' ? sql`asc` : sql`desc`);

export function cmsRepo(db: Db) {
  return {
    /** Published pages of a language matching the filters, one page of them, and how many match in all. */
    async pages(q: PageListQuery): Promise<{ rows: PageListRow[]; total: number }> {
      const where: SQL[] = [sql`cp.published`, sql`cp.language = ${q.language}`];
      if (q.productId !== undefined) where.push(sql`cp.product_id = ${q.productId}`);
      if (q.pageTypeIds?.length)
        where.push(
          sql`cp.page_type_id in (${sql.join(
            q.pageTypeIds.map((t) => sql`${t}`),
            sql`, `,
          )})`,
        );
      if (q.urlPattern) where.push(sql`cp.url_path like ${likePrefix(q.urlPattern)} escape '\\'`);
      if (q.exclude?.length)
        where.push(
          sql`cp.url_path not in (${sql.join(
            q.exclude.map((p) => sql`${p}`),
            sql`, `,
          )})`,
        );
      if (q.pageTag) where.push(sql`coalesce(cp.meta_data->'pageTags', '[]'::jsonb) ? ${q.pageTag}`);
      const order: SQL[] = [sql`${ORDER[q.sortBy]} ${dir(q.sortOrder)}`];
      if (q.secondarySortBy && q.secondarySortBy !== q.sortBy)
        order.push(sql`${ORDER[q.secondarySortBy]} ${dir(q.sortOrder)}`);
      // The path last, so pages that tie keep one order and skip/limit never repeat or lose one.
      order.push(sql`url_path asc`);
      const r = await db.execute<{
        url_path: string;
        product_id: number;
        page_type_id: number;
        meta_title: string | null;
        description: string | null;
        image: string | null;
        updated_on: string;
        created_on: string;
        page_views: number;
        page_tags: string[] | null;
        total: number;
      }>(sql`
        select * from (
          select cp.url_path, cp.product_id, cp.page_type_id, ${TITLE} as meta_title, ${DESCRIPTION} as description,
                 cp.meta_data->'article'->>'image' as image, ${UPDATED} as updated_on, ${CREATED} as created_on,
                 coalesce(v.views, 0)::int as page_views,
                 array(select jsonb_array_elements_text(coalesce(cp.meta_data->'pageTags', '[]'::jsonb))) as page_tags,
                 (count(*) over ())::int as total
            from ${contentPages} cp left join ${pageViewCounts} v on v.url_path = cp.url_path
           where ${sql.join(where, sql` and `)}
        ) listed
        order by ${sql.join(order, sql`, `)}
        offset ${q.skip} limit ${q.limit}`);
      let total = r.rows[0]?.total;
      if (total === undefined && q.skip > 0) {
        const c = await db.execute<{ n: number }>(
          sql`select count(*)::int as n from ${contentPages} cp where ${sql.join(where, sql` and `)}`,
        );
        total = c.rows[0]?.n ?? 0;
      }
      return {
        total: total ?? 0,
        rows: r.rows.map((x) => ({
          urlPath: x.url_path,
          productId: x.product_id,
          pageTypeId: x.page_type_id,
          metaTitle: x.meta_title,
          description: x.description,
          image: x.image,
          updatedOn: x.updated_on,
          createdOn: x.created_on,
          pageViews: x.page_views,
          pageTags: x.page_tags ?? [],
        })),
      };
    },

    /** The stored blocks of the published pages of a language (authors, podcasts, components). */
    async blocksOf(
      language: string,
      filter: { urlPath?: string; productId?: number; pageTypeId?: number },
    ): Promise<
      { urlPath: string; productId: number; pageTypeId: number; blocks: unknown; metaData: unknown }[]
    > {
      const where: SQL[] = [sql`published`, sql`language = ${language}`];
      if (filter.urlPath !== undefined) where.push(sql`url_path = ${filter.urlPath}`);
      if (filter.productId !== undefined) where.push(sql`product_id = ${filter.productId}`);
      if (filter.pageTypeId !== undefined) where.push(sql`page_type_id = ${filter.pageTypeId}`);
      const r = await db.execute<{
        url_path: string;
        product_id: number;
        page_type_id: number;
        blocks: unknown;
        meta_data: unknown;
      }>(sql`select url_path, product_id, page_type_id, blocks, meta_data from ${contentPages}
              where ${sql.join(where, sql` and `)} order by url_path`);
      return r.rows.map((x) => ({
        urlPath: x.url_path,
        productId: x.product_id,
        pageTypeId: x.page_type_id,
        blocks: x.blocks,
        metaData: x.meta_data,
      }));
    },

    /** Whether a content path is published in some language. */
    async published(urlPath: string): Promise<boolean> {
      const r = await db.execute<{ ok: boolean }>(
        sql`select exists(select 1 from ${contentPages} where url_path = ${urlPath} and published) as ok`,
      );
      return r.rows[0]?.ok === true;
    },

    /** Published redirections, by source path. */
    async redirections(skip: number, limit: number) {
      const r = await db.execute<{
        from_path: string;
        to_path: string;
        status_code: number;
        total: number;
      }>(sql`
        select from_path, to_path, status_code, (count(*) over ())::int as total from ${redirections}
         where published order by from_path offset ${skip} limit ${limit}`);
      return {
        total: r.rows[0]?.total ?? 0,
        rows: r.rows.map((x) => ({ fromPath: x.from_path, toPath: x.to_path, statusCode: x.status_code })),
      };
    },

    /**
     * Counts a view of `urlPath` once per visit: the visit must be the device's; the first view inserts the
     * (visit, page) row and adds one to the page's count in the same statement, a repeat changes nothing.
     * Undefined when the visit is not the device's.
     */
    async countView(
      deviceUuid: string,
      visitId: number,
      urlPath: string,
    ): Promise<{ counted: boolean; views: number } | undefined> {
      const r = await db.execute<{ visit_ok: boolean; counted: boolean; views: number | null }>(sql`
        with v as (
          select vi.id from ${visits} vi join ${devices} d on d.id = vi.device_id
           where vi.id = ${visitId} and d.device_uuid = ${deviceUuid}
        ), ins as (
          insert into ${pageViewVisits} (visit_id, url_path) select v.id, ${urlPath} from v
          on conflict do nothing returning visit_id
        ), up as (
          insert into ${pageViewCounts} (url_path, views) select ${urlPath}, 1 from ins
          on conflict (url_path) do update set views = ${pageViewCounts.views} + 1, updated_at = now()
          returning views
        )
        select exists(select 1 from v) as visit_ok, exists(select 1 from ins) as counted,
               coalesce((select views from up), (select views from ${pageViewCounts} where url_path = ${urlPath}), 0)::int as views`);
      const row = r.rows[0];
      if (!row?.visit_ok) return undefined;
      return { counted: row.counted, views: row.views ?? 0 };
    },

    /**
     * Deletes the once-per-visit rows older than `days` in batches (decision 0107); the counts stay. A visit that
     * old has ended, so a row's only use (not counting a reload twice) is gone with it.
     */
    async purgeViewVisits(days: number): Promise<number> {
      let total = 0;
      for (;;) {
        const r = await db.execute(sql`
          delete from ${pageViewVisits} where ctid in (
            select ctid from ${pageViewVisits}
             where viewed_at < now() - make_interval(days => ${days}) limit ${VIEW_PURGE_BATCH})`);
        const n = r.rowCount ?? 0;
        total += n;
        if (n < VIEW_PURGE_BATCH) return total;
      }
    },
  };
}

const VIEW_PURGE_BATCH = 5000;

export type CmsRepo = ReturnType<typeof cmsRepo>;
