import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { insurers, rateTables } from '../../../db/schema';
import { consoleCatalogueDrafts } from '../../../db/schema-console-catalogue';
import type {
  TRateTableDetail,
  TRateTableSummary,
  TRateTableVersion,
} from '../../../shared/contracts/console-catalogue';
import type { Audit, AuditEntry } from '../console/audit';

/** The drafts table's kind of a rate table (the table is keyed by kind and item id for the other catalogue items). */
const KIND = 'rateTable';

type Names = { en: string; ar: string };
const namesOf = (v: unknown): Names => {
  const n = (v ?? {}) as Partial<Record<string, unknown>>;
  const en = typeof n.en === 'string' ? n.en : '';
  return { en, ar: typeof n.ar === 'string' ? n.ar : en };
};
const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();

type SummaryRow = {
  id: string;
  productId: number;
  providerId: number;
  insurerName: unknown;
  version: number;
  versions: number;
  updatedAt: unknown;
  hasDraft: boolean;
};

const summaryOf = (r: SummaryRow): TRateTableSummary => ({
  id: r.id,
  productId: r.productId,
  providerId: r.providerId,
  insurer: namesOf(r.insurerName),
  version: r.version,
  versions: r.versions,
  updatedAt: iso(r.updatedAt),
  hasDraft: r.hasDraft,
});

/** One row per table: its newest version, how many versions, its insurer's name, whether a draft waits. */
const SUMMARY = (where: ReturnType<typeof sql>) => sql`
  select t.id, t.product_id as "productId", t.provider_id as "providerId", i.data->'name' as "insurerName",
         t.version, v.n as versions, t.updated_at as "updatedAt",
         exists (select 1 from ${consoleCatalogueDrafts} d where d.kind = ${KIND} and d.item_id = t.id) as "hasDraft"
    from (select distinct on (id) * from ${rateTables} order by id, version desc) t
    join (select id, count(*)::int as n from ${rateTables} group by id) v on v.id = t.id
    join ${insurers} i on i.id = t.provider_id
   where ${where}
   order by t.product_id, i.id, t.id`;

export type PublishOutcome = { ok: true; version: number } | { ok: false; newest: number };

/** Who made a change and from where (the audit entry's fields). */
type Actor = { staffId: number; fromHash: string };

/** The rate tables and their drafts in the database (decision 0125); each change audited in its own transaction. */
export function rateTableStore(db: Db, now: () => Date, audit: Audit) {
  const target = (id: string) => `rate-table:${id}`;
  return {
    async list(productId: number | undefined): Promise<TRateTableSummary[]> {
      const where = productId === undefined ? sql`true` : sql`t.product_id = ${productId}`;
      const r = await db.execute<SummaryRow>(SUMMARY(where));
      return r.rows.map(summaryOf);
    },

    async detail(id: string): Promise<TRateTableDetail | undefined> {
      const r = await db.execute<SummaryRow>(SUMMARY(sql`t.id = ${id}`));
      const row = r.rows[0];
      if (!row) return undefined;
      const versions = await db.execute<{ version: number; updatedAt: unknown; data: unknown }>(
        sql`select version, updated_at as "updatedAt", data from ${rateTables} where id = ${id}
            order by version desc`,
      );
      const drafts = await db.execute<{ data: unknown; baseVersion: number; updatedAt: unknown }>(
        sql`select data, base_version as "baseVersion", updated_at as "updatedAt" from ${consoleCatalogueDrafts}
            where kind = ${KIND} and item_id = ${id}`,
      );
      const d = drafts.rows[0];
      return {
        ...summaryOf(row),
        data: versions.rows[0]!.data as Record<string, unknown>,
        draft: d
          ? {
              data: d.data as Record<string, unknown>,
              baseVersion: d.baseVersion,
              updatedAt: iso(d.updatedAt),
            }
          : null,
        history: versions.rows.map((v) => ({ version: v.version, updatedAt: iso(v.updatedAt) })),
      };
    },

    /** One version's document (a restore publishes it again). */
    async version(id: string, version: number): Promise<Record<string, unknown> | undefined> {
      const r = await db.execute<{ data: Record<string, unknown> }>(
        sql`select data from ${rateTables} where id = ${id} and version = ${version}`,
      );
      return r.rows[0]?.data;
    },

    /** One version with the version before it; undefined when the table has no such version. */
    async versionPair(id: string, version: number): Promise<TRateTableVersion | undefined> {
      const r = await db.execute<{ version: number; updatedAt: unknown; data: Record<string, unknown> }>(
        sql`select version, updated_at as "updatedAt", data from ${rateTables}
             where id = ${id} and version <= ${version} order by version desc limit 2`,
      );
      const [v, prev] = r.rows;
      if (!v || v.version !== version) return undefined;
      return {
        version: v.version,
        updatedAt: iso(v.updatedAt),
        data: v.data,
        previous: prev ? { version: prev.version, data: prev.data } : null,
      };
    },

    async saveDraft(id: string, data: unknown, baseVersion: number, by: Actor): Promise<Date> {
      const at = now();
      await db.transaction(async (tx) => {
        await tx
          .insert(consoleCatalogueDrafts)
          .values({ kind: KIND, itemId: id, data, baseVersion, staffId: by.staffId, updatedAt: at })
          .onConflictDoUpdate({
            target: [consoleCatalogueDrafts.kind, consoleCatalogueDrafts.itemId],
            set: { data, baseVersion, staffId: by.staffId, updatedAt: at },
          });
        await audit(
          { ...by, action: 'catalogue.draft.saved', target: target(id), details: { baseVersion } },
          tx,
        );
      });
      return at;
    },

    async discardDraft(id: string, by: Actor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const r = await tx.execute(
          sql`delete from ${consoleCatalogueDrafts} where kind = ${KIND} and item_id = ${id}`,
        );
        if ((r.rowCount ?? 0) === 0) return false;
        await audit({ ...by, action: 'catalogue.draft.discarded', target: target(id) }, tx);
        return true;
      });
    },

    /**
     * Inserts version base + 1 with `data` (whose `version` is set to it) and removes the draft, in one
     * transaction; refused when base is not the newest version (another admin published meanwhile; the primary
     * key refuses the same race between the check and the insert). A version once written is never changed:
     * a certificate names the version it was priced with. The audit entry (`entry`, with the new version added to its
     * details) is written in the same transaction.
     */
    async publish(
      table: { id: string; productId: number; providerId: number },
      data: Record<string, unknown>,
      baseVersion: number,
      entry: Omit<AuditEntry, 'target'> & { details: Record<string, number> },
    ): Promise<PublishOutcome> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${target(table.id)}))`);
        const r = await tx.execute<{ newest: number }>(
          sql`select max(version)::int as newest from ${rateTables} where id = ${table.id}`,
        );
        const newest = r.rows[0]?.newest ?? 0;
        if (newest !== baseVersion) return { ok: false as const, newest };
        const version = newest + 1;
        await tx.insert(rateTables).values({
          id: table.id,
          version,
          providerId: table.providerId,
          productId: table.productId,
          data: { ...data, version },
          updatedAt: now(),
        });
        await tx.execute(
          sql`delete from ${consoleCatalogueDrafts} where kind = ${KIND} and item_id = ${table.id}`,
        );
        await audit({ ...entry, target: target(table.id), details: { ...entry.details, version } }, tx);
        return { ok: true as const, version };
      });
    },
  };
}

export type RateTableStore = ReturnType<typeof rateTableStore>;
