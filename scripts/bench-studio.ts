// Median time of a studio text page and a name page: SVG composition alone, and SVG plus a 150 dpi PNG.
// Targets: a text page under 2 s, a name page under 1 s, on the 2-core machine.
//   npx tsx scripts/bench-studio.ts [runs]
import sharp from 'sharp';
import { composeTextPage, type StudioStyle } from '../lib/studio/compose-page';
import { createNodeFontSource } from '../lib/studio/fonts/node-font-source';
import { composeNamePage } from '../lib/studio/name/compose-name-page';
import { svgAtDpi } from '../lib/studio/scene/paper';

const runs = Number(process.argv[2] ?? 7);
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const png = (svg: string) =>
  sharp(Buffer.from(svgAtDpi(svg, 150)), { density: 72 })
    .png()
    .toBuffer();

async function bench(label: string, make: (i: number) => Promise<string> | string) {
  const svgMs: number[] = [],
    totalMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const svg = await make(i);
    const t1 = performance.now();
    await png(svg);
    svgMs.push(t1 - t0);
    totalMs.push(performance.now() - t0);
  }
  console.log(`${label.padEnd(34)} svg ${median(svgMs).toFixed(0).padStart(5)} ms   svg+png150 ${median(totalMs).toFixed(0).padStart(5)} ms`);
}

const styles: StudioStyle[] = ['kids', 'teens', 'adults', 'mandala', 'pattern'];
for (const style of styles) {
  await bench(`text page (${style})`, (i) => {
    const r = composeTextPage({ prompt: 'Katze spielt mit einem Ball im Garten', style, seed: i });
    if (r.kind !== 'page') throw new Error('nothing to draw');
    return r.svg;
  });
}
// A fresh font source per run would measure disk reads; the worker keeps one, so the bench does too.
const fonts = createNodeFontSource();
for (const [name, locale] of [
  ['Nguyễn Thị Ánh', 'vi'],
  ['さくら', 'ja'],
  ['偉倫', 'zh-TW'],
] as const) {
  await bench(`name page (${name})`, async (i) => (await composeNamePage({ name, theme: 'flowers', seed: i, locale }, fonts)).svg);
}
