import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { enquiries, leads } from '../../../db/schema';
import { consoleStaff } from '../../../db/schema-console';
import { consoleLeadWork } from '../../../db/schema-console-leads';
import type { LeadList, LeadListQuery, LeadRow } from '../../../shared/contracts/console-leads';
import type { LeadWorkStatus } from '../../../shared/contracts/console-lead-status';
import type { Staff } from '../console/service';
import { visibleLeadsWhere } from './access';

export const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const mask = (n: string | null) => (n ? `${'•'.repeat(Math.max(0, n.length - 2))}${n.slice(-2)}` : null);
/** Minutes after midnight in the UAE (UTC+4 all year, no daylight saving). */
const dubaiMinute = (d: Date) => (d.getUTCHours() * 60 + d.getUTCMinutes() + 240) % 1440;

export const mobile = sql<string | null>`coalesce(${leads.mobileNumber}, ${enquiries.mobileNumber})`;
const status = sql<LeadWorkStatus>`coalesce(${consoleLeadWork.status}, 'new')`;

const rowColumns = {
  id: leads.id,
  publicId: leads.publicId,
  product: leads.countryProductId,
  source: leads.source,
  language: enquiries.language,
  consentVersion: leads.consentVersion,
  consentAt: leads.consentAt,
  withdrawnAt: leads.consentWithdrawnAt,
  channel: leads.channel,
  callFrom: leads.callFromMinute,
  callTo: leads.callToMinute,
  status,
  version: sql<number>`coalesce(${consoleLeadWork.version}, 0)`,
  assigneeId: consoleLeadWork.assigneeId,
  assigneeName: consoleStaff.displayName,
  callbackAt: consoleLeadWork.callbackAt,
  createdAt: leads.createdAt,
  mobile,
};
export type RawRow = {
  id: number;
  publicId: string;
  product: number;
  source: string;
  language: string | null;
  consentVersion: string | null;
  consentAt: Date;
  withdrawnAt: Date | null;
  channel: string;
  callFrom: number;
  callTo: number;
  status: LeadWorkStatus;
  version: number;
  assigneeId: number | null;
  assigneeName: string | null;
  callbackAt: Date | null;
  createdAt: Date;
  mobile: string | null;
};
export const asRow = (r: RawRow): LeadRow => ({
  id: r.id,
  publicId: r.publicId,
  product: r.product,
  source: r.source,
  language: r.language,
  consent: { version: r.consentVersion, at: iso(r.consentAt)!, withdrawnAt: iso(r.withdrawnAt) },
  channel: r.channel,
  callWindow: { from: r.callFrom, to: r.callTo },
  status: r.status,
  version: Number(r.version),
  assignee: r.assigneeId === null ? null : { id: r.assigneeId, name: r.assigneeName ?? '' },
  callbackAt: iso(r.callbackAt),
  createdAt: iso(r.createdAt)!,
  mobileMasked: mask(r.mobile),
});

/** A lead's row with its work state and assignee (the list and the lead page read the same columns). */
export const leadRows = (db: Db) =>
  db
    .select(rowColumns)
    .from(leads)
    .leftJoin(enquiries, eq(enquiries.id, leads.enquiryId))
    .leftJoin(consoleLeadWork, eq(consoleLeadWork.leadId, leads.id))
    .leftJoin(consoleStaff, eq(consoleStaff.id, consoleLeadWork.assigneeId));

/** The inbox list (decision 0114): the staff member's visible leads, filtered and searched, newest first, a page. */
export async function listLeads(db: Db, staff: Staff, q: LeadListQuery, at: Date): Promise<LeadList> {
  const where: (SQL | undefined)[] = [visibleLeadsWhere(staff)];
  if (q.product !== undefined) where.push(eq(leads.countryProductId, q.product));
  if (q.source) where.push(eq(leads.source, q.source));
  if (q.status) where.push(sql`${status} = ${q.status}`);
  if (q.from) where.push(sql`${leads.createdAt} >= ${`${q.from}T00:00:00+04:00`}::timestamptz`);
  if (q.to)
    where.push(sql`${leads.createdAt} < (${`${q.to}T00:00:00+04:00`}::timestamptz + interval '1 day')`);
  if (q.consent === 'given') where.push(isNull(leads.consentWithdrawnAt));
  if (q.consent === 'withdrawn') where.push(sql`${leads.consentWithdrawnAt} is not null`);
  if (q.due) {
    const m = dubaiMinute(at);
    where.push(
      sql`(${consoleLeadWork.callbackAt} <= ${at.toISOString()}::timestamptz or (${status} = 'new' and ${leads.callFromMinute} <= ${m} and ${m} < ${leads.callToMinute}))`,
    );
    where.push(isNull(leads.consentWithdrawnAt));
  }
  const text = q.q?.trim();
  if (text) {
    if (/^\d{4}$/.test(text)) where.push(sql`right(${mobile}, 4) = ${text}`);
    else if (/^[A-Za-z0-9]{24}$/.test(text)) where.push(eq(leads.publicId, text));
    else
      where.push(
        sql`coalesce(${leads.name}, ${enquiries.name}) ilike ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
      );
  }
  const cond = and(...where);
  const [rows, count] = await Promise.all([
    leadRows(db)
      .where(cond)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(leads)
      .leftJoin(enquiries, eq(enquiries.id, leads.enquiryId))
      .leftJoin(consoleLeadWork, eq(consoleLeadWork.leadId, leads.id))
      .where(cond),
  ]);
  return { rows: (rows as RawRow[]).map(asRow), total: count[0]?.n ?? 0, page: q.page, limit: q.limit };
}
