import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, resolveClientAddress, stampClientAddress, trustedProxyList } from '@/lib/server/edge/client-address.mjs';
import { backendsToRun } from '../helpers/backends';
import { startHarness, uniqueEmail, uniqueIp, type Harness } from '../helpers/harness';

const backends = await backendsToRun();

describe('the client address behind TRUSTED_PROXIES', () => {
  const none = trustedProxyList([]);
  const proxies = trustedProxyList(['10.0.0.0/8', '192.0.2.7', 'fd00::/8']);

  it.each([
    ['no proxy: a forged chain is ignored', '203.0.113.5', '1.1.1.1, 2.2.2.2', none, '203.0.113.5'],
    ['no proxy: IPv4-mapped IPv6 peer', '::ffff:203.0.113.5', '1.1.1.1', none, '203.0.113.5'],
    ['an untrusted peer naming a trusted proxy', '198.51.100.9', '10.0.0.1', proxies, '198.51.100.9'],
    ['one trusted proxy: the entry it appended', '192.0.2.7', '6.6.6.6, 198.51.100.20', proxies, '198.51.100.20'],
    ['two trusted hops, right to left', '10.1.2.3', '6.6.6.6, 198.51.100.20, 10.9.9.9', proxies, '198.51.100.20'],
    ['a forged trusted entry left of the real client', '10.1.2.3', '10.5.5.5, 198.51.100.20', proxies, '198.51.100.20'],
    ['garbage to the left of the client', '10.1.2.3', 'evil, 198.51.100.20', proxies, '198.51.100.20'],
    ['garbage right of a trusted hop stops the walk', '10.1.2.3', '198.51.100.20, <script>', proxies, '10.1.2.3'],
    ['a trusted proxy without a chain is itself the client', '192.0.2.7', undefined, proxies, '192.0.2.7'],
    ['IPv6 proxy range', 'fd00::1', '2001:db8::99', proxies, '2001:db8::99'],
    ['addresses with ports', '10.1.2.3', '[2001:db8::5]:443, 198.51.100.20:5000', proxies, '198.51.100.20'],
  ])('%s', (_name, peer, chain, trusted, expected) => {
    expect(resolveClientAddress(peer, chain, trusted)).toBe(expected);
  });

  it('drops a forged copy of the internal header and the forwarding headers of an untrusted peer', () => {
    const headers: Record<string, string | string[] | undefined> = {
      [CLIENT_ADDRESS_HEADER]: '1.2.3.4',
      'x-forwarded-for': '1.2.3.4',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      forwarded: 'for=1.2.3.4',
    };
    stampClientAddress(headers, '203.0.113.5', none);
    expect(headers).toEqual({ [CLIENT_ADDRESS_HEADER]: '203.0.113.5' });
  });

  it('keeps the forwarding headers of a trusted proxy', () => {
    const headers: Record<string, string | string[] | undefined> = { 'x-forwarded-for': '198.51.100.20', 'x-forwarded-proto': 'https' };
    stampClientAddress(headers, '10.0.0.2', proxies);
    expect(headers[CLIENT_ADDRESS_HEADER]).toBe('198.51.100.20');
    expect(headers['x-forwarded-proto']).toBe('https');
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address', () => {
    expect(() => trustedProxyList(['proxy.example'])).toThrow(/TRUSTED_PROXIES/);
  });
});

describe.each(backends)('forged addresses against the per-IP limits on %s', (kind) => {
  describe('with no trusted proxy', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness(kind, { TRUSTED_PROXIES: '' });
    });
    afterAll(async () => h?.close());

    it('a new X-Forwarded-For and internal header on every request still hit the peer limit', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const forged = uniqueIp();
        const res = await h.api(
          'POST',
          '/common-api/v1/forgot-password',
          { email: uniqueEmail('forge') },
          {
            headers: { 'x-forwarded-for': forged, [CLIENT_ADDRESS_HEADER]: forged, 'x-real-ip': forged, forwarded: `for=${forged}` },
          },
        );
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses[10]).toBe(429);
    });
  });

  describe('behind a trusted proxy on 127.0.0.1', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness(kind, { TRUSTED_PROXIES: '127.0.0.1' });
    });
    afterAll(async () => h?.close());

    it('counts the address the proxy appended, whatever the client wrote to its left', async () => {
      const client = uniqueIp();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const res = await h.api(
          'POST',
          '/common-api/v1/forgot-password',
          { email: uniqueEmail('chain') },
          {
            headers: { 'x-forwarded-for': `${uniqueIp()}, ${client}`, [CLIENT_ADDRESS_HEADER]: uniqueIp() },
          },
        );
        statuses.push(res.status);
      }
      expect(statuses[10]).toBe(429);
      // Another real client behind the same proxy is not affected.
      const other = await h.api('POST', '/common-api/v1/forgot-password', { email: uniqueEmail('chain') }, { ip: uniqueIp() });
      expect(other.status).toBe(200);
    });
  });
});
