import 'server-only';
import type PgBoss from 'pg-boss';
import { and, inArray, lt } from 'drizzle-orm';
import { serverEnv } from '@/lib/env';
import { QUEUE_PRIORITY } from '@/lib/server/config/quotas';
import { getDb } from '@/lib/server/db/client';
import { assembleBatchDelivery, batchMaybeDone } from './batch';
import { ThreadPool } from '@/lib/server/imaging/pool';
import type { GenerationTasks } from './engine/thread';
import { loggableError, logger } from '@/lib/server/log';
import { failJob } from './finish';
import { beat, handBack, reclaimLostJobs } from './heartbeat';
import { processPageJob } from './process';
import { BATCH_QUEUE, enqueuePage, PAGE_QUEUE, queue, RETENTION_QUEUE } from './queue';
import { runRetention, scheduleRetention } from './retention';
import { generationJobs } from './schema';

export type RunningWorker = {
  /**
   * Stops taking jobs, lets running ones finish for up to `graceMs` (SHUTDOWN_GRACE_SECONDS by
   * default), then hands the rest back to the queue and closes the engine threads.
   */
  stop: (graceMs?: number) => Promise<void>;
};

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
      if (await failJob(job, 'internal')) logger().error({ job: job.id, state: delivery.state }, 'job ended in the queue without finishing: failed for good');
      if (job.batchId) await batchMaybeDone(job.batchId);
    }
  }
}

/** Repeats `task` every `ms` (never two runs at once), logging failures; returns the stopper. */
function every(ms: number, what: string, task: () => Promise<unknown>): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    task()
      .catch((error) => logger().warn({ err: loggableError(error) }, `${what} failed`))
      .finally(() => (busy = false));
  }, ms);
  timer.unref();
  return () => clearInterval(timer);
}

/** Starts working the generation queues in this process: page jobs, batch assembly, retention and the sweepers. */
export async function startWorker(options: { concurrency?: number } = {}): Promise<RunningWorker> {
  const env = serverEnv();
  const concurrency = options.concurrency ?? env.WORKER_CONCURRENCY;
  const boss = await queue();
  const pool: GenerationPool = new ThreadPool<GenerationTasks>('lib/server/generation/engine/thread.ts', concurrency);
  const workOptions = { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: env.GENERATION_POLL_SECONDS } as const;
  const ids: string[] = [];
  const running = new Set<string>();
  const handedBack = new Set<string>();
  // One polling loop per slot: pg-boss 10 runs the jobs of one work() call one batch at a time.
  for (let i = 0; i < concurrency; i++) {
    ids.push(
      await boss.work<{ jobId: string }>(PAGE_QUEUE, workOptions, async ([job]) => {
        const jobId = job.data.jobId;
        running.add(jobId);
        try {
          await processPageJob(pool, jobId, { retryCount: job.retryCount, retryLimit: job.retryLimit, abandoned: () => handedBack.has(jobId) });
        } finally {
          running.delete(jobId);
        }
      }),
    );
  }
  ids.push(
    await boss.work<{ batchId: string }>(BATCH_QUEUE, workOptions, async ([job]) =>
      assembleBatchDelivery(pool, job.data.batchId, { retryCount: job.retryCount, retryLimit: job.retryLimit }),
    ),
  );
  ids.push(await boss.work(RETENTION_QUEUE, workOptions, async () => runRetention()));
  const stoppers = [
    every(env.GENERATION_HEARTBEAT_SECONDS * 1000, 'heartbeat', () => beat([...running])),
    every(env.GENERATION_HEARTBEAT_SECONDS * 1000, 'lost-job sweep', () => reclaimLostJobs(boss)),
    every(env.GENERATION_MAINTENANCE_SECONDS * 1000, 'sweep', () => sweep(boss)),
    every(10 * 60_000, 'retention scheduling', () => scheduleRetention(boss)),
  ];
  void scheduleRetention(boss).catch((error) => logger().warn({ err: loggableError(error) }, 'retention scheduling failed'));
  return {
    stop: async (graceMs = env.SHUTDOWN_GRACE_SECONDS * 1000) => {
      for (const id of ids) await boss.offWork({ id } as never).catch(() => {});
      const deadline = Date.now() + graceMs;
      while (running.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      for (const stop of stoppers) stop();
      const unfinished = [...running];
      for (const id of unfinished) handedBack.add(id);
      await handBack(boss, unfinished, 'worker shut down').catch((error) => logger().error({ err: loggableError(error) }, 'hand-back failed'));
      await pool.close();
    },
  };
}
