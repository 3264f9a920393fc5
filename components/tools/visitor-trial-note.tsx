'use client';

import { useTranslations } from 'next-intl';
import { FREE_DAILY_GENERATIONS } from '@/lib/catalogue/plans';
import { VISITOR_TRIES } from './visitor-tries';

/** What a visitor's trial is and what an account adds, with the tries left in this browser. */
export function VisitorTrialNote({ used }: { used: number }) {
  const t = useTranslations('converter.trial');
  const left = Math.max(0, VISITOR_TRIES - used);
  return (
    <aside
      aria-labelledby="trial-title"
      data-testid="visitor-trial"
      data-left={left}
      className="space-y-1 rounded-xl border border-line bg-surface-muted p-3 text-sm"
    >
      <h3 id="trial-title" className="font-extrabold">
        {t('title')}
      </h3>
      <p>{t('body', { total: VISITOR_TRIES, left })}</p>
      <p className="text-muted">{t('adds', { daily: FREE_DAILY_GENERATIONS })}</p>
    </aside>
  );
}
