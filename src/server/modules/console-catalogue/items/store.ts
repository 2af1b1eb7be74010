import { sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { consoleAuditLog, consoleStaff } from '../../../../db/schema-console';
import { consoleCatalogueDrafts } from '../../../../db/schema-console-catalogue';
import type {
  TCatalogueItemDetail,
  TCatalogueItemPublication,
  TCatalogueItemSummary,
} from '../../../../shared/contracts/console-catalogue-items';
import type { Audit } from '../../console/audit';
import type { CatalogueKind, ItemRow, Tx } from './kind';

const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();

type Publication = { auditId: number; action: string; at: unknown; details: Record<string, unknown> };

/** Who made a change and from where (the audit entry's fields). */
export type ItemActor = { staffId: number; fromHash: string };

export type ItemPublishOutcome = { ok: true; version: number } | { ok: false; newest: number };

/**
 * One kind's items, drafts and publications (decision 0127). An item has no versions table: its history is the audit
 * log (`catalogue.<draftKind>.published` / `.restored`, target `<draftKind>:<id>`, the documents before and after as
 * JSON text, written in the publication's transaction), and its version is 1 + those entries.
 */
export function catalogueItemStore<T>(db: Db, now: () => Date, audit: Audit, kind: CatalogueKind<T>) {
  const K = kind.draftKind;
  const PUBLISHED = `catalogue.${K}.published`;
  const RESTORED = `catalogue.${K}.restored`;
  const target = (id: number) => `${K}:${id}`;
  const publications = async (q: Db | Tx, id: number): Promise<Publication[]> =>
    (
      await q.execute<Publication>(
        sql`select id::int as "auditId", action, at, details from ${consoleAuditLog}
             where target = ${target(id)} and action in (${PUBLISHED}, ${RESTORED}) order by id desc`,
      )
    ).rows;
  const drafted = async (): Promise<Set<string>> =>
    new Set(
      (
        await db.execute<{ itemId: string }>(
          sql`select item_id as "itemId" from ${consoleCatalogueDrafts} where kind = ${K}`,
        )
      ).rows.map((r) => r.itemId),
    );
  const summaryOf = (r: ItemRow, drafts: Set<string>): TCatalogueItemSummary => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    productId: r.productId,
    owner: r.owner,
    flags: r.flags,
    editedAt: r.editedAt === null ? null : iso(r.editedAt),
    hasDraft: drafts.has(String(r.id)),
  });
  const deleteDraft = async (tx: Tx, id: number) =>
    (
      await tx.execute(
        sql`delete from ${consoleCatalogueDrafts} where kind = ${K} and item_id = ${String(id)}`,
      )
    ).rowCount ?? 0;

  return {
    kind,

    async list(productId?: number): Promise<TCatalogueItemSummary[]> {
      const [rows, drafts] = await Promise.all([kind.rows(db), drafted()]);
      return rows
        .filter((r) => productId === undefined || r.productId === productId)
        .map((r) => summaryOf(r, drafts));
    },

    /** The stored row as the kind reads it (identity checks compare against it) and its detail. */
    async open(id: number): Promise<{ row: ItemRow; detail: TCatalogueItemDetail } | undefined> {
      const row = (await kind.rows(db, id))[0];
      if (!row) return undefined;
      const [history, drafts] = await Promise.all([publications(db, id), drafted()]);
      const d = (
        await db.execute<{ data: unknown; baseVersion: number; updatedAt: unknown }>(
          sql`select data, base_version as "baseVersion", updated_at as "updatedAt" from ${consoleCatalogueDrafts}
               where kind = ${K} and item_id = ${String(id)}`,
        )
      ).rows[0];
      const detail: TCatalogueItemDetail = {
        ...summaryOf(row, drafts),
        kind: kind.kind,
        version: history.length + 1,
        data: row.document as Record<string, unknown>,
        draft: d
          ? {
              data: d.data as Record<string, unknown>,
              baseVersion: d.baseVersion,
              updatedAt: iso(d.updatedAt),
            }
          : null,
        history: history.map((h) => ({ auditId: h.auditId, action: h.action, at: iso(h.at) })),
      };
      return { row, detail };
    },

    /** The document one publication wrote ('after') or replaced ('before'); undefined when there is none. */
    async published(id: number, auditId: number, side: 'before' | 'after'): Promise<unknown> {
      const h = (await publications(db, id)).find((p) => p.auditId === auditId);
      const text = h?.details[side];
      return typeof text === 'string' ? (JSON.parse(text) as unknown) : undefined;
    },

    /** One publication of this item with both documents and who made it; undefined when it is not one of its own. */
    async publication(id: number, auditId: number): Promise<TCatalogueItemPublication | undefined> {
      const r = (
        await db.execute<Publication & { staffId: number | null; staffName: string | null }>(
          sql`select a.id::int as "auditId", a.action, a.at, a.details, s.id as "staffId", s.display_name as "staffName"
                from ${consoleAuditLog} a left join ${consoleStaff} s on s.id = a.staff_id
               where a.id = ${auditId} and a.target = ${target(id)} and a.action in (${PUBLISHED}, ${RESTORED})`,
        )
      ).rows[0];
      if (!r) return undefined;
      const doc = (side: 'before' | 'after') => {
        const text = r.details[side];
        const v = typeof text === 'string' ? (JSON.parse(text) as unknown) : null;
        return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
      };
      return {
        auditId: r.auditId,
        action: r.action,
        before: doc('before'),
        after: doc('after') ?? {},
        by: r.staffId === null || r.staffName === null ? null : { id: r.staffId, name: r.staffName },
        at: iso(r.at),
      };
    },

    /** Stores the draft and its audit entry in one transaction. */
    async saveDraft(id: number, data: T, baseVersion: number, by: ItemActor): Promise<Date> {
      const at = now();
      await db.transaction(async (tx) => {
        await tx
          .insert(consoleCatalogueDrafts)
          .values({ kind: K, itemId: String(id), data, baseVersion, staffId: by.staffId, updatedAt: at })
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

    /** Removes the draft (audited in the same transaction); false when there was none. */
    async discardDraft(id: number, by: ItemActor): Promise<boolean> {
      return db.transaction(async (tx) => {
        if ((await deleteDraft(tx, id)) === 0) return false;
        await audit({ ...by, action: 'catalogue.draft.discarded', target: target(id) }, tx);
        return true;
      });
    },

    /**
     * Writes the document (the kind's `write`: the row, its derived columns, `edited_at`), removes the draft and
     * audits the documents before and after, all in one transaction under an advisory lock per item; refused when
     * another publication came since `baseVersion`. An audit entry that cannot be written undoes the publication.
     */
    async publish(
      id: number,
      doc: T,
      baseVersion: number,
      by: ItemActor & { restoredFrom?: number },
    ): Promise<ItemPublishOutcome> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${target(id)}))`);
        const newest = (await publications(tx, id)).length + 1;
        if (newest !== baseVersion) return { ok: false as const, newest };
        const before = (await kind.rows(tx, id))[0]?.document ?? null;
        await kind.write(tx, id, doc, now());
        await deleteDraft(tx, id);
        await audit(
          {
            staffId: by.staffId,
            fromHash: by.fromHash,
            action: by.restoredFrom ? RESTORED : PUBLISHED,
            target: target(id),
            details: {
              version: newest + 1,
              before: JSON.stringify(before),
              after: JSON.stringify(doc),
              ...(by.restoredFrom ? { restoredFrom: by.restoredFrom } : {}),
            },
          },
          tx,
        );
        return { ok: true as const, version: newest + 1 };
      });
    },
  };
}

export type CatalogueItemStore<T = unknown> = ReturnType<typeof catalogueItemStore<T>>;
