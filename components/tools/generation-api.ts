'use client';

import { useQuery } from '@tanstack/react-query';
import {
  batchData,
  createdBatchData,
  batchList,
  createJobData,
  creationData,
  creationsPage,
  type BatchData,
  type CreationData,
  type JobData,
  jobData,
} from '@/lib/api/contracts/generation';
import { apiFetch } from '@/lib/api/fetch';
import { bookState } from '@/components/creations/book-state';

// The generation service as the tools call it. Query keys live here with the calls they cache.
export const generationKeys = {
  job: (id: string) => ['generation', 'job', id] as const,
  batch: (id: string) => ['generation', 'batch', id] as const,
  creations: ['self', 'creations'] as const,
  creationsPage: (tool: string, page: number) => ['self', 'creations', tool, page] as const,
  creation: (id: string) => ['self', 'creations', 'one', id] as const,
  books: ['generation', 'books'] as const,
};

/** How often a running job or batch is asked for its progress. */
export const POLL_MS = 1000;

/** Uploads answer errors inline (the form knows where to show them): no toast, no navigation. */
export function createJob(form: FormData) {
  return apiFetch('/common-api/v1/generation/jobs', { method: 'POST', body: form, schema: createJobData, handleErrors: false });
}

export function createBatch(form: FormData) {
  return apiFetch('/common-api/v1/generation/batches', {
    method: 'POST',
    body: form,
    schema: createdBatchData,
    handleErrors: false,
  });
}

const running = (status?: string) => status === 'queued' || status === 'running';

export function useJob(id: string | null) {
  return useQuery({
    queryKey: generationKeys.job(id ?? ''),
    queryFn: ({ signal }) => apiFetch(`/common-api/v1/generation/jobs/${id}`, { schema: jobData, signal }),
    enabled: id !== null,
    refetchInterval: (query) => (running((query.state.data as JobData | undefined)?.status) || !query.state.data ? POLL_MS : false),
  });
}

export function useBatch(id: string | null) {
  return useQuery({
    queryKey: generationKeys.batch(id ?? ''),
    queryFn: ({ signal }) => apiFetch(`/common-api/v1/generation/batches/${id}`, { schema: batchData, signal }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const batch = query.state.data as BatchData | undefined;
      return batch?.ready || batch?.failed ? false : POLL_MS;
    },
  });
}

export function useCreation(id: string | null) {
  return useQuery({
    queryKey: generationKeys.creation(id ?? ''),
    queryFn: ({ signal }) => apiFetch(`/self-api/v1/creations/${id}`, { schema: creationData, signal }),
    enabled: id !== null,
  });
}

export function useCreationsPage(tool: string, page: number, pageSize = 24) {
  return useQuery({
    queryKey: generationKeys.creationsPage(tool, page),
    queryFn: ({ signal }) =>
      apiFetch('/self-api/v1/creations', { query: { tool: tool === 'all' ? undefined : tool, page, page_size: pageSize }, schema: creationsPage, signal }),
  });
}

/** The user's coloring books (batches), newest first, with their ZIP and PDF once ready. */
export function useBooks() {
  return useQuery({
    queryKey: generationKeys.books,
    queryFn: ({ signal }) => apiFetch('/common-api/v1/generation/batches', { schema: batchList, signal }),
    // A book still being put together (its pages just finished) gets its downloads without a reload.
    refetchInterval: (query) => (query.state.data?.items.some((book) => bookState(book) === 'making') ? POLL_MS : false),
  });
}

/** Inline errors: the rename form shows them next to the name. */
export function renameCreation(id: string, title: string) {
  return apiFetch(`/self-api/v1/creations/${id}`, { method: 'PATCH', body: { title }, schema: creationData, handleErrors: false });
}

export function deleteCreation(id: string) {
  return apiFetch(`/self-api/v1/creations/${id}`, { method: 'DELETE' });
}

export function publishCreation(id: string, body: { published: boolean; title?: string; tags: string[]; nickname?: string }) {
  return apiFetch(`/self-api/v1/creations/${id}/publish`, { method: 'PUT', body });
}

export type { CreationData, JobData };
