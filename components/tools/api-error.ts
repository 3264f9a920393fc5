'use client';

import { quotaRefusalOf, type QuotaRefusal } from '@/components/allowance/allowance';
import { isApiClientError } from '@/lib/api/client-error';
import { ErrorCode } from '@/lib/api/errors';

export type ToolErrorKind = 'signUp' | 'noQuota' | 'message' | 'network' | 'generic';

/**
 * What went wrong with an upload, for the form to say. The service already words its errors in the
 * user's language (the envelope's message), so those are shown as they come; a refusal for lack of
 * pages carries what was asked and what is left, so the note can say what to do.
 */
export function toolError(error: unknown): { kind: ToolErrorKind; message?: string; quota?: QuotaRefusal } {
  if (!isApiClientError(error)) return { kind: 'generic' };
  if (error.kind === 'network' || error.kind === 'timeout') return { kind: 'network' };
  if (error.code === ErrorCode.signUpToContinue) return { kind: 'signUp' };
  if (error.code === ErrorCode.noQuotaLeft) return { kind: 'noQuota', message: error.message || undefined, quota: quotaRefusalOf(error.data) ?? undefined };
  if (error.kind === 'api' && error.message) return { kind: 'message', message: error.message };
  return { kind: 'generic' };
}
