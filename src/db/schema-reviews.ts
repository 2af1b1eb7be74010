import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

// Reviews of the banking products and the credit score (docs/product/reviews.md; decision 0101). A visitor's review
// is written after a one-time code proved their number (the sign-in), stored `pending` and shown only once staff
// approved it. Demo reviews are seeded from content/structure/reviews.json with their texts per language.

/**
 * One review. `mobile_hash` is the keyed hash of the author's number (never the number): one review per number and
 * product. `texts` holds other languages' title and text of a seeded demo review ({ar: {title, text}, …}); a
 * visitor's review is shown as written (`lang`). The four rating keys are 1–5; the review's average is their sum / 4.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** A seeded demo review's id in content/structure/reviews.json; null for a visitor's. */
    seedKey: varchar('seed_key', { length: 64 }),
    productId: integer('product_id').notNull(),
    /** The bank reviewed (banks.id); null for a review of the service itself (credit score). */
    providerId: integer('provider_id'),
    mobileHash: varchar('mobile_hash', { length: 64 }),
    userName: varchar('user_name', { length: 60 }).notNull(),
    city: varchar('city', { length: 60 }).notNull().default(''),
    lang: varchar('lang', { length: 8 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    body: text('body').notNull(),
    texts: jsonb('texts')
      .notNull()
      .default(sql`'{}'::jsonb`),
    easeRating: smallint('ease_rating').notNull(),
    clarityRating: smallint('clarity_rating').notNull(),
    speedRating: smallint('speed_rating').notNull(),
    supportRating: smallint('support_rating').notNull(),
    /** 'pending' until moderated, then 'published' or 'rejected'. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    rejectReason: varchar('reject_reason', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_seed_key').on(t.seedKey),
    uniqueIndex('reviews_one_per_number').on(t.productId, t.mobileHash),
    index('reviews_published').on(t.productId, t.status, t.publishedAt),
    check('reviews_status', sql`${t.status} in ('pending','published','rejected')`),
    check(
      'reviews_ratings',
      sql`${t.easeRating} between 1 and 5 and ${t.clarityRating} between 1 and 5 and ${t.speedRating} between 1 and 5 and ${t.supportRating} between 1 and 5`,
    ),
    check('reviews_published_at', sql`(${t.status} = 'published') = (${t.publishedAt} is not null)`),
  ],
);
