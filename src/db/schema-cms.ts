import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { visits } from './schema';

// Page views of content pages (decision 0100): `increment_page_view` counts a page once per visit. Kept apart from
// content_pages so a view never bumps the page's cache tag (its trigger fires on every write to the row).

/** One row per visit and page path: the first view of a page in a visit inserts it, later ones find it there. */
export const pageViewVisits = pgTable(
  'page_view_visits',
  {
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    /** Content path without language prefix (every language of a page counts towards the same path). */
    urlPath: text('url_path').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.visitId, t.urlPath] }),
    index('page_view_visits_viewed_at').on(t.viewedAt),
  ],
);

/** Views per content path ('Popular Stories' and `sortBy=pageViews` order by it). */
export const pageViewCounts = pgTable('page_view_counts', {
  urlPath: text('url_path').primaryKey(),
  views: integer('views').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
