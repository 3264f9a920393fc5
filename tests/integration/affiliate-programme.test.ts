import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AFFILIATE_RULES, commissionOf } from '@/lib/affiliate/rules';
import { advanceClock, DAY_MS, now, periodOf, resetClock } from '@/lib/server/affiliate/clock';
import { backendsToRun } from '../helpers/backends';
import { startIdentityProvider } from '../helpers/fake-identity-provider';
import { uniqueEmail, uniqueIp } from '../helpers/harness';
import { decodeMail, waitForMail } from '../helpers/mailbox';
import { accountWithSession, BROWSER, startAffiliateHarness, type AffiliateHarness } from '../helpers/affiliate/harness';

const backends = await backendsToRun();
const GOOGLE_ISS = 'https://accounts.example-google.test';

type Show = {
  id: string;
  status: string;
  code: string | null;
  link: string | null;
  under_review: boolean;
  clicks: number;
  signups: number;
  customers: number;
  totals: Record<string, number>;
};

describe.each(backends)('affiliate programme on %s', (kind) => {
  let h: AffiliateHarness;
  let idp: Awaited<ReturnType<typeof startIdentityProvider>>;
  beforeAll(async () => {
    idp = await startIdentityProvider();
    h = await startAffiliateHarness(kind, {
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_TOKEN_URL: idp.tokenUrl,
      GOOGLE_JWKS_URL: idp.jwksUrl,
      GOOGLE_ISSUER: GOOGLE_ISS,
    });
  });
  afterAll(async () => {
    resetClock();
    await h?.close();
    await idp?.close();
  });
  afterEach(() => resetClock());

  const db = async () => (await import('@/lib/server/db/client')).getDb();

  async function approvedAffiliate(tag: string, paypal: string | null = uniqueEmail(`${tag}-pp`)) {
    const owner = await accountWithSession(uniqueEmail(tag));
    const applied = await h.api<Show>(
      'POST',
      '/common-api/v1/distribution',
      {
        paypal_email: paypal ?? '',
        website: 'https://blog.example.test',
        promotion_channel: 'A parenting blog with a weekly printable post',
        audience: 'parents',
        accept_terms: true,
      },
      { cookie: owner.cookie },
    );
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ status: 'pending', code: null, link: null });
    const { approveApplication } = await import('@/lib/server/affiliate/review');
    const approved = await approveApplication(applied.body.data.id);
    return { ...owner, affiliateId: approved.id, code: approved.code! };
  }

  async function pay(userId: string, key: string, amountCents: number) {
    const { onReferredPayment } = await import('@/lib/server/affiliate/referred-payments');
    await (await db()).transaction((tx) => onReferredPayment(tx, { kind: 'payment', key, userId, amountCents, currency: 'usd', at: now() }));
  }
  async function refund(userId: string, key: string, paymentKey: string, amountCents: number) {
    const { onReferredPayment } = await import('@/lib/server/affiliate/referred-payments');
    await (await db()).transaction((tx) => onReferredPayment(tx, { kind: 'reversal', key, paymentKey, userId, amountCents, currency: 'usd', at: now() }));
  }
  async function referredUser(code: string, tag = 'buyer') {
    const user = await accountWithSession(uniqueEmail(tag));
    const { bindReferral } = await import('@/lib/server/affiliate/referrals');
    const { findUserById } = await import('@/lib/server/accounts/users');
    expect(await bindReferral(await db(), (await findUserById(user.id))!, code, 'email')).toBe(true);
    return user;
  }
  const show = async (cookie: string) => (await h.api<Show>('GET', '/common-api/v1/distribution/show', undefined, { cookie })).body.data;
  const click = (code: string, options: { ip?: string; ua?: string | null; headers?: Record<string, string> } = {}) =>
    h.api<{ counted: boolean }>(
      'POST',
      '/common-api/v1/distribution/click',
      { distribution_code: code },
      {
        ip: options.ip ?? '203.0.113.7',
        headers: { ...(options.ua === null ? {} : { 'user-agent': options.ua ?? BROWSER }), ...options.headers },
      },
    );

  it('takes an application, mails the decision and gives a code of digits and uppercase letters', async () => {
    const a = await approvedAffiliate('apply');
    expect(a.code).toMatch(/^[0-9A-Z]{8}$/);
    const mail = decodeMail(await waitForMail(h.mail, a.email));
    expect(mail).toContain('/affiliate/dashboard');
    const me = await show(a.cookie);
    expect(me).toMatchObject({ status: 'active', code: a.code, link: `http://localhost:3000/?ref=${a.code}` });
    const again = await h.api(
      'POST',
      '/common-api/v1/distribution',
      { promotion_channel: 'Another channel text', audience: 'kids', accept_terms: true },
      { cookie: a.cookie },
    );
    expect(again.body.code).toBe(400501);
    const noTerms = await h.api(
      'POST',
      '/common-api/v1/distribution',
      { promotion_channel: 'Another channel text', audience: 'kids', accept_terms: false },
      { cookie: (await accountWithSession(uniqueEmail('t'))).cookie },
    );
    expect(noTerms.status).toBe(422);
    const rejected = await accountWithSession(uniqueEmail('rejected'));
    const app = await h.api<Show>(
      'POST',
      '/common-api/v1/distribution',
      { promotion_channel: 'My private chat group', audience: 'other', accept_terms: true },
      { cookie: rejected.cookie },
    );
    const { rejectApplication } = await import('@/lib/server/affiliate/review');
    await rejectApplication(app.body.data.id, 'no audience');
    expect(decodeMail(await waitForMail(h.mail, rejected.email))).toContain('/affiliation');
    expect((await show(rejected.cookie)).status).toBe('rejected');
    const signedOut = await h.api('GET', '/common-api/v1/distribution/show');
    expect(signedOut.status).toBe(401);
    const notApproved = await h.api('GET', '/common-api/v1/distribution/commission', undefined, { cookie: rejected.cookie });
    expect(notApproved.body.code).toBe(400502);
  });

  it('counts a click once per visitor and code a day; bots, prefetches, HEAD and unknown codes not at all', async () => {
    const a = await approvedAffiliate('clicks');
    const ip = uniqueIp();
    expect((await click(a.code, { ip })).body.data).toEqual({ counted: true });
    expect((await click(a.code, { ip })).body.data).toEqual({ counted: false });
    expect((await click(a.code.toLowerCase(), { ip })).body.data).toEqual({ counted: false });
    expect((await click(a.code, { ip: uniqueIp() })).body.data).toEqual({ counted: true });
    expect((await click(a.code, { ip, ua: 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).body.data).toEqual({ counted: false });
    expect((await click(a.code, { ip: uniqueIp(), ua: null })).body.data).toEqual({ counted: false });
    expect((await click(a.code, { ip: uniqueIp(), headers: { 'sec-purpose': 'prefetch' } })).body.data).toEqual({ counted: false });
    expect((await click('NOSUCHCODE', { ip: uniqueIp() })).body.data).toEqual({ counted: false });
    const head = await fetch(`${h.server.url}/common-api/v1/distribution/click`, { method: 'HEAD' });
    expect(head.status).toBe(405);
    advanceClock(25 * 60 * 60 * 1000);
    expect((await click(a.code, { ip })).body.data).toEqual({ counted: true });
    expect((await show(a.cookie)).clicks).toBe(3);
    // Only a salted hash of the visitor is kept.
    const { affiliateClickVisitors } = await import('@/lib/server/affiliate/schema');
    const stored = JSON.stringify(await (await db()).select().from(affiliateClickVisitors));
    expect(stored).not.toContain(ip);
    expect(stored).not.toContain('Chrome');
    // Rate-limited per IP.
    const flood = uniqueIp();
    const answers = [];
    for (let i = 0; i < 62; i++) answers.push((await click('NOSUCHCODE', { ip: flood })).status);
    expect(answers.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    const check = await h.api('GET', `/common-api/v1/distribution/check-code?code=${a.code}`, undefined, { ip: uniqueIp() });
    expect(check.body.data).toEqual({ code: a.code, valid: true });
    const unknown = await h.api('GET', '/common-api/v1/distribution/check-code?code=NOPE', undefined, { ip: uniqueIp() });
    expect(unknown.body.data).toEqual({ code: 'NOPE', valid: false });
  });

  it('binds a referral at e-mail and Google sign-up once and never rebinds it', async () => {
    const first = await approvedAffiliate('bind1');
    const second = await approvedAffiliate('bind2');
    const { affiliateReferrals } = await import('@/lib/server/affiliate/schema');
    const { users } = await import('@/lib/server/db/schema');
    const { eq } = await import('drizzle-orm');
    const referralOf = async (email: string) => {
      const [row] = await (
        await db()
      )
        .select({ affiliateId: affiliateReferrals.affiliateId, via: affiliateReferrals.via })
        .from(affiliateReferrals)
        .innerJoin(users, eq(users.id, affiliateReferrals.userId))
        .where(eq(users.email, email));
      return row ?? null;
    };
    // E-mail sign-up: the server-set cookie wins over a code in the body.
    const email = uniqueEmail('signup');
    const signup = await h.api(
      'POST',
      '/common-api/v1/signup',
      { email, password: 'Sturdy-Pass-42', distribution_code: second.code },
      { ip: uniqueIp(), cookie: `colorwell_REF_CODE=${first.code}` },
    );
    expect(signup.status).toBe(200);
    expect(await referralOf(email)).toEqual({ affiliateId: first.affiliateId, via: 'email' });
    // Signing up again with the same address (another code) changes nothing.
    await h.api('POST', '/common-api/v1/signup', { email, password: 'Sturdy-Pass-42' }, { ip: uniqueIp(), cookie: `colorwell_REF_CODE=${second.code}` });
    expect(await referralOf(email)).toEqual({ affiliateId: first.affiliateId, via: 'email' });

    // Google sign-up binds; the next Google sign-in with another code does not rebind.
    const googleEmail = uniqueEmail('google');
    const sub = `g-${Math.random()}`;
    const googleLogin = async (code: string) => {
      const nonce = (await h.api<{ nonce: string }>('GET', '/common-api/v1/auth-google/auth-url', undefined, { ip: uniqueIp() })).body.data.nonce;
      const credential = await idp.sign({ iss: GOOGLE_ISS, aud: 'google-client', sub, email: googleEmail, email_verified: true, nonce });
      return h.api('POST', '/common-api/v1/auth-google/login', { credential, nonce, distribution_code: code }, { ip: uniqueIp() });
    };
    expect((await googleLogin(second.code)).status).toBe(200);
    expect(await referralOf(googleEmail)).toEqual({ affiliateId: second.affiliateId, via: 'google' });
    expect((await googleLogin(first.code)).status).toBe(200);
    expect(await referralOf(googleEmail)).toEqual({ affiliateId: second.affiliateId, via: 'google' });
    // An unknown code binds nothing.
    const stray = uniqueEmail('stray');
    await h.api('POST', '/common-api/v1/signup', { email: stray, password: 'Sturdy-Pass-42', distribution_code: 'UNKNOWN1' }, { ip: uniqueIp() });
    expect(await referralOf(stray)).toBeNull();
    expect((await show(first.cookie)).signups).toBe(1);
  });

  it("pays no commission on an affiliate's own purchases, even from a second account on the same mailbox", async () => {
    const a = await approvedAffiliate('self');
    const alias = a.email.replace('@', '+second@');
    const signup = await h.api(
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
    const summary = await h.api<{ payout_ready: boolean }>('GET', '/common-api/v1/distribution/commission', undefined, { cookie: nopaypal.cookie });
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

  it('changes the PayPal address only with the password, and tells the old address', async () => {
    const old = uniqueEmail('old-pp');
    const a = await approvedAffiliate('paypal', old);
    const wrong = await h.api('POST', '/common-api/v1/distribution/update-info', { paypal_email: 'new@example.test', password: 'nope' }, { cookie: a.cookie });
    expect(wrong.body.code).toBe(400017);
    const bad = await h.api(
      'POST',
      '/common-api/v1/distribution/update-info',
      { paypal_email: 'not-an-email', password: 'Correct-Horse-9' },
      { cookie: a.cookie },
    );
    expect(bad.status).toBe(422);
    const fresh = uniqueEmail('new-pp');
    const ok = await h.api<Show & { paypal_email: string }>(
      'POST',
      '/common-api/v1/distribution/update-info',
      { paypal_email: fresh, password: 'Correct-Horse-9' },
      { cookie: a.cookie },
    );
    expect(ok.body.data.paypal_email).toBe(fresh);
    expect(decodeMail(await waitForMail(h.mail, old))).toMatch(/PayPal/);
  });

  it('lists share links for every page and tool with the code', async () => {
    const a = await approvedAffiliate('links');
    const res = await h.api<{ code: string; list: { page: string; path: string; link: string }[] }>(
      'GET',
      '/common-api/v1/distribution/get-code-list',
      undefined,
      { cookie: a.cookie },
    );
    expect(res.body.data.code).toBe(a.code);
    expect(res.body.data.list.length).toBeGreaterThanOrEqual(10);
    const doc = (await (await fetch(`${h.server.url}/common-api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    };
    const described = Object.keys(doc.paths).filter((p) => p.startsWith('/common-api/v1/distribution'));
    expect(described.sort()).toEqual(
      ['', '/check-code', '/click', '/commission', '/get-code-list', '/record-list', '/settle-list', '/show', '/update-info'].map(
        (p) => `/common-api/v1/distribution${p}`,
      ),
    );
    expect(doc.paths['/common-api/v1/distribution/record-list'].get.parameters?.map((p) => p.name)).toEqual(['page', 'page_size', 'type']);
    expect(res.body.data.list).toContainEqual({
      page: 'textToColoringPage',
      path: '/text-to-coloring-page',
      link: `http://localhost:3000/text-to-coloring-page?ref=${a.code}`,
    });
  });

  it('end to end: click, sign-up, purchase, 31 days, settlement and CSV, a later refund carried into the next month', async () => {
    advanceClock(6 * 365 * DAY_MS);
    const a = await approvedAffiliate('e2e');
    const visitor = uniqueIp();
    for (let reload = 0; reload < 3; reload++) await click(a.code, { ip: visitor });
    const email = uniqueEmail('visitor');
    await h.api('POST', '/common-api/v1/signup', { email, password: 'Sturdy-Pass-42' }, { ip: visitor, cookie: `colorwell_REF_CODE=${a.code}` });
    const { findUserByEmail } = await import('@/lib/server/accounts/users');
    const buyer = (await findUserByEmail(email))!;
    await pay(buyer.id, `cs_e2e_${kind}`, 29_900);
    let me = await show(a.cookie);
    expect(me).toMatchObject({ clicks: 1, signups: 1, customers: 1 });
    expect(me.totals.pending_cents).toBe(Math.round((29_900 * AFFILIATE_RULES.commissionBasisPoints) / 10_000));
    const records = await h.api<{ list: { type: string; email: string; status: string }[] }>('GET', '/common-api/v1/distribution/record-list', undefined, {
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
    const settlements = await h.api<{ list: { id: string; settlement_id: string; period: string; amount_cents: number; status: string }[] }>(
      'GET',
      '/common-api/v1/distribution/settle-list',
      undefined,
      { cookie: a.cookie },
    );
    expect(settlements.body.data.list).toMatchObject([{ id: mine[0].id, settlement_id: `CW-${period}`, period, amount_cents: 5980, status: 'pending' }]);
    const { markPaid } = await import('@/lib/server/affiliate/settlement');
    await markPaid(`CW-${period}`);
    expect(
      (await h.api<{ list: { status: string }[] }>('GET', '/common-api/v1/distribution/settle-list', undefined, { cookie: a.cookie })).body.data.list[0].status,
    ).toBe('paid');

    // A refund after the payout becomes a negative line in the next settlement, never a negative payout.
    advanceClock(3 * DAY_MS);
    await refund(buyer.id, `re_e2e_${kind}`, `cs_e2e_${kind}`, 29_900);
    advanceClock(31 * DAY_MS);
    const next = await settleMonth(periodOf(now()));
    expect(next.payouts.filter((p) => p.affiliateId === a.affiliateId)).toHaveLength(0);
    me = await show(a.cookie);
    expect(me.totals).toMatchObject({ available_cents: -5980, paid_cents: 5980, reversed_cents: 5980 });
    const after = await h.api<{ list: { type: string; commission_cents: number; status: string }[] }>(
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
    const summary = await h.api<Record<string, number> & { daily: { commission_cents: number; clicks: number }[] }>(
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
