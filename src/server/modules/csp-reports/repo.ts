import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cspReports } from '../../../db/schema';

export type CspReportRow = typeof cspReports.$inferInsert;

export function cspReportsRepo(db: Db) {
  return {
    async insert(rows: CspReportRow[]): Promise<void> {
      await db.insert(cspReports).values(rows);
    },
    /** Reports older than `days` are deleted (decision 0068); returns how many. */
    async purgeOlderThan(days: number): Promise<number> {
      const r = await db
        .delete(cspReports)
        .where(lt(cspReports.createdAt, sql`now() - make_interval(days => ${days})`));
      return r.rowCount ?? 0;
    },
  };
}

export type CspReportsRepo = ReturnType<typeof cspReportsRepo>;
