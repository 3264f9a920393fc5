import { NextRequest, NextResponse } from 'next/server';
import { REF_COOKIE, REF_MAX_AGE } from '@/lib/api/cookies';
import { CLICK_PATH, rememberReferral } from './referral';

function request(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(path, 'http://localhost:3000'), { headers });
}

describe('rememberReferral', () => {
  it('stores the code for 90 days and reports one click to our own origin', async () => {
    const response = NextResponse.next();
    const sendClick = vi.fn().mockResolvedValue(new Response('{}'));
    const waitUntil = vi.fn();
    rememberReferral(request('/pricing?ref=ABC123'), response, waitUntil, sendClick);

    const cookie = response.cookies.get(REF_COOKIE);
    expect(cookie?.value).toBe('ABC123');
    expect(cookie?.maxAge).toBe(REF_MAX_AGE);
    expect(REF_MAX_AGE).toBe(90 * 24 * 60 * 60);
    expect(cookie?.path).toBe('/');
    expect(sendClick).toHaveBeenCalledTimes(1);
    expect(sendClick).toHaveBeenCalledWith(`http://localhost:3000${CLICK_PATH}`, 'ABC123');
    expect(waitUntil).toHaveBeenCalledTimes(1);
  });

  it('never overwrites an existing code', () => {
    const response = NextResponse.next();
    rememberReferral(request('/?ref=NEW', { cookie: `${REF_COOKIE}=FIRST` }), response, vi.fn(), vi.fn().mockResolvedValue(null));
    expect(response.cookies.get(REF_COOKIE)).toBeUndefined();
  });

  it('does nothing without ref, with a malformed ref, or for a prefetch', () => {
    for (const [path, headers] of [
      ['/', {}],
      ['/?ref=%3Cscript%3E', {}],
      ['/?ref=OK', { 'next-router-prefetch': '1' }],
    ] as const) {
      const response = NextResponse.next();
      const sendClick = vi.fn();
      rememberReferral(request(path, headers), response, vi.fn(), sendClick);
      expect(response.cookies.get(REF_COOKIE)).toBeUndefined();
      expect(sendClick).not.toHaveBeenCalled();
    }
  });

  it('swallows a failing click call (the endpoint may not exist yet)', async () => {
    const waitUntil = vi.fn();
    rememberReferral(request('/?ref=ABC'), NextResponse.next(), waitUntil, () => Promise.reject(new Error('404')));
    await expect(waitUntil.mock.calls[0][0]).resolves.toBeUndefined();
    const throwing = () => {
      throw new Error('sync');
    };
    expect(() => rememberReferral(request('/?ref=ABC'), NextResponse.next(), vi.fn(), throwing)).not.toThrow();
  });

  it('marks the cookie Secure over https', () => {
    const response = NextResponse.next();
    rememberReferral(request('/?ref=ABC', { 'x-forwarded-proto': 'https' }), response, vi.fn(), vi.fn().mockResolvedValue(null));
    expect(response.cookies.get(REF_COOKIE)?.secure).toBe(true);
  });
});
