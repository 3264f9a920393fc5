// `npm run backup [-- <folder>]`: a consistent copy of the embedded database and the uploaded and
// generated files, with the site stopped. With PostgreSQL, see docs/operations.md (pg_dump and the bucket).
import path from 'node:path';
import { serverEnv } from '@/lib/env';
import { backupEmbedded } from '@/lib/server/backup/embedded';

const env = serverEnv();
if (env.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump and the S3 bucket with its own tools (docs/operations.md).');
  process.exit(1);
}
const dataDir = path.resolve(env.DATA_DIR);
const target = path.resolve(process.argv[2] ?? path.join(dataDir, 'backups', `colorwell-${new Date().toISOString().replace(/[:.]/g, '-')}`));
try {
  const manifest = await backupEmbedded(dataDir, target);
  console.log(`backup written to ${target} (database ${(manifest.database_bytes / 1e6).toFixed(1)} MB${manifest.files ? ', files' : ', no files yet'})`);
} catch (error) {
  console.error(`backup failed: ${(error as Error).message}`);
  process.exit(1);
}
