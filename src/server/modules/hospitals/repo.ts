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

    /** The health plans' claims administrators (plan documents' `health.tpaName`), distinct. */
    async tpaNames() {
      return rows<{ name: Record<string, string> }>(
        sql`select distinct on (document->'health'->'tpaName'->>'en') document->'health'->'tpaName' as name
          from plans where product_id = 3 and not is_hidden and document->'health'->'tpaName' is not null
          order by document->'health'->'tpaName'->>'en'`,
      );
    },
  };
}

export type HospitalsRepo = ReturnType<typeof hospitalsRepo>;
