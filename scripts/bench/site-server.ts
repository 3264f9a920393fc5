// The production build served on a local port with a throwaway DATA_DIR, for benchmarks and audits.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export type Site = { origin: string; dataDir: string; stop: () => void; exited: Promise<void> };

async function waitForServer(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server at ${url} did not answer within ${ms / 1000} s`);
}

/**
 * Builds when needed (scripts/start.mjs), serves on `port` and waits until the home page answers. With
 * `reuse`, serves from that DATA_DIR (a restart) and leaves it in place on stop; otherwise a fresh one
 * that stop removes. `env` adds to the server's environment.
 */
export async function startSite(port: number, reuse?: { dataDir: string }, env: Record<string, string> = {}): Promise<Site> {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = reuse?.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'colorwell-site-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    // The audits measure pages, not the background drawing of every catalogue page (bench:catalogue asks for it).
    env: { ...process.env, CATALOGUE_PRERENDER: 'false', ...env, PORT: String(port), DATA_DIR: dataDir, APP_URL: origin, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = () => {
    child.kill('SIGTERM');
    if (!reuse) rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitForServer(`${origin}/`, 15 * 60_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, dataDir, stop, exited };
}

/** Paths (without language) of the public pages the audits visit: every kind of public page once. */
export const PUBLIC_AUDIT_PATHS = [
  '/',
  '/pets',
  '/pets/cat-playing-with-a-ball',
  '/tag/easy',
  '/kid-coloring-pages',
  '/teen-coloring-pages',
  '/adult-coloring-pages',
  '/all-free-coloring-pages-printable',
  '/ai-coloring-page-generator',
  '/colorize-drawing',
  '/convert-photo-to-coloring-page',
  '/convert-photo-to-line-art',
  '/convert-photo-to-line-drawing',
  '/name-coloring-page-generator',
  '/text-to-coloring-page',
  '/online-coloring',
  '/gallery',
  '/pricing',
  '/affiliation',
  '/terms',
  '/privacy',
  '/login',
  '/register',
  '/forget-password',
];

export const AUDIT_PREFIXES = ['', '/de', '/ja'];
