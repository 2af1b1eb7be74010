import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { plans } from '../../../db/schema';
import { consoleAuditLog } from '../../../db/schema-console';
import { consoleCatalogueDrafts } from '../../../db/schema-console-catalogue';
import type { TPlanDetail, TPlanSummary } from '../../../shared/contracts/console-catalogue';
import type { TPlan } from '../../../shared/contracts/quotes';
import type { Audit } from '../console/audit';

/** The drafts table's kind of a plan (decision 0125). */
const KIND = 'plan';
const PUBLISHED = 'catalogue.plan.published';
const RESTORED = 'catalogue.plan.restored';

const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();
const nameOf = (doc: unknown) => {
  const n = ((doc ?? {}) as { planName?: { en?: unknown; ar?: unknown } }).planName ?? {};
  const en = typeof n.en === 'string' ? n.en : '';
  return { en, ar: typeof n.ar === 'string' ? n.ar : en };
};

type Row = {
  id: number;
  productId: number;
  providerId: number;
  slug: string;
  document: unknown;
  isHidden: boolean;
  sponsored: boolean;
  editedAt: unknown;
  hasDraft: boolean;
};
const summaryOf = (r: Row): TPlanSummary => ({
  id: r.id,
  productId: r.productId,
  providerId: r.providerId,
  slug: r.slug,
  name: nameOf(r.document),
  isHidden: r.isHidden,
  sponsored: r.sponsored,
  editedAt: r.editedAt === null ? null : iso(r.editedAt),
  hasDraft: r.hasDraft,
});
const ROWS = (where: ReturnType<typeof sql>) => sql`
  select p.id, p.product_id as "productId", p.provider_id as "providerId", p.slug, p.document,
         p.is_hidden as "isHidden", p.sponsored, p.edited_at as "editedAt",
         exists (select 1 from ${consoleCatalogueDrafts} d where d.kind = ${KIND} and d.item_id = p.id::text)
           as "hasDraft"
    from ${plans} p where ${where} order by p.product_id, p.provider_id, p.id`;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const publications = async (db: Db | Tx, id: number) =>
  (
    await db.execute<{ auditId: number; action: string; at: unknown; details: Record<string, unknown> }>(
      sql`select id::int as "auditId", action, at, details from ${consoleAuditLog}
           where target = ${`plan:${id}`} and action in (${PUBLISHED}, ${RESTORED}) order by id desc`,
    )
  ).rows;

export type PlanPublishOutcome = { ok: true; version: number } | { ok: false; newest: number };

/** Plans and their drafts in the database; every publication kept in the audit log (decision 0125). */
export function planStore(db: Db, now: () => Date, audit: Audit) {
  return {
    async list(productId: number | undefined): Promise<TPlanSummary[]> {
      const r = await db.execute<Row>(
        ROWS(productId === undefined ? sql`true` : sql`p.product_id = ${productId}`),
      );
      return r.rows.map(summaryOf);
    },

    async detail(id: number): Promise<TPlanDetail | undefined> {
      const row = (await db.execute<Row>(ROWS(sql`p.id = ${id}`))).rows[0];
      if (!row) return undefined;
      const history = await publications(db, id);
      const d = (
        await db.execute<{ data: unknown; baseVersion: number; updatedAt: unknown }>(
          sql`select data, base_version as "baseVersion", updated_at as "updatedAt" from ${consoleCatalogueDrafts}
               where kind = ${KIND} and item_id = ${String(id)}`,
        )
      ).rows[0];
      return {
        ...summaryOf(row),
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
    },

    /** The document one publication wrote ('after') or replaced ('before'). */
    async published(id: number, auditId: number, side: 'before' | 'after'): Promise<unknown> {
      const h = (await publications(db, id)).find((p) => p.auditId === auditId);
      const text = h?.details[side];
      return typeof text === 'string' ? (JSON.parse(text) as unknown) : undefined;
    },

    async saveDraft(id: number, data: unknown, baseVersion: number, staffId: number): Promise<Date> {
      const at = now();
      await db
        .insert(consoleCatalogueDrafts)
        .values({ kind: KIND, itemId: String(id), data, baseVersion, staffId, updatedAt: at })
        .onConflictDoUpdate({
          target: [consoleCatalogueDrafts.kind, consoleCatalogueDrafts.itemId],
          set: { data, baseVersion, staffId, updatedAt: at },
        });
      return at;
    },

    /**
     * Writes the document (and its sponsored and hidden flags) and marks the row edited, so the seed leaves it;
     * the audit entry (in the same transaction) keeps the documents before and after, which history and restore
     * read. Refused when another publication came since `baseVersion`.
     */
    async publish(
      id: number,
      plan: TPlan,
      baseVersion: number,
      entry: { staffId: number; fromHash: string; restoredFrom?: number },
    ): Promise<PlanPublishOutcome> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`plan:${id}`}))`);
        const newest = (await publications(tx, id)).length + 1;
        if (newest !== baseVersion) return { ok: false as const, newest };
        const before = await tx.execute<{ document: unknown }>(
          sql`select document from ${plans} where id = ${id}`,
        );
        const at = now();
        await tx.execute(
          sql`update ${plans} set document = ${JSON.stringify(plan)}::jsonb, sponsored = ${plan.sponsored},
                 is_hidden = ${plan.isHidden}, edited_at = ${at.toISOString()}, updated_at = ${at.toISOString()}
               where id = ${id}`,
        );
        await tx.execute(
          sql`delete from ${consoleCatalogueDrafts} where kind = ${KIND} and item_id = ${String(id)}`,
        );
        await audit(
          {
            staffId: entry.staffId,
            action: entry.restoredFrom ? RESTORED : PUBLISHED,
            target: `plan:${id}`,
            fromHash: entry.fromHash,
            details: {
              version: newest + 1,
              before: JSON.stringify(before.rows[0]?.document ?? null),
              after: JSON.stringify(plan),
              ...(entry.restoredFrom ? { restoredFrom: entry.restoredFrom } : {}),
            },
          },
          tx,
        );
        return { ok: true as const, version: newest + 1 };
      });
    },
  };
}

export type PlanStore = ReturnType<typeof planStore>;
