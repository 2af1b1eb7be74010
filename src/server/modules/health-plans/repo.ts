import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';

/** How many places an insurer's network holds per city and tier (hospital_networks; decision 0097). */
export type TierCountRow = {
  insurerId: number;
  cityId: number;
  citySlug: string;
  cityNames: Record<string, string>;
  tierRank: number;
  n: number;
};

export function healthPlansRepo(db: Db) {
  const rows = async <T>(q: SQL) => (await db.execute(q)).rows as T[];
  const countsWhere = (insurerId: number | undefined) =>
    insurerId === undefined ? sql`true` : sql`n.insurer_id = ${insurerId}`;
  return {
    /**
     * The network counts by insurer, city and tier rank (one insurer, or all): a plan's network is every row of its
     * insurer whose rank is at most the plan's tier rank, so every figure the pages show is a sum of these.
     */
    async tierCounts(insurerId?: number) {
      return rows<TierCountRow>(
        sql`select n.insurer_id as "insurerId", c.id as "cityId", c.slug as "citySlug", c.names as "cityNames",
            n.tier_rank as "tierRank", count(*)::int as n
          from hospital_networks n join hospitals h on h.id = n.hospital_id join cities c on c.id = h.city_id
          where ${countsWhere(insurerId)}
          group by n.insurer_id, c.id, n.tier_rank order by n.insurer_id, c.id, n.tier_rank`,
      );
    },

    /**
     * The health catalogue's and the networks' newest write and row counts, and the newest console edit of a place
     * (a tier changed in the console keeps the count): a change drops the cached catalogue.
     */
    async stamp() {
      const r = await rows<{ stamp: string }>(
        sql`select concat_ws('|',
            (select max(updated_at)::text || ':' || count(*) from insurers),
            (select max(updated_at)::text || ':' || count(*) from plans where product_id = 3),
            (select max(updated_at)::text || ':' || count(*) from rate_tables where product_id = 3),
            (select count(*) from hospital_networks),
            (select max(edited_at)::text from hospitals)) as stamp`,
      );
      return r[0]?.stamp ?? '';
    },
  };
}

export type HealthPlansRepo = ReturnType<typeof healthPlansRepo>;
