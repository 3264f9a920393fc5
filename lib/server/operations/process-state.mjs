// State one web process shares between its HTTP server (scripts/server.mjs, plain Node) and the
// Next bundles of the app: the context of the request being served, whether the process is
// draining, and what to stop on shutdown. Kept on globalThis under Symbol.for keys, because the
// server and each Next bundle load their own copy of this module. Types are in process-state.d.mts.
import { AsyncLocalStorage } from 'node:async_hooks';

const CONTEXT = Symbol.for('colorwell.request-context');
const DRAINING = Symbol.for('colorwell.draining');
const HOOKS = Symbol.for('colorwell.shutdown-hooks');

/** @returns {Record<symbol, any>} */
const slots = () => /** @type {any} */ (globalThis);

/** @returns {AsyncLocalStorage<{ requestId: string, userId?: string, pageCache?: 'hit' }>} */
export function requestContext() {
  return (slots()[CONTEXT] ??= new AsyncLocalStorage());
}

/** Records the signed-in user of the request being served, for its log line. @param {string} userId */
export function noteRequestUser(userId) {
  const context = requestContext().getStore();
  if (context) context.userId = userId;
}

/** Records that the web server answered the request from its page cache, for its log line. */
export function notePageCacheHit() {
  const context = requestContext().getStore();
  if (context) context.pageCache = 'hit';
}

/** The X-Request-Id of the request being served, if the HTTP server gave it one. @param {Request} [req] */
export function currentRequestId(req) {
  return requestContext().getStore()?.requestId ?? req?.headers.get('x-request-id') ?? undefined;
}

export function markDraining() {
  slots()[DRAINING] = true;
}

/** True once SIGTERM arrived: readiness answers 503 so the load balancer stops sending requests. */
export function isDraining() {
  return Boolean(slots()[DRAINING]);
}

/**
 * Something to stop when the process shuts down, after the requests in flight (the in-process
 * worker, the queue, the database); it gets the deadline (ms since the epoch) of the grace period.
 * @param {(deadline: number) => Promise<void>} hook
 */
export function onShutdown(hook) {
  (slots()[HOOKS] ??= []).push(hook);
}

/** Runs the shutdown hooks in the order they were added; a failing one does not stop the others. @param {number} deadline */
export async function runShutdownHooks(deadline) {
  const hooks = /** @type {Array<(deadline: number) => Promise<void>>} */ (slots()[HOOKS] ?? []);
  slots()[HOOKS] = [];
  for (const hook of hooks) await hook(deadline).catch(() => {});
}
