import 'server-only';
import { ErrorCode } from '@/lib/api/errors';
import { localizedError } from '@/lib/server/http/errors';

/** One answer for every refused token; the reason is logged, not told (it would help forgers). */
export function socialFailed(reason: string) {
  console.warn(`[oauth] sign-in refused: ${reason}`);
  return localizedError(ErrorCode.socialSignInFailed);
}

export function notConfigured() {
  return localizedError(ErrorCode.providerNotConfigured);
}
