import { sql } from 'drizzle-orm';
import { contactSuppressions, enquiries, leadOutbox, leads } from '../../../../db/schema';
import type { TPremiumBreakdown } from '../../../../shared/contracts/quotes';
import { suppressionOf } from '../suppression';
import type { Db } from '../../../../db/client';
import type { SqlClient } from '../../../lib/job-queue';
import { onClient, type Client, type Exec } from './client';

// The statements of a lead's write (decision 0030): the limits, the number's suppression, the lead and its outbox row.

export type NewLead = {
  publicId: string;
  deviceId: number;
  enquiryId: number | null;
  planId: number | null;
  providerId: number | null;
  quoteId: number | null;
  countryProductId: number;
  source: string;
  sourceId: number | null;
  mobileNumber?: string | null;
  name?: string | null;
  email?: string | null;
  income?: number | null;
  totalFils: number | null;
  breakdown: TPremiumBreakdown | null;
  utm: {
    utmSource?: string | undefined;
    utmMedium?: string | undefined;
    utmCampaign?: string | undefined;
    utmTerm?: string | undefined;
    utmContent?: string | undefined;
  };
  /** Decision 0030: what the visitor agreed to. */
  consent: { version: string; callFromMinute: number; callToMinute: number; channel: string };
  ipHash: string | null;
  idempotencyKey: string | null;
};

export type LeadLimits = { perDevicePerHour: number; perIpPerHour: number; perMobileProductPerDay: number };

export type InsertOutcome =
  | { kind: 'created'; publicId: string; outboxId: number }
  /** The same Idempotency-Key from the same device already stored a lead (a retry after a lost answer). */
  | { kind: 'existing'; publicId: string }
  | { kind: 'limited'; retryAfter: number };

/** PostgreSQL text cannot hold U+0000. */
const n = (v: string | undefined | null) => (v == null ? null : v.replaceAll('\u0000', ''));
const INT4_MAX = 2_147_483_647;

const lock = (tx: Exec, key: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);

/** The wait in seconds before the lead may be stored, when one of the limits is reached (else null). */
async function limitWait(tx: Exec, l: NewLead, limits: LeadLimits): Promise<number | null> {
  const counts = await tx.execute<{
    device: number;
    deviceWait: number | null;
    ip: number;
    ipWait: number | null;
    mobile: number;
    mobileWait: number | null;
  }>(sql`
    with d as (select created_at from ${leads}
               where device_id = ${l.deviceId} and created_at > now() - interval '1 hour'),
         i as (select created_at from ${leads}
               where ${l.ipHash}::text is not null and ip_hash = ${l.ipHash}
                 and created_at > now() - interval '1 hour'),
         m as (select created_at from ${leads}
               where ${n(l.mobileNumber)}::text is not null and mobile_number = ${n(l.mobileNumber)}
                 and country_product_id = ${l.countryProductId} and created_at > now() - interval '1 day')
    select (select count(*)::int from d) as device,
           (select ceil(extract(epoch from min(created_at) + interval '1 hour' - now()))::int from d) as "deviceWait",
           (select count(*)::int from i) as ip,
           (select ceil(extract(epoch from min(created_at) + interval '1 hour' - now()))::int from i) as "ipWait",
           (select count(*)::int from m) as mobile,
           (select ceil(extract(epoch from min(created_at) + interval '1 day' - now()))::int from m) as "mobileWait"`);
  const c = counts.rows[0];
  if (!c) return null;
  const waits: number[] = [];
  if (c.device >= limits.perDevicePerHour) waits.push(c.deviceWait ?? 3600);
  if (c.ip >= limits.perIpPerHour) waits.push(c.ipWait ?? 3600);
  if (c.mobile >= limits.perMobileProductPerDay) waits.push(c.mobileWait ?? 86_400);
  return waits.length > 0 ? Math.max(1, ...waits) : null;
}

/**
 * Decision 0044: whether the number's suppression holds this lead back from delivery. A withdrawal holds the
 * number's lock exclusively while it suppresses the number: a lead is either withdrawn with the others or sees it.
 */
async function suppressionHolds(tx: Exec, l: NewLead): Promise<boolean> {
  const facts = await tx.execute<{ m: string | null }>(sql`
    select coalesce(${n(l.mobileNumber)}::text,
                    (select mobile_number from ${enquiries} where id = ${l.enquiryId})) as m`);
  const number = facts.rows[0]?.m ?? null;
  if (number === null) return false;
  await tx.execute(sql`select pg_advisory_xact_lock_shared(hashtextextended(${`my-data:${number}`}, 0))`);
  const s = await tx.execute<{ since: string; liftedAt: string | null; provedAt: string | null }>(sql`
    select s.created_at as since, s.lifted_at as "liftedAt",
      (select e.mobile_verified_at from ${enquiries} e
       where e.id = ${l.enquiryId} and e.mobile_number = s.mobile_number) as "provedAt"
    from ${contactSuppressions} s where s.mobile_number = ${number}
    order by s.created_at desc, s.id desc limit 1`);
  const row = s.rows[0];
  return (
    row !== undefined &&
    suppressionOf({
      since: new Date(row.since),
      liftedAt: row.liftedAt ? new Date(row.liftedAt) : null,
      provedAt: row.provedAt ? new Date(row.provedAt) : null,
    }).state === 'suppressed'
  );
}

/** The lead and its outbox row; a held lead's row is 'suppressed' (the record of what came in). */
async function insertLead(tx: Exec, l: NewLead, held: boolean): Promise<number> {
  const inserted = await tx.execute<{ id: number }>(sql`
    insert into ${leads} (public_id, device_id, enquiry_id, plan_id, provider_id, quote_id, country_product_id,
      source, source_id, consent_at, consent_version, call_from_minute, call_to_minute, channel, ip_hash,
      idempotency_key, total_fils, breakdown, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
      mobile_number, name, email, income)
    values (${l.publicId}, ${l.deviceId}, ${l.enquiryId}, ${l.planId}, ${l.providerId}, ${l.quoteId},
      ${l.countryProductId}, ${l.source}, ${l.sourceId !== null && l.sourceId <= INT4_MAX ? l.sourceId : null},
      now(), ${l.consent.version}, ${l.consent.callFromMinute}, ${l.consent.callToMinute}, ${l.consent.channel},
      ${l.ipHash}, ${l.idempotencyKey},
      ${l.totalFils}, ${l.breakdown === null ? null : JSON.stringify(l.breakdown)}::jsonb,
      ${n(l.utm.utmSource)}, ${n(l.utm.utmMedium)}, ${n(l.utm.utmCampaign)}, ${n(l.utm.utmTerm)},
      ${n(l.utm.utmContent)}, ${n(l.mobileNumber)}, ${n(l.name)}, ${n(l.email)}, ${l.income ?? null})
    returning id`);
  const leadRow = inserted.rows[0];
  if (!leadRow) throw new Error('lead insert returned no row');
  const outbox = await tx.execute<{ id: number }>(
    sql`insert into ${leadOutbox} (lead_id, state) values (${leadRow.id}, ${held ? 'suppressed' : 'pending'})
        returning id`,
  );
  const outboxRow = outbox.rows[0];
  if (!outboxRow) throw new Error('outbox insert returned no row');
  return outboxRow.id;
}

/**
 * `work` (sending the delivery job through the transaction's client) in a savepoint: the job commits with the lead.
 * If the job schema is unavailable the lead still commits and its outbox row stays 'pending' (decision 0030).
 */
async function inSavepoint(client: Client, work: () => Promise<void>): Promise<void> {
  await client.query('savepoint lead_job');
  try {
    await work();
    await client.query('release savepoint lead_job');
  } catch {
    await client.query('rollback to savepoint lead_job');
  }
}

/**
 * One transaction: the limits are counted (under advisory locks, so parallel requests cannot both pass the
 * last point), the lead and its outbox row are inserted, and `sendJob` (sending the delivery job through the
 * transaction's client, in a savepoint) runs before the commit; a lead the number's suppression holds gets no
 * job. A lead is acknowledged only once all of it committed.
 */
export function insertWithOutbox(
  db: Db,
  l: NewLead,
  limits: LeadLimits,
  sendJob?: (client: SqlClient, outboxId: number) => Promise<void>,
): Promise<InsertOutcome> {
  return onClient(db, async (client, tx) => {
    // Locks in a fixed order (device, address, number+product); released at commit.
    await lock(tx, `lead:d:${l.deviceId}`);
    if (l.idempotencyKey) {
      const seen = await tx.execute<{ publicId: string }>(sql`
        select public_id as "publicId" from ${leads}
        where device_id = ${l.deviceId} and idempotency_key = ${l.idempotencyKey}`);
      const row = seen.rows[0];
      if (row) {
        await client.query('rollback');
        return { kind: 'existing', publicId: row.publicId };
      }
    }
    if (l.ipHash) await lock(tx, `lead:i:${l.ipHash}`);
    if (l.mobileNumber) await lock(tx, `lead:m:${l.mobileNumber}:${l.countryProductId}`);
    const wait = await limitWait(tx, l, limits);
    if (wait !== null) {
      await client.query('rollback');
      return { kind: 'limited', retryAfter: wait };
    }
    const held = await suppressionHolds(tx, l);
    const outboxId = await insertLead(tx, l, held);
    if (!held && sendJob) await inSavepoint(client, () => sendJob(client, outboxId));
    await client.query('commit');
    return { kind: 'created', publicId: l.publicId, outboxId };
  });
}
