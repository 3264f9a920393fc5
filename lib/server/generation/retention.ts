import 'server-only';
import { createHash } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { and, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { serverEnv } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { logger } from '@/lib/server/log';
import { resultStore } from '@/lib/server/storage';
import { RETENTION_QUEUE } from './queue';
import { creations, generationJobs } from './schema';

// Rows handled per statement, so one run never holds a long transaction.
const CHUNK = 200;

/**
 * Asks for one retention run per hour across all workers: the pg-boss job id is derived from the
 * hour, so every worker may send it and the queue keeps one.
 */
export async function scheduleRetention(boss: PgBoss): Promise<void> {
  const hour = new Date().toISOString().slice(0, 13);
  const hex = createHash('sha256').update(`retention:${hour}`).digest('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  await boss.send(RETENTION_QUEUE, {}, { id });
}

export type RetentionResult = { uploads: number; creations: number };

/**
 * Deletes what the site promises not to keep past RETENTION_DAYS: uploaded pictures (a colorized
 * page's own line drawing stays while its creation does) and the pages made for visitors, which
 * no account saved. Pages in a family's account stay until they delete them or the account.
 */
export async function runRetention(now = new Date()): Promise<RetentionResult> {
  const cutoff = new Date(now.getTime() - serverEnv().RETENTION_DAYS * 86_400_000);
  const db = await getDb();
  const store = resultStore();
  const result: RetentionResult = { uploads: 0, creations: 0 };

  for (;;) {
    const old = await db
      .select({ id: creations.id, files: creations.files })
      .from(creations)
      .where(and(isNull(creations.userId), eq(creations.published, false), lt(creations.createdAt, cutoff)))
      .limit(CHUNK);
    if (old.length === 0) break;
    for (const creation of old) for (const key of Object.values(creation.files)) await store.delete(key);
    await db.delete(creations).where(
      inArray(
        creations.id,
        old.map((c) => c.id),
      ),
    );
    result.creations += old.length;
  }

  for (;;) {
    const jobs = await db
      .select({ id: generationJobs.id, inputs: generationJobs.inputs, creationId: generationJobs.creationId })
      .from(generationJobs)
      .where(and(lt(generationJobs.createdAt, cutoff), ne(generationJobs.inputs, sql`'{}'::jsonb`), inArray(generationJobs.status, ['done', 'failed'])))
      .limit(CHUNK);
    if (jobs.length === 0) break;
    const kept = new Set<string>();
    const creationIds = jobs.map((j) => j.creationId).filter((id): id is string => Boolean(id));
    if (creationIds.length) {
      const rows = await db.select({ files: creations.files }).from(creations).where(inArray(creations.id, creationIds));
      for (const row of rows) for (const key of Object.values(row.files)) kept.add(key);
    }
    for (const job of jobs) {
      for (const key of Object.values(job.inputs)) {
        if (!key.startsWith(`uploads/${job.id}/`) || kept.has(key)) continue;
        await store.delete(key);
        result.uploads += 1;
      }
    }
    await db
      .update(generationJobs)
      .set({ inputs: {} })
      .where(
        inArray(
          generationJobs.id,
          jobs.map((j) => j.id),
        ),
      );
  }
  logger().info({ retention_days: serverEnv().RETENTION_DAYS, ...result }, 'retention run');
  return result;
}
