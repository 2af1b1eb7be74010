import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { devices, documents } from '../../../db/schema';
import type { DocumentMime } from '../../../shared/contracts/documents';

export type NewDocument = {
  publicId: string;
  deviceId: number;
  fieldId: string;
  mime: DocumentMime;
  sizeBytes: number;
  sha256: string;
  ipHash: string | null;
  data: Buffer;
};

/** Bytes a device and an address may store in 24 hours (decision 0021). */
export type UploadQuota = { deviceBytesPerDay: number; ipBytesPerDay: number };

/** Stored, or refused with the seconds until enough of the window has passed. */
export type QuotaOutcome = { stored: true } | { stored: false; retryAfterSeconds: number };

const DAY_SECONDS = 86_400;

export type OwnedDocument = { publicId: string; fieldId: string };

/**
 * drizzle's error message lists the query parameters, i.e. the file's bytes: only the SQLSTATE may reach a log
 * (the cause is deliberately not attached).
 */
function withoutParams(err: unknown): Error {
  const code = (err as { cause?: { code?: unknown } }).cause?.code;
  return new Error(`document write failed (SQLSTATE ${typeof code === 'string' ? code : 'unknown'})`);
}

export function documentsRepo(db: Db) {
  return {
    async deviceIdByUuid(deviceUuid: string): Promise<number | undefined> {
      const r = await db.execute<{ id: number }>(
        sql`select id from ${devices} where device_uuid = ${deviceUuid}`,
      );
      return r.rows[0]?.id;
    },

    async insert(d: NewDocument): Promise<void> {
      try {
        await db.insert(documents).values(d);
      } catch (err) {
        throw withoutParams(err);
      }
    },

    /**
     * Stores the document unless the device's or the address's uploads of the last 24 hours would pass their
     * quota. Check and insert run under transaction-scoped advisory locks of the device and the address, so
     * parallel uploads cannot all pass the same check.
     */
    async insertWithinQuota(d: NewDocument, quota: UploadQuota): Promise<QuotaOutcome> {
      try {
        return await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload:device:${d.deviceId}`}))`);
          if (d.ipHash)
            await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload:ip:${d.ipHash}`}))`);
          const r = await tx.execute<{
            deviceBytes: string;
            ipBytes: string;
            deviceAge: number;
            ipAge: number;
          }>(sql`
            select coalesce(sum(size_bytes) filter (where device_id = ${d.deviceId}), 0)::text as "deviceBytes",
                   coalesce(sum(size_bytes) filter (where ip_hash = ${d.ipHash}), 0)::text as "ipBytes",
                   coalesce(extract(epoch from now() - min(created_at) filter (where device_id = ${d.deviceId})), 0)::float8 as "deviceAge",
                   coalesce(extract(epoch from now() - min(created_at) filter (where ip_hash = ${d.ipHash})), 0)::float8 as "ipAge"
            from ${documents}
            where created_at > now() - interval '24 hours'
              and (device_id = ${d.deviceId} or (${d.ipHash}::text is not null and ip_hash = ${d.ipHash}))`);
          const u = r.rows[0];
          const deviceOver = Number(u?.deviceBytes ?? 0) + d.sizeBytes > quota.deviceBytesPerDay;
          const ipOver = d.ipHash !== null && Number(u?.ipBytes ?? 0) + d.sizeBytes > quota.ipBytesPerDay;
          if (deviceOver || ipOver) {
            const age = Math.max(deviceOver ? (u?.deviceAge ?? 0) : 0, ipOver ? (u?.ipAge ?? 0) : 0);
            return { stored: false, retryAfterSeconds: Math.max(60, Math.ceil(DAY_SECONDS - age)) };
          }
          await tx.insert(documents).values(d);
          return { stored: true };
        });
      } catch (err) {
        throw withoutParams(err);
      }
    },

    /** Deletes uploads no enquiry used within `hours` (an abandoned journey's ID copy is not kept). */
    async purgeUnlinked(hours: number): Promise<number> {
      const r = await db.execute(sql`
        delete from ${documents}
        where enquiry_id is null and created_at < now() - make_interval(hours => ${hours})`);
      return r.rowCount ?? 0;
    },

    /** The named documents that belong to the device (others are simply absent). */
    async owned(deviceId: number, publicIds: string[]): Promise<OwnedDocument[]> {
      if (publicIds.length === 0) return [];
      const r = await db.execute<OwnedDocument>(sql`
        select public_id as "publicId", field_id as "fieldId" from ${documents}
        where device_id = ${deviceId} and public_id = any(${sql.param(publicIds)}::text[])`);
      return r.rows;
    },
  };
}

export type DocumentsRepo = ReturnType<typeof documentsRepo>;
