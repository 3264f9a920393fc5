// The stand-in's events: made as Stripe makes them, signed exactly as Stripe signs them
// (stripe.webhooks.generateTestHeaderString) and delivered to the webhook URL with quick retries.
import Stripe from 'stripe';
import { newId, now, type Obj, type StandInEvent } from './objects';

const sdk = new Stripe('sk_test_stand_in');

export function createWebhookSender(options: { webhookUrl: string; webhookSecret: string; deliverWebhooks?: boolean }) {
  const sent: StandInEvent[] = [];
  const deliveries: Promise<unknown>[] = [];
  let webhookUrl = options.webhookUrl;

  const makeEvent = (type: string, object: Obj): StandInEvent => ({
    id: newId('evt'),
    object: 'event',
    type,
    created: now(),
    api_version: Stripe.API_VERSION,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: structuredClone(object) },
  });

  /** Signs a payload the way Stripe does; `timestamp` and `secret` can be overridden to test refusals. */
  const sign = (payload: string, overrides: { secret?: string; timestamp?: number } = {}) =>
    sdk.webhooks.generateTestHeaderString({ payload, secret: overrides.secret ?? options.webhookSecret, timestamp: overrides.timestamp });

  async function deliver(
    event: StandInEvent,
    overrides: { secret?: string; timestamp?: number; body?: string } = {},
  ): Promise<{ status: number; body: string }> {
    const payload = JSON.stringify(event);
    const header = sign(payload, overrides);
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: overrides.body ?? payload,
    });
    return { status: res.status, body: await res.text() };
  }

  /** Records events and, unless turned off, sends them in the background like Stripe does. */
  function emit(...events: StandInEvent[]): StandInEvent[] {
    sent.push(...events);
    if (options.deliverWebhooks !== false) {
      deliveries.push(
        (async () => {
          for (const event of events) {
            // Stripe retries failed deliveries; the stand-in retries a few times quickly.
            for (let attempt = 0; attempt < 3; attempt++) {
              const answer = await deliver(event).catch(() => ({ status: 0, body: '' }));
              if (answer.status === 200) break;
              await new Promise((r) => setTimeout(r, 300));
            }
          }
        })(),
      );
    }
    return events;
  }

  return {
    sent,
    makeEvent,
    sign,
    deliver,
    emit,
    setWebhookUrl: (url: string) => {
      webhookUrl = url;
    },
    /** Waits until every background delivery so far has finished. */
    settled: async () => {
      while (deliveries.length) await Promise.all(deliveries.splice(0));
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
