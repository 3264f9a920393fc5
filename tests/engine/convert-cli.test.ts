import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertUpload } from '@/lib/server/imaging/convert-upload';

// `npm run convert` as a user types it, with a bundle cache of its own: built on the first run (a fresh
// clone), reused while the sources are older, rebuilt once one is newer. How fast it starts is measured
// with hyperfine (docs/engine.md), not here.
const root = process.cwd();
mkdirSync(path.join(root, '.data'), { recursive: true });
// Inside the project (git-ignored), so that the bundle finds node_modules.
const work = mkdtempSync(path.join(root, '.data', 'convert-cli-'));
const cache = path.join(work, 'cache');
const bundle = path.join(cache, 'scripts__convert', 'main.mjs');
const photo = path.join(work, 'tiny.jpg');

function convert(out: string) {
  const result = spawnSync('npm', ['run', '-s', 'convert', '--', photo, '--out', out], {
    cwd: root,
    env: { ...process.env, CLI_BUNDLE_DIR: cache },
    encoding: 'utf8',
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

const page = (out: string) => readFileSync(path.join(out, 'tiny.coloring-page.png'));

describe('npm run convert', () => {
  let expected: Awaited<ReturnType<typeof convertUpload>>;
  beforeAll(async () => {
    const tiny = await sharp('tests/fixtures/photos/chelsea.jpg').resize(64, 48, { fit: 'fill' }).jpeg().toBuffer();
    writeFileSync(photo, tiny);
    // The same engine as uploads and batches, in this process.
    expected = await convertUpload(tiny, {});
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('builds its bundle on the first run and turns a 64×48 photo into the page the engine makes of it', () => {
    const first = convert(path.join(work, 'first'));
    expect(first.code, first.out).toBe(0);
    expect(statSync(bundle).isFile()).toBe(true);
    expect(Buffer.from(expected.png).equals(page(path.join(work, 'first')))).toBe(true);
    expect(first.out).toMatch(new RegExp(`closed regions\\s+${expected.report.closedRegions}\\n`));
    expect(first.out).toContain(`ink coverage         ${(expected.report.inkCoverage * 100).toFixed(1)} %`);
  });

  it('reuses the bundle while its sources are older, and rebuilds it once one is newer', () => {
    const built = statSync(bundle).mtimeMs;
    const again = convert(path.join(work, 'again'));
    expect(again.code, again.out).toBe(0);
    expect(statSync(bundle).mtimeMs).toBe(built);

    // A bundle dated before its sources is what an edit after the last build leaves.
    const past = new Date('2001-01-01T00:00:00Z');
    utimesSync(bundle, past, past);
    const rebuilt = convert(path.join(work, 'rebuilt'));
    expect(rebuilt.code, rebuilt.out).toBe(0);
    expect(statSync(bundle).mtimeMs).toBeGreaterThan(past.getTime());
    expect(page(path.join(work, 'rebuilt')).equals(page(path.join(work, 'first')))).toBe(true);
  });
});
