'use client';

import { useLocale, useTranslations } from 'next-intl';
import { resetTime } from '@/components/allowance/allowance';
import { OutOfPagesDialog } from '@/components/billing/allowance-button';
import type { toolError } from './api-error';

/**
 * An upload's failure in words, with the way forward when there is one. A tool that can trim its
 * own request (the batch's photo list) passes `onFewer`, and "ask for fewer" becomes a button.
 */
export function ToolErrorNote({ error, onFewer }: { error: ReturnType<typeof toolError>; onFewer?: (left: number) => void }) {
  const t = useTranslations('converter.errors');
  const a = useTranslations('allowance');
  const locale = useLocale();
  if (error.kind === 'noQuota') {
    const quota = error.quota;
    return (
      <div
        role="alert"
        className="space-y-2 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-700 dark:border-red-800 dark:bg-red-950/40 dark:text-red-300"
      >
        <p className="font-semibold">{error.message ?? t('noQuota')}</p>
        <p>{a('whatNow')}</p>
        <ul className="list-disc space-y-1 pl-5">
          {quota && quota.left > 0 ? (
            <li>
              {onFewer ? (
                <button type="button" className="font-bold underline" onClick={() => onFewer(quota.left)}>
                  {a('keepFirst', { left: quota.left })}
                </button>
              ) : (
                a('fewer', { left: quota.left })
              )}
            </li>
          ) : null}
          {quota?.resetsAt ? <li>{a('wait', { time: resetTime(quota.resetsAt, locale) })}</li> : null}
          <li>
            {/* With nothing left the pricing dialog opens by itself; this (re)opens it. */}
            <OutOfPagesDialog label={a('buyMore')} left={quota?.left} />
          </li>
        </ul>
      </div>
    );
  }
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-700 dark:border-red-800 dark:bg-red-950/40 dark:text-red-300"
    >
      {error.kind === 'message' ? error.message : t(error.kind)}
    </div>
  );
}
