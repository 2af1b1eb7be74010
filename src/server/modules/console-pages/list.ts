import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { PageList, PageListQuery } from '../../../shared/contracts/console-pages';
import { LANG_CODES, type LangCode } from '../../../shared/domain/locales';

type PageRow = {
  url_path: string;
  language: string;
  product_id: number;
  page_type_id: number;
  published: boolean;
  title: string | null;
};
type VersionStat = {
  url_path: string;
  language: string;
  version: number;
  from_en_version: number | null;
  missing: number;
  has_draft: boolean;
  published_version: number | null;
};

/**
 * The page list (decision 0122): pages by path with filters, and per language whether it is live, its latest version,
 * a draft, staleness (its English source is older than the latest English version) and missing texts.
 */
export async function listPages(db: Db, q: PageListQuery): Promise<PageList> {
  const like = q.q ? `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const pages = (
    await db.execute<PageRow>(sql`
      select p.url_path, p.language, p.product_id, p.page_type_id, p.published,
             (select t->>'content' from jsonb_array_elements(p.meta_data->'metaTags') t
               where t->>'tag' = 'title' limit 1) as title
      from content_pages p
      where p.url_path in (
        select c.url_path from content_pages c
        where (${q.product ?? null}::int is null or c.product_id = ${q.product ?? null})
          and (${q.pageType ?? null}::int is null or c.page_type_id = ${q.pageType ?? null})
          and (${q.language ?? null}::text is null or c.language = ${q.language ?? null})
          and (${like}::text is null or c.url_path ilike ${like} or (c.language = 'en' and c.meta_data::text ilike ${like})))
      order by p.url_path`)
  ).rows;
  const paths = [...new Set(pages.map((p) => p.url_path))];
  const slice = paths.slice((q.page - 1) * q.limit, q.page * q.limit);
  const stats = slice.length
    ? (
        await db.execute<VersionStat>(sql`
          select distinct on (v.url_path, v.language) v.url_path, v.language, v.version, v.from_en_version,
                 jsonb_array_length(v.missing)::int as missing,
                 exists (select 1 from console_page_versions d where d.url_path = v.url_path
                         and d.language = v.language and d.status = 'draft') as has_draft,
                 (select max(p.version) from console_page_versions p where p.url_path = v.url_path
                         and p.language = v.language and p.status = 'published') as published_version
          from console_page_versions v
          where v.url_path in ${sql`(${sql.join(
            slice.map((p) => sql`${p}`),
            sql`, `,
          )})`}
          order by v.url_path, v.language, v.version desc`)
      ).rows
    : [];
  const rows = slice.map((path) => {
    const own = pages.filter((p) => p.url_path === path);
    const en = own.find((p) => p.language === 'en') ?? own[0]!;
    const enVersion = stats.find((s) => s.url_path === path && s.language === 'en')?.version ?? 0;
    return {
      path,
      productId: en.product_id,
      pageTypeId: en.page_type_id,
      title: en.title ?? path,
      languages: LANG_CODES.map((language: LangCode) => {
        const row = own.find((p) => p.language === language);
        const s = stats.find((x) => x.url_path === path && x.language === language);
        return {
          language,
          published: row?.published ?? false,
          publishedVersion: row?.published ? (s?.published_version ?? null) : null,
          latestVersion: s?.version ?? 0,
          hasDraft: s?.has_draft ?? false,
          stale: language !== 'en' && !!s && s.from_en_version !== null && s.from_en_version < enVersion,
          missingTexts: s?.missing ?? 0,
        };
      }),
    };
  });
  return { rows, total: paths.length, page: q.page, limit: q.limit };
}
