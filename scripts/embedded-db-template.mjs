// Makes the embedded database's template (lib/server/db/embedded-template.mjs) when it is missing:
// PGlite's initdb, the migrations and pg-boss's tables, once per installation, so every new DATA_DIR starts as a copy.
// Run by scripts/start.mjs before serving (beside the build when there is one) and by the Dockerfile.
// `node scripts/embedded-db-template.mjs` makes it by hand.
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { embeddedTemplateDir, holdsDatabase } from '../lib/server/db/embedded-template.mjs';

const defaultRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Makes the template unless it exists; returns whether it had to. @param {string} root */
export async function prepareEmbeddedTemplate(root = defaultRoot) {
  const template = embeddedTemplateDir(root);
  if (holdsDatabase(template)) return false;
  const [{ PGlite }, { drizzle }, { migrate }, { default: PgBoss }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('pg-boss'),
  ]);
  const partial = `${template}.${process.pid}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  const client = new PGlite(partial);
  try {
    // The same call lib/server/db/migrate.ts makes for PGlite (where it runs again at every opening).
    await migrate(drizzle(client), { migrationsFolder: path.join(root, 'migrations') });
    // pg-boss's tables (another second at the first start); on PGlite its schema is always 'pgboss'
    // (bossSchema in lib/server/generation/queue.ts), and its start finds them at its version and goes on.
    await client.exec(PgBoss.getConstructionPlans('pgboss'));
  } finally {
    await client.close();
  }
  // Another process may have finished the same template meanwhile: either copy is the same database.
  if (holdsDatabase(template)) await rm(partial, { recursive: true, force: true });
  else await rename(partial, template);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const started = Date.now();
  const made = await prepareEmbeddedTemplate();
  console.log(made ? `[colorwell] embedded database template made in ${Date.now() - started} ms` : '[colorwell] embedded database template already there');
}
