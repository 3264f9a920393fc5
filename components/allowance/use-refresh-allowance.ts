'use client';

import { useCallback } from 'react';
import { useSessionStoreApi } from '@/stores/session-store-provider';

/** Re-reads the user (and so permissions_quota) after a job was asked for or refused. */
export function useRefreshAllowance() {
  const session = useSessionStoreApi();
  return useCallback(() => {
    if (session.getState().isLogin) void session.getState().fetchUser();
  }, [session]);
}
