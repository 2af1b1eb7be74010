import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { clientLogs } from '../../../db/schema';

export type NewClientLog = typeof clientLogs.$inferInsert;

export function logsRepo(db: Db) {
  return {
    async insert(row: NewClientLog): Promise<void> {
      await db.insert(clientLogs).values(row);
    },
    /** Records older than `days` are deleted (decision 0068); returns how many. */
    async purgeOlderThan(days: number): Promise<number> {
      const r = await db
        .delete(clientLogs)
        .where(lt(clientLogs.createdAt, sql`now() - make_interval(days => ${days})`));
      return r.rowCount ?? 0;
    },
  };
}

export type LogsRepo = ReturnType<typeof logsRepo>;
