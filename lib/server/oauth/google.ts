import 'server-only';
import type { AuthUrlData, GoogleLoginBody } from '@/lib/api/contracts/accounts';
import { serverEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { notConfigured, socialFailed } from './errors';
import { signInWithIdentity } from './social-sign-in';
import { consumeState, issueState } from './states';
import { verifyIdToken } from './verify-id-token';

const SCOPE = 'openid email profile';

function issuers(): string[] {
  const issuer = serverEnv().GOOGLE_ISSUER;
  // Google's ID tokens say either form of its issuer.
  return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
}

/** What the popup needs; `enabled: false` when no client id is configured (the button is hidden). */
export async function googleAuthUrl(): Promise<AuthUrlData> {
  const env = serverEnv();
  const redirect = new URL(env.APP_URL).origin;
  if (!env.GOOGLE_CLIENT_ID) {
    return { enabled: false, client_id: null, redirect_uri: redirect, scope: SCOPE, state: null, nonce: null };
  }
  const value = await issueState('google');
  return { enabled: true, client_id: env.GOOGLE_CLIENT_ID, redirect_uri: redirect, scope: SCOPE, state: value, nonce: value };
}

/** Trades the popup's authorization code for tokens at GOOGLE_TOKEN_URL ("postmessage" is the popup's redirect). */
async function exchangeCode(code: string): Promise<string> {
  const env = serverEnv();
  const form = new URLSearchParams({
    code,
    client_id: env.GOOGLE_CLIENT_ID!,
    client_secret: env.GOOGLE_CLIENT_SECRET ?? '',
    redirect_uri: 'postmessage',
    grant_type: 'authorization_code',
  });
  let body: { id_token?: string; error?: string };
  try {
    const res = await fetch(env.GOOGLE_TOKEN_URL, { method: 'POST', body: form, signal: AbortSignal.timeout(10_000) });
    body = (await res.json()) as typeof body;
  } catch (error) {
    throw socialFailed(`token endpoint unreachable: ${String(error)}`);
  }
  if (!body.id_token) throw socialFailed(`code exchange refused: ${body.error ?? 'no id_token'}`);
  return body.id_token;
}

/**
 * Google sign-in: a popup code (with the auth-url state, checked once) exchanged on the server, or an
 * ID token with the auth-url nonce. The code's ID token comes straight from Google over TLS; a nonce in
 * it must still match. Either way the token is verified against Google's JWKS.
 */
export async function googleLogin(input: GoogleLoginBody, locale: Locale) {
  const env = serverEnv();
  if (!env.GOOGLE_CLIENT_ID) throw notConfigured();
  const issued = input.code ? input.state! : input.nonce!;
  await consumeState('google', issued);
  const token = input.code ? await exchangeCode(input.code) : input.credential!;
  const claims = await verifyIdToken(token, {
    jwksUrl: env.GOOGLE_JWKS_URL,
    issuers: issuers(),
    audience: env.GOOGLE_CLIENT_ID,
    nonce: input.code ? undefined : issued,
  });
  if (input.code && claims.nonce !== undefined && claims.nonce !== issued) throw socialFailed('nonce mismatch');
  return signInWithIdentity({ provider: 'google', claims, locale, attribution: input });
}
