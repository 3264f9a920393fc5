import 'server-only';
import { REF_COOKIE } from '@/lib/api/cookies';
import { readCookie } from './cookies';

/**
 * The code a sign-up is credited to: the referral cookie the server set on the first visit (first
 * touch wins), else the one the client sent in the sign-up payload.
 */
export function referralCodeOf(req: Request, sent: string | null | undefined): string | null {
  const fromCookie = readCookie(req, REF_COOKIE) ?? '';
  return /^[A-Za-z0-9_-]{1,64}$/.test(fromCookie) ? fromCookie : sent || null;
}
