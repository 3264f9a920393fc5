import 'server-only';
import { desc, eq, inArray } from 'drizzle-orm';
import type { BillingData, ConfirmData } from '@/lib/api/contracts/billing';
import { quotasFor } from '@/lib/server/config/quotas';
import { getDb } from '@/lib/server/db/client';
import type { User } from '@/lib/server/db/schema';
import { balanceOf } from '@/lib/server/generation/quotas';
import { prepareCheckout } from './fulfil';
import { billingOrders, billingSubscriptions } from './schema';
import { paymentsConfigured } from './stripe';

/** Subscription states in which the plan's benefits hold (past_due: Stripe is still retrying). */
const LIVE_STATUSES = ['active', 'trialing', 'past_due'];

async function creditBalance(userId: string) {
  const balance = await balanceOf(userId);
  const subscription = balance.subscriptionBalance ?? 0;
  return { balance, credits: { subscription_credits: subscription, pack_credits: balance.priorityBalance - subscription } };
}

/** Plan, subscription state, balances and orders with receipts, for the account and the pricing dialog. */
export async function billingOverview(userId: string): Promise<BillingData> {
  const db = await getDb();
  const [subscription] = await db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId))
    .orderBy(desc(billingSubscriptions.updatedAt))
    .limit(1);
  const orders = await db.select().from(billingOrders).where(eq(billingOrders.userId, userId)).orderBy(desc(billingOrders.createdAt)).limit(50);
  const { balance, credits } = await creditBalance(userId);
  const live = subscription && LIVE_STATUSES.includes(subscription.status);
  return {
    payments_enabled: paymentsConfigured(),
    plan: live ? 'plus' : 'free',
    subscription: subscription
      ? {
          interval: subscription.interval === 'year' ? 'year' : 'month',
          status: subscription.status,
          cancel_at_period_end: subscription.cancelAtPeriodEnd === 1,
          renews_at: subscription.currentPeriodEnd?.toISOString() ?? null,
        }
      : null,
    balance: credits,
    permissions_quota: quotasFor(balance),
    orders: orders
      .filter((o) => o.status !== 'open')
      .map((o) => ({
        id: o.id,
        kind: o.kind,
        product: o.product,
        credits: o.credits,
        amount_cents: o.amountCents,
        currency: o.currency,
        status: o.status,
        receipt_url: o.receiptUrl,
        created_at: o.createdAt.toISOString(),
        paid_at: o.paidAt?.toISOString() ?? null,
      })),
  };
}

/**
 * /pay-success: confirms the buyer's own checkout with the webhook's fulfilment (whichever comes
 * first grants, the other changes nothing). Null when the session is not this user's.
 */
export async function confirmCheckout(user: User, sessionId: string): Promise<ConfirmData | null> {
  if (!/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) return null;
  const prepared = await prepareCheckout(sessionId).catch(() => null);
  if (!prepared || prepared.session.client_reference_id !== user.id) return null;
  const db = await getDb();
  await db.transaction(prepared.effect);
  const [order] = await db
    .select()
    .from(billingOrders)
    .where(inArray(billingOrders.id, [sessionId]));
  const credits = order?.credits ?? Number(prepared.session.metadata?.credits ?? 0);
  return { status: prepared.outcome, credits, balance: (await creditBalance(user.id)).credits };
}
