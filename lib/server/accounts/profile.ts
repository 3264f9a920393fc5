import 'server-only';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq, isNotNull, and } from 'drizzle-orm';
import type { ChangePasswordBody, DeleteAccountBody, SignInMethodsData, UpdateUserBody } from '@/lib/api/contracts/accounts';
import { ErrorCode } from '@/lib/api/errors';
import { serverEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { appLink, sendInBackground } from '@/lib/server/mail/send';
import { DELETE_CONFIRMATION_PHRASE } from '@/lib/server/config/auth';
import { getDb } from '@/lib/server/db/client';
import { feedback, oauthAccounts, users, type Session, type User } from '@/lib/server/db/schema';
import { localizedError } from '@/lib/server/http/errors';
import { enforce } from '@/lib/server/rate-limit/limiter';
import { deleteUserSessions } from '@/lib/server/sessions/store';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords';
import { loginData } from './users';


export async function updateUser(user: User, input: UpdateUserBody) {
  const db = await getDb();
  const [updated] = await db
    .update(users)
    .set({ ...(input.name !== undefined && { name: input.name }), ...(input.locale && { locale: input.locale }), updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return await loginData(updated);
}

/** Changes the password after checking the current one; every other session of the account ends. */
export async function changePassword(user: User, session: Session, input: ChangePasswordBody): Promise<null> {
  if (!user.passwordHash) throw localizedError(ErrorCode.noPasswordSet);
  await enforce('passwordChangeAccount', user.id);
  if (!(await verifyPassword(user.passwordHash, input.current_password))) throw localizedError(ErrorCode.currentPasswordWrong);
  assertAcceptablePassword(input.new_password, 'new_password');
  const passwordHash = await hashPassword(input.new_password);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await deleteUserSessions(user.id, { keepSessionId: session.id, tx });
  });
  if (user.email) sendInBackground('passwordChanged', { email: user.email, name: user.name, locale: user.locale }, appLink(user.locale as Locale, '/forget-password'));
  return null;
}

export async function signInMethods(user: User): Promise<SignInMethodsData> {
  const db = await getDb();
  const linked = await db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id));
  return {
    password: user.passwordHash !== null,
    providers: linked.map((l) => ({ provider: l.provider, email: l.email, linked_at: l.createdAt.toISOString() })),
  };
}

/**
 * Deletes the account and its personal data: the user row cascades to sessions, links, sign-in
 * methods and feedback; feedback screenshots are removed from disk. Confirmed by the password, or
 * for social-only accounts by typing the confirmation phrase.
 */
export async function deleteAccount(user: User, input: DeleteAccountBody): Promise<null> {
  if (user.passwordHash) {
    if (!(await verifyPassword(user.passwordHash, input.password ?? ''))) throw localizedError(ErrorCode.currentPasswordWrong);
  } else if ((input.confirmation ?? '').trim().toUpperCase() !== DELETE_CONFIRMATION_PHRASE) {
    throw localizedError(ErrorCode.confirmationMismatch, { values: { phrase: DELETE_CONFIRMATION_PHRASE } });
  }
  const db = await getDb();
  const shots = await db
    .select({ path: feedback.screenshotPath })
    .from(feedback)
    .where(and(eq(feedback.userId, user.id), isNotNull(feedback.screenshotPath)));
  await db.delete(users).where(eq(users.id, user.id));
  const root = path.resolve(serverEnv().DATA_DIR);
  await Promise.all(shots.map((s) => rm(path.join(root, s.path!), { force: true })));
  return null;
}
