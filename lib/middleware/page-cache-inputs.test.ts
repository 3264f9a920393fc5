import { NextRequest } from 'next/server';
import { LOGIN_FLAG_COOKIE, REF_COOKIE, SECURE_SESSION_COOKIE, SESSION_COOKIE, UTM_COOKIE } from '@/lib/api/cookies';
import { LOCALE_COOKIE } from '@/lib/i18n/routing';
import { KEYED_HEADERS, pageCacheKey } from '@/lib/server/edge/page-cache.mjs';
import middleware from '@/middleware';
import type { IncomingMessage } from 'node:http';

// The web server's page cache answers a request without running this middleware, so its key must
// hold everything the middleware reads from a request the cache accepts. This fails when the edge
// starts reading another header or cookie: add it to the key (lib/server/edge/page-cache.mjs).

// The cookies are keyed (below), and a referer from another site sends the request to Next.
const HEADERS_OUTSIDE_KEY = ['cookie', 'referer'];

function readsOf(path: string, headers: Record<string, string>) {
  const request = new NextRequest(new URL(path, 'http://localhost:3000'), { headers });
  const headersRead = new Set<string>();
  const cookiesRead = new Set<string>();
  for (const method of ['get', 'has'] as const) {
    const original = request.headers[method].bind(request.headers);
    request.headers[method] = (name: string) => {
      headersRead.add(name.toLowerCase());
      return original(name) as never;
    };
    const cookie = request.cookies[method].bind(request.cookies) as (...args: unknown[]) => never;
    request.cookies[method] = ((...args: unknown[]) => {
      const name = args[0];
      cookiesRead.add(typeof name === 'string' ? name : ((name as { name?: string })?.name ?? '*'));
      return cookie(...args);
    }) as never;
  }
  const getAll = request.cookies.getAll.bind(request.cookies);
  request.cookies.getAll = ((...args: Parameters<typeof getAll>) => {
    cookiesRead.add('*');
    return getAll(...args);
  }) as typeof getAll;
  middleware(request);
  return { headersRead, cookiesRead };
}

const PATHS = ['/', '/pets', '/pets/cat-playing-with-a-ball', '/ja/pets/cat-playing-with-a-ball', '/de/tag/easy', '/pricing', '/tw', '/login', '/profile'];
const VISITORS: Record<string, string>[] = [
  {},
  { 'accept-language': 'ja', 'sec-fetch-dest': 'document' },
  { 'accept-language': 'en-US,en;q=0.9', referer: 'http://localhost:3000/pets', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'localhost:3000' },
  { cookie: `${LOCALE_COOKIE}=de; ${SESSION_COOKIE}=s; ${LOGIN_FLAG_COOKIE}=1`, 'accept-language': 'de' },
  { cookie: `${SECURE_SESSION_COOKIE}=s; ${REF_COOKIE}=ABC; ${UTM_COOKIE}=x`, 'sec-fetch-dest': 'empty' },
];

describe('what the edge reads from a request the page cache answers', () => {
  it.each(PATHS)('%s: only headers and cookies the key holds', (path) => {
    for (const headers of VISITORS) {
      const asNode = { url: path, method: 'GET', headers: { host: 'localhost:3000', ...headers } } as unknown as IncomingMessage;
      expect(pageCacheKey(asNode), `the cache accepts ${path} ${JSON.stringify(headers)}`).not.toBeNull();
      const { headersRead, cookiesRead } = readsOf(path, headers);
      for (const name of headersRead) expect([...KEYED_HEADERS, ...HEADERS_OUTSIDE_KEY], `header ${name}`).toContain(name);
      // The key holds each cookie as it is, but session cookies as "signed in or not" (all the edge
      // asks of them), the referral and utm cookies not at all (they only stop the edge from setting
      // them again, which it does only for requests sent to Next) and the browser's sign-in flag not
      // at all (the edge must not need it).
      expect(cookiesRead.has('*'), 'reads every cookie').toBe(false);
      expect(cookiesRead.has(LOGIN_FLAG_COOKIE)).toBe(false);
    }
  });
});
