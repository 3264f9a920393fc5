import 'server-only';
import { ErrorCode } from '@/lib/api/errors';
import { serverEnv } from '@/lib/env';
import { TURNSTILE_SIGNUP_THRESHOLD } from '@/lib/server/config/auth';
import { localizedError } from '@/lib/server/errors';
import { peek } from './limiter';
import { loggableError, logger } from '@/lib/server/log';

/**
 * Turnstile is asked for when a secret is configured and this IP has signed up often lately.
 * `duringSignUp`: the sign-up being handled has already been counted, so it is left out.
 */
export async function isTurnstileRequired(ip: string, duringSignUp = false): Promise<boolean> {
  if (!serverEnv().TURNSTILE_SECRET) return false;
  const { count } = await peek('signupIp', ip);
  return count - (duringSignUp ? 1 : 0) >= TURNSTILE_SIGNUP_THRESHOLD;
}

/** Verifies a Turnstile token with Cloudflare (TURNSTILE_VERIFY_URL); throws 400103 when it fails. */
export async function assertTurnstile(token: string | null | undefined, ip: string): Promise<void> {
  const env = serverEnv();
  if (!token) throw localizedError(ErrorCode.captchaRequired);
  const form = new URLSearchParams({ secret: env.TURNSTILE_SECRET ?? '', response: token });
  if (ip !== 'unknown') form.set('remoteip', ip);
  try {
    const res = await fetch(env.TURNSTILE_VERIFY_URL, { method: 'POST', body: form, signal: AbortSignal.timeout(10_000) });
    const result = (await res.json()) as { success?: boolean };
    if (result.success === true) return;
  } catch (error) {
    logger().warn({ err: loggableError(error) }, 'turnstile verification request failed');
  }
  throw localizedError(ErrorCode.captchaRequired);
}
