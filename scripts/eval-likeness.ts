// npm run eval:likeness [-- --out dir] – how much of each photo's salient edges the coloring page keeps
// (per detail level) next to its colorability figures, and the same recall for the line art style.
// Photos: tests/fixtures/photos and tests/fixtures/likeness (licences in their README files).
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DETAILS, type ColorabilityReport, type Detail } from '@/lib/engine/types';
import { convertUpload } from '@/lib/server/imaging/convert-upload';
import { fitPhoto, pageLikeness } from '@/lib/server/imaging/likeness';

const PHOTO_DIRS = ['tests/fixtures/photos', 'tests/fixtures/likeness'];
const { values } = parseArgs({ options: { out: { type: 'string' } } });

interface Row {
  photo: string;
  recall: Record<Detail, number>;
  report: Record<Detail, ColorabilityReport>;
  lineArt: number;
}

async function photoFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const dir of PHOTO_DIRS) for (const f of (await readdir(dir)).sort()) if (/\.jpe?g$/i.test(f)) files.push(path.join(dir, f));
  return files;
}

const fixed = (v: number, d = 2) => v.toFixed(d);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function colorable(r: ColorabilityReport): boolean {
  return (
    r.pureBlackWhiteShare === 1 && r.regionsBelowMinimum === 0 && r.specks <= 10 && r.inkCoverage >= 0.01 && r.inkCoverage <= 0.12 && r.closedRegions >= 15
  );
}

async function main(): Promise<number> {
  const rows: Row[] = [];
  if (values.out) await mkdir(values.out, { recursive: true });
  for (const file of await photoFiles()) {
    const bytes = await readFile(file);
    const fitted = await fitPhoto(bytes, { paper: 'a4', orientation: 'auto' });
    const name = path.parse(file).name;
    const row = { photo: path.basename(file), recall: {}, report: {} } as Row;
    for (const detail of DETAILS) {
      const result = await convertUpload(bytes, { style: 'coloring-page', detail });
      row.recall[detail] = await pageLikeness(result.page, fitted);
      row.report[detail] = result.report;
      if (values.out) await writeFile(path.join(values.out, `${name}.coloring-page.${detail}.png`), result.png);
    }
    const art = await convertUpload(bytes, { style: 'line-art' });
    row.lineArt = await pageLikeness(art.page, fitted);
    if (values.out) await writeFile(path.join(values.out, `${name}.line-art.png`), art.png);
    rows.push(row);
    process.stderr.write('.');
  }
  process.stderr.write('\n');
  console.log(
    '| Photo | Recall low | Recall medium | Recall high | Line art | Regions low / med / high | Ink medium | Smallest medium | Specks medium | Colorable (l/m/h) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) {
    const m = r.report.medium;
    const ok = DETAILS.map((d) => (colorable(r.report[d]) ? 'yes' : 'NO')).join(' / ');
    console.log(
      `| ${r.photo} | ${fixed(r.recall.low)} | ${fixed(r.recall.medium)} | ${fixed(r.recall.high)} | ${fixed(r.lineArt)} | ${DETAILS.map((d) => r.report[d].closedRegions).join(' / ')} | ${fixed(m.inkCoverage * 100, 1)} % | ${fixed(m.smallestRegionMm2, 1)} mm² | ${m.specks} | ${ok} |`,
    );
  }
  const med = rows.map((r) => r.recall.medium);
  const summary = DETAILS.map((d) => `${d} ${fixed(median(rows.map((r) => r.recall[d])))}`).join(', ');
  console.log(`\nmedian recall: ${summary}; line art ${fixed(median(rows.map((r) => r.lineArt)))}`);
  console.log(
    `lowest at medium: ${fixed(Math.min(...med))} (${rows[med.indexOf(Math.min(...med))].photo}); line art lowest ${fixed(Math.min(...rows.map((r) => r.lineArt)))}`,
  );
  const allColorable = rows.every((r) => DETAILS.every((d) => colorable(r.report[d])));
  const met = median(med) >= 0.7 && Math.min(...med) >= 0.45 && allColorable;
  console.log(`target (medium: median ≥ 0.70, none below 0.45, every page colorable): ${met ? 'met' : 'NOT met'}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
