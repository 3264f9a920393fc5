// node --conditions=react-server --no-concurrent-recompilation scripts/run-bundled.mjs <script.ts> [args…]
// Runs a TypeScript entry point from a bundle cached in node_modules/.cache/colorwell-cli, built with
// esbuild (tsx's own) when missing or older than any of its sources. Compiling the sources through tsx at
// every start cost seconds; a cached bundle starts in the time node needs to load its packages. The
// bundle is split at dynamic imports, so what a run does not use (pdf-lib and the fonts for a PNG) is not
// loaded: packages stay external, and their imports go with the chunk that uses them.
// A short run is mostly code that has not been optimised yet. `--no-concurrent-recompilation` (V8 reads it
// only at start, hence on the command line) has a hot loop's optimised code compiled at once on this
// thread, instead of on a compiler thread that, on a busy machine, waits for a core while the loop runs
// on unoptimised: a small picture's conversion takes about a quarter less CPU time.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node --conditions=react-server --no-concurrent-recompilation scripts/run-bundled.mjs <script.ts> [args…]');
  process.exit(2);
}
const root = process.cwd();
const cacheDir = path.join(root, 'node_modules/.cache/colorwell-cli');
const name = path.relative(root, path.resolve(entry)).replace(/[\\/]/g, '__').replace(/\.ts$/, '');
const outdir = path.join(cacheDir, name);
const bundle = path.join(outdir, 'main.mjs');
const inputsFile = path.join(cacheDir, `${name}.inputs.json`);

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return Infinity;
  }
}

function isFresh() {
  const built = mtime(bundle);
  if (built === Infinity) return false;
  try {
    const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
    return inputs.every((file) => mtime(path.join(root, file)) <= built);
  } catch {
    return false;
  }
}

if (!isFresh()) {
  // esbuild comes with tsx, which the project already uses to run its TypeScript.
  const { build } = await import('esbuild');
  // Chunks of an older build would be left behind otherwise.
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const result = await build({
    entryPoints: { main: entry },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outdir,
    splitting: true,
    chunkNames: 'chunk-[hash]',
    outExtension: { '.js': '.mjs' },
    packages: 'external',
    conditions: ['react-server'],
    tsconfig: path.join(root, 'tsconfig.json'),
    metafile: true,
    logLevel: 'error',
  });
  writeFileSync(inputsFile, JSON.stringify([...Object.keys(result.metafile.inputs), 'tsconfig.json', 'package.json']));
}

process.argv = [process.argv[0], path.resolve(entry), ...args];
await import(pathToFileURL(bundle).href);
