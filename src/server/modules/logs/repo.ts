import type { Db } from '../../../db/client';
import { clientLogs } from '../../../db/schema';

export type NewClientLog = typeof clientLogs.$inferInsert;

export function logsRepo(db: Db) {
  return {
    async insert(row: NewClientLog): Promise<void> {
      await db.insert(clientLogs).values(row);
    },
  };
}

export type LogsRepo = ReturnType<typeof logsRepo>;
