import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { devices, enquiries, enquiryAccess } from '../../../db/schema';
import { deviceSyncCodes, deviceSyncFailures } from '../../../db/schema-device-sync';

export type SyncEnquiry = {
  id: number;
  publicId: string;
  countryProductId: number;
  status: string;
  reference: string | null;
  provedNumber: boolean;
};
export type SyncKind = 'qr' | 'otp';
export type RedeemedCode = {
  enquiryId: number;
  publicId: string;
  countryProductId: number;
  status: string;
  reference: string | null;
  deviceInfo: unknown;
  lang: string;
};

/** Device sync storage (decision 0109). SQL only; the rules live in service.ts. */
export function deviceSyncRepo(db: Db) {
  return {
    async deviceId(deviceUuid: string): Promise<number | undefined> {
      const r = await db.execute<{ id: number }>(
        sql`select id from ${devices} where device_uuid = ${deviceUuid}`,
      );
      return r.rows[0]?.id;
    },

    /** The enquiry when the device created it or holds a grant to it (decision 0017); else undefined. */
    async readableEnquiry(deviceId: number, publicId: string): Promise<SyncEnquiry | undefined> {
      const r = await db.execute<SyncEnquiry>(sql`
        select e.id, e.public_id as "publicId", e.country_product_id as "countryProductId", e.status,
               e.reference, (e.mobile_verified_at is not null) as "provedNumber"
          from ${enquiries} e
         where e.public_id = ${publicId}
           and (e.device_id = ${deviceId} or exists (select 1 from ${enquiryAccess} a
                 where a.enquiry_id = e.id and a.device_id = ${deviceId}))`);
      return r.rows[0];
    },

    /** The device's own most recently touched enquiry. */
    async latestEnquiry(deviceId: number): Promise<SyncEnquiry | undefined> {
      const r = await db.execute<SyncEnquiry>(sql`
        select e.id, e.public_id as "publicId", e.country_product_id as "countryProductId", e.status,
               e.reference, (e.mobile_verified_at is not null) as "provedNumber"
          from ${enquiries} e
         where e.device_id = ${deviceId}
         order by e.updated_at desc, e.id desc
         limit 1`);
      return r.rows[0];
    },

    /** Codes the device asked for since `since` (the per-device limit). */
    async countSince(deviceId: number, kind: SyncKind, since: Date): Promise<number> {
      const r = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from ${deviceSyncCodes}
         where device_id = ${deviceId} and kind = ${kind} and created_at > ${since.toISOString()}`);
      return r.rows[0]?.n ?? 0;
    },

    /**
     * Stores a code; false when its hash is taken (a live code has the same digits: the caller draws again).
     * Expired rows go first, so their digits can be drawn again; the device's earlier unused codes of the kind end.
     */
    async insert(row: {
      kind: SyncKind;
      codeHash: string;
      enquiryId: number;
      deviceId: number;
      deviceInfo: unknown;
      lang: string;
      expiresAt: Date;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`delete from ${deviceSyncCodes} where expires_at < now() - interval '1 day'`);
        await tx.execute(sql`
          update ${deviceSyncCodes} set used_at = now()
           where device_id = ${row.deviceId} and kind = ${row.kind} and used_at is null`);
        const r = await tx.execute(sql`
          insert into ${deviceSyncCodes} (kind, code_hash, enquiry_id, device_id, device_info, lang, expires_at)
          values (${row.kind}, ${row.codeHash}, ${row.enquiryId}, ${row.deviceId},
                  ${row.deviceInfo === undefined ? null : JSON.stringify(row.deviceInfo)}::jsonb, ${row.lang},
                  ${row.expiresAt.toISOString()})
          on conflict (kind, code_hash) do update set
            code_hash = excluded.code_hash, enquiry_id = excluded.enquiry_id, device_id = excluded.device_id,
            device_info = excluded.device_info, lang = excluded.lang, expires_at = excluded.expires_at,
            used_at = null, used_by_device_id = null, created_at = now()
            where ${deviceSyncCodes.expiresAt} < now() or ${deviceSyncCodes.usedAt} is not null
          returning id`);
        return r.rows.length > 0;
      });
    },

    /**
     * Takes a live code (unused, unexpired) in one statement, so two redeemers cannot both win; the redeeming
     * device is recorded. Undefined when there is no such code.
     */
    async redeem(
      kind: SyncKind,
      codeHash: string,
      byDeviceId: number | null,
    ): Promise<RedeemedCode | undefined> {
      const r = await db.execute<RedeemedCode>(sql`
        with taken as (
          update ${deviceSyncCodes} set used_at = now(), used_by_device_id = ${byDeviceId}
           where kind = ${kind} and code_hash = ${codeHash} and used_at is null and expires_at > now()
          returning enquiry_id, device_info, lang)
        select e.id as "enquiryId", e.public_id as "publicId", e.country_product_id as "countryProductId",
               e.status, e.reference, t.device_info as "deviceInfo", t.lang
          from taken t join ${enquiries} e on e.id = t.enquiry_id`);
      return r.rows[0];
    },

    async grant(enquiryId: number, deviceId: number): Promise<void> {
      await db.execute(sql`
        insert into ${enquiryAccess} (enquiry_id, device_id) values (${enquiryId}, ${deviceId})
        on conflict do nothing`);
    },

    async recordFailure(deviceId: number | null, ipHash: string): Promise<void> {
      await db.execute(
        sql`insert into ${deviceSyncFailures} (device_id, ip_hash) values (${deviceId}, ${ipHash})`,
      );
    },

    /** Wrong codes from this device or this address since `since`; older rows are dropped on the way. */
    async failuresSince(deviceId: number | null, ipHash: string, since: Date): Promise<number> {
      await db.execute(sql`delete from ${deviceSyncFailures} where at < now() - interval '1 day'`);
      const r = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from ${deviceSyncFailures}
         where at > ${since.toISOString()} and (ip_hash = ${ipHash} or device_id = ${deviceId})`);
      return r.rows[0]?.n ?? 0;
    },
  };
}

export type DeviceSyncRepo = ReturnType<typeof deviceSyncRepo>;
