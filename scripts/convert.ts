// npm run convert -- <file or folder> [options]: one photo or a folder of them to printable pages, with
// the same engine as uploads and batches. `--help` lists the options.
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isEngineError } from '@/lib/engine/errors';
import { LIMITS, resolveOptions } from '@/lib/engine/options';
import { DETAILS, PAPERS, STYLES, type ColorabilityReport, type ConvertOptions } from '@/lib/engine/types';
import { convertUpload, type OutputFormat } from '@/lib/server/imaging/convert-upload';
import { startLineBandHelperOnDemand } from '@/lib/server/imaging/line-bands';

const IMAGE_EXT = /\.(jpe?g|png|webp|gif|avif|heic|heif|tiff?)$/i;

const FORMATS: readonly OutputFormat[] = ['png', 'svg', 'pdf'];
const OPTION_HELP: [string, string][] = [
  [`--style ${STYLES.join('|')}`, 'the kind of page (default coloring-page)'],
  [`--detail ${DETAILS.join('|')}`, 'how much detail (default medium)'],
  [`--line-mm <${LIMITS.lineMm.join('–')}>`, 'line weight in mm'],
  [`--min-region-mm2 <${LIMITS.minRegionMm2.join('–')}>`, 'smallest area to color, in mm²'],
  [`--gap-mm <${LIMITS.gapMm.join('–')}>`, 'gaps in the lines closed up to this width'],
  [`--paper ${PAPERS.join('|')}`, 'the sheet (default a4)'],
  ['--remove-background', 'keep only the main subject'],
  ['--invert', 'for light lines on a dark picture'],
  ['--out <dir>', 'where the pages are written (default ./out)'],
  [`--format ${FORMATS.join(',')}`, 'any of them, comma-separated (default png)'],
  ['--title <text>, --credit <text>', 'written into the PDF'],
  ['--help', 'this text'],
];
const USAGE = ['usage: npm run convert -- <file or folder> [options]', '', ...OPTION_HELP.map(([flag, what]) => `  ${flag.padEnd(44)} ${what}`)].join('\n');

/** A mistake on the command line: one line and the usage, never a stack trace. */
function usageError(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function parseCommandLine() {
  try {
    return parseArgs({
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
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    // parseArgs names the unknown option or the missing value in its message.
    usageError(error instanceof Error ? error.message.split('. ')[0] : String(error));
  }
}

const { values, positionals } = parseCommandLine();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const num = (name: string, v: string | undefined) => {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (v.trim() === '' || !Number.isFinite(n)) usageError(`--${name} needs a number, not "${v}"`);
  return n;
};
let options: ConvertOptions;
try {
  // Checked once here, so a typo fails at once rather than once per picture of a folder.
  options = resolveOptions({
    style: values.style as ConvertOptions['style'],
    detail: values.detail as ConvertOptions['detail'],
    lineMm: num('line-mm', values['line-mm']),
    minRegionMm2: num('min-region-mm2', values['min-region-mm2']),
    gapMm: num('gap-mm', values['gap-mm']),
    paper: values.paper as ConvertOptions['paper'],
    removeBackground: values['remove-background'],
    invert: values.invert,
  });
} catch (error) {
  // The engine names its fields; the message names the options as typed here.
  const flags: Record<string, string> = {
    lineMm: '--line-mm',
    minRegionMm2: '--min-region-mm2',
    gapMm: '--gap-mm',
    style: '--style',
    detail: '--detail',
    paper: '--paper',
  };
  usageError((isEngineError(error) ? error.message : String(error)).replace(/^\w+/, (field) => flags[field] ?? field));
}
const formats = values.format.split(',').map((f) => f.trim()) as OutputFormat[];
const unknownFormat = formats.find((f) => !FORMATS.includes(f));
if (unknownFormat !== undefined) usageError(`--format takes ${FORMATS.join(', ')}, not "${unknownFormat}"`);

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
  if (!target) usageError('Which photo? Give a file or a folder of pictures.');
  const found = await stat(target).catch(() => null);
  if (!found) usageError(`No such file or folder: ${target}`);
  const files = found.isDirectory()
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
