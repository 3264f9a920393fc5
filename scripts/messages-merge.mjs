// Deep-merges translations into messages/<locale>.json for all ten languages at once.
// Usage: node scripts/messages-merge.mjs parts.json   where parts.json is { "<locale>": { "<namespace>": {...} } }
// A lock folder keeps concurrent merges from overwriting each other.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const lock = path.join(root, 'messages', '.lock');
const parts = JSON.parse(readFileSync(process.argv[2], 'utf8'));

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      target[key] = merge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

const deadline = Date.now() + 30_000;
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > deadline) throw new Error(`messages lock ${lock} held too long; remove it if stale`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
try {
  for (const [locale, namespaces] of Object.entries(parts)) {
    const file = path.join(root, 'messages', `${locale}.json`);
    const current = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify(merge(current, namespaces), null, 2) + '\n');
  }
} finally {
  rmdirSync(lock);
}
console.log(`merged ${Object.keys(parts).length} language(s)`);
