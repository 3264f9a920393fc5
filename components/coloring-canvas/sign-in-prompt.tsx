'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LinkButton } from '@/components/ui/link-button';

/**
 * Sharing needs an account. Signing in comes back to this very canvas (`from`), where the
 * autosave on this device restores the work.
 */
export function SignInPrompt({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('coloring.signInPrompt');
  // Read when the dialog opens: the address of the canvas, language prefix and page id included.
  const [from] = useState(() => (typeof window === 'undefined' ? '/online-coloring' : window.location.pathname + window.location.search));
  return (
    <Dialog open={open} onClose={onClose} title={t('title')} closeLabel={t('cancel')}>
      <p className="text-muted">{t('body')}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          {t('cancel')}
        </Button>
        <LinkButton href={{ pathname: '/register', query: { from } }} variant="secondary">
          {t('register')}
        </LinkButton>
        <LinkButton href={{ pathname: '/login', query: { from } }}>{t('signIn')}</LinkButton>
      </div>
    </Dialog>
  );
}
