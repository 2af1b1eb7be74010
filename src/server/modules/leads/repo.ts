import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../../../db/client';
import * as schema from '../../../db/schema';
import { contactSuppressions, devices, enquiries, leadOutbox, leads } from '../../../db/schema';
import { suppressionOf, type SuppressionState } from './suppression';
import { isConnectionError } from '../../../db/connection-errors';
import type { TPremiumBreakdown } from '../../../shared/contracts/quotes';
import { JOBS_SCHEMA, type SqlClient } from '../../lib/job-queue';

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
};

/** PostgreSQL text cannot hold U+0000. */
const n = (v: string | undefined | null) => (v == null ? null : v.replaceAll('\u0000', ''));
const INT4_MAX = 2_147_483_647;

/** A failed write's error would quote its parameters (contact values): the SQLSTATE only (as the enquiry repo). */
function withoutParams(err: unknown): Error {
  const cause = (err as { cause?: { code?: unknown } }).cause;
  const code = typeof cause?.code === 'string' ? cause.code : 'unknown';
  if (isConnectionError(err))
    return Object.assign(new Error('lead write failed: the database connection was lost'), {
      code: code === 'unknown' ? 'ECONNRESET' : code,
    });
  return new Error(`lead write failed (SQLSTATE ${code})`);
}

/** SQL of the leads module. */
export function leadsRepo(db: Db) {
  return {
    async deviceIdByUuid(deviceUuid: string): Promise<number | undefined> {
      const r = await db.execute<{ id: number }>(
        sql`select id from ${devices} where device_uuid = ${deviceUuid}`,
      );
      return r.rows[0]?.id;
    },

    /** The device and the source it was created with (attribution comes from the session, never the body). */
    async deviceByUuid(deviceUuid: string): Promise<{ id: number; sourceId: number } | undefined> {
      const r = await db.execute<{ id: number; sourceId: number }>(
        sql`select id, source_id as "sourceId" from ${devices} where device_uuid = ${deviceUuid}`,
      );
      return r.rows[0];
    },

    /** The stored number of the device's own enquiry (a masked number stands for it), if any. */
    async enquiryMobile(publicId: string, deviceId: number): Promise<string | null> {
      const r = await db.execute<{ mobile: string | null }>(
        sql`select mobile_number as mobile from ${enquiries} where public_id = ${publicId} and device_id = ${deviceId}`,
      );
      return r.rows[0]?.mobile ?? null;
    },

    /** The lead a device already stored under an Idempotency-Key (a retry after a crash), if any. */
    async byIdempotencyKey(deviceId: number, key: string): Promise<string | undefined> {
      const r = await db.execute<{ publicId: string }>(
        sql`select public_id as "publicId" from ${leads} where device_id = ${deviceId} and idempotency_key = ${key}`,
      );
      return r.rows[0]?.publicId;
    },

    /**
     * One transaction: the limits are counted (under advisory locks, so parallel requests cannot both pass the
     * last point), the lead and its outbox row are inserted, and `afterInsert` (sending the delivery job through
     * the transaction's client) runs before the commit. A lead is acknowledged only once all of it committed.
     */
    async insertWithOutbox(
      l: NewLead,
      limits: LeadLimits,
      afterInsert: (client: SqlClient, outboxId: number) => Promise<void>,
    ): Promise<InsertOutcome> {
      const client = await db.$client.connect();
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const tx = drizzle(client, { schema });
        // Locks in a fixed order (device, address, number+product); released at commit.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`lead:d:${l.deviceId}`}, 0))`);
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
        if (l.ipHash)
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`lead:i:${l.ipHash}`}, 0))`);
        if (l.mobileNumber)
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtextextended(${`lead:m:${l.mobileNumber}:${l.countryProductId}`}, 0))`,
          );
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
        if (c) {
          const waits: number[] = [];
          if (c.device >= limits.perDevicePerHour) waits.push(c.deviceWait ?? 3600);
          if (c.ip >= limits.perIpPerHour) waits.push(c.ipWait ?? 3600);
          if (c.mobile >= limits.perMobileProductPerDay) waits.push(c.mobileWait ?? 86_400);
          if (waits.length > 0) {
            await client.query('rollback');
            return { kind: 'limited', retryAfter: Math.max(1, ...waits) };
          }
        }
        // Decision 0044: the number's suppression decides whether the lead may be delivered. A withdrawal holds this
        // lock exclusively while it suppresses the number: a lead is either withdrawn with the others or sees it.
        const facts = await tx.execute<{ m: string | null }>(sql`
          select coalesce(${n(l.mobileNumber)}::text,
                          (select mobile_number from ${enquiries} where id = ${l.enquiryId})) as m`);
        const number = facts.rows[0]?.m ?? null;
        let held = false;
        if (number !== null) {
          await tx.execute(
            sql`select pg_advisory_xact_lock_shared(hashtextextended(${`my-data:${number}`}, 0))`,
          );
          const s = await tx.execute<{ since: string; liftedAt: string | null; provedAt: string | null }>(sql`
            select s.created_at as since, s.lifted_at as "liftedAt",
              (select e.mobile_verified_at from ${enquiries} e
               where e.id = ${l.enquiryId} and e.mobile_number = s.mobile_number) as "provedAt"
            from ${contactSuppressions} s where s.mobile_number = ${number}
            order by s.created_at desc, s.id desc limit 1`);
          const row = s.rows[0];
          held =
            row !== undefined &&
            suppressionOf({
              since: new Date(row.since),
              liftedAt: row.liftedAt ? new Date(row.liftedAt) : null,
              provedAt: row.provedAt ? new Date(row.provedAt) : null,
            }).state === 'suppressed';
        }
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
        // A held lead is stored with its outbox row (the record of what came in) and gets no delivery job.
        const outbox = await tx.execute<{ id: number }>(
          sql`insert into ${leadOutbox} (lead_id, state) values (${leadRow.id}, ${held ? 'suppressed' : 'pending'})
              returning id`,
        );
        const outboxRow = outbox.rows[0];
        if (!outboxRow) throw new Error('outbox insert returned no row');
        if (!held) await afterInsert(client, outboxRow.id);
        await client.query('commit');
        return { kind: 'created', publicId: l.publicId, outboxId: outboxRow.id };
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        if (isConnectionError(err)) broken = err instanceof Error ? err : new Error('connection lost');
        throw withoutParams(err);
      } finally {
        client.release(broken);
      }
    },

    /**
     * The delivery of one outbox row, under a row lock held by `fn` (a second worker skips a row being
     * delivered). `fn` gets the row with its lead and returns the state to record (or null: leave it as it is).
     */
    async withOutboxRow(
      outboxId: number,
      fn: (
        d: LeadDelivery,
      ) => Promise<
        | { state: 'delivered' | 'withdrawn' | 'dead' | 'suppressed'; error?: string }
        | { state: 'pending'; error: string; attempted: boolean }
        | null
      >,
    ): Promise<'locked' | 'missing' | 'done'> {
      const client = await db.$client.connect();
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const tx = drizzle(client, { schema });
        const r = await tx.execute<Omit<LeadDelivery, 'utm' | 'suppression'> & Record<string, unknown>>(sql`
          select o.id as "outboxId", o.state, o.attempts, l.public_id as "leadId", l.source,
            l.country_product_id as "countryProductId", coalesce(l.mobile_number, e.mobile_number) as "mobileNumber",
            l.name, l.email, l.income, e.public_id as "enquiryId", l.plan_id as "planId",
            l.provider_id as "providerId", l.source_id as "sourceId", l.consent_version as "consentVersion",
            l.consent_at as "consentAt", l.consent_withdrawn_at as "consentWithdrawnAt",
            l.call_from_minute as "callFromMinute", l.call_to_minute as "callToMinute", l.channel,
            l.utm_source as "utmSource", l.utm_medium as "utmMedium", l.utm_campaign as "utmCampaign",
            l.utm_term as "utmTerm", l.utm_content as "utmContent", l.created_at as "createdAt",
            s.created_at as "suppressedSince", s.lifted_at as "suppressionLiftedAt",
            case when e.mobile_number = coalesce(l.mobile_number, e.mobile_number) then e.mobile_verified_at end
              as "provedAt"
          from ${leadOutbox} o join ${leads} l on l.id = o.lead_id left join ${enquiries} e on e.id = l.enquiry_id
          left join lateral (
            select s.created_at, s.lifted_at from ${contactSuppressions} s
            where s.mobile_number = coalesce(l.mobile_number, e.mobile_number)
            order by s.created_at desc, s.id desc limit 1) s on true
          where o.id = ${outboxId}
          for update of o, l skip locked`);
        const row = r.rows[0];
        if (!row) {
          const exists = await tx.execute(sql`select 1 from ${leadOutbox} where id = ${outboxId}`);
          await client.query('rollback');
          return exists.rows.length > 0 ? 'locked' : 'missing';
        }
        const d: LeadDelivery = {
          ...row,
          consentAt: new Date(row.consentAt),
          consentWithdrawnAt: row.consentWithdrawnAt ? new Date(row.consentWithdrawnAt) : null,
          createdAt: new Date(row.createdAt),
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
        const next = await fn(d);
        if (next) {
          const attempted = next.state === 'delivered' || (next.state === 'pending' && next.attempted);
          await tx.execute(sql`
            update ${leadOutbox} set state = ${next.state},
              attempts = attempts + ${attempted ? 1 : 0},
              last_attempt_at = case when ${attempted} then now() else last_attempt_at end,
              last_error = ${next.error?.slice(0, 300) ?? null},
              delivered_at = case when ${next.state} = 'delivered' then now() else delivered_at end
            where id = ${outboxId}`);
        }
        await client.query('commit');
        return 'done';
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        if (isConnectionError(err)) broken = err instanceof Error ? err : new Error('connection lost');
        throw withoutParams(err);
      } finally {
        client.release(broken);
      }
    },

    /**
     * Pending rows older than `graceSeconds` with no delivery job waiting, retrying or running: their job was
     * lost (the job schema was down at commit) or ran while no webhook was configured (decision 0030).
     */
    async pendingWithoutJob(queues: string[], graceSeconds: number, limit = 100): Promise<number[]> {
      const r = await db.execute<{ id: number }>(sql`
        select o.id from ${leadOutbox} o
        where o.state = 'pending' and o.created_at < now() - make_interval(secs => ${graceSeconds})
          and not exists (
            select 1 from ${sql.identifier(JOBS_SCHEMA)}.job j
            where j.name = any(${sql.param(queues)}::text[]) and (j.data->>'outboxId')::int = o.id
              and j.state in ('created', 'retry', 'active'))
        order by o.created_at limit ${limit}`);
      return r.rows.map((row) => row.id);
    },

    /** Retries exhausted: the row is dead-lettered unless it was delivered or withdrawn meanwhile. */
    async markDead(outboxId: number): Promise<boolean> {
      const r = await db.execute(sql`
        update ${leadOutbox} set state = 'dead' where id = ${outboxId} and state = 'pending' returning id`);
      return r.rows.length > 0;
    },
  };
}

export type LeadsRepo = ReturnType<typeof leadsRepo>;
