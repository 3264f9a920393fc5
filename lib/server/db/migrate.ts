import 'server-only';
import path from 'node:path';
import type { Db } from './client';

const migrationsFolder = path.join(process.cwd(), 'migrations');

type Target = { kind: 'pglite'; db: Db } | { kind: 'postgres'; db: Db; schemaName: string };

/** Applies the generated migrations/ (the same files for both backends). */
export async function migrateDatabase(target: Target): Promise<void> {
  if (target.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(target.db as never, { migrationsFolder });
    return;
  }
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // The bookkeeping table lives beside the tables, so dropping a test schema removes everything.
  const migrationsSchema = target.schemaName === 'public' ? 'drizzle' : target.schemaName;
  await migrate(target.db as never, { migrationsFolder, migrationsSchema });
}
