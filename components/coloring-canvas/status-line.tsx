'use client';

import { useTranslations } from 'next-intl';
import type { DocumentStatus, SaveState } from './use-coloring-document';

/** Loading and saving state, read out politely to screen readers. */
export function StatusLine({ status, saveState }: { status: DocumentStatus; saveState: SaveState }) {
  const t = useTranslations('coloring.status');
  const text = status !== 'ready' ? t(status) : saveState === 'idle' ? '' : t(saveState === 'failed' ? 'saveFailed' : saveState);
  return (
    <p
      role="status"
      data-save-state={saveState}
      className="pointer-events-none absolute bottom-2 left-2 rounded-pill bg-surface/90 px-3 py-1 text-sm font-semibold text-muted shadow-soft empty:hidden"
    >
      {text}
    </p>
  );
}
