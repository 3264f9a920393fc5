import 'server-only';
import { eq } from 'drizzle-orm';
import type { ResetPasswordBody } from '@/lib/api/contracts/accounts';
import type { Locale } from '@/lib/i18n/locales';
import { RESET_TOKEN_TTL_SECONDS } from '@/lib/server/config/auth';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { appLink, sendAccountMail } from '@/lib/server/mail/send';
import { enforce } from '@/lib/server/rate-limit/limiter';
import { deleteUserSessions } from '@/lib/server/sessions/store';
import { consumeEmailToken, issueEmailToken } from './email-tokens';
import { assertAcceptablePassword, hashPassword } from './passwords';
import { findUserByEmail, normalizeEmail } from './users';
import { loggableError, logger } from '@/lib/server/log';

export const RESET_PAGE = '/forget-password/reset';

async function mailResetLink(email: string): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user?.email) return;
  const token = await issueEmailToken(user.id, 'reset', RESET_TOKEN_TTL_SECONDS);
  const locale = user.locale as Locale;
  await sendAccountMail('reset', { email: user.email, name: user.name, locale }, appLink(locale, RESET_PAGE, { token }));
}

/**
 * Mails a reset link when the address has an account. The lookup, token and mail happen after the
 * answer, so known and unknown addresses get the same body in the same time.
 */
export async function forgotPassword(emailInput: string): Promise<null> {
  const email = normalizeEmail(emailInput);
  await enforce('forgotAccount', email);
  mailResetLink(email).catch((error) => logger().error({ err: loggableError(error) }, 'reset mail failed'));
  return null;
}

/** Sets a new password from a reset link (1 h, single use) and ends every session of the account. */
export async function resetPassword(input: ResetPasswordBody): Promise<null> {
  assertAcceptablePassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const userId = await consumeEmailToken(input.token, 'reset', tx);
    // Following the mailed link also proves the address, so an unverified account becomes verified.
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId));
    await deleteUserSessions(userId, { tx });
  });
  return null;
}
