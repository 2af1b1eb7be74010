import { sql } from 'drizzle-orm';
import {
  bigserial,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { devices, enquiries } from './schema';

// Device sync (decision 0109): the web-to-mobile QR links and the mobile-to-web codes.

/**
 * One row per QR link ('qr') or six-digit code ('otp'), bound to the enquiry it carries and the device that asked.
 * Only an HMAC of the token or code is stored (a database copy gives no usable code); each is single use
 * (`used_at`) and short-lived (`expires_at`). `device_info` is what the phone said of itself (platform, browser:
 * nothing personal), shown to the desktop that redeems the code.
 */
export const deviceSyncCodes = pgTable(
  'device_sync_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 8 }).notNull(),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    deviceInfo: jsonb('device_info'),
    lang: varchar('lang', { length: 8 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedByDeviceId: integer('used_by_device_id').references(() => devices.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('device_sync_codes_hash').on(t.kind, t.codeHash),
    index('device_sync_codes_expires').on(t.expiresAt),
    index('device_sync_codes_device').on(t.deviceId, t.createdAt),
    check('device_sync_codes_kind', sql`${t.kind} in ('qr','otp')`),
  ],
);

/**
 * Wrong codes typed at verifyOtpForMobileToWeb, by device and by address (HMAC), kept for the guessing limit
 * window only (decision 0109): a six-digit code cannot be found by trying.
 */
export const deviceSyncFailures = pgTable(
  'device_sync_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    ipHash: char('ip_hash', { length: 64 }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('device_sync_failures_device').on(t.deviceId, t.at),
    index('device_sync_failures_ip').on(t.ipHash, t.at),
  ],
);
