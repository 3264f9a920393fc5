import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db/client';
import { ensureBalanceRow } from './quotas';
import { quotaBalances, quotaLedger } from './schema';

export type CreditPool = 'subscription' | 'pack';

type Movement = {
  userId: string;
  pool: CreditPool;
  /** Unique per payment event; a second movement with the same key changes nothing. */
  key: string;
  orderId: string;
  reason: string;
};

/**
 * Adds paid credits once per key: the ledger row is written first and the balance moves only when
 * that row is new, in the caller's transaction. Returns whether this call granted them.
 */
export async function grantPaidCredits(tx: Tx, movement: Movement & { credits: number }): Promise<boolean> {
  if (!Number.isInteger(movement.credits) || movement.credits <= 0)
    throw new Error(`grantPaidCredits: credits must be a positive integer, got ${movement.credits}`);
  await ensureBalanceRow(tx, movement.userId);
  const inserted = await tx
    .insert(quotaLedger)
    .values({
      id: randomUUID(),
      userId: movement.userId,
      kind: 'grant',
      bucket: 'priority',
      pool: movement.pool,
      amount: movement.credits,
      key: movement.key,
      orderId: movement.orderId,
      reason: movement.reason,
    })
    .onConflictDoNothing()
    .returning({ id: quotaLedger.id });
  if (inserted.length === 0) return false;
  await tx
    .update(quotaBalances)
    .set({
      priorityBalance: sql`${quotaBalances.priorityBalance} + ${movement.credits}`,
      ...(movement.pool === 'subscription' && { subscriptionBalance: sql`${quotaBalances.subscriptionBalance} + ${movement.credits}` }),
      updatedAt: new Date(),
    })
    .where(eq(quotaBalances.userId, movement.userId));
  return true;
}

/**
 * Takes back up to `credits` of a pool, never more than is unspent (spent credits bought pages that
 * exist), once per key. `kind` lapse is the end of a subscription period, takeback a refund or dispute.
 * Returns whether the key was new and how many credits this call took back.
 */
export async function takeBackCredits(
  tx: Tx,
  movement: Movement & { credits: number; kind: 'takeback' | 'lapse' },
): Promise<{ recorded: boolean; taken: number }> {
  await ensureBalanceRow(tx, movement.userId);
  // Locks the balance row so a concurrent charge cannot spend what is being taken back.
  const [balance] = await tx.select().from(quotaBalances).where(eq(quotaBalances.userId, movement.userId)).for('update');
  const unspent = movement.pool === 'subscription' ? balance.subscriptionBalance : balance.priorityBalance - balance.subscriptionBalance;
  const taken = Math.max(0, Math.min(movement.credits, unspent));
  const inserted = await tx
    .insert(quotaLedger)
    .values({
      id: randomUUID(),
      userId: movement.userId,
      kind: movement.kind,
      bucket: 'priority',
      pool: movement.pool,
      amount: -taken,
      key: movement.key,
      orderId: movement.orderId,
      reason: movement.reason,
    })
    .onConflictDoNothing()
    .returning({ id: quotaLedger.id });
  if (inserted.length === 0) return { recorded: false, taken: 0 };
  if (taken === 0) return { recorded: true, taken };
  await tx
    .update(quotaBalances)
    .set({
      priorityBalance: sql`${quotaBalances.priorityBalance} - ${taken}`,
      ...(movement.pool === 'subscription' && { subscriptionBalance: sql`${quotaBalances.subscriptionBalance} - ${taken}` }),
      updatedAt: new Date(),
    })
    .where(eq(quotaBalances.userId, movement.userId));
  return { recorded: true, taken };
}

/** Credits granted for an order minus those already taken back from it (what a refund can still take). */
export async function creditsHeldByOrder(tx: Tx, orderId: string): Promise<{ granted: number; takenBack: number }> {
  const rows = await tx
    .select({ kind: quotaLedger.kind, total: sql<number>`coalesce(sum(${quotaLedger.amount}), 0)` })
    .from(quotaLedger)
    .where(and(eq(quotaLedger.orderId, orderId), sql`${quotaLedger.kind} in ('grant', 'takeback')`))
    .groupBy(quotaLedger.kind);
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.total ?? 0);
  return { granted: of('grant'), takenBack: -of('takeback') };
}

/** The priority balance recomputed from the ledger: must always equal the stored one. */
export async function ledgerPriorityTotals(tx: Tx, userId: string): Promise<{ priority: number; subscription: number }> {
  const [row] = await tx
    .select({
      priority: sql<number>`coalesce(sum(${quotaLedger.amount}) filter (where ${quotaLedger.bucket} = 'priority'), 0)`,
      subscription: sql<number>`coalesce(sum(${quotaLedger.amount}) filter (where ${quotaLedger.pool} = 'subscription'), 0)`,
    })
    .from(quotaLedger)
    .where(eq(quotaLedger.userId, userId));
  return { priority: Number(row.priority), subscription: Number(row.subscription) };
}
