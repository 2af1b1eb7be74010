import { sql } from 'drizzle-orm';
import { char, check, index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The insurer sandbox's own tables (src/sandbox/README.md): what a fictional insurer fetched by handoff id, its demo
 * payment attempts and the events it sends back. No foreign key into the marketplace's tables: the sandbox is a
 * separate party that shares only the database server.
 */
export const sandboxCheckouts = pgTable(
  'sandbox_checkouts',
  {
    id: serial('id').primaryKey(),
    insurerCode: varchar('insurer_code', { length: 64 }).notNull(),
    /** SHA-256 of the handoff id the visitor arrived with. */
    handoffHash: char('handoff_hash', { length: 64 }).notNull(),
    /** The proposal as fetched from the marketplace (kept: the first fetch consumes the handoff). */
    proposal: jsonb('proposal').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('open'),
    declinedAttempts: integer('declined_attempts').notNull().default(0),
    policyNumber: varchar('policy_number', { length: 32 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sandbox_checkouts_handoff').on(t.handoffHash),
    check('sandbox_checkouts_status', sql`${t.status} in ('open','paid')`),
  ],
);

/** Events the sandbox sends to the marketplace (delivered by a pg-boss job with retries until acknowledged). */
export const sandboxEvents = pgTable(
  'sandbox_events',
  {
    id: serial('id').primaryKey(),
    eventId: varchar('event_id', { length: 64 }).notNull(),
    insurerCode: varchar('insurer_code', { length: 64 }).notNull(),
    /** The exact JSON body sent (signed as sent). */
    body: jsonb('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_events_event_id').on(t.eventId)],
);
