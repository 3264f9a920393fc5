'use client';

import { useState } from 'react';
import { ApiClientError } from '@/lib/api/client-error';
import { apiFetch } from '@/lib/api/fetch';

/** Sends a form to a call and keeps the server's translated message and per-field problems. */
export function useApiForm<T>(path: string) {
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  async function send(body: unknown): Promise<T | null> {
    setPending(true);
    setMessage(null);
    setFields({});
    try {
      return await apiFetch<T>(path, { method: 'POST', body, handleErrors: false });
    } catch (error) {
      if (error instanceof ApiClientError) {
        setMessage(error.message);
        const data = error.data as { fields?: Record<string, string> } | null;
        if (data?.fields) setFields(data.fields);
      } else {
        setMessage(String((error as Error).message));
      }
      return null;
    } finally {
      setPending(false);
    }
  }
  return { send, pending, message, fields, setFields };
}
