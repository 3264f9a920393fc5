import { NextRequest } from 'next/server';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/api/cookies';
import { isAuthPage, isGuestOnlyPath } from '@/lib/seo/pages';
import { guardRoute, isSignInRequiredPath } from './route-guards';

function request(path: string, cookie?: string) {
  return new NextRequest(new URL(path, 'http://localhost:3000'), { headers: cookie ? { cookie } : {} });
}

describe('guardRoute', () => {
  it.each([
    ['/profile', '/login?from=%2Fprofile'],
    ['/de/profile', '/de/login?from=%2Fde%2Fprofile'],
    ['/affiliate', '/login?from=%2Faffiliate'],
    ['/tw/affiliate/apply', '/tw/login?from=%2Ftw%2Faffiliate%2Fapply'],
    ['/zh/affiliate/settlement', '/zh/login?from=%2Fzh%2Faffiliate%2Fsettlement'],
    ['/dashboard/batch?tab=2', '/login?from=%2Fdashboard%2Fbatch%3Ftab%3D2'],
    ['/ja/dashboard/ai-coloring-page-generator', '/ja/login?from=%2Fja%2Fdashboard%2Fai-coloring-page-generator'],
  ])('sends a visitor without session from %s to %s', (path, target) => {
    const response = guardRoute(request(path));
    expect(response?.status).toBe(307);
    const location = new URL(response!.headers.get('location')!);
    expect(location.pathname + location.search).toBe(target);
  });

  it.each(['/profile', '/de/dashboard/batch', '/affiliate/details'])('lets a signed-in visitor open %s', (path) => {
    expect(guardRoute(request(path, `${SESSION_COOKIE}=abc`))).toBeNull();
    expect(guardRoute(request(path, `${SECURE_SESSION_COOKIE}=abc`))).toBeNull();
  });

  it.each([
    ['/login', '/'],
    ['/register', '/'],
    ['/forget-password', '/'],
    ['/fr/forget-password/reset', '/fr'],
    ['/vi/forget-password/sent', '/vi'],
  ])('sends a signed-in visitor from %s to %s', (path, target) => {
    const response = guardRoute(request(path, `${SESSION_COOKIE}=abc`));
    expect(new URL(response!.headers.get('location')!).pathname).toBe(target);
  });

  it('lets visitors open guest pages and public pages', () => {
    expect(guardRoute(request('/login'))).toBeNull();
    expect(guardRoute(request('/de/pricing'))).toBeNull();
    expect(guardRoute(request('/affiliation'))).toBeNull();
  });

  it('keeps verification pages open to signed-in visitors (they are not guest-only)', () => {
    expect(guardRoute(request('/register/verification?email=a%40b.c', `${SESSION_COOKIE}=abc`))).toBeNull();
  });

  it('ignores an empty session cookie', () => {
    expect(guardRoute(request('/profile', `${SESSION_COOKIE}=`))).not.toBeNull();
  });
});

describe('path classes', () => {
  it('tells protected from public paths', () => {
    expect(isSignInRequiredPath('/dashboard')).toBe(true);
    expect(isSignInRequiredPath('/profile/')).toBe(true);
    expect(isSignInRequiredPath('/affiliation')).toBe(false);
    expect(isSignInRequiredPath('/profiles')).toBe(false);
    expect(isGuestOnlyPath('/register/verification')).toBe(false);
    expect(isGuestOnlyPath('/login/')).toBe(true);
  });
});

describe('isAuthPage', () => {
  it('takes the guest-only pages and the pages below them, with or without a query', () => {
    for (const path of ['/login', '/register/', '/register/verification-success', '/forget-password/reset?token=x', '/login#top']) {
      expect(isAuthPage(path), path).toBe(true);
    }
    for (const path of ['/', '/login-help', '/registers', '/profile', '/dashboard/batch']) expect(isAuthPage(path), path).toBe(false);
  });
});
