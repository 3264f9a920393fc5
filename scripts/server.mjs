// The production HTTP server: Next's request handler behind a plain Node server, so every request
// carries the client's address taken from the TCP socket (route handlers never see the socket), an
// X-Request-Id and one JSON log line, and SIGTERM stops the process gracefully.
// Started by scripts/start.mjs (`npm start`) once the build is there.
import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
import {
  markClientAddressStamped,
  splitTrustedProxies,
  stampClientAddress,
  trustedProxyList,
} from '../lib/server/edge/client-address.mjs';
import { processLogger } from '../lib/server/operations/logger.mjs';
import { observeRequests, stopGracefullyOnSignals } from '../lib/server/operations/http-server.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const port = Number(process.env.PORT || 3000);

// prepare() loads next.config.ts, which validates the whole configuration (lib/env.ts) first.
const app = next({ dev: false, dir: root, port });
await app.prepare();
const handle = app.getRequestHandler();
// TypeScript cannot load here; lib/env.ts has checked TRUSTED_PROXIES with this same parser.
const trustedProxies = trustedProxyList(splitTrustedProxies(process.env.TRUSTED_PROXIES));
markClientAddressStamped();

// Checked by lib/env.ts (through next.config.ts) before we get here, like TRUSTED_PROXIES.
const level = process.env.LOG_LEVEL || 'info';
const graceMs = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 20) * 1000;

export const server = createServer(
  observeRequests((req, res) => {
    stampClientAddress(req.headers, req.socket.remoteAddress, trustedProxies);
    void handle(req, res);
  }, { level }),
);
stopGracefullyOnSignals(server, { graceMs, level });

server.listen(port, () => {
  processLogger(level).info({ port, url: `http://localhost:${port}` }, 'web process serving');
});
