'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PricingDialog } from './pricing-dialog';

/** Opens the pricing dialog on demand (the pricing page's "My allowance"). */
export function AllowanceButton() {
  const t = useTranslations('pricing.pricingDialog');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
      <PricingDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * Shown where a tool was refused for lack of pages. With nothing left the pricing dialog opens by
 * itself, once; when some pages are left (more were asked for than remain) it waits to be asked, as
 * asking for fewer may be all the visitor wants.
 */
export function OutOfPagesDialog({ label, left }: { label: string; left?: number }) {
  const short = left !== undefined && left > 0;
  const [open, setOpen] = useState(!short);
  return (
    <>
      <button type="button" className="font-bold underline" onClick={() => setOpen(true)}>
        {label}
      </button>
      <PricingDialog open={open} onClose={() => setOpen(false)} outOfPages={!short} />
    </>
  );
}
