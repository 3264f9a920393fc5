import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildIsStale, nextBin } from '@/scripts/build-state.mjs';
import type { BackendKind } from './backends';
import { apiClient, sessionCookieOf } from './http-client';
import { tokenFrom, waitForMail } from './mailbox';
import { startAppProcess, WEB_ARGS, type AppProcess } from './operations/processes';
import { POSTGRES_URL } from './postgres';

// The real web process (scripts/server.mjs over the production build), for what only it does: the
// policy computed from the served HTML, Next's routing and middleware in front of the routes.

const root = process.cwd();
const LOCK = path.join(root, '.next-build.lock');
// A build on a busy 2-core machine takes several minutes.
export const BUILD_TIMEOUT_MS = 20 * 60_000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Builds the site when the build is missing or older than the newest commit (the rule of `npm
 * start`). Test files run in parallel, so one builds under a lock folder and the others wait.
 */
export async function ensureProductionBuild(): Promise<void> {
  const started = Date.now();
  while (buildIsStale(root)) {
    try {
      mkdirSync(LOCK);
    } catch {
      // Another test file is building; a lock older than a build's time limit was left by a crash.
      if (Date.now() - statSync(LOCK, { throwIfNoEntry: false })!.mtimeMs > BUILD_TIMEOUT_MS) rmSync(LOCK, { recursive: true, force: true });
      if (Date.now() - started > BUILD_TIMEOUT_MS) throw new Error('waited too long for another test to build the site');
      await new Promise((r) => setTimeout(r, 2000));
      continue;
    }
    try {
      if (!buildIsStale(root)) break;
      const code = await new Promise<number | null>((resolve) => {
        const child = spawn(process.execPath, [nextBin(root), 'build'], {
          cwd: root,
          stdio: ['ignore', 'ignore', 'inherit'],
          env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
        });
        child.on('exit', resolve);
      });
      if (code !== 0) throw new Error(`next build exited with ${code}`);
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
  }
}

export type ProductionServer = {
  url: string;
  dataDir: string;
  process: AppProcess;
  /** A verified account's session cookie, made through sign-up and the mailed link. */
  signedInCookie: () => Promise<string>;
  close: () => Promise<void>;
};

let accounts = 0;

/** scripts/server.mjs on a free port with a fresh database on `kind`; `env` adds or removes variables. */
export async function startProductionServer(kind: BackendKind, env: Record<string, string | undefined> = {}): Promise<ProductionServer> {
  await ensureProductionBuild();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'colorwell-prod-'));
  const schema = `test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const app = startAppProcess(
    `web ${kind}`,
    WEB_ARGS,
    {
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: url,
      DATABASE_URL: kind === 'postgres' ? POSTGRES_URL : undefined,
      DATABASE_SCHEMA: kind === 'postgres' ? schema : undefined,
      SMTP_URL: undefined,
      TRUSTED_PROXIES: '',
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      // Uploads are looked at, not converted: no engine work competing with the tests.
      RUN_WORKER_IN_WEB: 'false',
      // Nor the background drawing of every catalogue page.
      CATALOGUE_PRERENDER: 'false',
      SHUTDOWN_GRACE_SECONDS: '2',
      LOG_LEVEL: 'info',
      GOOGLE_CLIENT_ID: undefined,
      APPLE_CLIENT_ID: undefined,
      TURNSTILE_SITE_KEY: undefined,
      ...env,
    },
    'web process serving',
  );
  await app.ready;
  const api = apiClient(url);
  return {
    url,
    dataDir,
    process: app,
    signedInCookie: async () => {
      const email = `prod-${Date.now().toString(36)}-${++accounts}@example.test`;
      const signup = await api('POST', '/common-api/v1/signup', { email, password: 'Crayon-Garden-42', name: 'Tester' }, { headers: { origin: url } });
      if (signup.status !== 200) throw new Error(`sign-up answered ${signup.status}: ${JSON.stringify(signup.body)}`);
      const token = tokenFrom(await waitForMail({ kind: 'outbox', dir: path.join(dataDir, 'outbox') }, email, 1, 30_000), '/register/verification-success');
      return sessionCookieOf(await api('POST', '/common-api/v1/complete-signup', { token }, { headers: { origin: url } }));
    },
    close: async () => {
      await app.stop();
      if (kind === 'postgres') {
        const client = new pg.Client({ connectionString: POSTGRES_URL });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      }
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
