'use client';

import { useTranslations } from 'next-intl';
import { JobProgress } from '@/components/tools/job-progress';
import { ResultCard } from '@/components/tools/result-card';
import { useCreation, useJob } from '@/components/tools/generation-api';
import { Skeleton } from '@/components/ui/skeleton';

type GeneratedPageProps = { jobId: string; index: number; total: number; signedIn: boolean };

/** One page being made: progress while it runs, then the page itself with its downloads. */
export function GeneratedPage({ jobId, index, total, signedIn }: GeneratedPageProps) {
  const t = useTranslations('generators.results');
  const job = useJob(jobId);
  const creationId = job.data?.status === 'done' ? job.data.creation_id : null;
  const creation = useCreation(creationId);
  const label = total > 1 ? t('variation', { number: index + 1, total }) : t('page');

  return (
    <article
      aria-label={label}
      className="grid gap-5 rounded-card border border-line bg-surface p-4 shadow-soft md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:p-6"
    >
      <div className="mx-auto w-full max-w-xs">
        {creation.data ? (
          // eslint-disable-next-line @next/next/no-img-element -- the owner's own file, served with its session
          <img
            src={creation.data.downloads.png}
            alt={t('previewAlt', { label })}
            width={creation.data.width}
            height={creation.data.height}
            className="h-auto w-full rounded-xl border border-line bg-white"
          />
        ) : (
          <Skeleton className="aspect-[7/10] w-full rounded-xl" />
        )}
      </div>
      <div className="min-w-0 space-y-4">
        {total > 1 ? <p className="text-sm font-bold text-muted">{label}</p> : null}
        {creation.data ? <ResultCard creation={creation.data} signedIn={signedIn} /> : <JobProgress job={job.data} />}
      </div>
    </article>
  );
}
