import type { Db } from '../../../db/client';
import { cspReports } from '../../../db/schema';

export type CspReportRow = typeof cspReports.$inferInsert;

export function cspReportsRepo(db: Db) {
  return {
    async insert(rows: CspReportRow[]): Promise<void> {
      await db.insert(cspReports).values(rows);
    },
  };
}

export type CspReportsRepo = ReturnType<typeof cspReportsRepo>;
