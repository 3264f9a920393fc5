import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { SESSION_COOKIE, UTM_COOKIE } from '@/lib/api/cookies';
import { answerLayers } from './answer-layers.mjs';
import { inlineScriptHashes } from './content-security-policy.mjs';
import { createPageCache, pageCacheKey, type PageCache } from './page-cache.mjs';

// A stand-in for Next beneath the real layers of the web server: pages answer as Next answers them
// (HTML with inline scripts, ETag and 304, its Vary and x-nextjs-cache headers, the middleware's
// Cache-Control), and every answer names how many times Next has been asked for its path.

const PUBLIC = 'public, s-maxage=3600, stale-while-revalidate=86400';
const NEXT_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch';

type PageSpec = {
  cacheControl?: string;
  nextCache?: string;
  setCookie?: string;
  contentType?: string;
  vary?: string;
  body?: (n: number, req: IncomingMessage) => string;
  /** Next answers once this settles. */
  hold?: Promise<void>;
};

const pages: Record<string, PageSpec> = {
  '/pets/cat': {},
  '/short-lived': { cacheControl: 'public, s-maxage=1' },
  '/profile': {
    cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate',
    nextCache: '',
    body: (_n, req) => `<p>${req.headers.cookie ?? 'nobody'}</p>`,
  },
  '/rendered-for-visitor': { nextCache: '', body: (_n, req) => `<p>${req.headers.cookie ?? 'nobody'}</p>` },
  '/first-render': { nextCache: 'MISS' },
  '/sets-cookie': { setCookie: 'i18n_redirected=de; Path=/' },
  '/varies-on-cookie': { vary: `${NEXT_VARY}, Cookie` },
  '/api/answer': { contentType: 'application/json', body: (n) => JSON.stringify({ n }) },
};
// Pages whose answer a test changes while the site runs, and the version of each page's content.
const overrides = new Map<string, PageSpec>();
const versions = new Map<string, number>();

const html = (n: number, path: string) =>
  `<!DOCTYPE html><html><head><script>self.__next_f.push([1,"${path} ${n}"])</script></head><body>${'<p>colouring</p>'.repeat(2000)}` +
  `<script>document.documentElement.dataset.theme="light"</script></body></html>`;

function fakeNext(calls: Map<string, number>) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    const spec = overrides.get(path) ?? pages[path];
    if (!spec) {
      res.statusCode = 404;
      res.end('not found');
      return;
    }
    const n = (calls.get(path) ?? 0) + 1;
    calls.set(path, n);
    await spec.hold;
    const body = spec.body ? spec.body(n, req) : html(versions.get(path) ?? 1, path);
    res.setHeader('cache-control', spec.cacheControl ?? PUBLIC);
    res.setHeader('x-content-type-options', 'nosniff');
    if (spec.setCookie) res.setHeader('set-cookie', spec.setCookie);
    res.setHeader('Vary', spec.vary ?? NEXT_VARY);
    if ((spec.nextCache ?? 'HIT') !== '') res.setHeader('x-nextjs-cache', spec.nextCache ?? 'HIT');
    res.setHeader('x-nextjs-prerender', ['1', '1']);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader('Content-Type', spec.contentType ?? 'text/html; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    // Next streams a page in pieces.
    res.write(body.slice(0, 1000));
    setImmediate(() => res.end(body.slice(1000)));
  };
}

type Answer = { status: number; headers: Record<string, string>; body: Buffer; text: string };

let server: Server;
let origin = '';
let clock = 0;
let cache: PageCache;
const calls = new Map<string, number>();
let requestIds = 0;

function listen(pageCache: PageCache) {
  const layers = answerLayers(fakeNext(calls), { providers: {}, pages: pageCache });
  return createServer((req, res) => {
    res.setHeader('X-Request-Id', String(++requestIds));
    layers(req, res);
  });
}

beforeAll(async () => {
  cache = createPageCache({ now: () => clock });
  server = listen(cache);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  cache.clear();
  calls.clear();
  overrides.clear();
  versions.clear();
  clock = 1_000_000;
});

/** A raw GET (node's fetch would decompress and hide the bytes sent). */
async function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(origin + path, { method, headers: { 'accept-language': 'en', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = res.headers['content-encoding'] === 'gzip' ? gunzipSync(body).toString('utf8') : body.toString('utf8');
        const flat: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) flat[k] = Array.isArray(v) ? v.join(' | ') : String(v);
        resolve({ status: res.statusCode ?? 0, headers: flat, body, text });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The headers that say what was sent, without those of one connection or one request. */
function sameAnswerHeaders(headers: Record<string, string>) {
  const { date, 'x-request-id': id, 'transfer-encoding': te, 'content-length': length, connection, 'keep-alive': keepAlive, ...rest } = headers;
  void [date, id, te, length, connection, keepAlive];
  return rest;
}

const nextCalls = (path: string) => calls.get(path) ?? 0;

describe('the page cache beneath compression and the policy', () => {
  it.each(['gzip', 'identity'])('sends the same bytes and headers as Next did (%s), with the policy of those bytes', async (encoding) => {
    const first = await get('/pets/cat', { 'accept-encoding': encoding });
    const again = await get('/pets/cat', { 'accept-encoding': encoding });
    expect(nextCalls('/pets/cat')).toBe(1);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.equals(first.body)).toBe(true);
    expect(sameAnswerHeaders(again.headers)).toEqual(sameAnswerHeaders(first.headers));
    expect(again.headers['content-encoding']).toBe(encoding === 'gzip' ? 'gzip' : undefined);
    expect(Number(again.headers['content-length'])).toBe(again.body.length);
    const policy = again.headers['content-security-policy'];
    for (const hash of inlineScriptHashes(again.text)) expect(policy).toContain(hash);
    expect(inlineScriptHashes(again.text)).toHaveLength(2);
  });

  it('keeps one answer per encoding and language the request asks for', async () => {
    await get('/pets/cat', { 'accept-encoding': 'gzip' });
    await get('/pets/cat', { 'accept-encoding': 'identity' });
    await get('/pets/cat', { 'accept-encoding': 'gzip', 'accept-language': 'ja' });
    expect(nextCalls('/pets/cat')).toBe(3);
    await get('/pets/cat', { 'accept-encoding': 'gzip', 'accept-language': 'ja' });
    expect(nextCalls('/pets/cat')).toBe(3);
  });

  it('answers If-None-Match with the 304 Next gives', async () => {
    const page = await get('/pets/cat', { 'accept-encoding': 'gzip' });
    const etag = page.headers.etag;
    // Next's own 304 (for a request the cache has not seen: another encoding), then the cache's.
    const fromNext = await get('/pets/cat', { 'accept-encoding': 'identity', 'if-none-match': etag });
    const fromCache = await get('/pets/cat', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(nextCalls('/pets/cat')).toBe(2);
    expect(fromNext.status).toBe(304);
    expect(fromCache.status).toBe(304);
    expect(fromCache.body.length).toBe(0);
    expect(sameAnswerHeaders(fromCache.headers)).toEqual(sameAnswerHeaders(fromNext.headers));
    expect(fromCache.headers['content-security-policy']).toBeUndefined();
    const other = await get('/pets/cat', { 'accept-encoding': 'gzip', 'if-none-match': '"something-else"' });
    expect(other.status).toBe(200);
  });

  it.each<[string, string, Record<string, string>, string?]>([
    ['a query string', '/pets/cat?ref=ABC', {}],
    ['an RSC request of the router', '/pets/cat', { rsc: '1' }],
    ['a prefetch', '/pets/cat', { 'next-router-prefetch': '1' }],
    ['a referer from another site (it earns the utm cookie)', '/pets/cat', { referer: 'https://www.pinterest.com/' }],
    ['a partial request', '/pets/cat', { range: 'bytes=0-10' }],
    ['a HEAD request', '/pets/cat', {}, 'HEAD'],
    ['a POST', '/pets/cat', {}, 'POST'],
  ])('sends %s to Next every time', async (_, path, headers, method = 'GET') => {
    await get(path, headers, method);
    await get(path, headers, method);
    expect(nextCalls('/pets/cat')).toBe(2);
    expect(cache.size().entries).toBe(0);
  });

  it('serves a visitor coming from another page of the site from the copy', async () => {
    const host = new URL(origin).host;
    await get('/pets/cat');
    await get('/pets/cat', { referer: `http://${host}/pets` });
    expect(nextCalls('/pets/cat')).toBe(1);
  });

  it.each(['/profile', '/rendered-for-visitor', '/first-render', '/sets-cookie', '/varies-on-cookie', '/api/answer'])(
    'never keeps %s (private, not from Next’s shared cache, setting a cookie, varying on what the key lacks, not HTML)',
    async (path) => {
      const a = await get(path, { cookie: `${SESSION_COOKIE}=visitor-a` });
      const b = await get(path, { cookie: `${SESSION_COOKIE}=visitor-b` });
      expect(nextCalls(path)).toBe(2);
      expect(cache.size().entries).toBe(0);
      if (path === '/profile') {
        expect(a.text).toContain('visitor-a');
        expect(b.text).toContain('visitor-b');
        expect(b.text).not.toContain('visitor-a');
      }
    },
  );

  it('never gives a signed-in request the copy kept for a signed-out one, nor the reverse', async () => {
    await get('/pets/cat');
    await get('/pets/cat', { cookie: `${SESSION_COOKIE}=visitor-a` });
    expect(nextCalls('/pets/cat')).toBe(2);
    await get('/pets/cat', { cookie: `${SESSION_COOKIE}=visitor-a` });
    await get('/pets/cat');
    expect(nextCalls('/pets/cat')).toBe(2);
  });

  it('keys on every cookie but the ones that only stop the edge from setting them again', async () => {
    await get('/pets/cat', { cookie: 'i18n_redirected=en' });
    await get('/pets/cat', { cookie: 'i18n_redirected=de' });
    await get('/pets/cat', { cookie: 'someone_elses=1; i18n_redirected=en' });
    expect(nextCalls('/pets/cat')).toBe(3);
    await get('/pets/cat', { cookie: `i18n_redirected=en; ${UTM_COOKIE}=https%3A%2F%2Fexample.org` });
    expect(nextCalls('/pets/cat')).toBe(3);
  });

  it('asks Next again once the copy is a few seconds old, serving the copy to the others meanwhile', async () => {
    const first = await get('/pets/cat');
    versions.set('/pets/cat', 2);
    expect((await get('/pets/cat')).text).toContain('/pets/cat 1');
    clock += 10_000;
    // This request goes to Next; its answer replaces the copy.
    const refreshed = await get('/pets/cat');
    expect(nextCalls('/pets/cat')).toBe(2);
    expect(refreshed.text).toContain('/pets/cat 2');
    expect(first.text).toContain('/pets/cat 1');
    const after = await get('/pets/cat');
    expect(nextCalls('/pets/cat')).toBe(2);
    expect(after.text).toContain('/pets/cat 2');
  });

  it('serves the expired copy while one request is fetching the page again', async () => {
    await get('/pets/cat');
    versions.set('/pets/cat', 2);
    clock += 10_000;
    let release = () => {};
    overrides.set('/pets/cat', { hold: new Promise<void>((resolve) => (release = resolve)) });
    const refresh = get('/pets/cat');
    while (nextCalls('/pets/cat') < 2) await new Promise((r) => setTimeout(r, 5));
    const meanwhile = await get('/pets/cat');
    expect(meanwhile.text).toContain('/pets/cat 1');
    release();
    expect((await refresh).text).toContain('/pets/cat 2');
    expect(nextCalls('/pets/cat')).toBe(2);
    expect((await get('/pets/cat')).text).toContain('/pets/cat 2');
  });

  it('drops the copy when the page stops being shareable', async () => {
    await get('/pets/cat');
    clock += 10_000;
    overrides.set('/pets/cat', { cacheControl: 'private, no-store', nextCache: '' });
    await get('/pets/cat');
    await get('/pets/cat');
    expect(nextCalls('/pets/cat')).toBe(3);
    expect(cache.size().entries).toBe(0);
  });

  it('never keeps an answer longer than its s-maxage', async () => {
    await get('/short-lived');
    clock += 999;
    await get('/short-lived');
    expect(nextCalls('/short-lived')).toBe(1);
    clock += 1;
    await get('/short-lived');
    expect(nextCalls('/short-lived')).toBe(2);
  });

  it('forgets the least recently used answers beyond its size', async () => {
    const small = createPageCache({ maxBytes: 2.5 * (await get('/pets/cat', { 'accept-encoding': 'gzip' })).body.length });
    const site = listen(small);
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    try {
      const { request } = await import('node:http');
      const fetchRaw = (path: string, language: string) =>
        new Promise<void>((resolve, reject) =>
          request(at + path, { headers: { 'accept-encoding': 'gzip', 'accept-language': language } }, (res) => res.resume().on('end', resolve))
            .on('error', reject)
            .end(),
        );
      for (const language of ['en', 'de', 'ja']) await fetchRaw('/pets/cat', language);
      expect(small.size().entries).toBe(2);
    } finally {
      await new Promise<void>((resolve) => site.close(() => resolve()));
    }
  });
});

describe('pageCacheKey', () => {
  const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ url, method, headers }) as unknown as IncomingMessage;

  it('is the same for requests the edge answers alike, and differs where it may not', () => {
    const base = pageCacheKey(request('/pets/cat', { host: 'a.test', 'accept-language': 'en', 'user-agent': 'one' }));
    expect(base).not.toBeNull();
    expect(pageCacheKey(request('/pets/cat', { host: 'a.test', 'accept-language': 'en', 'user-agent': 'two' }))).toBe(base);
    expect(pageCacheKey(request('/pets/cat', { host: 'b.test', 'accept-language': 'en' }))).not.toBe(base);
    expect(pageCacheKey(request('/pets/cat', { host: 'a.test', 'accept-language': 'en', 'x-forwarded-proto': 'https' }))).not.toBe(base);
    expect(pageCacheKey(request('/pets/cat', { host: 'a.test', 'accept-language': 'en', 'sec-fetch-dest': 'document' }))).not.toBe(base);
    expect(pageCacheKey(request('/ja/pets/cat', { host: 'a.test', 'accept-language': 'en' }))).not.toBe(base);
    const signedIn = (value: string) => pageCacheKey(request('/pets/cat', { host: 'a.test', cookie: `${SESSION_COOKIE}=${value}` }));
    expect(signedIn('a')).toBe(signedIn('b'));
    expect(signedIn('a')).not.toBe(pageCacheKey(request('/pets/cat', { host: 'a.test' })));
  });

  it.each(['http://a.test/pets/cat', '*', '/pets/cat?x=1', '/pets/cat?'])('sends %s to Next', (url) => {
    expect(pageCacheKey(request(url))).toBeNull();
  });
});
