'use client';

import { useEffect } from 'react';
import { clickBody, clickData } from '@/lib/api/contracts/distribution';
import { apiFetch } from '@/lib/api/fetch';

export const CLICK_PATH = '/common-api/v1/distribution/click';

/**
 * When the app loads with ?ref=CODE, reports one click from the visitor's own browser, so the
 * server counts it against the visitor's real address and browser (the cookie itself is set by the
 * request edge). Prefetches, HEAD requests and most crawlers never run this. Failures are silent.
 */
export function ReferralClick() {
  useEffect(() => {
    const parsed = clickBody.safeParse({ distribution_code: new URLSearchParams(window.location.search).get('ref') });
    if (!parsed.success) return;
    apiFetch(CLICK_PATH, { method: 'POST', body: parsed.data, schema: clickData, handleErrors: false }).catch(() => undefined);
  }, []);
  return null;
}
