import type { NextRequest, NextResponse } from 'next/server';
import { REF_MAX_AGE, UTM_COOKIE } from '@/lib/api/cookies';
import { isHttps } from './security-headers';

const MAX_VALUE_LENGTH = 500;

function requestHost(request: NextRequest): string {
  return (request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? request.nextUrl.host).split(',')[0].trim();
}

/** Where the visitor came from: utm_source when the link carried one, else an external referer. */
export function visitSource(request: NextRequest): string | null {
  const utm = request.nextUrl.searchParams.get('utm_source')?.trim();
  if (utm) return utm.slice(0, MAX_VALUE_LENGTH);
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.host === requestHost(request)) return null; // moving around our own site is not a source
    return referer.slice(0, MAX_VALUE_LENGTH);
  } catch {
    return null;
  }
}

/**
 * The utm cookie is set from the referer on the first visit, and only when absent
 * (first touch). Social login sends it as `source`. It lasts as long as the referral window.
 */
export function rememberUtm(request: NextRequest, response: NextResponse): void {
  if (request.cookies.has(UTM_COOKIE)) return;
  const source = visitSource(request);
  if (!source) return;
  response.cookies.set(UTM_COOKIE, source, {
    maxAge: REF_MAX_AGE,
    path: '/',
    sameSite: 'lax',
    secure: isHttps(request),
  });
}
