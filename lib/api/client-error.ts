// The error apiFetch throws. `code` is the envelope's code when the server sent one; `kind` says
// what went wrong so callers that take over error handling (handleErrors: false) can branch on it.
export type ApiClientErrorKind = 'api' | 'http' | 'network' | 'timeout' | 'invalid';

export class ApiClientError extends Error {
  readonly kind: ApiClientErrorKind;
  readonly code: number | null;
  readonly status: number;
  readonly data: unknown;
  /** True when §8 handling (toast, navigation) already ran for this error. */
  readonly handled: boolean;

  constructor(
    kind: ApiClientErrorKind,
    message: string,
    options: { code?: number | null; status?: number; data?: unknown; handled?: boolean; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiClientError';
    this.kind = kind;
    this.code = options.code ?? null;
    this.status = options.status ?? 0;
    this.data = options.data ?? null;
    this.handled = options.handled ?? false;
  }

  withHandled(): ApiClientError {
    return new ApiClientError(this.kind, this.message, {
      code: this.code,
      status: this.status,
      data: this.data,
      handled: true,
      cause: this.cause,
    });
  }
}

export function isApiClientError(value: unknown): value is ApiClientError {
  return value instanceof ApiClientError;
}
