import 'server-only';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { studioName, studioText } from '../studio/tasks';
import type { assembleBook, colorize, convertPhoto } from './tasks';

type Tasks = {
  photo: typeof convertPhoto;
  colorize: typeof colorize;
  book: typeof assembleBook;
  'studio-text': typeof studioText;
  'studio-name': typeof studioName;
};
type TaskName = keyof Tasks;
type Pending = { resolve: (v: unknown) => void; reject: (e: unknown) => void; onProgress?: (p: number) => void };

/** A task that failed inside the thread, with the engine's translatable code (or "internal"). */
export class EngineTaskError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'EngineTaskError';
  }
}

// A path, not a bundler URL: the thread loads the TypeScript sources through tsx's API at run time,
// the same in `next start`, `npm run worker`, tests and the benchmark (`--import tsx` in a
// worker's execArgv does not reach its entry file on Node 20).
const THREAD_URL = pathToFileURL(path.join(process.cwd(), 'lib/server/generation/engine/thread.ts')).href;
const TSX_API_URL = pathToFileURL(path.join(process.cwd(), 'node_modules/tsx/dist/esm/api/index.mjs')).href;
const BOOTSTRAP = `import(${JSON.stringify(TSX_API_URL)}).then((tsx) => tsx.tsImport(${JSON.stringify(THREAD_URL)}, ${JSON.stringify(THREAD_URL)}))`;

type Slot = { worker: Worker; busy: boolean };

/**
 * A small pool of engine threads: the heavy pixel work never runs on the event loop that serves pages.
 * A thread that dies (out of memory, crash) fails its task and is replaced on the next task.
 */
export class EnginePool {
  private slots: Slot[] = [];
  private queue: { task: TaskName; input: unknown; pending: Pending }[] = [];
  private pending = new Map<number, Pending & { slot: Slot }>();
  private nextId = 1;

  constructor(private readonly size: number) {}

  run<T extends TaskName>(task: T, input: Parameters<Tasks[T]>[0], onProgress?: (p: number) => void): ReturnType<Tasks[T]> {
    return new Promise((resolve, reject) => {
      this.queue.push({ task, input, pending: { resolve: resolve as (v: unknown) => void, reject, onProgress } });
      this.pump();
    }) as ReturnType<Tasks[T]>;
  }

  private spawn(): Slot {
    const worker = new Worker(BOOTSTRAP, { eval: true, execArgv: [] });
    const slot: Slot = { worker, busy: false };
    worker.on('message', (message: { id: number; progress?: number; result?: unknown; error?: { code: string; message: string } }) => {
      const entry = this.pending.get(message.id);
      if (!entry) return;
      if (message.progress !== undefined) return entry.onProgress?.(message.progress);
      this.pending.delete(message.id);
      slot.busy = false;
      slot.worker.unref();
      if (message.error) entry.reject(new EngineTaskError(message.error.code, message.error.message));
      else entry.resolve(message.result);
      this.pump();
    });
    const fail = (error: Error) => {
      this.slots = this.slots.filter((s) => s !== slot);
      for (const [id, entry] of this.pending) {
        if (entry.slot !== slot) continue;
        this.pending.delete(id);
        entry.reject(new EngineTaskError('internal', `engine thread stopped: ${error.message}`));
      }
      this.pump();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`exit ${code}`)));
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  private pump(): void {
    while (this.queue.length) {
      const slot = this.slots.find((s) => !s.busy) ?? (this.slots.length < this.size ? this.spawn() : undefined);
      if (!slot) return;
      const { task, input, pending } = this.queue.shift()!;
      const id = this.nextId++;
      slot.busy = true;
      // Referenced only while busy: an idle pool never keeps a process alive.
      slot.worker.ref();
      this.pending.set(id, { ...pending, slot });
      slot.worker.postMessage({ id, task, input });
    }
  }

  async close(): Promise<void> {
    const slots = this.slots;
    this.slots = [];
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }
}
