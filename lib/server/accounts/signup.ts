import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { SignupBody } from '@/lib/api/contracts/accounts';
import type { Locale } from '@/lib/i18n/locales';
import { activeAffiliateByCode, bindReferral } from '@/lib/server/affiliate/referrals';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { enforce } from '@/lib/server/rate-limit/limiter';
import { assertTurnstile, isTurnstileRequired } from '@/lib/server/rate-limit/turnstile';
import { createSession } from '@/lib/server/sessions/store';
import { queueAccountMail } from './account-mail';
import { consumeEmailToken } from './email-tokens';
import { assertAcceptablePassword, hashPassword } from './passwords';
import { loginData, normalizeEmail } from './users';

export { VERIFY_PAGE } from './account-mail';

/**
 * Creates an unverified account and queues the mail. An address that already has an account gets
 * the same answer after the same work — password check and hash, one upsert, one
 * queued job — and the worker mails its owner a notice instead of a link, so sign-up reveals nothing.
 */
export async function signUp(input: SignupBody, ctx: { ip: string; locale: Locale }): Promise<null> {
  const email = normalizeEmail(input.email);
  if (await isTurnstileRequired(ctx.ip, true)) await assertTurnstile(input.cf_token, ctx.ip);
  await enforce('signupAccount', email);
  assertAcceptablePassword(input.password, { email, name: input.name });
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  // One statement writes one row version on both branches: a taken address is "updated" to itself,
  // so its commit flushes the same amount of WAL as a new account's (a DO NOTHING that writes
  // nothing answered ~40 ms sooner on PostgreSQL). xmax = 0 only on a freshly inserted row.
  const [row] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      email,
      passwordHash,
      name: input.name || null,
      locale: ctx.locale,
      source: input.source ?? null,
      referralUrl: input.referral_url ?? null,
      distributionCode: input.distribution_code ?? null,
    })
    .onConflictDoUpdate({ target: users.email, set: { email: sql`excluded.email` } })
    .returning({ ...getTableColumns(users), created: sql<boolean>`(xmax = 0)` });
  // Without a code (nearly every sign-up) neither branch queries; with one, a taken address makes
  // the same code lookup a new account starts with (binding then adds ~1 ms of indexed writes).
  const { created, ...user } = row;
  if (created) await bindReferral(db, user, user.distributionCode, 'email');
  else await activeAffiliateByCode(db, input.distribution_code);
  await queueAccountMail({ intent: 'signup', email });
  return null;
}

/** Marks the address verified and signs in (complete-signup logs in). Single use, 24 h. */
export async function completeSignUp(token: string) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const userId = await consumeEmailToken(token, 'verify', tx);
    const [user] = await tx.update(users).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, userId)).returning();
    const sessionToken = await createSession(user.id, tx);
    return { sessionToken, data: await loginData(user, tx) };
  });
}

/** Sends the verification link again (at most once a minute per address); silent for unknown addresses. */
export async function resendActivation(emailInput: string): Promise<null> {
  const email = normalizeEmail(emailInput);
  await enforce('resendAccount', email);
  await queueAccountMail({ intent: 'resend', email });
  return null;
}
