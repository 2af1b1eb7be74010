import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { consoleAuditLog } from '../../../db/schema-console';
import { CONSOLE_ADMIN_ERROR_CODES as E, type TAuditFilter } from '../../../shared/contracts/console-admin';
import { HttpError } from '../../plugins/errors';
import { csvLine, uaeDayEnd, uaeDayStart } from './csv';

/** An export holds at most this many entries (the newest); a longer period is exported in parts. */
export const AUDIT_EXPORT_MAX = 50_000;

const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

/**
 * The admin's view of the audit log (decision 0116): filters by staff member, action (exact, or a prefix ending in
 * '.': `staff.`), target, and a period (a UAE day, both ends included, or an exact time); newest first, paged by id.
 */
export function auditView(db: Db) {
  function where(f: TAuditFilter): SQL | undefined {
    const lo = f.from ? (isDay(f.from) ? uaeDayStart(f.from) : new Date(f.from)) : null;
    const hi = f.to ? (isDay(f.to) ? uaeDayEnd(f.to) : new Date(f.to)) : null;
    if (lo && hi && lo >= hi)
      throw new HttpError(400, E.CONSOLE_BAD_FILTER, "'from' must not be after 'to'.");
    const conds: (SQL | undefined)[] = [
      f.staffId ? eq(consoleAuditLog.staffId, f.staffId) : undefined,
      f.action
        ? f.action.endsWith('.')
          ? gte(consoleAuditLog.action, f.action)
          : eq(consoleAuditLog.action, f.action)
        : undefined,
      f.action?.endsWith('.') ? lt(consoleAuditLog.action, `${f.action.slice(0, -1)}/`) : undefined,
      f.target ? eq(consoleAuditLog.target, f.target) : undefined,
      lo ? gte(consoleAuditLog.at, lo) : undefined,
      hi ? lt(consoleAuditLog.at, hi) : undefined,
    ];
    return and(...conds.filter(Boolean));
  }

  return {
    async page(f: TAuditFilter, limit: number, before: number | undefined) {
      const rows = await db
        .select()
        .from(consoleAuditLog)
        .where(and(where(f), before ? lt(consoleAuditLog.id, before) : undefined))
        .orderBy(desc(consoleAuditLog.id))
        .limit(limit + 1);
      const more = rows.length > limit;
      const shown = rows.slice(0, limit);
      return {
        data: shown.map((r) => ({ ...r, at: r.at.toISOString() })),
        next: more ? shown.at(-1)!.id : null,
      };
    },

    /** The filtered entries as CSV, newest first, at most AUDIT_EXPORT_MAX; and how many. */
    async csv(f: TAuditFilter): Promise<{ csv: string; rows: number }> {
      const rows = await db
        .select()
        .from(consoleAuditLog)
        .where(where(f))
        .orderBy(desc(consoleAuditLog.id))
        .limit(AUDIT_EXPORT_MAX);
      let csv = csvLine(['id', 'at', 'staff_id', 'action', 'target', 'from', 'details']);
      for (const r of rows)
        csv += csvLine([
          r.id,
          r.at.toISOString(),
          r.staffId,
          r.action,
          r.target,
          r.fromHash,
          JSON.stringify(r.details),
        ]);
      return { csv, rows: rows.length };
    },
  };
}
