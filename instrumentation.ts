// Next calls register() once when a server process starts: the generation worker starts with the
// web process (RUN_WORKER_IN_WEB, the default), so queued jobs run — and jobs left from before a
// restart resume — without waiting for the next upload.
export async function register() {
  // NEXT_RUNTIME and NEXT_PHASE are Next's own build-time switches (not configuration), read here
  // as Next documents so the Node-only import below stays out of the edge bundle; lib/env.ts
  // remains the only reader of the app's configuration.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { ensureInProcessWorker } = await import('@/lib/server/generation/runtime');
  ensureInProcessWorker();
}
