'use client';

import { useTranslations } from 'next-intl';
import { JobProgress } from '@/components/tools/job-progress';
import { buttonClasses } from '@/components/ui/button';
import { creationThumbnailPath, type BatchData } from '@/lib/api/contracts/generation';

/** One view of the whole batch: overall progress, counts, and the two downloads once ready. */
export function BatchProgress({ batch }: { batch: BatchData }) {
  const t = useTranslations('batch.progress');
  const { counts } = batch;
  const finished = counts.done + counts.failed;
  const status = batch.ready || batch.failed ? 'done' : counts.running > 0 || finished > 0 ? 'running' : 'queued';
  return (
    <section aria-labelledby="batch-progress" className="space-y-4">
      <h2 id="batch-progress" className="text-2xl font-extrabold">
        {batch.title}
      </h2>
      <JobProgress
        job={{ status, progress: Math.round(batch.progress), error_message: null }}
        doneText={batch.ready && batch.downloads ? t('bookReady') : t('finished')}
      />
      <p aria-live="polite" className="font-semibold">
        {t('counts', { done: counts.done, total: batch.total })}
        {counts.failed ? ` · ${t('failed', { count: counts.failed })}` : ''}
      </p>
      {/* Each page shows its thumbnail as soon as it is drawn; the others their state. */}
      <ol className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-6" aria-label={t('pages')}>
        {batch.jobs.map((job, index) => (
          <li
            key={job.id}
            title={t(`state.${job.status}`, { number: index + 1 })}
            aria-label={t(`state.${job.status}`, { number: index + 1 })}
            data-status={job.status}
            className={`relative flex aspect-[3/4] items-center justify-center overflow-hidden rounded-lg text-sm font-bold ring-1 ring-line ${
              job.status === 'done'
                ? 'bg-leaf-100 text-leaf-700 dark:bg-green-900/50 dark:text-leaf-100'
                : job.status === 'failed'
                  ? 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300'
                  : job.status === 'running'
                    ? 'animate-pulse bg-sun-100 text-amber-900 dark:bg-amber-900/50 dark:text-sun-100'
                    : 'bg-surface-muted text-muted'
            }`}
          >
            {job.status === 'done' && job.creation_id ? (
              <>
                {/* eslint-disable-next-line @next/next/no-img-element -- a private, owner-only download */}
                <img src={creationThumbnailPath(job.creation_id)} alt="" loading="lazy" className="h-full w-full bg-white object-contain p-1" />
                <span aria-hidden="true" className="absolute top-1 left-1 rounded-full bg-surface/90 px-1.5 text-xs text-ink">
                  {index + 1}
                </span>
              </>
            ) : (
              index + 1
            )}
          </li>
        ))}
      </ol>
      {batch.failed ? (
        <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
          {t('bookFailed')}
        </p>
      ) : null}
      {batch.ready && batch.downloads ? <p className="text-sm text-muted">{t('later')}</p> : null}
      {batch.ready && batch.downloads ? (
        <div className="flex flex-wrap gap-2">
          <a href={batch.downloads.zip} download className={buttonClasses('primary')}>
            <span aria-hidden="true">⬇</span>
            {t('zip')}
          </a>
          <a href={batch.downloads.pdf} download className={buttonClasses('secondary')}>
            {t('pdf')}
          </a>
        </div>
      ) : null}
    </section>
  );
}
