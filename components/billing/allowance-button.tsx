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
      <Button variant="secondary" onClick={() => setOpen(true)} className="h-auto min-h-11 whitespace-normal py-2">
        {t('open')}
      </Button>
      <PricingDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** Shown where a tool was refused for lack of pages: the pricing dialog opens by itself, once. */
export function OutOfPagesDialog({ label }: { label: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" className="font-bold underline" onClick={() => setOpen(true)}>
        {label}
      </button>
      <PricingDialog open={open} onClose={() => setOpen(false)} outOfPages />
    </>
  );
}
