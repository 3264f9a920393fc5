import 'server-only';
import { ApiError, ErrorCode, type ErrorCodeValue } from '@/lib/api/errors';

type Values = Record<string, string | number>;

/**
 * The error domain modules throw: an ApiError whose message is translated by the handler wrapper
 * into the request's language, `messageKey` when given, else errors.error_<code>.
 */
export class LocalizedApiError extends ApiError {
  readonly messageKey: string | null;
  readonly values: Values;

  constructor(code: ErrorCodeValue, options: { messageKey?: string; values?: Values; data?: unknown; headers?: Record<string, string> } = {}) {
    super(code, options.messageKey ?? `errors.error_${code}`, options);
    this.messageKey = options.messageKey ?? null;
    this.values = options.values ?? {};
  }
}

export function localizedError(code: ErrorCodeValue, options: ConstructorParameters<typeof LocalizedApiError>[1] = {}) {
  return new LocalizedApiError(code, options);
}

/** A 422 for one field, with the message key of the problem (validation.<key>). */
export function fieldError(field: string, key: string, values: Values = {}) {
  return new LocalizedApiError(ErrorCode.unprocessable, { messageKey: `validation.${key}`, values: { ...values, field }, data: { field } });
}
