import 'server-only';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@/lib/api/errors';
import type { CheckoutBody } from '@/lib/api/contracts/billing';
import { CURRENCY, findPack, findPlan, type CreditPack, type SubscriptionPlan } from '@/lib/catalogue/plans';
import type { Locale } from '@/lib/i18n/locales';
import type { User } from '@/lib/server/db/schema';
import { getDb } from '@/lib/server/db/client';
import { localizedError } from '@/lib/server/errors';
import { appLink } from '@/lib/server/mail/send';
import { billingCustomers, billingOrders } from './schema';
import { checkoutLocale, stripeClient } from './stripe';

type Offer = { kind: 'pack'; pack: CreditPack } | { kind: 'subscription'; plan: SubscriptionPlan };

/** The offer a checkout request names, from our own table only; anything else is a 400. */
export function resolveOffer(body: CheckoutBody): Offer {
  if (body.pack !== undefined && body.plan === undefined) {
    const pack = findPack(body.pack);
    if (pack) return { kind: 'pack', pack };
  }
  if (body.plan !== undefined && body.pack === undefined) {
    const plan = findPlan(body.plan, body.interval);
    if (plan) return { kind: 'subscription', plan };
  }
  throw localizedError(ErrorCode.unknownOffer);
}

/**
 * The user's Stripe customer, created once. Two clicks at once send the same idempotency key, so
 * Stripe answers both with one customer; the primary key on the user keeps one row.
 */
export async function ensureCustomer(user: User): Promise<string> {
  const db = await getDb();
  const [known] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
  if (known) return known.stripeCustomerId;
  const customer = await stripeClient().customers.create(
    { email: user.email ?? undefined, name: user.name ?? undefined, metadata: { user_id: user.id }, preferred_locales: [user.locale] },
    { idempotencyKey: `customer-${user.id}` },
  );
  await db.insert(billingCustomers).values({ userId: user.id, stripeCustomerId: customer.id }).onConflictDoNothing();
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
  return row.stripeCustomerId;
}

/** A Checkout Session for one offer, priced from our table; answers the page to send the buyer to. */
export async function createCheckout(user: User, body: CheckoutBody, locale: Locale): Promise<{ url: string }> {
  const offer = resolveOffer(body);
  const stripe = stripeClient();
  const customer = await ensureCustomer(user);
  const currency = CURRENCY.toLowerCase();
  const metadata: Record<string, string> =
    offer.kind === 'pack'
      ? { user_id: user.id, kind: 'pack', pack: offer.pack.id, credits: String(offer.pack.credits) }
      : { user_id: user.id, kind: 'subscription', plan: offer.plan.id, interval: offer.plan.interval, credits: String(offer.plan.credits) };
  const name = offer.kind === 'pack' ? `Colorwell ${offer.pack.credits} credits` : `Colorwell Plus (${offer.plan.interval === 'month' ? 'monthly' : 'yearly'})`;
  const session = await stripe.checkout.sessions.create({
    mode: offer.kind === 'pack' ? 'payment' : 'subscription',
    customer,
    client_reference_id: user.id,
    locale: checkoutLocale(locale),
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency,
          unit_amount: offer.kind === 'pack' ? offer.pack.priceCents : offer.plan.priceCents,
          product_data: { name, metadata: { offer: offer.kind === 'pack' ? offer.pack.id : `${offer.plan.id}/${offer.plan.interval}` } },
          ...(offer.kind === 'subscription' && { recurring: { interval: offer.plan.interval } }),
        },
      },
    ],
    metadata,
    ...(offer.kind === 'subscription' && { subscription_data: { metadata } }),
    ...(offer.kind === 'pack' && { payment_intent_data: { metadata } }),
    // Stripe puts the session id in place of the placeholder; the braces must stay unencoded.
    success_url: `${appLink(locale, '/pay-success')}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: appLink(locale, '/pricing'),
  });
  if (offer.kind === 'pack') {
    const db = await getDb();
    await db
      .insert(billingOrders)
      .values({
        id: session.id,
        userId: user.id,
        kind: 'pack',
        product: offer.pack.id,
        credits: offer.pack.credits,
        amountCents: offer.pack.priceCents,
        currency,
        status: 'open',
      })
      .onConflictDoNothing();
  }
  if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
  return { url: session.url };
}

/** A Billing Portal session where the user manages or cancels the subscription and sees invoices. */
export async function createPortal(user: User, locale: Locale): Promise<{ url: string }> {
  const stripe = stripeClient();
  const db = await getDb();
  const [customer] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
  if (!customer) throw localizedError(ErrorCode.noBillingAccount);
  const session = await stripe.billingPortal.sessions.create({
    customer: customer.stripeCustomerId,
    return_url: appLink(locale, '/profile'),
    locale: checkoutLocale(locale) as never,
  });
  return { url: session.url };
}
