import 'server-only';
import type PgBoss from 'pg-boss';
import { and, inArray, lt } from 'drizzle-orm';
import { serverEnv } from '@/lib/env';
import { QUEUE_PRIORITY } from '@/lib/server/config/quotas';
import { getDb } from '@/lib/server/db/client';
import { assembleBatch, batchMaybeDone } from './batch';
import { ThreadPool } from '@/lib/server/imaging/pool';
import type { GenerationTasks } from './engine/thread';
import { failJob } from './finish';
import { processPageJob } from './process';
import { BATCH_QUEUE, enqueuePage, PAGE_QUEUE, queue } from './queue';
import { generationJobs } from './schema';

export type RunningWorker = { stop: () => Promise<void> };

/** The engine threads of the job worker, running the tasks of engine/thread.ts. */
export type GenerationPool = ThreadPool<GenerationTasks>;

/**
 * Reconciles our job rows with pg-boss: a job whose hand-off was lost is sent again (same id, so
 * never twice), and a job pg-boss gave up on (expired past its retries: the worker was killed
 * each time) fails for good with its refund. Any number of workers may run this at once.
 */
async function sweep(boss: PgBoss): Promise<void> {
  const db = await getDb();
  const stale = await db
    .select()
    .from(generationJobs)
    .where(and(inArray(generationJobs.status, ['queued', 'running']), lt(generationJobs.createdAt, new Date(Date.now() - 30_000))))
    .limit(200);
  for (const job of stale) {
    const delivery = await boss.getJobById(PAGE_QUEUE, job.id);
    if (!delivery) {
      await enqueuePage(job.id, job.bucket === 'priority' ? QUEUE_PRIORITY.priority : QUEUE_PRIORITY.slow);
    } else if (delivery.state === 'failed' || delivery.state === 'cancelled' || delivery.state === 'completed') {
      if (await failJob(job, 'internal')) console.error(`[generation] job ${job.id} ended in pg-boss as ${delivery.state}: failed for good`);
      if (job.batchId) await batchMaybeDone(job.batchId);
    }
  }
}

/** Starts working the generation queues in this process: page jobs, batch assembly and the sweeper. */
export async function startWorker(options: { concurrency?: number } = {}): Promise<RunningWorker> {
  const env = serverEnv();
  const concurrency = options.concurrency ?? env.WORKER_CONCURRENCY;
  const boss = await queue();
  const pool: GenerationPool = new ThreadPool<GenerationTasks>('lib/server/generation/engine/thread.ts', concurrency);
  const workOptions = { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: env.GENERATION_POLL_SECONDS } as const;
  const ids: string[] = [];
  // One polling loop per slot: pg-boss 10 runs the jobs of one work() call one batch at a time.
  for (let i = 0; i < concurrency; i++) {
    ids.push(
      await boss.work<{ jobId: string }>(PAGE_QUEUE, workOptions, async ([job]) => {
        await processPageJob(pool, job.data.jobId, { retryCount: job.retryCount, retryLimit: job.retryLimit });
      }),
    );
  }
  ids.push(await boss.work<{ batchId: string }>(BATCH_QUEUE, workOptions, async ([job]) => assembleBatch(pool, job.data.batchId)));
  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    sweep(boss)
      .catch((error) => console.error('[generation] sweep failed', error))
      .finally(() => (sweeping = false));
  }, env.GENERATION_MAINTENANCE_SECONDS * 1000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      for (const id of ids) await boss.offWork({ id } as never).catch(() => {});
      await pool.close();
    },
  };
}
