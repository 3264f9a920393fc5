import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingData } from '@/lib/api/contracts/billing';
import { listQuantityRequests } from '@/lib/server/billing/requests';
import { backendsToRun } from '../helpers/backends';
import { balancesOf, paymentLedgerOf, spendCredits, startBillingHarness, type BillingHarness } from '../helpers/billing/harness';
import { signedInUser } from '../helpers/generation/users';
import { uniqueEmail, uniqueIp } from '../helpers/harness';
import { decodeMail, waitForMail } from '../helpers/mailbox';
import { prepareBackend } from '../helpers/backends';
import { apiClient } from '../helpers/http-client';
import { billingRoutes } from '../helpers/billing/harness';
import { startRouteServer } from '../helpers/route-server';

const backends = await backendsToRun();
type Overview = {
  plan: string;
  payments_enabled: boolean;
  subscription: { status: string; interval: string; renews_at: string | null } | null;
  balance: { subscription_credits: number; pack_credits: number };
  permissions_quota: { permission_name: string; remaining: number }[];
  orders: { id: string; status: string; receipt_url: string | null; credits: number; amount_cents: number }[];
};

describe.each(backends)('billing calls on %s', (kind) => {
  let h: BillingHarness;
  beforeAll(async () => {
    h = await startBillingHarness(kind);
  });
  afterAll(async () => h?.close());

  async function buy(cookie: string, body: Record<string, string>) {
    const answer = await h.api<{ url: string }>('POST', '/self-api/v1/billing/checkout', body, { cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const sessionId = answer.body.data.url.split('/').pop()!;
    for (const event of h.stripe.completeCheckout(sessionId)) expect((await h.stripe.deliver(event)).status).toBe(200);
    return sessionId;
  }

  it('creates one Stripe customer per user even when checkout is clicked five times at once', async () => {
    const user = await signedInUser('zh-TW');
    const before = h.stripe.store.customers.size;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        h.api<{ url: string }>('POST', '/self-api/v1/billing/checkout', { pack: 'starter' }, { cookie: user.cookie, headers: { 'x-locale': 'zh-TW' } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(h.stripe.store.customers.size - before).toBe(1);
    const sessions = answers.map((a) => h.stripe.store.sessions.get(a.body.data.url.split('/').pop()!)!);
    expect(new Set(sessions.map((s) => s.customer)).size).toBe(1);
    // Priced from our table, in the page's language, for this user, back to the localized success page.
    expect(sessions[0]).toMatchObject({
      mode: 'payment',
      locale: 'zh-TW',
      client_reference_id: user.id,
      success_url: 'http://localhost:3000/tw/pay-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/tw/pricing',
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '499' } }],
    });
    // A later checkout reuses the customer.
    await h.api('POST', '/self-api/v1/billing/checkout', { plan: 'plus', interval: 'year' }, { cookie: user.cookie, headers: { 'x-locale': 'zh-CN' } });
    const last = [...h.stripe.store.sessions.values()].at(-1)!;
    expect(last).toMatchObject({
      mode: 'subscription',
      locale: 'zh',
      customer: sessions[0].customer,
      line_items: [{ price_data: { unit_amount: '9588', recurring: { interval: 'year' } } }],
    });
  });

  it('asks for sign-in before buying', async () => {
    const answer = await h.api('POST', '/self-api/v1/billing/checkout', { pack: 'starter' });
    expect([answer.status, answer.body.code]).toEqual([401, 401]);
  });

  it('grants a subscription month, spends it before pack credits, lapses it at renewal and at the end', async () => {
    const user = await signedInUser();
    await buy(user.cookie, { pack: 'starter' });
    const sessionId = await buy(user.cookie, { plan: 'plus', interval: 'month' });
    expect(await balancesOf(user.id)).toEqual({ priority: 400, subscription: 300, ledger: { priority: 400, subscription: 300 } });
    await spendCredits(user.id, 10);
    expect(await balancesOf(user.id)).toMatchObject({ priority: 390, subscription: 290 });

    const subscriptionId = String(h.stripe.store.sessions.get(sessionId)!.subscription);
    for (const event of h.stripe.renew(subscriptionId)) expect((await h.stripe.deliver(event)).status).toBe(200);
    // The 290 unspent credits of the first month lapse; the new month brings 300; packs are untouched.
    expect(await balancesOf(user.id)).toEqual({ priority: 400, subscription: 300, ledger: { priority: 400, subscription: 300 } });

    for (const event of h.stripe.renew(subscriptionId, false)) expect((await h.stripe.deliver(event)).status).toBe(200);
    let overview = await h.api<Overview>('GET', '/self-api/v1/billing', undefined, { cookie: user.cookie });
    expect(overview.body.data.subscription?.status).toBe('past_due');

    for (const event of h.stripe.cancelSubscription(subscriptionId, false)) expect((await h.stripe.deliver(event)).status).toBe(200);
    expect(await balancesOf(user.id)).toMatchObject({ priority: 100, subscription: 0 });
    overview = await h.api<Overview>('GET', '/self-api/v1/billing', undefined, { cookie: user.cookie });
    expect(overview.body.data).toMatchObject({ plan: 'free', payments_enabled: true, balance: { subscription_credits: 0, pack_credits: 100 } });
    expect(overview.body.data.orders.map((o) => [o.status, o.credits])).toEqual([
      ['paid', 300],
      ['paid', 300],
      ['paid', 100],
    ]);
    expect(overview.body.data.orders.every((o) => o.receipt_url?.startsWith(h.stripe.url))).toBe(true);
    // The answer is what the contract the browser parses it with says.
    expect(billingData.safeParse(overview.body.data).error).toBeUndefined();
    expect(await paymentLedgerOf(user.id)).toEqual([
      'grant:pack:100:checkout',
      'lapse:subscription:0:lapse',
      'grant:subscription:300:invoice',
      'lapse:subscription:-290:lapse',
      'grant:subscription:300:invoice',
      'lapse:subscription:-300:lapse',
    ]);
  });

  it('opens the billing portal for a customer, and says so when there is none', async () => {
    const user = await signedInUser();
    const none = await h.api('POST', '/self-api/v1/billing/portal', undefined, { cookie: user.cookie });
    expect([none.status, none.body.code]).toEqual([404, 400404]);
    await buy(user.cookie, { pack: 'starter' });
    const portal = await h.api<{ url: string }>('POST', '/self-api/v1/billing/portal', undefined, { cookie: user.cookie, headers: { 'x-locale': 'de' } });
    expect(portal.status).toBe(200);
    expect(portal.body.data.url).toMatch(new RegExp(`^${h.stripe.url}/portal/bps_`));
    const page = await fetch(portal.body.data.url);
    expect(await page.text()).toContain('http://localhost:3000/de/profile');
  });

  it('stores a high-quantity request, confirms it by e-mail and lists it for the operator', async () => {
    const email = uniqueEmail('school');
    const answer = await h.api<{ id: string }>(
      'POST',
      '/common-api/v1/billing/requests',
      { kind: 'classroom', name: 'Ms Rivera', email, organization: 'Hill Primary', pages_per_month: 3000, message: '28 pupils' },
      { ip: uniqueIp(), headers: { 'x-locale': 'fr' } },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const mail = decodeMail(await waitForMail({ kind: 'outbox', dir: path.join(h.backend.dataDir, 'outbox') }, email));
    expect(mail).toMatch(/Colorwell/);
    expect(mail).toMatch(/demande/);
    expect((await listQuantityRequests()).find((r) => r.id === answer.body.data.id)).toMatchObject({
      kind: 'classroom',
      pagesPerMonth: 3000,
      organization: 'Hill Primary',
      locale: 'fr',
    });
    const bad = await h.api('POST', '/common-api/v1/billing/requests', { kind: 'volume', name: '', email: 'nope', pages_per_month: 0 }, { ip: uniqueIp() });
    expect([bad.status, bad.body.code]).toEqual([422, 422]);
  });
});

describe('buying without Stripe keys', () => {
  it('shows prices but answers 503 with its own code and a translated message', async () => {
    const backend = await prepareBackend('pglite', {
      STRIPE_SECRET_KEY: undefined,
      STRIPE_WEBHOOK_SECRET: undefined,
      STRIPE_API_HOST: undefined,
      STRIPE_API_PORT: undefined,
      STRIPE_API_PROTOCOL: undefined,
    });
    const server = await startRouteServer(billingRoutes);
    try {
      const api = apiClient(server.url);
      const user = await signedInUser();
      const en = await api('POST', '/self-api/v1/billing/checkout', { pack: 'starter' }, { cookie: user.cookie });
      expect(en.status).toBe(503);
      expect(en.body).toEqual({ code: 400401, message: 'Payments are not configured on this site yet, so nothing can be bought right now.', data: null });
      const de = await api('POST', '/self-api/v1/billing/portal', undefined, { cookie: user.cookie, headers: { 'x-locale': 'de' } });
      expect([de.status, de.body.code]).toEqual([503, 400401]);
      expect(de.body.message).toMatch(/Zahlungen/);
      const webhook = await api('POST', '/common-api/v1/billing/stripe-webhook', { id: 'evt_1' }, { headers: { 'stripe-signature': 't=1,v1=00' } });
      expect([webhook.status, webhook.body.code]).toEqual([503, 400401]);
      const overview = await api<Overview>('GET', '/self-api/v1/billing', undefined, { cookie: user.cookie });
      expect(overview.body.data).toMatchObject({ payments_enabled: false, plan: 'free', orders: [] });
    } finally {
      await server.close();
      await backend.teardown();
    }
  });
});
