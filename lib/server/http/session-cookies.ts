import 'server-only';
import { LOGIN_FLAG_COOKIE, LOGIN_FLAG_MAX_AGE, SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/api/cookies';
import { serverEnv } from '@/lib/env';
import { SESSION_TTL_SECONDS } from '@/lib/server/config/auth';
import { readCookie, serializeCookie } from './cookies';

/** Over https (by APP_URL) the cookie is Secure and __Host- prefixed. */
function isSecure(): boolean {
  return serverEnv().APP_URL.startsWith('https://');
}

export function sessionCookieName(): string {
  return isSecure() ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/**
 * The session token sent with the request, under the one cookie name in force. Over https only the
 * __Host- cookie counts: a plain-named one can be planted by a sibling subdomain or over http.
 */
export function sessionTokenFrom(req: Request): string | null {
  return readCookie(req, sessionCookieName());
}

export function hasSessionCookie(req: Request): boolean {
  return sessionTokenFrom(req) !== null;
}

/** Set-Cookie values that sign the browser in: the HttpOnly session and the readable login flag. */
export function signInCookies(token: string): string[] {
  const secure = isSecure();
  return [
    serializeCookie(sessionCookieName(), token, { maxAge: SESSION_TTL_SECONDS, httpOnly: true, secure }),
    serializeCookie(LOGIN_FLAG_COOKIE, '1', { maxAge: LOGIN_FLAG_MAX_AGE, secure }),
  ];
}

/** The session cookie again with a fresh Max-Age (sliding expiry). */
export function refreshCookie(token: string): string {
  return serializeCookie(sessionCookieName(), token, { maxAge: SESSION_TTL_SECONDS, httpOnly: true, secure: isSecure() });
}

export function signOutCookies(): string[] {
  const secure = isSecure();
  return [serializeCookie(sessionCookieName(), '', { maxAge: 0, httpOnly: true, secure }), serializeCookie(LOGIN_FLAG_COOKIE, '', { maxAge: 0, secure })];
}
