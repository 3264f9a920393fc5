import 'server-only';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PdfOptions } from '@/lib/engine/output/pdf';
import type { ConvertOptions } from '@/lib/engine/types';
import type { OutputFormat, PooledConversion } from './convert-upload';

/** A task run in a thread: its input, and a progress callback (percent). */
export type ThreadTask = (input: never, progress: (percent: number) => void) => Promise<unknown>;

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

// A path, not a bundler URL: the thread loads the TypeScript sources through tsx's API at run time, the
// same in `next start`, `npm run worker`, tests and the benchmarks (`--import tsx` in a worker's execArgv
// does not reach its entry file on Node 20). The react-server condition lets `server-only` resolve.
const TSX_API_URL = pathToFileURL(path.join(process.cwd(), 'node_modules/tsx/dist/esm/api/index.mjs')).href;

type Pending = { resolve: (v: unknown) => void; reject: (e: unknown) => void; onProgress?: (p: number) => void };
type Slot = { worker: Worker; busy: boolean };
type Message = { id: number; progress?: number; result?: unknown; error?: { code: string; message: string } };

/**
 * The one pool of engine threads: the heavy pixel work never runs on the event loop that serves pages.
 * Threads start on demand up to `size` (conversions are CPU-bound: more threads than cores only adds
 * memory); a thread that dies (out of memory, crash) fails its task and is replaced on the next task.
 * `entry` is a thread module (repository-relative) that serves its tasks with `serveThreadTasks`.
 */
export class ThreadPool<Tasks extends Record<string, ThreadTask>> {
  private slots: Slot[] = [];
  private queue: { task: keyof Tasks; input: unknown; pending: Pending }[] = [];
  private pending = new Map<number, Pending & { slot: Slot }>();
  private nextId = 1;
  private readonly bootstrap: string;

  constructor(
    entry: string,
    private readonly size = Math.max(1, Math.min(2, os.availableParallelism())),
  ) {
    const url = pathToFileURL(path.join(process.cwd(), entry)).href;
    this.bootstrap = `import(${JSON.stringify(TSX_API_URL)}).then((tsx) => tsx.tsImport(${JSON.stringify(url)}, ${JSON.stringify(url)}))`;
  }

  run<T extends keyof Tasks>(task: T, input: Parameters<Tasks[T]>[0], onProgress?: (p: number) => void): ReturnType<Tasks[T]> {
    return new Promise((resolve, reject) => {
      this.queue.push({ task, input, pending: { resolve: resolve as (v: unknown) => void, reject, onProgress } });
      this.pump();
    }) as ReturnType<Tasks[T]>;
  }

  private spawn(): Slot {
    const worker = new Worker(this.bootstrap, { eval: true, execArgv: ['--conditions=react-server'] });
    const slot: Slot = { worker, busy: false };
    worker.on('message', (message: Message) => {
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

type ConversionTasks = {
  convert: (input: { bytes: Uint8Array; options: Partial<ConvertOptions>; formats: readonly OutputFormat[]; pdf: PdfOptions }) => Promise<PooledConversion>;
};

/** Photo conversions on the thread pool (the CLI, the benchmark); the job worker runs its own task set. */
export class ConversionPool {
  private readonly pool: ThreadPool<ConversionTasks>;

  constructor(size?: number) {
    this.pool = new ThreadPool<ConversionTasks>('lib/server/imaging/convert-worker.ts', size);
  }

  convert(bytes: Uint8Array, options: Partial<ConvertOptions>, formats: readonly OutputFormat[] = ['png'], pdf: PdfOptions = {}): Promise<PooledConversion> {
    return this.pool.run('convert', { bytes, options, formats, pdf });
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
