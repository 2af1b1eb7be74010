import type { Db } from '../../../db/client';
import { consoleAuditLog } from '../../../db/schema-console';

/**
 * One audit entry (decision 0110): who (a staff id; null for the command line or someone not signed in), what
 * (`sign-in`, `invitation.created`, `lead.personal-data.read`, …), on what (`staff:3`, `lead:12`), from where (the
 * first 16 hex digits of the address's HMAC, never the address) and details that hold no personal data: ids,
 * roles, counts, reasons. The table refuses UPDATE and DELETE; an action is acknowledged only after its row is in.
 */
export type AuditEntry = {
  staffId: number | null;
  action: string;
  target?: string | null;
  fromHash?: string | null;
  details?: Record<string, string | number | boolean | null | readonly (string | number)[]>;
};

/** A transaction of `Db` (drizzle's), for writing an entry with the change it records. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Writes the entry through `tx` when given: a change's own transaction, so the change and its row commit together
 * or not at all (a connection lost between two separate statements kept the change without its row).
 */
export type Audit = (entry: AuditEntry, tx?: Tx) => Promise<void>;

export function auditLog(db: Db, now: () => Date): Audit {
  return async (e, tx) => {
    await (tx ?? db).insert(consoleAuditLog).values({
      at: now(),
      staffId: e.staffId,
      action: e.action,
      target: e.target ?? null,
      fromHash: e.fromHash ?? null,
      details: e.details ?? {},
    });
  };
}
