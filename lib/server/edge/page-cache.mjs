// Finished answers of public pages, kept in memory by the web server (scripts/server.mjs).
//
// A public page leaves Next's incremental cache the same for every visitor, yet each answer still
// passed through the middleware, Next's routing and cache lookup, the policy's hashing of the inline
// scripts and gzip: most of the CPU a request costs. This keeps the answer as it was sent (the
// compressed bytes, the policy naming their hashes, the ETag) and sends it again to any request that
// would get the same answer, for a few seconds at a time; then one request goes through Next again,
// so Next's own revalidation of the page (time-based or on demand) keeps its course, and what it
// serves next replaces the copy here. The copy never outlives the answer's own s-maxage.
//
// "Would get the same answer" is decided on the request alone, before Next sees it: the key holds
// every request input the answer depends on (the path, the headers the edge reads, the cookies), and
// a request that may get another kind of answer (a query string, Next's router headers, a
// conditional other than If-None-Match, a referer from another site, which earns the utm cookie)
// always goes through. Only answers that prove themselves shared are kept: 200 HTML that Next served
// from its incremental cache (x-nextjs-cache: HIT), marked public by the middleware, setting no
// cookie, varying on nothing the key lacks.
// Plain JavaScript, no imports from the app but the cookie names: scripts/server.mjs loads it
// without a TypeScript loader. Types are in page-cache.d.mts.
import fresh from 'next/dist/compiled/fresh/index.js';
import { LOGIN_FLAG_COOKIE, REF_COOKIE, SECURE_SESSION_COOKIE, SESSION_COOKIE, UTM_COOKIE } from '../../api/cookie-names.mjs';

/** Request headers the edge reads to choose the answer of a page: each is part of the key. */
export const KEYED_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'accept-encoding', 'accept-language', 'sec-fetch-dest'];

// A session cookie changes nothing on a shared page, but the edge redirects signed-in visitors away
// from guest-only pages: the key says whether there is one, never whose.
const SESSION_COOKIES = new Set([SESSION_COOKIE, SECURE_SESSION_COOKIE]);
// The browser's own sign-in flag, and the referral and utm cookies, whose only effect at the edge is
// that it does not set them again (it sets them only for a query or another site's referer, which
// never use the cache). Every other cookie is part of the key as it is, whatever it means.
const UNKEYED_COOKIES = new Set([LOGIN_FLAG_COOKIE, REF_COOKIE, UTM_COOKIE]);

// Headers that ask Next for something other than the page's HTML (the router's RSC payloads,
// on-demand revalidation, internal routing) or a conditional or partial answer the cache does not make.
const PASS_HEADER =
  /^(rsc$|next-|x-middleware-|x-nextjs-|x-invoke-|x-prerender-revalidate$|x-matched-path$|x-now-route-matches$|range$|if-match$|if-range$|if-modified-since$|if-unmodified-since$|authorization$)/;

// What an answer may vary on: the key's headers, and those whose presence sends a request past the cache.
const KNOWN_VARY = new Set([...KEYED_HEADERS, 'rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url']);

// Per connection or per request: never copied from one answer to another.
const UNCOPIED_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'x-request-id']);
// What a 304 leaves out: it has no body, and its policy is the one of the browser's stored copy.
const NOT_IN_304 = new Set(['content-type', 'content-encoding', 'content-security-policy']);

/** A few seconds: a changed page reaches visitors this much later than Next serves it. */
export const DEFAULT_FRESH_MS = 10_000;
// While one request fetches the page again, the others get the expired copy up to this much longer.
const REFRESH_GRACE_MS = 30_000;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

/** @param {string | string[] | undefined} value */
const one = (value) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));

/**
 * The cookies of a request as the key sees them.
 * @param {string} header
 */
function cookiePart(header) {
  let signedIn = false;
  const kept = [];
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    const name = (at < 0 ? pair : pair.slice(0, at)).trim();
    if (!name) continue;
    if (SESSION_COOKIES.has(name)) signedIn = true;
    else if (!UNKEYED_COOKIES.has(name)) kept.push(pair.trim());
  }
  return `${signedIn ? 'signed-in' : 'signed-out'}\n${kept.sort().join('; ')}`;
}

/** @param {import('node:http').IncomingHttpHeaders} headers */
function sameSiteReferer(headers) {
  const referer = one(headers.referer);
  if (!referer) return true;
  const host = one(headers['x-forwarded-host'] ?? headers.host)
    .split(',')[0]
    .trim();
  try {
    return new URL(referer).host === host;
  } catch {
    return false;
  }
}

/**
 * The cache key of a request, or null when the request must go to Next.
 * @param {import('node:http').IncomingMessage} req
 * @returns {string | null}
 */
export function pageCacheKey(req) {
  if (req.method !== 'GET' || !req.url || !req.url.startsWith('/') || req.url.includes('?')) return null;
  for (const name of Object.keys(req.headers)) if (PASS_HEADER.test(name)) return null;
  if (!sameSiteReferer(req.headers)) return null;
  const parts = [req.url];
  for (const name of KEYED_HEADERS) parts.push(one(req.headers[name]));
  parts.push(cookiePart(one(req.headers.cookie)));
  return parts.join('\n');
}

/**
 * How long an answer may be kept, in ms, or 0 when it must not be.
 * @param {number} status
 * @param {import('node:http').OutgoingHttpHeaders} headers
 * @param {number} freshMs
 */
export function keepableFor(status, headers, freshMs) {
  if (status !== 200) return 0;
  if (
    !one(/** @type {string} */ (headers['content-type']))
      .toLowerCase()
      .startsWith('text/html')
  )
    return 0;
  if (one(/** @type {string} */ (headers['x-nextjs-cache'])) !== 'HIT') return 0;
  if (headers['set-cookie'] !== undefined) return 0;
  const cacheControl = one(/** @type {string} */ (headers['cache-control'])).toLowerCase();
  const directives = new Set(cacheControl.split(',').map((d) => d.trim().split('=')[0]));
  if (!directives.has('public') || directives.has('private') || directives.has('no-store') || directives.has('no-cache')) return 0;
  const sMaxAge = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0);
  if (!(sMaxAge > 0)) return 0;
  const vary = one(/** @type {string} */ (headers.vary))
    .toLowerCase()
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (vary.some((name) => !KNOWN_VARY.has(name))) return 0;
  return Math.min(freshMs, sMaxAge * 1000);
}

/**
 * @typedef {{ headers: Array<[string, import('node:http').OutgoingHttpHeader]>, notModified: Array<[string, import('node:http').OutgoingHttpHeader]>,
 *   body: Buffer, etag: string | undefined, storedAt: number, freshMs: number, refreshingSince: number }} Entry
 */

/**
 * The cache of one web process.
 * @param {{ freshMs?: number, maxBytes?: number, now?: () => number }} [options]
 */
export function createPageCache(options = {}) {
  const freshMs = options.freshMs ?? DEFAULT_FRESH_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const now = options.now ?? Date.now;
  /** Least recently used first. @type {Map<string, Entry>} */
  const entries = new Map();
  let bytes = 0;

  const forget = (/** @type {string} */ key) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };
  const store = (/** @type {string} */ key, /** @type {Entry} */ entry) => {
    forget(key);
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  };

  return {
    /** How many answers are kept and their bytes. */
    size: () => ({ entries: entries.size, bytes }),
    /** Forgets every answer. */
    clear: () => {
      entries.clear();
      bytes = 0;
    },

    /**
     * Sends the kept answer for `key` when there is a usable one (a 304 when the request's
     * If-None-Match names it, as Next would); false when the request must go to Next. A request that
     * finds its answer expired goes to Next to fetch it again, while the others still get the copy.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {string} key
     */
    serve(req, res, key) {
      const entry = entries.get(key);
      if (!entry) return false;
      const t = now();
      const age = t - entry.storedAt;
      if (age >= entry.freshMs) {
        if (age >= entry.freshMs + REFRESH_GRACE_MS) {
          forget(key);
          return false;
        }
        if (!entry.refreshingSince || t - entry.refreshingSince >= REFRESH_GRACE_MS) {
          entry.refreshingSince = t;
          return false;
        }
      }
      entries.delete(key);
      entries.set(key, entry);
      const notModified = entry.etag !== undefined && fresh(req.headers, { etag: entry.etag });
      for (const [name, value] of notModified ? entry.notModified : entry.headers) res.setHeader(name, value);
      if (notModified) {
        res.writeHead(304);
        res.end();
      } else {
        res.setHeader('Content-Length', entry.body.length);
        res.writeHead(200);
        res.end(entry.body);
      }
      return true;
    },

    /**
     * Watches the answer Next gives to a request with this key and keeps it when it may be shared.
     * Install it on `res` before any layer that wraps `write`/`end` (compression, the policy), so it
     * sees the bytes and headers exactly as they go out.
     * @param {import('node:http').ServerResponse} res
     * @param {string} key
     */
    record(res, key) {
      const original = { writeHead: res.writeHead, write: res.write, end: res.end };
      /** @type {Buffer[] | null} */
      let chunks = null;
      let size = 0;
      let keepMs = 0;
      /** @type {Array<[string, import('node:http').OutgoingHttpHeader]>} */
      let headers = [];
      const refused = () => {
        chunks = null;
        // An expired copy whose page is no longer shareable must not be served any longer.
        forget(key);
      };
      const collect = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
        if (!chunks || chunk === undefined || chunk === null || typeof chunk === 'function') return;
        const buffer =
          typeof chunk === 'string'
            ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
            : Buffer.from(/** @type {Uint8Array} */ (chunk));
        size += buffer.length;
        if (size > MAX_ENTRY_BYTES) refused();
        else chunks.push(buffer);
      };

      // @ts-expect-error -- the overloads of writeHead are kept by passing the arguments through
      res.writeHead = function writeHead(statusCode, ...rest) {
        const given = rest.find((r) => r && typeof r === 'object');
        if (given && !Array.isArray(given)) {
          // Set one by one so that the response's own headers hold them all when they are read below.
          for (const [name, value] of Object.entries(given)) if (value !== undefined) this.setHeader(name, value);
        }
        const result = original.writeHead.call(this, statusCode, ...rest);
        keepMs = Array.isArray(given) ? 0 : keepableFor(statusCode, this.getHeaders(), freshMs);
        if (keepMs > 0) {
          headers = this.getRawHeaderNames()
            .filter((name) => !UNCOPIED_HEADERS.has(name.toLowerCase()))
            .map((name) => [name, /** @type {import('node:http').OutgoingHttpHeader} */ (this.getHeader(name))]);
          chunks = [];
        }
        return result;
      };
      // @ts-expect-error -- see writeHead
      res.write = function write(chunk, ...rest) {
        // The first write sends the headers (writeHead above), which starts the collection.
        const result = original.write.call(this, chunk, ...rest);
        collect(chunk, rest[0]);
        return result;
      };
      // @ts-expect-error -- see writeHead
      res.end = function end(chunk, ...rest) {
        const result = original.end.call(this, chunk, ...rest);
        // end() may call writeHead itself (a body sent in one piece), so collect afterwards.
        collect(chunk, rest[0]);
        if (!chunks) {
          if (keepMs === 0) refused();
          return result;
        }
        const body = Buffer.concat(chunks);
        chunks = null;
        const etag = /** @type {string | undefined} */ (headers.find(([name]) => name.toLowerCase() === 'etag')?.[1]);
        store(key, {
          headers,
          notModified: notModifiedHeaders(headers),
          body,
          etag,
          storedAt: now(),
          freshMs: keepMs,
          refreshingSince: 0,
        });
        return result;
      };
      // A request cut off before its answer was complete leaves the expired copy to the next one.
      res.once('close', () => {
        const entry = entries.get(key);
        if (!res.writableFinished && entry) entry.refreshingSince = 0;
      });
    },
  };
}

/**
 * The headers Next sends with a 304 for the same page: those of the 200 without the body's, and
 * without Accept-Encoding in Vary, which the compression layer adds only to answers it compresses.
 * @param {Array<[string, import('node:http').OutgoingHttpHeader]>} headers
 */
function notModifiedHeaders(headers) {
  /** @type {Array<[string, import('node:http').OutgoingHttpHeader]>} */
  const out = [];
  for (const [name, value] of headers) {
    const lower = name.toLowerCase();
    if (NOT_IN_304.has(lower)) continue;
    if (lower !== 'vary') {
      out.push([name, value]);
      continue;
    }
    const rest = String(value)
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v && v.toLowerCase() !== 'accept-encoding');
    if (rest.length) out.push([name, rest.join(', ')]);
  }
  return out;
}
