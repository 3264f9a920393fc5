// `npm run restore -- <backup folder>`: puts a backup made by `npm run backup` back into DATA_DIR,
// with the site stopped; what was there is kept in DATA_DIR/pre-restore-<time>/.
import path from 'node:path';
import { serverEnv } from '@/lib/env';
import { restoreEmbedded } from '@/lib/server/backup/embedded';

const env = serverEnv();
const source = process.argv[2];
if (env.DATABASE_URL) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore and the S3 bucket with its own tools (docs/operations.md).');
  process.exit(1);
}
if (!source) {
  console.error('usage: npm run restore -- <backup folder>');
  process.exit(1);
}
try {
  const { setAside } = await restoreEmbedded(path.resolve(env.DATA_DIR), path.resolve(source));
  console.log(`restored ${path.resolve(source)}; the previous database and files are in ${setAside}`);
} catch (error) {
  console.error(`restore failed: ${(error as Error).message}`);
  process.exit(1);
}
