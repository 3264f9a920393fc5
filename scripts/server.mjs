// The production HTTP server: Next's request handler behind a plain Node server, so every request
// carries the client's address taken from the TCP socket (route handlers never see the socket).
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

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const port = Number(process.env.PORT || 3000);

// prepare() loads next.config.ts, which validates the whole configuration (lib/env.ts) first.
const app = next({ dev: false, dir: root, port });
await app.prepare();
const handle = app.getRequestHandler();
// TypeScript cannot load here; lib/env.ts has checked TRUSTED_PROXIES with this same parser.
const trustedProxies = trustedProxyList(splitTrustedProxies(process.env.TRUSTED_PROXIES));
markClientAddressStamped();

export const server = createServer((req, res) => {
  stampClientAddress(req.headers, req.socket.remoteAddress, trustedProxies);
  void handle(req, res);
});

server.listen(port, () => {
  console.log(`[colorwell] serving http://localhost:${port}`);
});
