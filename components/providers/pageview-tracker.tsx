'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { PageviewBody } from '@/lib/api/contracts/analytics';

/**
 * One pageview per page view and per client-side route change (a new path or query), sent to our own
 * API, which counts it and passes it on to the configured analytics service. No cookie, no id: only the
 * path and, on the first view, the page the visitor came from.
 */
export function PageviewTracker() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const last = useRef<string | null>(null);

  useEffect(() => {
    const key = `${pathname}?${search}`;
    if (last.current === key) return;
    const body: PageviewBody = { path: window.location.pathname, referrer: last.current === null ? document.referrer : '' };
    last.current = key;
    // Imported here, not at the top: apiFetch is not part of any public page's first load.
    void import('@/lib/api/fetch')
      .then(({ apiFetch }) => apiFetch('/common-api/v1/pageviews', { method: 'POST', body, handleErrors: false }))
      .catch(() => undefined);
  }, [pathname, search]);

  return null;
}
