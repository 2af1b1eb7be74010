import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { ATTEMPT_OUTCOMES, CONTACT_CHANNELS } from '../shared/contracts/contact-rules';
import { leads } from './schema';
import { consoleStaff } from './schema-console';

// The contact rules (decision 0115): every attempt to reach a visitor, and the do-not-call list.

const inList = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(',')})`);

/**
 * One row per call or message a staff member made to a lead's visitor, with its outcome. Append-only: a trigger
 * (migration 0037) refuses UPDATE, DELETE and TRUNCATE, so a lead with attempts is never deleted either (they prove
 * the rules were kept). `note` is plain text, at most 500 characters.
 */
export const contactAttempts = pgTable(
  'contact_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => consoleStaff.id),
    channel: varchar('channel', { length: 8 }).notNull(),
    outcome: varchar('outcome', { length: 16 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The callback the visitor asked for (outcome callback_booked). */
    callbackAt: timestamp('callback_at', { withTimezone: true }),
    note: varchar('note', { length: 500 }),
  },
  (t) => [
    index('contact_attempts_lead').on(t.leadId, t.at),
    check('contact_attempts_channel', sql`${t.channel} in ${inList(CONTACT_CHANNELS)}`),
    check('contact_attempts_outcome', sql`${t.outcome} in ${inList(ATTEMPT_OUTCOMES)}`),
  ],
);

/**
 * The do-not-call list, standing in for the UAE's Do Not Call Register: nine-digit UAE mobile numbers (as
 * leads.mobile_number holds them, without +971) imported by an admin as CSV. A number imported again keeps one row,
 * with its latest import.
 */
export const dncNumbers = pgTable(
  'dnc_numbers',
  {
    mobileNumber: varchar('mobile_number', { length: 9 }).primaryKey(),
    source: varchar('source', { length: 16 }).notNull().default('import'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
    /** The import that last listed it (a UUID, also in the import's audit row). */
    batchId: varchar('batch_id', { length: 36 }).notNull(),
  },
  (t) => [
    check('dnc_numbers_source', sql`${t.source} in ('import')`),
    check('dnc_numbers_mobile', sql`${t.mobileNumber} ~ '^5[024568][0-9]{7}$'`),
  ],
);
