'use client';

import { useTranslations } from 'next-intl';
import type { PageReport } from '@/lib/api/contracts/generation';
import { verdictOf, type ReportAudience } from './report-words';

type ReportSummaryProps = {
  /** The page's figures, with the likeness of its photo when one was measured. */
  report: PageReport;
  /** The audience the chosen style aims at, so a page that turned out harder or easier says so. */
  intended?: ReportAudience | null;
  /** Every area is closed by how the page was made (see `closedByConstruction`). */
  closed?: boolean;
};

/** The colorability report as a parent reads it: who it suits, then a few plain facts. */
export function ReportSummary({ report, intended, closed }: ReportSummaryProps) {
  const t = useTranslations('converter.report');
  const verdict = verdictOf({ report, likeness: report.likeness, intended, closed });
  return (
    <section
      aria-label={t('title')}
      className="rounded-xl bg-surface-muted p-4"
      data-testid="report-summary"
      data-headline={verdict.headline}
      data-style={verdict.style ?? undefined}
      data-audience={verdict.audience}
    >
      <h3 className="text-sm font-extrabold tracking-wide text-muted uppercase">{t('title')}</h3>
      <p className="mt-1 text-lg font-extrabold">{t(`audience.${verdict.headline}`, { style: verdict.style ?? 'youngKids' })}</p>
      <ul className="mt-2 space-y-1 text-sm">
        {verdict.notes.map((note) => (
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
