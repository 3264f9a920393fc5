import type { NextRequest, NextResponse } from 'next/server';
import { REF_COOKIE, REF_MAX_AGE } from '@/lib/api/cookies';
import { isHttps } from './security-headers';

// A distribution code is short and plain; anything else in ?ref= is ignored rather than stored.
const REF_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const CLICK_PATH = '/common-api/v1/distribution/click';

export type SendClick = (url: string, distributionCode: string) => Promise<unknown>;

export const postClick: SendClick = (url, distributionCode) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Platform': 'web' },
    body: JSON.stringify({ distribution_code: distributionCode }),
  });

function isPrefetch(request: NextRequest): boolean {
  return request.headers.get('next-router-prefetch') === '1' || request.headers.get('purpose') === 'prefetch';
}

/**
 * SPEC §4 referral: ?ref=CODE stores colorwell_REF_CODE for 90 days when it is absent (never
 * overwritten: the first referrer keeps the credit) and reports one click. The click is fire and
 * forget: until the affiliate endpoint exists, or when it fails, the page is unaffected.
 */
export function rememberReferral(
  request: NextRequest,
  response: NextResponse,
  waitUntil: (promise: Promise<unknown>) => void,
  sendClick: SendClick = postClick,
): void {
  const ref = request.nextUrl.searchParams.get('ref');
  if (!ref || !REF_PATTERN.test(ref) || isPrefetch(request)) return;
  if (!request.cookies.has(REF_COOKIE)) {
    response.cookies.set(REF_COOKIE, ref, {
      maxAge: REF_MAX_AGE,
      path: '/',
      sameSite: 'lax',
      secure: isHttps(request),
    });
  }
  const url = new URL(CLICK_PATH, request.nextUrl.origin).toString();
  let sent: Promise<unknown>;
  try {
    sent = sendClick(url, ref).catch(() => undefined);
  } catch {
    sent = Promise.resolve();
  }
  waitUntil(sent);
}
