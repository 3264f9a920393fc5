import 'server-only';
import { serverEnv } from '@/lib/env';
import type { RunningWorker } from './worker';

let running: Promise<RunningWorker> | undefined;

/**
 * Starts the worker inside this (web) process once, when RUN_WORKER_IN_WEB allows it: at server
 * start (instrumentation.ts) and again lazily on the first job, whichever comes first.
 */
export function ensureInProcessWorker(): void {
  if (running || !serverEnv().RUN_WORKER_IN_WEB) return;
  running = import('./worker').then((m) => m.startWorker());
  running.catch((error) => {
    console.error('[generation] in-process worker failed to start', error);
    running = undefined;
  });
}

/** Stops the in-process worker (tests switch databases between runs). */
export async function stopInProcessWorker(): Promise<void> {
  const current = running;
  running = undefined;
  if (current) await (await current).stop().catch(() => {});
}
