import { handler } from '@/lib/server/http/handler';
import { readLimited } from '@/lib/server/http/read-body';
import { handleStripeEvent, verifyWebhook } from '@/lib/server/billing/webhook';

// Stripe events are small; a larger body is not one of them.
const WEBHOOK_BODY_LIMIT = 512 * 1024;

// POST /common-api/v1/billing/stripe-webhook – Stripe events, verified on the raw body and handled once
export const POST = handler({ auth: 'none' }, async ({ req }) => {
  const raw = new TextDecoder().decode(await readLimited(req, WEBHOOK_BODY_LIMIT));
  const event = verifyWebhook(raw, req.headers.get('stripe-signature'));
  return { received: true, outcome: await handleStripeEvent(event) };
});
