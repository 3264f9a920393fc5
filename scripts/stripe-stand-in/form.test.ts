import Stripe from 'stripe';
import { parseStripeForm } from './form';

describe('parseStripeForm', () => {
  it('reads back the nested body the Stripe SDK encodes', () => {
    const text =
      'mode=payment&line_items[0][quantity]=1&line_items[0][price_data][currency]=usd&line_items[0][price_data][unit_amount]=499' +
      '&line_items[0][price_data][recurring][interval]=month&metadata[user_id]=u1&expand[0]=latest_charge&expand[1]=payments&success_url=' +
      encodeURIComponent('http://x/pay-success?session_id={CHECKOUT_SESSION_ID}');
    expect(parseStripeForm(text)).toEqual({
      mode: 'payment',
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '499', recurring: { interval: 'month' } } }],
      metadata: { user_id: 'u1' },
      expand: ['latest_charge', 'payments'],
      success_url: 'http://x/pay-success?session_id={CHECKOUT_SESSION_ID}',
    });
  });

  it('signs events so that the SDK verifies them, and refuses them with another secret', () => {
    const sdk = new Stripe('sk_test_x');
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'ping', data: { object: {} } });
    const header = sdk.webhooks.generateTestHeaderString({ payload, secret: 'whsec_a' });
    expect(sdk.webhooks.constructEvent(payload, header, 'whsec_a', 300).id).toBe('evt_1');
    expect(() => sdk.webhooks.constructEvent(payload, header, 'whsec_b', 300)).toThrow();
  });
});
