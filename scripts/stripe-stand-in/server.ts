// A local stand-in for the part of Stripe's API Colorwell uses, for tests and offline demos. The app
// reaches it through the real SDK (STRIPE_API_HOST/PORT/PROTOCOL); it is never imported by the app.
// It keeps everything in memory, serves a test checkout page and a portal, and sends events signed
// exactly as Stripe signs them (stripe.webhooks.generateTestHeaderString) to the webhook URL.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseStripeForm } from './form';
import { createLedger } from './ledger';
import { newId, now, type Obj } from './objects';
import { checkoutPage, portalPage, receiptPage } from './pages';
import { createWebhookSender } from './webhooks';

export type { StandInEvent } from './objects';
export type StandInOptions = { port?: number; webhookUrl: string; webhookSecret: string; deliverWebhooks?: boolean };

function stripeError(res: ServerResponse, status: number, message: string, type = 'invalid_request_error') {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { type, message } }));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStripeStandIn(options: StandInOptions) {
  const idempotent = new Map<string, { status: number; body: string }>();
  const faults: { method: string; prefix: string; remaining: number }[] = [];
  let base = '';
  const webhooks = createWebhookSender(options);
  const { sent, makeEvent, sign, deliver } = webhooks;
  const ledger = createLedger(webhooks, () => base);
  const { store, lineOf, completeCheckout, settleDelayed, refund, dispute, renew, cancelSubscription } = ledger;

  const routes: { method: string; pattern: RegExp; run: (m: RegExpMatchArray, body: Record<string, unknown>, query: URLSearchParams) => Obj | null }[] = [
    {
      method: 'POST',
      pattern: /^\/v1\/customers$/,
      run: (_m, body) => {
        const customer: Obj = {
          id: newId('cus'),
          object: 'customer',
          email: body.email ?? null,
          name: body.name ?? null,
          metadata: body.metadata ?? {},
          created: now(),
        };
        store.customers.set(customer.id, customer);
        return customer;
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/sessions$/,
      run: (_m, body) => {
        const items = body.line_items as { price_data?: { unit_amount?: string; currency?: string } }[] | undefined;
        const price = items?.[0]?.price_data;
        if (!price?.unit_amount || !price.currency) throw new Error('line_items[0][price_data] is required');
        if (!body.success_url || !body.customer || !store.customers.has(String(body.customer)))
          throw new Error('success_url and an existing customer are required');
        const id = `cs_test_${randomBytes(16).toString('hex')}`;
        const amount = Number(price.unit_amount);
        const session: Obj = {
          ...body,
          id,
          object: 'checkout.session',
          status: 'open',
          payment_status: 'unpaid',
          amount_subtotal: amount,
          amount_total: amount,
          total_details: { amount_tax: 0, amount_discount: 0, amount_shipping: 0 },
          currency: price.currency,
          payment_intent: null,
          subscription: null,
          invoice: null,
          metadata: body.metadata ?? {},
          client_reference_id: body.client_reference_id ?? null,
          url: `${base}/checkout/${id}`,
          created: now(),
        };
        store.sessions.set(id, session);
        return session;
      },
    },
    { method: 'GET', pattern: /^\/v1\/checkout\/sessions\/([\w]+)$/, run: (m) => store.sessions.get(m[1]) ?? null },
    { method: 'GET', pattern: /^\/v1\/customers\/([\w]+)$/, run: (m) => store.customers.get(m[1]) ?? null },
    { method: 'GET', pattern: /^\/v1\/subscriptions\/([\w]+)$/, run: (m) => store.subscriptions.get(m[1]) ?? null },
    { method: 'GET', pattern: /^\/v1\/invoices\/([\w]+)$/, run: (m) => store.invoices.get(m[1]) ?? null },
    { method: 'GET', pattern: /^\/v1\/charges\/([\w]+)$/, run: (m) => store.charges.get(m[1]) ?? null },
    { method: 'GET', pattern: /^\/v1\/disputes\/([\w]+)$/, run: (m) => store.disputes.get(m[1]) ?? null },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents\/([\w]+)$/,
      run: (m, _b, query) => {
        const intent = store.paymentIntents.get(m[1]);
        if (!intent) return null;
        const expand = [...query.values()].includes('latest_charge');
        return expand && intent.latest_charge ? { ...intent, latest_charge: store.charges.get(String(intent.latest_charge)) ?? null } : intent;
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/refunds$/,
      run: (_m, body) => {
        const chargeId = body.charge ? String(body.charge) : [...store.charges.values()].find((c) => c.payment_intent === body.payment_intent)?.id;
        if (!chargeId || !store.charges.has(chargeId)) throw new Error('no such charge');
        refund(chargeId, body.amount ? Number(body.amount) : undefined);
        return [...store.refunds.values()].at(-1)!;
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/billing_portal\/sessions$/,
      run: (_m, body) => {
        if (!store.customers.has(String(body.customer))) throw new Error('no such customer');
        const portal: Obj = {
          id: newId('bps'),
          object: 'billing_portal.session',
          customer: body.customer,
          return_url: body.return_url ?? null,
          locale: body.locale ?? null,
          created: now(),
        };
        portal.url = `${base}/portal/${portal.id}`;
        store.portals.set(portal.id, portal);
        return portal;
      },
    },
  ];

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (!/^Bearer sk_(test|live)_\w+/.test(req.headers.authorization ?? '')) return stripeError(res, 401, 'Invalid API Key provided');
    const fault = faults.find((f) => f.method === req.method && url.pathname.startsWith(f.prefix) && f.remaining > 0);
    if (fault) {
      fault.remaining -= 1;
      return stripeError(res, 500, 'An error occurred with our connection to Stripe (injected by the stand-in).', 'api_error');
    }
    const key = req.method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined;
    const remembered = key ? idempotent.get(key) : undefined;
    if (remembered) {
      res.writeHead(remembered.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
      return res.end(remembered.body);
    }
    const text = req.method === 'POST' ? await readBody(req) : '';
    const replay = key ? idempotent.get(key) : undefined;
    if (replay) {
      res.writeHead(replay.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
      return res.end(replay.body);
    }
    const route = routes.find((r) => r.method === req.method && r.pattern.test(url.pathname));
    if (!route) return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
    let status = 200;
    let body: string;
    try {
      const found = route.run(url.pathname.match(route.pattern)!, parseStripeForm(text), url.searchParams);
      if (!found) {
        status = 404;
        body = JSON.stringify({ error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: ${url.pathname}` } });
      } else body = JSON.stringify(found);
    } catch (error) {
      status = 400;
      body = JSON.stringify({ error: { type: 'invalid_request_error', message: (error as Error).message } });
    }
    if (key) idempotent.set(key, { status, body });
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    res.end(body);
  }

  function html(res: ServerResponse, status: number, page: string) {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page);
  }

  async function pages(req: IncomingMessage, res: ServerResponse, url: URL) {
    const checkout = url.pathname.match(/^\/checkout\/(cs_\w+)(\/pay)?$/);
    if (checkout) {
      const session = store.sessions.get(checkout[1]);
      if (!session) return html(res, 404, 'No such checkout session');
      if (checkout[2] && req.method === 'POST') {
        const form = new URLSearchParams(await readBody(req));
        completeCheckout(session.id, form.get('method') === 'delayed' ? 'delayed' : 'card');
        res.writeHead(303, { location: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id) });
        return res.end();
      }
      const line = lineOf(session);
      const customer = store.customers.get(String(session.customer));
      return html(
        res,
        200,
        checkoutPage({
          id: session.id,
          name: line.product_data.name,
          total: { amount: Number(line.unit_amount), currency: line.currency },
          recurring: line.recurring?.interval ?? null,
          cancelUrl: String(session.cancel_url ?? '/'),
          email: (customer?.email as string) ?? null,
        }),
      );
    }
    const portal = url.pathname.match(/^\/portal\/(bps_\w+)(\/cancel)?$/);
    if (portal) {
      const session = store.portals.get(portal[1]);
      if (!session) return html(res, 404, 'No such portal session');
      if (portal[2] && req.method === 'POST') {
        const form = new URLSearchParams(await readBody(req));
        const sub = store.subscriptions.get(form.get('subscription') ?? '');
        if (sub && sub.customer === session.customer) cancelSubscription(sub.id, true);
        res.writeHead(303, { location: `/portal/${session.id}` });
        return res.end();
      }
      const subscriptions = [...store.subscriptions.values()]
        .filter((s) => s.customer === session.customer)
        .map((s) => {
          const item = (s.items as { data: { current_period_end: number; price: { recurring: { interval: string } } }[] }).data[0];
          return {
            id: s.id,
            name: `Colorwell Plus (${item.price.recurring.interval}ly)`,
            status: String(s.status),
            cancelAtPeriodEnd: Boolean(s.cancel_at_period_end),
            periodEnd: item.current_period_end,
          };
        });
      const receipts = [...store.charges.values()]
        .filter((c) => c.customer === session.customer)
        .map((c) => ({ url: String(c.receipt_url), label: `${(Number(c.amount) / 100).toFixed(2)} ${String(c.currency).toUpperCase()}` }));
      return html(res, 200, portalPage({ id: session.id, returnUrl: String(session.return_url ?? '/'), subscriptions, receipts }));
    }
    const receipt = url.pathname.match(/^\/receipts\/(ch_\w+)$/);
    if (receipt && store.charges.has(receipt[1])) {
      const charge = store.charges.get(receipt[1])!;
      return html(
        res,
        200,
        receiptPage({
          id: charge.id,
          total: { amount: Number(charge.amount), currency: String(charge.currency) },
          refunded: Number(charge.amount_refunded),
          created: Number(charge.created),
        }),
      );
    }
    html(res, 404, 'Not found');
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const work = url.pathname.startsWith('/v1/') ? api(req, res, url) : pages(req, res, url);
    work.catch((error) => {
      console.error('[stripe stand-in]', error);
      if (!res.headersSent) stripeError(res, 500, 'stand-in failure', 'api_error');
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    port,
    /** The environment that points the app's SDK here. */
    env: { STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: String(port), STRIPE_API_PROTOCOL: 'http', STRIPE_WEBHOOK_SECRET: options.webhookSecret },
    store,
    sent,
    makeEvent,
    sign,
    deliver,
    completeCheckout,
    settleDelayed,
    refund,
    dispute,
    renew,
    cancelSubscription,
    setWebhookUrl: webhooks.setWebhookUrl,
    /** The next `count` requests of this method under this path answer 500 (Stripe having trouble). */
    failNext: (method: string, prefix: string, count: number) => faults.push({ method, prefix, remaining: count }),
    /** Waits until every background delivery so far has finished. */
    settled: webhooks.settled,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
