// npm run examples:build – writes the tool landing pages' before/after pictures (public/examples) as today's
// engine makes them. The landing pages call them real results: run it after any change to the engine that
// changes its pages (tests/engine/landing-examples.test.ts fails until it is run).
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { examplesFor } from '@/components/tools/examples';
import { EXAMPLE_SOURCES, examplePath, renderExample } from './examples-render';

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
await writeFile(EXAMPLE_SOURCES, `${JSON.stringify(sources, null, 2)}\n`);
console.log(`wrote ${EXAMPLE_SOURCES}`);
