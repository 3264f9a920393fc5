import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@/lib/api/errors';
import { DAILY_FREE_SLOW_PROMPTS, PRIORITY_PROMPTS, quotasFor, rankFor, utcDay, type Balance } from '@/lib/server/config/quotas';
import { getDb, type Db, type Tx } from '@/lib/server/db/client';
import { localizedError } from '@/lib/server/errors';
import { quotaBalances, quotaLedger } from './schema';

export type Bucket = 'slow' | 'priority';

export async function ensureBalanceRow(tx: Tx | Db, userId: string): Promise<void> {
  await tx.insert(quotaBalances).values({ userId, slowDay: utcDay(), slowUsed: 0, priorityBalance: PRIORITY_PROMPTS }).onConflictDoNothing();
}

/**
 * Takes one prompt for `jobId`: the subscription's credits first, then pack credits, then the free
 * daily allowance. Each step is one conditional UPDATE: on PostgreSQL concurrent charges queue on
 * the row lock and re-check the condition, so 20 parallel requests with one prompt left get exactly
 * one success; the ledger's unique (job, kind) index refuses a second charge of the same job. Must
 * run in the transaction that records the job.
 */
export async function chargeForJob(tx: Tx, userId: string, jobId: string): Promise<Bucket> {
  await ensureBalanceRow(tx, userId);
  const today = utcDay();
  const fromSubscription = await tx
    .update(quotaBalances)
    .set({
      priorityBalance: sql`${quotaBalances.priorityBalance} - 1`,
      subscriptionBalance: sql`${quotaBalances.subscriptionBalance} - 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(quotaBalances.userId, userId), sql`${quotaBalances.subscriptionBalance} > 0`, sql`${quotaBalances.priorityBalance} > 0`))
    .returning({ userId: quotaBalances.userId });
  let pool: 'subscription' | 'pack' | null = fromSubscription.length ? 'subscription' : null;
  if (!pool) {
    const fromPack = await tx
      .update(quotaBalances)
      .set({ priorityBalance: sql`${quotaBalances.priorityBalance} - 1`, updatedAt: new Date() })
      .where(and(eq(quotaBalances.userId, userId), sql`${quotaBalances.priorityBalance} - ${quotaBalances.subscriptionBalance} > 0`))
      .returning({ userId: quotaBalances.userId });
    if (fromPack.length) pool = 'pack';
  }
  let bucket: Bucket = 'priority';
  if (!pool) {
    const slow = await tx
      .update(quotaBalances)
      .set({
        slowUsed: sql`case when ${quotaBalances.slowDay} = ${today} then ${quotaBalances.slowUsed} + 1 else 1 end`,
        slowDay: today,
        updatedAt: new Date(),
      })
      .where(and(eq(quotaBalances.userId, userId), sql`(${quotaBalances.slowDay} <> ${today} or ${quotaBalances.slowUsed} < ${DAILY_FREE_SLOW_PROMPTS})`))
      .returning({ userId: quotaBalances.userId });
    if (slow.length === 0) throw localizedError(ErrorCode.noQuotaLeft);
    bucket = 'slow';
  }
  await tx.insert(quotaLedger).values({ id: randomUUID(), userId, jobId, kind: 'charge', bucket, pool, amount: -1, reason: 'job' });
  return bucket;
}

/**
 * Refuses, before anything is charged, a request for more pages than the free allowance and the
 * bought credits still hold, saying what was asked, what is left and when the free pages come back.
 */
export async function assertAffordable(tx: Tx, userId: string, asked: number, now = new Date()): Promise<void> {
  const [free, credits] = quotasFor(await balanceOf(userId, tx), now);
  const left = free.remaining + credits.remaining;
  if (asked <= left) return;
  const data = { asked, left, free_left: free.remaining, free_quota: free.quota, credits: credits.remaining, resets_at: free.resets_at };
  throw localizedError(ErrorCode.noQuotaLeft, {
    messageKey: left === 0 ? `errors.error_${ErrorCode.noQuotaLeft}` : 'errors.quotaShort',
    values: { asked, left },
    data,
  });
}

/**
 * Gives the prompt of a job that failed for good back, once (the unique index makes a second
 * refund a no-op). A free prompt is given back only on the UTC day it was taken: after midnight
 * the allowance is full again anyway.
 */
export async function refundJob(tx: Tx, jobId: string): Promise<boolean> {
  const [charge] = await tx
    .select()
    .from(quotaLedger)
    .where(and(eq(quotaLedger.jobId, jobId), eq(quotaLedger.kind, 'charge')))
    .limit(1);
  if (!charge) return false;
  const inserted = await tx
    .insert(quotaLedger)
    .values({ id: randomUUID(), userId: charge.userId, jobId, kind: 'refund', bucket: charge.bucket, pool: charge.pool, amount: 1, reason: 'job failed' })
    .onConflictDoNothing()
    .returning({ id: quotaLedger.id });
  if (inserted.length === 0) return false;
  if (charge.bucket === 'priority') {
    await tx
      .update(quotaBalances)
      .set({
        priorityBalance: sql`${quotaBalances.priorityBalance} + 1`,
        ...(charge.pool === 'subscription' && { subscriptionBalance: sql`${quotaBalances.subscriptionBalance} + 1` }),
        updatedAt: new Date(),
      })
      .where(eq(quotaBalances.userId, charge.userId));
  } else {
    await tx
      .update(quotaBalances)
      .set({ slowUsed: sql`greatest(${quotaBalances.slowUsed} - 1, 0)`, updatedAt: new Date() })
      .where(and(eq(quotaBalances.userId, charge.userId), eq(quotaBalances.slowDay, utcDay(charge.createdAt))));
  }
  return true;
}

/** Adds `n` pack credits with a ledger row that answers no payment (support gifts, tests). */
export async function grantCredits(userId: string, n: number, reason: string): Promise<void> {
  if (!Number.isInteger(n) || n <= 0) throw new Error(`grantCredits: n must be a positive integer, got ${n}`);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await ensureBalanceRow(tx, userId);
    await tx
      .update(quotaBalances)
      .set({ priorityBalance: sql`${quotaBalances.priorityBalance} + ${n}`, updatedAt: new Date() })
      .where(eq(quotaBalances.userId, userId));
    await tx.insert(quotaLedger).values({ id: randomUUID(), userId, jobId: null, kind: 'grant', bucket: 'priority', pool: 'pack', amount: n, reason });
  });
}

export async function balanceOf(userId: string, tx?: Tx): Promise<Balance> {
  const db = tx ?? (await getDb());
  const [row] = await db.select().from(quotaBalances).where(eq(quotaBalances.userId, userId)).limit(1);
  if (!row) return { slowUsedToday: 0, priorityBalance: PRIORITY_PROMPTS, subscriptionBalance: 0 };
  return { slowUsedToday: row.slowDay === utcDay() ? row.slowUsed : 0, priorityBalance: row.priorityBalance, subscriptionBalance: row.subscriptionBalance };
}

/** permissions_quota and rank of the login and user answers, from the live balance. */
export async function quotaAnswer(userId: string, tx?: Tx) {
  const balance = await balanceOf(userId, tx);
  return { permissions_quota: quotasFor(balance), rank: rankFor(balance) };
}
