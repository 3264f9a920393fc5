import 'server-only';
import { ErrorCode } from '@/lib/api/errors';
import { localizedError } from '@/lib/server/errors';
import { logger } from '@/lib/server/log';

/** One answer for every refused token; the reason is logged, not told (it would help forgers). */
export function socialFailed(reason: string) {
  logger().warn({ reason }, 'social sign-in refused');
  return localizedError(ErrorCode.socialSignInFailed);
}

export function notConfigured() {
  return localizedError(ErrorCode.providerNotConfigured);
}
