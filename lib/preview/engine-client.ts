'use client';

import type { WorkerRequest, WorkerResults } from './protocol';

/** A failure of the on-device engine; `code` is an engine error code or "internal". */
export class PreviewError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/** One Web Worker running the engine, with request/reply matching. Create it in the browser only. */
export class EngineClient {
  private worker: Worker;
  private next = 1;
  private pending = new Map<number, Pending>();

  constructor() {
    this.worker = new Worker(new URL('./engine-worker.ts', import.meta.url), { type: 'module' });
    this.worker.onmessage = (event: MessageEvent<{ id: number; ok: boolean; result?: unknown; code?: string }>) => {
      const entry = this.pending.get(event.data.id);
      if (!entry) return;
      this.pending.delete(event.data.id);
      if (event.data.ok) entry.resolve(event.data.result);
      else entry.reject(new PreviewError(event.data.code ?? 'internal'));
    };
    this.worker.onerror = () => {
      for (const entry of this.pending.values()) entry.reject(new PreviewError('internal'));
      this.pending.clear();
    };
  }

  run<K extends WorkerRequest['kind']>(request: Extract<WorkerRequest, { kind: K }>, transfer: Transferable[] = []): Promise<WorkerResults[K]> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, request }, transfer);
    });
  }

  terminate() {
    this.worker.terminate();
    for (const entry of this.pending.values()) entry.reject(new PreviewError('cancelled'));
    this.pending.clear();
  }
}
