import 'server-only';
import { cp, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { lockEmbeddedDatabase, unlockEmbeddedDatabase } from '@/lib/server/db/embedded-lock';

// What a backup of the embedded setup holds: the database (PGlite's own consistent dump of its
// folder) and the uploads and results. The catalogue cache and the outbox are left out: the
// first is drawn again on demand, the second is only a development stand-in for SMTP.
const DB_ARCHIVE = 'db.tar.gz';
const FILES = 'results';
const MANIFEST = 'manifest.json';

export type Manifest = { format: 1; created_at: string; database_bytes: number; files: boolean };

/**
 * Writes a backup of DATA_DIR into `target` (a new folder). The site must be stopped: the
 * database folder is locked for the copy, so the database and the files are of the same moment.
 */
export async function backupEmbedded(dataDir: string, target: string): Promise<Manifest> {
  const dbDir = path.join(dataDir, 'db');
  await stat(dbDir).catch(() => {
    throw new Error(`no embedded database in ${dbDir}`);
  });
  await lockEmbeddedDatabase(dbDir);
  try {
    await mkdir(path.dirname(target), { recursive: true });
    await mkdir(target);
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(dbDir);
    // The dump needs the instance started first (it waits forever otherwise).
    await db.waitReady;
    const dump = await db.dumpDataDir('none');
    await db.close();
    const bytes = gzipSync(Buffer.from(await dump.arrayBuffer()));
    await writeFile(path.join(target, DB_ARCHIVE), bytes);
    const files = await stat(path.join(dataDir, FILES)).then(
      () => true,
      () => false,
    );
    if (files) await cp(path.join(dataDir, FILES), path.join(target, FILES), { recursive: true });
    const manifest: Manifest = { format: 1, created_at: new Date().toISOString(), database_bytes: bytes.length, files };
    await writeFile(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await unlockEmbeddedDatabase(dbDir);
  }
}

/**
 * Replaces DATA_DIR's database and files with those of a backup. What was there is moved to
 * DATA_DIR/pre-restore-<time>/, never deleted. The site must be stopped.
 */
export async function restoreEmbedded(dataDir: string, source: string): Promise<{ setAside: string }> {
  const manifest = JSON.parse(await readFile(path.join(source, MANIFEST), 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new Error(`unknown backup format ${manifest.format}`);
  const archive = await readFile(path.join(source, DB_ARCHIVE));
  const dbDir = path.join(dataDir, 'db');
  await mkdir(dataDir, { recursive: true });
  await lockEmbeddedDatabase(dbDir);
  const setAside = path.join(dataDir, `pre-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  try {
    await mkdir(setAside);
    for (const name of ['db', FILES]) {
      await rename(path.join(dataDir, name), path.join(setAside, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(dbDir, { loadDataDir: new Blob([new Uint8Array(gunzipSync(archive))]) });
    await db.waitReady;
    await db.query('select 1');
    await db.close();
    if (manifest.files) await cp(path.join(source, FILES), path.join(dataDir, FILES), { recursive: true });
    return { setAside };
  } finally {
    await unlockEmbeddedDatabase(dbDir);
  }
}
