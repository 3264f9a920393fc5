import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ErrorCode } from '@/lib/api/errors';
import type { Locale } from '@/lib/i18n/locales';
import { QUEUE_PRIORITY } from '@/lib/server/config/quotas';
import { getDb } from '@/lib/server/db/client';
import { localizedError } from '@/lib/server/errors';
import { loggableError, logger } from '@/lib/server/log';
import { resultStore } from '@/lib/server/storage';
import type { Owner } from './owner';
import { ipHash } from './owner';
import { assertAffordable, chargeForJob } from './quotas';
import { enqueuePage } from './queue';
import { ensureInProcessWorker } from './runtime';
import { generationBatches, generationJobs, visitorTrials, type GenerationJob } from './schema';

export type NewJob = {
  type: 'photo' | 'colorize' | 'batch-page' | 'text' | 'ai' | 'name';
  tool: string;
  options: Record<string, unknown>;
  /** New uploads to keep for the worker (cleaned PNGs), by input name. */
  uploads: Record<string, Uint8Array>;
  /** Inputs that already exist in storage (a creation's page), by input name. */
  keys?: Record<string, string>;
};

type Accept = { owner: Owner; ip: string; locale: Locale; batch?: { id: string; title: string } };

/**
 * Records jobs and charges one prompt each in one transaction, then hands them to the queue.
 * All or nothing: a batch that cannot be paid in full is refused whole and nothing is charged.
 * The queue hand-off comes after the commit; if it is lost (crash), the sweeper re-sends it.
 */
export async function acceptJobs(jobs: NewJob[], { owner, ip, locale, batch }: Accept): Promise<GenerationJob[]> {
  const store = resultStore();
  const planned = jobs.map((job) => ({ job, id: randomUUID() }));
  const written: string[] = [];
  try {
    const inputs = new Map<string, Record<string, string>>();
    for (const { job, id } of planned) {
      const keys: Record<string, string> = { ...job.keys };
      for (const [name, bytes] of Object.entries(job.uploads)) {
        keys[name] = `uploads/${id}/${name}.png`;
        await store.put(keys[name], bytes, 'image/png');
        written.push(keys[name]);
      }
      inputs.set(id, keys);
    }
    const db = await getDb();
    const rows = await db.transaction(async (tx) => {
      if (owner.kind === 'visitor') {
        // A try and one retry per tool (another photo or style when the first page disappoints).
        let tried = false;
        for (const tool of visitorTryKeys(jobs[0].tool)) {
          const row = await tx
            .insert(visitorTrials)
            .values({ ipHash: ipHash(ip), tool })
            .onConflictDoNothing()
            .returning();
          if (row.length > 0) {
            tried = true;
            break;
          }
        }
        if (!tried) throw localizedError(ErrorCode.signUpToContinue);
      }
      if (owner.kind === 'user') await assertAffordable(tx, owner.userId, jobs.length);
      if (batch && owner.kind === 'user') {
        await tx.insert(generationBatches).values({ id: batch.id, userId: owner.userId, title: batch.title, total: jobs.length });
      }
      const out: GenerationJob[] = [];
      for (const [position, { job, id }] of planned.entries()) {
        const bucket = owner.kind === 'user' ? await chargeForJob(tx, owner.userId, id) : null;
        const [row] = await tx
          .insert(generationJobs)
          .values({
            id,
            userId: owner.kind === 'user' ? owner.userId : null,
            visitorHash: owner.kind === 'visitor' ? owner.visitorHash : null,
            type: job.type,
            tool: job.tool,
            bucket,
            options: job.options,
            inputs: inputs.get(id)!,
            batchId: batch?.id ?? null,
            position,
            locale,
          })
          .returning();
        out.push(row);
      }
      return out;
    });
    for (const row of rows) {
      await enqueuePage(row.id, row.bucket === 'priority' ? QUEUE_PRIORITY.priority : QUEUE_PRIORITY.slow).catch((error) =>
        logger().warn({ job: row.id, err: loggableError(error) }, 'enqueue failed; the sweeper will send it again'),
      );
    }
    ensureInProcessWorker();
    return rows;
  } catch (error) {
    await Promise.all(written.map((key) => store.delete(key).catch(() => {})));
    throw error;
  }
}

/** The WHERE that limits a jobs or creations query to its owner. */
/** The rows a visitor's tries of one tool take, in order: the first try, then the retry. */
export function visitorTryKeys(tool: string): string[] {
  return [tool, `${tool}:retry`];
}

export function ownedBy(owner: Owner, table: { userId: PgColumn; visitorHash: PgColumn }): SQL {
  return owner.kind === 'user' ? eq(table.userId, owner.userId) : eq(table.visitorHash, owner.visitorHash);
}

/** The job if `owner` owns it; anyone else gets the same 404 as for a job that does not exist. */
export async function findOwnedJob(owner: Owner | null, id: string): Promise<GenerationJob> {
  if (!owner || !/^[0-9a-f-]{36}$/i.test(id)) throw localizedError(ErrorCode.notFound);
  const db = await getDb();
  const [job] = await db
    .select()
    .from(generationJobs)
    .where(and(eq(generationJobs.id, id), ownedBy(owner, generationJobs)))
    .limit(1);
  if (!job) throw localizedError(ErrorCode.notFound);
  return job;
}
