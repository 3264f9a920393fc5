// The tool landing pages show before/after pictures as the engine's real results (public/examples). They
// once showed a first engine's pages for months after the engine had learnt faces: this fails as soon as
// the engine makes a different page of one of their photos, until `npm run examples:build` is run.
import { readFile, stat } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { examplesFor } from '@/components/tools/examples';
import { EXAMPLE_SOURCES, EXAMPLE_STYLES, enginePageHashes, examplePath } from '../../scripts/examples-render';

describe('landing-page examples', () => {
  it.each(examplesFor('coloring-page'))(
    '$id: the pictures are made from the pages the engine makes today',
    async (example) => {
      const recorded = JSON.parse(await readFile(EXAMPLE_SOURCES, 'utf8')) as Record<string, string>;
      const today = await enginePageHashes(example);
      for (const [key, hash] of Object.entries(today)) expect(recorded[key], `${key}: run npm run examples:build`).toBe(hash);
      for (const style of EXAMPLE_STYLES) expect((await stat(examplePath(example, style))).size).toBeGreaterThan(10_000);
    },
    120_000,
  );
});
