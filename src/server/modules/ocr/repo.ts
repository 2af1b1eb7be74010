import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { devices, documentReads, documents } from '../../../db/schema';
import type { DocumentMime } from '../../../shared/contracts/documents';
import type { OcrDocType, OcrFailure, OcrFields, OcrStatus } from '../../../shared/contracts/ocr';

export type ReadRow = {
  publicId: string;
  docType: OcrDocType;
  status: OcrStatus;
  fields: OcrFields | null;
  failure: OcrFailure | null;
  /** Seconds since the read was started. */
  ageSeconds: number;
};

/** SQL of the reads (decision 0027). The card's bytes are read from `documents` by the service, never logged. */
export function ocrRepo(db: Db) {
  return {
    /** Starts a read of the document (by its public id); false when it does not exist. */
    async start(publicId: string, docType: OcrDocType): Promise<boolean> {
      const r = await db.execute(sql`
        insert into ${documentReads} (document_id, doc_type)
        select id, ${docType} from ${documents} where public_id = ${publicId}
        on conflict (document_id) do nothing`);
      return (r.rowCount ?? 0) > 0;
    },

    async finish(publicId: string, fields: OcrFields, confidence: number): Promise<void> {
      await db.execute(sql`
        update ${documentReads} set status = 'done', fields = ${JSON.stringify(fields)}::jsonb,
               confidence = ${confidence}, finished_at = now()
        where document_id = (select id from ${documents} where public_id = ${publicId}) and status = 'pending'`);
    },

    async fail(publicId: string, failure: OcrFailure): Promise<void> {
      await db.execute(sql`
        update ${documentReads} set status = 'failed', failure = ${failure}, finished_at = now()
        where document_id = (select id from ${documents} where public_id = ${publicId}) and status = 'pending'`);
    },

    /** Reads pending longer than `seconds` were lost with their process: failed as timeouts (decision 0041). */
    async failStale(seconds: number): Promise<number> {
      const r = await db.execute(sql`
        update ${documentReads} set status = 'failed', failure = 'timeout', finished_at = now()
        where status = 'pending' and created_at < now() - make_interval(secs => ${seconds})`);
      return r.rowCount ?? 0;
    },

    /**
     * Reads pending for less than `seconds` (a process stopped with them, decision 0041): started again now, so
     * the stale clock restarts; the documents to read again.
     */
    async restartRecent(seconds: number): Promise<{ publicId: string; docType: OcrDocType }[]> {
      const r = await db.execute<{ publicId: string; docType: OcrDocType }>(sql`
        update ${documentReads} r set created_at = now()
        from ${documents} d
        where d.id = r.document_id and r.status = 'pending'
          and r.created_at >= now() - make_interval(secs => ${seconds})
        returning d.public_id as "publicId", r.doc_type as "docType"`);
      return r.rows;
    },

    /** The stored bytes and type of a document, to read it again. */
    async imageOf(publicId: string): Promise<{ mime: DocumentMime; data: Buffer } | undefined> {
      const r = await db.execute<{ mime: DocumentMime; data: Buffer }>(sql`
        select mime, data from ${documents} where public_id = ${publicId}`);
      return r.rows[0];
    },

    /** The reads of these documents that belong to the device (other devices' documents are simply absent). */
    async ofDevice(deviceUuid: string, publicIds: string[]): Promise<ReadRow[]> {
      const r = await db.execute<ReadRow>(sql`
        select d.public_id as "publicId", r.doc_type as "docType", r.status, r.fields, r.failure,
               extract(epoch from now() - r.created_at)::float8 as "ageSeconds"
        from ${documents} d
        join ${devices} v on v.id = d.device_id
        join ${documentReads} r on r.document_id = d.id
        where v.device_uuid = ${deviceUuid} and d.public_id = any(${sql.param(publicIds)}::text[])`);
      return r.rows;
    },

    /** Documents of the device among these ids (with or without a read). */
    async ownedCount(deviceUuid: string, publicIds: string[]): Promise<number> {
      const r = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from ${documents} d join ${devices} v on v.id = d.device_id
        where v.device_uuid = ${deviceUuid} and d.public_id = any(${sql.param(publicIds)}::text[])`);
      return r.rows[0]?.n ?? 0;
    },

    /** Reads older than `hours` are deleted: the values are needed only while the journey is filled in. */
    async purgeOlderThan(hours: number): Promise<number> {
      const r = await db.execute(sql`
        delete from ${documentReads} where created_at < now() - make_interval(hours => ${hours})`);
      return r.rowCount ?? 0;
    },
  };
}

export type OcrRepo = ReturnType<typeof ocrRepo>;
