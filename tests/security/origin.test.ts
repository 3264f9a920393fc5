import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendsToRun } from '../helpers/backends';
import { startHarness, uniqueEmail, uniqueIp, type Harness } from '../helpers/harness';

// A state-changing request's Origin must be one of ours in scheme, host and port: an http:// page
// of the site's own name is what a network attacker can inject, so it must not pass for the https site.
const backends = await backendsToRun();
const SITE = 'https://colorwell.example';

describe.each(backends)('the origin check on %s', (kind) => {
  describe('published as https (APP_URL), no proxy in front', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness(kind, { APP_URL: SITE, TRUSTED_PROXIES: '' });
    });
    afterAll(async () => h?.close());

    const forgot = (headers: Record<string, string>) => h.api('POST', '/common-api/v1/forgot-password', { email: uniqueEmail('origin') }, { headers });

    it.each([
      ['http:// of the same host', { host: 'colorwell.example', origin: 'http://colorwell.example' }],
      ['http:// with the https port', { host: 'colorwell.example', origin: 'http://colorwell.example:443' }],
      ['another port', { host: 'colorwell.example', origin: 'https://colorwell.example:8443' }],
      ['a sub-domain', { host: 'colorwell.example', origin: 'https://evil.colorwell.example' }],
      ['a look-alike suffix', { host: 'colorwell.example', origin: 'https://colorwell.example.evil.test' }],
      ['a null origin (sandboxed frame)', { host: 'colorwell.example', origin: 'null' }],
      ['https claimed by a client that is no proxy', { host: 'other.example', 'x-forwarded-proto': 'https', origin: 'https://other.example' }],
    ])('refuses %s with 403', async (_name, headers) => {
      const res = await forgot(headers);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('This request was refused because it came from another website.');
    });

    it('accepts the https origin of APP_URL', async () => {
      const res = await forgot({ host: 'colorwell.example', origin: SITE });
      expect(res.status).toBe(200);
    });

    it('judges another host name by the scheme the request came in on (plain http here)', async () => {
      const here = new URL(h.server.url);
      expect((await forgot({ origin: `http://${here.host}` })).status).toBe(200);
      expect((await forgot({ origin: `https://${here.host}` })).status).toBe(403);
      expect((await forgot({ origin: `http://${here.hostname}:1` })).status).toBe(403);
    });
  });

  describe('behind a trusted TLS proxy (X-Forwarded-Proto and -Host believed)', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness(kind, { APP_URL: SITE, TRUSTED_PROXIES: '127.0.0.1' });
    });
    afterAll(async () => h?.close());

    const viaProxy = (origin: string) =>
      h.api(
        'POST',
        '/common-api/v1/forgot-password',
        { email: uniqueEmail('proxy') },
        {
          ip: uniqueIp(),
          headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.colorwell.example', origin },
        },
      );

    it('accepts https://the forwarded host and refuses its http:// twin', async () => {
      expect((await viaProxy('https://shop.colorwell.example')).status).toBe(200);
      expect((await viaProxy('http://shop.colorwell.example')).status).toBe(403);
      expect((await viaProxy('https://shop.colorwell.example:444')).status).toBe(403);
    });
  });
});
