import type { NextRequest, NextResponse } from 'next/server';
import { REF_COOKIE, REF_MAX_AGE } from '@/lib/api/cookies';
import { isHttps } from './security-headers';

// A distribution code is short and plain; anything else in ?ref= is ignored rather than stored.
const REF_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

function isPrefetch(request: NextRequest): boolean {
  return (
    request.headers.get('next-router-prefetch') === '1' ||
    request.headers.get('purpose') === 'prefetch' ||
    /prefetch/i.test(request.headers.get('sec-purpose') ?? '')
  );
}

/**
 * ?ref=CODE stores colorwell_REF_CODE for 90 days when it is absent: never overwritten, so the first
 * referrer keeps the credit. The click is reported by the page in the visitor's browser, where the
 * server sees the visitor's own address and browser (ReferralClick).
 */
export function rememberReferral(request: NextRequest, response: NextResponse): void {
  const ref = request.nextUrl.searchParams.get('ref');
  if (!ref || !REF_PATTERN.test(ref) || isPrefetch(request) || request.method === 'HEAD') return;
  if (request.cookies.has(REF_COOKIE)) return;
  response.cookies.set(REF_COOKIE, ref, {
    maxAge: REF_MAX_AGE,
    path: '/',
    sameSite: 'lax',
    secure: isHttps(request),
  });
}
