import 'server-only';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@/lib/api/errors';
import { LIMITS, type LimitName } from '@/lib/server/config/auth';
import { getDb } from '@/lib/server/db/client';
import { localizedError } from '@/lib/server/errors';
import { loggableError, logger } from '@/lib/server/log';

type Count = { count: number; resetAt: Date };

function keyOf(name: LimitName, subject: string): string {
  return `${name}:${subject.toLowerCase()}`;
}

function rows<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/**
 * Counts one event against `name` for `subject` in one statement, so concurrent events on PostgreSQL
 * cannot lose counts; a fixed window starts at the first event. With `limit`, a subject already at it
 * is not counted and no row comes back.
 */
async function countEvent(name: LimitName, subject: string, limit?: number): Promise<{ count: number; reset_at: string | Date } | undefined> {
  const db = await getDb();
  const { windowSeconds } = LIMITS[name];
  const underLimit = limit === undefined ? sql`` : sql`where rate_limits.reset_at <= now() or rate_limits.count < ${limit}`;
  const result = await db.execute(sql`
    insert into rate_limits (key, count, reset_at)
    values (${keyOf(name, subject)}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    ${underLimit}
    returning count, reset_at`);
  return rows<{ count: number; reset_at: string | Date }>(result)[0];
}

/** Counts one event against `name` for `subject`. */
export async function hit(name: LimitName, subject: string): Promise<Count> {
  const row = (await countEvent(name, subject))!;
  if (Math.random() < 0.01) void sweepExpired();
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}

export type Reservation = { granted: true; count: number; resetAt: Date } | { granted: false; resetAt: Date };

/**
 * Takes one of the `limit` attempts of `name` for `subject` before the work it guards (checking a
 * password), or refuses without counting when none is left. One conditional upsert: PostgreSQL
 * locks the row for the update, so of N parallel reservations exactly `limit` are granted.
 */
export async function reserve(name: LimitName, subject: string): Promise<Reservation> {
  const row = await countEvent(name, subject, LIMITS[name].limit);
  if (row) return { granted: true, count: Number(row.count), resetAt: new Date(row.reset_at) };
  const { resetAt } = await peek(name, subject);
  return { granted: false, resetAt };
}

/** Marks `subject` under `name` (count 1) for the next `windowSeconds`, from now on each call. */
export async function remember(name: LimitName, subject: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`
    insert into rate_limits (key, count, reset_at)
    values (${keyOf(name, subject)}, 1, now() + make_interval(secs => ${LIMITS[name].windowSeconds}))
    on conflict (key) do update set count = 1, reset_at = excluded.reset_at`);
}

/** Gives back one reserved attempt (the guarded work turned out fine). */
export async function release(name: LimitName, subject: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${keyOf(name, subject)}`);
}

/** The current count without adding to it. */
export async function peek(name: LimitName, subject: string): Promise<Count> {
  const db = await getDb();
  const result = await db.execute(sql`select count, reset_at from rate_limits where key = ${keyOf(name, subject)} and reset_at > now()`);
  const [row] = rows<{ count: number; reset_at: string | Date }>(result);
  // A row that expired between a refused reservation and this read: a second from now.
  return row ? { count: Number(row.count), resetAt: new Date(row.reset_at) } : { count: 0, resetAt: new Date(Date.now() + 1000) };
}

export async function clear(name: LimitName, subject: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`delete from rate_limits where key = ${keyOf(name, subject)}`);
}

async function sweepExpired(): Promise<void> {
  try {
    const db = await getDb();
    await db.execute(sql`delete from rate_limits where reset_at <= now()`);
  } catch (error) {
    logger().warn({ err: loggableError(error) }, 'rate-limit sweep failed');
  }
}

/** The 429 answer: code 400102 with Retry-After in seconds. */
export function tooManyAttempts(resetAt: Date) {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return localizedError(ErrorCode.tooManyAttempts, {
    headers: { 'Retry-After': String(seconds) },
    data: { retry_after: seconds },
  });
}

/** Counts the event and throws 429 when it goes over the limit. */
export async function enforce(name: LimitName, subject: string): Promise<void> {
  const { count, resetAt } = await hit(name, subject);
  if (count > LIMITS[name].limit) throw tooManyAttempts(resetAt);
}
