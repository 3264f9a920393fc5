import { isApiClientError } from '@/lib/api/client-error';
import { handleApiError } from '@/lib/api/handle-error';
import { apiRuntime } from '@/lib/api/runtime';

export type FormFailure = { fields: Record<string, string>; code: number | null };

/** Field messages of a 422 answer: `{fields: {name: message}}` from validation, `{field}` from a domain check. */
function fieldsOf(data: unknown, message: string): Record<string, string> | null {
  if (!data || typeof data !== 'object') return null;
  const { fields, field } = data as { fields?: unknown; field?: unknown };
  if (fields && typeof fields === 'object') {
    const entries = Object.entries(fields as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string');
    if (entries.length) return Object.fromEntries(entries);
  }
  if (typeof field === 'string' && message) return { [field]: message };
  return null;
}

/**
 * Splits a failed call (made with handleErrors: false) between the form and the app's error rules: a 422 with
 * field messages and the codes listed in `inline` are returned for the form to show next to its
 * fields; anything else (400002's redirect, 401, network failures, other codes) gets the app-wide
 * handling (handleApiError) and null is returned.
 */
export function formFailure(error: unknown, body: unknown, inline: readonly number[] = []): FormFailure | null {
  if (!isApiClientError(error)) return null;
  if (error.kind === 'api' && error.code !== null) {
    if (error.code === 422) {
      const fields = fieldsOf(error.data, error.message);
      if (fields) return { fields, code: null };
    }
    if (inline.includes(error.code)) return { fields: {}, code: error.code };
  }
  const runtime = apiRuntime();
  if (runtime && !error.handled) handleApiError(error, body, runtime);
  return null;
}
