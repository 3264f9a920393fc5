import pg from 'pg';

/** The local PostgreSQL of the tests (trust authentication); each run works in its own schema. */
export const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Whether it answers; importable by browser tests too (nothing of the app's server code here). */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
