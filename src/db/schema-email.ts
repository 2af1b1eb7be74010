import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

// E-mail (decision 0106): the outbox every e-mail goes through, and the CEO blog's double opt-in subscriptions.

/**
 * The e-mail outbox: one row per message, written with the template already rendered (subject, text, HTML), delivered
 * by the `email.deliver` job through the configured adapter (SMTP, or the development outbox: the row itself, shown at
 * /dev/outbox/). pending → sent | dead (retries exhausted). The address is personal data: it never reaches a log line.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    template: varchar('template', { length: 40 }).notNull(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    lang: varchar('lang', { length: 8 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    state: varchar('state', { length: 16 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: varchar('last_error', { length: 300 }),
    /** How it went out: 'smtp' or 'outbox' (development). */
    adapter: varchar('adapter', { length: 16 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_state_created').on(t.state, t.createdAt),
    index('email_outbox_created').on(t.createdAt),
    check('email_outbox_state', sql`${t.state} in ('pending','sent','dead')`),
  ],
);

/**
 * A CEO blog subscription (decision 0106): 'pending' until the link of the confirmation e-mail is followed and its
 * button pressed, then 'confirmed'; unsubscribing clears the address ('unsubscribed'). Tokens are stored as SHA-256
 * hashes only. One active (pending or confirmed) subscription per address (lower case).
 */
export const emailSubscriptions = pgTable(
  'email_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    list: varchar('list', { length: 32 }).notNull().default('ceo-blog'),
    /** Lower case; null once unsubscribed. */
    email: varchar('email', { length: 254 }),
    lang: varchar('lang', { length: 8 }).notNull(),
    state: varchar('state', { length: 16 }).notNull().default('pending'),
    confirmHash: varchar('confirm_hash', { length: 64 }),
    unsubscribeHash: varchar('unsubscribe_hash', { length: 64 }),
    /** Confirmation e-mails sent to this row's address, and when the count started (a per-address limit). */
    confirmSends: integer('confirm_sends').notNull().default(0),
    sendsSince: timestamp('sends_since', { withTimezone: true }).notNull().defaultNow(),
    consentText: jsonb('consent_text')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_subscriptions_active')
      .on(t.list, t.email)
      .where(sql`${t.state} in ('pending','confirmed')`),
    uniqueIndex('email_subscriptions_confirm').on(t.confirmHash),
    uniqueIndex('email_subscriptions_unsubscribe').on(t.unsubscribeHash),
    check('email_subscriptions_state', sql`${t.state} in ('pending','confirmed','unsubscribed')`),
  ],
);
