'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

const points = ['one', 'expiry', 'order', 'refunds'] as const;

/** What one credit buys, when credits expire, the order they are spent in, and refunds of failed pages. */
export function CreditDialog() {
  const t = useTranslations('pricing.creditDialog');
  const tPricing = useTranslations('pricing');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('title')} closeLabel={tPricing('close')}>
        <ul className="space-y-3 text-sm leading-relaxed">
          {points.map((key) => (
            <li key={key} className="flex gap-2">
              <span aria-hidden="true" className="text-leaf-500">
                ✔
              </span>
              {t(key)}
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
