'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { toastError } from '@/components/ui/toaster';
import { installApiRuntime } from '@/lib/api/runtime';
import { toLocale } from '@/lib/i18n/locales';
import { useSessionStoreApi } from '@/stores/session-store-provider';

/** Gives apiFetch's §8 handling the active language's messages, the toaster, the router and the session. */
export function ApiRuntimeBridge() {
  const t = useTranslations('errors');
  const locale = useLocale();
  const router = useRouter();
  const session = useSessionStoreApi();

  useEffect(() => {
    installApiRuntime({
      locale: toLocale(locale),
      translate: (key) => t(key),
      toastError,
      navigate: (href) => router.push(href),
      clearSession: () => session.getState().clear(),
      currentPath: () => window.location.pathname + window.location.search,
    });
    return () => installApiRuntime(null);
  }, [t, locale, router, session]);

  return null;
}
