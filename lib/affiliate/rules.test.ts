import { AFFILIATE_RULES, COMMISSION_RATE, commissionOf, proRata } from './rules';

describe('affiliate rules', () => {
  it('states the programme as it is applied', () => {
    expect(COMMISSION_RATE).toBe(0.2);
    expect(AFFILIATE_RULES).toMatchObject({ cookieDays: 90, commissionMonths: 12, pendingDays: 30, payoutThresholdCents: 5000, currency: 'USD' });
  });

  it.each([
    // amount without tax (cents) → commission at 20 %, rounded half-up
    [0, 0],
    [1, 0], // 0.2 ¢
    [2, 0], // 0.4 ¢
    [3, 1], // 0.6 ¢
    [4, 1], // 0.8 ¢
    [5, 1], // 1.0 ¢
    [7, 1], // 1.4 ¢
    [8, 2], // 1.6 ¢
    [12, 2], // 2.4 ¢
    [13, 3], // 2.6 ¢
    [499, 100], // 99.8 ¢
    [1999, 400], // 399.8 ¢
    [4999, 1000], // 999.8 ¢
    [29_900, 5980],
    [100_000_001, 20_000_000], // 20 000 000.2 ¢: no float drift on large sums
  ])('%i ¢ earns %i ¢', (amount, commission) => {
    expect(commissionOf(amount)).toBe(commission);
  });

  it('rounds exact halves up', () => {
    // 12.5 ¢ at 25 %, 2.5 ¢ at 50 %: the half cent goes to the affiliate.
    expect(commissionOf(50, 2500)).toBe(13);
    expect(commissionOf(5, 5000)).toBe(3);
    expect(commissionOf(-5, 5000)).toBe(-3);
  });

  it('refuses fractions of a cent as input', () => {
    expect(() => commissionOf(10.5)).toThrow(RangeError);
  });

  it('takes back a commission pro rata, never more than it was', () => {
    expect(proRata(1000, 1000, 4999)).toBe(200);
    expect(proRata(1000, 4999, 4999)).toBe(1000);
    expect(proRata(1000, 9999, 4999)).toBe(1000);
    expect(proRata(1, 1, 2)).toBe(1);
    expect(proRata(1000, 0, 4999)).toBe(0);
  });
});
