// Cookie names shared by the request edge, the server and the browser, and how long each lives.
export { LOGIN_FLAG_COOKIE, REF_COOKIE, SECURE_SESSION_COOKIE, SESSION_COOKIE, UTM_COOKIE } from './cookie-names.mjs';

export const DAY_SECONDS = 24 * 60 * 60;
export const LOGIN_FLAG_MAX_AGE = 365 * DAY_SECONDS;
export const REF_MAX_AGE = 90 * DAY_SECONDS;
