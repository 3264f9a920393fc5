import 'server-only';
import { creationThumbnailPath, type CreationData, type JobData } from '@/lib/api/contracts/generation';
import type { Translate } from '@/lib/server/i18n/translate';
import type { Creation, GenerationJob } from './schema';

/** The public shape of a job (never the storage keys or the owner). */
export function jobView(job: GenerationJob, t: Translate): JobData {
  const key = `generation.errors.${job.errorCode}`;
  const message = job.errorCode ? t(key) : null;
  return {
    id: job.id,
    type: job.type,
    tool: job.tool,
    status: job.status,
    progress: job.progress,
    retrying: job.status === 'queued' ? job.attempts > 0 : job.status === 'running' && job.attempts > 1,
    error_code: job.errorCode,
    error_message: message && !message.endsWith(key) ? message : job.errorCode ? t('generation.errors.internal') : null,
    creation_id: job.creationId,
    batch_id: job.batchId,
    bucket: job.bucket,
    created_at: job.createdAt.toISOString(),
    finished_at: job.finishedAt?.toISOString() ?? null,
  };
}

export function creationView(creation: Creation): CreationData {
  const formats = (['png', 'svg', 'pdf'] as const).filter((f) => creation.files[f]);
  const base = `/self-api/v1/creations/${creation.id}/download`;
  return {
    id: creation.id,
    job_id: creation.jobId,
    tool: creation.tool,
    width: creation.width,
    height: creation.height,
    paper: creation.paper as 'a4' | 'letter',
    formats,
    report: (creation.report as CreationData['report']) ?? null,
    options: creation.options as Record<string, unknown>,
    published: creation.published,
    title: creation.title,
    tags: creation.tags,
    created_at: creation.createdAt.toISOString(),
    downloads: Object.fromEntries(formats.map((f) => [f, `${base}?format=${f}`])),
    thumbnail: creationThumbnailPath(creation.id),
  };
}
