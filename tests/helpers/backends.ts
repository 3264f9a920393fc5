import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { resetServerEnvCache } from '@/lib/env';
import { closeDb } from '@/lib/server/db/client';
import { ACCOUNT_MAIL_QUEUE, startedQueue, stopQueue } from '@/lib/server/generation/queue';
import { resetMailTransport } from '@/lib/server/mail/transport';
import { POSTGRES_URL, postgresReachable } from './postgres';

export { POSTGRES_URL };

export type BackendKind = 'pglite' | 'postgres';

/** The backends to run on: PGlite always; PostgreSQL unless it is unreachable outside CI. */
export async function backendsToRun(): Promise<BackendKind[]> {
  if (await postgresReachable()) return ['pglite', 'postgres'];
  if (process.env.CI) throw new Error(`PostgreSQL at ${POSTGRES_URL} is unreachable, and CI requires it`);
  console.warn(`[tests] PostgreSQL at ${POSTGRES_URL} unreachable: running on PGlite only`);
  return ['pglite'];
}

/**
 * Waits until every queued account mail is done (sent, or found to need none), so no mail job
 * reaches for a database a test is about to drop. Does nothing when no queue was started.
 */
export async function accountMailIdle(timeoutMs = 15_000): Promise<void> {
  const started = startedQueue();
  if (!started) return;
  const boss = await started;
  const deadline = Date.now() + timeoutMs;
  while ((await boss.getQueueSize(ACCOUNT_MAIL_QUEUE, { before: 'completed' })) > 0) {
    if (Date.now() > deadline) throw new Error(`account mail still queued after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export type Backend = {
  kind: BackendKind;
  dataDir: string;
  /** Drops the database; first waits for queued account mail unless `drainMail` is false (a hung SMTP test). */
  teardown: (options?: { drainMail?: boolean }) => Promise<void>;
};

/**
 * Points the server code at a fresh database: a temp DATA_DIR for PGlite, or a new schema in the
 * local PostgreSQL (dropped in teardown). Cheap argon2 keeps the suite fast; production stays at
 * the specified cost.
 */
export async function prepareBackend(kind: BackendKind, extraEnv: Record<string, string | undefined> = {}): Promise<Backend> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'colorwell-test-'));
  const schema = `test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const env: Record<string, string | undefined> = {
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
    DATABASE_URL: kind === 'postgres' ? POSTGRES_URL : undefined,
    DATABASE_SCHEMA: kind === 'postgres' ? schema : undefined,
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    TRUSTED_PROXIES: '127.0.0.1',
    SMTP_URL: undefined,
    ...extraEnv,
  };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetServerEnvCache();
  resetMailTransport();
  // A queue (account mail, jobs) left from a previous database would poll the new one's connection.
  await stopQueue();
  await closeDb();
  return {
    kind,
    dataDir,
    teardown: async ({ drainMail = true } = {}) => {
      if (drainMail) await accountMailIdle();
      await stopQueue();
      await closeDb();
      resetMailTransport();
      if (kind === 'postgres') {
        const client = new pg.Client({ connectionString: POSTGRES_URL });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      }
      // A mail sent after its answer (identical timing for known and unknown addresses) may still be
      // landing in outbox/ while the folder goes: retry instead of failing the teardown.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
