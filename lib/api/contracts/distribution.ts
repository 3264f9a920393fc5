import { z } from 'zod';

// Affiliate (distribution) calls of SPEC §7. The SPEC shows only the click body, so these shapes are
// ours: amounts are integer cents (no float rounding in payouts), times are Unix seconds (SPEC §9
// formats dates from seconds), lists are paged. Shared by the route handlers, the client and tests.

/** Codes as they travel in ?ref= links: short, URL-safe (the request edge accepts the same). */
export const distributionCode = z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/);
/** Codes an affiliate may choose: 4–32 letters, digits, "-" or "_". */
export const customDistributionCode = z.string().trim().regex(/^[A-Za-z0-9_-]{4,32}$/);

const unixSeconds = z.number().int().nonnegative();
const cents = z.number().int();
const paypalEmail = z.email().max(254);
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);

export const pageQuery = z.object({ page, page_size: pageSize });

function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int().nonnegative(), page: z.number().int(), page_size: z.number().int() });
}

// POST /common-api/v1/distribution – apply to the affiliate programme
export const createDistributionBody = z.object({
  paypal_email: paypalEmail,
  code: customDistributionCode.optional(),
  /** Where the affiliate will share links (site, channel, community). */
  promotion_channel: z.string().trim().min(1).max(500),
  website: z.url().max(2048).optional(),
});

export const distributionStatus = z.enum(['pending', 'active', 'rejected', 'suspended']);
export const distributionSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: distributionStatus,
  /** Share of each paid order, 0–1. */
  commission_rate: z.number().min(0).max(1),
  paypal_email: z.string().nullable(),
  /** The ready-to-share link carrying ?ref=code. */
  link: z.string(),
  created_at: unixSeconds,
});

// GET /common-api/v1/distribution/show – the caller's affiliate account, null before applying
export const showDistributionData = distributionSchema.nullable();

// GET /common-api/v1/distribution/record-list – clicks, sign-ups and orders credited to the caller
export const recordType = z.enum(['click', 'signup', 'order']);
export const recordListQuery = pageQuery.extend({ type: recordType.optional() });
export const distributionRecord = z.object({
  id: z.string(),
  type: recordType,
  code: z.string(),
  order_amount_cents: cents.nullable(),
  commission_cents: cents.nullable(),
  status: z.enum(['pending', 'confirmed', 'settled', 'reversed']),
  created_at: unixSeconds,
});
export const recordListData = pageOf(distributionRecord);

// GET /common-api/v1/distribution/check-code – is this custom code free?
export const checkCodeQuery = z.object({ code: customDistributionCode });
export const checkCodeData = z.object({ code: z.string(), available: z.boolean() });

// GET /common-api/v1/distribution/settle-list – monthly payouts
export const settlementStatus = z.enum(['pending', 'processing', 'paid', 'failed']);
export const settleListQuery = pageQuery;
export const settlementSchema = z.object({
  id: z.string(),
  /** The settled month, "YYYY-MM". */
  period: z.string().regex(/^\d{4}-\d{2}$/),
  amount_cents: cents,
  currency: z.string().length(3),
  status: settlementStatus,
  paypal_email: z.string().nullable(),
  paid_at: unixSeconds.nullable(),
});
export const settleListData = pageOf(settlementSchema);

// GET /common-api/v1/distribution/commission – totals for the dashboard
export const commissionQuery = z.object({ period: z.string().regex(/^\d{4}-\d{2}$/).optional() });
export const commissionData = z.object({
  currency: z.string().length(3),
  commission_rate: z.number().min(0).max(1),
  total_cents: cents,
  pending_cents: cents,
  available_cents: cents,
  settled_cents: cents,
  clicks: z.number().int().nonnegative(),
  signups: z.number().int().nonnegative(),
  orders: z.number().int().nonnegative(),
});

// POST /common-api/v1/distribution/update-info – the PayPal account payouts go to
export const updateInfoBody = z.object({ paypal_email: paypalEmail });
export const updateInfoData = distributionSchema;

// POST /common-api/v1/distribution/click – a visitor arrived through ?ref= (SPEC §3)
export const clickBody = z.object({ distribution_code: distributionCode });
export const clickData = z.null();

// GET /common-api/v1/distribution/get-code-list – the caller's codes with their counts
export const codeListItem = z.object({
  code: z.string(),
  link: z.string(),
  clicks: z.number().int().nonnegative(),
  signups: z.number().int().nonnegative(),
  orders: z.number().int().nonnegative(),
  created_at: unixSeconds,
});
export const codeListData = z.object({ list: z.array(codeListItem) });

export type CreateDistributionBody = z.infer<typeof createDistributionBody>;
export type Distribution = z.infer<typeof distributionSchema>;
export type RecordListQuery = z.input<typeof recordListQuery>;
export type DistributionRecord = z.infer<typeof distributionRecord>;
export type Settlement = z.infer<typeof settlementSchema>;
export type CommissionData = z.infer<typeof commissionData>;
export type UpdateInfoBody = z.infer<typeof updateInfoBody>;
export type ClickBody = z.infer<typeof clickBody>;
export type CodeListItem = z.infer<typeof codeListItem>;
