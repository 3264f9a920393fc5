import { NextRequest, NextResponse } from 'next/server';
import { applySecurityHeaders } from './security-headers';

function headersFor(url: string, headers: Record<string, string> = {}) {
  return applySecurityHeaders(NextResponse.next(), new NextRequest(url, { headers })).headers;
}

describe('applySecurityHeaders', () => {
  it('sets the fixed headers on every response', () => {
    const h = headersFor('http://localhost:3000/');
    expect(h.get('X-Content-Type-Options')).toBe('nosniff');
    expect(h.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(h.get('X-Frame-Options')).toBe('DENY');
    const policy = h.get('Permissions-Policy')!;
    for (const off of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) expect(policy).toContain(off);
    expect(policy).toContain('identity-credentials-get=(self "https://accounts.google.com")');
  });

  it('adds HSTS only over https', () => {
    expect(headersFor('http://localhost:3000/').get('Strict-Transport-Security')).toBeNull();
    expect(headersFor('http://localhost:3000/', { 'x-forwarded-proto': 'https' }).get('Strict-Transport-Security')).toMatch(/max-age=\d+/);
    expect(headersFor('https://colorwell.example/').get('Strict-Transport-Security')).toMatch(/max-age=/);
    expect(headersFor('https://colorwell.example/', { 'x-forwarded-proto': 'http' }).get('Strict-Transport-Security')).toBeNull();
    expect(headersFor('http://x/', { 'x-forwarded-proto': 'https, http' }).get('Strict-Transport-Security')).not.toBeNull();
  });
});
