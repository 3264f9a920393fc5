import { NextRequest, NextResponse } from 'next/server';
import { UTM_COOKIE } from '@/lib/api/cookies';
import { rememberUtm } from './utm';

function run(path: string, headers: Record<string, string> = {}) {
  const response = NextResponse.next();
  rememberUtm(new NextRequest(new URL(path, 'http://localhost:3000'), { headers }), response);
  return response.cookies.get(UTM_COOKIE)?.value;
}

describe('rememberUtm', () => {
  it('stores an external referer on the first visit', () => {
    expect(run('/', { referer: 'https://www.google.com/search?q=coloring' })).toBe('https://www.google.com/search?q=coloring');
  });

  it('prefers utm_source when the link carries one', () => {
    expect(run('/?utm_source=newsletter', { referer: 'https://mail.example.com/' })).toBe('newsletter');
  });

  it('keeps the first source (never overwritten)', () => {
    expect(run('/', { referer: 'https://bing.com/', cookie: `${UTM_COOKIE}=https%3A%2F%2Fgoogle.com` })).toBeUndefined();
  });

  it('ignores our own pages, missing and malformed referers', () => {
    expect(run('/de', { referer: 'http://localhost:3000/pricing' })).toBeUndefined();
    expect(run('/')).toBeUndefined();
    expect(run('/', { referer: 'not a url' })).toBeUndefined();
  });
});
