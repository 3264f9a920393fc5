// npm run convert -- <file or folder> [--style …] [--detail …] [--line-mm 1.0] [--paper a4|letter]
//   [--remove-background] [--invert] [--out dir] [--format png,svg,pdf]
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isEngineError } from '@/lib/engine/errors';
import type { ColorabilityReport, ConvertOptions } from '@/lib/engine/types';
import { convertUpload, type OutputFormat } from '@/lib/server/imaging/convert-upload';
import { startLineBandHelperOnDemand } from '@/lib/server/imaging/line-bands';

const IMAGE_EXT = /\.(jpe?g|png|webp|gif|avif|heic|heif|tiff?)$/i;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    style: { type: 'string', default: 'coloring-page' },
    detail: { type: 'string', default: 'medium' },
    'line-mm': { type: 'string' },
    'min-region-mm2': { type: 'string' },
    'gap-mm': { type: 'string' },
    paper: { type: 'string', default: 'a4' },
    'remove-background': { type: 'boolean', default: false },
    invert: { type: 'boolean', default: false },
    out: { type: 'string', default: 'out' },
    format: { type: 'string', default: 'png' },
    title: { type: 'string' },
    credit: { type: 'string' },
  },
});

const num = (v: string | undefined) => (v === undefined ? undefined : Number(v));
const options: Partial<ConvertOptions> = {
  style: values.style as ConvertOptions['style'],
  detail: values.detail as ConvertOptions['detail'],
  lineMm: num(values['line-mm']),
  minRegionMm2: num(values['min-region-mm2']),
  gapMm: num(values['gap-mm']),
  paper: values.paper as ConvertOptions['paper'],
  removeBackground: values['remove-background'],
  invert: values.invert,
};
const formats = values.format.split(',').map((f) => f.trim()) as OutputFormat[];

function printReport(file: string, r: ColorabilityReport, ms: number): void {
  const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
  console.log(`\n${file}  (${Math.round(ms)} ms)`);
  console.log(`  pure black/white     ${pct(r.pureBlackWhiteShare)}`);
  console.log(`  ink coverage         ${pct(r.inkCoverage)}`);
  console.log(`  closed regions       ${r.closedRegions}`);
  console.log(`  smallest region      ${r.smallestRegionMm2.toFixed(1)} mm²  (${r.regionsBelowMinimum} below minimum)`);
  console.log(`  open line ends       ${r.openLineEnds}`);
  console.log(`  median line width    ${r.medianLineWidthMm.toFixed(2)} mm  (variation ${r.lineWidthVariation.toFixed(2)})`);
  console.log(`  specks under 1 mm²   ${r.specks}`);
}

async function main(): Promise<number> {
  const target = positionals[0];
  if (!target) {
    console.error(
      'usage: npm run convert -- <file or folder> [--style coloring-page|line-art|line-drawing] [--detail low|medium|high] [--line-mm 1.0] [--paper a4|letter] [--remove-background] [--out dir] [--format png,svg,pdf]',
    );
    return 2;
  }
  const files = (await stat(target)).isDirectory()
    ? (await readdir(target))
        .filter((f) => IMAGE_EXT.test(f))
        .sort()
        .map((f) => path.join(target, f))
    : [target];
  await mkdir(values.out, { recursive: true });
  // One picture is converted before a helper thread could take part; a folder's later pictures get its
  // help. The pages are the same either way.
  if (files.length === 1) startLineBandHelperOnDemand(false);
  let failures = 0;
  for (const file of files) {
    const started = performance.now();
    try {
      const result = await convertUpload(await readFile(file), options, formats, { title: values.title, credit: values.credit });
      const base = path.join(values.out, `${path.parse(file).name}.${result.options.style}`);
      await writeFile(`${base}.png`, result.png);
      if (result.svg) await writeFile(`${base}.svg`, result.svg);
      if (result.pdf) await writeFile(`${base}.pdf`, result.pdf);
      printReport(file, result.report, performance.now() - started);
      console.log(`  written              ${[`${base}.png`, result.svg && `${base}.svg`, result.pdf && `${base}.pdf`].filter(Boolean).join(', ')}`);
    } catch (error) {
      failures++;
      if (isEngineError(error)) console.error(`\n${file}: ${error.code} – ${error.message}`);
      else console.error(`\n${file}: unexpected error`, error);
    }
  }
  return failures > 0 ? 1 : 0;
}

main().then((code) => process.exit(code));
