import type { z } from 'zod';
import { SUCCESS } from './errors';
import { ApiClientError } from './client-error';
import { handleApiError } from './handle-error';
import { apiRuntime } from './runtime';

/** Every call gives up after 300000 ms. */
export const DEFAULT_TIMEOUT_MS = 300_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export type QueryValue = string | number | boolean | null | undefined;

export type ApiFetchOptions = {
  method?: HttpMethod;
  /** JSON-encoded, or sent as is when FormData (uploads). Ignored for GET. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** false: the caller takes over, nothing is toasted or navigated, the error is only thrown. */
  handleErrors?: boolean;
  timeoutMs?: number;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Absolute origin; defaults to the page's origin. Required outside the browser (tests, scripts). */
  baseUrl?: string;
};

export function apiFetch<S extends z.ZodType>(path: string, options: ApiFetchOptions & { schema: S }): Promise<z.output<S>>;
export function apiFetch<T = unknown>(path: string, options?: ApiFetchOptions & { schema?: undefined }): Promise<T>;
export async function apiFetch(path: string, options: ApiFetchOptions & { schema?: z.ZodType } = {}): Promise<unknown> {
  try {
    return await request(path, options);
  } catch (error) {
    const runtime = apiRuntime();
    if (!(error instanceof ApiClientError) || options.handleErrors === false || !runtime) throw error;
    handleApiError(error, options.body, runtime);
    throw error.withHandled();
  }
}

export function buildUrl(path: string, query: ApiFetchOptions['query'], baseUrl?: string): string {
  // This module is in the browser's bundle, so it must not read the server's configuration: a
  // server-side caller names the origin it means.
  if (baseUrl === undefined && typeof window === 'undefined') throw new Error(`apiFetch(${path}) outside the browser needs options.baseUrl`);
  const base = baseUrl ?? '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? (path.includes('?') ? '&' : '?') + search : ''}`;
}

async function request(path: string, options: ApiFetchOptions & { schema?: z.ZodType }): Promise<unknown> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { 'X-Platform': 'web', Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (method !== 'GET' && options.body !== undefined) {
    if (typeof FormData !== 'undefined' && options.body instanceof FormData) {
      body = options.body; // the browser sets the multipart boundary itself
    } else {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);

  let response: Response;
  let payload: unknown = null;
  try {
    response = await fetch(buildUrl(path, options.query, options.baseUrl), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: controller.signal,
    });
    payload = await response.json().catch(() => null);
  } catch (cause) {
    if (timedOut) throw new ApiClientError('timeout', 'Request timed out', { cause });
    // A caller that cancels (react-query, unmount) does not want a toast: rethrow its AbortError.
    if (options.signal?.aborted) throw cause;
    throw new ApiClientError('network', 'Request failed', { cause });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  if (!isEnvelope(payload)) {
    throw new ApiClientError('http', response.statusText, { status: response.status });
  }
  if (payload.code !== SUCCESS) {
    throw new ApiClientError('api', payload.message ?? '', {
      code: payload.code,
      status: response.status,
      data: payload.data,
    });
  }
  if (!options.schema) return payload.data;
  const parsed = options.schema.safeParse(payload.data);
  if (!parsed.success) {
    throw new ApiClientError('invalid', 'Unexpected response', { status: response.status, cause: parsed.error });
  }
  return parsed.data;
}

function isEnvelope(value: unknown): value is { code: number; message?: string; data?: unknown } {
  return !!value && typeof value === 'object' && typeof (value as { code?: unknown }).code === 'number';
}
