import 'server-only';
import PgBoss from 'pg-boss';
import { serverEnv } from '@/lib/env';
import { executeSql } from '@/lib/server/db/client';
import { loggableError, logger } from '@/lib/server/log';
import { forgetProcessSingleton, peekProcessSingleton, processSingleton } from '@/lib/server/process-singleton';

export const PAGE_QUEUE = 'generation';
export const BATCH_QUEUE = 'generation-batch';
/** Hourly deletion of uploads and results past their retention (one run across all workers). */
export const RETENTION_QUEUE = 'retention';
/**
 * Sign-up, resend and forgot-password mail: the request only queues the address, so known and
 * unknown addresses get the same answer in the same time (lib/server/accounts/account-mail.ts).
 */
export const ACCOUNT_MAIL_QUEUE = 'account-mail';

// One pg-boss per process, whichever Next bundle (route handler, page, instrumentation) asks first.
const BOSS_KEY = 'generation:pg-boss';

/** pg-boss's own schema: beside a test schema on PostgreSQL, so a run's queue is dropped with it. */
export function bossSchema(): string {
  const { DATABASE_URL, DATABASE_SCHEMA } = serverEnv();
  return DATABASE_URL && DATABASE_SCHEMA !== 'public' ? `pgboss_${DATABASE_SCHEMA}`.slice(0, 63) : 'pgboss';
}

// The statements each pg-boss has sent and not yet seen answered. pg-boss 10 records a finished
// job's completion without waiting for it, so stopping waits for these before the database closes.
const pendingStatements = new WeakMap<PgBoss, Set<Promise<unknown>>>();

async function startBoss(): Promise<PgBoss> {
  const env = serverEnv();
  const pending = new Set<Promise<unknown>>();
  const tracked = (text: string, values?: unknown[]) => {
    const statement = executeSql(text, values);
    pending.add(statement);
    statement.then(
      () => pending.delete(statement),
      () => pending.delete(statement),
    );
    return statement;
  };
  // The app's own connection: on PGlite there is only one, and PGlite queues every statement
  // (and runs each transaction alone), so pg-boss's polling and the app's queries interleave
  // without a second connection; its advisory locks are trivially granted to the single session.
  const boss = new PgBoss({
    db: { executeSql: tracked },
    schema: bossSchema(),
    // No cron: nothing here is scheduled, and the clock-skew monitor would only add polling.
    schedule: false,
    maintenanceIntervalSeconds: env.GENERATION_MAINTENANCE_SECONDS,
  } as PgBoss.ConstructorOptions);
  pendingStatements.set(boss, pending);
  boss.on('error', (error) => logger().warn({ err: loggableError(error) }, 'queue error'));
  await boss.start();
  const common = {
    retryLimit: env.GENERATION_RETRY_LIMIT,
    retryDelay: env.GENERATION_RETRY_DELAY_SECONDS,
    expireInSeconds: env.GENERATION_EXPIRE_SECONDS,
  };
  await boss.createQueue(PAGE_QUEUE, { name: PAGE_QUEUE, ...common });
  await boss.createQueue(BATCH_QUEUE, { name: BATCH_QUEUE, ...common });
  await boss.createQueue(RETENTION_QUEUE, { name: RETENTION_QUEUE, retryLimit: 1, expireInSeconds: 3600 });
  // An SMTP server that is down for a while: retried with back-off for about an hour.
  await boss.createQueue(ACCOUNT_MAIL_QUEUE, { name: ACCOUNT_MAIL_QUEUE, retryLimit: 8, retryDelay: 15, retryBackoff: true, expireInSeconds: 120 });
  return boss;
}

/** The queue, started on first use (creates its schema and queues once). */
export function queue(): Promise<PgBoss> {
  // A failed start is forgotten by the registry, so the next call tries again.
  return processSingleton(BOSS_KEY, startBoss);
}

/** The queue if this process has started it, without starting it. */
export function startedQueue(): Promise<PgBoss> | undefined {
  return peekProcessSingleton<Promise<PgBoss>>(BOSS_KEY);
}

/**
 * Asks for job `jobId` to be worked on. The pg-boss id is the job's id, so sending twice (the
 * sweeper re-sending a job whose first send was lost in a crash) never makes two deliveries.
 */
export async function enqueuePage(jobId: string, priority: number): Promise<void> {
  await (await queue()).send(PAGE_QUEUE, { jobId }, { id: jobId, priority });
}

export async function enqueueBatchAssembly(batchId: string): Promise<void> {
  await (await queue()).send(BATCH_QUEUE, { batchId }, { id: batchId, priority: 5 });
}

/**
 * How long stopping the queue waits for handlers still running (a mail being sent, a job's last
 * write) before failing them: a handler cut off earlier would finish against a closed database.
 */
const STOP_WAIT_MS = 5000;

/** Stops the queue (tests, shutdown); the next queue() starts it again with the configuration then in force. */
export async function stopQueue(): Promise<void> {
  const current = forgetProcessSingleton<Promise<PgBoss>>(BOSS_KEY);
  const boss = await current?.catch(() => null);
  if (!boss) return;
  await boss.stop({ graceful: true, wait: true, timeout: STOP_WAIT_MS, close: false }).catch(() => {});
  await Promise.allSettled([...(pendingStatements.get(boss) ?? [])]);
}
