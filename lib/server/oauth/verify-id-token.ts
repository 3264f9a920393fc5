import 'server-only';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { processSingleton } from '@/lib/server/process-singleton';
import { socialFailed } from './errors';

// The fetched signing keys, cached once per process rather than once per Next bundle.
const jwksCache = () => processSingleton('oauth:jwks', () => new Map<string, ReturnType<typeof createRemoteJWKSet>>());

function jwks(url: string) {
  let set = jwksCache().get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 10_000 });
    jwksCache().set(url, set);
  }
  return set;
}

export type IdTokenCheck = {
  jwksUrl: string;
  /** Accepted issuers (Google signs as both https://accounts.google.com and accounts.google.com). */
  issuers: string[];
  audience: string;
  /** The nonce we issued; `undefined` only where the flow carries none (Google code exchange). */
  nonce: string | undefined;
};

export type IdTokenClaims = JWTPayload & { sub: string; email?: string; email_verified?: boolean | string; nonce?: string; name?: string };

/**
 * Verifies an OpenID Connect ID token: signature against the provider's JWKS (RS256/ES256 only, so
 * `alg: none` and HMAC tricks fail), issuer, audience = our client id, expiry, and nonce.
 */
export async function verifyIdToken(token: string, check: IdTokenCheck): Promise<IdTokenClaims> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, jwks(check.jwksUrl), {
      algorithms: ['RS256', 'ES256'],
      issuer: check.issuers,
      audience: check.audience,
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: 30,
    }));
  } catch (error) {
    throw socialFailed(error instanceof Error ? `${error.name}: ${error.message}` : 'invalid token');
  }
  const claims = payload as IdTokenClaims;
  if (check.nonce !== undefined && claims.nonce !== check.nonce) throw socialFailed('nonce mismatch');
  if (typeof claims.sub !== 'string' || claims.sub === '') throw socialFailed('no subject');
  return claims;
}

/** Providers send email_verified as a boolean (Google) or the string "true" (Apple). */
export function isEmailVerified(claims: IdTokenClaims): boolean {
  return claims.email_verified === true || claims.email_verified === 'true';
}
