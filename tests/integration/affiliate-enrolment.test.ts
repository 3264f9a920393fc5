// Becoming an affiliate, counting clicks, binding referrals and the affiliate's own settings.
import { describe, expect, it } from 'vitest';
import { advanceClock } from '@/lib/server/affiliate/clock';
import { backendsToRun } from '../helpers/backends';
import { accountWithSession } from '../helpers/affiliate/harness';
import { GOOGLE_ISS, useAffiliateProgramme, type Show } from '../helpers/affiliate/programme-suite';
import { uniqueEmail, uniqueIp } from '../helpers/harness';
import { decodeMail, waitForMail } from '../helpers/mailbox';

const backends = await backendsToRun();

describe.each(backends)('affiliate enrolment, clicks and referrals on %s', (kind) => {
  const { ctx, approvedAffiliate, click, db, show } = useAffiliateProgramme(kind);

  it('takes an application, mails the decision and gives a code of digits and uppercase letters', async () => {
    const a = await approvedAffiliate('apply');
    expect(a.code).toMatch(/^[0-9A-Z]{8}$/);
    const mail = decodeMail(await waitForMail(ctx.h.mail, a.email));
    expect(mail).toContain('/affiliate/dashboard');
    const me = await show(a.cookie);
    expect(me).toMatchObject({ status: 'active', code: a.code, link: `http://localhost:3000/?ref=${a.code}` });
    const again = await ctx.h.api(
      'POST',
      '/common-api/v1/distribution',
      { promotion_channel: 'Another channel text', audience: 'kids', accept_terms: true },
      { cookie: a.cookie },
    );
    expect(again.body.code).toBe(400501);
    const noTerms = await ctx.h.api(
      'POST',
      '/common-api/v1/distribution',
      { promotion_channel: 'Another channel text', audience: 'kids', accept_terms: false },
      { cookie: (await accountWithSession(uniqueEmail('t'))).cookie },
    );
    expect(noTerms.status).toBe(422);
    const rejected = await accountWithSession(uniqueEmail('rejected'));
    const app = await ctx.h.api<Show>(
      'POST',
      '/common-api/v1/distribution',
      { promotion_channel: 'My private chat group', audience: 'other', accept_terms: true },
      { cookie: rejected.cookie },
    );
    const { rejectApplication } = await import('@/lib/server/affiliate/review');
    await rejectApplication(app.body.data.id, 'no audience');
    expect(decodeMail(await waitForMail(ctx.h.mail, rejected.email))).toContain('/affiliation');
    expect((await show(rejected.cookie)).status).toBe('rejected');
    const signedOut = await ctx.h.api('GET', '/common-api/v1/distribution/show');
    expect(signedOut.status).toBe(401);
    const notApproved = await ctx.h.api('GET', '/common-api/v1/distribution/commission', undefined, { cookie: rejected.cookie });
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
    const head = await fetch(`${ctx.h.server.url}/common-api/v1/distribution/click`, { method: 'HEAD' });
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
    const check = await ctx.h.api('GET', `/common-api/v1/distribution/check-code?code=${a.code}`, undefined, { ip: uniqueIp() });
    expect(check.body.data).toEqual({ code: a.code, valid: true });
    const unknown = await ctx.h.api('GET', '/common-api/v1/distribution/check-code?code=NOPE', undefined, { ip: uniqueIp() });
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
    const signup = await ctx.h.api(
      'POST',
      '/common-api/v1/signup',
      { email, password: 'Sturdy-Pass-42', distribution_code: second.code },
      { ip: uniqueIp(), cookie: `colorwell_REF_CODE=${first.code}` },
    );
    expect(signup.status).toBe(200);
    expect(await referralOf(email)).toEqual({ affiliateId: first.affiliateId, via: 'email' });
    // Signing up again with the same address (another code) changes nothing.
    await ctx.h.api('POST', '/common-api/v1/signup', { email, password: 'Sturdy-Pass-42' }, { ip: uniqueIp(), cookie: `colorwell_REF_CODE=${second.code}` });
    expect(await referralOf(email)).toEqual({ affiliateId: first.affiliateId, via: 'email' });

    // Google sign-up binds; the next Google sign-in with another code does not rebind.
    const googleEmail = uniqueEmail('google');
    const sub = `g-${Math.random()}`;
    const googleLogin = async (code: string) => {
      const nonce = (await ctx.h.api<{ nonce: string }>('GET', '/common-api/v1/auth-google/auth-url', undefined, { ip: uniqueIp() })).body.data.nonce;
      const credential = await ctx.idp.sign({ iss: GOOGLE_ISS, aud: 'google-client', sub, email: googleEmail, email_verified: true, nonce });
      return ctx.h.api('POST', '/common-api/v1/auth-google/login', { credential, nonce, distribution_code: code }, { ip: uniqueIp() });
    };
    expect((await googleLogin(second.code)).status).toBe(200);
    expect(await referralOf(googleEmail)).toEqual({ affiliateId: second.affiliateId, via: 'google' });
    expect((await googleLogin(first.code)).status).toBe(200);
    expect(await referralOf(googleEmail)).toEqual({ affiliateId: second.affiliateId, via: 'google' });
    // An unknown code binds nothing.
    const stray = uniqueEmail('stray');
    await ctx.h.api('POST', '/common-api/v1/signup', { email: stray, password: 'Sturdy-Pass-42', distribution_code: 'UNKNOWN1' }, { ip: uniqueIp() });
    expect(await referralOf(stray)).toBeNull();
    expect((await show(first.cookie)).signups).toBe(1);
  });

  it('changes the PayPal address only with the password, and tells the old address', async () => {
    const old = uniqueEmail('old-pp');
    const a = await approvedAffiliate('paypal', old);
    const wrong = await ctx.h.api(
      'POST',
      '/common-api/v1/distribution/update-info',
      { paypal_email: 'new@example.test', password: 'nope' },
      { cookie: a.cookie },
    );
    expect(wrong.body.code).toBe(400017);
    const bad = await ctx.h.api(
      'POST',
      '/common-api/v1/distribution/update-info',
      { paypal_email: 'not-an-email', password: 'Correct-Horse-9' },
      { cookie: a.cookie },
    );
    expect(bad.status).toBe(422);
    const fresh = uniqueEmail('new-pp');
    const ok = await ctx.h.api<Show & { paypal_email: string }>(
      'POST',
      '/common-api/v1/distribution/update-info',
      { paypal_email: fresh, password: 'Correct-Horse-9' },
      { cookie: a.cookie },
    );
    expect(ok.body.data.paypal_email).toBe(fresh);
    expect(decodeMail(await waitForMail(ctx.h.mail, old))).toMatch(/PayPal/);
  });

  it('lists share links for every page and tool with the code', async () => {
    const a = await approvedAffiliate('links');
    const res = await ctx.h.api<{ code: string; list: { page: string; path: string; link: string }[] }>(
      'GET',
      '/common-api/v1/distribution/get-code-list',
      undefined,
      { cookie: a.cookie },
    );
    expect(res.body.data.code).toBe(a.code);
    expect(res.body.data.list.length).toBeGreaterThanOrEqual(10);
    const doc = (await (await fetch(`${ctx.h.server.url}/common-api/openapi.json`)).json()) as {
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
});
