'use client';

import { useQuery } from '@tanstack/react-query';
import { authUrlData } from '@/lib/api/contracts/accounts';
import { apiFetch } from '@/lib/api/fetch';

export type SocialProvider = 'google' | 'apple';

// The issued state/nonce lives 10 minutes on the server; fetch a fresh one a minute before that.
const STATE_LIFETIME_MS = 9 * 60 * 1000;

export const authConfigKey = (provider: SocialProvider) => ['auth', provider, 'auth-url'] as const;

/**
 * GET /common-api/v1/auth-<provider>/auth-url: client id, scope and a one-time state/nonce.
 * A failure only hides the button (the other sign-in methods keep working), so nothing is toasted.
 */
export function useAuthConfig(provider: SocialProvider, enabled = true) {
  return useQuery({
    queryKey: authConfigKey(provider),
    enabled,
    queryFn: ({ signal }) => apiFetch(`/common-api/v1/auth-${provider}/auth-url`, { schema: authUrlData, handleErrors: false, signal }),
    staleTime: STATE_LIFETIME_MS,
    refetchInterval: (query) => (query.state.data?.enabled ? STATE_LIFETIME_MS : false),
    retry: false,
  });
}
