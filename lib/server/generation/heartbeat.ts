import 'server-only';
import type PgBoss from 'pg-boss';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { serverEnv } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { logger } from '@/lib/server/log';
import { PAGE_QUEUE } from './queue';
import { generationJobs } from './schema';

/** Marks the jobs this worker is running as alive. */
export async function beat(jobIds: string[]): Promise<void> {
  if (jobIds.length === 0) return;
  const db = await getDb();
  await db
    .update(generationJobs)
    .set({ heartbeatAt: new Date() })
    .where(and(inArray(generationJobs.id, jobIds), eq(generationJobs.status, 'running')));
}

/**
 * Puts back in line the jobs this worker gives up without finishing (shutdown): the user sees
 * "retrying", and pg-boss (told the attempt failed) delivers them again, to this or another worker.
 */
export async function handBack(boss: PgBoss, jobIds: string[], reason: string): Promise<void> {
  if (jobIds.length === 0) return;
  const db = await getDb();
  await db
    .update(generationJobs)
    .set({ status: 'queued', progress: 0 })
    .where(and(inArray(generationJobs.id, jobIds), eq(generationJobs.status, 'running')));
  for (const id of jobIds) {
    await boss.fail(PAGE_QUEUE, id, { message: reason });
    logger().warn({ job: id, reason }, 'job handed back to the queue');
  }
}

/**
 * Finds running jobs whose worker has gone silent (killed, machine lost) and hands them back.
 * The conditional update lets exactly one of several workers sweeping at once take each job.
 */
export async function reclaimLostJobs(boss: PgBoss): Promise<string[]> {
  const { GENERATION_LOST_AFTER_SECONDS } = serverEnv();
  const db = await getDb();
  const lost = await db
    .update(generationJobs)
    .set({ status: 'queued', progress: 0 })
    .where(
      and(
        eq(generationJobs.status, 'running'),
        sql`coalesce(${generationJobs.heartbeatAt}, ${generationJobs.startedAt}) < now() - make_interval(secs => ${GENERATION_LOST_AFTER_SECONDS})`,
      ),
    )
    .returning({ id: generationJobs.id });
  const ids = lost.map((row) => row.id);
  if (ids.length === 0) return ids;
  for (const id of ids) {
    // Only an attempt pg-boss still takes as active is failed (to be retried); one it already
    // expired waits for its retry, and a lost delivery is sent again by the sweep.
    const delivery = await boss.getJobById(PAGE_QUEUE, id);
    if (delivery?.state === 'active') await boss.fail(PAGE_QUEUE, id, { message: 'worker lost' });
    logger().warn({ job: id, reason: 'worker lost' }, 'job handed back to the queue');
  }
  return ids;
}
