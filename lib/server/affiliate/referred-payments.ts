import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { AFFILIATE_RULES, commissionOf, proRata } from '@/lib/affiliate/rules';
import type { Tx } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { addDays, addMonths } from './clock';
import { canonicalEmail } from './identity';
import { affiliateLedger, affiliateReferrals, affiliates } from './schema';

/**
 * What billing tells the affiliate programme about a user's money, inside the transaction that
 * records the payment or its reversal, so a commission exists exactly when its payment does.
 * `key` is unique per event (checkout session, invoice, refund, dispute); amounts are integer
 * cents without tax.
 */
export type ReferredPaymentEvent =
  | { kind: 'payment'; key: string; userId: string; amountCents: number; currency: string; at: Date }
  | { kind: 'reversal'; key: string; paymentKey: string; userId: string; amountCents: number; currency: string; at: Date };

/**
 * Books the commission an event earns or takes back. Users who were not referred earn nothing,
 * so billing calls this for every payment and reversal.
 */
export async function onReferredPayment(tx: Tx, event: ReferredPaymentEvent): Promise<void> {
  if (event.kind === 'payment') await bookCommission(tx, event);
  else await bookReversal(tx, event);
}

async function bookCommission(tx: Tx, event: Extract<ReferredPaymentEvent, { kind: 'payment' }>): Promise<void> {
  if (event.amountCents <= 0 || event.currency.toUpperCase() !== AFFILIATE_RULES.currency) return;
  const [found] = await tx
    .select({ referral: affiliateReferrals, affiliate: affiliates, buyerEmail: users.email })
    .from(affiliateReferrals)
    .innerJoin(affiliates, eq(affiliates.id, affiliateReferrals.affiliateId))
    .innerJoin(users, eq(users.id, affiliateReferrals.userId))
    .where(eq(affiliateReferrals.userId, event.userId));
  if (!found) return;
  const { referral, affiliate } = found;
  // A banned affiliate earns nothing new; payments after the commission window earn nothing.
  if (affiliate.status !== 'active') return;
  if (event.at >= addMonths(referral.boundAt, AFFILIATE_RULES.commissionMonths)) return;
  if (await isSelfPurchase(tx, affiliate.userId, event.userId, found.buyerEmail)) return;
  const amount = commissionOf(event.amountCents);
  if (amount <= 0) return;
  // A resent webhook carries the same key: the unique key keeps one line per payment.
  await tx
    .insert(affiliateLedger)
    .values({
      id: randomUUID(),
      affiliateId: affiliate.id,
      referredUserId: event.userId,
      kind: 'commission',
      eventKey: event.key,
      paymentKey: event.key,
      baseCents: event.amountCents,
      amountCents: amount,
      currency: AFFILIATE_RULES.currency,
      basisPoints: AFFILIATE_RULES.commissionBasisPoints,
      occurredAt: event.at,
      availableAt: addDays(event.at, AFFILIATE_RULES.pendingDays),
    })
    .onConflictDoNothing({ target: affiliateLedger.eventKey });
}

async function isSelfPurchase(tx: Tx, affiliateUserId: string, buyerId: string, buyerEmail: string | null): Promise<boolean> {
  if (affiliateUserId === buyerId) return true;
  const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, affiliateUserId));
  const buyer = canonicalEmail(buyerEmail);
  return buyer !== null && buyer === canonicalEmail(owner?.email);
}

/**
 * A refund or dispute takes back its share of the commission (pro rata for a partial refund, never
 * more than was earned). While the commission is unpaid the negative line nets it out in the same
 * period; once paid, the line is available at once and is deducted from the next settlement.
 */
async function bookReversal(tx: Tx, event: Extract<ReferredPaymentEvent, { kind: 'reversal' }>): Promise<void> {
  if (event.amountCents <= 0) return;
  const [commission] = await tx
    .select()
    .from(affiliateLedger)
    .where(and(eq(affiliateLedger.eventKey, event.paymentKey), eq(affiliateLedger.kind, 'commission')));
  if (!commission) return;
  const [{ refunded, reversed }] = await tx
    .select({
      refunded: sql<number>`coalesce(sum(${affiliateLedger.baseCents}), 0)`.mapWith(Number),
      reversed: sql<number>`coalesce(sum(-${affiliateLedger.amountCents}), 0)`.mapWith(Number),
    })
    .from(affiliateLedger)
    .where(and(eq(affiliateLedger.paymentKey, event.paymentKey), eq(affiliateLedger.kind, 'reversal')));
  const target = proRata(commission.amountCents, refunded + event.amountCents, commission.baseCents);
  const amount = target - reversed;
  if (amount <= 0) return;
  const paid = commission.payoutId !== null;
  await tx
    .insert(affiliateLedger)
    .values({
      id: randomUUID(),
      affiliateId: commission.affiliateId,
      referredUserId: commission.referredUserId,
      kind: 'reversal',
      eventKey: event.key,
      paymentKey: event.paymentKey,
      baseCents: Math.min(event.amountCents, commission.baseCents - refunded),
      amountCents: -amount,
      currency: commission.currency,
      basisPoints: commission.basisPoints,
      occurredAt: event.at,
      availableAt: paid ? event.at : commission.availableAt,
    })
    .onConflictDoNothing({ target: affiliateLedger.eventKey });
}
