// The names of our cookies, shared by the request edge, the server, the browser and the web
// server's page cache (scripts/server.mjs, plain Node, which cannot load TypeScript). Types are in
// cookie-names.d.mts; lib/api/cookies.ts passes them on with the cookies' lifetimes.

export const SESSION_COOKIE = 'colorwell_session';
/** Name of the session cookie when served over https (host-only, Secure). */
export const SECURE_SESSION_COOKIE = '__Host-colorwell_session';
/** Non-HttpOnly flag the browser reads to know it is signed in; 365 days. */
export const LOGIN_FLAG_COOKIE = 'colorwell_login';
/** Referral code from ?ref=, 90 days, never overwritten. */
export const REF_COOKIE = 'colorwell_REF_CODE';
/** First referer of the visitor, set once. */
export const UTM_COOKIE = 'colorwell_utm';
