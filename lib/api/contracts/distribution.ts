import { z } from 'zod';

// Affiliate (distribution) calls. Only the click body is fixed by the product's original calls; the
// rest is ours: amounts are integer cents (no float rounding in payouts), times are Unix seconds
// (dates are shown from seconds), lists are paged. Shared by the route handlers, the client and tests.

/** Codes as they travel in ?ref= links: short, URL-safe (the request edge accepts the same). */
export const distributionCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/);

const unixSeconds = z.number().int().nonnegative();
const cents = z.number().int();
const paypalEmail = z.email().trim().toLowerCase().max(254);
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);

export const pageQuery = z.object({ page, page_size: pageSize });

function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int().nonnegative(), page: z.number().int(), page_size: z.number().int() });
}

export const audiences = ['parents', 'teachers', 'kids', 'adults', 'crafts', 'other'] as const;

// POST /common-api/v1/distribution – apply to the affiliate programme
export const createDistributionBody = z.object({
  /** Where payouts go; may be given later, but nothing is paid out without it. */
  paypal_email: z.union([paypalEmail, z.literal('')]).optional(),
  /** A website or channel address, if there is one. */
  website: z.union([z.url({ protocol: /^https?$/ }).max(2048), z.literal('')]).optional(),
  /** Where and how the affiliate will share links. */
  promotion_channel: z.string().trim().min(10).max(1000),
  audience: z.enum(audiences),
  accept_terms: z.literal(true),
});

export const distributionStatus = z.enum(['pending', 'active', 'rejected', 'banned']);

export const commissionTotals = z.object({
  currency: z.string().length(3),
  /** Waiting out the refund window. */
  pending_cents: cents,
  /** Ready for the next settlement (refunds after a payout are deducted here). */
  available_cents: cents,
  paid_cents: cents,
  /** Taken back by refunds and disputes. */
  reversed_cents: cents,
  /** Unpaid commission of a banned account, kept back. */
  held_cents: cents,
});

export const distributionSchema = z.object({
  id: z.string(),
  status: distributionStatus,
  /** Digits and uppercase letters; null until the application is approved. */
  code: z.string().nullable(),
  /** The home page link with ?ref=code; null until approved. */
  link: z.string().nullable(),
  commission_rate: z.number().min(0).max(1),
  paypal_email: z.string().nullable(),
  /** Payouts wait for a review (a PayPal address another affiliate also uses). */
  under_review: z.boolean(),
  created_at: unixSeconds,
  clicks: z.number().int().nonnegative(),
  signups: z.number().int().nonnegative(),
  customers: z.number().int().nonnegative(),
  totals: commissionTotals,
});

// GET /common-api/v1/distribution/show – the caller's affiliate account, null before applying
export const showDistributionData = distributionSchema.nullable();

// GET /common-api/v1/distribution/record-list – referred sign-ups and payments
export const recordType = z.enum(['signup', 'payment', 'reversal']);
export const recordListQuery = pageQuery.extend({ type: recordType.optional() });
export const recordStatus = z.enum(['pending', 'available', 'paid', 'held', 'none']);
export const distributionRecord = z.object({
  id: z.string(),
  type: recordType,
  /** The referred user's e-mail, masked (up to 3 leading characters shown). */
  email: z.string(),
  amount_cents: cents.nullable(),
  commission_cents: cents.nullable(),
  status: recordStatus,
  created_at: unixSeconds,
  available_at: unixSeconds.nullable(),
});
export const recordListData = pageOf(distributionRecord);

// GET /common-api/v1/distribution/check-code – is a code valid and active?
export const checkCodeQuery = z.object({ code: distributionCode });
export const checkCodeData = z.object({ code: z.string(), valid: z.boolean() });

// GET /common-api/v1/distribution/settle-list – the caller's payouts by month
export const settlementStatus = z.enum(['pending', 'paid']);
export const settleListQuery = pageQuery;
export const settlementSchema = z.object({
  /** The payout id (the item id of the PayPal Payouts file). */
  id: z.string(),
  /** The month's settlement (the batch id of the PayPal Payouts file). */
  settlement_id: z.string(),
  /** The settled month, "YYYY-MM". */
  period: z.string().regex(/^\d{4}-\d{2}$/),
  amount_cents: cents,
  currency: z.string().length(3),
  status: settlementStatus,
  paypal_email: z.string(),
  created_at: unixSeconds,
  paid_at: unixSeconds.nullable(),
});
export const settleListData = pageOf(settlementSchema);

// GET /common-api/v1/distribution/commission – totals, the next settlement and the last 90 days
export const dailyPoint = z.object({
  /** "YYYY-MM-DD", UTC. */
  day: z.string(),
  clicks: z.number().int().nonnegative(),
  signups: z.number().int().nonnegative(),
  commission_cents: cents,
});
export const commissionData = commissionTotals.extend({
  commission_rate: z.number().min(0).max(1),
  threshold_cents: cents,
  /** When the current month is settled (the first day of the next month), Unix seconds. */
  next_settlement_at: unixSeconds,
  /** Whether the next settlement will pay: enough available and a PayPal address on file. */
  payout_ready: z.boolean(),
  daily: z.array(dailyPoint),
});

// POST /common-api/v1/distribution/update-info – the PayPal address payouts go to
export const updateInfoBody = z.object({
  paypal_email: paypalEmail,
  /** The account password, asked again; accounts without one type their sign-in e-mail instead. */
  password: z.string().min(1).max(256),
});
export const updateInfoData = distributionSchema;

// POST /common-api/v1/distribution/click – a visitor arrived through ?ref=
export const clickBody = z.object({ distribution_code: distributionCode });
export const clickData = z.object({ counted: z.boolean() });

// GET /common-api/v1/distribution/get-code-list – share links for each landing page and tool
export const codeListItem = z.object({
  /** The page's key in the site's page list (home, pricing, text-to-coloring-page …). */
  page: z.string(),
  path: z.string(),
  link: z.string(),
});
export const codeListData = z.object({ code: z.string(), list: z.array(codeListItem) });

export type CreateDistributionBody = z.infer<typeof createDistributionBody>;
export type Distribution = z.infer<typeof distributionSchema>;
export type CommissionTotals = z.infer<typeof commissionTotals>;
export type RecordListQuery = z.input<typeof recordListQuery>;
export type RecordListData = z.infer<typeof recordListData>;
export type DistributionRecord = z.infer<typeof distributionRecord>;
export type Settlement = z.infer<typeof settlementSchema>;
export type SettleListData = z.infer<typeof settleListData>;
export type CommissionData = z.infer<typeof commissionData>;
export type UpdateInfoBody = z.infer<typeof updateInfoBody>;
export type ClickBody = z.infer<typeof clickBody>;
export type CodeListData = z.infer<typeof codeListData>;
export type Audience = (typeof audiences)[number];
