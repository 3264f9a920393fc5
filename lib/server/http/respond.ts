import 'server-only';
import { ApiError, ErrorCode } from '@/lib/api/errors';
import type { Envelope } from '@/lib/api/envelope';
import { isDatabaseUnavailable } from '@/lib/server/db/availability';
import { loggableError, logger } from '@/lib/server/log';
import { LocalizedApiError } from '@/lib/server/errors';
import { currentRequestId } from '@/lib/server/operations/process-state.mjs';
import type { Translate } from '@/lib/server/i18n/translate';

export function jsonResponse(body: Envelope<unknown>, status: number, cookies: string[] = [], extra: Record<string, string> = {}) {
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...extra });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(JSON.stringify(body), { status, headers });
}

function translated(error: LocalizedApiError, t: Translate): { message: string; data: unknown } {
  const values: Record<string, string | number> = { ...error.values };
  if (typeof values.field === 'string') {
    const key = `validation.fields.${values.field}`;
    const label = t(key);
    values.field = label.endsWith(key) ? values.field : label;
  }
  const message = t(error.messageKey ?? `errors.error_${error.code}`, values);
  // A field error also names its field in `fields`, the shape of a failed parse; other details stay.
  const { field, ...details } = (error.data ?? {}) as { field?: string };
  const data = field ? { ...details, fields: { [field]: message } } : error.data;
  return { message, data };
}

// A client told the database is away tries again after this many seconds.
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * ApiError → its envelope and status; an unreachable database → 503 with its own code; anything
 * else → a plain 500, logged here and nowhere else.
 */
export function errorResponse(error: unknown, t: Translate, req: Request, cookies: string[]): Response {
  if (!(error instanceof ApiError) && isDatabaseUnavailable(error)) {
    logger().warn({ request_id: currentRequestId(req), route: new URL(req.url).pathname, err: loggableError(error) }, 'database unavailable');
    error = new LocalizedApiError(ErrorCode.databaseUnavailable, { headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } });
  }
  if (error instanceof ApiError) {
    const { message, data } = error instanceof LocalizedApiError ? translated(error, t) : { message: error.message, data: error.data };
    return jsonResponse({ code: error.code, message, data }, error.status, cookies, error.headers);
  }
  logger().error({ request_id: currentRequestId(req), method: req.method, route: new URL(req.url).pathname, err: loggableError(error) }, 'request failed');
  return jsonResponse({ code: 500, message: 'Internal Server Error', data: null }, 500);
}
