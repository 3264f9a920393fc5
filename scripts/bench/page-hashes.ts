// Prints the PNG hash of every fixture photo's page (tests/fixtures/photos and tests/fixtures/likeness,
// plus coffee.jpg enlarged to 12 MP) as a coloring page at each detail level and as line art, so a change
// meant to keep the pages can be checked against the hashes of the commit before it. After each PNG hash,
// the hash of the page's colorability report (its line widths and open ends are measured, not drawn, so
// they can change while the pixels do not). With a directory argument, the medium pages are written there
// too (for a contact sheet).
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { DETAILS } from '@/lib/engine/types';
import { convertUpload } from '@/lib/server/imaging/convert-upload';

const FOLDERS = ['tests/fixtures/photos', 'tests/fixtures/likeness'];

async function main(): Promise<void> {
  const outDir = process.argv[2];
  if (outDir) mkdirSync(outDir, { recursive: true });
  const inputs: [string, Buffer][] = FOLDERS.flatMap((folder) =>
    readdirSync(folder)
      .filter((f) => /\.(jpe?g|png)$/.test(f))
      .map((f) => [f, readFileSync(`${folder}/${f}`)] as [string, Buffer]),
  );
  inputs.push(['coffee-12mp', await sharp(readFileSync('tests/fixtures/photos/coffee.jpg')).resize(4243, 2829).jpeg({ quality: 90 }).toBuffer()]);
  for (const [name, bytes] of inputs) {
    const row: string[] = [];
    for (const [style, detail] of [...DETAILS.map((d) => ['coloring-page', d] as const), ['line-art', 'medium'] as const]) {
      const result = await convertUpload(bytes, { style, detail }, ['png']);
      const report = createHash('sha256').update(JSON.stringify(result.report)).digest('hex').slice(0, 8);
      row.push(`${style === 'line-art' ? 'line-art' : detail}:${createHash('sha256').update(result.png).digest('hex').slice(0, 10)}/${report}`);
      if (outDir && detail === 'medium') writeFileSync(`${outDir}/${name}.${style}.png`, result.png);
    }
    console.log(name.padEnd(24), row.join(' '));
  }
  process.exit(0);
}

main();
