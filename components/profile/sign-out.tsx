'use client';

import { hardNavigate } from '@/components/auth/hard-navigate';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Spinner } from '@/components/auth/submit-button';
import { Button } from '@/components/ui/button';
import { localizedPath, toLocale } from '@/lib/i18n/locales';
import { useSessionStoreApi } from '@/stores/session-store-provider';

/** Ends this session on the server and in the browser, then goes home. */
export function SignOut() {
  const t = useTranslations('profile.signOut');
  const session = useSessionStoreApi();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    await session
      .getState()
      .logout()
      .catch(() => undefined);
    queryClient.clear();
    // A full page load: nothing cached for the signed-in visitor survives (see useFinishSignIn).
    hardNavigate(localizedPath(toLocale(locale), '/'));
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
