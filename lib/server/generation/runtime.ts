import 'server-only';
import { serverEnv } from '@/lib/env';
import { forgetProcessSingleton, peekProcessSingleton, processSingleton } from '@/lib/server/process-singleton';
import type { RunningWorker } from './worker';

// Process-wide, not per bundle: instrumentation.ts and the job route are different bundles, and each
// starting its own worker would poll pg-boss twice and spawn two engine-thread pools.
const WORKER_KEY = 'generation:in-process-worker';

/**
 * Starts the worker inside this (web) process once, when RUN_WORKER_IN_WEB allows it: at server
 * start (instrumentation.ts) and again lazily on the first job, whichever comes first.
 */
export function ensureInProcessWorker(): void {
  if (peekProcessSingleton(WORKER_KEY) || !serverEnv().RUN_WORKER_IN_WEB) return;
  // The registry drops a start that failed, so the next job tries again.
  processSingleton(WORKER_KEY, () => import('./worker').then((m) => m.startWorker())).catch((error) => {
    console.error('[generation] in-process worker failed to start', error);
  });
}

/** Stops the in-process worker (tests switch databases between runs). */
export async function stopInProcessWorker(): Promise<void> {
  const current = forgetProcessSingleton<Promise<RunningWorker>>(WORKER_KEY);
  if (current) await (await current).stop().catch(() => {});
}
