import type { NextRequest, NextResponse } from 'next/server';
import { HSTS_VALUE, STATIC_SECURITY_HEADERS } from './header-values';

/** Served over https, directly or behind a proxy that says so. */
export function isHttps(request: NextRequest): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === 'https';
  return request.nextUrl.protocol === 'https:';
}

export function applySecurityHeaders(response: NextResponse, request: NextRequest): NextResponse {
  for (const { key, value } of STATIC_SECURITY_HEADERS) response.headers.set(key, value);
  // HSTS over plain http is ignored by browsers and would be wrong to promise.
  if (isHttps(request)) response.headers.set('Strict-Transport-Security', HSTS_VALUE);
  return response;
}
