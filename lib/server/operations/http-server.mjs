// What the production HTTP server (scripts/server.mjs) adds around Next's request handler: a request
// id and one JSON log line per request, and a graceful stop on SIGTERM. Plain JavaScript for Node,
// loaded before Next; types are in http-server.d.mts.
import { randomUUID } from 'node:crypto';
import { processLogger } from './logger.mjs';
import { isDraining, markDraining, requestContext, runShutdownHooks } from './process-state.mjs';

// A caller's own id is kept when it is plausible (a proxy's id lets its log and ours be joined).
const INCOMING_ID = /^[A-Za-z0-9._:-]{8,100}$/;
// Built files and health checks are logged at debug: at info they would drown the requests that matter.
const QUIET = /^\/(_next\/(static|image)|healthz$|readyz$|favicon)/;

/**
 * Wraps a Node request listener: gives each request an X-Request-Id (also passed on to the app as a
 * request header), runs it inside the request context, and logs one line when the answer is sent —
 * the path without its query (which may carry tokens), never headers, cookies or bodies.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} listener
 * @param {{ level?: string }} [options]
 */
export function observeRequests(listener, options = {}) {
  const log = processLogger(options.level);
  return (/** @type {import('node:http').IncomingMessage} */ req, /** @type {import('node:http').ServerResponse} */ res) => {
    const started = process.hrtime.bigint();
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    req.headers['x-request-id'] = requestId;
    res.setHeader('X-Request-Id', requestId);
    // While draining, each answer closes its connection, so keep-alive clients reconnect elsewhere.
    if (isDraining()) res.setHeader('Connection', 'close');
    const context = { requestId, userId: /** @type {string | undefined} */ (undefined), pageCache: /** @type {'hit' | undefined} */ (undefined) };
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const route = (req.url ?? '/').split('?')[0];
      const line = {
        request_id: requestId,
        method: req.method,
        route,
        status: res.headersSent ? res.statusCode : 499,
        duration_ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        user: context.userId,
        page_cache: context.pageCache,
        aborted: !res.writableFinished || undefined,
      };
      if (QUIET.test(route)) log.debug(line, 'request');
      else if (line.status >= 500) log.error(line, 'request');
      else log.info(line, 'request');
    };
    res.once('finish', done);
    res.once('close', done);
    requestContext().run(context, () => listener(req, res));
  };
}

/**
 * On SIGTERM or SIGINT: readiness turns 503, the server stops accepting connections, requests in
 * flight get up to `graceMs` to finish, then the shutdown hooks (in-process worker, queue,
 * database) get what is left of it, and the process exits.
 * @param {import('node:http').Server} server
 * @param {{ graceMs: number, level?: string }} options
 */
export function stopGracefullyOnSignals(server, options) {
  const log = processLogger(options.level);
  const inFlight = new Set();
  server.on('request', (req, res) => {
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  let stopping = false;
  const stop = async (/** @type {string} */ signal) => {
    if (stopping) return;
    stopping = true;
    const deadline = Date.now() + options.graceMs;
    markDraining();
    log.info({ signal, in_flight: inFlight.size, grace_ms: options.graceMs }, 'web process stopping: no new connections, finishing requests in flight');
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    while (inFlight.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    if (inFlight.size > 0) log.warn({ cut: inFlight.size }, 'grace period over: cutting the requests still running');
    server.closeAllConnections();
    await closed;
    await runShutdownHooks(deadline);
    log.info('web process stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
