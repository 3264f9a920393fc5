// Contact sheets comparing the two art sources motif by motif: for every motif of one kind in
// lib/studio/data/motifs.json, the OpenMoji extraction (left) beside the Fluent Emoji Flat outline (right, grey
// when the set has none), as the studio draws them. Used to choose the FLUENT list in studio-build-index.ts.
//   npx tsx scripts/studio-motif-sources-sheet.ts [--kind being] [--ids 1F993,1F98D] [--out dir]
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp, { type OverlayOptions } from 'sharp';
import { outlineFlatEmoji } from './studio-flat-emoji-outline';
import { extractMotif } from './studio-motif-extract';

const { values } = parseArgs({
  options: { kind: { type: 'string', default: 'being' }, ids: { type: 'string' }, out: { type: 'string', default: 'motif-sheets' } },
});
const root = path.resolve(import.meta.dirname, '..');
const read = (p: string) => readFileSync(path.join(root, p), 'utf8');
const motifs: Record<string, { n: string; k: string }> = JSON.parse(read('lib/studio/data/motifs.json'));
const icons: Record<string, { body: string }> = JSON.parse(read('node_modules/@iconify-json/fluent-emoji-flat/icons.json')).icons;
const chars: Record<string, string> = JSON.parse(read('node_modules/@iconify-json/fluent-emoji-flat/chars.json'));

const TILE = 200,
  COLS = 6,
  ROWS = 5,
  CELL_W = 2 * TILE + 10,
  CELL_H = TILE + 30;
const tile = (m: { f: string; s: string; d: string }) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 76 76" width="${TILE}" height="${TILE}"><rect x="-2" y="-2" width="76" height="76" fill="#fff"/><g stroke-linejoin="round" stroke-linecap="round"><g fill="#fff" stroke="#000" stroke-width="1.5">${m.f}</g><g fill="none" stroke="#000" stroke-width="1.5">${m.s}</g><g fill="#000">${m.d}</g></g></svg>`,
    ),
  )
    .png()
    .toBuffer();
const blank = () =>
  sharp({ create: { width: TILE, height: TILE, channels: 3, background: '#ddd' } })
    .png()
    .toBuffer();

mkdirSync(values.out, { recursive: true });
// --ids compares chosen motifs (any kind) on one sheet instead of every motif of --kind.
const ids = values.ids ? values.ids.split(',').filter((id) => id in motifs) : Object.keys(motifs).filter((id) => motifs[id].k === values.kind);
for (let sheet = 0; sheet * COLS * ROWS < ids.length; sheet++) {
  const parts: OverlayOptions[] = [];
  for (const [i, id] of ids.slice(sheet * COLS * ROWS, (sheet + 1) * COLS * ROWS).entries()) {
    const left = (i % COLS) * CELL_W,
      top = Math.floor(i / COLS) * CELL_H;
    const name = `${id} ${motifs[id].n}`.replace(/[&<>]/g, '');
    const label = `<svg xmlns="http://www.w3.org/2000/svg" width="${2 * TILE}" height="24"><rect width="100%" height="100%" fill="#eee"/><text x="4" y="17" font-size="15" font-family="sans-serif">${name}</text></svg>`;
    const fluent = icons[chars[id.toLowerCase()]];
    parts.push(
      { input: Buffer.from(label), left, top },
      { input: await tile(extractMotif(read(`node_modules/openmoji/color/svg/${id}.svg`))), left, top: top + 26 },
      { input: fluent ? await tile(await outlineFlatEmoji(fluent.body)) : await blank(), left: left + TILE, top: top + 26 },
    );
  }
  const file = path.join(values.out, `${values.kind}-${sheet + 1}.jpg`);
  await sharp({ create: { width: COLS * CELL_W, height: ROWS * CELL_H, channels: 3, background: '#fff' } })
    .composite(parts)
    .jpeg({ quality: 80 })
    .toFile(file);
  console.log(`wrote ${file}`);
}
