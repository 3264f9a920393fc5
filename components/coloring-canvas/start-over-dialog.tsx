'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** Asks before taking every colour off the page; the start-over itself can still be undone. */
export function StartOverDialog({ open, onClose, onConfirm }: { open: boolean; onClose: () => void; onConfirm: () => void }) {
  const t = useTranslations('coloring.startOver');
  return (
    <Dialog open={open} onClose={onClose} title={t('title')} closeLabel={t('cancel')}>
      <p className="text-muted">{t('body')}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button variant="danger" onClick={() => (onConfirm(), onClose())}>
          {t('confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
