import 'server-only';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { EngineError, ENGINE_ERROR_CODES, type EngineErrorCode } from '@/lib/engine/errors';
import type { PdfOptions } from '@/lib/engine/output/pdf';
import type { ConvertOptions } from '@/lib/engine/types';
import type { ConvertedUpload, OutputFormat } from './convert-upload';
import type { PoolRequest, PoolResponse } from './pool-protocol';

interface Pending {
  resolve: (r: ConvertedUpload) => void;
  reject: (e: Error) => void;
}

/**
 * A fixed set of worker threads running conversions, one job each at a time: conversions are CPU-bound,
 * so more workers than cores only adds memory. A crashed worker fails its job and is replaced.
 */
export class ConversionPool {
  private readonly idle: Worker[] = [];
  private readonly queue: { request: PoolRequest; pending: Pending }[] = [];
  private readonly busy = new Map<Worker, Pending>();
  private nextId = 1;

  constructor(private readonly size = Math.max(1, Math.min(2, os.availableParallelism()))) {
    for (let i = 0; i < size; i++) this.idle.push(this.spawn());
  }

  private spawn(): Worker {
    // The worker is TypeScript: a small bootstrap registers tsx in the thread, then loads it; the
    // react-server condition lets `server-only` resolve outside a Next.js bundle.
    const script = new URL('./convert-worker.ts', import.meta.url).href;
    const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(script)}); });`;
    const worker = new Worker(bootstrap, { eval: true, execArgv: ['--conditions=react-server'] });
    worker.on('message', (reply: PoolResponse) => {
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      if (pending) {
        if (reply.ok) pending.resolve(reply.result);
        else pending.reject(toError(reply.code, reply.message));
      }
      this.release(worker);
    });
    worker.on('error', (error) => {
      this.busy.get(worker)?.reject(error);
      this.busy.delete(worker);
      this.release(this.spawn());
    });
    return worker;
  }

  private release(worker: Worker): void {
    const job = this.queue.shift();
    if (!job) {
      this.idle.push(worker);
      return;
    }
    this.busy.set(worker, job.pending);
    worker.postMessage(job.request);
  }

  convert(bytes: Uint8Array, options: Partial<ConvertOptions>, formats: readonly OutputFormat[] = ['png'], pdf: PdfOptions = {}): Promise<ConvertedUpload> {
    return new Promise((resolve, reject) => {
      const request = { id: this.nextId++, bytes, options, formats, pdf };
      const worker = this.idle.pop();
      if (!worker) {
        this.queue.push({ request, pending: { resolve, reject } });
        return;
      }
      this.busy.set(worker, { resolve, reject });
      worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    await Promise.all([...this.idle, ...this.busy.keys()].map((w) => w.terminate()));
  }
}

function toError(code: string, message: string): Error {
  return (ENGINE_ERROR_CODES as readonly string[]).includes(code) ? new EngineError(code as EngineErrorCode, message) : new Error(message);
}
