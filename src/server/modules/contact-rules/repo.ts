import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { AttemptOutcome, ContactChannel } from '../../../shared/contracts/contact-rules';
import { suppressionOf } from '../leads/suppression';
import type { ContactFacts } from './domain/rules';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction: anything that runs a statement. */
export type Exec = Pick<Db, 'execute'> | Tx;

export type AttemptRow = {
  id: number;
  at: Date;
  channel: ContactChannel;
  outcome: AttemptOutcome;
  staffName: string;
  callbackAt: Date | null;
  note: string | null;
};

const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

/**
 * What the rules need about a lead (decision 0115), read in the caller's transaction; `lock` holds the lead row
 * and the number (FOR UPDATE and an advisory lock), so two people recording an attempt at once decide one after
 * the other. The number is the lead's own or its enquiry's. The suppression reads as the CRM delivery reads it
 * (decision 0044); a refusal counts on this lead, an unanswered attempt on any lead of the number.
 */
export async function contactFactsOf(
  tx: Exec,
  leadId: number,
  lock: boolean,
): Promise<{ facts: ContactFacts; mobileNumber: string | null } | null> {
  const r = await tx.execute<Record<string, unknown>>(sql`
    select coalesce(l.mobile_number, e.mobile_number) as n, l.consent_at, l.consent_version,
      l.consent_withdrawn_at, l.call_from_minute, l.call_to_minute,
      case when e.mobile_number = coalesce(l.mobile_number, e.mobile_number) then e.mobile_verified_at end
        as proved_at
    from leads l left join enquiries e on e.id = l.enquiry_id
    where l.id = ${leadId}
    ${lock ? sql`for update of l` : sql``}`);
  const lead = r.rows[0];
  if (!lead) return null;
  const n = (lead.n as string | null) ?? null;
  if (lock && n !== null)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`contact:${n}`}, 0))`);
  // One statement at a time: a transaction's client runs one query at once.
  const none = { rows: [] as Record<string, unknown>[] };
  const sup =
    n === null
      ? none
      : await tx.execute<Record<string, unknown>>(sql`
          select created_at, lifted_at from contact_suppressions where mobile_number = ${n}
          order by created_at desc, id desc limit 1`);
  const dnc =
    n === null
      ? none
      : await tx.execute<Record<string, unknown>>(sql`select 1 from dnc_numbers where mobile_number = ${n}`);
  const attempts = await tx.execute<{ at: string | Date; outcome: AttemptOutcome }>(sql`
    select a.at, a.outcome from contact_attempts a where a.lead_id = ${leadId}
    ${
      n === null
        ? sql``
        : sql`union all
    select a.at, a.outcome from contact_attempts a
      join leads l on l.id = a.lead_id left join enquiries e on e.id = l.enquiry_id
    where a.lead_id <> ${leadId} and a.outcome = 'no_answer'
      and coalesce(l.mobile_number, e.mobile_number) = ${n}`
    }`);
  const s = sup.rows[0];
  const suppression = suppressionOf({
    since: s ? date(s.created_at) : null,
    liftedAt: s ? date(s.lifted_at) : null,
    provedAt: date(lead.proved_at),
  });
  return {
    mobileNumber: n,
    facts: {
      consent: {
        at: date(lead.consent_at),
        version: (lead.consent_version as string | null) ?? null,
        withdrawnAt: date(lead.consent_withdrawn_at),
      },
      suppressed: suppression.state === 'suppressed',
      dnc: dnc.rows.length > 0,
      window: {
        callFromMinute: Number(lead.call_from_minute),
        callToMinute: Number(lead.call_to_minute),
      },
      attempts: attempts.rows.map((a) => ({ at: new Date(a.at), outcome: a.outcome })),
    },
  };
}

export async function insertAttempt(
  tx: Exec,
  a: {
    leadId: number;
    staffId: number;
    channel: ContactChannel;
    outcome: AttemptOutcome;
    at: Date;
    callbackAt: Date | null;
    note: string | null;
  },
): Promise<number> {
  const r = await tx.execute<{ id: string | number }>(sql`
    insert into contact_attempts (lead_id, staff_id, channel, outcome, at, callback_at, note)
    values (${a.leadId}, ${a.staffId}, ${a.channel}, ${a.outcome}, ${a.at}, ${a.callbackAt}, ${a.note})
    returning id`);
  return Number(r.rows[0]?.id);
}

/** A lead's attempts, newest first, with the staff member's display name (for the console only). */
export async function attemptsOf(db: Exec, leadId: number): Promise<AttemptRow[]> {
  const r = await db.execute<Record<string, unknown>>(sql`
    select a.id, a.at, a.channel, a.outcome, s.display_name, a.callback_at, a.note
    from contact_attempts a join console_staff s on s.id = a.staff_id
    where a.lead_id = ${leadId} order by a.at desc, a.id desc limit 200`);
  return r.rows.map((row) => ({
    id: Number(row.id),
    at: new Date(row.at as string),
    channel: row.channel as ContactChannel,
    outcome: row.outcome as AttemptOutcome,
    staffName: row.display_name as string,
    callbackAt: date(row.callback_at),
    note: (row.note as string | null) ?? null,
  }));
}

/** The audit row of a contact action, in the caller's transaction (acknowledged only once it is in). */
export async function auditIn(
  tx: Exec,
  e: { at: Date; staffId: number; action: string; target: string; fromHash: string; details: object },
): Promise<void> {
  await tx.execute(sql`
    insert into console_audit_log (at, staff_id, action, target, from_hash, details)
    values (${e.at}, ${e.staffId}, ${e.action}, ${e.target}, ${e.fromHash}, ${JSON.stringify(e.details)}::jsonb)`);
}
