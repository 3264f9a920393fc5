import { createPortal } from '@/lib/server/billing/checkout';
import { handler } from '@/lib/server/http/handler';

// POST /self-api/v1/billing/portal – a Stripe Billing Portal session (manage or cancel the subscription)
export const POST = handler({ auth: 'required', userRateLimit: 'billingSessions' }, ({ user, locale }) => createPortal(user, locale));
