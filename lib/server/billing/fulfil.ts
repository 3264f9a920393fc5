import 'server-only';
import { and, eq, inArray, not } from 'drizzle-orm';
import type Stripe from 'stripe';
import { findPack, findPlan } from '@/lib/catalogue/plans';
import { onReferredPayment } from '@/lib/server/affiliate/referred-payments';
import type { Tx } from '@/lib/server/db/client';
import { creditsHeldByOrder, grantPaidCredits, takeBackCredits } from '@/lib/server/generation/credits';
import { billingCustomers, billingOrders, billingSubscriptions, type OrderStatus } from './schema';
import { idOf, stripeClient } from './stripe';

// Every effect of a payment is split in two: a read of the current objects from Stripe (HTTP,
// outside any transaction, never trusting an event's copy) and a write that runs in the caller's
// transaction and is idempotent by the unique ledger keys. The webhook and /pay-success share them.

/** A write prepared from objects just read from Stripe. */
export type Effect = (tx: Tx) => Promise<void>;

const nothing: Effect = async () => {};
/** Lapsing takes every unspent subscription credit. */
const ALL = Number.MAX_SAFE_INTEGER;

function paidAmountWithoutTax(session: Stripe.Checkout.Session): number {
  return (session.amount_total ?? 0) - (session.total_details?.amount_tax ?? 0);
}

async function receiptOfPaymentIntent(paymentIntentId: string | null): Promise<string | null> {
  if (!paymentIntentId) return null;
  const intent = await stripeClient().paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] });
  const charge = intent.latest_charge;
  return charge && typeof charge !== 'string' ? (charge.receipt_url ?? null) : null;
}

async function userOfCustomer(tx: Tx, customerId: string | null): Promise<string | null> {
  if (!customerId) return null;
  const [row] = await tx.select().from(billingCustomers).where(eq(billingCustomers.stripeCustomerId, customerId));
  return row?.userId ?? null;
}

/** Stores the subscription as Stripe has it now; the period dates are on its items. */
function subscriptionEffect(subscription: Stripe.Subscription): Effect {
  return async (tx) => {
    const userId = subscription.metadata.user_id || (await userOfCustomer(tx, idOf(subscription.customer)));
    if (!userId) return;
    const item = subscription.items.data[0];
    const interval = subscription.metadata.interval || item?.price.recurring?.interval || 'month';
    const values = {
      userId,
      plan: subscription.metadata.plan || 'plus',
      interval,
      status: subscription.status,
      cancelAtPeriodEnd: subscription.cancel_at_period_end ? 1 : 0,
      currentPeriodStart: item ? new Date(item.current_period_start * 1000) : null,
      currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
      updatedAt: new Date(),
    };
    await tx
      .insert(billingSubscriptions)
      .values({ id: subscription.id, ...values })
      .onConflictDoUpdate({ target: billingSubscriptions.id, set: values });
    if (subscription.status === 'canceled') {
      await takeBackCredits(tx, {
        userId,
        pool: 'subscription',
        credits: ALL,
        kind: 'lapse',
        key: `lapse:end:${subscription.id}`,
        orderId: subscription.id,
        reason: 'subscription ended',
      });
    }
  };
}

export async function prepareSubscription(subscriptionId: string): Promise<Effect> {
  return subscriptionEffect(await stripeClient().subscriptions.retrieve(subscriptionId));
}

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription ?? null);
}

/**
 * A paid subscription invoice: the previous period's unspent credits lapse and this period's
 * arrive, once per invoice. Unpaid invoices only refresh the subscription's state.
 */
export async function prepareInvoice(invoiceId: string): Promise<Effect> {
  const stripe = stripeClient();
  const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
  const subscriptionId = invoiceSubscriptionId(invoice);
  if (!subscriptionId) return nothing;
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const sync = subscriptionEffect(subscription);
  const plan = findPlan(subscription.metadata.plan, subscription.metadata.interval);
  if (invoice.status !== 'paid' || !plan) return sync;
  const payment = invoice.payments?.data.find((p) => p.status === 'paid') ?? invoice.payments?.data[0];
  const paymentIntentId = idOf(payment?.payment.payment_intent ?? null);
  return async (tx) => {
    const userId = subscription.metadata.user_id || (await userOfCustomer(tx, idOf(invoice.customer)));
    if (!userId) return;
    const amountCents = invoice.total_excluding_tax ?? invoice.subtotal;
    const paidAt = new Date((invoice.status_transitions?.paid_at ?? Math.floor(Date.now() / 1000)) * 1000);
    await tx
      .insert(billingOrders)
      .values({
        id: invoice.id!,
        userId,
        kind: 'subscription',
        product: `${plan.id}/${plan.interval}`,
        credits: plan.credits,
        amountCents,
        currency: invoice.currency,
        status: 'paid',
        paymentIntentId,
        receiptUrl: invoice.hosted_invoice_url ?? null,
        paidAt,
      })
      .onConflictDoNothing();
    const key = `invoice:${invoice.id}`;
    const movement = { userId, pool: 'subscription' as const, orderId: invoice.id! };
    const alreadyGranted = (await creditsHeldByOrder(tx, invoice.id!)).granted > 0;
    if (!alreadyGranted) {
      await takeBackCredits(tx, { ...movement, credits: ALL, kind: 'lapse', key: `lapse:${invoice.id}`, reason: 'new subscription period' });
      const granted = await grantPaidCredits(tx, { ...movement, credits: plan.credits, key, reason: `subscription ${plan.id}/${plan.interval}` });
      if (granted) await onReferredPayment(tx, { kind: 'payment', key: invoice.id!, userId, amountCents, currency: invoice.currency, at: paidAt });
    }
    await sync(tx);
  };
}

export type CheckoutOutcome = 'paid' | 'pending' | 'failed';

/**
 * A finished or failed Checkout Session. A pack is granted once the session is paid; a subscription's
 * credits come with its first invoice, which is handled here too so /pay-success can confirm it.
 */
export async function prepareCheckout(
  sessionId: string,
  failed = false,
): Promise<{ effect: Effect; session: Stripe.Checkout.Session; outcome: CheckoutOutcome }> {
  const stripe = stripeClient();
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  const outcome: CheckoutOutcome = paid ? 'paid' : failed ? 'failed' : 'pending';
  const userId = session.client_reference_id;
  if (!userId) return { effect: nothing, session, outcome };
  if (session.mode === 'subscription') {
    const subscriptionId = idOf(session.subscription);
    if (!subscriptionId) return { effect: nothing, session, outcome };
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const invoiceId = idOf(subscription.latest_invoice);
    const effect = invoiceId ? await prepareInvoice(invoiceId) : subscriptionEffect(subscription);
    return { effect, session, outcome };
  }
  const pack = findPack(session.metadata?.pack);
  if (!pack) return { effect: nothing, session, outcome };
  const paymentIntentId = idOf(session.payment_intent);
  const receiptUrl = paid ? await receiptOfPaymentIntent(paymentIntentId) : null;
  const effect: Effect = async (tx) => {
    const amountCents = paidAmountWithoutTax(session);
    await tx
      .insert(billingOrders)
      .values({
        id: session.id,
        userId,
        kind: 'pack',
        product: pack.id,
        credits: pack.credits,
        amountCents,
        currency: session.currency ?? 'usd',
        status: 'open',
      })
      .onConflictDoNothing();
    const open = not(inArray(billingOrders.status, ['paid', 'refunded', 'partially_refunded', 'disputed']));
    if (!paid) {
      const status: OrderStatus = failed ? 'failed' : session.status === 'expired' ? 'expired' : 'pending';
      await tx
        .update(billingOrders)
        .set({ status, paymentIntentId })
        .where(and(eq(billingOrders.id, session.id), open));
      return;
    }
    const paidAt = new Date();
    await tx
      .update(billingOrders)
      .set({ status: 'paid', amountCents, currency: session.currency ?? 'usd', paymentIntentId, receiptUrl, paidAt })
      .where(and(eq(billingOrders.id, session.id), open));
    const granted = await grantPaidCredits(tx, {
      userId,
      pool: 'pack',
      credits: pack.credits,
      key: `checkout:${session.id}`,
      orderId: session.id,
      reason: `pack ${pack.id}`,
    });
    if (granted) await onReferredPayment(tx, { kind: 'payment', key: session.id, userId, amountCents, currency: session.currency ?? 'usd', at: paidAt });
  };
  return { effect, session, outcome };
}

async function orderOfCharge(tx: Tx, charge: Stripe.Charge) {
  const paymentIntentId = idOf(charge.payment_intent);
  if (!paymentIntentId) return null;
  // Locked, so two deliveries of one refund wait for each other and the second sees the first's total.
  const [order] = await tx.select().from(billingOrders).where(eq(billingOrders.paymentIntentId, paymentIntentId)).for('update');
  return order ?? null;
}

/**
 * A refund, full or partial: the refunded share of the order's credits is taken back, as far as it
 * is unspent, once per refunded total; the affiliate programme hears of the refunded amount.
 */
export async function prepareRefund(chargeId: string): Promise<Effect> {
  const charge = await stripeClient().charges.retrieve(chargeId);
  return async (tx) => {
    const order = await orderOfCharge(tx, charge);
    if (!order || charge.amount <= 0 || charge.amount_refunded <= order.refundedCents) return;
    const key = `refund:${charge.id}:${charge.amount_refunded}`;
    const share = charge.amount_refunded / charge.amount;
    const held = await creditsHeldByOrder(tx, order.id);
    const wanted = Math.max(0, Math.round(order.credits * share) - held.takenBack);
    const pool = order.kind === 'subscription' ? 'subscription' : 'pack';
    const { recorded } = await takeBackCredits(tx, { userId: order.userId, pool, credits: wanted, kind: 'takeback', key, orderId: order.id, reason: 'refund' });
    if (!recorded) return;
    const status: OrderStatus = charge.amount_refunded >= charge.amount ? 'refunded' : 'partially_refunded';
    await tx.update(billingOrders).set({ status, refundedCents: charge.amount_refunded }).where(eq(billingOrders.id, order.id));
    const refundedNow = charge.amount_refunded - order.refundedCents;
    await onReferredPayment(tx, {
      kind: 'reversal',
      key,
      paymentKey: order.id,
      userId: order.userId,
      amountCents: Math.round((order.amountCents * refundedNow) / charge.amount),
      currency: order.currency,
      at: new Date(),
    });
  };
}

/** A dispute: the order's remaining credits are taken back (as far as unspent) and its commission reversed. */
export async function prepareDispute(disputeId: string): Promise<Effect> {
  const stripe = stripeClient();
  const dispute = await stripe.disputes.retrieve(disputeId);
  const charge = await stripe.charges.retrieve(idOf(dispute.charge)!);
  return async (tx) => {
    const order = await orderOfCharge(tx, charge);
    if (!order) return;
    const key = `dispute:${dispute.id}`;
    const held = await creditsHeldByOrder(tx, order.id);
    const pool = order.kind === 'subscription' ? 'subscription' : 'pack';
    const { recorded } = await takeBackCredits(tx, {
      userId: order.userId,
      pool,
      credits: Math.max(0, held.granted - held.takenBack),
      kind: 'takeback',
      key,
      orderId: order.id,
      reason: 'dispute',
    });
    if (!recorded) return;
    await tx.update(billingOrders).set({ status: 'disputed' }).where(eq(billingOrders.id, order.id));
    await onReferredPayment(tx, {
      kind: 'reversal',
      key,
      paymentKey: order.id,
      userId: order.userId,
      amountCents: Math.round((order.amountCents * Math.min(dispute.amount, charge.amount)) / Math.max(charge.amount, 1)),
      currency: order.currency,
      at: new Date(),
    });
  };
}
