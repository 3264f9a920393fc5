import 'server-only';
import type { LoginBody } from '@/lib/api/contracts/accounts';
import { ErrorCode } from '@/lib/api/errors';
import { localizedError } from '@/lib/server/http/errors';
import { assertNotThrottled, clear, hit, tooManyAttempts } from '@/lib/server/rate-limit/limiter';
import { LIMITS } from '@/lib/server/config/auth';
import { createSession } from '@/lib/server/sessions/store';
import { verifyPassword } from './passwords';
import { findUserByEmail, loginData, normalizeEmail } from './users';

/**
 * Signs in with e-mail and password. One answer (400016) for an unknown address and a wrong
 * password; 400002 only once the password was right; while the address is throttled the right
 * password is refused too.
 */
export async function logIn(input: LoginBody) {
  const email = normalizeEmail(input.email);
  await assertNotThrottled('loginAccount', email);
  const user = await findUserByEmail(email);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) {
    const { count, resetAt } = await hit('loginAccount', email);
    if (count >= LIMITS.loginAccount.limit) throw tooManyAttempts(resetAt);
    throw localizedError(ErrorCode.wrongCredentials);
  }
  if (user.emailVerifiedAt === null) {
    throw localizedError(ErrorCode.emailNotVerified, { data: { email: user.email } });
  }
  await clear('loginAccount', email);
  const sessionToken = await createSession(user.id);
  return { sessionToken, data: await loginData(user) };
}
