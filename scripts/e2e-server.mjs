// Builds the site when needed and serves it for Playwright with a fresh DATA_DIR.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

process.env.DATA_DIR ||= mkdtempSync(path.join(os.tmpdir(), 'colorwell-e2e-'));
// A throwaway server: drawing every catalogue page in the background would take a core for the whole run.
process.env.CATALOGUE_PRERENDER ||= 'false';
console.log(`[e2e] DATA_DIR=${process.env.DATA_DIR}`);
await import('./start.mjs');
