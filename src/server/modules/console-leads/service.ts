import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { enquiries, insurers, leads, plans, policies, quotes } from '../../../db/schema';
import { consoleStaff } from '../../../db/schema-console';
import { consoleLeadNotes, consoleLeadWork } from '../../../db/schema-console-leads';
import {
  CONSOLE_LEAD_ERROR_CODES as E,
  type LeadDetail,
  type LeadListQuery,
  type LeadReveal,
} from '../../../shared/contracts/console-leads';
import type { LeadWorkStatus } from '../../../shared/contracts/console-lead-status';
import { HttpError } from '../../plugins/errors';
import type { Audit } from '../console/audit';
import type { Staff } from '../console/service';
import { leadVisibleTo } from './access';
import { answerShown, answerText, questionsOf, type ConsoleLang, type ResolveOptions } from './answer-labels';
import { asRow, iso, leadRows, listLeads, mobile, type RawRow } from './list-query';

/** Answers that name or identify the person: masked on the lead page, shown only by the audited reveal. */
const PERSONAL_FIELD = /name|e-?mail|mobile|phone|emirates|passport|birth|dob|address|licen[cs]e|iban|card/i;
const EMIRATES_ID_FIELD = /emirates.?id/i;

const notFound = () =>
  new HttpError(404, E.CONSOLE_LEAD_NOT_FOUND, 'There is no such lead, or it is not yours to see.');
const stale = () =>
  new HttpError(
    409,
    E.CONSOLE_LEAD_STALE,
    'Someone changed this lead meanwhile. Please reload it and try again.',
  );

/**
 * The lead inbox (decision 0114): the list with its filters, the lead page (personal data masked), the audited
 * reveal, assignment, status with optimistic versions, and notes. Every change and every reveal is audited; a lead
 * the staff member may not see is 404, like one that does not exist.
 */
export function consoleLeadsService(
  db: Db,
  deps: { audit: Audit; now: () => Date; resolveOptions?: ResolveOptions },
) {
  const { audit, now } = deps;
  const resolveOptions: ResolveOptions = deps.resolveOptions ?? (() => Promise.resolve(null));

  const base = () => leadRows(db);

  const list = (staff: Staff, q: LeadListQuery) => listLeads(db, staff, q, now());

  async function visibleOrThrow(staff: Staff, id: number) {
    if (!(await leadVisibleTo(db, staff, id))) throw notFound();
  }

  async function rowOf(id: number): Promise<RawRow> {
    const r = await base().where(eq(leads.id, id)).limit(1);
    if (!r[0]) throw notFound();
    return r[0] as RawRow;
  }

  async function detail(staff: Staff, id: number, lang: ConsoleLang = 'en'): Promise<LeadDetail> {
    await visibleOrThrow(staff, id);
    const row = await rowOf(id);
    const [lead] = await db
      .select({
        enquiryId: leads.enquiryId,
        quoteId: leads.quoteId,
        totalFils: leads.totalFils,
        planId: leads.planId,
        providerId: leads.providerId,
      })
      .from(leads)
      .where(eq(leads.id, id));
    const enquiry = lead?.enquiryId
      ? (
          await db
            .select({ answers: enquiries.answers })
            .from(enquiries)
            .where(eq(enquiries.id, lead.enquiryId))
        )[0]
      : undefined;
    const given = (enquiry?.answers ?? {}) as Record<string, unknown>;
    const questions = await questionsOf(db, row.product, lang);
    // In the order the journey asks them; answers no stored form has come last.
    const order = [...questions.keys()];
    const rank = (f: string) => (order.includes(f) ? order.indexOf(f) : order.length);
    const entries = Object.entries(given).sort(([a], [b]) => rank(a) - rank(b));
    const answers = await Promise.all(
      entries.map(async ([field, v]) => {
        const q = questions.get(field);
        const label = q?.label ?? field;
        if (PERSONAL_FIELD.test(field)) return { field, label, value: '•••', masked: true };
        const value = await answerShown(q, v, given, lang, resolveOptions);
        return { field, label, value: value.slice(0, 300), masked: false };
      }),
    );
    const quoteCols = {
      provider: insurers.slug,
      plan: plans.slug,
      totalFils: quotes.totalFils,
      id: quotes.id,
    };
    const seen = lead?.enquiryId
      ? await db
          .select(quoteCols)
          .from(quotes)
          .innerJoin(insurers, eq(insurers.id, quotes.providerId))
          .leftJoin(plans, eq(plans.id, quotes.planId))
          .where(eq(quotes.enquiryId, lead.enquiryId))
          .orderBy(desc(quotes.runId), quotes.totalFils)
          .limit(30)
      : [];
    let chosen: LeadDetail['chosen'] = null;
    if (lead?.quoteId) {
      const c = await db
        .select(quoteCols)
        .from(quotes)
        .innerJoin(insurers, eq(insurers.id, quotes.providerId))
        .leftJoin(plans, eq(plans.id, quotes.planId))
        .where(eq(quotes.id, lead.quoteId));
      if (c[0])
        chosen = { provider: c[0].provider, plan: c[0].plan, totalFils: lead.totalFils ?? c[0].totalFils };
    }
    const policyWhere = [
      lead?.enquiryId ? eq(policies.enquiryId, lead.enquiryId) : undefined,
      lead?.quoteId ? eq(policies.quoteId, lead.quoteId) : undefined,
    ].filter((x): x is SQL => x !== undefined);
    const policy = policyWhere.length
      ? ((
          await db
            .select({
              publicId: policies.publicId,
              status: policies.status,
              policyNumber: policies.policyNumber,
              insurer: insurers.slug,
              premiumFils: policies.premiumFils,
            })
            .from(policies)
            .leftJoin(insurers, eq(insurers.id, policies.insurerId))
            .where(sql`(${sql.join(policyWhere, sql` or `)})`)
            .orderBy(desc(policies.id))
            .limit(1)
        )[0] ?? null)
      : null;
    const notes = await db
      .select({
        id: consoleLeadNotes.id,
        at: consoleLeadNotes.at,
        staff: consoleStaff.displayName,
        text: consoleLeadNotes.text,
      })
      .from(consoleLeadNotes)
      .innerJoin(consoleStaff, eq(consoleStaff.id, consoleLeadNotes.staffId))
      .where(eq(consoleLeadNotes.leadId, id))
      .orderBy(desc(consoleLeadNotes.at), desc(consoleLeadNotes.id))
      .limit(200);
    const assignees =
      staff.role === 'team_lead' || staff.role === 'admin'
        ? await db
            .select({ id: consoleStaff.id, name: consoleStaff.displayName, role: consoleStaff.role })
            .from(consoleStaff)
            .where(
              and(
                isNull(consoleStaff.disabledAt),
                inArray(consoleStaff.role, ['agent', 'team_lead']),
                sql`${row.product} = any(${consoleStaff.products})`,
                sql`${consoleStaff.passwordHash} is not null`,
              ),
            )
            .orderBy(consoleStaff.displayName)
        : [];
    return {
      lead: asRow(row),
      answers,
      quotesSeen: seen.map(({ provider, plan, totalFils }) => ({ provider, plan, totalFils })),
      chosen,
      policy,
      notes: notes.map((n) => ({ ...n, id: Number(n.id), at: iso(n.at)! })),
      assignees,
    };
  }

  async function reveal(
    staff: Staff,
    id: number,
    fromHash: string,
    lang: ConsoleLang = 'en',
  ): Promise<LeadReveal> {
    await visibleOrThrow(staff, id);
    const [r] = await db
      .select({
        name: sql<string | null>`coalesce(${leads.name}, ${enquiries.name})`,
        email: sql<string | null>`coalesce(${leads.email}, ${enquiries.email})`,
        mobile,
        answers: enquiries.answers,
        product: leads.countryProductId,
      })
      .from(leads)
      .leftJoin(enquiries, eq(enquiries.id, leads.enquiryId))
      .where(eq(leads.id, id));
    if (!r) throw notFound();
    const personal = Object.entries((r.answers ?? {}) as Record<string, unknown>).filter(([f]) =>
      PERSONAL_FIELD.test(f),
    );
    const eid = personal.find(([f]) => EMIRATES_ID_FIELD.test(f));
    const questions = await questionsOf(db, r.product, lang);
    // Acknowledged only once the audit row is in (decision 0110): the row first, then the answer.
    await audit({
      staffId: staff.id,
      action: 'lead.personal-data.read',
      target: `lead:${id}`,
      fromHash,
      details: { fields: ['name', 'mobile', 'email', ...personal.map(([f]) => f)] },
    });
    return {
      name: r.name,
      mobile: r.mobile ? `+971${r.mobile}` : null,
      email: r.email,
      emiratesId: eid ? answerText(eid[1]) : null,
      answers: personal.map(([field, v]) => ({
        field,
        label: questions.get(field)?.label ?? field,
        value: answerText(v),
      })),
    };
  }

  type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
  /**
   * Applies a change at `version` (0: the lead has no work row yet) inside `tx`, where its audit row is written too;
   * a stale version is 409.
   */
  async function change(
    tx: Tx,
    id: number,
    version: number,
    set: { status?: LeadWorkStatus; assigneeId?: number; callbackAt?: Date | null },
  ): Promise<{ version: number; status: LeadWorkStatus }> {
    const at = now();
    const rows =
      version === 0
        ? await tx
            .insert(consoleLeadWork)
            .values({ leadId: id, status: set.status ?? 'new', updatedAt: at, version: 1, ...set })
            .onConflictDoNothing()
            .returning({ version: consoleLeadWork.version, status: consoleLeadWork.status })
        : await tx
            .update(consoleLeadWork)
            .set({ ...set, updatedAt: at, version: sql`${consoleLeadWork.version} + 1` })
            .where(and(eq(consoleLeadWork.leadId, id), eq(consoleLeadWork.version, version)))
            .returning({ version: consoleLeadWork.version, status: consoleLeadWork.status });
    const r = rows[0];
    if (!r) throw stale();
    return { version: r.version, status: r.status as LeadWorkStatus };
  }

  async function assign(staff: Staff, id: number, assigneeId: number, version: number, fromHash: string) {
    await visibleOrThrow(staff, id);
    const row = await rowOf(id);
    const [who] = await db
      .select({
        role: consoleStaff.role,
        products: consoleStaff.products,
        disabledAt: consoleStaff.disabledAt,
      })
      .from(consoleStaff)
      .where(eq(consoleStaff.id, assigneeId));
    if (
      !who ||
      who.disabledAt ||
      !['agent', 'team_lead'].includes(who.role) ||
      !who.products.includes(row.product)
    )
      throw new HttpError(
        422,
        E.CONSOLE_ASSIGNEE_INVALID,
        "The assignee must be an active agent or team lead of this lead's product.",
      );
    const status = row.status === 'new' ? 'assigned' : undefined;
    return db.transaction(async (tx) => {
      const r = await change(tx, id, version, { assigneeId, ...(status ? { status } : {}) });
      await audit(
        {
          staffId: staff.id,
          action: 'lead.assign',
          target: `lead:${id}`,
          fromHash,
          details: { assignee: assigneeId, version: r.version },
        },
        tx,
      );
      return r;
    });
  }

  async function setStatus(
    staff: Staff,
    id: number,
    body: { status: LeadWorkStatus; version: number; callbackAt?: string | undefined },
    fromHash: string,
  ) {
    await visibleOrThrow(staff, id);
    const callbackAt =
      body.status === 'callback_booked' && body.callbackAt ? new Date(body.callbackAt) : null;
    return db.transaction(async (tx) => {
      const r = await change(tx, id, body.version, { status: body.status, callbackAt });
      await audit(
        {
          staffId: staff.id,
          action: 'lead.status',
          target: `lead:${id}`,
          fromHash,
          details: { status: body.status, version: r.version },
        },
        tx,
      );
      return r;
    });
  }

  async function addNote(staff: Staff, id: number, text: string, fromHash: string) {
    await visibleOrThrow(staff, id);
    return db.transaction(async (tx) => {
      const [n] = await tx
        .insert(consoleLeadNotes)
        .values({ leadId: id, staffId: staff.id, at: now(), text })
        .returning({ id: consoleLeadNotes.id });
      await audit(
        {
          staffId: staff.id,
          action: 'lead.note',
          target: `lead:${id}`,
          fromHash,
          details: { note: Number(n!.id), length: text.length },
        },
        tx,
      );
      return { id: Number(n!.id) };
    });
  }

  return { list, detail, reveal, assign, setStatus, addNote };
}
export type ConsoleLeadsService = ReturnType<typeof consoleLeadsService>;
