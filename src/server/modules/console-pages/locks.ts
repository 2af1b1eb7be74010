import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { consoleStaff } from '../../../db/schema-console';
import { consolePageLocks as l, consolePageSchedules as s } from '../../../db/schema-console-pages';
import { PAGE_LOCK_TTL_S, type PageLock, type PageSchedule } from '../../../shared/contracts/console-pages';
import type { LangCode } from '../../../shared/domain/locales';
import type { Tx } from '../console/audit';

/**
 * The soft edit lock (decision 0122): one holder per page, lapsing PAGE_LOCK_TTL_S after the last heartbeat. It tells
 * other editors who is working; saving is guarded by versions, not by the lock.
 */
export function pageLocks(db: Db, now: () => Date) {
  const holder = async (path: string, me: number): Promise<PageLock | null> => {
    const [r] = await db
      .select({ staffId: l.staffId, name: consoleStaff.displayName, since: l.since, expiresAt: l.expiresAt })
      .from(l)
      .innerJoin(consoleStaff, eq(consoleStaff.id, l.staffId))
      .where(and(eq(l.urlPath, path), sql`${l.expiresAt} > ${now()}`));
    if (!r) return null;
    return {
      by: { id: r.staffId, name: r.name },
      since: r.since.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      mine: r.staffId === me,
    };
  };
  return {
    holder,
    /** Takes the lock, or moves its expiry on for its holder; the current holder when someone else has it. */
    async take(path: string, me: number): Promise<{ ok: boolean; lock: PageLock | null }> {
      const at = now();
      const expiresAt = new Date(at.getTime() + PAGE_LOCK_TTL_S * 1000);
      const taken = await db
        .insert(l)
        .values({ urlPath: path, staffId: me, since: at, expiresAt })
        .onConflictDoUpdate({
          target: l.urlPath,
          set: {
            staffId: me,
            since: sql`case when ${l.staffId} = ${me} then ${l.since} else ${at} end`,
            expiresAt,
          },
          setWhere: sql`${l.staffId} = ${me} or ${l.expiresAt} <= ${at}`,
        })
        .returning({ urlPath: l.urlPath });
      return { ok: taken.length === 1, lock: await holder(path, me) };
    },
    async release(path: string, me: number): Promise<void> {
      await db.delete(l).where(and(eq(l.urlPath, path), eq(l.staffId, me)));
    },
  };
}

export type ScheduleRow = typeof s.$inferSelect;

const toSchedule = (r: ScheduleRow & { name: string | null }): PageSchedule => ({
  id: r.id,
  language: r.language as LangCode,
  action: r.action as PageSchedule['action'],
  version: r.version,
  runAt: r.runAt.toISOString(),
  doneAt: r.doneAt ? r.doneAt.toISOString() : null,
  result: r.result,
  by: r.staffId === null ? null : { id: r.staffId, name: r.name ?? '' },
});

type RecordChange = (tx: Tx, row: ScheduleRow) => Promise<void>;

/** Publish and unpublish at a time; each row is claimed once (UPDATE … WHERE done_at IS NULL RETURNING). */
export function pageSchedules(db: Db) {
  const select = () =>
    db
      .select({ row: s, name: consoleStaff.displayName })
      .from(s)
      .leftJoin(consoleStaff, eq(consoleStaff.id, s.staffId));
  return {
    async list(path: string): Promise<PageSchedule[]> {
      const rows = await select().where(eq(s.urlPath, path)).orderBy(asc(s.runAt));
      return rows.map((r) => toSchedule({ ...r.row, name: r.name }));
    },
    /** A new schedule; `record` writes its audit row in the same transaction (both or neither). */
    async add(row: Omit<typeof s.$inferInsert, 'id'>, record: RecordChange): Promise<PageSchedule> {
      return db.transaction(async (tx) => {
        const [r] = await tx.insert(s).values(row).returning();
        await record(tx, r!);
        return toSchedule({ ...r!, name: null });
      });
    },
    /** Cancels a schedule not yet fired (it is claimed with the result 'cancelled'), with its audit row. */
    async cancel(id: number, at: Date, record: RecordChange): Promise<ScheduleRow | undefined> {
      return db.transaction(async (tx) => {
        const [r] = await tx
          .update(s)
          .set({ doneAt: at, result: 'cancelled' })
          .where(and(eq(s.id, id), sql`${s.doneAt} is null`))
          .returning();
        if (r) await record(tx, r);
        return r;
      });
    },
    /** Claims the due rows: whoever's UPDATE sets done_at first runs them; no other node or restart sees them again. */
    async claimDue(at: Date): Promise<ScheduleRow[]> {
      return db
        .update(s)
        .set({ doneAt: at })
        .where(and(sql`${s.doneAt} is null`, sql`${s.runAt} <= ${at}`))
        .returning();
    },
    async result(id: number, result: string): Promise<void> {
      await db
        .update(s)
        .set({ result: result.slice(0, 200) })
        .where(eq(s.id, id));
    },
  };
}
