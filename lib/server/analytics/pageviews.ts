import 'server-only';
import { and, gte, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { processSingleton } from '@/lib/server/process-singleton';
import { utcDay } from '@/lib/server/config/quotas';
import { pageViews } from './schema';

// Views are counted in memory and written in one statement every FLUSH_MS, so a page view costs the
// request no database write. A crash loses at most that window's counts.
const FLUSH_MS = 10_000;
// One address counts at most this many views per window; the address is never stored.
const MAX_VIEWS_PER_ADDRESS = 30;

type Batch = { counts: Map<string, number>; perAddress: Map<string, number>; timer: NodeJS.Timeout | null };

const batch = () => processSingleton<Batch>('analytics:pageviews', () => ({ counts: new Map(), perAddress: new Map(), timer: null }));

/** Counts one view of `path`; false when the address has sent too many in this window. */
export function countPageview(path: string, address: string): boolean {
  const b = batch();
  const seen = b.perAddress.get(address) ?? 0;
  if (seen >= MAX_VIEWS_PER_ADDRESS) return false;
  b.perAddress.set(address, seen + 1);
  b.counts.set(path, (b.counts.get(path) ?? 0) + 1);
  if (!b.timer) {
    b.timer = setTimeout(() => void flushPageviews().catch((error) => console.error('pageview flush failed', error)), FLUSH_MS);
    b.timer.unref();
  }
  return true;
}

/** Writes the counted views to the database (also called by tests and at shutdown). */
export async function flushPageviews(): Promise<void> {
  const b = batch();
  if (b.timer) clearTimeout(b.timer);
  b.timer = null;
  const rows = [...b.counts].map(([path, views]) => ({ day: utcDay(), path, views }));
  b.counts = new Map();
  b.perAddress = new Map();
  if (rows.length === 0) return;
  const db = await getDb();
  await db
    .insert(pageViews)
    .values(rows)
    .onConflictDoUpdate({ target: [pageViews.day, pageViews.path], set: { views: sql`${pageViews.views} + excluded.views` } });
}

/** Views per path over the last `days` days, today included. */
export async function viewsSince(days: number): Promise<Map<string, number>> {
  const from = utcDay(new Date(Date.now() - (days - 1) * 86_400_000));
  const db = await getDb();
  const rows = await db
    .select({ path: pageViews.path, views: sql<number>`sum(${pageViews.views})`.mapWith(Number) })
    .from(pageViews)
    .where(and(gte(pageViews.day, from)))
    .groupBy(pageViews.path);
  return new Map(rows.map((row) => [row.path, row.views]));
}
