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
  return run([photo, '--out', out]);
}

function run(args: string[]) {
  const result = spawnSync('npm', ['run', '-s', 'convert', '--', ...args], {
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

  it('explains itself with --help, and answers a mistake with one line and the usage, not a stack trace', () => {
    const help = run(['--help']);
    expect(help.code, help.out).toBe(0);
    expect(help.out).toMatch(/^usage: npm run convert -- <file or folder> \[options\]/);
    expect(help.out).toContain('--style coloring-page|line-art|line-drawing');
    const out = path.join(work, 'mistakes');
    const mistakes: [string[], string][] = [
      [[photo, '--colour', 'red'], "Unknown option '--colour'"],
      [[path.join(work, 'missing.jpg')], 'No such file or folder'],
      [[], 'Which photo?'],
      [[photo, '--detail', 'extreme'], 'detail must be one of low, medium, high'],
      [[photo, '--line-mm', 'thick'], '--line-mm needs a number, not "thick"'],
      [[photo, '--line-mm', '9'], '--line-mm must be between 0.4 and 1.5'],
      [[photo, '--format', 'jpg'], '--format takes png, svg, pdf, not "jpg"'],
    ];
    for (const [args, message] of mistakes) {
      const answer = run([...args, '--out', out]);
      expect(answer.code, answer.out).toBe(2);
      expect(answer.out.split('\n')[0]).toContain(message);
      expect(answer.out).toContain('usage: npm run convert');
      expect(answer.out).not.toMatch(/\n\s+at /);
    }
  });
});
