import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { ANALYTICS_EVENT_NAMES } from '../shared/contracts/analytics-constants';
import { LANG_CODES } from '../shared/domain/locales';
import { visits } from './schema';

const quoted = (values: readonly string[]) =>
  values
    .map((v) => {
      if (!/^[A-Za-z]+$/.test(v)) throw new Error(`${v} cannot be listed in a CHECK`);
      return `'${v}'`;
    })
    .join(',');

/**
 * The browser's analytics events (docs/product/analytics.md 'Events the business reads'; decision 0103): append-only,
 * no personal data (field ids, never values), no device id and no address. The visit links them to the server's own
 * rows for the funnel; a deleted device takes its visits' events with it. Rows older than
 * ANALYTICS_EVENTS_KEEP_DAYS are deleted by worker nodes hourly.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 32 }).notNull(),
    /** When it happened (the browser's clock, kept within a day of the arrival, else the arrival). */
    at: timestamp('at', { withTimezone: true }).notNull(),
    productId: integer('product_id'),
    /** The page's path without query, ids replaced by ':id' (analyticsPath). */
    pagePath: varchar('page_path', { length: 512 }).notNull(),
    fieldId: varchar('field_id', { length: 64 }),
    /** The page's language, from its path's prefix. */
    language: varchar('language', { length: 8 }).notNull(),
  },
  (t) => [
    index('analytics_events_at').on(t.at),
    index('analytics_events_visit').on(t.visitId, t.at),
    check('analytics_events_name', sql`${t.name} in (${sql.raw(quoted(ANALYTICS_EVENT_NAMES))})`),
    check('analytics_events_language', sql`${t.language} in (${sql.raw(quoted(LANG_CODES))})`),
  ],
);
