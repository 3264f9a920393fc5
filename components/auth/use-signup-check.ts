'use client';

import { useQuery } from '@tanstack/react-query';
import { cfRequiredData } from '@/lib/api/contracts/accounts';
import { apiFetch } from '@/lib/api/fetch';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /self-api/v1/signup/check-cf-required: whether this visitor's sign-up needs Turnstile. */
export function useSignupCheck() {
  return useQuery({
    queryKey: queryKeys.signupCheckCfRequired,
    queryFn: ({ signal }) => apiFetch('/self-api/v1/signup/check-cf-required', { schema: cfRequiredData, handleErrors: false, signal }),
    staleTime: 0,
  });
}
