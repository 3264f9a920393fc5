import 'server-only';
import { signInCookies } from './session-cookies';

/** Puts the session and login-flag cookies on the answer and returns the login data. */
export function signedIn<T>(ctx: { setCookie: (value: string) => void }, result: { sessionToken: string; data: T }): T {
  for (const cookie of signInCookies(result.sessionToken)) ctx.setCookie(cookie);
  return result.data;
}
