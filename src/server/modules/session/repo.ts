import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { devices, visits } from '../../../db/schema';
import type { TUtm } from '../../../shared/contracts/session';

export type NewDevice = TUtm & {
  deviceUuid: string;
  sourceId: number;
  countryProductId: number;
  deviceType: number;
  agentId: string | undefined;
  ipHash: string;
};

export type NewVisit = TUtm & { countryProductId: number; sourceId: number };

/** PostgreSQL text cannot hold U+0000; a NUL in a UTM value (from a crafted URL) is dropped, not a 500. */
const n = (v: string | undefined) => (v === undefined ? null : v.replaceAll('\u0000', ''));
const INT4_MAX = 2_147_483_647;

export function sessionRepo(db: Db) {
  return {
    /** The device and its first visit in one statement: one transaction and one round trip (docs/product/session.md). */
    async createDeviceWithVisit(d: NewDevice, v: NewVisit): Promise<{ deviceId: number; visitId: number }> {
      const r = await db.execute<{ device_id: number; visit_id: number }>(sql`
        with d as (
          insert into ${devices} (device_uuid, source_id, country_product_id, device_type, agent_id,
                                  utm_source, utm_medium, utm_term, utm_campaign, pb_source, ip_hash)
          values (${d.deviceUuid}, ${d.sourceId}, ${d.countryProductId}, ${d.deviceType}, ${n(d.agentId)},
                  ${n(d.utmSource)}, ${n(d.utmMedium)}, ${n(d.utmTerm)}, ${n(d.utmCampaign)}, ${n(d.pbSource)},
                  ${d.ipHash})
          returning id)
        insert into ${visits} (device_id, country_product_id, source_id,
                               utm_source, utm_medium, utm_term, utm_campaign, pb_source)
        select d.id, ${v.countryProductId}, ${v.sourceId},
               ${n(v.utmSource)}, ${n(v.utmMedium)}, ${n(v.utmTerm)}, ${n(v.utmCampaign)}, ${n(v.pbSource)}
          from d
        returning device_id, id as visit_id`);
      const row = r.rows[0];
      if (!row) throw new Error('device insert returned no row');
      return { deviceId: row.device_id, visitId: row.visit_id };
    },

    /**
     * Reuses `visitId` when it belongs to the device, else records a new visit; one statement.
     * Returns undefined when no device has this uuid.
     */
    async reuseOrCreateVisit(
      deviceUuid: string,
      visitId: number | undefined,
      v: NewVisit & { partnerClaim: boolean; webSourceId: number },
    ): Promise<{ visitId: number; reused: boolean } | undefined> {
      // An id beyond the int4 column range cannot exist (and must not become a database error).
      const reusable = visitId !== undefined && visitId <= INT4_MAX ? visitId : null;
      const r = await db.execute<{
        device_id: number | null;
        existing: number | null;
        created: number | null;
      }>(sql`
        with d as (select id, source_id from ${devices} where device_uuid = ${deviceUuid}),
        existing as (
          select visits.id from ${visits} join d on visits.device_id = d.id
           where visits.id = ${reusable}::int),
        created as (
          insert into ${visits} (device_id, country_product_id, source_id,
                                 utm_source, utm_medium, utm_term, utm_campaign, pb_source)
          select d.id, ${v.countryProductId},
                 -- decision 0022: a partner source only when the device was created with that partner's token
                 case when ${v.partnerClaim}::boolean and d.source_id <> ${v.sourceId}::int
                      then ${v.webSourceId}::int else ${v.sourceId}::int end,
                 ${n(v.utmSource)}, ${n(v.utmMedium)}, ${n(v.utmTerm)}, ${n(v.utmCampaign)}, ${n(v.pbSource)}
            from d where not exists (select 1 from existing)
          returning id)
        select (select id from d) as device_id,
               (select id from existing) as existing,
               (select id from created) as created`);
      const row = r.rows[0];
      if (!row || row.device_id === null) return undefined;
      if (row.existing !== null) return { visitId: row.existing, reused: true };
      if (row.created === null) throw new Error('visit insert returned no row');
      return { visitId: row.created, reused: false };
    },
  };
}

export type SessionRepo = ReturnType<typeof sessionRepo>;
