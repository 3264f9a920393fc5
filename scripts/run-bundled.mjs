// node --conditions=react-server --no-concurrent-recompilation scripts/run-bundled.mjs <script.ts> [args…]
// Runs a TypeScript entry point from a bundle built with esbuild (tsx's own) and cached in
// node_modules/.cache/colorwell-cli, or in CLI_BUNDLE_DIR (a folder inside the project, so that the bundle
// finds node_modules). The bundle is rebuilt when missing or older than any of its sources, which costs
// one stat per source to check. Compiling the sources through tsx at every start cost seconds; a cached
// bundle starts in the time node needs to load its packages. The bundle is split at dynamic imports, so
// what a run does not use (pdf-lib and the fonts for a PNG) is not loaded: packages stay external, and
// their imports go with the chunk that uses them.
// A short run is mostly code that has not been optimised yet. `--no-concurrent-recompilation` (V8 reads it
// only at start, hence on the command line) has a hot loop's optimised code compiled at once on this
// thread, instead of on a compiler thread that, on a busy machine, waits for a core while the loop runs
// on unoptimised: a small picture's conversion takes about a quarter less CPU time.
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node --conditions=react-server --no-concurrent-recompilation scripts/run-bundled.mjs <script.ts> [args…]');
  process.exit(2);
}
const root = process.cwd();
const cacheDir = path.resolve(root, process.env.CLI_BUNDLE_DIR || 'node_modules/.cache/colorwell-cli');
const name = path.relative(root, path.resolve(entry)).replace(/[\\/]/g, '__').replace(/\.ts$/, '');
const outdir = path.join(cacheDir, name);
const bundle = path.join(outdir, 'main.mjs');
// The sources the bundle was built from, beside it: a bundle and its list are always replaced together.
const inputsFile = path.join(outdir, 'inputs.json');

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return Infinity;
  }
}

/** True when the bundle exists and no source (nor tsconfig.json, package.json) changed since its build began. */
function isFresh() {
  const built = mtime(bundle);
  if (built === Infinity) return false;
  try {
    const { root: builtIn, inputs } = JSON.parse(readFileSync(inputsFile, 'utf8'));
    return builtIn === root && inputs.every((file) => mtime(path.join(root, file)) <= built);
  } catch {
    return false;
  }
}

if (!isFresh()) {
  // esbuild comes with tsx, which the project already uses to run its TypeScript. It is a CommonJS
  // package: `require` loads it in a tenth of the time of `import`, which first scans its 100 KB for exports.
  const { build } = createRequire(import.meta.url)('esbuild');
  // A source saved while esbuild reads the others must count as newer than the bundle: the bundle is
  // dated when its build began.
  const began = new Date();
  // Built beside the old bundle and swapped in whole, so a run starting meanwhile never loads half a
  // build, and no chunk of an older build is left behind.
  const staging = `${outdir}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const result = await build({
    entryPoints: { main: entry },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outdir: staging,
    splitting: true,
    chunkNames: 'chunk-[hash]',
    outExtension: { '.js': '.mjs' },
    packages: 'external',
    conditions: ['react-server'],
    tsconfig: path.join(root, 'tsconfig.json'),
    metafile: true,
    logLevel: 'error',
  });
  const inputs = [...Object.keys(result.metafile.inputs), 'tsconfig.json', 'package.json'];
  writeFileSync(path.join(staging, 'inputs.json'), JSON.stringify({ root, inputs }));
  utimesSync(path.join(staging, 'main.mjs'), began, began);
  if (isFresh()) {
    // Another run built the same sources meanwhile and is using its bundle: keep that one.
    rmSync(staging, { recursive: true, force: true });
  } else {
    rmSync(outdir, { recursive: true, force: true });
    try {
      renameSync(staging, outdir);
    } catch {
      // Another run's build took the place first: that one serves.
      rmSync(staging, { recursive: true, force: true });
    }
  }
}

process.argv = [process.argv[0], path.resolve(entry), ...args];
await import(pathToFileURL(bundle).href);
