import { sql } from 'drizzle-orm';
import {
  char,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { consoleStaff } from './schema-console';

// Images uploaded in the console (decision 0124): stored in PostgreSQL, served by the app from its own origin.

/** PostgreSQL bytea as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * One uploaded image. The type is what the first bytes prove (PNG, JPEG or WebP; never SVG), the dimensions what
 * its header says; an image never changes once stored (its address is cached for a year), it is only deleted.
 */
export const consoleMedia = pgTable(
  'console_media',
  {
    /** The address's id: 12 random base64url characters. */
    id: char('id', { length: 12 }).primaryKey(),
    mime: varchar('mime', { length: 16 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Hex SHA-256 of the bytes (the ETag). */
    sha256: char('sha256', { length: 64 }).notNull(),
    /** Alt text per language ({en, ar?, hi?, ml?}); English is required. */
    alt: jsonb('alt').$type<Record<string, string>>().notNull(),
    data: bytea('data').notNull(),
    staffId: integer('staff_id').references(() => consoleStaff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('console_media_created').on(t.createdAt),
    check('console_media_mime', sql`${t.mime} in ('image/png','image/jpeg','image/webp')`),
    check('console_media_alt_en', sql`length(${t.alt} ->> 'en') > 0`),
  ],
);
