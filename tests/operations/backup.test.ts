import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { resultStore } from '@/lib/server/storage';
import { prepareBackend, type Backend } from '../helpers/backends';

function run(script: 'backup' | 'restore', dataDir: string, arg: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const result = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', `scripts/${script}.ts`, arg], {
    cwd: process.cwd(),
    env,
    encoding: 'utf8',
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

describe('npm run backup / npm run restore (embedded database)', () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await prepareBackend('pglite');
  });
  afterAll(async () => backend?.teardown());

  it('refuses while the site has the database open, then backs up and restores the database and the files together', async () => {
    const db = await getDb();
    await db.insert(users).values({ id: randomUUID(), email: 'kept@example.test', name: 'Kept' });
    await resultStore().put('results/backup-test/page.png', new Uint8Array([1, 2, 3]), 'image/png');
    const target = path.join(backend.dataDir, 'backups', 'one');

    // This process has the database open, like a running site.
    const refused = run('backup', backend.dataDir, target);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(`is open in process ${process.pid}`);

    await closeDb();
    const made = run('backup', backend.dataDir, target);
    expect(made.code, made.out).toBe(0);
    expect(JSON.parse(await readFile(path.join(target, 'manifest.json'), 'utf8'))).toMatchObject({ format: 1, files: true });

    // Afterwards the user and the file go away…
    const later = await getDb();
    await later.delete(users).where(eq(users.email, 'kept@example.test'));
    await resultStore().delete('results/backup-test/page.png');
    await closeDb();

    const restored = run('restore', backend.dataDir, target);
    expect(restored.code, restored.out).toBe(0);
    // …and come back with the restore.
    const back = await getDb();
    expect(await back.select({ name: users.name }).from(users).where(eq(users.email, 'kept@example.test'))).toEqual([{ name: 'Kept' }]);
    expect(await resultStore().get('results/backup-test/page.png')).toEqual(new Uint8Array([1, 2, 3]));
    // Four script runs, each starting Node, tsx and the embedded database: slow on a loaded machine.
  }, 300_000);
});
