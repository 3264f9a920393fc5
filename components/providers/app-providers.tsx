'use client';

import { useLocale } from 'next-intl';
import { Suspense, type ReactNode } from 'react';
import { ReferralClick } from '@/components/affiliate/referral-click';
import { ToasterHost } from '@/components/ui/toaster';
import { toLocale } from '@/lib/i18n/locales';
import { SessionStoreProvider } from '@/stores/session-store-provider';
import { ApiRuntimeBridge } from './api-runtime-bridge';
import { NavigationProgress } from './navigation-progress';
import { PageviewTracker } from './pageview-tracker';
import { PreloadErrorHandler } from './preload-error-handler';
import { ScrollOnNavigate } from './scroll-on-navigate';
import { SessionBootstrap } from './session-bootstrap';

/**
 * Client-side providers of every page; rendered inside NextIntlClientProvider. Kept small because
 * public pages load them first: React Query is added only where it is used (QueryProvider), and the
 * toaster loads with the first toast.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const locale = useLocale();

  return (
    <SessionStoreProvider initial={{ locale: toLocale(locale) }}>
      <ApiRuntimeBridge />
      <SessionBootstrap />
      <PreloadErrorHandler />
      <ScrollOnNavigate />
      <ReferralClick />
      {/* useSearchParams needs a Suspense boundary to keep pages statically rendered. */}
      <Suspense fallback={null}>
        <NavigationProgress />
        <PageviewTracker />
      </Suspense>
      {children}
      <ToasterHost />
    </SessionStoreProvider>
  );
}
