import 'server-only';
import { resultStore } from '@/lib/server/storage';
import { EngineTaskError } from '@/lib/server/imaging/pool';
import { loggableError, logger } from '@/lib/server/log';
import type { GenerationPool } from './worker';
import type { PageResult } from './engine/tasks';
import { claimJob, completeJob, failJob, setProgress } from './finish';
import type { GenerationJob } from './schema';
import { batchMaybeDone } from './batch';
import { NAMING_OPTIONS } from './naming';
import { JobRefusal, runGenerative } from './studio/run';

/** A failure that another attempt cannot fix: the job fails for good at once. */
class PermanentFailure extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

async function input(job: GenerationJob, name: string): Promise<Uint8Array> {
  const key = job.inputs[name];
  const bytes = key ? await resultStore().get(key) : null;
  if (!bytes) throw new PermanentFailure('source_deleted');
  return bytes;
}

async function runEngine(pool: GenerationPool, job: GenerationJob): Promise<PageResult> {
  let last = 0;
  const onProgress = (percent: number) => {
    if (percent <= last) return;
    last = percent;
    void setProgress(job.id, percent).catch(() => {});
  };
  const options = job.options as Record<string, unknown>;
  if (job.type === 'colorize') {
    const reference = job.inputs.reference ? await input(job, 'reference') : undefined;
    return pool.run(
      'colorize',
      {
        drawing: await input(job, 'drawing'),
        reference,
        palette: options.palette as never,
        colors: options.colors as never,
        seed: options.seed as never,
        paper: options.paper as never,
      },
      onProgress,
    );
  }
  if (job.type === 'text' || job.type === 'name' || job.type === 'ai') return runGenerative(pool, job, onProgress);
  const engineOptions = Object.fromEntries(Object.entries(options).filter(([key]) => !(NAMING_OPTIONS as readonly string[]).includes(key)));
  return pool.run('photo', { source: await input(job, 'source'), options: engineOptions as never }, onProgress);
}

export type Delivery = {
  retryCount: number;
  retryLimit: number;
  /** True once this worker has handed the job back (shutdown): its attempt's outcome no longer counts. */
  abandoned?: () => boolean;
};

/**
 * One delivery of a page job. Idempotent: a finished job is skipped, a second attempt racing a
 * first one loses at the creation insert. Errors that a retry can fix are thrown back to pg-boss
 * (which retries, or expires the job if this process dies); the last attempt fails for good.
 */
export async function processPageJob(pool: GenerationPool, jobId: string, delivery: Delivery): Promise<void> {
  const job = await claimJob(jobId);
  if (!job) return;
  const started = Date.now();
  const line = { job: job.id, type: job.type, tool: job.tool, user: job.userId ?? undefined, attempt: job.attempts };
  try {
    if (job.attempts > delivery.retryLimit + 1) throw new PermanentFailure('internal');
    const result = await runEngine(pool, job);
    const won = await completeJob(job, result);
    logger().info({ ...line, status: won ? 'done' : 'done-elsewhere', duration_ms: Date.now() - started }, 'job');
  } catch (error) {
    if (delivery.abandoned?.()) return;
    const permanent =
      error instanceof PermanentFailure || error instanceof JobRefusal
        ? error.code
        : error instanceof EngineTaskError && error.code !== 'internal'
          ? error.code
          : null;
    if (permanent || delivery.retryCount >= delivery.retryLimit) {
      await failJob(job, permanent ?? 'internal');
      const fields = { ...line, status: 'failed', error_code: permanent ?? 'internal', duration_ms: Date.now() - started };
      if (permanent) logger().info(fields, 'job');
      else logger().error({ ...fields, err: loggableError(error) }, 'job');
    } else {
      await setProgress(job.id, 0, 'queued').catch(() => {});
      logger().warn({ ...line, status: 'retry', duration_ms: Date.now() - started, err: loggableError(error) }, 'job');
      throw error;
    }
  }
  if (job.batchId) await batchMaybeDone(job.batchId);
}
