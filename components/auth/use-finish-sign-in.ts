'use client';

import { hardNavigate } from '@/components/auth/hard-navigate';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import type { LoginData } from '@/lib/api/contracts/accounts';
import { queryKeys } from '@/lib/api/query-keys';
import { localizedPath, toLocale } from '@/lib/i18n/locales';
import { useSessionStoreApi } from '@/stores/session-store-provider';
import { safeFromPath } from './safe-from';

/** Where a sign-in without a (usable) `from` ends: the tools. */
export const AFTER_SIGN_IN_PATH = '/dashboard';

/**
 * After a successful login, social login or complete-signup the session store takes the
 * answer (sets the login flag cookie and fetches the user), then the visitor goes on.
 * `navigate: false` stays on the page (the verification success page shows its own next steps).
 */
export function useFinishSignIn() {
  const session = useSessionStoreApi();
  const queryClient = useQueryClient();
  const locale = useLocale();

  return useCallback(
    async (data: LoginData, options: { from?: string | null; navigate?: boolean } = {}) => {
      queryClient.setQueryData(queryKeys.user, data);
      await session.getState().setLogin(data);
      if (options.navigate === false) return;
      const fallback = localizedPath(toLocale(locale), AFTER_SIGN_IN_PATH);
      // Not router.replace: the guest-only page we leave was re-fetched mid-navigation and its
      // signed-in redirect to "/" won (seen in the e2e test); a full load has no such race.
      hardNavigate(safeFromPath(options.from) ?? fallback);
    },
    [session, queryClient, locale],
  );
}
