import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendsToRun } from '../helpers/backends';
import { startIdentityProvider, type Claims } from '../helpers/fake-identity-provider';
import { sessionCookieOf } from '../helpers/http-client';
import { startHarness, uniqueEmail, uniqueIp, type Harness } from '../helpers/harness';
import { tokenFrom, waitForMail } from '../helpers/mailbox';

const backends = await backendsToRun();
const GOOGLE_ISS = 'https://accounts.example-google.test';
const APPLE_ISS = 'https://appleid.example-apple.test';
const REFUSED = { code: 400202, message: 'Sign-in with this account failed. Please try again.', data: null };

describe.each(backends)('Google and Apple sign-in on %s', (kind) => {
  let h: Harness;
  let idp: Awaited<ReturnType<typeof startIdentityProvider>>;
  beforeAll(async () => {
    idp = await startIdentityProvider();
    h = await startHarness(kind, {
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_TOKEN_URL: idp.tokenUrl,
      GOOGLE_JWKS_URL: idp.jwksUrl,
      GOOGLE_ISSUER: GOOGLE_ISS,
      APPLE_CLIENT_ID: 'apple-client',
      APPLE_JWKS_URL: idp.jwksUrl,
      APPLE_ISSUER: APPLE_ISS,
    });
  });
  afterAll(async () => {
    await h?.close();
    await idp?.close();
  });

  async function nonceFor(provider: 'google' | 'apple'): Promise<string> {
    const res = await h.api<{ nonce: string; enabled: boolean; client_id: string; scope: string }>(
      'GET',
      `/common-api/v1/auth-${provider}/auth-url`,
      undefined,
      { ip: uniqueIp() },
    );
    expect(res.body.data.enabled).toBe(true);
    return res.body.data.nonce;
  }

  const google = (nonce: string, extra: Claims = {}): Claims => ({
    iss: GOOGLE_ISS,
    aud: 'google-client',
    sub: `g-${Math.random()}`,
    email: uniqueEmail('g'),
    email_verified: true,
    nonce,
    name: 'Grace',
    ...extra,
  });
  const apple = (nonce: string, extra: Claims = {}): Claims => ({
    iss: APPLE_ISS,
    aud: 'apple-client',
    sub: `a-${Math.random()}`,
    email: uniqueEmail('a'),
    email_verified: 'true',
    nonce,
    ...extra,
  });

  it('describes the Google popup: client id, scope and a one-time state', async () => {
    const res = await h.api('GET', '/common-api/v1/auth-google/auth-url', undefined, { ip: uniqueIp() });
    expect(res.body.data).toMatchObject({ enabled: true, client_id: 'google-client', redirect_uri: 'http://localhost:3000', scope: 'openid email profile' });
  });

  it('counts popup look-ups apart from sign-in attempts: a family reloading the login page is not refused', async () => {
    const ip = uniqueIp();
    // Two look-ups per visit (Google and Apple): 40 visits, far beyond the sign-in attempts' limit of 30.
    for (let visit = 0; visit < 40; visit++) {
      for (const provider of ['google', 'apple'] as const) {
        const res = await h.api('GET', `/common-api/v1/auth-${provider}/auth-url`, undefined, { ip });
        expect(res.status).toBe(200);
      }
    }
    // Sign-in attempts from the same address still have all of their own allowance.
    const attempt = await h.api('POST', '/common-api/v1/auth-google/login', { credential: 'not-a-token', nonce: 'x' }, { ip });
    expect(attempt.status).not.toBe(429);
  });

  it('signs in with a Google authorization code and stores the sign-up payload', async () => {
    const state = await nonceFor('google');
    const claims = google(state);
    const code = idp.issueCode(await idp.sign(claims));
    const res = await h.api(
      'POST',
      '/common-api/v1/auth-google/login',
      { code, state, source: 'newsletter', distribution_code: 'ABC123', referral_url: 'https://ref.example/x' },
      { ip: uniqueIp() },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ user: { email: claims.email, name: 'Grace', email_verified: true, has_password: false } });
    const methods = await h.api('GET', '/self-api/v1/user/sign-in-methods', undefined, { cookie: sessionCookieOf(res) });
    expect(methods.body.data).toMatchObject({ password: false, providers: [{ provider: 'google', email: claims.email }] });
    const { getDb } = await import('@/lib/server/db/client');
    const { users } = await import('@/lib/server/db/schema');
    const { eq } = await import('drizzle-orm');
    const [row] = await (
      await getDb()
    )
      .select()
      .from(users)
      .where(eq(users.email, String(claims.email)));
    expect(row).toMatchObject({ source: 'newsletter', distributionCode: 'ABC123', referralUrl: 'https://ref.example/x' });
    // The same state cannot be used twice.
    const replay = await h.api('POST', '/common-api/v1/auth-google/login', { code: idp.issueCode(await idp.sign(claims)), state }, { ip: uniqueIp() });
    expect(replay.body).toEqual(REFUSED);
  });

  it('signs in with a Google ID token and an Apple identity token, the same user each time', async () => {
    const nonce = await nonceFor('google');
    const claims = google(nonce);
    const first = await h.api('POST', '/common-api/v1/auth-google/login', { credential: await idp.sign(claims), nonce }, { ip: uniqueIp() });
    expect(first.status).toBe(200);
    const nonce2 = await nonceFor('google');
    const second = await h.api(
      'POST',
      '/common-api/v1/auth-google/login',
      { credential: await idp.sign({ ...claims, nonce: nonce2 }), nonce: nonce2 },
      { ip: uniqueIp() },
    );
    expect((second.body.data as { user: { id: string } }).user.id).toBe((first.body.data as { user: { id: string } }).user.id);

    const appleNonce = await nonceFor('apple');
    const a = await h.api(
      'POST',
      '/common-api/v1/auth-apple/login',
      { credential: await idp.sign(apple(appleNonce)), nonce: appleNonce, name: 'Alan' },
      { ip: uniqueIp() },
    );
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({ user: { name: 'Alan', email_verified: true } });
  });

  const refusals: [string, (nonce: string) => Promise<{ credential: string; nonce: string }>][] = [
    ['wrong audience', async (n) => ({ credential: await idp.sign(google(n, { aud: 'someone-else' })), nonce: n })],
    ['wrong issuer', async (n) => ({ credential: await idp.sign(google(n, { iss: 'https://evil.test' })), nonce: n })],
    ['expired', async (n) => ({ credential: await idp.sign(google(n), { expiresIn: Math.floor(Date.now() / 1000) - 120 }), nonce: n })],
    ['bad signature', async (n) => ({ credential: await idp.signWithStranger(google(n)), nonce: n })],
    ['alg none', async (n) => ({ credential: idp.unsigned(google(n)), nonce: n })],
    ['missing nonce', async (n) => ({ credential: await idp.sign(google(n, { nonce: undefined })), nonce: n })],
    ['wrong nonce', async (n) => ({ credential: await idp.sign(google('not-the-issued-one')), nonce: n })],
    ['nonce never issued', async () => ({ credential: await idp.sign(google('made-up')), nonce: 'made-up' })],
  ];

  it.each(refusals)('refuses a Google token with %s', async (_, build) => {
    const res = await h.api('POST', '/common-api/v1/auth-google/login', await build(await nonceFor('google')), { ip: uniqueIp() });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(REFUSED);
    expect(res.cookies).toEqual({});
  });

  it.each(refusals)('refuses an Apple token with %s', async (_, build) => {
    const n = await nonceFor('apple');
    const { nonce } = await build(n);
    const bad = await build(n);
    // Re-sign the same defect with Apple's issuer/audience where the defect is not about them.
    const claims = JSON.parse(Buffer.from(bad.credential.split('.')[1], 'base64url').toString()) as Claims;
    const retarget = (c: Claims) => ({ ...c, iss: c.iss === GOOGLE_ISS ? APPLE_ISS : c.iss, aud: c.aud === 'google-client' ? 'apple-client' : c.aud });
    const header = JSON.parse(Buffer.from(bad.credential.split('.')[0], 'base64url').toString()) as { alg: string };
    let credential = bad.credential;
    if (header.alg === 'none') credential = idp.unsigned(retarget(claims));
    else if (_ === 'bad signature') credential = await idp.signWithStranger(retarget(claims));
    else if (_ === 'expired') credential = await idp.sign(retarget(claims), { expiresIn: Math.floor(Date.now() / 1000) - 120 });
    else credential = await idp.sign(retarget(claims));
    const res = await h.api('POST', '/common-api/v1/auth-apple/login', { credential, nonce }, { ip: uniqueIp() });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(REFUSED);
  });

  it('links to a password account only when the provider verified the address', async () => {
    const email = uniqueEmail('link');
    const ip = uniqueIp();
    await h.api('POST', '/common-api/v1/signup', { email, password: 'Linked-Lines-88' }, { ip });
    const token = tokenFrom(await waitForMail(h.mail, email), '/register/verification-success');
    const owner = await h.api('POST', '/common-api/v1/complete-signup', { token }, { ip });
    const ownerId = (owner.body.data as { user: { id: string } }).user.id;

    const n1 = await nonceFor('google');
    const unverified = await h.api(
      'POST',
      '/common-api/v1/auth-google/login',
      { credential: await idp.sign(google(n1, { email, email_verified: false })), nonce: n1 },
      { ip },
    );
    expect(unverified.body).toEqual(REFUSED);

    const n2 = await nonceFor('google');
    const verified = await h.api('POST', '/common-api/v1/auth-google/login', { credential: await idp.sign(google(n2, { email })), nonce: n2 }, { ip });
    expect((verified.body.data as { user: { id: string; has_password: boolean } }).user).toMatchObject({ id: ownerId, has_password: true });
  });

  it('says "not configured" when no client id is set', async () => {
    const { resetServerEnvCache } = await import('@/lib/env');
    const saved = process.env.GOOGLE_CLIENT_ID;
    delete process.env.GOOGLE_CLIENT_ID;
    resetServerEnvCache();
    try {
      const url = await h.api('GET', '/common-api/v1/auth-google/auth-url', undefined, { ip: uniqueIp() });
      expect(url.body.data).toMatchObject({ enabled: false, client_id: null, state: null });
      const login = await h.api('POST', '/common-api/v1/auth-google/login', { credential: 'x', nonce: 'y' }, { ip: uniqueIp() });
      expect(login.body).toEqual({ code: 400201, message: 'This sign-in method is not available right now.', data: null });
    } finally {
      process.env.GOOGLE_CLIENT_ID = saved;
      resetServerEnvCache();
    }
  });
});
