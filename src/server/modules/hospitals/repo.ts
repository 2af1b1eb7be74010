import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';

/** A place as the list calls read it (both scripts; the service picks the page language's). */
export type PlaceRow = {
  id: number;
  slug: string;
  type: string;
  nameLatin: string;
  nameArabic: string;
  addressLatin: string;
  addressArabic: string;
  cityId: number;
  citySlug: string;
  cityNames: Record<string, string>;
  emirate: string;
  phone: string;
  latitude: number;
  longitude: number;
  directBilling: boolean;
  distanceKm?: number;
};

export type PlaceFilter = {
  insurerId?: number;
  /** Highest network tier rank included (a plan's network); undefined: any tier. */
  maxTierRank?: number;
  cityId?: number;
  type?: string;
  /** Normalised query (src/shared/search/normalise.ts); '' or undefined: no name filter. */
  query?: string;
};

const PLACE_COLUMNS = sql`h.id, h.slug, h.type, h.name_latin as "nameLatin", h.name_arabic as "nameArabic",
  h.address_latin as "addressLatin", h.address_arabic as "addressArabic", h.city_id as "cityId",
  c.slug as "citySlug", c.names as "cityNames", h.emirate, h.phone, h.latitude, h.longitude,
  h.direct_billing as "directBilling"`;

/** `%` and `_` in a query are text, not patterns (the normaliser leaves only letters, digits and spaces anyway). */
const likeText = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(f: PlaceFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.insurerId !== undefined)
    parts.push(
      sql`exists (select 1 from hospital_networks n where n.hospital_id = h.id and n.insurer_id = ${f.insurerId}${
        f.maxTierRank !== undefined ? sql` and n.tier_rank <= ${f.maxTierRank}` : sql``
      })`,
    );
  if (f.cityId !== undefined) parts.push(sql`h.city_id = ${f.cityId}`);
  if (f.type !== undefined) parts.push(sql`h.type = ${f.type}`);
  if (f.query) parts.push(sql`h.search_name like ${`%${likeText(f.query)}%`}`);
  return sql.join(parts, sql` and `);
}

/** Relevance for a name query: the name starts with it, then a word starts with it, then it is inside a word. */
function order(query: string | undefined, name: SQL): SQL {
  if (!query) return sql`${name}, h.id`;
  const q = likeText(query);
  return sql`case when h.search_name like ${`${q}%`} then 0 when h.search_name like ${`% ${q}%`} then 1 else 2 end, ${name}, h.id`;
}

export function hospitalsRepo(db: Db) {
  const rows = async <T>(q: SQL) => (await db.execute(q)).rows as T[];
  return {
    async list(f: PlaceFilter, skip: number, limit: number, arabic: boolean) {
      const name = arabic ? sql`h.name_arabic` : sql`h.name_latin`;
      const [items, count] = await Promise.all([
        rows<PlaceRow>(sql`select ${PLACE_COLUMNS} from hospitals h join cities c on c.id = h.city_id
          where ${where(f)} order by ${order(f.query, name)} offset ${skip} limit ${limit}`),
        rows<{ n: number }>(sql`select count(*)::int as n from hospitals h where ${where(f)}`),
      ]);
      return { items, total: count[0]?.n ?? 0 };
    },

    /** Places ordered by distance from a point (kilometres, haversine on a 6,371 km sphere). */
    async nearby(f: PlaceFilter, lat: number, lng: number, limit: number) {
      const distance = sql`6371 * 2 * asin(sqrt(power(sin(radians(h.latitude - ${lat}) / 2), 2) +
        cos(radians(${lat})) * cos(radians(h.latitude)) * power(sin(radians(h.longitude - ${lng}) / 2), 2)))`;
      return rows<PlaceRow>(sql`select ${PLACE_COLUMNS}, ${distance} as "distanceKm" from hospitals h
        join cities c on c.id = h.city_id where ${where(f)} order by "distanceKm", h.id limit ${limit}`);
    },

    async cities(insurerId: number | undefined) {
      const filter =
        insurerId === undefined
          ? sql`true`
          : sql`exists (select 1 from hospitals h join hospital_networks n on n.hospital_id = h.id
              where h.city_id = c.id and n.insurer_id = ${insurerId})`;
      return rows<{ id: number; slug: string; emirate: string; names: Record<string, string> }>(
        sql`select c.id, c.slug, c.emirate, c.names from cities c where ${filter} order by c.id`,
      );
    },

    async cityBySlug(slug: string) {
      return (await rows<{ id: number }>(sql`select id from cities where slug = ${slug}`))[0];
    },

    /** Insurers with a network: id, slug, the catalogue document and how many places they take. */
    async networkInsurers() {
      return rows<{ id: number; slug: string; data: unknown; hospitalCount: number }>(
        sql`select i.id, i.slug, i.data, count(n.hospital_id)::int as "hospitalCount" from insurers i
          join hospital_networks n on n.insurer_id = i.id group by i.id order by i.id`,
      );
    },

    async insurerExists(id: number) {
      return (await rows(sql`select 1 from insurers where id = ${id}`)).length > 0;
    },

    /** An insurer by its catalogue slug (the list pages' address), with its catalogue document. */
    async insurerBySlug(slug: string) {
      return (
        await rows<{ id: number; slug: string; data: unknown }>(
          sql`select id, slug, data from insurers where slug = ${slug}`,
        )
      )[0];
    },

    async cityRowBySlug(slug: string) {
      return (
        await rows<{ id: number; slug: string; emirate: string; names: Record<string, string> }>(
          sql`select id, slug, emirate, names from cities where slug = ${slug}`,
        )
      )[0];
    },

    /** One place by its slug, with what its page shows beyond the list columns (area, specialities). */
    async placeBySlug(slug: string) {
      return (
        await rows<PlaceRow & { areaLatin: string; areaArabic: string; specialities: string[] }>(
          sql`select ${PLACE_COLUMNS}, h.area_latin as "areaLatin", h.area_arabic as "areaArabic", h.specialities
            from hospitals h join cities c on c.id = h.city_id where h.slug = ${slug}`,
        )
      )[0];
    },

    /**
     * The insurers whose network holds a place, with the tier it joins at, and their visible health plans (a plan
     * includes the place when the rank of its `health.networkTier` is at least the place's tier rank).
     */
    async networksOf(hospitalId: number) {
      return rows<{
        insurerId: number;
        slug: string;
        data: unknown;
        tierRank: number;
        plans: { slug: string; planName: Record<string, string>; networkTier: string }[] | null;
      }>(sql`select i.id as "insurerId", i.slug, i.data, n.tier_rank as "tierRank",
          (select json_agg(json_build_object('slug', p.slug, 'planName', p.document->'planName',
              'networkTier', p.document->'health'->>'networkTier') order by p.id)
            from plans p where p.provider_id = i.id and not p.is_hidden
              and p.document->'health'->>'networkTier' is not null) as plans
        from hospital_networks n join insurers i on i.id = n.insurer_id
        where n.hospital_id = ${hospitalId} order by i.id`);
    },

    /** Every insurer × city pair with places (the list pages that exist), and every place slug: the sitemap. */
    async listPairs() {
      return rows<{ insurerSlug: string; citySlug: string; n: number }>(
        sql`select i.slug as "insurerSlug", c.slug as "citySlug", count(*)::int as n
          from hospital_networks n join insurers i on i.id = n.insurer_id
          join hospitals h on h.id = n.hospital_id join cities c on c.id = h.city_id
          group by i.slug, c.slug order by i.slug, c.slug`,
      );
    },

    /** When the network data last changed: the insurers' rows carry it (the seed writes them together). */
    async networkUpdatedAt() {
      return (
        (await rows<{ at: Date | null }>(sql`select max(updated_at) as at from insurers`))[0]?.at ?? null
      );
    },

    /** How many places an insurer's network has in each city (the HOSPITALS_NETWORK block's city links). */
    async cityCounts(insurerId: number) {
      return rows<{ slug: string; names: Record<string, string>; n: number }>(
        sql`select c.slug, c.names, count(*)::int as n from hospital_networks n
          join hospitals h on h.id = n.hospital_id join cities c on c.id = h.city_id
          where n.insurer_id = ${insurerId} group by c.id order by c.id`,
      );
    },

    async placeSlugs() {
      return rows<{ slug: string }>(sql`select slug from hospitals order by id`);
    },

    /** The health plans' claims administrators (plan documents' `health.tpaName`), distinct. */
    async tpaNames() {
      return rows<{ name: Record<string, string> }>(
        sql`select distinct on (document->'health'->'tpaName'->>'en') document->'health'->'tpaName' as name
          from plans where product_id = 3 and not is_hidden and document->'health'->'tpaName' is not null
          order by document->'health'->'tpaName'->>'en'`,
      );
    },

    /**
     * Keep my doctor (decision 0095), one query per quotes request: the chosen places that exist, each with the
     * tier rank at which each of the given insurers' networks takes it ({insurerId: rank}; none: in no network).
     */
    async networkTiers(hospitalIds: readonly number[], insurerIds: readonly number[]) {
      return rows<{ id: number; nameLatin: string; nameArabic: string; tiers: Record<string, number> }>(
        sql`select h.id, h.name_latin as "nameLatin", h.name_arabic as "nameArabic",
            coalesce(json_object_agg(n.insurer_id, n.tier_rank) filter (where n.insurer_id is not null), '{}')
              as tiers
          from hospitals h left join hospital_networks n on n.hospital_id = h.id
            and n.insurer_id = any(${sql.param(insurerIds)}::int[])
          where h.id = any(${sql.param(hospitalIds)}::int[]) group by h.id`,
      );
    },
  };
}

export type HospitalsRepo = ReturnType<typeof hospitalsRepo>;
