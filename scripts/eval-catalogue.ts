// Audits every catalogue page: how much of its white the largest closed white area holds, how many closed
// areas it has, and how much of its ink lies on other pages' ink (widened 2 mm). The overlap is taken on
// the ink's centre lines, beside two chance baselines: the other page turned 180°, and the other page slid
// to a random spot (the share of the drawing the widened ink covers). What a pair shares beyond the turned
// baseline is what repeats at the same place. Prints the table, the targets, the worst ten pages and pairs.
//   npm run eval:catalogue [-- --dpi 100 --ink centre|full --json out.json --thumbs dir]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { drawCataloguePage } from '../lib/catalogue/draw';
import {
  areaFigures,
  CELL_MM,
  centreLines,
  chanceOverlap,
  dilate,
  inkGrid,
  inkOverlap,
  turned,
  type AreaFigures,
  type InkGrid,
} from '../lib/catalogue/measure';
import { cataloguePages } from '../lib/catalogue/pages';
import { bilevelRaster } from '../lib/studio/bilevel-raster';
import { createNodeFontSource } from '../lib/studio/fonts/node-font-source';
import { MARGIN_MM, svgAtDpi } from '../lib/studio/scene/paper';

const { values } = parseArgs({
  options: { dpi: { type: 'string', default: '100' }, ink: { type: 'string', default: 'centre' }, json: { type: 'string' }, thumbs: { type: 'string' } },
});
const dpi = Number(values.dpi);
const FRAME_BAND_MM = 3;

type Row = AreaFigures & {
  handle: string;
  theme: string;
  audience: string;
  overlapMean: number;
  overlapMax: number;
  sharedMean: number;
  sharedMax: number;
  ms: number;
};
type Pair = { a: number; b: number; raw: number; turned: number; slid: number };

async function main() {
  const rows: Row[] = [];
  const grids: InkGrid[] = [];
  if (values.thumbs) mkdirSync(values.thumbs, { recursive: true });
  const fonts = createNodeFontSource();
  for (const page of cataloguePages) {
    const started = performance.now();
    const svg = await drawCataloguePage(page, 'a4', fonts);
    const raster = await bilevelRaster(svgAtDpi(svg, dpi), dpi);
    const figures = areaFigures(raster);
    // --ink full measures whole strokes instead of centre lines (to compare the two).
    const mask = values.ink === 'full' ? raster.data.map((v) => (v < 128 ? 1 : 0)) : centreLines(raster);
    grids.push(inkGrid(mask, raster, MARGIN_MM, FRAME_BAND_MM));
    rows.push({
      ...figures,
      handle: page.handle,
      theme: page.theme,
      audience: page.audience,
      overlapMean: 0,
      overlapMax: 0,
      sharedMean: 0,
      sharedMax: 0,
      ms: performance.now() - started,
    });
    if (values.thumbs) {
      await sharp(Buffer.from(svgAtDpi(svg, 30)), { density: 72 })
        .flatten({ background: '#fff' })
        .png()
        .toFile(path.join(values.thumbs, `${page.theme}--${page.handle}.png`));
    }
  }
  const dilated = grids.map(dilate);
  const turnedGrids = grids.map(turned);
  const slid = dilated.map(chanceOverlap);
  const pairs: Pair[] = [];
  const sums = new Float64Array(rows.length),
    shared = new Float64Array(rows.length);
  for (let a = 0; a < rows.length; a++) {
    for (let b = a + 1; b < rows.length; b++) {
      const pair = {
        a,
        b,
        raw: (inkOverlap(dilated[a], grids[b]) + inkOverlap(dilated[b], grids[a])) / 2,
        turned: (inkOverlap(dilated[a], turnedGrids[b]) + inkOverlap(dilated[b], turnedGrids[a])) / 2,
        slid: (slid[a] + slid[b]) / 2,
      };
      pairs.push(pair);
      const excess = pair.raw - pair.turned;
      for (const i of [a, b]) {
        sums[i] += pair.raw;
        shared[i] += excess;
        rows[i].overlapMax = Math.max(rows[i].overlapMax, pair.raw);
        rows[i].sharedMax = Math.max(rows[i].sharedMax, excess);
      }
    }
  }
  rows.forEach((row, i) => {
    row.overlapMean = sums[i] / Math.max(1, rows.length - 1);
    row.sharedMean = shared[i] / Math.max(1, rows.length - 1);
  });

  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  };
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  const bigWhite = rows.filter((r) => r.largestWhiteShare > 0.45).length / rows.length;
  const medianAreas = median(rows.map((r) => r.closedAreas));
  const meanOverlap = mean(pairs.map((p) => p.raw));
  const over = pairs.filter((p) => p.raw > 0.5).length / Math.max(1, pairs.length);
  const meanTurned = mean(pairs.map((p) => p.turned));
  const meanSlid = mean(pairs.map((p) => p.slid));
  const meanShared = mean(pairs.map((p) => p.raw - p.turned));
  const sharedOver = pairs.filter((p) => p.raw - p.turned > 0.5).length / Math.max(1, pairs.length);
  const overSlid = pairs.filter((p) => p.raw - p.slid > 0.15).length / Math.max(1, pairs.length);
  const summary = [
    ['pages', String(rows.length), ''],
    ['pages with largest white area > 45 %', pct(bigWhite), '≤ 10 %', bigWhite <= 0.1],
    ['median closed areas', String(medianAreas), '≥ 25', medianAreas >= 25],
    ['mean pairwise ink overlap (raw)', meanOverlap.toFixed(3), '≤ 0.15', meanOverlap <= 0.15],
    ['pairs with raw overlap > 0.5', pct(over), '≤ 1 %', over <= 0.01],
    ['mean chance overlap, other page turned 180°', meanTurned.toFixed(3), ''],
    ['mean chance overlap, other page slid anywhere', meanSlid.toFixed(3), ''],
    ['mean overlap beyond chance (raw − turned)', meanShared.toFixed(3), '≤ 0.15', meanShared <= 0.15],
    ['pairs with raw − turned > 0.5', pct(sharedOver), '≤ 1 %', sharedOver <= 0.01],
    ['pairs with raw − slid > 0.15', pct(overSlid), ''],
    ['median largest white share', pct(median(rows.map((r) => r.largestWhiteShare))), ''],
    ['pure black and white pages', `${rows.filter((r) => r.greyPixels === 0).length} / ${rows.length}`, ''],
  ] as const;
  console.log(
    `catalogue audit: ${rows.length} pages, A4 at ${dpi} dpi; overlap on the ink's ${values.ink === 'full' ? 'whole strokes' : 'centre lines'}, grid ${CELL_MM} mm, dilation 2 mm, frame band ${FRAME_BAND_MM} mm left out\n`,
  );
  console.log('| figure | value | target | met |\n| --- | --- | --- | --- |');
  for (const [name, value, target, met] of summary) console.log(`| ${name} | ${value} | ${target} | ${met === undefined ? '' : met ? 'yes' : 'NO'} |`);

  const groups = new Map<string, Row[]>();
  for (const r of rows) for (const key of [`theme ${r.theme}`, `audience ${r.audience}`]) groups.set(key, [...(groups.get(key) ?? []), r]);
  console.log('\n| group | pages | median areas | median largest white | mean overlap | beyond chance |\n| --- | --- | --- | --- | --- | --- |');
  for (const [key, rs] of [...groups].sort()) {
    console.log(
      `| ${key} | ${rs.length} | ${median(rs.map((r) => r.closedAreas))} | ${pct(median(rs.map((r) => r.largestWhiteShare)))} | ${mean(rs.map((r) => r.overlapMean)).toFixed(3)} | ${mean(rs.map((r) => r.sharedMean)).toFixed(3)} |`,
    );
  }
  // Raw overlap by the audiences of the two pages: a dense page (an adults' one, hundreds of areas) widened
  // 2 mm covers nearly the whole drawing, so it "overlaps" any other page wherever that page's lines lie.
  const blocks = new Map<string, Pair[]>();
  for (const p of pairs) {
    const key = [rows[p.a].audience, rows[p.b].audience].sort().join(' × ');
    blocks.set(key, [...(blocks.get(key) ?? []), p]);
  }
  console.log('\n| audiences of the pair | pairs | mean raw | mean turned 180° | beyond chance | raw > 0.5 |\n| --- | --- | --- | --- | --- | --- |');
  for (const [key, ps] of [...blocks].sort()) {
    console.log(
      `| ${key} | ${ps.length} | ${mean(ps.map((p) => p.raw)).toFixed(3)} | ${mean(ps.map((p) => p.turned)).toFixed(3)} | ${mean(ps.map((p) => p.raw - p.turned)).toFixed(3)} | ${pct(ps.filter((p) => p.raw > 0.5).length / ps.length)} |`,
    );
  }
  const worst = [...rows].sort((a, b) => badness(b) - badness(a)).slice(0, 10);
  console.log('\nworst ten pages (largest white share, closed areas, mean and max raw overlap, mean and max beyond chance):');
  for (const r of worst)
    console.log(
      `  ${r.handle.padEnd(44)} ${r.audience.padEnd(6)} white ${pct(r.largestWhiteShare).padStart(7)}  areas ${String(r.closedAreas).padStart(4)}  overlap ${r.overlapMean.toFixed(2)} / max ${r.overlapMax.toFixed(2)}  beyond ${r.sharedMean.toFixed(2)} / max ${r.sharedMax.toFixed(2)}`,
    );
  const worstPairs = [...pairs].sort((p, q) => q.raw - q.turned - (p.raw - p.turned)).slice(0, 10);
  console.log('\nworst ten pairs (raw overlap, turned 180°, raw − turned, slid):');
  for (const p of worstPairs) {
    console.log(
      `  ${rows[p.a].handle.padEnd(44)} ${rows[p.b].handle.padEnd(44)} ${p.raw.toFixed(2)}  ${p.turned.toFixed(2)}  ${(p.raw - p.turned).toFixed(2)}  ${p.slid.toFixed(2)}`,
    );
  }
  console.log(`\nmedian ${median(rows.map((r) => r.ms)).toFixed(0)} ms per page (draw + raster + areas)`);
  if (values.json)
    writeFileSync(
      values.json,
      JSON.stringify(
        {
          summary: { bigWhite, medianAreas, meanOverlap, over, meanTurned, meanSlid, meanShared, sharedOver },
          rows,
          worstPairs: worstPairs.map((p) => ({ ...p, a: rows[p.a].handle, b: rows[p.b].handle })),
        },
        null,
        1,
      ),
    );
}

/** How far a page misses the targets, for the worst-ten list. */
function badness(r: Row): number {
  return (
    Math.max(0, r.largestWhiteShare - 0.45) * 4 + Math.max(0, 25 - r.closedAreas) / 25 + Math.max(0, r.sharedMean - 0.05) * 4 + Math.max(0, r.sharedMax - 0.3)
  );
}

void main();
