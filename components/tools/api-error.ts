'use client';

import { isApiClientError } from '@/lib/api/client-error';
import { ErrorCode } from '@/lib/api/errors';

export type ToolErrorKind = 'signUp' | 'noQuota' | 'message' | 'network' | 'generic';

/**
 * What went wrong with an upload, for the form to say. The service already words its errors in the
 * user's language (the envelope's message), so those are shown as they come.
 */
export function toolError(error: unknown): { kind: ToolErrorKind; message?: string } {
  if (!isApiClientError(error)) return { kind: 'generic' };
  if (error.kind === 'network' || error.kind === 'timeout') return { kind: 'network' };
  if (error.code === ErrorCode.signUpToContinue) return { kind: 'signUp' };
  if (error.code === ErrorCode.noQuotaLeft) return { kind: 'noQuota' };
  if (error.kind === 'api' && error.message) return { kind: 'message', message: error.message };
  return { kind: 'generic' };
}
