'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { SHORTCUTS } from './tools';

/** The keyboard shortcuts and touch gestures of the canvas. */
export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('coloring.help');
  return (
    <Dialog open={open} onClose={onClose} title={t('title')} closeLabel={t('close')}>
      <p className="mb-3 text-muted">{t('touch')}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {SHORTCUTS.map(({ action, keys }) => (
          <div key={action} className="contents">
            <dt>
              <kbd className="rounded-md border border-line bg-surface-muted px-1.5 py-0.5 font-mono text-xs">{keys}</kbd>
            </dt>
            <dd>{t(`shortcuts.${action.replace('tool:', '')}`)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
