import type { NextRequest } from 'next/server';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/api/cookies';

/** Whether the visitor carries a session cookie. Only a hint: pages and APIs check the session again. */
export function hasSessionCookie(request: NextRequest): boolean {
  return Boolean(request.cookies.get(SESSION_COOKIE)?.value || request.cookies.get(SECURE_SESSION_COOKIE)?.value);
}
