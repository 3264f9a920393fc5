import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

// Paintings saved to the account (issue 7): the colour layer of one page, one per user and page,
// so the work can be continued on another device. The PNG itself lives in the result store.
export const paintings = pgTable(
  'paintings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The loader id of the page: `example-…`, `creation:<id>`. */
    pageId: text('page_id').notNull(),
    storageKey: text('storage_key').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pageId] })],
);

export type Painting = typeof paintings.$inferSelect;
