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
  data: Buffer;
};

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
