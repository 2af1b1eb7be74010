import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { consoleStaff } from './schema-console';

// The console's passkeys (decision 0117): WebAuthn credentials of staff members and the server-side challenges.

/**
 * One WebAuthn credential of a staff member. The credential id and the COSE public key are stored in base64url;
 * `counter` is the authenticator's signature counter (0 for most passkeys, which do not count). A disabled staff
 * member's passkeys stay, and sign in nobody (the sign-in reads `console_staff.disabled_at`).
 */
export const consolePasskeys = pgTable(
  'console_passkeys',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => consoleStaff.id),
    credentialId: varchar('credential_id', { length: 1400 }).notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** What the authenticator said it speaks ('internal', 'hybrid', 'usb', …), offered back at sign-in. */
    transports: varchar('transports', { length: 16 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    /** The name the staff member gave it ('Work laptop'), or null. */
    deviceName: varchar('device_name', { length: 60 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('console_passkeys_credential').on(t.credentialId),
    index('console_passkeys_staff').on(t.staffId),
  ],
);

/**
 * A challenge the server sent with registration or sign-in options: single use (the verify step deletes it) and
 * valid 5 minutes. A registration challenge belongs to the staff member who asked for it.
 */
export const consolePasskeyChallenges = pgTable(
  'console_passkey_challenges',
  {
    id: serial('id').primaryKey(),
    challenge: varchar('challenge', { length: 128 }).notNull(),
    purpose: varchar('purpose', { length: 8 }).notNull(),
    staffId: integer('staff_id').references(() => consoleStaff.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('console_passkey_challenges_challenge').on(t.challenge),
    index('console_passkey_challenges_expires').on(t.expiresAt),
    check('console_passkey_challenges_purpose', sql`${t.purpose} in ('register','sign-in')`),
  ],
);
