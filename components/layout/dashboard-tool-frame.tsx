import { getTranslations } from 'next-intl/server';
import { Phrases } from '@/components/ui/phrases';
import type { ReactNode } from 'react';

export type DashboardPageKey =
  | 'dashboardAiGenerator'
  | 'dashboardBatch'
  | 'dashboardColorizeDrawing'
  | 'dashboardPhotoToColoringPage'
  | 'dashboardFeedback'
  | 'dashboardNameGenerator'
  | 'dashboardTextToColoringPage';

/** Heading and explanation of a dashboard tool; the tool itself is rendered as children. */
export async function DashboardToolFrame({ page, children }: { page: DashboardPageKey; children?: ReactNode }) {
  const t = await getTranslations('dashboard.pages');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-8 sm:py-10">
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">
        <Phrases>{t(`${page}.title`)}</Phrases>
      </h1>
      <p className="mt-3 max-w-prose text-lg text-muted">{t(`${page}.lead`)}</p>
      <ol className="mt-8 grid gap-4 md:grid-cols-3">
        {(['tip1', 'tip2', 'tip3'] as const).map((tip, index) => (
          <li key={tip} className="flex gap-3 rounded-card border border-line bg-surface p-5 shadow-soft">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-black text-brand-700 dark:bg-brand-900/60 dark:text-brand-100"
            >
              {index + 1}
            </span>
            <span>{t(`${page}.${tip}`)}</span>
          </li>
        ))}
      </ol>
      {children ? <div className="mt-8">{children}</div> : null}
    </div>
  );
}
