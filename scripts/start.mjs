// `npm start`: build once when no production build exists (or it is older than the sources), then
// serve it with scripts/server.mjs in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';

process.env.NEXT_TELEMETRY_DISABLED ??= '1';
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const buildId = path.join(root, '.next', 'BUILD_ID');
const dataDir = path.resolve(root, process.env.DATA_DIR || './.data');
mkdirSync(dataDir, { recursive: true });

function newestSource() {
  const out = spawnSync('git', ['log', '-1', '--format=%ct'], { cwd: root, encoding: 'utf8' });
  const t = Number(out.stdout?.trim());
  return Number.isFinite(t) && t > 0 ? t * 1000 : 0;
}

const needsBuild =
  process.env.FORCE_BUILD === '1' || !existsSync(buildId) || statSync(buildId).mtimeMs < newestSource();
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

if (needsBuild) {
  console.log('[colorwell] building the site (first start)…');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.NODE_ENV = 'production';
process.env.DATA_DIR = dataDir;
await import('./server.mjs');
