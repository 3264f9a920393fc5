// The tool and generator landing pages show pictures as real results (public/examples). They once showed a
// first engine's and a first studio's pages for months after both had learnt better (a face-less astronaut,
// clip art on an empty sheet): this fails as soon as the engine or the studio makes a different page of one
// of them, until `npm run examples:build` is run.
import { readFile, stat } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { GeneratorKind } from '@/components/generators/generator-api';
import { exampleSrc, STUDIO_EXAMPLES } from '@/components/generators/studio-examples';
import { examplesFor } from '@/components/tools/examples';
import { EXAMPLE_SOURCES, EXAMPLE_STYLES, enginePageHashes, examplePath, studioExampleSvg, studioSvgHash } from '../../scripts/examples-render';

const recorded = async () => JSON.parse(await readFile(EXAMPLE_SOURCES, 'utf8')) as Record<string, string>;
const REBUILD = 'run npm run examples:build';

describe('landing-page examples', () => {
  it.each(examplesFor('coloring-page'))(
    '$id: the pictures are made from the pages the engine makes today',
    async (example) => {
      const hashes = await recorded();
      for (const [key, hash] of Object.entries(await enginePageHashes(example))) expect(hashes[key], `${key}: ${REBUILD}`).toBe(hash);
      for (const style of EXAMPLE_STYLES) expect((await stat(examplePath(example, style))).size).toBeGreaterThan(10_000);
    },
    120_000,
  );

  it('the generator pages show what the studio draws today for their words', async () => {
    const hashes = await recorded();
    for (const [kind, examples] of Object.entries(STUDIO_EXAMPLES) as [GeneratorKind, (typeof STUDIO_EXAMPLES)[GeneratorKind]][]) {
      for (const example of examples) {
        const svg = await studioExampleSvg(kind, example);
        expect(hashes[`studio/${example.file}`], `${example.file}: ${REBUILD}`).toBe(studioSvgHash(svg));
        expect((await stat(`public${exampleSrc(example.file)}`)).size).toBeGreaterThan(10_000);
      }
    }
  }, 60_000);
});
