import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmCheckout } from '@/lib/server/billing/overview';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { eq } from 'drizzle-orm';
import { backendsToRun } from '../helpers/backends';
import {
  balancesOf,
  eventCount,
  orderOf,
  paymentLedgerOf,
  spendCredits,
  startBillingHarness,
  WEBHOOK_SECRET,
  type BillingHarness,
} from '../helpers/billing/harness';
import { signedInUser } from '../helpers/generation/users';

const backends = await backendsToRun();

describe.each(backends)('Stripe webhooks on %s', (kind) => {
  let h: BillingHarness;
  beforeAll(async () => {
    h = await startBillingHarness(kind);
  });
  afterAll(async () => h?.close());

  /** A signed-in user with a checkout session of `body` created through the real route. */
  async function checkout(body: Record<string, string> = { pack: 'starter' }) {
    const user = await signedInUser();
    const answer = await h.api<{ url: string }>('POST', '/self-api/v1/billing/checkout', body, { cookie: user.cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const sessionId = answer.body.data.url.split('/').pop()!;
    return { user, sessionId };
  }

  const userRecord = async (id: string) => (await (await getDb()).select().from(users).where(eq(users.id, id)))[0];

  it('accepts a validly signed event and grants the pack once, with a ledger row keyed by the session', async () => {
    const { user, sessionId } = await checkout({ pack: 'family' });
    const [event] = h.stripe.completeCheckout(sessionId);
    const answer = await h.stripe.deliver(event);
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body).data).toEqual({ received: true, outcome: 'handled' });
    expect(await paymentLedgerOf(user.id)).toEqual(['grant:pack:500:checkout']);
    expect(await balancesOf(user.id)).toEqual({ priority: 500, subscription: 0, ledger: { priority: 500, subscription: 0 } });
    expect(await orderOf(sessionId)).toMatchObject({ status: 'paid', credits: 500, amountCents: 1999, currency: 'usd' });
  });

  it.each([
    ['a tampered body', { body: 'tampered' }],
    ['a wrong secret', { secret: 'whsec_wrong' }],
    ['a signature older than 300 s', { timestamp: Math.floor(Date.now() / 1000) - 301 }],
  ])('refuses %s with 400 and changes nothing', async (_name, override) => {
    const { user, sessionId } = await checkout();
    const [event] = h.stripe.completeCheckout(sessionId);
    const before = await eventCount();
    const payload = JSON.stringify(event);
    const body = 'body' in override ? payload.replace('"paid"', '"paid" ') : undefined;
    const answer = await h.stripe.deliver(event, { ...override, body });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 400403, data: null });
    expect(await eventCount()).toBe(before);
    expect(await paymentLedgerOf(user.id)).toEqual([]);
    // The same event correctly signed still works afterwards.
    expect((await h.stripe.deliver(event)).status).toBe(200);
    expect(await paymentLedgerOf(user.id)).toEqual(['grant:pack:100:checkout']);
  });

  it('refuses a request without the Stripe-Signature header', async () => {
    const { user, sessionId } = await checkout();
    const [event] = h.stripe.completeCheckout(sessionId);
    const before = await eventCount();
    const answer = await h.api('POST', '/common-api/v1/billing/stripe-webhook', event);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(400403);
    expect(await eventCount()).toBe(before);
    expect(await paymentLedgerOf(user.id)).toEqual([]);
  });

  it('grants once for one event delivered twice, then five times in parallel', async () => {
    const { user, sessionId } = await checkout();
    const [event] = h.stripe.completeCheckout(sessionId);
    const first = await h.stripe.deliver(event);
    const second = await h.stripe.deliver(event);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(JSON.parse(second.body).data.outcome).toBe('duplicate');
    const parallel = await Promise.all(Array.from({ length: 5 }, () => h.stripe.deliver(event)));
    expect(parallel.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await paymentLedgerOf(user.id)).toEqual(['grant:pack:100:checkout']);

    const other = await checkout({ pack: 'classroom' });
    const [fresh] = h.stripe.completeCheckout(other.sessionId);
    const racing = await Promise.all(Array.from({ length: 5 }, () => h.stripe.deliver(fresh)));
    expect(racing.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(racing.filter((a) => JSON.parse(a.body).data.outcome === 'handled')).toHaveLength(1);
    expect(await paymentLedgerOf(other.user.id)).toEqual(['grant:pack:1500:checkout']);
    expect((await balancesOf(other.user.id)).priority).toBe(1500);
  });

  it('grants once for two different events about one checkout', async () => {
    const { user, sessionId } = await checkout();
    const [completed] = h.stripe.completeCheckout(sessionId);
    const again = h.stripe.makeEvent('checkout.session.async_payment_succeeded', h.stripe.store.sessions.get(sessionId)!);
    expect((await h.stripe.deliver(completed)).status).toBe(200);
    expect((await h.stripe.deliver(again)).status).toBe(200);
    expect(await paymentLedgerOf(user.id)).toEqual(['grant:pack:100:checkout']);
    expect(await eventCount()).toBeGreaterThan(0);
  });

  it('ends in the right state when subscription.updated arrives before created', async () => {
    const { user, sessionId } = await checkout({ plan: 'plus', interval: 'month' });
    const [created, invoicePaid, completed] = h.stripe.completeCheckout(sessionId);
    const subscriptionId = created.data.object.id;
    const [updated] = h.stripe.cancelSubscription(subscriptionId, true);
    expect(updated.type).toBe('customer.subscription.updated');
    expect((await h.stripe.deliver(updated)).status).toBe(200);
    expect((await h.stripe.deliver(created)).status).toBe(200);
    expect((await h.stripe.deliver(completed)).status).toBe(200);
    expect((await h.stripe.deliver(invoicePaid)).status).toBe(200);
    const overview = await h.api<{ plan: string; subscription: { status: string; cancel_at_period_end: boolean; renews_at: string } }>(
      'GET',
      '/self-api/v1/billing',
      undefined,
      { cookie: user.cookie },
    );
    expect(overview.body.data.plan).toBe('plus');
    expect(overview.body.data.subscription).toMatchObject({ status: 'active', cancel_at_period_end: true, interval: 'month' });
    // The renewal date is the subscription item's period end.
    const item = (h.stripe.store.subscriptions.get(subscriptionId)!.items as { data: { current_period_end: number }[] }).data[0];
    expect(overview.body.data.subscription.renews_at).toBe(new Date(item.current_period_end * 1000).toISOString());
    expect(await paymentLedgerOf(user.id)).toEqual(['lapse:subscription:0:lapse', 'grant:subscription:300:invoice']);
  });

  it('answers 200 to a type it does not handle and writes nothing', async () => {
    const before = await eventCount();
    const event = h.stripe.makeEvent('customer.tax_id.created', { id: 'txi_test_1', object: 'tax_id' });
    const answer = await h.stripe.deliver(event);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).data.outcome).toBe('ignored');
    expect(await eventCount()).toBe(before);
  });

  it('answers 500 when handling fails, stores nothing, and the retry succeeds', async () => {
    const { user, sessionId } = await checkout();
    const [event] = h.stripe.completeCheckout(sessionId);
    const before = await eventCount();
    // Stripe's API fails every attempt of the SDK (first try and its two retries).
    h.stripe.failNext('GET', '/v1/checkout/sessions/', 3);
    const failed = await h.stripe.deliver(event);
    expect(failed.status).toBe(500);
    expect(JSON.parse(failed.body)).toEqual({ code: 500, message: 'Internal Server Error', data: null });
    expect(await eventCount()).toBe(before);
    expect(await paymentLedgerOf(user.id)).toEqual([]);
    const retry = await h.stripe.deliver(event);
    expect(retry.status).toBe(200);
    expect(await paymentLedgerOf(user.id)).toEqual(['grant:pack:100:checkout']);
  });

  it('grants nothing for an unpaid checkout until async_payment_succeeded, and nothing when it fails', async () => {
    const { user, sessionId } = await checkout();
    const [completed] = h.stripe.completeCheckout(sessionId, 'delayed');
    expect((await h.stripe.deliver(completed)).status).toBe(200);
    expect(await paymentLedgerOf(user.id)).toEqual([]);
    expect((await orderOf(sessionId)).status).toBe('pending');
    const [succeeded] = h.stripe.settleDelayed(sessionId, true);
    expect((await h.stripe.deliver(succeeded)).status).toBe(200);
    expect(await paymentLedgerOf(user.id)).toEqual(['grant:pack:100:checkout']);
    expect((await orderOf(sessionId)).status).toBe('paid');

    const other = await checkout();
    const [otherCompleted] = h.stripe.completeCheckout(other.sessionId, 'delayed');
    await h.stripe.deliver(otherCompleted);
    const [failedEvent] = h.stripe.settleDelayed(other.sessionId, false);
    expect((await h.stripe.deliver(failedEvent)).status).toBe(200);
    expect(await paymentLedgerOf(other.user.id)).toEqual([]);
    expect((await orderOf(other.sessionId)).status).toBe('failed');
  });

  it('takes back the unspent credits of a full refund, and the refunded share of a partial one', async () => {
    // Full refund after 70 of 100 credits were spent: the 30 left go back.
    const full = await checkout();
    await h.stripe.deliver(h.stripe.completeCheckout(full.sessionId)[0]);
    expect(new Set(await spendCredits(full.user.id, 70))).toEqual(new Set(['priority']));
    const chargeId = h.stripe.store.paymentIntents.get(String(h.stripe.store.sessions.get(full.sessionId)!.payment_intent))!.latest_charge as string;
    const [refunded] = h.stripe.refund(chargeId);
    expect((await h.stripe.deliver(refunded)).status).toBe(200);
    expect((await h.stripe.deliver(refunded)).status).toBe(200);
    expect(await paymentLedgerOf(full.user.id)).toEqual(['grant:pack:100:checkout', 'takeback:pack:-30:refund']);
    expect(await balancesOf(full.user.id)).toEqual({ priority: 0, subscription: 0, ledger: { priority: 0, subscription: 0 } });
    expect((await orderOf(full.sessionId)).status).toBe('refunded');

    // Partial refunds: half the price takes back half the credits, the rest the other half.
    const partial = await checkout({ pack: 'family' });
    await h.stripe.deliver(h.stripe.completeCheckout(partial.sessionId)[0]);
    const partialCharge = h.stripe.store.paymentIntents.get(String(h.stripe.store.sessions.get(partial.sessionId)!.payment_intent))!.latest_charge as string;
    await h.stripe.deliver(h.stripe.refund(partialCharge, 1000)[0]);
    expect((await balancesOf(partial.user.id)).priority).toBe(500 - 250);
    expect((await orderOf(partial.sessionId)).status).toBe('partially_refunded');
    await h.stripe.deliver(h.stripe.refund(partialCharge, 999)[0]);
    expect(await paymentLedgerOf(partial.user.id)).toEqual(['grant:pack:500:checkout', 'takeback:pack:-250:refund', 'takeback:pack:-250:refund']);
    expect((await balancesOf(partial.user.id)).priority).toBe(0);
  });

  it('takes back what is left of an order when its payment is disputed', async () => {
    const { user, sessionId } = await checkout();
    await h.stripe.deliver(h.stripe.completeCheckout(sessionId)[0]);
    await spendCredits(user.id, 10);
    const charge = h.stripe.store.paymentIntents.get(String(h.stripe.store.sessions.get(sessionId)!.payment_intent))!.latest_charge as string;
    const [disputed] = h.stripe.dispute(charge);
    expect((await h.stripe.deliver(disputed)).status).toBe(200);
    expect(await paymentLedgerOf(user.id)).toEqual(['grant:pack:100:checkout', 'takeback:pack:-90:dispute']);
    expect((await orderOf(sessionId)).status).toBe('disputed');
  });

  it('leaves a ledger equal to the unique events after 200 signed deliveries with duplicates, fired concurrently', async () => {
    const sessions = await Promise.all(Array.from({ length: 50 }, (_, i) => checkout({ pack: ['starter', 'family', 'classroom'][i % 3] })));
    const events = sessions.map((s) => h.stripe.completeCheckout(s.sessionId)[0]);
    const deliveries = [...events, ...events, ...events, ...events].sort(() => Math.random() - 0.5);
    expect(deliveries).toHaveLength(200);
    const answers: number[] = [];
    // 20 at a time: concurrent enough to race, bounded so the local machine is not flooded.
    for (let i = 0; i < deliveries.length; i += 20)
      answers.push(...(await Promise.all(deliveries.slice(i, i + 20).map((e) => h.stripe.deliver(e)))).map((a) => a.status));
    expect(answers.every((s) => s === 200)).toBe(true);
    for (const [i, s] of sessions.entries()) {
      const credits = [100, 500, 1500][i % 3];
      expect(await paymentLedgerOf(s.user.id)).toEqual([`grant:pack:${credits}:checkout`]);
      expect(await balancesOf(s.user.id)).toEqual({ priority: credits, subscription: 0, ledger: { priority: credits, subscription: 0 } });
    }
  });

  it('grants once when /pay-success races the webhook, in both orders', async () => {
    for (const order of ['page first', 'webhook first', 'together'] as const) {
      const { user, sessionId } = await checkout();
      const [event] = h.stripe.completeCheckout(sessionId);
      const record = await userRecord(user.id);
      if (order === 'page first') {
        expect(await confirmCheckout(record, sessionId)).toMatchObject({ status: 'paid', credits: 100, balance: { pack_credits: 100 } });
        expect(JSON.parse((await h.stripe.deliver(event)).body).data.outcome).toBe('handled');
      } else if (order === 'webhook first') {
        await h.stripe.deliver(event);
        expect(await confirmCheckout(record, sessionId)).toMatchObject({ status: 'paid', balance: { pack_credits: 100 } });
      } else {
        const [page] = await Promise.all([confirmCheckout(record, sessionId), h.stripe.deliver(event), confirmCheckout(record, sessionId)]);
        expect(page?.status).toBe('paid');
      }
      expect(await paymentLedgerOf(user.id), order).toEqual(['grant:pack:100:checkout']);
      expect((await balancesOf(user.id)).priority).toBe(100);
    }
    // Someone else's session confirms nothing.
    const { sessionId } = await checkout();
    h.stripe.completeCheckout(sessionId);
    const stranger = await signedInUser();
    expect(await confirmCheckout(await userRecord(stranger.id), sessionId)).toBeNull();
  });

  it('refuses a pack, plan or price that is not in our table with 400', async () => {
    const user = await signedInUser();
    for (const body of [
      { pack: 'mega' },
      { plan: 'plus', interval: 'week' },
      { plan: 'gold', interval: 'month' },
      { price: 'price_1Abc', amount: 1 },
      { pack: 'starter', plan: 'plus', interval: 'month' },
    ]) {
      const answer = await h.api('POST', '/self-api/v1/billing/checkout', body, { cookie: user.cookie });
      expect([answer.status, answer.body.code], JSON.stringify(body)).toEqual([400, 400402]);
    }
    expect(h.stripe.store.sessions.size).toBeGreaterThan(0);
  });
});

describe('Stripe webhook secret', () => {
  it('is a whsec_ value the stand-in signs with', () => {
    expect(WEBHOOK_SECRET).toMatch(/^whsec_/);
  });
});
