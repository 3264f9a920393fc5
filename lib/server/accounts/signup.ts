import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SignupBody } from '@/lib/api/contracts/accounts';
import type { Locale } from '@/lib/i18n/locales';
import { VERIFY_TOKEN_TTL_SECONDS } from '@/lib/server/config/auth';
import { bindReferral } from '@/lib/server/affiliate/referrals';
import { getDb } from '@/lib/server/db/client';
import { users, type User } from '@/lib/server/db/schema';
import { appLink, sendInBackground } from '@/lib/server/mail/send';
import { enforce } from '@/lib/server/rate-limit/limiter';
import { assertTurnstile, isTurnstileRequired } from '@/lib/server/rate-limit/turnstile';
import { createSession } from '@/lib/server/sessions/store';
import { consumeEmailToken, issueEmailToken } from './email-tokens';
import { assertAcceptablePassword, hashPassword } from './passwords';
import { findUserByEmail, loginData, normalizeEmail } from './users';

// The page the link opens; it POSTs complete-signup, so a mail scanner's GET changes nothing.
export const VERIFY_PAGE = '/register/verification-success';

async function sendVerification(user: User): Promise<void> {
  const token = await issueEmailToken(user.id, 'verify', VERIFY_TOKEN_TTL_SECONDS);
  const locale = user.locale as Locale;
  sendInBackground('verify', { email: user.email!, name: user.name, locale }, appLink(locale, VERIFY_PAGE, { token }));
}

/**
 * Creates an unverified account and mails the link. An address that already has an account gets the
 * same answer, and its owner a notice instead (issue 3 point 3), so sign-up reveals nothing.
 */
export async function signUp(input: SignupBody, ctx: { ip: string; locale: Locale }): Promise<null> {
  const email = normalizeEmail(input.email);
  if (await isTurnstileRequired(ctx.ip, true)) await assertTurnstile(input.cf_token, ctx.ip);
  await enforce('signupAccount', email);
  assertAcceptablePassword(input.password);
  // Hashed in every case so both answers take the same time.
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(email);
  if (existing) {
    if (existing.emailVerifiedAt === null && existing.passwordHash) await sendVerification(existing);
    else sendInBackground('signupExisting', { email, name: existing.name, locale: existing.locale }, appLink(existing.locale as Locale, '/forget-password'));
    return null;
  }
  const db = await getDb();
  const [user] = await db
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
    .onConflictDoNothing()
    .returning();
  if (user) {
    await bindReferral(db, user, user.distributionCode, 'email');
    await sendVerification(user);
  }
  return null;
}

/** Marks the address verified and signs in (SPEC §4: complete-signup logs in). Single use, 24 h. */
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
  const user = await findUserByEmail(email);
  if (user && user.emailVerifiedAt === null && user.passwordHash) await sendVerification(user);
  return null;
}
