// The production HTTP server: Next's request handler behind a plain Node server, so every request
// carries the client's address taken from the TCP socket (route handlers never see the socket), an
// X-Request-Id and one JSON log line, every HTML page its Content-Security-Policy (hashes of the
// inline scripts of the bytes served), and SIGTERM stops the process gracefully.
// Started by scripts/start.mjs (`npm start`) once the build is there.
import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
// Next's own copy of the `compression` middleware and its leak guard, which `next start` applies
// itself; next.config.ts turns Next's off so that it runs here, beneath the policy layer.
import compression from 'next/dist/compiled/compression/index.js';
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream.js';
import { markClientAddressStamped, splitTrustedProxies, stampClientAddress, trustedProxyList } from '../lib/server/edge/client-address.mjs';
import { configuredProviders, holdHtmlForPolicy } from '../lib/server/edge/content-security-policy.mjs';
import { processLogger } from '../lib/server/operations/logger.mjs';
import { observeRequests, stopGracefullyOnSignals } from '../lib/server/operations/http-server.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const port = Number(process.env.PORT || 3000);

// prepare() loads next.config.ts, which validates the whole configuration (lib/env-schema.ts) first.
const app = next({ dev: false, dir: root, port });
await app.prepare();
const handle = app.getRequestHandler();
// TypeScript cannot load here; lib/env-schema.ts has checked TRUSTED_PROXIES with this same parser.
const trustedProxies = trustedProxyList(splitTrustedProxies(process.env.TRUSTED_PROXIES));
markClientAddressStamped();

// Checked by lib/env-schema.ts (through next.config.ts) before we get here, like TRUSTED_PROXIES.
const level = process.env.LOG_LEVEL || 'info';
const graceMs = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 20) * 1000;
// The sign-in and challenge providers whose scripts pages may load (also validated by lib/env-schema.ts).
const providers = configuredProviders(process.env);
const compress = compression();
const noop = () => {};

export const server = createServer(
  observeRequests(
    (req, res) => {
      stampClientAddress(req.headers, req.socket.remoteAddress, trustedProxies);
      compress(req, res, noop);
      res.once('close', () => {
        if (!res.writableFinished) releaseCompressionStream(res);
      });
      // Above compression, so the policy is computed from the HTML before it is encoded.
      holdHtmlForPolicy(res, providers);
      void handle(req, res);
    },
    { level },
  ),
);
// A client or proxy reuses an idle connection until its own idle timeout; if the server closes first
// (Node's default is 5 s), a request sent in that instant meets a reset. Keeping connections longer
// than the usual proxy idle timeout (60 s) leaves the closing to the other side.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
stopGracefullyOnSignals(server, { graceMs, level });

server.listen(port, () => {
  processLogger(level).info({ port, url: `http://localhost:${port}` }, 'web process serving');
});
