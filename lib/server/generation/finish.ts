import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { FILE_TYPES } from '@/lib/server/file-types';
import { resultStore } from '@/lib/server/storage';
import type { PageResult } from './engine/tasks';
import { creationName } from './naming';
import { refundJob } from './quotas';
import { creations, generationJobs, type GenerationJob } from './schema';

/** Uploads a job no longer needs: a photo is not kept once its page exists (or can never exist). */
async function dropUploads(job: GenerationJob, keep: string[] = []): Promise<void> {
  const store = resultStore();
  for (const key of Object.values(job.inputs)) {
    if (key.startsWith(`uploads/${job.id}/`) && !keep.includes(key)) await store.delete(key).catch(() => {});
  }
}

/**
 * Stores the files and records the creation and the finished job in one transaction. The
 * creation's unique job_id decides a race between two attempts of the same job (a worker that
 * was presumed dead and wasn't): the loser removes its own files, so a job completes once.
 */
export async function completeJob(job: GenerationJob, result: PageResult): Promise<boolean> {
  const store = resultStore();
  const creationId = randomUUID();
  const files: Record<string, string> = {};
  for (const [format, bytes] of Object.entries(result.files)) {
    if (!bytes) continue;
    files[format] = `results/${creationId}/page.${format}`;
    await store.put(files[format], bytes, FILE_TYPES[format as 'png' | 'svg' | 'pdf']);
  }
  // A colorized page keeps its line drawing: the client re-colours regions of exactly that image.
  if (job.type === 'colorize' && job.inputs.drawing) files.source = job.inputs.drawing;
  const db = await getDb();
  const won = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(creations)
      .values({
        id: creationId,
        userId: job.userId,
        visitorHash: job.visitorHash,
        jobId: job.id,
        tool: job.tool,
        files,
        report: result.report,
        options: job.options as Record<string, unknown>,
        width: result.width,
        height: result.height,
        paper: result.paper,
        title: creationName(job.options as Record<string, unknown>),
      })
      .onConflictDoNothing()
      .returning({ id: creations.id });
    if (inserted.length === 0) return false;
    await tx
      .update(generationJobs)
      .set({ status: 'done', progress: 100, creationId, errorCode: null, finishedAt: new Date() })
      .where(eq(generationJobs.id, job.id));
    return true;
  });
  if (!won) {
    for (const [format, key] of Object.entries(files)) if (format !== 'source') await store.delete(key).catch(() => {});
    return false;
  }
  await dropUploads(job, Object.values(files));
  return true;
}

/** Ends a job as failed with a translatable reason and refunds its prompt, both at most once. */
export async function failJob(job: GenerationJob, errorCode: string): Promise<boolean> {
  const db = await getDb();
  const failed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(generationJobs)
      .set({ status: 'failed', errorCode, finishedAt: new Date() })
      .where(and(eq(generationJobs.id, job.id), inArray(generationJobs.status, ['queued', 'running'])))
      .returning({ id: generationJobs.id });
    if (rows.length === 0) return false;
    if (job.userId) await refundJob(tx, job.id);
    return true;
  });
  if (failed) await dropUploads(job);
  return failed;
}

/** Marks the job running for one more attempt; null when it is already finished (or gone). */
export async function claimJob(jobId: string): Promise<GenerationJob | null> {
  const db = await getDb();
  const [job] = await db
    .update(generationJobs)
    .set({ status: 'running', progress: 5, attempts: sql`${generationJobs.attempts} + 1`, startedAt: new Date(), heartbeatAt: new Date() })
    .where(and(eq(generationJobs.id, jobId), inArray(generationJobs.status, ['queued', 'running'])))
    .returning();
  return job ?? null;
}

/**
 * A running job's progress, or (status 'queued') an attempt given back to the queue. Progress only
 * moves a job that is still running: the engine reports it without waiting, so a report that lands
 * after a shutdown handed the job back must not mark it running again (it stayed "running" with no
 * worker until the lost-job sweep found it).
 */
export async function setProgress(jobId: string, progress: number, status: 'running' | 'queued' = 'running'): Promise<void> {
  const db = await getDb();
  const from: ('queued' | 'running')[] = status === 'running' ? ['running'] : ['queued', 'running'];
  await db
    .update(generationJobs)
    .set({ progress, status })
    .where(and(eq(generationJobs.id, jobId), inArray(generationJobs.status, from)));
}
