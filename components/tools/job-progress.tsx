'use client';

import { useTranslations } from 'next-intl';
import type { JobData } from '@/lib/api/contracts/generation';

type JobProgressProps = {
  job: (Pick<JobData, 'status' | 'progress' | 'error_message'> & { retrying?: boolean }) | undefined;
  /** What to say once done, where "your page is ready" is not the whole story (a book of pages). */
  doneText?: string;
};

/** queued → running n% → done, announced politely to screen readers as it changes. */
export function JobProgress({ job, doneText }: JobProgressProps) {
  const t = useTranslations('converter.progress');
  const status = job?.status ?? 'queued';
  const percent = status === 'done' ? 100 : status === 'queued' ? 0 : (job?.progress ?? 0);
  const text =
    status === 'running'
      ? t('running', { progress: percent })
      : status === 'queued' && job?.retrying
        ? t('retrying')
        : status === 'done' && doneText
          ? doneText
          : t(status);

  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label={t('label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-3 overflow-hidden rounded-pill bg-surface-muted"
      >
        <div
          className={`h-full rounded-pill transition-[width] duration-500 ${status === 'failed' ? 'bg-red-500' : 'bg-accent'} ${status === 'queued' ? 'w-1/12 animate-pulse' : ''}`}
          style={status === 'queued' ? undefined : { width: `${Math.max(4, percent)}%` }}
        />
      </div>
      <p aria-live="polite" className="text-sm font-semibold text-muted">
        {text}
      </p>
      {status === 'failed' && job?.error_message ? (
        <p role="alert" className="text-sm font-semibold text-red-600 dark:text-red-400">
          {job.error_message}
        </p>
      ) : null}
    </div>
  );
}
