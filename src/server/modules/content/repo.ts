import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contentPages, redirections, siteChrome } from '../../../db/schema';

export type PageRow = typeof contentPages.$inferSelect;

export type PageBundle = {
  /** Published rows of the path in every language; metaData and blocks only for the requested one. */
  pages: {
    language: string;
    productId: number;
    pageTypeId: number;
    metaData: unknown;
    blocks: unknown;
    updatedAt: Date;
    /**
     * Row version (`xmin`: every insert or update of the row, by any writer, gives it a new one). With it metaData
     * and blocks are PostgreSQL's JSON text, which the service parses only for a version it has not seen (decision 0026
     * decisions 0026 and 0032).
     */
    version?: string;
  }[];
  redirect: { toPath: string; statusCode: number } | undefined;
  /** Chrome data per language: parsed, or JSON text when `chromeVersions` has the row's version (xmin). */
  chrome: Map<string, unknown>;
  chromeVersions?: Map<string, string>;
};

/**
 * Row versions (xmin) the caller holds parsed: a row still at that version comes without its JSON text (metaData and
 * blocks, or the chrome's data, are null), so an unchanged page costs no transfer or decoding of its document.
 */
export type KnownVersions = { page?: string | undefined; chrome?: Record<string, string> };

export function contentRepo(db: Db) {
  return {
    /** Everything a page render needs in one round trip: page languages, a stored redirection, chrome. */
    async pageBundle(
      urlPath: string,
      language: string,
      publicPath: string,
      chromeLanguages: string[],
      known: KnownVersions = {},
    ): Promise<PageBundle> {
      const result = await db.execute<{
        kind: 'page' | 'redirect' | 'chrome';
        language: string | null;
        product_id: number | null;
        page_type_id: number | null;
        meta_data: unknown;
        blocks: unknown;
        updated_at: string | Date | null;
        to_path: string | null;
        status_code: number | null;
        version: string | null;
      }>(sql`
        select 'page' as kind, language, product_id, page_type_id,
               case when language = ${language} and xmin::text is distinct from ${known.page ?? null}::text
                    then meta_data::text end as meta_data,
               case when language = ${language} and xmin::text is distinct from ${known.page ?? null}::text
                    then blocks::text end as blocks,
               updated_at, null::text as to_path, null::int as status_code, xmin::text as version
          from ${contentPages} where url_path = ${urlPath} and published
        union all
        select 'redirect', null, null, null, null, null, null, to_path, status_code, null
          from ${redirections} where from_path = ${publicPath} and published
        union all
        select 'chrome', language, null, null,
               case when xmin::text is distinct from (${JSON.stringify(known.chrome ?? {})}::jsonb ->> language)
                    then data::text end,
               null, null, null, null, xmin::text
          from ${siteChrome} where language in (${sql.join(
            chromeLanguages.map((l) => sql`${l}`),
            sql`, `,
          )})`);
      const bundle: PageBundle = {
        pages: [],
        redirect: undefined,
        chrome: new Map(),
        chromeVersions: new Map(),
      };
      for (const r of result.rows) {
        if (r.kind === 'page' && r.language) {
          bundle.pages.push({
            language: r.language,
            productId: r.product_id ?? 0,
            pageTypeId: r.page_type_id ?? 0,
            // JSON text (null for the other languages' rows): parsed by the service only for a new version.
            metaData: r.meta_data,
            blocks: r.blocks,
            updatedAt: new Date(r.updated_at ?? 0),
            ...(r.version ? { version: r.version } : {}),
          });
        } else if (r.kind === 'redirect' && r.to_path) {
          bundle.redirect = { toPath: r.to_path, statusCode: r.status_code ?? 301 };
        } else if (r.kind === 'chrome' && r.language) {
          bundle.chrome.set(r.language, r.meta_data);
          if (r.version) bundle.chromeVersions?.set(r.language, r.version);
        }
      }
      return bundle;
    },
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
    /** Header, menu and footer data of the given languages (GET /api/home/headerlogo). */
    async chrome(languages: string[]): Promise<Map<string, unknown>> {
      const rows = await db
        .select({ language: siteChrome.language, data: siteChrome.data })
        .from(siteChrome)
        .where(inArray(siteChrome.language, languages));
      return new Map(rows.map((r) => [r.language, r.data]));
    },
    /** Languages in which a path is published (feeds hreflang and the language dropdown). */
    async publishedLanguages(urlPath: string): Promise<string[]> {
      const rows = await db
        .select({ language: contentPages.language })
        .from(contentPages)
        .where(and(eq(contentPages.urlPath, urlPath), eq(contentPages.published, true)));
      return rows.map((r) => r.language);
    },
  };
}

export type ContentRepo = ReturnType<typeof contentRepo>;
