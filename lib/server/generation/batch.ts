import 'server-only';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { BatchData, BatchSummary } from '@/lib/api/contracts/generation';
import { ErrorCode } from '@/lib/api/errors';
import { getDb } from '@/lib/server/db/client';
import { localizedError } from '@/lib/server/errors';
import type { Translate } from '@/lib/server/i18n/translate';
import { loggableError, logger } from '@/lib/server/log';
import { resultStore } from '@/lib/server/storage';
import type { Delivery } from './process';
import type { GenerationPool } from './worker';
import type { Owner } from './owner';
import { enqueueBatchAssembly } from './queue';
import { writeZip } from './render/zip';
import { COVER_PREVIEWS } from './studio/cover-previews';
import { creations, generationBatches, generationJobs, type GenerationBatch } from './schema';
import { jobView } from './views';

/** A batch's pages in the order the photos were given. */
const requestOrder = [asc(generationJobs.createdAt), asc(generationJobs.position), asc(generationJobs.id)];

/** Called after each page of a batch ends: the last one asks for the ZIP and the book. */
export async function batchMaybeDone(batchId: string): Promise<void> {
  const db = await getDb();
  const open = await db
    .select({ id: generationJobs.id })
    .from(generationJobs)
    .where(and(eq(generationJobs.batchId, batchId), inArray(generationJobs.status, ['queued', 'running'])))
    .limit(1);
  if (open.length === 0) await enqueueBatchAssembly(batchId);
}

/** Builds the ZIP of the pages and the printable book; once per batch (assembledAt guards it). */
export async function assembleBatch(pool: GenerationPool, batchId: string): Promise<void> {
  const db = await getDb();
  const [batch] = await db.select().from(generationBatches).where(eq(generationBatches.id, batchId)).limit(1);
  if (!batch || batch.assembledAt) return;
  const pages = await db
    .select({ files: creations.files, paper: creations.paper, locale: generationJobs.locale })
    .from(generationJobs)
    .innerJoin(creations, eq(creations.jobId, generationJobs.id))
    .where(eq(generationJobs.batchId, batchId))
    .orderBy(...requestOrder);
  const store = resultStore();
  const pngs: Uint8Array[] = [];
  const pdfs: Uint8Array[] = [];
  for (const page of pages) {
    const [png, pdf] = await Promise.all([store.get(page.files.png), store.get(page.files.pdf)]);
    // A page deleted from My creations meanwhile is simply left out of the book.
    if (png && pdf) {
      pngs.push(png);
      pdfs.push(pdf);
    }
  }
  let zipKey: string | null = null;
  let pdfKey: string | null = null;
  if (pngs.length > 0) {
    const width = String(pngs.length).length;
    const zip = writeZip(pngs.map((data, i) => ({ name: `colorwell-${String(i + 1).padStart(width, '0')}.png`, data })));
    const book = await pool.run('book', {
      title: batch.title,
      pages: pdfs,
      previews: pngs.slice(0, COVER_PREVIEWS),
      paper: (pages[0].paper as 'a4' | 'letter') ?? 'a4',
      locale: pages[0].locale,
    });
    zipKey = `batches/${batchId}/pages.zip`;
    pdfKey = `batches/${batchId}/book.pdf`;
    await store.put(zipKey, zip, 'application/zip');
    await store.put(pdfKey, book, 'application/pdf');
  }
  await db
    .update(generationBatches)
    .set({ zipKey, pdfKey, assembledAt: new Date() })
    .where(and(eq(generationBatches.id, batchId), isNull(generationBatches.assembledAt)));
}

/**
 * One delivery of a batch's assembly job. A failure is thrown back to pg-boss to retry; on the last
 * attempt the batch is marked failed instead, so its owner is told at once rather than left waiting.
 */
export async function assembleBatchDelivery(pool: GenerationPool, batchId: string, delivery: Delivery): Promise<void> {
  try {
    await assembleBatch(pool, batchId);
  } catch (error) {
    const line = { batch: batchId, attempt: delivery.retryCount + 1, err: loggableError(error) };
    if (delivery.retryCount < delivery.retryLimit) {
      logger().warn({ ...line, status: 'retry' }, 'batch assembly');
      throw error;
    }
    const db = await getDb();
    await db
      .update(generationBatches)
      .set({ assemblyFailedAt: new Date() })
      .where(and(eq(generationBatches.id, batchId), isNull(generationBatches.assembledAt)));
    logger().error({ ...line, status: 'failed' }, 'batch assembly');
  }
}

async function ownedBatch(owner: Owner | null, id: string): Promise<GenerationBatch> {
  if (owner?.kind !== 'user' || !/^[0-9a-f-]{36}$/i.test(id)) throw localizedError(ErrorCode.notFound);
  const db = await getDb();
  const [batch] = await db
    .select()
    .from(generationBatches)
    .where(and(eq(generationBatches.id, id), eq(generationBatches.userId, owner.userId)))
    .limit(1);
  if (!batch) throw localizedError(ErrorCode.notFound);
  return batch;
}

export async function batchStatus(owner: Owner | null, id: string, t: Translate): Promise<BatchData> {
  const batch = await ownedBatch(owner, id);
  const db = await getDb();
  const jobs = await db
    .select()
    .from(generationJobs)
    .where(eq(generationJobs.batchId, id))
    .orderBy(...requestOrder);
  const counts = { queued: 0, running: 0, done: 0, failed: 0 };
  for (const job of jobs) counts[job.status] += 1;
  const progress = jobs.length ? Math.round(jobs.reduce((sum, j) => sum + (j.status === 'failed' ? 100 : j.progress), 0) / jobs.length) : 0;
  return {
    id: batch.id,
    title: batch.title,
    total: batch.total,
    counts,
    progress,
    ready: batch.assembledAt !== null,
    failed: batch.assemblyFailedAt !== null && batch.assembledAt === null,
    jobs: jobs.map((job) => jobView(job, t)),
    downloads: batchDownloads(batch),
    created_at: batch.createdAt.toISOString(),
  };
}

function batchDownloads(batch: GenerationBatch) {
  const base = `/common-api/v1/generation/batches/${batch.id}`;
  return batch.zipKey && batch.pdfKey ? { zip: `${base}/zip`, pdf: `${base}/pdf` } : null;
}

/** The user's coloring books, newest first, so their ZIP and PDF can be fetched again later. */
export async function listBatches(userId: string, limit = 50): Promise<{ items: BatchSummary[] }> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(generationBatches)
    .where(eq(generationBatches.userId, userId))
    .orderBy(desc(generationBatches.createdAt), desc(generationBatches.id))
    .limit(limit);
  return {
    items: rows.map((batch) => ({
      id: batch.id,
      title: batch.title,
      total: batch.total,
      ready: batch.assembledAt !== null,
      failed: batch.assemblyFailedAt !== null && batch.assembledAt === null,
      downloads: batchDownloads(batch),
      created_at: batch.createdAt.toISOString(),
    })),
  };
}

/** The ZIP or the book, once ready. */
export async function batchFile(owner: Owner | null, id: string, kind: 'zip' | 'pdf'): Promise<{ bytes: Uint8Array; title: string }> {
  const batch = await ownedBatch(owner, id);
  const key = kind === 'zip' ? batch.zipKey : batch.pdfKey;
  if (!batch.assembledAt) throw localizedError(ErrorCode.resultNotReady);
  const bytes = key ? await resultStore().get(key) : null;
  if (!bytes) throw localizedError(ErrorCode.notFound);
  return { bytes, title: batch.title };
}
