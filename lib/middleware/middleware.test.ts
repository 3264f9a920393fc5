import { NextRequest } from 'next/server';
import { REF_COOKIE, SESSION_COOKIE } from '@/lib/api/cookies';
import middleware from '@/middleware';

function request(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(path, 'http://localhost:3000'), { headers });
}

describe('middleware (composition)', () => {
  it('lets the language redirect win and leaves ref handling to the redirected request', () => {
    const response = middleware(request('/?ref=ABC', { 'accept-language': 'de-DE,de;q=0.9' }));
    expect(new URL(response.headers.get('location')!).pathname).toBe('/de');
    expect(response.cookies.get(REF_COOKIE)).toBeUndefined();
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('guards a protected page and still records the referral', () => {
    const response = middleware(request('/de/profile?ref=ABC'));
    expect(response.headers.get('location')).toContain('/de/login?from=%2Fde%2Fprofile%3Fref%3DABC');
    expect(response.cookies.get(REF_COOKIE)?.value).toBe('ABC');
  });

  it('sends a signed-in visitor away from the login page', () => {
    const response = middleware(request('/es/login', { cookie: `${SESSION_COOKIE}=s` }));
    expect(new URL(response.headers.get('location')!).pathname).toBe('/es');
  });

  it('gives API answers the headers without language handling', () => {
    const response = middleware(request('/common-api/v1/login', { 'accept-language': 'de' }));
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it.each(['/healthz', '/readyz'])('passes the health check %s through without a language redirect or referral', (path) => {
    const response = middleware(request(`${path}?ref=ABC`, { 'accept-language': 'de' }));
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.cookies.get(REF_COOKIE)).toBeUndefined();
  });
});
