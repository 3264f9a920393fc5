'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { toastError } from '@/components/ui/toaster';
import { failedAssetPath, handlePreloadError, preloadFailurePath } from './preload-error';

/** Listens for failed loads of page code or styles and recovers (see preload-error.ts). */
export function PreloadErrorHandler() {
  const t = useTranslations('errors');

  useEffect(() => {
    let fired = false;
    const deps = {
      notify: (path: string) => toastError(t('preload', { path })),
      reload: () => window.location.reload(),
    };
    const recover = (path: string, error: unknown) => {
      if (fired) return; // one broken deploy fails many chunks at once: react once
      fired = true;
      handlePreloadError(path, error, deps);
    };
    // Resource errors do not bubble, so listen in the capture phase.
    const onError = (event: Event) => {
      const fromAsset = failedAssetPath(event.target);
      const fromMessage = event instanceof ErrorEvent ? preloadFailurePath(event.error ?? event.message) : null;
      const path = fromAsset ?? fromMessage;
      if (path) recover(path, event instanceof ErrorEvent ? event.error : event);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      const path = preloadFailurePath(event.reason);
      if (path) recover(path, event.reason);
    };
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [t]);

  return null;
}
