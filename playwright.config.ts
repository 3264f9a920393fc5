import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT || 3210);
// One data folder per run, fixed before the server starts and inherited by the test workers, so a
// test can read what the server wrote there (DATA_DIR/outbox/*.eml).
process.env.E2E_DATA_DIR ||= mkdtempSync(path.join(os.tmpdir(), 'colorwell-e2e-'));
// With E2E_DATABASE_URL the server keeps its data in a fresh PostgreSQL schema, which a test can
// also open with an operator script (the embedded database admits one process only).
if (process.env.E2E_DATABASE_URL) process.env.E2E_DATABASE_SCHEMA ||= `e2e_${Date.now()}`;
const database: Record<string, string> = process.env.E2E_DATABASE_URL
  ? { DATABASE_URL: process.env.E2E_DATABASE_URL, DATABASE_SCHEMA: process.env.E2E_DATABASE_SCHEMA! }
  : {};
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: chromium,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: {
    // Against a production build, with its own throwaway data folder.
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${port}/`,
    timeout: 600_000,
    reuseExistingServer: false,
    env: { PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR, ...database },
  },
});
