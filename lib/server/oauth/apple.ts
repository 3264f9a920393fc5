import 'server-only';
import type { AppleLoginBody, AuthUrlData } from '@/lib/api/contracts/accounts';
import { serverEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { notConfigured } from './errors';
import { signInWithIdentity } from './social-sign-in';
import { consumeState, issueState } from './states';
import { verifyIdToken } from './verify-id-token';

const SCOPE = 'name email';

/** What react-apple-signin-auth needs, with a nonce Apple copies into the identity token. */
export async function appleAuthUrl(): Promise<AuthUrlData> {
  const env = serverEnv();
  const redirect = new URL(env.APP_URL).origin;
  if (!env.APPLE_CLIENT_ID) return { enabled: false, client_id: null, redirect_uri: redirect, scope: SCOPE, state: null, nonce: null };
  const value = await issueState('apple');
  return { enabled: true, client_id: env.APPLE_CLIENT_ID, redirect_uri: redirect, scope: SCOPE, state: value, nonce: value };
}

/** Apple sign-in: the identity token verified against Apple's JWKS, with the nonce we issued. */
export async function appleLogin(input: AppleLoginBody, locale: Locale) {
  const env = serverEnv();
  if (!env.APPLE_CLIENT_ID) throw notConfigured();
  await consumeState('apple', input.nonce);
  const claims = await verifyIdToken(input.credential, {
    jwksUrl: env.APPLE_JWKS_URL,
    issuers: [env.APPLE_ISSUER],
    audience: env.APPLE_CLIENT_ID,
    nonce: input.nonce,
  });
  // Apple sends the name only on the first sign-in, in the client's response, not in the token.
  return signInWithIdentity({ provider: 'apple', claims, name: input.name, locale, attribution: input });
}
