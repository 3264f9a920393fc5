'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginData, type UpdateUserBody } from '@/lib/api/contracts/accounts';
import { apiFetch } from '@/lib/api/fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useSessionStoreApi } from '@/stores/session-store-provider';

/** PUT /self-api/v1/user (name and/or language); the answer refreshes the cached user and the header. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  const session = useSessionStoreApi();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => apiFetch('/self-api/v1/user', { method: 'PUT', body, schema: loginData, handleErrors: false }),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.user, data);
      void session.getState().fetchUser();
    },
  });
}
