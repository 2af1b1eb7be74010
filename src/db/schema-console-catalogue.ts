import { integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { consoleStaff } from './schema-console';

// The catalogue in the console (decision 0125): an admin's unpublished change to a catalogue item.

/**
 * One draft per catalogue item (kind 'rateTable' and the item's id): the edited document, checked by the same
 * contract the engine reads it with before it is stored, and the version it was edited from (publishing refuses a
 * draft whose base is no longer the newest). Publishing writes a new version of the item and removes the draft.
 */
export const consoleCatalogueDrafts = pgTable(
  'console_catalogue_drafts',
  {
    kind: varchar('kind', { length: 16 }).notNull(),
    itemId: varchar('item_id', { length: 64 }).notNull(),
    data: jsonb('data').notNull(),
    baseVersion: integer('base_version').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => consoleStaff.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'console_catalogue_drafts_pk', columns: [t.kind, t.itemId] })],
);
