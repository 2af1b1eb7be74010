import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { LEAD_WORK_STATUSES } from '../shared/contracts/console-lead-status';
import { leads } from './schema';
import { consoleStaff } from './schema-console';

// The lead inbox (decision 0114): how the desk works a lead. The lead itself stays in `leads` (decision 0013).

const statusCheck = sql.raw(`(${LEAD_WORK_STATUSES.map((s) => `'${s}'`).join(',')})`);

/**
 * One row per lead the desk has touched (a lead without a row is `new`, unassigned). `version` rises with every
 * change, so a change made on a stale page is refused (409) instead of overwriting a colleague's.
 */
export const consoleLeadWork = pgTable(
  'console_lead_work',
  {
    leadId: integer('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull().default('new'),
    assigneeId: integer('assignee_id').references(() => consoleStaff.id),
    callbackAt: timestamp('callback_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('console_lead_work_status', sql`${t.status} in ${statusCheck}`),
    index('console_lead_work_assignee').on(t.assigneeId, t.status),
    index('console_lead_work_callback').on(t.callbackAt),
  ],
);

/** A staff member's note on a lead: plain text, at most 2000 characters, never edited. */
export const consoleLeadNotes = pgTable(
  'console_lead_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => consoleStaff.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    text: varchar('text', { length: 2000 }).notNull(),
  },
  (t) => [
    index('console_lead_notes_lead').on(t.leadId, t.at),
    check('console_lead_notes_text', sql`length(${t.text}) between 1 and 2000`),
  ],
);
