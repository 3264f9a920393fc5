// `npm start`: build once when no production build exists (or it is older than the sources), make the
// embedded database's template when a new data folder will need it, then serve the build with
// scripts/server.mjs in this process.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';
import { buildIsStale, nextBin } from './build-state.mjs';
import { holdsDatabase } from '../lib/server/db/embedded-template.mjs';
import { prepareEmbeddedTemplate } from './embedded-db-template.mjs';

process.env.NEXT_TELEMETRY_DISABLED ??= '1';
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dataDir = path.resolve(root, process.env.DATA_DIR || './.data');
mkdirSync(dataDir, { recursive: true });
// The .env files the server will read (Next loads them the same way), to see whether DATABASE_URL is set.
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });

const needsBuild = buildIsStale(root);

/** @returns {Promise<number>} the build's exit status */
function build() {
  console.log('[colorwell] building the site (first start)…');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [nextBin(root), 'build'], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

// A new embedded database is a copy of the template (lib/server/db/embedded-template.mjs); making the
// template runs PGlite's initdb (10–15 s), here before the server listens rather than on its event loop
// while the first visitors wait, and beside the build when there is one.
async function template() {
  if (process.env.DATABASE_URL || holdsDatabase(path.join(dataDir, 'db'))) return;
  const started = Date.now();
  const timer = setTimeout(() => console.log('[colorwell] preparing the embedded database (once per installation, about 15 s)…'), 500);
  const made = await prepareEmbeddedTemplate(root).finally(() => clearTimeout(timer));
  if (made) console.log(`[colorwell] embedded database template ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const [status] = await Promise.all([needsBuild ? build() : 0, template()]);
if (status !== 0) process.exit(status);

process.env.NODE_ENV = 'production';
process.env.DATA_DIR = dataDir;
await import('./server.mjs');
