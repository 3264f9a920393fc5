// The stand-in's books: customers, checkouts, payments, subscriptions, invoices, refunds and
// disputes kept in memory, each change announced by the events Stripe would send.
import { MONTH, newId, now, YEAR, type Obj, type StandInEvent } from './objects';
import type { WebhookSender } from './webhooks';

/** `base()` is the stand-in's own address, known once it listens (receipt links point there). */
export function createLedger({ emit, makeEvent }: Pick<WebhookSender, 'emit' | 'makeEvent'>, base: () => string) {
  const store = {
    customers: new Map<string, Obj>(),
    sessions: new Map<string, Obj>(),
    paymentIntents: new Map<string, Obj>(),
    charges: new Map<string, Obj>(),
    subscriptions: new Map<string, Obj>(),
    invoices: new Map<string, Obj>(),
    disputes: new Map<string, Obj>(),
    refunds: new Map<string, Obj>(),
    portals: new Map<string, Obj>(),
  };

  function lineOf(session: Obj) {
    const items = session.line_items as {
      price_data: { unit_amount: string; currency: string; product_data: { name: string }; recurring?: { interval: string } };
    }[];
    return items[0].price_data;
  }

  function pay(amount: number, currency: string, customer: unknown, metadata: unknown) {
    const chargeId = newId('ch');
    const intentId = newId('pi');
    const charge: Obj = {
      id: chargeId,
      object: 'charge',
      amount,
      amount_refunded: 0,
      refunded: false,
      currency,
      customer,
      payment_intent: intentId,
      paid: true,
      status: 'succeeded',
      receipt_url: `${base()}/receipts/${chargeId}`,
      created: now(),
      metadata: metadata ?? {},
    };
    const intent: Obj = {
      id: intentId,
      object: 'payment_intent',
      amount,
      currency,
      customer,
      status: 'succeeded',
      latest_charge: chargeId,
      metadata: metadata ?? {},
    };
    store.charges.set(chargeId, charge);
    store.paymentIntents.set(intentId, intent);
    return { charge, intent };
  }

  function newInvoice(subscription: Obj, paid: boolean, reason: string): Obj {
    const price = (subscription.items as { data: { price: { unit_amount: number; currency: string } }[] }).data[0].price;
    const payment = paid ? pay(price.unit_amount, price.currency, subscription.customer, subscription.metadata) : null;
    const invoice: Obj = {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      currency: price.currency,
      status: paid ? 'paid' : 'open',
      billing_reason: reason,
      subtotal: price.unit_amount,
      total: price.unit_amount,
      total_excluding_tax: price.unit_amount,
      amount_paid: paid ? price.unit_amount : 0,
      hosted_invoice_url: payment ? payment.charge.receipt_url : null,
      status_transitions: { paid_at: paid ? now() : null },
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      payments: {
        object: 'list',
        data: payment
          ? [{ id: newId('inpay'), object: 'invoice_payment', status: 'paid', payment: { type: 'payment_intent', payment_intent: payment.intent.id } }]
          : [],
      },
      created: now(),
    };
    store.invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  /** Completes a checkout as the test page's Pay button does; returns the events (sent unless turned off). */
  function completeCheckout(sessionId: string, method: 'card' | 'delayed' = 'card'): StandInEvent[] {
    const session = store.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    if (session.status !== 'open') return [];
    const line = lineOf(session);
    const amount = Number(line.unit_amount);
    session.status = 'complete';
    if (session.mode === 'subscription') {
      const start = now();
      const interval = line.recurring?.interval ?? 'month';
      const subscription: Obj = {
        id: newId('sub'),
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        metadata: (session.subscription_data as { metadata?: object } | undefined)?.metadata ?? {},
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              current_period_start: start,
              current_period_end: start + (interval === 'year' ? YEAR : MONTH),
              price: { unit_amount: amount, currency: line.currency, recurring: { interval } },
            },
          ],
        },
        latest_invoice: null,
        created: start,
      };
      store.subscriptions.set(subscription.id, subscription);
      const invoice = newInvoice(subscription, true, 'subscription_create');
      session.subscription = subscription.id;
      session.invoice = invoice.id;
      session.payment_status = 'paid';
      return emit(
        makeEvent('customer.subscription.created', subscription),
        makeEvent('invoice.paid', invoice),
        makeEvent('checkout.session.completed', session),
      );
    }
    if (method === 'delayed') {
      const intent: Obj = {
        id: newId('pi'),
        object: 'payment_intent',
        amount,
        currency: line.currency,
        customer: session.customer,
        status: 'processing',
        latest_charge: null,
        metadata: session.metadata ?? {},
      };
      store.paymentIntents.set(intent.id, intent);
      session.payment_intent = intent.id;
      session.payment_status = 'unpaid';
      return emit(makeEvent('checkout.session.completed', session));
    }
    const { intent } = pay(amount, line.currency, session.customer, session.metadata);
    session.payment_intent = intent.id;
    session.payment_status = 'paid';
    return emit(makeEvent('checkout.session.completed', session));
  }

  /** The bank transfer of a delayed payment arrives (or fails). */
  function settleDelayed(sessionId: string, succeeded: boolean): StandInEvent[] {
    const session = store.sessions.get(sessionId)!;
    const intent = store.paymentIntents.get(session.payment_intent as string)!;
    if (!succeeded) {
      intent.status = 'requires_payment_method';
      return emit(makeEvent('checkout.session.async_payment_failed', session));
    }
    const { charge } = pay(Number(intent.amount), String(intent.currency), session.customer, session.metadata);
    store.charges.delete(charge.id);
    const chargeOfIntent: Obj = { ...charge, payment_intent: intent.id };
    store.charges.set(charge.id, chargeOfIntent);
    intent.status = 'succeeded';
    intent.latest_charge = charge.id;
    session.payment_status = 'paid';
    return emit(makeEvent('checkout.session.async_payment_succeeded', session));
  }

  function refund(chargeId: string, amount?: number): StandInEvent[] {
    const charge = store.charges.get(chargeId)!;
    const value = Math.min(amount ?? Number(charge.amount) - Number(charge.amount_refunded), Number(charge.amount) - Number(charge.amount_refunded));
    const refundObj: Obj = {
      id: newId('re'),
      object: 'refund',
      amount: value,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      status: 'succeeded',
      created: now(),
    };
    store.refunds.set(refundObj.id, refundObj);
    charge.amount_refunded = Number(charge.amount_refunded) + value;
    charge.refunded = charge.amount_refunded === charge.amount;
    return emit(makeEvent('charge.refunded', charge));
  }

  function dispute(chargeId: string): StandInEvent[] {
    const charge = store.charges.get(chargeId)!;
    const disputeObj: Obj = {
      id: newId('dp'),
      object: 'dispute',
      amount: charge.amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      status: 'needs_response',
      reason: 'fraudulent',
      created: now(),
    };
    store.disputes.set(disputeObj.id, disputeObj);
    charge.disputed = true;
    return emit(makeEvent('charge.dispute.created', disputeObj));
  }

  /** The next period of a subscription: a paid invoice and new period dates, or a failed payment. */
  function renew(subscriptionId: string, paid = true): StandInEvent[] {
    const subscription = store.subscriptions.get(subscriptionId)!;
    const item = (subscription.items as { data: { current_period_start: number; current_period_end: number; price: { recurring: { interval: string } } }[] })
      .data[0];
    if (!paid) {
      const invoice = newInvoice(subscription, false, 'subscription_cycle');
      invoice.status = 'open';
      subscription.status = 'past_due';
      return emit(makeEvent('invoice.payment_failed', invoice), makeEvent('customer.subscription.updated', subscription));
    }
    const length = item.current_period_end - item.current_period_start;
    item.current_period_start = item.current_period_end;
    item.current_period_end += length;
    subscription.status = 'active';
    const invoice = newInvoice(subscription, true, 'subscription_cycle');
    return emit(makeEvent('invoice.paid', invoice), makeEvent('customer.subscription.updated', subscription));
  }

  function cancelSubscription(subscriptionId: string, atPeriodEnd: boolean): StandInEvent[] {
    const subscription = store.subscriptions.get(subscriptionId)!;
    if (atPeriodEnd) {
      subscription.cancel_at_period_end = true;
      return emit(makeEvent('customer.subscription.updated', subscription));
    }
    subscription.status = 'canceled';
    return emit(makeEvent('customer.subscription.deleted', subscription));
  }

  return { store, lineOf, completeCheckout, settleDelayed, refund, dispute, renew, cancelSubscription };
}
