// npm run examples:build – writes the tool landing pages' before/after pictures (public/examples) as today's
// engine makes them, and the generator landing pages' studio pages (public/examples/studio) as today's studio draws them. The landing pages call them real results: run it after any change to the engine that
// changes its pages (tests/engine/landing-examples.test.ts fails until it is run).
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { GeneratorKind } from '@/components/generators/generator-api';
import { STUDIO_EXAMPLES } from '@/components/generators/studio-examples';
import { examplesFor } from '@/components/tools/examples';
import {
  EXAMPLE_SOURCES,
  STUDIO_EXAMPLE_SIZE,
  STUDIO_EXAMPLES_DIR,
  examplePath,
  renderExample,
  renderStudioExample,
  studioExampleSvg,
  studioSvgHash,
} from './examples-render';

const webp = (rgb: Buffer, width: number, height: number) =>
  sharp(rgb, { raw: { width, height, channels: 3 } })
    .webp({ quality: 82, effort: 6 })
    .toBuffer();

const sources: Record<string, string> = {};
for (const example of examplesFor('coloring-page')) {
  const { pictures, hashes } = await renderExample(example);
  Object.assign(sources, hashes);
  for (const picture of pictures) {
    const file = examplePath(example, picture.style);
    const { rgb, width, height } = picture;
    await writeFile(
      file,
      await sharp(rgb, { raw: { width, height, channels: 3 } })
        .webp({ quality: 82, effort: 6 })
        .toBuffer(),
    );
    console.log(`wrote ${file}`);
  }
}
for (const [kind, examples] of Object.entries(STUDIO_EXAMPLES) as [GeneratorKind, (typeof STUDIO_EXAMPLES)[GeneratorKind]][]) {
  for (const example of examples) {
    const svg = await studioExampleSvg(kind, example);
    sources[`studio/${example.file}`] = studioSvgHash(svg);
    const file = `${STUDIO_EXAMPLES_DIR}/${example.file}.webp`;
    await writeFile(file, await webp(await renderStudioExample(svg), STUDIO_EXAMPLE_SIZE.width, STUDIO_EXAMPLE_SIZE.height));
    console.log(`wrote ${file}`);
  }
}
await writeFile(EXAMPLE_SOURCES, `${JSON.stringify(sources, null, 2)}\n`);
console.log(`wrote ${EXAMPLE_SOURCES}`);
