import { sql } from 'drizzle-orm';
import { contactSuppressions, enquiries, leadOutbox, leads } from '../../../../db/schema';
import { dncNumbers } from '../../../../db/schema-contact';
import { suppressionOf, type SuppressionState } from '../suppression';
import type { Db } from '../../../../db/client';
import { JOBS_SCHEMA } from '../../../lib/job-queue';
import { onClient, type Exec } from './client';

// The statements of a lead's delivery from the outbox (decision 0030): the row locked with its lead, the decision.

/** What the CRM webhook receives (decision 0030). */
export type LeadDelivery = {
  outboxId: number;
  state: string;
  attempts: number;
  leadId: string;
  source: string;
  countryProductId: number;
  mobileNumber: string | null;
  name: string | null;
  email: string | null;
  income: number | null;
  enquiryId: string | null;
  planId: number | null;
  providerId: number | null;
  sourceId: number | null;
  consentVersion: string | null;
  consentAt: Date;
  consentWithdrawnAt: Date | null;
  callFromMinute: number;
  callToMinute: number;
  channel: string;
  utm: Record<string, string | null>;
  createdAt: Date;
  /** The number's suppression as it stands at delivery (decision 0044). */
  suppression: SuppressionState;
  /** When the number was put on the do-not-call list (decision 0115); null: not on it. */
  dncSince: Date | null;
};

/** A delivery's row with its lead, the enquiry's number and the number's latest suppression, locked for `fn`. */
async function lockedDelivery(tx: Exec, outboxId: number): Promise<LeadDelivery | undefined> {
  const r = await tx.execute<
    Omit<LeadDelivery, 'utm' | 'suppression' | 'dncSince'> & Record<string, unknown>
  >(sql`
    select o.id as "outboxId", o.state, o.attempts, l.public_id as "leadId", l.source,
      l.country_product_id as "countryProductId", coalesce(l.mobile_number, e.mobile_number) as "mobileNumber",
      l.name, l.email, l.income, e.public_id as "enquiryId", l.plan_id as "planId",
      l.provider_id as "providerId", l.source_id as "sourceId", l.consent_version as "consentVersion",
      l.consent_at as "consentAt", l.consent_withdrawn_at as "consentWithdrawnAt",
      l.call_from_minute as "callFromMinute", l.call_to_minute as "callToMinute", l.channel,
      l.utm_source as "utmSource", l.utm_medium as "utmMedium", l.utm_campaign as "utmCampaign",
      l.utm_term as "utmTerm", l.utm_content as "utmContent", l.created_at as "createdAt",
      s.created_at as "suppressedSince", s.lifted_at as "suppressionLiftedAt", d.imported_at as "dncSince",
      case when e.mobile_number = coalesce(l.mobile_number, e.mobile_number) then e.mobile_verified_at end
        as "provedAt"
    from ${leadOutbox} o join ${leads} l on l.id = o.lead_id left join ${enquiries} e on e.id = l.enquiry_id
    left join lateral (
      select s.created_at, s.lifted_at from ${contactSuppressions} s
      where s.mobile_number = coalesce(l.mobile_number, e.mobile_number)
      order by s.created_at desc, s.id desc limit 1) s on true
    left join ${dncNumbers} d on d.mobile_number = coalesce(l.mobile_number, e.mobile_number)
    where o.id = ${outboxId}
    for update of o, l skip locked`);
  const row = r.rows[0];
  if (!row) return undefined;
  return {
    ...row,
    consentAt: new Date(row.consentAt),
    consentWithdrawnAt: row.consentWithdrawnAt ? new Date(row.consentWithdrawnAt) : null,
    createdAt: new Date(row.createdAt),
    dncSince: row.dncSince ? new Date(row.dncSince as string) : null,
    suppression: suppressionOf({
      since: row.suppressedSince ? new Date(row.suppressedSince as string) : null,
      liftedAt: row.suppressionLiftedAt ? new Date(row.suppressionLiftedAt as string) : null,
      provedAt: row.provedAt ? new Date(row.provedAt as string) : null,
    }),
    utm: {
      utmSource: (row.utmSource as string | null) ?? null,
      utmMedium: (row.utmMedium as string | null) ?? null,
      utmCampaign: (row.utmCampaign as string | null) ?? null,
      utmTerm: (row.utmTerm as string | null) ?? null,
      utmContent: (row.utmContent as string | null) ?? null,
    },
  };
}

/** What a delivery attempt decided for its outbox row (null: leave it as it is). */
export type DeliveryDecision =
  | { state: 'delivered' | 'withdrawn' | 'dead' | 'suppressed'; error?: string }
  | { state: 'pending'; error: string; attempted: boolean }
  | null;

async function recordDelivery(tx: Exec, outboxId: number, next: NonNullable<DeliveryDecision>) {
  const attempted = next.state === 'delivered' || (next.state === 'pending' && next.attempted);
  await tx.execute(sql`
    update ${leadOutbox} set state = ${next.state},
      attempts = attempts + ${attempted ? 1 : 0},
      last_attempt_at = case when ${attempted} then now() else last_attempt_at end,
      last_error = ${next.error?.slice(0, 300) ?? null},
      delivered_at = case when ${next.state} = 'delivered' then now() else delivered_at end
    where id = ${outboxId}`);
}

/**
 * The delivery of one outbox row, under a row lock held by `fn` (a second worker skips a row being
 * delivered). `fn` gets the row with its lead and returns the state to record (or null: leave it as it is).
 */
export function withOutboxRow(
  db: Db,
  outboxId: number,
  fn: (d: LeadDelivery) => Promise<DeliveryDecision>,
): Promise<'locked' | 'missing' | 'done'> {
  return onClient(db, async (client, tx) => {
    const d = await lockedDelivery(tx, outboxId);
    if (!d) {
      const exists = await tx.execute(sql`select 1 from ${leadOutbox} where id = ${outboxId}`);
      await client.query('rollback');
      return exists.rows.length > 0 ? 'locked' : 'missing';
    }
    const next = await fn(d);
    if (next) await recordDelivery(tx, outboxId, next);
    await client.query('commit');
    return 'done';
  });
}

/**
 * Pending rows older than `graceSeconds` with no delivery job waiting, retrying or running: their job was
 * lost (the job schema was down at commit) or ran while no webhook was configured (decision 0030).
 */
export async function pendingWithoutJob(
  db: Db,
  queues: string[],
  graceSeconds: number,
  limit = 100,
): Promise<number[]> {
  const r = await db.execute<{ id: number }>(sql`
    select o.id from ${leadOutbox} o
    where o.state = 'pending' and o.created_at < now() - make_interval(secs => ${graceSeconds})
      and not exists (
        select 1 from ${sql.identifier(JOBS_SCHEMA)}.job j
        where j.name = any(${sql.param(queues)}::text[]) and (j.data->>'outboxId')::int = o.id
          and j.state in ('created', 'retry', 'active'))
    order by o.created_at limit ${limit}`);
  return r.rows.map((row) => row.id);
}

/** Retries exhausted: the row is dead-lettered unless it was delivered or withdrawn meanwhile. */
export async function markDead(db: Db, outboxId: number): Promise<boolean> {
  const r = await db.execute(sql`
    update ${leadOutbox} set state = 'dead' where id = ${outboxId} and state = 'pending' returning id`);
  return r.rows.length > 0;
}
