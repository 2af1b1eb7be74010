import { sql } from 'drizzle-orm';
import {
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { insurers, policies, quotes } from './schema';

// From choice to policy (docs/product/policies.md): the handoff to the insurer, the insurer's signed events and the
// renewal reminders. Kept beside schema.ts (decision 0083) so that file does not grow past its recorded size.

/**
 * A handoff to the insurer's checkout: the visitor leaves with an opaque, signed, single-use id valid 15 minutes;
 * only the SHA-256 of the id is stored. The insurer fetches `payload` (the proposal, no more personal data than it
 * needs) server to server; the first fetch consumes it.
 */
export const handoffs = pgTable(
  'handoffs',
  {
    id: serial('id').primaryKey(),
    idHash: char('id_hash', { length: 64 }).notNull(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    quoteId: integer('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    insurerId: integer('insurer_id')
      .notNull()
      .references(() => insurers.id, { onDelete: 'cascade' }),
    /** ZHandoffProposal: what the insurer receives (shown to the visitor before leaving). */
    payload: jsonb('payload').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('handoffs_id_hash').on(t.idHash), index('handoffs_policy').on(t.policyId)],
);

/**
 * Insurer events received (POST /api/insurers/{insurerCode}/events): one row per insurer and event id, with the
 * SHA-256 of the raw body, so a retry (same body) answers 200 again and another body under the same id answers 409.
 * The body itself is not kept.
 */
export const insurerEvents = pgTable(
  'insurer_events',
  {
    id: serial('id').primaryKey(),
    insurerId: integer('insurer_id')
      .notNull()
      .references(() => insurers.id, { onDelete: 'cascade' }),
    eventId: varchar('event_id', { length: 64 }).notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    bodySha256: char('body_sha256', { length: 64 }).notNull(),
    policyId: integer('policy_id').references(() => policies.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('insurer_events_insurer_event').on(t.insurerId, t.eventId),
    check('insurer_events_type', sql`${t.type} in ('policy.issued','payment.declined','policy.cancelled')`),
  ],
);

/**
 * Renewal reminders (docs/product/policies.md 'Renewal radar'): one row per policy and stage (30, 14 or 3 days before
 * the end date), so a stage is never sent twice. claimed → sent | skipped (with the reason).
 */
export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    stage: smallint('stage').notNull(),
    state: varchar('state', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 32 }),
    /** The UAE calendar day (YYYY-MM-DD) it was sent: at most one reminder a day per number. */
    sentOn: char('sent_on', { length: 10 }),
    mobileNumber: varchar('mobile_number', { length: 9 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('renewal_reminders_policy_stage').on(t.policyId, t.stage),
    index('renewal_reminders_mobile_sent_on').on(t.mobileNumber, t.sentOn),
    check('renewal_reminders_stage', sql`${t.stage} in (30, 14, 3)`),
    check('renewal_reminders_state', sql`${t.state} in ('claimed','sent','skipped')`),
  ],
);
