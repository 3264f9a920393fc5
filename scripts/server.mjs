// The production HTTP server: Next's request handler behind a plain Node server, so every request
// carries the client's address taken from the TCP socket (route handlers never see the socket), an
// X-Request-Id and one JSON log line, every HTML page its Content-Security-Policy (hashes of the
// inline scripts of the bytes served), a public page asked for again within a few seconds is sent
// from memory (lib/server/edge/answer-layers.mjs), and SIGTERM stops the process gracefully.
// Started by scripts/start.mjs (`npm start`) once the build is there.
import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
import { answerLayers } from '../lib/server/edge/answer-layers.mjs';
import { markClientAddressStamped, splitTrustedProxies, stampClientAddress, trustedProxyList } from '../lib/server/edge/client-address.mjs';
import { configuredProviders } from '../lib/server/edge/content-security-policy.mjs';
import { createPageCache } from '../lib/server/edge/page-cache.mjs';
import { forgetPagesOfAnotherAddress } from '../lib/server/edge/route-cache-address.mjs';
import { processLogger } from '../lib/server/operations/logger.mjs';
import { observeRequests, stopGracefullyOnSignals } from '../lib/server/operations/http-server.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const port = Number(process.env.PORT || 3000);

forgetPagesOfAnotherAddress(path.join(root, '.next'), process.env.APP_URL ?? '');

// prepare() loads next.config.ts, which validates the whole configuration (lib/env-schema.ts) first.
const app = next({ dev: false, dir: root, port });
await app.prepare();
const handle = app.getRequestHandler();
await openBeforeServing(handle);
// TypeScript cannot load here; lib/env-schema.ts has checked TRUSTED_PROXIES with this same parser.
const trustedProxies = trustedProxyList(splitTrustedProxies(process.env.TRUSTED_PROXIES));
markClientAddressStamped();

// Checked by lib/env-schema.ts (through next.config.ts) before we get here, like TRUSTED_PROXIES.
const level = process.env.LOG_LEVEL || 'info';
const graceMs = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 20) * 1000;
// The sign-in and challenge providers whose scripts pages may load (also validated by lib/env-schema.ts).
const providers = configuredProviders(process.env);
// PAGE_CACHE=off sends every request to Next (to measure without it, or to rule it out).
const pages = process.env.PAGE_CACHE === 'off' ? null : createPageCache();
const beforeNext = (/** @type {import('node:http').IncomingMessage} */ req) => stampClientAddress(req.headers, req.socket.remoteAddress, trustedProxies);

/**
 * Next runs instrumentation.ts's register() (which opens the database and the queue: PGlite's opening
 * holds the event loop) on the first request it handles, not in prepare(). One request to /healthz on a
 * loopback port, before the site's port opens, does that first, so the first visitor does not wait
 * behind it. @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>} handler
 */
async function openBeforeServing(handler) {
  const probe = createServer((req, res) => void handler(req, res));
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (probe.address());
  try {
    await fetch(`http://127.0.0.1:${address.port}/healthz`, { signal: AbortSignal.timeout(10 * 60_000) }).then((response) => response.arrayBuffer());
  } catch {
    // The site starts anyway; the first request there runs the same start-up and reports what fails.
  } finally {
    probe.closeAllConnections();
    await new Promise((resolve) => probe.close(() => resolve(undefined)));
  }
}

export const server = createServer(observeRequests(answerLayers(handle, { providers, pages, beforeNext }), { level }));
// A client or proxy reuses an idle connection until its own idle timeout; if the server closes first
// (Node's default is 5 s), a request sent in that instant meets a reset. Keeping connections longer
// than the usual proxy idle timeout (60 s) leaves the closing to the other side.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
stopGracefullyOnSignals(server, { graceMs, level });

server.listen(port, () => {
  processLogger(level).info({ port, url: `http://localhost:${port}` }, 'web process serving');
});
