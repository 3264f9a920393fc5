import { z } from 'zod';
import { permissionQuotaSchema } from './accounts';

// Billing calls: checkout, portal, the overview, and the high-quantity request. Which pack or plan
// exists is decided by the server's price table; the body only names one.
const offerId = z.string().trim().max(40);

export const checkoutBody = z.object({
  /** A credit pack id (starter, family, classroom) … */
  pack: offerId.optional(),
  /** … or a subscription plan id (plus) with its interval (month, year). */
  plan: offerId.optional(),
  interval: offerId.optional(),
});
export const redirectData = z.object({ url: z.url() });

export const orderSchema = z.object({
  id: z.string(),
  kind: z.enum(['pack', 'subscription']),
  product: z.string(),
  credits: z.number().int(),
  amount_cents: z.number().int(),
  currency: z.string(),
  status: z.enum(['open', 'pending', 'paid', 'failed', 'expired', 'refunded', 'partially_refunded', 'disputed']),
  receipt_url: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});

export const billingData = z.object({
  /** Buying is possible on this server (Stripe keys are configured). */
  payments_enabled: z.boolean(),
  plan: z.enum(['free', 'plus']),
  subscription: z
    .object({
      interval: z.enum(['month', 'year']),
      status: z.string(),
      cancel_at_period_end: z.boolean(),
      renews_at: z.string().nullable(),
    })
    .nullable(),
  balance: z.object({ subscription_credits: z.number().int(), pack_credits: z.number().int() }),
  permissions_quota: z.array(permissionQuotaSchema),
  orders: z.array(orderSchema),
});

export const confirmData = z.object({
  status: z.enum(['paid', 'pending', 'failed']),
  credits: z.number().int(),
  balance: z.object({ subscription_credits: z.number().int(), pack_credits: z.number().int() }),
});

/** The webhook's answer: handled now, already handled before, or a type we do not handle. */
export const webhookData = z.object({ received: z.literal(true), outcome: z.enum(['handled', 'duplicate', 'ignored']) });

export const HIGH_QUANTITY_KINDS = ['volume', 'classroom'] as const;

export const quantityRequestBody = z.object({
  kind: z.enum(HIGH_QUANTITY_KINDS),
  name: z.string().trim().min(1).max(120),
  email: z.email().max(254),
  organization: z.string().trim().max(160).nullish(),
  pages_per_month: z.coerce.number().int().min(1).max(1_000_000),
  message: z.string().trim().max(4000).nullish(),
});
export const quantityRequestData = z.object({ id: z.string() });

export type CheckoutBody = z.infer<typeof checkoutBody>;
export type BillingData = z.infer<typeof billingData>;
export type BillingOrderData = z.infer<typeof orderSchema>;
export type ConfirmData = z.infer<typeof confirmData>;
export type QuantityRequestBody = z.infer<typeof quantityRequestBody>;
