import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { now, resetClock } from '@/lib/server/affiliate/clock';
import { startIdentityProvider } from '../fake-identity-provider';
import { uniqueEmail } from '../harness';
import { accountWithSession, BROWSER, startAffiliateHarness, type AffiliateHarness } from './harness';

export const GOOGLE_ISS = 'https://accounts.example-google.test';

/** What GET /common-api/v1/distribution/show answers. */
export type Show = {
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

/**
 * The affiliate programme's test bench on one backend: a harness with Google sign-in against a local
 * identity provider, the clock reset after each test, and the steps the tests share (an approved
 * affiliate, a referred buyer, payments and refunds, clicks). Call inside a describe block.
 */
export function useAffiliateProgramme(kind: Parameters<typeof startAffiliateHarness>[0]) {
  const ctx = {} as { h: AffiliateHarness; idp: Awaited<ReturnType<typeof startIdentityProvider>> };
  beforeAll(async () => {
    ctx.idp = await startIdentityProvider();
    ctx.h = await startAffiliateHarness(kind, {
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_TOKEN_URL: ctx.idp.tokenUrl,
      GOOGLE_JWKS_URL: ctx.idp.jwksUrl,
      GOOGLE_ISSUER: GOOGLE_ISS,
    });
  });
  afterAll(async () => {
    resetClock();
    await ctx.h?.close();
    await ctx.idp?.close();
  });
  afterEach(() => resetClock());

  const db = async () => (await import('@/lib/server/db/client')).getDb();

  async function approvedAffiliate(tag: string, paypal: string | null = uniqueEmail(`${tag}-pp`)) {
    const owner = await accountWithSession(uniqueEmail(tag));
    const applied = await ctx.h.api<Show>(
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
  const show = async (cookie: string) => (await ctx.h.api<Show>('GET', '/common-api/v1/distribution/show', undefined, { cookie })).body.data;
  const click = (code: string, options: { ip?: string; ua?: string | null; headers?: Record<string, string> } = {}) =>
    ctx.h.api<{ counted: boolean }>(
      'POST',
      '/common-api/v1/distribution/click',
      { distribution_code: code },
      {
        ip: options.ip ?? '203.0.113.7',
        headers: { ...(options.ua === null ? {} : { 'user-agent': options.ua ?? BROWSER }), ...options.headers },
      },
    );

  return { ctx, db, approvedAffiliate, pay, refund, referredUser, show, click };
}
