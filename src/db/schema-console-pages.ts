import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { PAGE_VERSION_STATUSES } from '../shared/contracts/console-pages';
import { consoleStaff } from './schema-console';

// The console's page editor (decision 0122): versions per page and language, schedules, soft edit locks.

const statusCheck = sql.raw(`(${PAGE_VERSION_STATUSES.map((s) => `'${s}'`).join(',')})`);

/**
 * One version of one page in one language, numbered from 1 per (path, language). The document is the stored page
 * format (meta_data and blocks as content_pages holds them); publishing copies it there. `missing` lists the text
 * paths copied from English and not translated yet; `from_en_version` the English version a translation follows.
 */
export const consolePageVersions = pgTable(
  'console_page_versions',
  {
    id: serial('id').primaryKey(),
    urlPath: text('url_path').notNull(),
    language: varchar('language', { length: 8 }).notNull(),
    version: integer('version').notNull(),
    productId: integer('product_id').notNull(),
    pageTypeId: integer('page_type_id').notNull(),
    metaData: jsonb('meta_data').notNull(),
    blocks: jsonb('blocks').notNull(),
    missing: jsonb('missing')
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: varchar('status', { length: 12 }).notNull(),
    fromEnVersion: integer('from_en_version'),
    origin: varchar('origin', { length: 24 }).notNull(),
    staffId: integer('staff_id').references(() => consoleStaff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('console_page_versions_no').on(t.urlPath, t.language, t.version),
    check('console_page_versions_status', sql`${t.status} in ${statusCheck}`),
  ],
);

/** A publish or unpublish at a time; `done_at` is claimed by one UPDATE … WHERE done_at IS NULL, so it fires once. */
export const consolePageSchedules = pgTable(
  'console_page_schedules',
  {
    id: serial('id').primaryKey(),
    urlPath: text('url_path').notNull(),
    language: varchar('language', { length: 8 }).notNull(),
    action: varchar('action', { length: 12 }).notNull(),
    version: integer('version'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    staffId: integer('staff_id').references(() => consoleStaff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    result: varchar('result', { length: 200 }),
  },
  (t) => [
    index('console_page_schedules_due')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null`),
    check('console_page_schedules_action', sql`${t.action} in ('publish','unpublish')`),
  ],
);

/** Who is editing a page (advisory): it lapses at `expires_at` unless the holder's heartbeat moves it on. */
export const consolePageLocks = pgTable('console_page_locks', {
  urlPath: text('url_path').primaryKey(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => consoleStaff.id),
  since: timestamp('since', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
