'use client';

import { useTranslations } from 'next-intl';
import type { ColorabilityReport } from '@/lib/engine/types';
import { audienceOf, reportNotes } from './report-words';

/** The colorability report as a parent reads it: who it suits, then a few plain facts. */
export function ReportSummary({ report }: { report: ColorabilityReport }) {
  const t = useTranslations('converter.report');
  const audience = audienceOf(report);
  return (
    <section aria-label={t('title')} className="rounded-xl bg-surface-muted p-4">
      <h3 className="text-sm font-extrabold tracking-wide text-muted uppercase">{t('title')}</h3>
      <p className="mt-1 text-lg font-extrabold">{t(`audience.${audience}`)}</p>
      <ul className="mt-2 space-y-1 text-sm">
        {reportNotes(report).map((note) => (
          <li key={note.key} className="flex gap-2">
            <span aria-hidden="true" className="text-leaf-500">
              •
            </span>
            {t(`notes.${note.key}`, note.values)}
          </li>
        ))}
      </ul>
    </section>
  );
}
