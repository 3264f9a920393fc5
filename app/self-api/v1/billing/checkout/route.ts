import { checkoutBody } from '@/lib/api/contracts/billing';
import { createCheckout } from '@/lib/server/billing/checkout';
import { handler } from '@/lib/server/http/handler';

// POST /self-api/v1/billing/checkout – a Stripe Checkout Session for a pack or a plan from our price table
export const POST = handler({ auth: 'required', body: checkoutBody, userRateLimit: 'billingSessions' }, ({ user, body, locale }) =>
  createCheckout(user, body, locale),
);
