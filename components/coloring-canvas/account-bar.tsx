'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { useAccountPainting } from './use-account-painting';

type AccountBarProps = {
  /** Null when signed out: only "Share in the gallery" shows, and it asks to sign in. */
  account: ReturnType<typeof useAccountPainting> | null;
  disabled: boolean;
  published: boolean;
  onShare: () => void;
};

/** Save to the account, share to the gallery, and the offer to continue from a newer save made on another device. */
export function AccountBar({ account, disabled, published, onShare }: AccountBarProps) {
  const t = useTranslations('coloring');
  const note = account ? { idle: null, saving: t('account.saving'), saved: t('account.saved'), failed: t('account.failed') }[account.saveState] : null;
  return (
    <div className="flex flex-col gap-2">
      {account?.hasOffer && (
        <div role="status" className="flex flex-wrap items-center gap-2 rounded-lg border border-accent/40 p-2">
          <span className="flex-1">{t('account.newer')}</span>
          <Button type="button" onClick={() => void account.acceptOffer()}>
            {t('account.continue')}
          </Button>
          <Button type="button" variant="secondary" onClick={account.declineOffer}>
            {t('account.keepLocal')}
          </Button>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {account && (
          <Button type="button" onClick={() => void account.save()} disabled={disabled || account.saveState === 'saving'}>
            {t('account.save')}
          </Button>
        )}
        <Button type="button" variant="secondary" onClick={onShare} disabled={disabled}>
          {t('share')}
        </Button>
        {published && <Badge tone="leaf">{t('shareDialog.inGallery')}</Badge>}
        <span aria-live="polite" className="text-sm text-muted">
          {note}
        </span>
      </div>
    </div>
  );
}
