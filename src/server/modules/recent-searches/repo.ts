import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { devices, enquiries, vehicleMakes, vehicleModels } from '../../../db/schema';

export type RecentEnquiry = {
  publicId: string;
  countryProductId: number;
  status: string;
  /** DD/MM/YYYY in the UAE (GST, UTC+4, no daylight saving). */
  createdOn: string;
  answers: Record<string, unknown>;
};

export type VehicleName = {
  makeSlug: string;
  modelSlug: string;
  make: string;
  makeAr: string;
  model: string;
};

export function recentSearchesRepo(db: Db) {
  return {
    /** The device's enquiries, most recently touched first; `productId` null means every product. */
    async byDevice(deviceUuid: string, productId: number | null, limit: number): Promise<RecentEnquiry[]> {
      const r = await db.execute<RecentEnquiry>(sql`
        select e.public_id as "publicId", e.country_product_id as "countryProductId", e.status,
               to_char((e.created_at at time zone 'UTC') + interval '4 hours', 'DD/MM/YYYY') as "createdOn",
               e.answers
          from ${enquiries} e join ${devices} d on d.id = e.device_id
         where d.device_uuid = ${deviceUuid}
           and (${productId}::int is null or e.country_product_id = ${productId}::int)
         order by e.updated_at desc, e.id desc
         limit ${limit}`);
      return r.rows;
    },

    /** Display names of (make, model) slug pairs from the vehicle catalogue. */
    async vehicleNames(pairs: { make: string; model: string }[]): Promise<VehicleName[]> {
      if (pairs.length === 0) return [];
      const r = await db.execute<VehicleName>(sql`
        select mk.slug as "makeSlug", md.slug as "modelSlug", mk.name as make, mk.name_ar as "makeAr",
               md.name as model
          from ${vehicleModels} md join ${vehicleMakes} mk on mk.id = md.make_id
         where (mk.slug, md.slug) in (
           select * from unnest(${sql.param(pairs.map((p) => p.make))}::text[], ${sql.param(pairs.map((p) => p.model))}::text[]))`);
      return r.rows;
    },
  };
}

export type RecentSearchesRepo = ReturnType<typeof recentSearchesRepo>;
