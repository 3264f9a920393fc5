'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { useAccountPainting } from './use-account-painting';

/** Save to the account, and the offer to continue from a newer save made on another device. */
export function AccountBar({ account, disabled }: { account: ReturnType<typeof useAccountPainting>; disabled: boolean }) {
  const t = useTranslations('coloring.account');
  const note = { idle: null, saving: t('saving'), saved: t('saved'), failed: t('failed') }[account.saveState];
  return (
    <div className="flex flex-col gap-2">
      {account.hasOffer && (
        <div role="status" className="flex flex-wrap items-center gap-2 rounded-lg border border-accent/40 p-2">
          <span className="flex-1">{t('newer')}</span>
          <Button type="button" onClick={() => void account.acceptOffer()}>{t('continue')}</Button>
          <Button type="button" variant="secondary" onClick={account.declineOffer}>{t('keepLocal')}</Button>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" onClick={() => void account.save()} disabled={disabled || account.saveState === 'saving'}>
          {t('save')}
        </Button>
        <span aria-live="polite" className="text-sm text-muted">{note}</span>
      </div>
    </div>
  );
}
