import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from '@/lib/server/edge/content-security-policy.mjs';
import { backendsToRun } from '../helpers/backends';
import { BUILD_TIMEOUT_MS, startProductionServer, type ProductionServer } from '../helpers/production-server';

const backends = await backendsToRun();

/** directive → its sources. */
function parsePolicy(header: string | null): Map<string, string[]> {
  expect(header, 'Content-Security-Policy header').toBeTruthy();
  const directives = new Map<string, string[]>();
  for (const part of header!.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** What the browser would run inline: scripts without src whose type is JavaScript (or none). */
function inlineScriptsOf(html: string): string[] {
  const out: string[] = [];
  for (const [, attrs, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc=/i.test(attrs)) continue;
    const type = /\stype="([^"]*)"/i.exec(attrs)?.[1];
    if (type && !/^(text\/javascript|module)$/i.test(type)) continue;
    out.push(text);
  }
  return out;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The checks every HTML page's policy passes, and that each inline script of the page is allowed by hash. */
function expectPolicyFor(html: string, header: string | null) {
  const policy = parsePolicy(header);
  const scriptSrc = policy.get('script-src')!;
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(scriptSrc).not.toContain("'strict-dynamic'");
  // No other origin may serve scripts when no sign-in provider is configured.
  expect(scriptSrc.filter((s) => /^(https?:|\*|data:|blob:)/.test(s))).toEqual([]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  const scripts = inlineScriptsOf(html);
  // Next's RSC payload is inline: a page without it would mean the check looked at nothing.
  expect(scripts.some((s) => s.includes('self.__next_f'))).toBe(true);
  for (const script of scripts) expect(scriptSrc, `hash of inline script ${script.slice(0, 60)}…`).toContain(sha256(script));
  // Exactly the page's own scripts: nothing else is allowed inline.
  const hashes = scriptSrc.filter((s) => s.startsWith("'sha256-"));
  expect(new Set(hashes)).toEqual(new Set(scripts.map(sha256)));
}

describe('inline script hashes', () => {
  it('hashes executable inline scripts only, each once, as the browser does', () => {
    const html = [
      '<script>self.__next_f.push([1,"a"])</script>',
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<SCRIPT type="module">import("/x.js")</SCRIPT >',
      '<script>self.__next_f.push([1,"a"])</script>',
      '<script data-src="x">é – ünïcode</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha256('self.__next_f.push([1,"a"])'), sha256('import("/x.js")'), sha256('é – ünïcode')]);
  });

  it('names the configured providers and no others', () => {
    const none = parsePolicy(contentSecurityPolicy({}));
    expect(none.get('frame-src')).toEqual(["'none'"]);
    const google = parsePolicy(contentSecurityPolicy({ google: true }, ["'sha256-abc'"]));
    expect(google.get('script-src')).toEqual(["'self'", "'sha256-abc'", 'https://accounts.google.com/gsi/client']);
    expect(google.get('frame-src')).toEqual(['https://accounts.google.com/gsi/']);
    const apple = parsePolicy(contentSecurityPolicy({ apple: true }));
    expect(apple.get('script-src')).toEqual(["'self'", 'https://appleid.cdn-apple.com']);
  });
});

describe.each(backends)('Content-Security-Policy from the real server on %s', (kind) => {
  let site: ProductionServer;
  let cookie = '';
  beforeAll(async () => {
    site = await startProductionServer(kind);
    cookie = await site.signedInCookie();
  }, BUILD_TIMEOUT_MS);
  afterAll(async () => site?.close());

  it.each(['/', '/de', '/pets/cat-playing-with-a-ball', '/online-coloring', '/login', '/ja/pricing'])(
    'public page %s: a policy whose hashes are exactly its inline scripts',
    async (pathname) => {
      const res = await fetch(site.url + pathname);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expectPolicyFor(await res.text(), res.headers.get('content-security-policy'));
    },
  );

  it('a cached page served again (compressed, too) carries the hashes of the bytes served', async () => {
    const first = await fetch(`${site.url}/pets/cat-playing-with-a-ball`);
    await first.text();
    const again = await fetch(`${site.url}/pets/cat-playing-with-a-ball`, { headers: { 'accept-encoding': 'gzip' } });
    expect(again.headers.get('content-encoding')).toBe('gzip');
    expectPolicyFor(await again.text(), again.headers.get('content-security-policy'));
    // A revalidation answer (304) carries no policy, so the browser keeps the one of its stored copy.
    // (A browser's request: with a language, so the middleware sets no cookie and Next may answer 304.)
    const etag = again.headers.get('etag');
    expect(etag).toBeTruthy();
    const notModified = await fetch(`${site.url}/pets/cat-playing-with-a-ball`, { headers: { 'if-none-match': etag!, 'accept-language': 'en-US' } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-security-policy')).toBeNull();
  });

  it.each(['/dashboard/convert-photo-to-coloring-page', '/dashboard/online-coloring', '/fr/dashboard/creations', '/profile'])(
    'signed-in page %s: the same policy',
    async (pathname) => {
      const res = await fetch(site.url + pathname, { headers: { cookie }, redirect: 'manual' });
      expect(res.status).toBe(200);
      expectPolicyFor(await res.text(), res.headers.get('content-security-policy'));
    },
  );
});
