import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contentPages } from '../../../db/schema';
import { consoleStaff } from '../../../db/schema-console';
import { consolePageVersions as v } from '../../../db/schema-console-pages';
import type { PageVersionStatus } from '../../../shared/contracts/console-pages';
import type { Tx } from '../console/audit';
import type { Doc } from './texts';

/** Writes a change's audit row inside the change's transaction. */
type RecordChange = (tx: Tx) => Promise<void>;

export type VersionRow = {
  version: number;
  language: string;
  productId: number;
  pageTypeId: number;
  metaData: Doc['metaData'];
  blocks: Doc['blocks'];
  missing: string[];
  status: PageVersionStatus;
  fromEnVersion: number | null;
  origin: string;
  by: { id: number; name: string } | null;
  at: Date;
  publishedAt: Date | null;
};

const cols = {
  version: v.version,
  language: v.language,
  productId: v.productId,
  pageTypeId: v.pageTypeId,
  metaData: v.metaData,
  blocks: v.blocks,
  missing: v.missing,
  status: v.status,
  fromEnVersion: v.fromEnVersion,
  origin: v.origin,
  staffId: v.staffId,
  staffName: consoleStaff.displayName,
  at: v.createdAt,
  publishedAt: v.publishedAt,
};

type Raw = { [K in keyof typeof cols]: unknown };
const toRow = (r: Raw): VersionRow => ({
  version: r.version as number,
  language: r.language as string,
  productId: r.productId as number,
  pageTypeId: r.pageTypeId as number,
  metaData: r.metaData as Doc['metaData'],
  blocks: r.blocks as Doc['blocks'],
  missing: r.missing as string[],
  status: r.status as PageVersionStatus,
  fromEnVersion: r.fromEnVersion as number | null,
  origin: r.origin as string,
  by: r.staffId === null ? null : { id: r.staffId as number, name: (r.staffName as string | null) ?? '' },
  at: r.at as Date,
  publishedAt: r.publishedAt as Date | null,
});

export type NewVersion = Omit<VersionRow, 'by' | 'at' | 'publishedAt'> & { staffId: number | null; at: Date };

/** The page editor's reads and writes (decision 0122). */
export function pagesRepo(db: Db) {
  const select = () => db.select(cols).from(v).leftJoin(consoleStaff, eq(consoleStaff.id, v.staffId));
  return {
    /** The live rows of a page (one per language), published or not. */
    async rows(path: string) {
      return db.select().from(contentPages).where(eq(contentPages.urlPath, path));
    },

    /** Every version of a page, newest first per language. */
    async versions(path: string, language?: string): Promise<VersionRow[]> {
      const where = language ? and(eq(v.urlPath, path), eq(v.language, language)) : eq(v.urlPath, path);
      return (await select().where(where).orderBy(asc(v.language), desc(v.version))).map(toRow);
    },

    async version(path: string, language: string, version: number): Promise<VersionRow | undefined> {
      const [r] = await select().where(
        and(eq(v.urlPath, path), eq(v.language, language), eq(v.version, version)),
      );
      return r ? toRow(r) : undefined;
    },

    async latest(path: string, language: string): Promise<VersionRow | undefined> {
      const [r] = await select()
        .where(and(eq(v.urlPath, path), eq(v.language, language)))
        .orderBy(desc(v.version))
        .limit(1);
      return r ? toRow(r) : undefined;
    },

    /**
     * Version 1 of each language from its live row, the first time the console touches a page (origin 'seed');
     * a no-op once the page has versions.
     */
    async ensureBaseline(path: string, now: Date): Promise<void> {
      await db.execute(sql`
        insert into console_page_versions
          (url_path, language, version, product_id, page_type_id, meta_data, blocks, missing, status,
           from_en_version, origin, staff_id, created_at, published_at)
        select p.url_path, p.language, 1, p.product_id, p.page_type_id, p.meta_data, p.blocks, '[]'::jsonb,
               case when p.published then 'published' else 'draft' end,
               case when p.language = 'en' then null else 1 end, 'seed', null, ${now},
               case when p.published then ${now}::timestamptz else null end
        from content_pages p
        where p.url_path = ${path}
          and not exists (select 1 from console_page_versions x where x.url_path = p.url_path and x.language = p.language)
        on conflict do nothing`);
    },

    /** Inserts version n+1; false when another writer took that number first (the unique index). */
    async insert(path: string, row: NewVersion): Promise<boolean> {
      const inserted = await db
        .insert(v)
        .values({
          urlPath: path,
          language: row.language,
          version: row.version,
          productId: row.productId,
          pageTypeId: row.pageTypeId,
          metaData: row.metaData,
          blocks: row.blocks,
          missing: row.missing,
          status: row.status,
          fromEnVersion: row.fromEnVersion,
          origin: row.origin,
          staffId: row.staffId,
          createdAt: row.at,
        })
        .onConflictDoNothing()
        .returning({ id: v.id });
      return inserted.length === 1;
    },

    /**
     * Makes a version live in one transaction: it becomes 'published', the language's older published and draft
     * versions 'superseded', and content_pages gets its document with edited_at (the seed leaves it from now on).
     * The table's trigger gives the page's cache tags new versions. `record` writes the audit row in the same
     * transaction: the page goes live with its row or not at all.
     */
    async publish(path: string, row: VersionRow, now: Date, record: RecordChange): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(v)
          .set({ status: 'superseded' })
          .where(
            and(
              eq(v.urlPath, path),
              eq(v.language, row.language),
              sql`${v.status} in ('published','draft')`,
              sql`${v.version} <> ${row.version}`,
              sql`(${v.status} = 'published' or ${v.version} < ${row.version})`,
            ),
          );
        await tx
          .update(v)
          .set({ status: 'published', publishedAt: now })
          .where(and(eq(v.urlPath, path), eq(v.language, row.language), eq(v.version, row.version)));
        const values = {
          productId: row.productId,
          pageTypeId: row.pageTypeId,
          metaData: row.metaData,
          blocks: row.blocks,
          published: true,
          editedAt: now,
        };
        await tx
          .insert(contentPages)
          .values({ urlPath: path, language: row.language, ...values })
          .onConflictDoUpdate({
            target: [contentPages.urlPath, contentPages.language],
            set: { ...values, updatedAt: sql`now()` },
          });
        await record(tx);
      });
    },

    /** The language's page answers 404 to visitors; its published version becomes 'superseded'. */
    async unpublish(path: string, language: string, now: Date, record: RecordChange): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx
          .update(v)
          .set({ status: 'superseded' })
          .where(and(eq(v.urlPath, path), eq(v.language, language), eq(v.status, 'published')));
        const done = await tx
          .update(contentPages)
          .set({ published: false, editedAt: now, updatedAt: sql`now()` })
          .where(and(eq(contentPages.urlPath, path), eq(contentPages.language, language)))
          .returning({ id: contentPages.id });
        if (done.length > 0) await record(tx);
        return done.length > 0;
      });
    },
  };
}

export type PagesRepo = ReturnType<typeof pagesRepo>;
