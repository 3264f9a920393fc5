import { checkCodeQuery, clickBody, createDistributionBody, recordListQuery, settlementSchema, updateInfoBody } from './distribution';

describe('distribution contracts', () => {
  it('accepts a click with a URL-safe code and refuses anything else', () => {
    expect(clickBody.safeParse({ distribution_code: 'ABC-123_x' }).success).toBe(true);
    expect(clickBody.safeParse({ distribution_code: '<script>' }).success).toBe(false);
    expect(clickBody.safeParse({ distribution_code: 'x'.repeat(65) }).success).toBe(false);
    expect(clickBody.safeParse({}).success).toBe(false);
    expect(checkCodeQuery.safeParse({ code: 'AB12CD34' }).success).toBe(true);
  });

  it('needs the channel, the audience and the accepted terms to apply; PayPal may come later', () => {
    const ok = { paypal_email: 'Pay@Example.com', promotion_channel: 'Parenting blog, weekly posts', audience: 'parents', accept_terms: true };
    expect(createDistributionBody.parse(ok).paypal_email).toBe('pay@example.com');
    expect(createDistributionBody.safeParse({ ...ok, paypal_email: undefined }).success).toBe(true);
    expect(createDistributionBody.safeParse({ ...ok, paypal_email: 'nope' }).success).toBe(false);
    expect(createDistributionBody.safeParse({ ...ok, accept_terms: false }).success).toBe(false);
    expect(createDistributionBody.safeParse({ ...ok, audience: 'everyone' }).success).toBe(false);
    expect(createDistributionBody.safeParse({ ...ok, promotion_channel: 'short' }).success).toBe(false);
    expect(createDistributionBody.safeParse({ ...ok, website: 'javascript:alert(1)' }).success).toBe(false);
    expect(createDistributionBody.safeParse({ ...ok, website: 'https://blog.example' }).success).toBe(true);
    expect(updateInfoBody.safeParse({ paypal_email: 'a@b.co' }).success).toBe(false);
  });

  it('pages lists with sane defaults and bounds (query strings arrive as text)', () => {
    expect(recordListQuery.parse({})).toEqual({ page: 1, page_size: 20 });
    expect(recordListQuery.parse({ page: '3', page_size: '50', type: 'payment' })).toEqual({ page: 3, page_size: 50, type: 'payment' });
    expect(recordListQuery.safeParse({ page_size: '1000' }).success).toBe(false);
    expect(recordListQuery.safeParse({ type: 'refund' }).success).toBe(false);
  });

  it('keeps money in integer cents and months as YYYY-MM', () => {
    const settlement = {
      id: 'PO1',
      settlement_id: 'CW-2026-10',
      period: '2026-10',
      amount_cents: 1250,
      currency: 'USD',
      status: 'paid',
      paypal_email: 'a@b.co',
      created_at: 1767225600,
      paid_at: 1767225600,
    };
    expect(settlementSchema.safeParse(settlement).success).toBe(true);
    expect(settlementSchema.safeParse({ ...settlement, amount_cents: 12.5 }).success).toBe(false);
    expect(settlementSchema.safeParse({ ...settlement, period: 'January' }).success).toBe(false);
  });
});
