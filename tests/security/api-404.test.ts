import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendsToRun } from '../helpers/backends';
import { BUILD_TIMEOUT_MS, startProductionServer, type ProductionServer } from '../helpers/production-server';

// Next decides which route serves a path, so these go through the real web process.
const backends = await backendsToRun();

describe.each(backends)('unknown API paths on %s', (kind) => {
  let site: ProductionServer;
  beforeAll(async () => {
    site = await startProductionServer(kind);
  }, BUILD_TIMEOUT_MS);
  afterAll(async () => site?.close());

  it.each([
    ['GET', '/common-api/v1/no-such-thing'],
    ['GET', '/common-api/v2/login'],
    ['POST', '/common-api/v1/generation/jobs/x/y/z'],
    ['DELETE', '/self-api/v1/nothing-here'],
    ['GET', '/api/users'],
    ['POST', '/api/auth/callback'],
    ['PUT', '/api/..%2F..%2Fetc%2Fpasswd'],
    ['GET', '/common-api/v1/%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ])('%s %s answers the JSON envelope with 404', async (method, path) => {
    const res = await fetch(site.url + path, {
      method,
      headers: { origin: site.url, 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : '{}',
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.json()).toEqual({ code: 404, message: 'We could not find what you were looking for.', data: null });
  });

  it('answers in the reader’s language', async () => {
    const res = await fetch(`${site.url}/api/nope`, { headers: { 'accept-language': 'ja' } });
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('お探しのものが見つかりませんでした。');
  });

  it('leaves real routes and the site’s own 404 page alone', async () => {
    const known = await fetch(`${site.url}/common-api/v1/auth-google/auth-url`);
    expect(known.status).toBe(200);
    expect((await known.json()).code).toBe(200);
    const page = await fetch(`${site.url}/no-such-page`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("object-src 'none'");
  });
});
