// Next calls register() once when a server process starts, and listens once it has returned. It opens
// the database and the queue first (PGlite's opening holds the event loop), warms what the first
// visitor would otherwise wait for (the catalogue's render thread and popular pages) and
// starts the generation worker with the web process (RUN_WORKER_IN_WEB, the default), so queued
// jobs run — and jobs left from before a restart resume — without waiting for the next upload.
export async function register() {
  // NEXT_RUNTIME and NEXT_PHASE are Next's own build-time switches (not configuration), read here
  // as Next documents so the Node-only imports below stay out of the edge bundle; lib/env.ts
  // remains the only reader of the app's configuration.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const [
    { getDb, closeDb },
    { queue, stopQueue },
    { ensureInProcessWorker, stopInProcessWorker },
    { ensureAccountMailWorker },
    { onShutdown },
    { logger, loggableError },
  ] = await Promise.all([
    import('@/lib/server/db/client'),
    import('@/lib/server/generation/queue'),
    import('@/lib/server/generation/runtime'),
    import('@/lib/server/accounts/account-mail'),
    import('@/lib/server/operations/process-state.mjs'),
    import('@/lib/server/log'),
  ]);
  // After the requests in flight (scripts/server.mjs on SIGTERM): running jobs get the rest of the
  // grace period and go back to the queue if they need more; then the queue and the database close.
  onShutdown(async (deadline) => {
    await stopInProcessWorker(Math.max(0, deadline - Date.now()));
    await stopQueue();
    await closeDb();
  });
  // Awaited: Next starts listening once register() returns, so the database's opening (PGlite's
  // WebAssembly runs on this event loop and would hold every request meanwhile; a new data folder is a
  // copy of the installation's template, lib/server/db/embedded-template.mjs) and the queue's start are
  // done before the first visitor is answered, and the log says what the wait is. A failure is logged,
  // not fatal: the server starts, the next request tries again and answers with the error if the
  // database is still unreachable.
  const started = Date.now();
  // The catalogue's render thread loads its modules in its own thread right away, beside the database.
  void import('@/lib/server/catalogue/files')
    .then(({ startCatalogueThread }) => startCatalogueThread())
    .then(() => logger().info({ duration_ms: Date.now() - started }, 'catalogue render thread started'))
    .catch((error) => logger().warn({ err: loggableError(error) }, 'catalogue render thread failed to start; the first download will try again'));
  logger().info('opening the database and the queue before serving');
  await (async () => {
    await getDb();
    await queue();
    ensureInProcessWorker();
    // Account mail (sign-up, resend, reset links) is queued by requests and sent by every web process.
    await ensureAccountMailWorker();
    logger().info({ duration_ms: Date.now() - started }, 'database and queue ready');
  })().catch((error) => logger().warn({ err: loggableError(error) }, 'warm-up failed; the first request will try again'));
  // Then, once the start-up rush is over, the home page's popular pages and then every other catalogue
  // page are drawn into DATA_DIR/catalogue, so the first PNG or PDF a visitor asks for is a file read.
  // After the database and a quiet pause, not beside them, so the drawing does not take a core from the
  // first pages the server answers.
  void new Promise((resolve) => setTimeout(resolve, CATALOGUE_WARM_DELAY_MS).unref())
    .then(() => import('@/lib/server/catalogue/files'))
    .then(async ({ warmCatalogue, prerenderCatalogue }) => {
      const { pages } = await warmCatalogue();
      logger().info({ duration_ms: Date.now() - started, pages }, 'catalogue popular pages ready');
      // Then every other page, so its first download is a file read too (unless CATALOGUE_PRERENDER=false).
      const { serverEnv } = await import('@/lib/env');
      if (!serverEnv().CATALOGUE_PRERENDER) return;
      const all = await prerenderCatalogue();
      logger().info({ duration_ms: Date.now() - started, ...all }, 'catalogue pages ready');
    })
    .catch((error) => logger().warn({ err: loggableError(error) }, 'catalogue warm-up failed; the first download will try again'));
}

/** Quiet time after the database is ready before the catalogue warm-up starts. */
const CATALOGUE_WARM_DELAY_MS = 10_000;
