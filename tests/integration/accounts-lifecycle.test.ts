import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { backendsToRun } from '../helpers/backends';
import { sessionCookieOf } from '../helpers/http-client';
import { startHarness, uniqueEmail, uniqueIp, type Harness } from '../helpers/harness';
import { decodeMail, mailsTo, tokenFrom, waitForMail } from '../helpers/mailbox';

const backends = await backendsToRun();
const PASSWORD = 'Maple-Crayon-42';

describe.each(backends)('account lifecycle on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  async function signUpAndVerify(email: string, ip = uniqueIp()) {
    const signup = await h.api('POST', '/common-api/v1/signup', { email, password: PASSWORD, name: 'Ada' }, { ip });
    expect(signup.status).toBe(200);
    const token = tokenFrom(await waitForMail(h.mail, email), '/register/verification-success');
    return h.api('POST', '/common-api/v1/complete-signup', { token }, { ip });
  }

  it('signs up, verifies from the mailed link, signs in, reads the user and signs out', async () => {
    const email = uniqueEmail('life');
    const ip = uniqueIp();
    const signup = await h.api('POST', '/common-api/v1/signup', { email, password: PASSWORD, name: 'Ada' }, { ip });
    expect(signup.body).toEqual({ code: 200, message: 'success', data: null });
    expect(signup.cookies).toEqual({});

    const before = await h.api('POST', '/common-api/v1/login', { email, password: PASSWORD }, { ip });
    expect(before.status).toBe(403);
    expect(before.body.code).toBe(400002);
    expect(before.body.data).toEqual({ email });

    const mail = await waitForMail(h.mail, email);
    const token = tokenFrom(mail, '/register/verification-success');
    expect(decodeMail(mail)).toContain('http://localhost:3000/register/verification-success?token=');

    const verified = await h.api('POST', '/common-api/v1/complete-signup', { token }, { ip });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ user: { email, name: 'Ada', email_verified: true }, onetime_user: false });
    expect(verified.cookies.colorwell_login).toBe('1');
    const setCookie = verified.headers.getSetCookie().find((c) => c.startsWith('colorwell_session='))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=2592000/);

    const again = await h.api('POST', '/common-api/v1/complete-signup', { token }, { ip });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe(400047);

    const login = await h.api('POST', '/common-api/v1/login', { email, password: PASSWORD }, { ip });
    expect(login.status).toBe(200);
    const data = login.body.data as { permissions_quota: { permission_name: string }[]; rank: unknown };
    expect(data.permissions_quota.map((q) => q.permission_name)).toEqual(['image_slow_prompts', 'image_priority_prompts']);
    expect(data.rank).toEqual({ permission: { image: 'free' } });
    const cookie = sessionCookieOf(login);
    expect(cookie).not.toBe(sessionCookieOf(verified));

    const user = await h.api('GET', '/self-api/v1/user', undefined, { cookie });
    expect(user.status).toBe(200);
    expect((user.body.data as { user: { email: string } }).user.email).toBe(email);

    const logout = await h.api('DELETE', '/common-api/v1/logout', undefined, { cookie });
    expect(logout.body).toEqual({ code: 200, message: 'success', data: null });
    expect(logout.cookies).toEqual({ colorwell_session: '', colorwell_login: '' });

    const after = await h.api('GET', '/self-api/v1/user', undefined, { cookie });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ code: 401, message: 'Please sign in to continue.', data: null });
  });

  it('resets a forgotten password: old password refused, link single use, other sessions ended', async () => {
    const email = uniqueEmail('reset');
    const ip = uniqueIp();
    const first = await signUpAndVerify(email, ip);
    const otherSession = sessionCookieOf(first);

    const forgot = await h.api('POST', '/common-api/v1/forgot-password', { email }, { ip });
    expect(forgot.body).toEqual({ code: 200, message: 'success', data: null });
    const mail = await waitForMail(h.mail, email, 2);
    const token = tokenFrom(mail, '/forget-password/reset');

    const reset = await h.api('POST', '/common-api/v1/reset-password', { token, password: 'Brand-New-Lines-7' }, { ip });
    expect(reset.body).toEqual({ code: 200, message: 'success', data: null });

    const oldPassword = await h.api('POST', '/common-api/v1/login', { email, password: PASSWORD }, { ip });
    expect(oldPassword.status).toBe(401);
    expect(oldPassword.body.code).toBe(400016);

    const reuse = await h.api('POST', '/common-api/v1/reset-password', { token, password: 'Another-Fresh-9' }, { ip });
    expect(reuse.status).toBe(400);
    expect(reuse.body).toEqual({ code: 400047, message: 'This link has expired or has already been used.', data: null });

    const ended = await h.api('GET', '/self-api/v1/user', undefined, { cookie: otherSession });
    expect(ended.status).toBe(401);

    const fresh = await h.api('POST', '/common-api/v1/login', { email, password: 'Brand-New-Lines-7' }, { ip });
    expect(fresh.status).toBe(200);
  });

  it('answers sign-up and forgot-password identically for known and unknown addresses', async () => {
    const known = uniqueEmail('known');
    await signUpAndVerify(known);
    const unknown = uniqueEmail('unknown');
    const ip = uniqueIp();

    const a = await h.api('POST', '/common-api/v1/forgot-password', { email: known }, { ip });
    const b = await h.api('POST', '/common-api/v1/forgot-password', { email: unknown }, { ip });
    expect([a.status, a.body]).toEqual([b.status, b.body]);

    const c = await h.api('POST', '/common-api/v1/signup', { email: known, password: PASSWORD }, { ip });
    const d = await h.api('POST', '/common-api/v1/signup', { email: uniqueEmail('new'), password: PASSWORD }, { ip });
    expect([c.status, c.body, c.cookies]).toEqual([d.status, d.body, d.cookies]);

    const wrongPassword = await h.api('POST', '/common-api/v1/login', { email: known, password: 'Not-The-One-1' }, { ip });
    const noAccount = await h.api('POST', '/common-api/v1/login', { email: unknown, password: 'Not-The-One-1' }, { ip });
    expect([wrongPassword.status, wrongPassword.body]).toEqual([noAccount.status, noAccount.body]);

    // The owner of the taken address is told by mail, with no verification link. The reset mail and
    // this notice come from the mail queue, which may deliver them in either order.
    await waitForMail(h.mail, known, 3);
    const mails = (await mailsTo(h.mail, known)).map((mail) => decodeMail(mail.raw));
    const notice = mails.find((mail) => /already have an account/.test(mail));
    expect(notice, 'the "already have an account" notice').toBeDefined();
    expect(notice).not.toContain('verification-success');
  });
});
