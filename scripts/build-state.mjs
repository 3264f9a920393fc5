// Whether the production build in .next/ is missing or older than the newest commit: the one rule
// `npm start` and the tests that need the real server use to decide to build first.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

function newestSource(root) {
  const out = spawnSync('git', ['log', '-1', '--format=%ct'], { cwd: root, encoding: 'utf8' });
  const t = Number(out.stdout?.trim());
  return Number.isFinite(t) && t > 0 ? t * 1000 : 0;
}

/** @param {string} root the repository */
export function buildIsStale(root) {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  return process.env.FORCE_BUILD === '1' || !existsSync(buildId) || statSync(buildId).mtimeMs < newestSource(root);
}

/** @param {string} root the repository */
export function nextBin(root) {
  return path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
}
