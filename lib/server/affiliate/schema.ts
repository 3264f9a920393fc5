import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

// The affiliate programme's own tables. Money is integer cents; every commission or reversal is one
// ledger line, so totals are sums and a resent event (same key) cannot book twice.
const at = (name: string) => timestamp(name, { withTimezone: true });

export const affiliates = pgTable(
  'affiliates',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Digits and uppercase letters, given once the application is approved. */
    code: text('code').unique(),
    status: text('status', { enum: ['pending', 'active', 'rejected', 'banned'] }).notNull(),
    paypalEmail: text('paypal_email'),
    /** The PayPal mailbox as compared for sharing (no case, "+tag" or Gmail dots). */
    paypalCanonical: text('paypal_canonical'),
    website: text('website'),
    channel: text('channel').notNull(),
    audience: text('audience').notNull(),
    termsAcceptedAt: at('terms_accepted_at').notNull(),
    /** Why payouts wait for a review (a PayPal address shared with another affiliate). */
    flag: text('flag'),
    reviewNote: text('review_note'),
    reviewedAt: at('reviewed_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('affiliates_paypal_idx').on(t.paypalCanonical)],
);

/** The affiliate a user was referred by: written once at sign-up, never changed. */
export const affiliateReferrals = pgTable(
  'affiliate_referrals',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    via: text('via', { enum: ['email', 'google', 'apple'] }).notNull(),
    boundAt: at('bound_at').notNull(),
  },
  (t) => [index('affiliate_referrals_affiliate_idx').on(t.affiliateId, t.boundAt)],
);

export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: uuid('id').primaryKey(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
  },
  (t) => [index('affiliate_clicks_affiliate_idx').on(t.affiliateId, t.at)],
);

/** Who was counted when, per code: a salted hash of the visitor, nothing else about them. */
export const affiliateClickVisitors = pgTable(
  'affiliate_click_visitors',
  {
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
    countedAt: at('counted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.affiliateId, t.visitorHash] })],
);

/** A month's settlement run: one PayPal Payouts batch. */
export const affiliateSettlements = pgTable('affiliate_settlements', {
  id: text('id').primaryKey(),
  /** The settled month, "YYYY-MM". */
  period: text('period').notNull().unique(),
  status: text('status', { enum: ['pending', 'paid'] }).notNull(),
  createdAt: at('created_at').notNull(),
  paidAt: at('paid_at'),
});

/** One affiliate's payout within a settlement. */
export const affiliatePayouts = pgTable(
  'affiliate_payouts',
  {
    id: text('id').primaryKey(),
    settlementId: text('settlement_id')
      .notNull()
      .references(() => affiliateSettlements.id),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    paypalEmail: text('paypal_email').notNull(),
    status: text('status', { enum: ['pending', 'paid'] }).notNull(),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
  },
  (t) => [uniqueIndex('affiliate_payouts_once_idx').on(t.settlementId, t.affiliateId), index('affiliate_payouts_affiliate_idx').on(t.affiliateId)],
);

/**
 * The commission ledger. A payment books a positive line; a refund or dispute books a negative one.
 * A line is open until a payout takes it; it is pending before `available_at` and available after.
 */
export const affiliateLedger = pgTable(
  'affiliate_ledger',
  {
    id: uuid('id').primaryKey(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    referredUserId: uuid('referred_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['commission', 'reversal'] }).notNull(),
    /** The billing event's key (checkout, invoice, refund, dispute): one line per event. */
    eventKey: text('event_key').notNull().unique(),
    /** The payment a line belongs to (its own key for a commission). */
    paymentKey: text('payment_key').notNull(),
    /** The payment or refunded amount without tax, and the commission it earns (negative for a reversal). */
    baseCents: bigint('base_cents', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    basisPoints: integer('basis_points').notNull(),
    occurredAt: at('occurred_at').notNull(),
    availableAt: at('available_at').notNull(),
    payoutId: text('payout_id').references(() => affiliatePayouts.id),
  },
  (t) => [index('affiliate_ledger_affiliate_idx').on(t.affiliateId, t.occurredAt), index('affiliate_ledger_payment_idx').on(t.paymentKey)],
);

export type Affiliate = typeof affiliates.$inferSelect;
export type AffiliateStatus = Affiliate['status'];
export type LedgerLine = typeof affiliateLedger.$inferSelect;
export type AffiliatePayout = typeof affiliatePayouts.$inferSelect;
