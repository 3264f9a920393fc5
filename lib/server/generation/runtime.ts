import 'server-only';
import { serverEnv } from '@/lib/env';
import { loggableError, logger } from '@/lib/server/log';
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
    logger().error({ err: loggableError(error) }, 'in-process worker failed to start');
  });
}

/**
 * Stops the in-process worker: at once (tests switch databases between runs), or after letting
 * running jobs finish for up to `graceMs` (web shutdown), the rest going back to the queue.
 */
export async function stopInProcessWorker(graceMs = 0): Promise<void> {
  const current = forgetProcessSingleton<Promise<RunningWorker>>(WORKER_KEY);
  if (current) await (await current).stop(graceMs).catch(() => {});
}
