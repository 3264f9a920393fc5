'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sharingSettingsData, type SharingSettingsBody } from '@/lib/api/contracts/gallery';
import { apiFetch } from '@/lib/api/fetch';

export const sharingKey = ['self', 'sharing'] as const;
const PATH = '/self-api/v1/sharing';

/** The family's sharing settings: the gallery nickname and "never share publicly". */
export function useSharingSettings(enabled = true) {
  return useQuery({ queryKey: sharingKey, queryFn: () => apiFetch(PATH, { schema: sharingSettingsData, handleErrors: false }), enabled });
}

export function useUpdateSharingSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SharingSettingsBody) => apiFetch(PATH, { method: 'PUT', body, schema: sharingSettingsData, handleErrors: false }),
    onSuccess: (data) => client.setQueryData(sharingKey, data),
  });
}
