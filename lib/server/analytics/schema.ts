import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// First-party view counts: how often each page (path without query) was viewed on a UTC day.
// No visitor, address, agent or cookie is stored: only the page, the day and the count.
export const pageViews = pgTable(
  'page_views',
  {
    day: date('day').notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);
