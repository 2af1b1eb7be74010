import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { devices, enquiries, leads } from '../../../db/schema';
import type { SqlClient } from '../../lib/job-queue';
import {
  markDead,
  pendingWithoutJob,
  withOutboxRow,
  type DeliveryDecision,
  type LeadDelivery,
} from './repo/delivery';
import { insertWithOutbox, type LeadLimits, type NewLead } from './repo/write';

/**
 * SQL of the leads module (decision 0030): the lookups a lead's rules need, a lead's write in one transaction
 * (repo/write.ts) and its delivery from the outbox (repo/delivery.ts), each on a client of its own (repo/client.ts).
 */
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

    // A lead's write, in one transaction (repo/write.ts).
    insertWithOutbox: (
      l: NewLead,
      limits: LeadLimits,
      sendJob?: (client: SqlClient, outboxId: number) => Promise<void>,
    ) => insertWithOutbox(db, l, limits, sendJob),

    // Its delivery from the outbox (repo/delivery.ts).
    withOutboxRow: (outboxId: number, fn: (d: LeadDelivery) => Promise<DeliveryDecision>) =>
      withOutboxRow(db, outboxId, fn),
    pendingWithoutJob: (queues: string[], graceSeconds: number, limit?: number) =>
      pendingWithoutJob(db, queues, graceSeconds, limit),
    markDead: (outboxId: number) => markDead(db, outboxId),
  };
}

export type LeadsRepo = ReturnType<typeof leadsRepo>;
