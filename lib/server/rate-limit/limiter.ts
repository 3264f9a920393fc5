import 'server-only';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@/lib/api/errors';
import { LIMITS, type LimitName } from '@/lib/server/config/auth';
import { getDb } from '@/lib/server/db/client';
import { localizedError } from '@/lib/server/http/errors';
import { loggableError, logger } from '@/lib/server/log';

type Count = { count: number; resetAt: Date };

function keyOf(name: LimitName, subject: string): string {
  return `${name}:${subject.toLowerCase()}`;
}

function rows<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** Counts one event against `name` for `subject`; a fixed window starts at the first event. */
export async function hit(name: LimitName, subject: string): Promise<Count> {
  const db = await getDb();
  const { windowSeconds } = LIMITS[name];
  // One statement, so concurrent hits on PostgreSQL cannot lose counts.
  const result = await db.execute(sql`
    insert into rate_limits (key, count, reset_at)
    values (${keyOf(name, subject)}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at`);
  const [row] = rows<{ count: number; reset_at: string | Date }>(result);
  if (Math.random() < 0.01) void sweepExpired();
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}

/** The current count without adding to it. */
export async function peek(name: LimitName, subject: string): Promise<Count> {
  const db = await getDb();
  const result = await db.execute(
    sql`select count, reset_at from rate_limits where key = ${keyOf(name, subject)} and reset_at > now()`,
  );
  const [row] = rows<{ count: number; reset_at: string | Date }>(result);
  return row ? { count: Number(row.count), resetAt: new Date(row.reset_at) } : { count: 0, resetAt: new Date() };
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

/** Throws 429 when the limit is already used up, without counting (e.g. before checking a password). */
export async function assertNotThrottled(name: LimitName, subject: string): Promise<void> {
  const { count, resetAt } = await peek(name, subject);
  if (count >= LIMITS[name].limit) throw tooManyAttempts(resetAt);
}
