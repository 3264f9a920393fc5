import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { LoginBody } from '@/lib/api/contracts/accounts';
import { ErrorCode } from '@/lib/api/errors';
import { LIMITS } from '@/lib/server/config/auth';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { localizedError } from '@/lib/server/errors';
import { clear, peek, release, remember, reserve, tooManyAttempts } from '@/lib/server/rate-limit/limiter';
import { createSession } from '@/lib/server/sessions/store';
import { checkPassword, hashPassword } from './passwords';
import { findUserByEmail, loginData, normalizeEmail } from './users';

/**
 * Reserves this attempt before any password is checked: one of the account+address attempts and,
 * from an address the account has not signed in from, one under the account's ceiling. Returns
 * what to give back when the password is right.
 */
async function reserveAttempt(email: string, ip: string) {
  const pair = `${email}|${ip}`;
  const here = await reserve('loginAccountAddress', pair);
  if (!here.granted) throw tooManyAttempts(here.resetAt);
  const familiar = (await peek('loginKnownAddress', pair)).count > 0;
  if (!familiar) {
    const account = await reserve('loginAccount', email);
    if (!account.granted) {
      await release('loginAccountAddress', pair);
      throw tooManyAttempts(account.resetAt);
    }
  }
  return { pair, familiar, lastHere: here.count >= LIMITS.loginAccountAddress.limit, resetAt: here.resetAt };
}

/**
 * Signs in with e-mail and password. One answer (400016) for an unknown address and a wrong
 * password, with the same work (reservation, lookup, argon2); 400002 only once the password was
 * right. An attempt is counted before its password is checked, so parallel guesses cannot pass
 * the limit; see docs/account-security.md for why an attacker cannot lock the owner out.
 */
export async function logIn(input: LoginBody, ctx: { ip: string }) {
  const email = normalizeEmail(input.email);
  const attempt = await reserveAttempt(email, ctx.ip);
  const user = await findUserByEmail(email);
  const check = await checkPassword(user?.passwordHash ?? null, input.password);
  if (!user || !check.ok) {
    // The attempt that used up this address's allowance already says when to come back.
    if (attempt.lastHere) throw tooManyAttempts(attempt.resetAt);
    throw localizedError(ErrorCode.wrongCredentials);
  }
  // The right password forgives this address its failures and gives back the account-wide
  // attempt (other addresses' failures still count), and makes the address familiar.
  await clear('loginAccountAddress', attempt.pair);
  if (!attempt.familiar) await release('loginAccount', email);
  await remember('loginKnownAddress', attempt.pair);
  if (check.upgrade) await upgradeHash(user.id, user.passwordHash!, input.password);
  if (user.emailVerifiedAt === null) {
    throw localizedError(ErrorCode.emailNotVerified, { data: { email: user.email } });
  }
  const sessionToken = await createSession(user.id);
  return { sessionToken, data: await loginData(user) };
}

/** Replaces a hash made from a non-NFC password (before normalization) by one of its NFC form. */
async function upgradeHash(userId: string, oldHash: string, password: string): Promise<void> {
  const db = await getDb();
  const passwordHash = await hashPassword(password);
  // Only if unchanged meanwhile: a concurrent password change wins.
  await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), eq(users.passwordHash, oldHash)));
}
