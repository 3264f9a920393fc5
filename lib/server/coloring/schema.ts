import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

// Paintings saved to the account: the colour layer of one page, one per user and page,
// so the work can be continued on another device. The PNG itself lives in the result store.
// Shared to the gallery, a painting also keeps the finished page (paper, colour, lines) as `imageKey`.
export const paintings = pgTable(
  'paintings',
  {
    /** The public id of the painting in the gallery (`/gallery/{id}`); creations use their own uuid. */
    id: uuid('id').notNull().unique().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The loader id of the page: `example-…`, `creation:<id>`. */
    pageId: text('page_id').notNull(),
    storageKey: text('storage_key').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    published: boolean('published').notNull().default(false),
    title: text('title'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The finished page shown in the gallery, composed on the server when shared. */
    imageKey: text('image_key'),
    width: integer('width'),
    height: integer('height'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pageId] }), index('paintings_published_idx').on(t.published, t.publishedAt)],
);

export type Painting = typeof paintings.$inferSelect;

/**
 * A family's sharing settings: the nickname the gallery shows beside their pages (never the
 * account's name; none means "a Colorwell artist"), and "never share publicly", which refuses
 * every publication from the account.
 */
export const sharingSettings = pgTable('sharing_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  nickname: text('nickname'),
  neverShare: boolean('never_share').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SharingSettings = typeof sharingSettings.$inferSelect;
