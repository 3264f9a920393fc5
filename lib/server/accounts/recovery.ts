import 'server-only';
import { eq } from 'drizzle-orm';
import type { ResetPasswordBody } from '@/lib/api/contracts/accounts';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { enforce } from '@/lib/server/rate-limit/limiter';
import { deleteUserSessions } from '@/lib/server/sessions/store';
import { queueAccountMail } from './account-mail';
import { consumeEmailToken, emailTokenOwner } from './email-tokens';
import { assertAcceptablePassword, hashPassword } from './passwords';
import { findUserById, normalizeEmail } from './users';

export { RESET_PAGE } from './account-mail';

/**
 * Queues a reset link for the address. Whether it has an account is looked up by the mail worker
 * after the answer, so known and unknown addresses get the same body after the same work.
 */
export async function forgotPassword(emailInput: string): Promise<null> {
  const email = normalizeEmail(emailInput);
  await enforce('forgotAccount', email);
  await queueAccountMail({ intent: 'forgot', email });
  return null;
}

/** Sets a new password from a reset link (1 h, single use) and ends every session of the account. */
export async function resetPassword(input: ResetPasswordBody): Promise<null> {
  // The owner is read first (without using the link up) to judge the password against their
  // address and name; a refused password leaves the link usable for a second try.
  const owner = await findUserById(await emailTokenOwner(input.token, 'reset'));
  assertAcceptablePassword(input.password, { email: owner?.email, name: owner?.name });
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
