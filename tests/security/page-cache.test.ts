import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '@/lib/server/edge/content-security-policy.mjs';
import { BUILD_TIMEOUT_MS, startProductionServer, type ProductionServer } from '../helpers/production-server';

// The web server's page cache on the real build: what it sends again is what Next sent, and it never
// keeps what belongs to one visitor. Which answers came from it is read from the request log lines.

const ITEM = '/pets/cat-playing-with-a-ball';

type Answer = { status: number; headers: Record<string, string>; body: Buffer; text: string; fromCache: boolean };

let site: ProductionServer;
beforeAll(async () => {
  site = await startProductionServer('pglite');
}, BUILD_TIMEOUT_MS);
afterAll(async () => site?.close());

/** The log line of a request, once the server has written it. */
async function logLineOf(requestId: string): Promise<Record<string, unknown>> {
  for (let i = 0; i < 200; i++) {
    const line = site.process
      .stdout()
      .split('\n')
      .find((l) => l.includes(`"request_id":"${requestId}"`));
    if (line) return JSON.parse(line);
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no log line for ${requestId}`);
}

/** A GET that keeps the bytes as sent (fetch would decompress them), as a browser asks for a page. */
async function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const answer = await new Promise<Omit<Answer, 'fromCache'>>((resolve, reject) => {
    const req = request(site.url + path, { headers: { 'accept-language': 'en', 'accept-encoding': 'gzip', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const flat: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) flat[k] = Array.isArray(v) ? v.join(' | ') : String(v);
        const text = flat['content-encoding'] === 'gzip' ? gunzipSync(body).toString('utf8') : body.toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: flat, body, text });
      });
    });
    req.on('error', reject);
    req.end();
  });
  const line = await logLineOf(answer.headers['x-request-id']);
  return { ...answer, fromCache: line.page_cache === 'hit' };
}

/** The headers that say what was sent, without those of one connection or one request. */
function answerHeaders(headers: Record<string, string>) {
  const { date, 'x-request-id': id, 'transfer-encoding': te, 'content-length': length, connection, 'keep-alive': keepAlive, ...rest } = headers;
  void [date, id, te, length, connection, keepAlive];
  return rest;
}

describe('the page cache of the web server', () => {
  it('sends a public page again as Next sent it: the same bytes, headers and policy', async () => {
    const fromNext = await get(ITEM);
    const again = await get(ITEM);
    expect(fromNext.fromCache).toBe(false);
    expect(again.fromCache).toBe(true);
    expect(again.status).toBe(200);
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(again.body.equals(fromNext.body)).toBe(true);
    expect(answerHeaders(again.headers)).toEqual(answerHeaders(fromNext.headers));
    expect(again.headers['cache-control']).toMatch(/^public, s-maxage=/);
    // The policy names exactly the inline scripts of the bytes served.
    const hashes = again.headers['content-security-policy'].match(/'sha256-[^']+'/g) ?? [];
    expect(new Set(hashes)).toEqual(new Set(inlineScriptHashes(again.text)));
    expect(hashes.length).toBeGreaterThan(0);
  });

  it('answers a matching If-None-Match with the 304 Next gives', async () => {
    const page = await get('/ja/pets', { 'accept-language': 'ja' });
    const etag = page.headers.etag;
    expect(etag).toBeTruthy();
    // Next's 304 for the same page, to a request the cache has not seen (uncompressed).
    const fromNext = await get('/ja/pets', { 'accept-language': 'ja', 'accept-encoding': 'identity', 'if-none-match': etag });
    const fromCache = await get('/ja/pets', { 'accept-language': 'ja', 'if-none-match': etag });
    expect([fromNext.fromCache, fromCache.fromCache]).toEqual([false, true]);
    expect([fromNext.status, fromCache.status]).toEqual([304, 304]);
    expect(answerHeaders(fromCache.headers)).toEqual(answerHeaders(fromNext.headers));
    expect(fromCache.headers['content-security-policy']).toBeUndefined();
  });

  it('gives signed-in visitors the page everyone gets, and never an answer of another visitor’s own pages', async () => {
    const alice = await site.signedInCookie();
    const bob = await site.signedInCookie();
    const anonymous = await get('/de/pets/cat-playing-with-a-ball', { 'accept-language': 'de' });
    const aliceFirst = await get('/de/pets/cat-playing-with-a-ball', { 'accept-language': 'de', cookie: alice });
    const bobAfter = await get('/de/pets/cat-playing-with-a-ball', { 'accept-language': 'de', cookie: bob });
    // The signed-in visitor's request does not take the copy kept for a signed-out one.
    expect(aliceFirst.fromCache).toBe(false);
    expect(bobAfter.fromCache).toBe(true);
    // And the shared page names nobody: the same bytes whoever asked.
    expect(aliceFirst.body.equals(anonymous.body)).toBe(true);
    expect(bobAfter.body.equals(anonymous.body)).toBe(true);

    for (const path of ['/profile', '/dashboard/creations', '/self-api/v1/user']) {
      const a = await get(path, { cookie: alice, 'x-platform': 'web' });
      const b = await get(path, { cookie: bob, 'x-platform': 'web' });
      const b2 = await get(path, { cookie: bob, 'x-platform': 'web' });
      expect([a.status, b.status], path).toEqual([200, 200]);
      expect([a.fromCache, b.fromCache, b2.fromCache], path).toEqual([false, false, false]);
      expect(b.headers['cache-control'], path).toMatch(/private|no-store/);
    }
  });

  it.each([
    ['/online-coloring', {}],
    ['/gallery', {}],
    ['/login', {}],
    ['/common-api/v1/catalogue/letter-a/preview', {}],
    [`${ITEM}?utm_source=newsletter`, {}],
    [ITEM, { referer: 'https://www.pinterest.com/' }],
    [ITEM, { rsc: '1' }],
    ['/ko/pets', {}],
  ] as const)('never answers %s %j from memory', async (path, headers) => {
    const answers = [await get(path, headers), await get(path, headers)];
    expect(answers.map((a) => a.fromCache)).toEqual([false, false]);
  });

  it('sends a signed-in visitor away from a guest-only page, whoever asked before', async () => {
    expect((await get('/login')).status).toBe(200);
    const signedIn = await get('/login', { cookie: await site.signedInCookie() });
    expect(signedIn.status).toBe(307);
  });
});
