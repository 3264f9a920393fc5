'use client';

import type { ReactNode } from 'react';

// Client-side providers of the whole app (session store, react-query, toasts, progress bar).
export function AppProviders({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
