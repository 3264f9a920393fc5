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
import { paintingFilesOf } from '@/lib/server/coloring/paintings';
import { getDb, type Tx } from '@/lib/server/db/client';
import { feedback, oauthAccounts, users, type Session, type User } from '@/lib/server/db/schema';
import { creations, generationBatches, generationJobs } from '@/lib/server/generation/schema';
import { localizedError } from '@/lib/server/errors';
import { enforce } from '@/lib/server/rate-limit/limiter';
import { deleteUserSessions } from '@/lib/server/sessions/store';
import { assertSafeDisplayName } from '@/lib/server/safety/publication';
import { resultStore } from '@/lib/server/storage';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords';
import { loginData } from './users';
import { loggableError, logger } from '@/lib/server/log';

export async function updateUser(user: User, input: UpdateUserBody) {
  assertSafeDisplayName(input.name, 'name');
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
  assertAcceptablePassword(input.new_password, { email: user.email, name: user.name }, 'new_password');
  const passwordHash = await hashPassword(input.new_password);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await deleteUserSessions(user.id, { keepSessionId: session.id, tx });
  });
  if (user.email)
    sendInBackground('passwordChanged', { email: user.email, name: user.name, locale: user.locale }, appLink(user.locale as Locale, '/forget-password'));
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
 * Storage keys of everything the user made: painting layers and finished pages, creation files
 * (its own results and uploads, never a page it borrowed), job uploads and batch books.
 */
async function storedFilesOf(db: Tx, userId: string): Promise<string[]> {
  const [ownCreations, jobs, batches, paintingKeys] = await Promise.all([
    db.select({ id: creations.id, jobId: creations.jobId, files: creations.files }).from(creations).where(eq(creations.userId, userId)),
    db.select({ id: generationJobs.id, inputs: generationJobs.inputs }).from(generationJobs).where(eq(generationJobs.userId, userId)),
    db.select({ zipKey: generationBatches.zipKey, pdfKey: generationBatches.pdfKey }).from(generationBatches).where(eq(generationBatches.userId, userId)),
    paintingFilesOf(userId, db),
  ]);
  const keys = [
    ...paintingKeys,
    ...ownCreations.flatMap((c) => Object.values(c.files).filter((key) => key.startsWith(`results/${c.id}/`) || key.startsWith(`uploads/${c.jobId}/`))),
    ...jobs.flatMap((j) => Object.values(j.inputs).filter((key) => key.startsWith(`uploads/${j.id}/`))),
    ...batches.flatMap((b) => [b.zipKey, b.pdfKey].filter((key): key is string => Boolean(key))),
  ];
  return [...new Set(keys)];
}

/**
 * Deletes the account and its personal data: the user row cascades to sessions, links, sign-in
 * methods, feedback, creations, jobs and paintings. Once that has committed, the files go too:
 * feedback screenshots, and every picture the user made in the result store. Confirmed by the
 * password, or for social-only accounts by typing the confirmation phrase.
 */
export async function deleteAccount(user: User, input: DeleteAccountBody): Promise<null> {
  if (user.passwordHash) {
    if (!(await verifyPassword(user.passwordHash, input.password ?? ''))) throw localizedError(ErrorCode.currentPasswordWrong);
  } else if ((input.confirmation ?? '').trim().toUpperCase() !== DELETE_CONFIRMATION_PHRASE) {
    throw localizedError(ErrorCode.confirmationMismatch, { values: { phrase: DELETE_CONFIRMATION_PHRASE } });
  }
  const db = await getDb();
  const { shots, files } = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ path: feedback.screenshotPath })
      .from(feedback)
      .where(and(eq(feedback.userId, user.id), isNotNull(feedback.screenshotPath)));
    const keys = await storedFilesOf(tx, user.id);
    await tx.delete(users).where(eq(users.id, user.id));
    return { shots: rows, files: keys };
  });
  const root = path.resolve(serverEnv().DATA_DIR);
  await Promise.all(shots.map((s) => rm(path.join(root, s.path!), { force: true })));
  // A file that fails to go is logged, not an error: the account itself is already gone.
  const store = resultStore();
  await Promise.all(
    files.map((key) => store.delete(key).catch((error) => logger().warn({ key, err: loggableError(error) }, 'account deletion: could not remove a file'))),
  );
  return null;
}
