// Commission on referred payments: fraud rules, reversals, thresholds, bans and the monthly settlement.
import { describe, expect, it } from 'vitest';
import { AFFILIATE_RULES, commissionOf } from '@/lib/affiliate/rules';
import { advanceClock, DAY_MS, now, periodOf } from '@/lib/server/affiliate/clock';
import { backendsToRun } from '../helpers/backends';
import { useAffiliateProgramme } from '../helpers/affiliate/programme-suite';
import { uniqueEmail, uniqueIp } from '../helpers/harness';

const backends = await backendsToRun();

describe.each(backends)('affiliate commission, reversals and settlement on %s', (kind) => {
  const { ctx, approvedAffiliate, click, db, pay, referredUser, refund, show } = useAffiliateProgramme(kind);

  it("pays no commission on an affiliate's own purchases, even from a second account on the same mailbox", async () => {
    const a = await approvedAffiliate('self');
    const alias = a.email.replace('@', '+second@');
    const signup = await ctx.h.api(
      'POST',
      '/common-api/v1/signup',
      { email: alias, password: 'Sturdy-Pass-42' },
      { ip: uniqueIp(), cookie: `colorwell_REF_CODE=${a.code}` },
    );
    expect(signup.status).toBe(200);
    const { findUserByEmail } = await import('@/lib/server/accounts/users');
    const aliasUser = (await findUserByEmail(alias))!;
    await pay(aliasUser.id, `self-${Math.random()}`, 10_000);
    await pay(a.id, `self-${Math.random()}`, 10_000);
    const me = await show(a.cookie);
    expect(me.signups).toBe(0);
    expect(me.totals.pending_cents).toBe(0);
  });

  it('books one commission per invoice when the payment event is resent, at the configured rate', async () => {
    const a = await approvedAffiliate('resend');
    const buyer = await referredUser(a.code);
    await pay(buyer.id, 'in_resent', 1999);
    await pay(buyer.id, 'in_resent', 1999);
    const me = await show(a.cookie);
    expect(me.totals.pending_cents).toBe(commissionOf(1999));
    expect(commissionOf(1999)).toBe(400);
    expect(me.customers).toBe(1);
  });

  it('voids a pending commission pro rata for a partial refund, and wholly for a full one', async () => {
    const a = await approvedAffiliate('refund');
    const buyer = await referredUser(a.code);
    await pay(buyer.id, 'pi_partial', 4999);
    await refund(buyer.id, 're_part1', 'pi_partial', 1000);
    await refund(buyer.id, 're_part1', 'pi_partial', 1000);
    let me = await show(a.cookie);
    expect(me.totals.pending_cents).toBe(1000 - 200);
    expect(me.totals.reversed_cents).toBe(200);
    await refund(buyer.id, 're_rest', 'pi_partial', 3999);
    me = await show(a.cookie);
    expect(me.totals.pending_cents).toBe(0);
    expect(me.totals.reversed_cents).toBe(1000);
  });

  it('rolls a balance below the threshold into the next month, and pays nobody without a PayPal address', async () => {
    const small = await approvedAffiliate('small');
    const nopaypal = await approvedAffiliate('nopp', null);
    const b1 = await referredUser(small.code);
    const b2 = await referredUser(nopaypal.code);
    await pay(b1.id, `small-1-${kind}`, 12_000);
    await pay(b2.id, `nopp-1-${kind}`, 100_000);
    advanceClock(31 * DAY_MS);
    const { settleMonth } = await import('@/lib/server/affiliate/settlement');
    const first = await settleMonth(periodOf(now()));
    expect(first.payouts.map((p) => p.affiliateId)).not.toContain(small.affiliateId);
    expect(first.payouts.map((p) => p.affiliateId)).not.toContain(nopaypal.affiliateId);
    expect((await show(small.cookie)).totals.available_cents).toBe(2400);
    const summary = await ctx.h.api<{ payout_ready: boolean }>('GET', '/common-api/v1/distribution/commission', undefined, { cookie: nopaypal.cookie });
    expect(summary.body.data.payout_ready).toBe(false);
    await pay(b1.id, `small-2-${kind}`, 14_000);
    advanceClock(31 * DAY_MS);
    const second = await settleMonth(periodOf(now()));
    const payout = second.payouts.find((p) => p.affiliateId === small.affiliateId);
    expect(payout?.amountCents).toBe(2400 + 2800);
    expect(second.payouts.map((p) => p.affiliateId)).not.toContain(nopaypal.affiliateId);
    expect((await show(nopaypal.cookie)).totals.available_cents).toBe(20_000);
  });

  it('flags a PayPal address shared by two affiliates and holds their payouts for review', async () => {
    advanceClock(2 * 365 * DAY_MS); // a month no other test settles
    const shared = uniqueEmail('shared-pp');
    const a = await approvedAffiliate('shareA', shared);
    const b = await approvedAffiliate('shareB', shared.replace('@', '+b@'));
    expect((await show(a.cookie)).under_review).toBe(true);
    expect((await show(b.cookie)).under_review).toBe(true);
    const buyer = await referredUser(a.code);
    await pay(buyer.id, `shared-${kind}`, 50_000);
    advanceClock(31 * DAY_MS);
    const { settleMonth } = await import('@/lib/server/affiliate/settlement');
    const result = await settleMonth(periodOf(now()));
    expect(result.payouts.map((p) => p.affiliateId)).not.toContain(a.affiliateId);
    const { clearFlag } = await import('@/lib/server/affiliate/review');
    await clearFlag([a.affiliateId]);
    expect((await show(a.cookie)).under_review).toBe(false);
  });

  it('a banned affiliate earns nothing new, their code stops counting and unpaid commission is held', async () => {
    advanceClock(4 * 365 * DAY_MS);
    const a = await approvedAffiliate('banned');
    const buyer = await referredUser(a.code);
    await pay(buyer.id, `ban-1-${kind}`, 30_000);
    const { setBanned } = await import('@/lib/server/affiliate/review');
    await setBanned(a.affiliateId, true, 'fake traffic');
    await pay(buyer.id, `ban-2-${kind}`, 30_000);
    expect((await click(a.code, { ip: uniqueIp() })).body.data).toEqual({ counted: false });
    const me = await show(a.cookie);
    expect(me.status).toBe('banned');
    expect(me.totals).toMatchObject({ pending_cents: 0, available_cents: 0, held_cents: 6000 });
    advanceClock(31 * DAY_MS);
    const { settleMonth } = await import('@/lib/server/affiliate/settlement');
    const result = await settleMonth(periodOf(now()));
    expect(result.payouts.map((p) => p.affiliateId)).not.toContain(a.affiliateId);
  });

  it('end to end: click, sign-up, purchase, 31 days, settlement and CSV, a later refund carried into the next month', async () => {
    advanceClock(6 * 365 * DAY_MS);
    const a = await approvedAffiliate('e2e');
    const visitor = uniqueIp();
    for (let reload = 0; reload < 3; reload++) await click(a.code, { ip: visitor });
    const email = uniqueEmail('visitor');
    await ctx.h.api('POST', '/common-api/v1/signup', { email, password: 'Sturdy-Pass-42' }, { ip: visitor, cookie: `colorwell_REF_CODE=${a.code}` });
    const { findUserByEmail } = await import('@/lib/server/accounts/users');
    const buyer = (await findUserByEmail(email))!;
    await pay(buyer.id, `cs_e2e_${kind}`, 29_900);
    let me = await show(a.cookie);
    expect(me).toMatchObject({ clicks: 1, signups: 1, customers: 1 });
    expect(me.totals.pending_cents).toBe(Math.round((29_900 * AFFILIATE_RULES.commissionBasisPoints) / 10_000));
    const records = await ctx.h.api<{ list: { type: string; email: string; status: string }[] }>('GET', '/common-api/v1/distribution/record-list', undefined, {
      cookie: a.cookie,
    });
    expect(records.body.data.list.map((r) => [r.type, r.status])).toEqual([
      ['payment', 'pending'],
      ['signup', 'none'],
    ]);
    expect(records.body.data.list[0].email).toMatch(/^vis\*+@example\.test$/);

    advanceClock(31 * DAY_MS);
    me = await show(a.cookie);
    expect(me.totals).toMatchObject({ pending_cents: 0, available_cents: 5980 });
    const period = periodOf(now());
    const { settleMonth, payoutsCsv } = await import('@/lib/server/affiliate/settlement');
    const first = await settleMonth(period);
    expect(first.created).toBe(true);
    const mine = first.payouts.filter((p) => p.affiliateId === a.affiliateId);
    expect(mine).toHaveLength(1);
    expect(mine[0].amountCents).toBe(5980);
    const csv = payoutsCsv(first);
    expect(csv).toContain(`${mine[0].paypalEmail},59.80,USD,${mine[0].id},Colorwell affiliate commission ${period} (CW-${period})`);
    const again = await settleMonth(period);
    expect(again.created).toBe(false);
    expect(again.payouts.map((p) => p.id).sort()).toEqual(first.payouts.map((p) => p.id).sort());
    const settlements = await ctx.h.api<{ list: { id: string; settlement_id: string; period: string; amount_cents: number; status: string }[] }>(
      'GET',
      '/common-api/v1/distribution/settle-list',
      undefined,
      { cookie: a.cookie },
    );
    expect(settlements.body.data.list).toMatchObject([{ id: mine[0].id, settlement_id: `CW-${period}`, period, amount_cents: 5980, status: 'pending' }]);
    const { markPaid } = await import('@/lib/server/affiliate/settlement');
    await markPaid(`CW-${period}`);
    expect(
      (await ctx.h.api<{ list: { status: string }[] }>('GET', '/common-api/v1/distribution/settle-list', undefined, { cookie: a.cookie })).body.data.list[0]
        .status,
    ).toBe('paid');

    // A refund after the payout becomes a negative line in the next settlement, never a negative payout.
    advanceClock(3 * DAY_MS);
    await refund(buyer.id, `re_e2e_${kind}`, `cs_e2e_${kind}`, 29_900);
    advanceClock(31 * DAY_MS);
    const next = await settleMonth(periodOf(now()));
    expect(next.payouts.filter((p) => p.affiliateId === a.affiliateId)).toHaveLength(0);
    me = await show(a.cookie);
    expect(me.totals).toMatchObject({ available_cents: -5980, paid_cents: 5980, reversed_cents: 5980 });
    const after = await ctx.h.api<{ list: { type: string; commission_cents: number; status: string }[] }>(
      'GET',
      '/common-api/v1/distribution/record-list?type=reversal',
      undefined,
      { cookie: a.cookie },
    );
    expect(after.body.data.list).toMatchObject([{ type: 'reversal', commission_cents: -5980, status: 'available' }]);

    // The dashboard's figures are the ledger's sums.
    const { sql } = await import('drizzle-orm');
    const { rowsOf } = await import('@/lib/server/affiliate/ledger');
    const [ledger] = rowsOf<{ total: string }>(
      await (await db()).execute(sql`select coalesce(sum(amount_cents), 0) as total from affiliate_ledger where affiliate_id = ${a.affiliateId}`),
    );
    const summary = await ctx.h.api<Record<string, number> & { daily: { commission_cents: number; clicks: number }[] }>(
      'GET',
      '/common-api/v1/distribution/commission',
      undefined,
      { cookie: a.cookie },
    );
    const s = summary.body.data;
    expect(s.pending_cents + s.available_cents + s.paid_cents + s.held_cents).toBe(Number(ledger.total));
    expect(s.daily).toHaveLength(90);
    expect(s.daily.reduce((sum, d) => sum + d.commission_cents, 0)).toBe(5980 - 5980);
    expect(s.daily.reduce((sum, d) => sum + d.clicks, 0)).toBe(1);
  });
});
