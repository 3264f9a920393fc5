import { checkCodeQuery, clickBody, createDistributionBody, recordListQuery, settlementSchema } from './distribution';

describe('distribution contracts', () => {
  it('accepts a click with a URL-safe code and refuses anything else', () => {
    expect(clickBody.safeParse({ distribution_code: 'ABC-123_x' }).success).toBe(true);
    expect(clickBody.safeParse({ distribution_code: '<script>' }).success).toBe(false);
    expect(clickBody.safeParse({ distribution_code: 'x'.repeat(65) }).success).toBe(false);
    expect(clickBody.safeParse({}).success).toBe(false);
  });

  it('checks custom codes and PayPal e-mails when applying', () => {
    const ok = { paypal_email: 'pay@example.com', promotion_channel: 'Parenting blog', code: 'MAMA2026' };
    expect(createDistributionBody.safeParse(ok).success).toBe(true);
    expect(createDistributionBody.safeParse({ ...ok, paypal_email: 'nope' }).success).toBe(false);
    expect(createDistributionBody.safeParse({ ...ok, code: 'ab' }).success).toBe(false);
    expect(checkCodeQuery.safeParse({ code: 'GOOD_CODE' }).success).toBe(true);
  });

  it('pages lists with sane defaults and bounds (query strings arrive as text)', () => {
    expect(recordListQuery.parse({})).toEqual({ page: 1, page_size: 20 });
    expect(recordListQuery.parse({ page: '3', page_size: '50', type: 'order' })).toEqual({ page: 3, page_size: 50, type: 'order' });
    expect(recordListQuery.safeParse({ page_size: '1000' }).success).toBe(false);
    expect(recordListQuery.safeParse({ type: 'refund' }).success).toBe(false);
  });

  it('keeps money in integer cents and months as YYYY-MM', () => {
    const settlement = { id: 's1', period: '2026-01', amount_cents: 1250, currency: 'USD', status: 'paid', paypal_email: null, paid_at: 1767225600 };
    expect(settlementSchema.safeParse(settlement).success).toBe(true);
    expect(settlementSchema.safeParse({ ...settlement, amount_cents: 12.5 }).success).toBe(false);
    expect(settlementSchema.safeParse({ ...settlement, period: 'January' }).success).toBe(false);
  });
});
