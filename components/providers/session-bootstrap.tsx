'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { isLocale } from '@/lib/i18n/locales';
import { rememberReferralUrl } from '@/lib/storage/referral-url';
import { useSessionStoreApi } from '@/stores/session-store-provider';

/** Once per tab: restores the session from the login flag and remembers the first-visited URL. */
export function SessionBootstrap() {
  const session = useSessionStoreApi();
  const locale = useLocale();

  useEffect(() => {
    rememberReferralUrl(window.location.href);
    void session.getState().restore();
  }, [session]);

  useEffect(() => {
    if (isLocale(locale)) session.getState().setLocale(locale);
  }, [locale, session]);

  return null;
}
