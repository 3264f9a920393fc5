import 'server-only';
import { readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

// PGlite is one process's database: a second process opening the same folder (two `npm start` on
// one DATA_DIR, a backup while the site runs) would corrupt it. `<folder>.lock` beside it (not in
// it, so backups never carry it) holds the owner's pid.
const lockFile = (dir: string) => `${path.resolve(dir)}.lock`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Claims the embedded database folder for this process, or throws naming the process that has it. */
export async function lockEmbeddedDatabase(dir: string): Promise<void> {
  const file = lockFile(dir);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (owner === process.pid) return;
    if (owner && alive(owner)) {
      throw new Error(`the embedded database in ${dir} is open in process ${owner}; stop it first (one process at a time)`);
    }
    // Left by a process that died: take it over.
    await unlink(file).catch(() => {});
  }
  throw new Error(`could not lock the embedded database in ${dir}`);
}

/** Gives the folder up (when this process holds it). */
export async function unlockEmbeddedDatabase(dir: string): Promise<void> {
  const file = lockFile(dir);
  const owner = Number((await readFile(file, 'utf8').catch(() => '')).trim());
  if (owner === process.pid) await unlink(file).catch(() => {});
}
