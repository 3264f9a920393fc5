import { NextRequest } from 'next/server';
import middleware from '@/middleware';
import { canonicalLocalePath } from './locale-aliases';

describe('language tags in the URL', () => {
  it.each([
    ['/zh-TW', '/tw'],
    ['/zh-tw/themes/animals', '/tw/themes/animals'],
    ['/zh_TW/pricing', '/tw/pricing'],
    ['/zh-Hant/all', '/tw/all'],
    ['/zh-CN/pricing', '/zh/pricing'],
    ['/zh-hans', '/zh'],
    ['/en-US/pricing', '/pricing'],
    ['/en-us', '/'],
    ['/en/pricing', '/pricing'],
  ])('sends %s to %s', (path, expected) => {
    expect(canonicalLocalePath(path)).toBe(expected);
  });

  it.each(['/', '/tw', '/zh/pricing', '/de/all', '/pricing', '/themes/animals', '/xx-YY/a', '/zhx'])('leaves %s alone', (path) => {
    expect(canonicalLocalePath(path)).toBeNull();
  });

  it('redirects permanently and keeps the query string', () => {
    const response = middleware(new NextRequest(new URL('http://localhost:3000/zh-TW/pricing?ref=ABC')));
    expect(response.status).toBe(308);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/tw/pricing');
    expect(location.search).toBe('?ref=ABC');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});
