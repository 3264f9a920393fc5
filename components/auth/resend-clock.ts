'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { getItem, setItem } from '@/lib/storage';

// At most one verification mail per minute per account; the page counts it down.
export const RESEND_INTERVAL_MS = 60_000;
const KEY = 'verification_sent';

type SentRecord = { email: string; at: number };

/** Remembers (for this tab) when a verification mail went to `email`, so a reload keeps the countdown. */
export function markVerificationSent(email: string, at = Date.now()): void {
  setItem<SentRecord>(KEY, { email: email.trim().toLowerCase(), at }, { type: 'session' });
}

function lastSentAt(email: string): number | null {
  const record = getItem<SentRecord>(KEY, 'session');
  return record && record.email === email.trim().toLowerCase() ? record.at : null;
}

/** Whole seconds until another mail may be asked for `email` (0 when it may be asked now). */
export function useResendCountdown(email: string): { seconds: number; restart: () => void } {
  const [now, setNow] = useState(() => Date.now());
  const [restartedAt, setRestartedAt] = useState<number | null>(null);
  // Storage exists only in the browser: the server render (and hydration) assume no mail was sent.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const sentAt = restartedAt ?? (inBrowser && email ? lastSentAt(email) : null);

  const seconds = sentAt === null ? 0 : Math.max(0, Math.ceil((sentAt + RESEND_INTERVAL_MS - now) / 1000));

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [seconds]);

  return {
    seconds,
    restart: () => {
      const at = Date.now();
      markVerificationSent(email, at);
      setRestartedAt(at);
      setNow(at);
    },
  };
}

function noSubscription(): () => void {
  return () => undefined;
}
