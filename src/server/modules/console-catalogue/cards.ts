import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bankingLookups, creditCards } from '../../../db/schema';
import { consoleAuditLog } from '../../../db/schema-console';
import { consoleCatalogueDrafts } from '../../../db/schema-console-catalogue';
import type { TCardDetail, TCardSummary } from '../../../shared/contracts/console-catalogue';
import type { TCreditCard } from '../../../shared/contracts/banking';
import type { Audit } from '../console/audit';

/** The drafts table's kind of a credit card (decision 0125). */
const KIND = 'card';
const PUBLISHED = 'catalogue.card.published';
const RESTORED = 'catalogue.card.restored';

const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();
const nameOf = (doc: unknown) => {
  const n = ((doc ?? {}) as { name?: { en?: unknown; ar?: unknown } }).name ?? {};
  const en = typeof n.en === 'string' ? n.en : '';
  return { en, ar: typeof n.ar === 'string' ? n.ar : en };
};

type Row = {
  id: number;
  bankId: number;
  slug: string;
  data: unknown;
  isHidden: boolean;
  editedAt: unknown;
  hasDraft: boolean;
};
const summaryOf = (r: Row): TCardSummary => ({
  id: r.id,
  bankId: r.bankId,
  slug: r.slug,
  name: nameOf(r.data),
  isHidden: r.isHidden,
  editedAt: r.editedAt === null ? null : iso(r.editedAt),
  hasDraft: r.hasDraft,
});
const ROWS = (where: ReturnType<typeof sql>) => sql`
  select c.id, c.bank_id as "bankId", c.slug, c.data, c.is_hidden as "isHidden", c.edited_at as "editedAt",
         exists (select 1 from ${consoleCatalogueDrafts} d where d.kind = ${KIND} and d.item_id = c.id::text)
           as "hasDraft"
    from ${creditCards} c where ${where} order by c.bank_id, c.id`;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const publications = async (db: Db | Tx, id: number) =>
  (
    await db.execute<{ auditId: number; action: string; at: unknown; details: Record<string, unknown> }>(
      sql`select id::int as "auditId", action, at, details from ${consoleAuditLog}
           where target = ${`card:${id}`} and action in (${PUBLISHED}, ${RESTORED}) order by id desc`,
    )
  ).rows;

export type CardPublishOutcome = { ok: true; version: number } | { ok: false; newest: number };

/** Credit cards and their drafts; every publication kept in the audit log (decision 0125, as plans). */
export function cardStore(db: Db, now: () => Date, audit: Audit) {
  return {
    async list(): Promise<TCardSummary[]> {
      return (await db.execute<Row>(ROWS(sql`true`))).rows.map(summaryOf);
    },

    async detail(id: number): Promise<TCardDetail | undefined> {
      const row = (await db.execute<Row>(ROWS(sql`c.id = ${id}`))).rows[0];
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
        data: row.data as Record<string, unknown>,
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
     * Writes the document and the columns the listing filters on (reward type and features as their lookup ids),
     * marks the row edited so the seed leaves it, and audits the documents before and after in the same
     * transaction. Refused when another publication came since `baseVersion`.
     */
    async publish(
      id: number,
      card: TCreditCard,
      baseVersion: number,
      entry: { staffId: number; fromHash: string; restoredFrom?: number },
    ): Promise<CardPublishOutcome> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`card:${id}`}))`);
        const newest = (await publications(tx, id)).length + 1;
        if (newest !== baseVersion) return { ok: false as const, newest };
        const before = await tx.execute<{ data: unknown }>(
          sql`select data from ${creditCards} where id = ${id}`,
        );
        const at = now().toISOString();
        const features = `{${card.features.join(',')}}`;
        await tx.execute(
          sql`update ${creditCards} set data = ${JSON.stringify(card)}::jsonb,
                 reward_type_id = (select id from ${bankingLookups} where kind = 'rewardType' and key = ${card.rewardType}),
                 feature_ids = array(select id from ${bankingLookups} where kind = 'cardFeature'
                                       and key = any(${features}::text[])
                                     order by array_position(${features}::text[], key::text)),
                 annual_fee_fils = ${card.annualFeeFils}, first_year_free = ${card.firstYearFree},
                 min_income_fils = ${card.minMonthlyIncomeFils}, monthly_rate_bp = ${card.monthlyRateBp},
                 priority = ${card.priority}, is_popular = ${card.isPopular}, is_hidden = ${card.isHidden},
                 edited_at = ${at}, updated_at = ${at}
               where id = ${id}`,
        );
        await tx.execute(
          sql`delete from ${consoleCatalogueDrafts} where kind = ${KIND} and item_id = ${String(id)}`,
        );
        await audit(
          {
            staffId: entry.staffId,
            action: entry.restoredFrom ? RESTORED : PUBLISHED,
            target: `card:${id}`,
            fromHash: entry.fromHash,
            details: {
              version: newest + 1,
              before: JSON.stringify(before.rows[0]?.data ?? null),
              after: JSON.stringify(card),
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

export type CardStore = ReturnType<typeof cardStore>;
