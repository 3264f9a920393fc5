import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

// Billing's own tables. Credits themselves live in the quota ledger (generation schema); these rows
// record who the customer is at Stripe, what was bought and which Stripe events were handled.
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** One Stripe customer per user, created before the first checkout. */
export const billingCustomers = pgTable('billing_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  createdAt: createdAt(),
});

export type OrderStatus = 'open' | 'pending' | 'paid' | 'failed' | 'expired' | 'refunded' | 'partially_refunded' | 'disputed';

/** A purchase: a checkout session of a pack, or an invoice of the subscription. */
export const billingOrders = pgTable(
  'billing_orders',
  {
    /** The checkout session (`cs_…`) or invoice (`in_…`) id. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'pack' | 'subscription'>().notNull(),
    /** Pack id, or plan id and interval (`plus/month`). */
    product: text('product').notNull(),
    credits: integer('credits').notNull(),
    /** Paid amount without tax, in the currency's smallest unit. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    /** Refunded so far, as Stripe reports it on the charge (with tax). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    paymentIntentId: text('payment_intent_id'),
    receiptUrl: text('receipt_url'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('billing_orders_user_idx').on(t.userId, t.createdAt), index('billing_orders_payment_intent_idx').on(t.paymentIntentId)],
);

/** The user's subscription as Stripe last reported it (re-read on every subscription event). */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    interval: text('interval').notNull(),
    /** Stripe's status: active, trialing, past_due, canceled, unpaid, incomplete … */
    status: text('status').notNull(),
    cancelAtPeriodEnd: integer('cancel_at_period_end').notNull().default(0),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_subscriptions_user_idx').on(t.userId)],
);

/** Stripe events already handled, stored in the transaction of their effect. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

/** Requests for a custom volume or a classroom, from the high-quantity dialog. */
export const billingRequests = pgTable('billing_requests', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  organization: text('organization'),
  kind: text('kind').$type<'volume' | 'classroom'>().notNull(),
  pagesPerMonth: integer('pages_per_month').notNull(),
  message: text('message'),
  locale: text('locale').notNull(),
  createdAt: createdAt(),
});

export type BillingOrder = typeof billingOrders.$inferSelect;
export type BillingSubscription = typeof billingSubscriptions.$inferSelect;
export type BillingRequest = typeof billingRequests.$inferSelect;
