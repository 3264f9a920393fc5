'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { toolError } from './api-error';

/** An upload's failure in words, with the way forward when there is one. */
export function ToolErrorNote({ error }: { error: ReturnType<typeof toolError> }) {
  const t = useTranslations('converter.errors');
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-700 dark:border-red-800 dark:bg-red-950/40 dark:text-red-300">
      {error.kind === 'message' ? error.message : t(error.kind)}
      {error.kind === 'noQuota' ? (
        <>
          {' '}
          <Link href="/pricing" className="underline">
            {t('seePricing')}
          </Link>
        </>
      ) : null}
    </div>
  );
}
