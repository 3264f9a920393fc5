import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MailSource } from '../../tests/helpers/mailbox';

/**
 * A second production server (scripts/server.mjs over the same build) on the port after the e2e
 * server's, with a data folder of its own, for settings the main e2e server must not have (payment
 * keys, a sign-in provider). `base`, `dataDir` and `outbox` are known before it starts, so a
 * stand-in service can be pointed at it first.
 */
export function secondServer(label: string) {
  const port = Number(process.env.E2E_PORT || 3210) + 1;
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `colorwell-e2e-${label}-`));
  const outbox: MailSource = { kind: 'outbox', dir: path.join(dataDir, 'outbox') };
  let child: ChildProcess | undefined;
  return {
    base,
    dataDir,
    outbox,
    /** Starts the server with `env` added and waits, a second at a time, until it answers. */
    async start(env: Record<string, string>, waitSeconds: number): Promise<void> {
      child = spawn(process.execPath, ['scripts/server.mjs'], {
        cwd: process.cwd(),
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, APP_URL: base, ...env },
      });
      for (let i = 0; i < waitSeconds; i++) {
        const ok = await fetch(`${base}/common-api/v1/auth-google/auth-url`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((r) => setTimeout(r, 1000));
      }
      throw new Error('the second server did not start');
    },
    stop(): void {
      child?.kill('SIGTERM');
    },
  };
}
