import { NextRequest, NextResponse } from 'next/server';
import { REF_COOKIE, REF_MAX_AGE } from '@/lib/api/cookies';
import { rememberReferral } from './referral';

function request(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new NextRequest(new URL(path, 'http://localhost:3000'), { headers, method });
}

describe('rememberReferral', () => {
  it('stores the code for 90 days, site-wide', () => {
    const response = NextResponse.next();
    rememberReferral(request('/pricing?ref=ABC123'), response);
    const cookie = response.cookies.get(REF_COOKIE);
    expect(cookie?.value).toBe('ABC123');
    expect(cookie?.maxAge).toBe(REF_MAX_AGE);
    expect(REF_MAX_AGE).toBe(90 * 24 * 60 * 60);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('lax');
  });

  it('never overwrites an existing code (first touch keeps the credit)', () => {
    const response = NextResponse.next();
    rememberReferral(request('/?ref=NEW', { cookie: `${REF_COOKIE}=FIRST` }), response);
    expect(response.cookies.get(REF_COOKIE)).toBeUndefined();
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('does nothing without ref, with a malformed ref, for a prefetch or a HEAD request', () => {
    for (const [path, headers, method] of [
      ['/', {}, 'GET'],
      ['/?ref=%3Cscript%3E', {}, 'GET'],
      ['/?ref=OK', { 'next-router-prefetch': '1' }, 'GET'],
      ['/?ref=OK', { 'sec-purpose': 'prefetch;prerender' }, 'GET'],
      ['/?ref=OK', {}, 'HEAD'],
    ] as const) {
      const response = NextResponse.next();
      rememberReferral(request(path, headers, method), response);
      expect(response.cookies.get(REF_COOKIE)).toBeUndefined();
    }
  });

  it('marks the cookie Secure over https', () => {
    const response = NextResponse.next();
    rememberReferral(request('/?ref=ABC', { 'x-forwarded-proto': 'https' }), response);
    expect(response.cookies.get(REF_COOKIE)?.secure).toBe(true);
  });
});
