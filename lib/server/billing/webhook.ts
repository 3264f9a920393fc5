import 'server-only';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { ErrorCode } from '@/lib/api/errors';
import { serverEnv } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { localizedError } from '@/lib/server/errors';
import { prepareCheckout, prepareDispute, prepareInvoice, prepareRefund, prepareSubscription, type Effect } from './fulfil';
import { billingEvents } from './schema';
import { idOf, stripeClient, WEBHOOK_TOLERANCE_SECONDS } from './stripe';

/** The event, if its signature over the raw body is valid and fresh; a 400 otherwise. */
export function verifyWebhook(rawBody: string, signature: string | null): Stripe.Event {
  const secret = serverEnv().STRIPE_WEBHOOK_SECRET;
  if (!secret) throw localizedError(ErrorCode.paymentsNotConfigured);
  if (!signature) throw localizedError(ErrorCode.webhookRefused);
  try {
    return stripeClient().webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw localizedError(ErrorCode.webhookRefused);
  }
}

/** Reads what the event is about from Stripe and prepares its write; null for types we do not handle. */
async function prepare(event: Stripe.Event): Promise<Effect | null> {
  const object = event.data.object as { id: string };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired':
      return (await prepareCheckout(object.id)).effect;
    case 'checkout.session.async_payment_failed':
      return (await prepareCheckout(object.id, true)).effect;
    case 'invoice.paid':
      return prepareInvoice(object.id);
    case 'invoice.payment_failed': {
      const subscription = idOf((event.data.object as Stripe.Invoice).parent?.subscription_details?.subscription ?? null);
      return subscription ? prepareSubscription(subscription) : async () => {};
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return prepareSubscription(object.id);
    case 'charge.refunded':
      return prepareRefund(object.id);
    case 'charge.dispute.created':
      return prepareDispute(object.id);
    default:
      return null;
  }
}

export type WebhookOutcome = 'handled' | 'duplicate' | 'ignored';

/**
 * Handles one verified event once: its id is stored in the same transaction as its effect, so a
 * repeat (sequential or concurrent) changes nothing, and a failure stores nothing and lets Stripe
 * retry. Types we do not handle are acknowledged without writing anything.
 */
export async function handleStripeEvent(event: Stripe.Event): Promise<WebhookOutcome> {
  const db = await getDb();
  const [seen] = await db.select({ id: billingEvents.id }).from(billingEvents).where(eq(billingEvents.id, event.id));
  if (seen) return 'duplicate';
  const effect = await prepare(event);
  if (!effect) return 'ignored';
  return db.transaction(async (tx) => {
    const stored = await tx.insert(billingEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: billingEvents.id });
    if (stored.length === 0) return 'duplicate';
    await effect(tx);
    return 'handled';
  });
}
