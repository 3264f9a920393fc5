// The Content-Security-Policy of every HTML page, computed from the bytes actually served.
//
// Next.js writes its RSC payload as inline `<script>self.__next_f.push(…)</script>` elements whose
// text differs on every page (and on every render of a dynamic page), React adds inline helpers for
// streamed Suspense boundaries, and our theme script runs before first paint. Public pages are
// static or ISR and served from a shared cache, so a per-request nonce would either force every
// page to render dynamically or be replayed to every reader of the cached copy. Instead the web
// server (scripts/server.mjs) holds each HTML answer until it is complete, hashes the inline
// scripts it contains and names exactly those hashes: a cached page gets the hashes of the bytes it
// is served with, and an injected script (whose text nobody could know in advance) is refused.
// Plain JavaScript, no imports from the app: scripts/server.mjs loads it without a TypeScript loader.
import { createHash } from 'node:crypto';

/** Where each optional third-party service loads from; listed only when that service is configured. */
export const PROVIDER_SOURCES = {
  // Google Identity Services: the script, its stylesheet, and the iframe/XHR it uses for its state.
  google: {
    script: ['https://accounts.google.com/gsi/client'],
    style: ['https://accounts.google.com/gsi/style'],
    connect: ['https://accounts.google.com/gsi/'],
    frame: ['https://accounts.google.com/gsi/'],
  },
  // Sign in with Apple JS (react-apple-signin-auth); the sign-in itself runs in a popup window.
  apple: { script: ['https://appleid.cdn-apple.com'], style: [], connect: [], frame: [] },
  // Cloudflare Turnstile on sign-up: its script renders the challenge in an iframe.
  turnstile: {
    script: ['https://challenges.cloudflare.com'],
    style: [],
    connect: [],
    frame: ['https://challenges.cloudflare.com'],
  },
};

/**
 * The services the browser may load code from, decided from the server's configuration (the same
 * variables that switch each feature on; lib/env.ts has validated them).
 * @param {Record<string, string | undefined>} env
 */
export function configuredProviders(env) {
  return {
    google: Boolean(env.GOOGLE_CLIENT_ID),
    apple: Boolean(env.APPLE_CLIENT_ID),
    turnstile: Boolean(env.TURNSTILE_SITE_KEY),
  };
}

// Script types the browser runs; any other type (application/ld+json, …) is a data block, which
// CSP does not govern and which needs no hash.
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
  'application/x-javascript',
  'text/jscript',
]);

// A script element's content runs to the first `</script` followed by a space, `/` or `>` (the
// HTML tokenizer's rule); React and Next escape `<` inside the payloads they inline, so no payload
// can end an element early or open the "double escaped" state.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/**
 * The 'sha256-…' sources of the inline scripts in `html`, in order of appearance, each once.
 * The hash is of the element's text as UTF-8, exactly as the browser computes it.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(SCRIPT)) {
    const [, attributes, text] = match;
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    const declared = type ? (type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase() : '';
    if (!EXECUTABLE_TYPES.has(declared)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy of one HTML page.
 * - script-src: our own files and the hashed inline scripts, plus the configured sign-in and
 *   challenge providers; no 'unsafe-inline', no 'unsafe-eval', no other origin.
 * - style-src keeps 'unsafe-inline': React writes `style="…"` attributes into the server-rendered
 *   HTML (progress bars, canvas sizes, colour swatches) and react-hot-toast inserts its <style>
 *   element at run time; neither can carry a hash or nonce. Styles cannot run code, so this opens
 *   no script injection, only CSS-based page defacement.
 * - img-src/media-src allow data: and blob: for photo previews, canvas exports and QR codes made on
 *   the device; worker-src blob: for the same reason (workers themselves are same-origin files).
 * @param {{ google?: boolean, apple?: boolean, turnstile?: boolean }} providers
 * @param {readonly string[]} hashes
 * @returns {string}
 */
export function contentSecurityPolicy(providers, hashes = []) {
  const enabled = Object.entries(PROVIDER_SOURCES)
    .filter(([name]) => providers[/** @type {keyof typeof providers} */ (name)])
    .map(([, sources]) => sources);
  const from = (/** @type {'script' | 'style' | 'connect' | 'frame'} */ kind) => enabled.flatMap((s) => s[kind]);
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...from('script')]],
    ['style-src', ["'self'", "'unsafe-inline'", ...from('style')]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...from('connect')]],
    ['media-src', ["'self'", 'blob:']],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', from('frame').length ? from('frame') : ["'none'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${/** @type {string[]} */ (values).join(' ')}`).join('; ');
}

/**
 * Holds every `text/html` answer until it is complete, then sends it with the policy naming the
 * hashes of its inline scripts. Other answers pass through untouched. A 304 carries no policy:
 * it refreshes the headers of the browser's stored copy, whose own policy matches its bytes.
 * Install it on `res` after any compression layer, so it sees the bytes before they are encoded.
 * @param {import('node:http').ServerResponse} res
 * @param {{ google?: boolean, apple?: boolean, turnstile?: boolean }} providers
 */
export function holdHtmlForPolicy(res, providers) {
  const original = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
    flush: /** @type {{ flush?: () => void }} */ (/** @type {unknown} */ (res)).flush,
  };
  /** @type {'undecided' | 'hold' | 'pass'} */
  let mode = 'undecided';
  /** @type {Buffer[]} */
  const chunks = [];

  const decide = (/** @type {unknown} */ contentType) => {
    if (mode !== 'undecided') return mode;
    const type = String(contentType ?? res.getHeader('content-type') ?? '').toLowerCase();
    mode = type.startsWith('text/html') ? 'hold' : 'pass';
    return mode;
  };
  const toBuffer = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
    if (chunk === undefined || chunk === null) return null;
    if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8');
    return Buffer.from(/** @type {Uint8Array} */ (chunk));
  };
  const callbackOf = (/** @type {unknown[]} */ args) => /** @type {(() => void) | undefined} */ (args.find((a) => typeof a === 'function'));

  // @ts-expect-error -- the overloads of writeHead are kept by passing the arguments through
  res.writeHead = function writeHead(statusCode, ...rest) {
    const headers = rest.find((r) => r && typeof r === 'object');
    const declared = Array.isArray(headers) ? undefined : headers && Object.entries(headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1];
    if (decide(declared) === 'pass') return original.writeHead.call(this, statusCode, ...rest);
    this.statusCode = statusCode;
    if (headers && !Array.isArray(headers)) for (const [key, value] of Object.entries(headers)) this.setHeader(key, value);
    return this;
  };
  res.flushHeaders = function flushHeaders() {
    if (decide(undefined) === 'pass') return original.flushHeaders.call(this);
  };
  if (original.flush) {
    /** @type {{ flush?: () => void }} */ (/** @type {unknown} */ (res)).flush = function flush() {
      if (decide(undefined) === 'pass') return original.flush?.call(this);
    };
  }
  // @ts-expect-error -- see writeHead
  res.write = function write(chunk, ...rest) {
    if (decide(undefined) === 'pass') return original.write.call(this, chunk, ...rest);
    const buffer = toBuffer(chunk, rest[0]);
    if (buffer) chunks.push(buffer);
    const callback = callbackOf(rest);
    if (callback) process.nextTick(callback);
    return true;
  };
  // @ts-expect-error -- see writeHead
  res.end = function end(chunk, ...rest) {
    if (typeof chunk === 'function') {
      rest.unshift(chunk);
      chunk = undefined;
    }
    if (decide(undefined) === 'pass') return original.end.call(this, chunk, ...rest);
    const buffer = toBuffer(chunk, typeof rest[0] === 'string' ? rest[0] : undefined);
    if (buffer) chunks.push(buffer);
    const body = Buffer.concat(chunks);
    if (this.statusCode === 304) {
      this.removeHeader('content-security-policy');
    } else {
      const hashes = inlineScriptHashes(body.toString('utf8'));
      this.setHeader('content-security-policy', contentSecurityPolicy(providers, hashes));
    }
    // From here on everything passes: Node and the compression layer call writeHead themselves
    // (through _implicitHeader) while sending what is released now.
    mode = 'pass';
    const callback = callbackOf(rest);
    return body.length ? original.end.call(this, body, callback) : original.end.call(this, callback);
  };
}
