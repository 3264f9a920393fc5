'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/lib/api/query-client';

/**
 * React Query for the parts that fetch through it (dashboard, profile, sign-in, the tools). It is not
 * in the root layout, so catalogue pages do not load it; every provider shares the tab's one client.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
