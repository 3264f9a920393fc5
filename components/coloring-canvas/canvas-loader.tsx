'use client';

import { useTranslations } from 'next-intl';
import type { DocumentStatus } from './use-coloring-document';

/** Covers the canvas while the page loads and its region map is built, so nothing jumps or looks broken. */
export function CanvasLoader({ status }: { status: DocumentStatus }) {
  const t = useTranslations('coloring.status');
  if (status === 'error') return null;
  return (
    <div
      data-testid="canvas-loader"
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-3 bg-surface-muted/70"
    >
      <span className="size-10 animate-spin rounded-full border-4 border-line border-t-accent" />
      <span className="rounded-pill bg-surface px-3 py-1 text-sm font-semibold text-muted shadow-soft">
        {t(status === 'loading' ? 'loading' : 'preparing')}
      </span>
    </div>
  );
}
