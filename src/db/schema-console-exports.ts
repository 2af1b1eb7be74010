import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { EXPORT_STATUSES } from '../shared/contracts/console-admin';
import { consoleStaff } from './schema-console';

// Lead exports (decision 0116): a background job writes the CSV; the staff member who asked downloads it once.

const statusCheck = sql.raw(`(${EXPORT_STATUSES.map((s) => `'${s}'`).join(',')})`);

/**
 * One export a team lead or admin asked for. `csv` holds the file between the job and the one download (then it is
 * emptied, as it is an hour after the job ended); the reason for personal columns is kept with the request and in
 * the audit log.
 */
export const consoleExports = pgTable(
  'console_exports',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => consoleStaff.id),
    filters: jsonb('filters').notNull(),
    personal: boolean('personal').notNull(),
    reason: varchar('reason', { length: 300 }),
    status: varchar('status', { length: 8 }).notNull().default('queued'),
    rows: integer('rows').notNull().default(0),
    total: integer('total'),
    csv: text('csv'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (t) => [
    index('console_exports_staff').on(t.staffId, t.createdAt),
    check('console_exports_status', sql`${t.status} in ${statusCheck}`),
    check('console_exports_reason', sql`not ${t.personal} or length(${t.reason}) > 0`),
  ],
);
