import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  char,
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
import { CONSOLE_ROLES } from '../shared/contracts/console';

// The console, part 1 (decision 0110): staff accounts, their sessions, invitations, sign-in failures, the audit log.

const roleCheck = sql.raw(`(${CONSOLE_ROLES.map((r) => `'${r}'`).join(',')})`);

/**
 * One row per staff member. The e-mail is stored lower-case (a check refuses anything else); the password as a
 * self-describing scrypt string (`scrypt$N$r$p$salt$hash`); the TOTP secret in base32 with the last accepted
 * time step (a code is never accepted twice). No row is ever deleted: `disabled_at` ends access and the audit log
 * keeps pointing at the person.
 */
export const consoleStaff = pgTable(
  'console_staff',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    displayName: varchar('display_name', { length: 120 }).notNull(),
    role: varchar('role', { length: 16 }).notNull(),
    /** The product ids an agent or team lead works (empty for the other roles). */
    products: integer('products')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    passwordHash: text('password_hash'),
    totpSecret: varchar('totp_secret', { length: 64 }),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('console_staff_email').on(t.email),
    check('console_staff_email_lower', sql`${t.email} = lower(${t.email})`),
    check('console_staff_role', sql`${t.role} in ${roleCheck}`),
  ],
);

/** A signed-in browser: only the SHA-256 of the cookie's token is stored; idle for 8 hours, it is over. */
export const consoleSessions = pgTable(
  'console_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => consoleStaff.id),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    /** 'mobile', 'desktop' or 'other', from the User-Agent (never the header itself). */
    userAgentClass: varchar('user_agent_class', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('console_sessions_token').on(t.tokenHash),
    index('console_sessions_staff').on(t.staffId),
  ],
);

/** An invitation link: the SHA-256 of its token, single use, 72 hours. Accepting it creates the staff row. */
export const consoleInvitations = pgTable(
  'console_invitations',
  {
    id: serial('id').primaryKey(),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    displayName: varchar('display_name', { length: 120 }).notNull(),
    role: varchar('role', { length: 16 }).notNull(),
    products: integer('products')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Null when `npm run console:admin` made it. */
    invitedBy: integer('invited_by').references(() => consoleStaff.id),
    /** Set once the password is chosen: the TOTP enrolment is pending until a code confirms it. */
    staffId: integer('staff_id').references(() => consoleStaff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('console_invitations_token').on(t.tokenHash),
    check('console_invitations_email_lower', sql`${t.email} = lower(${t.email})`),
    check('console_invitations_role', sql`${t.role} in ${roleCheck}`),
  ],
);

/** Failed sign-in steps by account (HMAC of the e-mail, known or not) and by address (HMAC), for the back-off. */
export const consoleFailures = pgTable(
  'console_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 8 }).notNull(),
    keyHash: char('key_hash', { length: 64 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('console_failures_key').on(t.kind, t.keyHash, t.at),
    check('console_failures_kind', sql`${t.kind} in ('account','address')`),
  ],
);

/**
 * The append-only audit log: who (staff id, null for the command line or an unknown person), when, what (action),
 * on what (target: `lead:12`, `staff:3`), from where (the first 16 hex digits of the address's HMAC) and details
 * without personal data. A trigger (migration 0033) refuses UPDATE, DELETE and TRUNCATE.
 */
export const consoleAuditLog = pgTable(
  'console_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffId: integer('staff_id').references(() => consoleStaff.id),
    action: varchar('action', { length: 64 }).notNull(),
    target: varchar('target', { length: 120 }),
    fromHash: varchar('from_hash', { length: 16 }),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [index('console_audit_log_at').on(t.at), index('console_audit_log_staff').on(t.staffId, t.at)],
);
