// `npm start`: build once when no production build exists (or it is older than the sources), then
// serve it with scripts/server.mjs in this process.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildIsStale, nextBin } from './build-state.mjs';

process.env.NEXT_TELEMETRY_DISABLED ??= '1';
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dataDir = path.resolve(root, process.env.DATA_DIR || './.data');
mkdirSync(dataDir, { recursive: true });

const needsBuild = buildIsStale(root);

if (needsBuild) {
  console.log('[colorwell] building the site (first start)…');
  const build = spawnSync(process.execPath, [nextBin(root), 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.NODE_ENV = 'production';
process.env.DATA_DIR = dataDir;
await import('./server.mjs');
