import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { devices, enquiries, leads } from '../../../db/schema';
import type { TPremiumBreakdown } from '../../../shared/contracts/quotes';

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
  totalFils: number | null;
  breakdown: TPremiumBreakdown | null;
  utm: {
    utmSource?: string | undefined;
    utmMedium?: string | undefined;
    utmCampaign?: string | undefined;
    utmTerm?: string | undefined;
    utmContent?: string | undefined;
  };
};

/** PostgreSQL text cannot hold U+0000. */
const n = (v: string | undefined | null) => (v == null ? null : v.replaceAll('\u0000', ''));
const INT4_MAX = 2_147_483_647;

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

    /** One row per call: a retried request is answered by the idempotency plugin without reaching here. */
    async insert(l: NewLead): Promise<void> {
      await db.execute(sql`
        insert into ${leads} (public_id, device_id, enquiry_id, plan_id, provider_id, quote_id, country_product_id,
          source, source_id, consent_at, total_fils, breakdown, utm_source, utm_medium, utm_campaign, utm_term,
          utm_content, mobile_number)
        values (${l.publicId}, ${l.deviceId}, ${l.enquiryId}, ${l.planId}, ${l.providerId}, ${l.quoteId},
          ${l.countryProductId}, ${l.source}, ${l.sourceId !== null && l.sourceId <= INT4_MAX ? l.sourceId : null},
          now(), ${l.totalFils}, ${l.breakdown === null ? null : JSON.stringify(l.breakdown)}::jsonb,
          ${n(l.utm.utmSource)}, ${n(l.utm.utmMedium)}, ${n(l.utm.utmCampaign)}, ${n(l.utm.utmTerm)},
          ${n(l.utm.utmContent)}, ${l.mobileNumber ?? null})`);
    },
  };
}

export type LeadsRepo = ReturnType<typeof leadsRepo>;
