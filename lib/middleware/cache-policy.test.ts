import { NextRequest } from 'next/server';
import { SESSION_COOKIE } from '@/lib/api/cookies';
import middleware from '@/middleware';
import { isSharedPagePath, PUBLIC_PAGE_CACHE } from './cache-policy';

const get = (path: string, headers: Record<string, string> = {}) => middleware(new NextRequest(new URL(path, 'http://localhost:3000'), { headers }));

describe('isSharedPagePath', () => {
  it.each(['/', '/animals', '/pets/cat-playing-with-a-ball', '/tag/easy', '/pricing', '/convert-photo-to-line-art', '/kid-coloring-pages', '/terms'])(
    'shares %s',
    (path) => expect(isSharedPagePath(path)).toBe(true),
  );

  it.each([
    '/dashboard',
    '/dashboard/batch',
    '/profile',
    '/affiliate',
    '/affiliate/details',
    '/login',
    '/register',
    '/online-coloring',
    '/pay-success',
    '/gallery',
    '/gallery/abc',
    '/common-api/v1/login',
    '/nothing/here/deep',
    '/animals/Cat',
  ])('keeps %s private', (path) => expect(isSharedPagePath(path)).toBe(false));

  it.each(['/tag/easy/page/2', '/animals/page/2', '/kid-coloring-pages/page/9', '/all-free-coloring-pages-printable/page/20'])(
    'shares page n of a listing: %s',
    (path) => expect(isSharedPagePath(path)).toBe(true),
  );

  it.each(['/pricing/page/2', '/gallery/page/2', '/dashboard/page/2', '/nothing/page/2', '/tag/easy/page/x', '/tag/Easy/page/2'])('keeps %s private', (path) =>
    expect(isSharedPagePath(path)).toBe(false),
  );
});

describe('middleware cache policy', () => {
  it('marks public pages in every language public for shared caches', () => {
    const pages = { '/pets/cat-playing-with-a-ball': 'en', '/ja/animals': 'ja', '/de/tag/easy': 'de', '/tw': 'zh-TW' };
    for (const [path, language] of Object.entries(pages)) {
      expect(get(path, { 'accept-language': language }).headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE);
    }
  });

  it('leaves signed-in areas and the API to the private answer', () => {
    expect(get('/de/profile', { cookie: `${SESSION_COOKIE}=s` }).headers.get('cache-control')).toBeNull();
    expect(get('/dashboard/batch', { cookie: `${SESSION_COOKIE}=s` }).headers.get('cache-control')).toBeNull();
    expect(get('/common-api/v1/catalogue/x/preview').headers.get('cache-control')).toBeNull();
  });

  it('never marks an answer that sets a cookie public', () => {
    const response = get('/animals?utm_source=newsletter');
    expect(response.cookies.getAll().length).toBeGreaterThan(0);
    expect(response.headers.get('cache-control')).toBeNull();
  });
});
