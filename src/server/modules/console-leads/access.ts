import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { leads } from '../../../db/schema';
import { consoleAuditLog } from '../../../db/schema-console';
import { consoleLeadWork } from '../../../db/schema-console-leads';
import type { LeadWorkStatus } from '../../../shared/contracts/console-lead-status';
import type { Staff } from '../console/service';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Q = Pick<Db, 'select' | 'insert' | 'update'> | Tx;

/**
 * Who may see a lead (decision 0114): an admin every lead; a team lead the leads of their products; an agent the
 * leads of their products that are assigned to them; a content editor none. A lead someone may not see is answered
 * as if it did not exist (404), so lead ids cannot be probed.
 */
export async function leadVisibleTo(db: Q, staff: Staff, leadId: number): Promise<boolean> {
  if (staff.role === 'content_editor') return false;
  if (!Number.isSafeInteger(leadId) || leadId <= 0) return false;
  const rows = await db
    .select({ product: leads.countryProductId, assignee: consoleLeadWork.assigneeId })
    .from(leads)
    .leftJoin(consoleLeadWork, eq(consoleLeadWork.leadId, leads.id))
    .where(eq(leads.id, leadId))
    .limit(1);
  const row = rows[0];
  if (!row) return false;
  if (staff.role === 'admin') return true;
  if (!staff.products.includes(row.product)) return false;
  return staff.role === 'team_lead' || row.assignee === staff.id;
}

/**
 * Sets a lead's desk status inside the caller's transaction (the contact rules call it after recording an attempt),
 * raises its version and writes the audit row in the same transaction, so the change and its record land together.
 * `now` is the caller's injected clock (the database's clock when absent).
 */
export async function setLeadStatus(
  tx: Q,
  leadId: number,
  status: LeadWorkStatus,
  staffId: number,
  now?: Date,
): Promise<void> {
  const at = now ?? sql`now()`;
  await tx
    .insert(consoleLeadWork)
    .values({ leadId, status, updatedAt: at, version: 1 })
    .onConflictDoUpdate({
      target: consoleLeadWork.leadId,
      set: { status, updatedAt: at, version: sql`${consoleLeadWork.version} + 1` },
    });
  await tx.insert(consoleAuditLog).values({
    at,
    staffId,
    action: 'lead.status',
    target: `lead:${leadId}`,
    details: { status },
  });
}

/** The lead ids' condition an agent or team lead is limited to (admin: none), for list queries. */
export function visibleLeadsWhere(staff: Staff) {
  if (staff.role === 'admin') return undefined;
  if (staff.role === 'content_editor' || staff.products.length === 0) return sql`false`;
  const products = inArray(leads.countryProductId, staff.products);
  return staff.role === 'team_lead' ? products : and(products, eq(consoleLeadWork.assigneeId, staff.id));
}
