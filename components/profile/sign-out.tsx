'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Spinner } from '@/components/auth/submit-button';
import { Button } from '@/components/ui/button';
import { useRouter } from '@/lib/i18n/navigation';
import { useSessionStoreApi } from '@/stores/session-store-provider';

/** Ends this session on the server and in the browser, then goes home. */
export function SignOut() {
  const t = useTranslations('profile.signOut');
  const session = useSessionStoreApi();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    await session.getState().logout().catch(() => undefined);
    queryClient.clear();
    // No router.refresh(): re-rendering /profile signed out would race this navigation with its /login redirect.
    router.replace('/');
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted">{t('lead')}</p>
      <Button variant="secondary" onClick={() => void signOut()} disabled={busy} aria-busy={busy} className="w-full sm:w-auto">
        {busy ? <Spinner /> : null}
        {t('button')}
      </Button>
    </div>
  );
}
