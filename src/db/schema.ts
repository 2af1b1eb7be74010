import { sql } from 'drizzle-orm';
import {
  boolean,
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

/** Content page documents (spec 001 §1). One row per content path and language. */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    /** Content path without language prefix, always with leading and trailing '/'. */
    urlPath: text('url_path').notNull(),
    language: text('language').notNull(),
    productId: integer('product_id').notNull(),
    pageTypeId: integer('page_type_id').notNull(),
    metaData: jsonb('meta_data').notNull(),
    blocks: jsonb('blocks').notNull(),
    published: boolean('published').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_pages_path_lang').on(t.urlPath, t.language),
    index('content_pages_published_path')
      .on(t.urlPath)
      .where(sql`${t.published}`),
    check('content_pages_language', sql`${t.language} in ('en','ar','hi','ml')`),
    check('content_pages_path_shape', sql`${t.urlPath} like '/%' and ${t.urlPath} like '%/'`),
  ],
);

/** Stored redirections (spec 001 §7 'redirections/published'). */
export const redirections = pgTable(
  'redirections',
  {
    id: serial('id').primaryKey(),
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
    statusCode: integer('status_code').notNull().default(301),
    published: boolean('published').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('redirections_from').on(t.fromPath),
    check('redirections_status', sql`${t.statusCode} in (301, 302, 307, 308)`),
  ],
);

/** Header, menu and footer data per language (spec 001 'Header, footer, menus, languages'). */
export const siteChrome = pgTable(
  'site_chrome',
  {
    language: text('language').primaryKey(),
    data: jsonb('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_chrome_language', sql`${t.language} in ('en','ar','hi','ml')`)],
);

const utmColumns = () => ({
  utmSource: varchar('utm_source', { length: 200 }),
  utmMedium: varchar('utm_medium', { length: 200 }),
  utmTerm: varchar('utm_term', { length: 200 }),
  utmCampaign: varchar('utm_campaign', { length: 200 }),
  pbSource: varchar('pb_source', { length: 200 }),
});

/** Visitor devices (spec 000 §4 'Session bootstrap', §7 'Create device'). Anonymous: no personal data. */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    /** 32 random letters and digits (spec 000 §9); the session token's subject. */
    deviceUuid: char('device_uuid', { length: 32 }).notNull(),
    sourceId: integer('source_id').notNull(),
    countryProductId: integer('country_product_id').notNull(),
    deviceType: integer('device_type').notNull().default(1),
    agentId: varchar('agent_id', { length: 64 }),
    ...utmColumns(),
    /** HMAC-SHA256 of the client IP with a server key: counts per network without storing the address. */
    ipHash: char('ip_hash', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('devices_device_uuid').on(t.deviceUuid)],
);

/** Visits of a device (spec 000 §7 'Create visit'). */
export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    countryProductId: integer('country_product_id').notNull(),
    sourceId: integer('source_id').notNull(),
    ...utmColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visits_device_id').on(t.deviceId)],
);

/** Partner channels (spec 000 §4 'Partner sessions', §6: sources 4, 10, 11, 14, 16) and their token secrets. */
export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    sourceId: integer('source_id').notNull(),
    name: text('name').notNull(),
    /** HS256 secret shared with the partner for the tokens it issues; never sent to a browser. */
    tokenSecret: text('token_secret').notNull(),
    /** Origins allowed to call the partner token check besides our own PUBLIC_ORIGIN. */
    allowedOrigins: text('allowed_origins')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partners_source_id').on(t.sourceId),
    check('partners_secret_length', sql`length(${t.tokenSecret}) >= 32`),
  ],
);

/** Browser error records (spec 000 §7 'Logs', §8 last paragraph). Stored only after redaction (shared/rules/redact). */
export const clientLogs = pgTable(
  'client_logs',
  {
    id: serial('id').primaryKey(),
    errorInfo: text('error_info'),
    clientTimestamp: varchar('client_timestamp', { length: 64 }),
    statusCode: integer('status_code'),
    message: text('message'),
    requestUrl: text('request_url'),
    requestData: text('request_data'),
    responseData: text('response_data'),
    duration: integer('duration'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_logs_created_at').on(t.createdAt)],
);
