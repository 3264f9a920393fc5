import 'server-only';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { serverEnv } from '@/lib/env';
import { loggableError, logger } from '@/lib/server/log';
import { forgetProcessSingleton, processSingleton } from '@/lib/server/process-singleton';
import { withinTimeout } from './availability';
import { lockEmbeddedDatabase, unlockEmbeddedDatabase } from './embedded-lock';
import { seedEmbeddedDatabase } from './embedded-template.mjs';
import * as schema from './schema';
import { migrateDatabase } from './migrate';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a transaction callback receives; it offers the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type Connection = {
  db: Db;
  /** Raw SQL on the same connection, for pg-boss (`db.executeSql`) and other plain-SQL users. */
  executeSql: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  close: () => Promise<void>;
};

// Next.js bundles route handlers and pages separately, each with its own copy of this module; a
// module-level variable would give each copy its own PGlite on the same files (pages then missed the
// sessions the API had just written). One connection per process, through the process registry.
const DB_KEY = 'db:connection';

// PGlite is one connection in this process: it queues every query and runs a transaction
// exclusively, so concurrent requests are serialized by PGlite itself, not by us.
async function openPglite(dataDir: string): Promise<Connection> {
  const { mkdir } = await import('node:fs/promises');
  const path = await import('node:path');
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = path.resolve(dataDir, 'db');
  await mkdir(dir, { recursive: true });
  await lockEmbeddedDatabase(dir);
  // A new folder starts as a copy of the installation's template (initdb and migrations done once).
  if (await seedEmbeddedDatabase(dir, process.cwd())) logger().info({ dir }, 'embedded database made from the template');
  const client = new PGlite(dir);
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrateDatabase({ kind: 'pglite', db });
  // PGlite runs one statement at a time; a caller queued behind a long one waits at most the
  // timeout and is answered "unavailable" (the statement itself still runs to its end).
  const timeoutMs = serverEnv().DATABASE_TIMEOUT_MS;
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) => withinTimeout(query(...args), timeoutMs, 'embedded query')) as typeof client.query;
  client.transaction = ((fn: Parameters<typeof transaction>[0]) =>
    withinTimeout(transaction(fn), timeoutMs, 'embedded transaction')) as typeof client.transaction;
  return {
    db,
    executeSql: async (text, params) => {
      // pg-boss sends its migrations as one multi-statement text without parameters, which only
      // the simple-query protocol (exec) accepts; the rows of the last statement are the answer.
      if (!params?.length) return { rows: ((await client.exec(text)).at(-1)?.rows ?? []) as Record<string, unknown>[] };
      const result = await client.query<Record<string, unknown>>(text, params as unknown[] | undefined);
      return { rows: result.rows };
    },
    close: async () => {
      await client.close();
      await unlockEmbeddedDatabase(dir);
    },
  };
}

async function openPostgres(url: string, schemaName: string): Promise<Connection> {
  const { Client, Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const timeoutMs = serverEnv().DATABASE_TIMEOUT_MS;
  // Migrations run on their own connection, without the statement limit of requests (an index on
  // a big table takes longer), under an advisory lock: several processes starting at once on a
  // fresh database migrate one after the other instead of racing the same CREATE TABLEs.
  const setup = new Client({ connectionString: url, connectionTimeoutMillis: timeoutMs, keepAlive: true });
  setup.on('error', () => {});
  await setup.connect();
  try {
    await setup.query('SELECT pg_advisory_lock(hashtext($1))', [`colorwell-migrate:${schemaName}`]);
    await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
    await setup.query(`SET search_path TO "${schemaName}"`);
    await migrateDatabase({ kind: 'postgres', db: drizzle(setup, { schema }) as unknown as Db, schemaName });
  } finally {
    // Ending the session releases the lock.
    await setup.end();
  }
  // Fail fast: a connection not made, or a statement not answered, within the timeout is an error
  // (the server cancels its side at statement_timeout; query_timeout, the same limit on the
  // client, covers a network that has gone silent).
  // Every pooled connection works in the configured schema, so the same unqualified SQL serves all.
  const pool = new Pool({
    connectionString: url,
    max: 10,
    options: `-c search_path="${schemaName}"`,
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs,
    keepAlive: true,
  });
  // An idle connection that breaks (database restarted) is dropped by the pool; without a listener
  // its error would end the process.
  pool.on('error', (error) => logger().warn({ err: loggableError(error) }, 'database connection lost'));
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    executeSql: async (text, params) => {
      const result = await pool.query(text, params);
      return { rows: result.rows };
    },
    close: () => pool.end(),
  };
}

function connection(): Promise<Connection> {
  // A failed open (bad URL, database down) is forgotten by the registry and retried on the next call.
  return processSingleton(DB_KEY, () => {
    const env = serverEnv();
    return env.DATABASE_URL ? openPostgres(env.DATABASE_URL, env.DATABASE_SCHEMA) : openPglite(env.DATA_DIR);
  });
}

/** The database, opened and migrated on first use (never at import time). */
export async function getDb(): Promise<Db> {
  return (await connection()).db;
}

export async function executeSql(text: string, params?: unknown[]) {
  return (await connection()).executeSql(text, params);
}

/** Closes the connection; the next getDb() opens it again with the configuration then in force. */
export async function closeDb(): Promise<void> {
  const current = forgetProcessSingleton<Promise<Connection>>(DB_KEY);
  // An open that failed has nothing to close (its error went to the caller that asked for it).
  const opened = await current?.catch(() => null);
  if (opened) await opened.close();
}
