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
  uniqueIndex,
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
