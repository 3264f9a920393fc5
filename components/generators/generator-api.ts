'use client';

import { createJobData, type CreateJobData } from '@/lib/api/contracts/generation';
import { isApiClientError } from '@/lib/api/client-error';
import { apiFetch } from '@/lib/api/fetch';
import { toolError } from '@/components/tools/api-error';

export type GeneratorKind = 'text' | 'ai' | 'name';

/** A text, AI-generator or name page request, as JSON (no upload). */
export function requestPages(body: Record<string, unknown>): Promise<CreateJobData> {
  return apiFetch('/common-api/v1/generation/jobs', { method: 'POST', body, schema: createJobData, handleErrors: false });
}

export type GeneratorError = ReturnType<typeof toolError> & { reason?: string; suggestions?: string[] };

/** What went wrong, with the studio's word suggestions when it found nothing it can draw. */
export function generatorError(error: unknown): GeneratorError {
  const base = toolError(error);
  if (!isApiClientError(error) || !error.data || typeof error.data !== 'object') return base;
  const data = error.data as { reason?: unknown; suggestions?: unknown };
  return {
    ...base,
    reason: typeof data.reason === 'string' ? data.reason : undefined,
    suggestions: Array.isArray(data.suggestions) ? data.suggestions.filter((s): s is string => typeof s === 'string') : undefined,
  };
}
