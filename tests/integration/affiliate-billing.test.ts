import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startStripeStandIn, type StripeStandIn } from '@/scripts/stripe-stand-in/server';
import { advanceClock, DAY_MS, now, periodOf, resetClock } from '@/lib/server/affiliate/clock';
import { backendsToRun } from '../helpers/backends';
import { billingRoutes, WEBHOOK_PATH, WEBHOOK_SECRET } from '../helpers/billing/harness';
import { uniqueEmail, uniqueIp } from '../helpers/harness';
import { sessionCookieOf } from '../helpers/http-client';
import { tokenFrom, waitForMail } from '../helpers/mailbox';
import { accountWithSession, BROWSER, startAffiliateHarness, type AffiliateHarness } from '../helpers/affiliate/harness';

const backends = await backendsToRun();

// The whole path through the real routes: the Stripe stand-in signs the webhooks billing receives,
// and billing books the commission through onReferredPayment.
describe.each(backends)('affiliate commission from Stripe payments on %s', (kind) => {
  let h: AffiliateHarness;
  let stripe: StripeStandIn;
  beforeAll(async () => {
    stripe = await startStripeStandIn({ webhookUrl: 'http://127.0.0.1:1/unset', webhookSecret: WEBHOOK_SECRET, deliverWebhooks: false });
    h = await startAffiliateHarness(kind, { STRIPE_SECRET_KEY: 'sk_test_colorwell', ...stripe.env }, billingRoutes);
    stripe.setWebhookUrl(h.server.url + WEBHOOK_PATH);
  });
  afterAll(async () => {
    resetClock();
    await h?.close();
    await stripe?.close();
  });

  type Totals = { pending_cents: number; available_cents: number; paid_cents: number; reversed_cents: number; held_cents: number };
  const show = async (cookie: string) =>
    (await h.api<{ clicks: number; signups: number; customers: number; totals: Totals }>('GET', '/common-api/v1/distribution/show', undefined, { cookie })).body
      .data;

  it('click, sign-up, paid packs, 31 days, one settlement and its CSV, a later refund carried into the next month', async () => {
    const affiliate = await accountWithSession(uniqueEmail('partner'));
    const applied = await h.api<{ id: string }>(
      'POST',
      '/common-api/v1/distribution',
      {
        paypal_email: uniqueEmail('partner-paypal'),
        promotion_channel: 'Homeschool newsletter, 4 000 readers',
        audience: 'teachers',
        accept_terms: true,
      },
      { cookie: affiliate.cookie },
    );
    const { approveApplication } = await import('@/lib/server/affiliate/review');
    const { code } = await approveApplication(applied.body.data.id);

    // The visitor opens /?ref=CODE and reloads twice: one click.
    const visitor = uniqueIp();
    const clicks = [];
    for (let i = 0; i < 3; i++) {
      clicks.push(
        (
          await h.api<{ counted: boolean }>(
            'POST',
            '/common-api/v1/distribution/click',
            { distribution_code: code },
            { ip: visitor, headers: { 'user-agent': BROWSER } },
          )
        ).body.data.counted,
      );
    }
    expect(clicks).toEqual([true, false, false]);

    // Signs up with the cookie the edge set, verifies the address and is signed in.
    const email = uniqueEmail('family');
    const cookie = `colorwell_REF_CODE=${code}`;
    expect((await h.api('POST', '/common-api/v1/signup', { email, password: 'Sturdy-Pass-42' }, { ip: visitor, cookie })).status).toBe(200);
    const token = tokenFrom(await waitForMail(h.mail, email), '/register/verification-success');
    const session = sessionCookieOf(await h.api('POST', '/common-api/v1/complete-signup', { token }, { ip: visitor }));

    // Buys five classroom packs (49.99 USD each); one webhook is delivered twice.
    const sessions: string[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await h.api<{ url: string }>('POST', '/self-api/v1/billing/checkout', { pack: 'classroom' }, { cookie: session });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const sessionId = answer.body.data.url.split('/').pop()!;
      const [event] = stripe.completeCheckout(sessionId);
      expect((await stripe.deliver(event)).status).toBe(200);
      if (i === 0) expect((await stripe.deliver(event)).status).toBe(200);
      sessions.push(sessionId);
    }
    let me = await show(affiliate.cookie);
    expect(me).toMatchObject({ clicks: 1, signups: 1, customers: 1 });
    expect(me.totals).toMatchObject({ pending_cents: 5 * 1000, available_cents: 0 });

    advanceClock(31 * DAY_MS);
    me = await show(affiliate.cookie);
    expect(me.totals).toMatchObject({ pending_cents: 0, available_cents: 5000 });
    const period = periodOf(now());
    const { settleMonth, payoutsCsv } = await import('@/lib/server/affiliate/settlement');
    const first = await settleMonth(period);
    expect(first).toMatchObject({ created: true, settlementId: `CW-${period}` });
    expect(first.payouts).toHaveLength(1);
    expect(payoutsCsv(first)).toBe(
      `${first.payouts[0].paypalEmail},50.00,USD,${first.payouts[0].id},Colorwell affiliate commission ${period} (CW-${period})\n`,
    );
    const second = await settleMonth(period);
    expect(second.created).toBe(false);
    expect(second.payouts.map((p) => p.id)).toEqual([first.payouts[0].id]);

    // A refund after the settlement: a negative line in the next month, no negative payout.
    const sessionObj = stripe.store.sessions.get(sessions[0])!;
    const chargeId = stripe.store.paymentIntents.get(String(sessionObj.payment_intent))!.latest_charge as string;
    const [refunded] = stripe.refund(chargeId);
    expect((await stripe.deliver(refunded)).status).toBe(200);
    advanceClock(31 * DAY_MS);
    const next = await settleMonth(periodOf(now()));
    expect(next.payouts).toHaveLength(0);
    const reversals = await h.api<{ list: { type: string; commission_cents: number; status: string }[] }>(
      'GET',
      '/common-api/v1/distribution/record-list?type=reversal',
      undefined,
      { cookie: affiliate.cookie },
    );
    expect(reversals.body.data.list).toMatchObject([{ type: 'reversal', commission_cents: -1000, status: 'available' }]);

    // What the dashboard shows is the ledger's sum.
    const summary = (await h.api<Totals & { daily: unknown[] }>('GET', '/common-api/v1/distribution/commission', undefined, { cookie: affiliate.cookie })).body
      .data;
    expect(summary).toMatchObject({ pending_cents: 0, available_cents: -1000, paid_cents: 5000, reversed_cents: 1000, held_cents: 0 });
    const { getDb } = await import('@/lib/server/db/client');
    const { rowsOf } = await import('@/lib/server/affiliate/ledger');
    const [ledger] = rowsOf<{ total: string }>(await (await getDb()).execute(sql`select sum(amount_cents) as total from affiliate_ledger`));
    expect(summary.pending_cents + summary.available_cents + summary.paid_cents + summary.held_cents).toBe(Number(ledger.total));
  });
});
