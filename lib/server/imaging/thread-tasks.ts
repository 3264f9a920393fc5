// Inside an engine thread: answers the pool's task messages (pool.ts) one at a time.
import { parentPort } from 'node:worker_threads';

type Task = (input: never, progress: (percent: number) => void) => Promise<unknown>;

/** Serves `tasks` to the ThreadPool; errors travel back with their translatable code, or "internal". */
export function serveThreadTasks(tasks: Record<string, Task>): void {
  parentPort!.on('message', async ({ id, task, input }: { id: number; task: string; input: never }) => {
    const progress = (percent: number) => parentPort!.postMessage({ id, progress: percent });
    try {
      const result = await tasks[task](input, progress);
      parentPort!.postMessage({ id, result });
    } catch (error) {
      const e = error as Error & { code?: string };
      // Engine and studio errors carry a translatable code; anything else is reported as internal.
      const code = (e.name === 'EngineError' || e.name === 'StudioError') && e.code ? e.code : 'internal';
      parentPort!.postMessage({ id, error: { code, message: e.message } });
    }
  });
}
