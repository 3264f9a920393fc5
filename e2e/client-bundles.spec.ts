import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The browser's JavaScript of the production build (the one the e2e server serves) must carry none
// of the server's configuration: not one variable name of the server schema in lib/env-schema.ts, nor the
// schema's own error text. A name there means server code, and perhaps its defaults, reached a chunk.
const root = process.cwd();
const envSource = readFileSync(path.join(root, 'lib/env-schema.ts'), 'utf8');
const schema = envSource.slice(envSource.indexOf('const serverSchema'), envSource.indexOf('export type ServerEnv'));
// NODE_ENV and PORT are words every framework's runtime contains; they say nothing about our code.
const GENERIC = new Set(['NODE_ENV', 'PORT']);
const serverNames = [...schema.matchAll(/^\s+([A-Z][A-Z0-9_]+):\s*z/gm)].map((m) => m[1]).filter((name) => !GENERIC.has(name));

function scripts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? scripts(full) : entry.name.endsWith('.js') ? [full] : [];
  });
}

test('no server configuration in the browser bundles', () => {
  expect(serverNames.length).toBeGreaterThan(30);
  expect(serverNames).toEqual(expect.arrayContaining(['DATABASE_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'GOOGLE_CLIENT_SECRET']));
  const chunks = scripts(path.join(root, '.next', 'static'));
  expect(chunks.length).toBeGreaterThan(10);
  const leaks: string[] = [];
  for (const file of chunks) {
    const text = readFileSync(file, 'utf8');
    for (const name of [...serverNames, 'Invalid configuration:']) {
      if (text.includes(name)) leaks.push(`${path.relative(root, file)}: ${name}`);
    }
  }
  expect(leaks).toEqual([]);
});
