'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { Suspense, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { ReferralClick } from '@/components/affiliate/referral-click';
import { getQueryClient } from '@/lib/api/query-client';
import { toLocale } from '@/lib/i18n/locales';
import { SessionStoreProvider } from '@/stores/session-store-provider';
import { ApiRuntimeBridge } from './api-runtime-bridge';
import { NavigationProgress } from './navigation-progress';
import { PageviewTracker } from './pageview-tracker';
import { PreloadErrorHandler } from './preload-error-handler';
import { ScrollOnNavigate } from './scroll-on-navigate';
import { SessionBootstrap } from './session-bootstrap';

// Toasts stay 3000 ms, 16 px from the edge.
const TOAST_DURATION_MS = 3000;
const TOAST_OFFSET_PX = 16;

/** Client-side providers of the whole app; rendered inside NextIntlClientProvider. */
export function AppProviders({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const queryClient = getQueryClient();

  return (
    <QueryClientProvider client={queryClient}>
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
        <Toaster
          position="top-center"
          gutter={8}
          containerStyle={{ top: TOAST_OFFSET_PX, right: TOAST_OFFSET_PX, bottom: TOAST_OFFSET_PX, left: TOAST_OFFSET_PX }}
          toastOptions={{ duration: TOAST_DURATION_MS }}
        />
      </SessionStoreProvider>
    </QueryClientProvider>
  );
}
