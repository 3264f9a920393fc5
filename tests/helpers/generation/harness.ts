import pg from 'pg';
import { serverEnv } from '@/lib/env';
import { bossSchema, stopQueue } from '@/lib/server/generation/queue';
import { stopInProcessWorker } from '@/lib/server/generation/runtime';
import { POSTGRES_URL, prepareBackend, type Backend, type BackendKind } from '../backends';
import { apiClient, type ApiResult } from '../http-client';
import { generationRoutes, startPatternServer } from './route-server';

/** Short queue timings so retries and expiry happen within a test. */
export const FAST_QUEUE_ENV = {
  GENERATION_POLL_SECONDS: '0.5',
  GENERATION_MAINTENANCE_SECONDS: '1',
  GENERATION_RETRY_DELAY_SECONDS: '0',
  GENERATION_EXPIRE_SECONDS: '60',
  GENERATION_RETRY_LIMIT: '2',
  RUN_WORKER_IN_WEB: 'true',
  WORKER_CONCURRENCY: '1',
};

export type GenerationHarness = {
  backend: Backend;
  url: string;
  api: ReturnType<typeof apiClient>;
  /** multipart POST with files (name → bytes) and text fields. */
  upload: <T = unknown>(path: string, files: Record<string, Buffer>, fields?: Record<string, string>, cookie?: string, ip?: string) => Promise<ApiResult<T>>;
  get: (path: string, cookie?: string) => Promise<Response>;
  close: () => Promise<void>;
};

export async function startGenerationHarness(kind: BackendKind, env: Record<string, string | undefined> = {}): Promise<GenerationHarness> {
  const backend = await prepareBackend(kind, { ...FAST_QUEUE_ENV, ...env });
  const pgbossSchema = bossSchema();
  const server = await startPatternServer(generationRoutes);
  const api = apiClient(server.url);
  return {
    backend,
    url: server.url,
    api,
    upload: (path, files, fields = {}, cookie, ip) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      for (const [name, bytes] of Object.entries(files)) form.append(name, new Blob([new Uint8Array(bytes)]), `${name}.jpg`);
      return api('POST', path, undefined, { raw: form, cookie, ip });
    },
    get: (path, cookie) => fetch(server.url + path, { headers: { 'x-platform': 'web', ...(cookie ? { cookie } : {}) } }),
    close: async () => {
      await server.close();
      await stopInProcessWorker();
      await stopQueue();
      if (kind === 'postgres' && serverEnv().DATABASE_URL) {
        const client = new pg.Client({ connectionString: POSTGRES_URL });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${pgbossSchema}" CASCADE`);
        await client.end();
      }
      await backend.teardown();
    },
  };
}

type Job = { status: string; progress: number; creation_id: string | null; error_code: string | null };

/** Polls GET job like the page does, until it is done or failed. */
export async function waitForJob(h: GenerationHarness, id: string, cookie?: string, timeoutMs = 60_000): Promise<Job> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await h.api<Job>('GET', `/common-api/v1/generation/jobs/${id}`, undefined, { cookie });
    if (res.status !== 200) throw new Error(`job ${id}: ${res.status} ${JSON.stringify(res.body)}`);
    if (res.body.data.status === 'done' || res.body.data.status === 'failed') return res.body.data;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${res.body.data.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
