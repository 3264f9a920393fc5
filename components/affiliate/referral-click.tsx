'use client';

import { useEffect } from 'react';

export const CLICK_PATH = '/common-api/v1/distribution/click';

/**
 * When the app loads with ?ref=CODE, reports one click from the visitor's own browser, so the
 * server counts it against the visitor's real address and browser (the cookie itself is set by the
 * request edge). Prefetches, HEAD requests and most crawlers never run this. Failures are silent.
 */
export function ReferralClick() {
  useEffect(() => {
    const code = new URLSearchParams(window.location.search).get('ref');
    if (!code) return;
    // The contract with zod, and apiFetch, load only on the few visits that carry a code: this component
    // is on every page, and its first load should not pay for them.
    Promise.all([import('@/lib/api/contracts/distribution'), import('@/lib/api/fetch')])
      .then(([{ clickBody, clickData }, { apiFetch }]) => {
        const parsed = clickBody.safeParse({ distribution_code: code });
        if (!parsed.success) return;
        return apiFetch(CLICK_PATH, { method: 'POST', body: parsed.data, schema: clickData, handleErrors: false });
      })
      .catch(() => undefined);
  }, []);
  return null;
}
