'use client';

import { useState } from 'react';
import { apiFetch } from '@/lib/api/fetch';
import { isApiClientError } from '@/lib/api/client-error';
import { redirectData, type CheckoutBody } from '@/lib/api/contracts/billing';

/**
 * Starts a Stripe Checkout (or the billing portal) and leaves the page for it. A refusal, such as
 * "payments are not configured", is kept as the server worded it in the reader's language.
 */
export function useStripeRedirect() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function go(path: '/self-api/v1/billing/checkout' | '/self-api/v1/billing/portal', body?: CheckoutBody) {
    setBusy(true);
    setError(null);
    try {
      const { url } = await apiFetch(path, { method: 'POST', body: body ?? {}, schema: redirectData, handleErrors: false });
      window.location.assign(url);
    } catch (caught) {
      setBusy(false);
      // An empty string asks the caller for its generic wording.
      setError(isApiClientError(caught) && caught.kind === 'api' ? caught.message : '');
    }
  }

  return { busy, error, go };
}
