import 'server-only';
import type PgBoss from 'pg-boss';
import { serverEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { RESET_TOKEN_TTL_SECONDS, VERIFY_TOKEN_TTL_SECONDS } from '@/lib/server/config/auth';
import type { User } from '@/lib/server/db/schema';
import { ACCOUNT_MAIL_QUEUE, queue, startedQueue } from '@/lib/server/generation/queue';
import { loggableError, logger } from '@/lib/server/log';
import { appLink, sendAccountMail } from '@/lib/server/mail/send';
import { issueEmailToken } from './email-tokens';
import { findUserByEmail } from './users';

// The page each link opens; it POSTs the token, so a mail scanner's GET changes nothing.
export const VERIFY_PAGE = '/register/verification-success';
export const RESET_PAGE = '/forget-password/reset';

/**
 * What an anonymous request asked for, by address only. Whether the address has an account, and
 * so which mail (if any) goes out, is decided by the worker after the answer has left: the request
 * does the same work — one queue insert — for every address.
 */
export type AccountMailJob = { intent: 'signup' | 'resend' | 'forgot'; email: string };

async function sendVerification(user: User): Promise<void> {
  const token = await issueEmailToken(user.id, 'verify', VERIFY_TOKEN_TTL_SECONDS);
  const locale = user.locale as Locale;
  await sendAccountMail('verify', { email: user.email!, name: user.name, locale }, appLink(locale, VERIFY_PAGE, { token }));
}

/** Works one job: looks the address up and sends the mail that fits, or none. Throws to retry. */
export async function deliverAccountMail({ intent, email }: AccountMailJob): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user?.email) return;
  const unverified = user.emailVerifiedAt === null && user.passwordHash !== null;
  if (intent === 'forgot') {
    const token = await issueEmailToken(user.id, 'reset', RESET_TOKEN_TTL_SECONDS);
    const locale = user.locale as Locale;
    await sendAccountMail('reset', { email: user.email, name: user.name, locale }, appLink(locale, RESET_PAGE, { token }));
  } else if (unverified) {
    // A new account, or an unfinished one signed up again: the link (again).
    await sendVerification(user);
  } else if (intent === 'signup') {
    // The address already has an account: its owner is told, with a way back in, and no link.
    await sendAccountMail('signupExisting', { email: user.email, name: user.name, locale: user.locale }, appLink(user.locale as Locale, '/forget-password'));
  }
}

// The worker's id lives on the pg-boss instance (shared by every bundle of the process), so each
// started queue gets exactly one mail worker, and a restarted queue (tests, outages) a new one.
const WORKER = Symbol.for('colorwell.account-mail-worker');
type BossWithMailWorker = PgBoss & { [WORKER]?: Promise<string> };

function mailWorker(boss: BossWithMailWorker): Promise<string> {
  if (!boss[WORKER]) {
    const started = boss.work<AccountMailJob>(
      ACCOUNT_MAIL_QUEUE,
      { batchSize: 5, pollingIntervalSeconds: serverEnv().GENERATION_POLL_SECONDS },
      async (jobs) => {
        for (const job of jobs) await deliverAccountMail(job.data);
      },
    );
    boss[WORKER] = started;
    started.catch((error) => {
      if (boss[WORKER] === started) delete boss[WORKER];
      logger().error({ err: loggableError(error) }, 'account mail worker failed to start');
    });
  }
  return boss[WORKER];
}

/** Works account mail in this process: every web process does (instrumentation.ts, or the first queued mail). */
export async function ensureAccountMailWorker(): Promise<void> {
  await mailWorker(await queue());
}

/**
 * After this long (plus up to as much again at random) the local worker is woken for a queued
 * mail; the poll finds it anyway. Working it at once would run the lookup, token writes and mail
 * rendering — on PGlite all on this thread — while the answer is still being written, so a known
 * address would answer measurably later (about 50 ms on a loaded machine).
 */
const WAKE_AFTER_MS = 200;

/**
 * Queues the mail and returns: sending (SMTP round trips, token writes) never happens on the
 * request path, and the work starts only after the answer has left.
 */
export async function queueAccountMail(job: AccountMailJob): Promise<void> {
  const boss = (await queue()) as BossWithMailWorker;
  await boss.send(ACCOUNT_MAIL_QUEUE, job);
  const wake = async () => {
    // A queue stopped meanwhile (shutdown, a test closing its database) has no worker to wake.
    const current = startedQueue();
    if (!current || (await current.catch(() => null)) !== boss) return;
    await mailWorker(boss)
      .then((id) => boss.notifyWorker(id))
      .catch(() => {});
  };
  setTimeout(() => void wake(), WAKE_AFTER_MS * (1 + Math.random())).unref();
}
