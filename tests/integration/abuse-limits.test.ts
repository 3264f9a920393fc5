import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendsToRun } from '../helpers/backends';
import { startHarness, uniqueEmail, uniqueIp, type Harness } from '../helpers/harness';
import { tokenFrom, waitForMail } from '../helpers/mailbox';

const backends = await backendsToRun();
const PASSWORD = 'Quiet-Otter-Paints-3';
const TOO_MANY = { code: 400102, message: 'Too many attempts. Please wait a moment and try again.' };

/** A stand-in for Cloudflare's siteverify: only "good-token" passes. */
async function startTurnstile() {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push(`${form.get('secret')}:${form.get('response')}`);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: form.get('secret') === 'ts-secret' && form.get('response') === 'good-token' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe.each(backends)('abuse limits on %s', (kind) => {
  let h: Harness;
  let turnstile: Awaited<ReturnType<typeof startTurnstile>>;
  beforeAll(async () => {
    turnstile = await startTurnstile();
    h = await startHarness(kind, { TURNSTILE_SECRET: 'ts-secret', TURNSTILE_SITE_KEY: 'ts-site', TURNSTILE_VERIFY_URL: turnstile.url });
  });
  afterAll(async () => {
    await h?.close();
    await turnstile?.close();
  });

  async function verifiedAccount(email: string) {
    const ip = uniqueIp();
    await h.api('POST', '/common-api/v1/signup', { email, password: PASSWORD }, { ip });
    const token = tokenFrom(await waitForMail(h.mail, email), '/register/verification-success');
    expect((await h.api('POST', '/common-api/v1/complete-signup', { token }, { ip })).status).toBe(200);
  }

  it('throttles an account from the address that guessed, refusing the right password there too', async () => {
    const email = uniqueEmail('throttle');
    await verifiedAccount(email);
    const guesser = uniqueIp();
    for (let i = 0; i < 4; i += 1) {
      const wrong = await h.api('POST', '/common-api/v1/login', { email, password: `Wrong-Guess-${i}` }, { ip: guesser });
      expect(wrong.body.code).toBe(400016);
    }
    const fifth = await h.api('POST', '/common-api/v1/login', { email, password: 'Wrong-Guess-5' }, { ip: guesser });
    expect(fifth.status).toBe(429);
    const right = await h.api('POST', '/common-api/v1/login', { email, password: PASSWORD }, { ip: guesser });
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject(TOO_MANY);
    const retryAfter = Number(right.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Another address is not locked out by the guesser (tests/security/accounts.test.ts has the attacks).
    expect((await h.api('POST', '/common-api/v1/login', { email, password: PASSWORD }, { ip: uniqueIp() })).status).toBe(200);
  });

  it('sends the verification mail again at most once a minute', async () => {
    const email = uniqueEmail('resend');
    const ip = uniqueIp();
    await h.api('POST', '/common-api/v1/signup', { email, password: PASSWORD }, { ip });
    const first = await h.api('POST', '/common-api/v1/resend-activate-email', { email }, { ip });
    expect(first.status).toBe(200);
    const second = await h.api('POST', '/common-api/v1/resend-activate-email', { email }, { ip });
    expect(second.status).toBe(429);
    expect(second.body).toMatchObject(TOO_MANY);
    expect(Number(second.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it('limits sign-ups per IP, and asks for Turnstile once the IP signs up often', async () => {
    const ip = uniqueIp();
    const check = () => h.api('GET', '/self-api/v1/signup/check-cf-required', undefined, { ip });
    expect((await check()).body.data).toEqual({ required: false, site_key: null });
    for (let i = 0; i < 3; i += 1) {
      expect((await h.api('POST', '/common-api/v1/signup', { email: uniqueEmail('cf'), password: PASSWORD }, { ip })).status).toBe(200);
    }
    expect((await check()).body.data).toEqual({ required: true, site_key: 'ts-site' });
    const missing = await h.api('POST', '/common-api/v1/signup', { email: uniqueEmail('cf'), password: PASSWORD }, { ip });
    expect(missing.body).toEqual({ code: 400103, message: 'Please complete the security check and try again.', data: null });
    const bad = await h.api('POST', '/common-api/v1/signup', { email: uniqueEmail('cf'), password: PASSWORD, cf_token: 'forged' }, { ip });
    expect(bad.body.code).toBe(400103);
    const good = await h.api('POST', '/common-api/v1/signup', { email: uniqueEmail('cf'), password: PASSWORD, cf_token: 'good-token' }, { ip });
    expect(good.status).toBe(200);
    expect(turnstile.seen).toContain('ts-secret:good-token');
    // 10 sign-ups per IP per hour: the 7th, 8th … count the refused ones too.
    let last = good;
    for (let i = 0; i < 5; i += 1) {
      last = await h.api('POST', '/common-api/v1/signup', { email: uniqueEmail('cf'), password: PASSWORD, cf_token: 'good-token' }, { ip });
    }
    expect(last.status).toBe(429);
    expect(last.body).toMatchObject(TOO_MANY);
    // Another address is not affected.
    expect((await h.api('POST', '/common-api/v1/forgot-password', { email: uniqueEmail('x') }, { ip: uniqueIp() })).status).toBe(200);
  });
});

describe('X-Forwarded-For from an untrusted peer', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('pglite', { TRUSTED_PROXIES: '' });
  });
  afterAll(async () => h?.close());

  it('is ignored: every request counts against the real peer address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await h.api('POST', '/common-api/v1/forgot-password', { email: uniqueEmail('xff') }, { ip: uniqueIp() });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
