import pg from 'pg';

/** The local PostgreSQL of the tests (trust authentication); each run works in its own schema. */
export const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Whether it answers; importable by browser tests too (nothing of the app's server code here). Asked three
 * times, 5 s each: on a loaded machine one 2 s try had missed a running server, and CI then failed the suite.
 */
export async function postgresReachable(): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 5000 });
    try {
      await client.connect();
      await client.end();
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  return false;
}
