import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { insurers } from './schema';

// Network hospitals (docs/product/hospitals.md; decision 0092): cities, places (hospitals, clinics, pharmacies,
// diagnostic centres) and the tier at which each place joins each insurer's network. Seeded from
// content/structure/hospitals.json (every place fictional).

/** Cities of the seven emirates; `names` is a text per language (ZLocalizedText over LOCALES). */
export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    slug: varchar('slug', { length: 64 }).notNull(),
    emirate: varchar('emirate', { length: 32 }).notNull(),
    names: jsonb('names').notNull(),
  },
  (t) => [uniqueIndex('cities_slug').on(t.slug)],
);

/**
 * One place. Names and addresses are proper nouns kept in Latin and Arabic script (Arabic pages show the Arabic,
 * the others the Latin form); `search_name` is both forms through the shared normaliser (src/shared/search/).
 */
export const hospitals = pgTable(
  'hospitals',
  {
    id: integer('id').primaryKey(),
    slug: varchar('slug', { length: 128 }).notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    nameLatin: varchar('name_latin', { length: 160 }).notNull(),
    nameArabic: varchar('name_arabic', { length: 160 }).notNull(),
    searchName: text('search_name').notNull(),
    addressLatin: varchar('address_latin', { length: 200 }).notNull(),
    addressArabic: varchar('address_arabic', { length: 200 }).notNull(),
    areaLatin: varchar('area_latin', { length: 100 }).notNull(),
    areaArabic: varchar('area_arabic', { length: 100 }).notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    emirate: varchar('emirate', { length: 32 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    specialities: text('specialities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    directBilling: boolean('direct_billing').notNull(),
    /** Published from the console (decision 0128): the seed leaves the place and its network rows as they are. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('hospitals_slug').on(t.slug),
    index('hospitals_city_type').on(t.cityId, t.type),
    check('hospitals_type', sql`${t.type} in ('hospital','clinic','pharmacy','diagnostic')`),
    check(
      'hospitals_coordinates',
      sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
  ],
);

/**
 * The tier at which a place joins an insurer's network (NETWORK_TIERS, restricted < general < premier < global): a
 * plan's network is every place of its insurer at the plan's tier or below. `tier_rank` is the tier's index (0–3).
 */
export const hospitalNetworks = pgTable(
  'hospital_networks',
  {
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    insurerId: integer('insurer_id')
      .notNull()
      .references(() => insurers.id, { onDelete: 'cascade' }),
    tierRank: integer('tier_rank').notNull(),
  },
  (t) => [
    primaryKey({ name: 'hospital_networks_pk', columns: [t.insurerId, t.hospitalId] }),
    index('hospital_networks_hospital').on(t.hospitalId),
    check('hospital_networks_tier', sql`${t.tierRank} between 0 and 3`),
  ],
);
