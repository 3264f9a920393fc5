// npm run bench:engine – one 12 MP photo through every style, against the OpenCV reference, in one run.
// Engine and reference runs alternate round by round, so a busy machine slows both alike and the
// ratio stays meaningful even when the absolute figures are not.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { STYLES, type Style } from '@/lib/engine/types';
import { convertUpload } from '@/lib/server/imaging/convert-upload';
import { ConversionPool } from '@/lib/server/imaging/pool';
import { startLineBandHelper } from '@/lib/server/imaging/line-bands';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WARM_UP = 5;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const ms = (x: number) => String(Math.round(x)).padStart(5);

async function makePhoto(dir: string): Promise<string> {
  // Upscaled at run time so no 12 MP file is committed.
  const file = path.join(dir, 'coffee-12mp.jpg');
  await sharp(readFileSync('tests/fixtures/photos/coffee.jpg')).resize(4243, 2829).jpeg({ quality: 90 }).toFile(file);
  return file;
}

const PYTHON = '/usr/bin/python3';

/** The reference needs Debian's python3 with OpenCV; without it there is no ratio to report. */
function checkReference(): void {
  try {
    execFileSync(PYTHON, ['-c', 'import cv2, numpy'], { stdio: 'ignore' });
  } catch {
    console.error(
      `bench:engine compares the engine with an OpenCV reference run by ${PYTHON}, which cannot import cv2 here.\n` +
        "Install it with Debian's package: sudo apt-get install -y python3-opencv (then run npm run bench:engine again).",
    );
    process.exit(1);
  }
}

function opencvOnce(file: string): { ms: number; rssMb: number } {
  // Two runs per call, the second timed: the first pays for the process's cold caches.
  const out = JSON.parse(execFileSync(PYTHON, ['scripts/bench/opencv_reference.py', file, '2'], { encoding: 'utf8' }));
  return { ms: out.timesMs[1], rssMb: out.peakRssMb };
}

async function main(): Promise<void> {
  checkReference();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-engine-'));
  try {
    const file = await makePhoto(dir);
    const bytes = readFileSync(file);
    const meta = await sharp(bytes).metadata();
    console.log(
      `photo: ${meta.width}×${meta.height} (${((meta.width! * meta.height!) / 1e6).toFixed(1)} MP), ${RUNS} rounds, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`,
    );
    const times: Record<Style, number[]> = { 'coloring-page': [], 'line-art': [], 'line-drawing': [] };
    const parts: Record<Style, Record<'decode' | 'convert' | 'encode', number[]>> = Object.fromEntries(
      STYLES.map((s) => [s, { decode: [], convert: [], encode: [] }]),
    ) as never;
    // Where the coloring page's time goes: wall milliseconds from one step's end to the next's (ConvertHooks.mark).
    const phases = new Map<string, number[]>();
    const phaseTimer = () => {
      let last = performance.now();
      return (phase: string) => {
        const now = performance.now();
        if (!phases.has(phase)) phases.set(phase, []);
        phases.get(phase)!.push(now - last);
        last = now;
      };
    };
    const ref: number[] = [];
    let refRss = 0;
    await startLineBandHelper(); // the report's second thread, as a running server has it
    // Warm-up, as a running worker is: V8 needs about five conversions per style before its optimising
    // compiler has caught up with every step (the first conversions take 1.5–2× as long).
    for (let i = 0; i < WARM_UP; i++) for (const style of STYLES) await convertUpload(bytes, { style }, ['png']);
    // Each side is timed on its second run of the round, as the reference times its second run in its
    // process: the first run after the other side's (the reference's 300 MB process) finds cold caches.
    // The first runs are reported too ("after ref").
    const afterRef: Record<Style, number[]> = { 'coloring-page': [], 'line-art': [], 'line-drawing': [] };
    for (let round = 0; round < RUNS; round++) {
      for (const style of STYLES) {
        let t = performance.now();
        await convertUpload(bytes, { style }, ['png']);
        afterRef[style].push(performance.now() - t);
        t = performance.now();
        const result = await convertUpload(bytes, { style }, ['png'], {}, undefined, style === 'coloring-page' ? phaseTimer() : undefined);
        times[style].push(performance.now() - t);
        for (const k of ['decode', 'convert', 'encode'] as const) parts[style][k].push(result.timings[k]);
      }
      const r = opencvOnce(file);
      ref.push(r.ms);
      refRss = Math.max(refRss, r.rssMb);
    }
    // Peak RSS of the single conversions, before the pool adds its thread heaps.
    const rssMb = process.resourceUsage().maxRSS / 1024;
    const refMedian = median(ref);
    console.log(`style          median   decode convert    png   × opencv   runs                       after ref (× opencv)`);
    for (const style of STYLES) {
      const p = parts[style];
      const ratio = (median(times[style]) / refMedian).toFixed(2);
      const first = `${Math.round(median(afterRef[style]))} ms (${(median(afterRef[style]) / refMedian).toFixed(2)}×)`;
      const runs = times[style].map(Math.round).join(' ').padEnd(26);
      console.log(
        `${style.padEnd(14)} ${ms(median(times[style]))} ms ${ms(median(p.decode))} ${ms(median(p.convert))} ${ms(median(p.encode))}   ${ratio.padStart(5)}×    ${runs} ${first}`,
      );
    }
    console.log(`opencv-ref     ${ms(refMedian)} ms                              runs ${ref.map(Math.round).join(' ')}`);
    console.log(`coloring-page steps (median ms): ${[...phases].map(([phase, xs]) => `${phase} ${median(xs).toFixed(1)}`).join(', ')}`);
    // A clean line drawing at A4 300 dpi: the line-art style once took 48 s on one (edge threshold 0).
    const drawing = await sharp(readFileSync('public/coloring-pages/flower-mandala.svg'), { density: 300 })
      .resize(2480, 3508, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
    const drawn: string[] = [];
    for (const style of STYLES) {
      const runs: number[] = [];
      let regions = 0;
      for (let i = 0; i < 3; i++) {
        const t = performance.now();
        regions = (await convertUpload(drawing, { style }, ['png'])).report.closedRegions;
        runs.push(performance.now() - t);
      }
      drawn.push(`${style} ${Math.round(median(runs))} ms (${regions} regions)`);
    }
    console.log(`clean drawing (flower-mandala.svg, 2480×3508), median of 3: ${drawn.join(', ')}`);
    // Throughput with the thread pool: two coloring pages at once, one per core.
    const pool = new ConversionPool(2);
    const pairs: number[] = [];
    await Promise.all([pool.convert(bytes, {}), pool.convert(bytes, {})]);
    for (let i = 0; i < Math.max(2, RUNS >> 1); i++) {
      const t = performance.now();
      await Promise.all([pool.convert(bytes, {}), pool.convert(bytes, {})]);
      pairs.push(performance.now() - t);
    }
    await pool.close();
    console.log(`pool (2 threads) two coloring pages at once: median ${Math.round(median(pairs))} ms per pair = ${Math.round(median(pairs) / 2)} ms per page`);
    console.log(`peak RSS: engine ${Math.round(rssMb)} MB (single conversions), opencv-ref ${Math.round(refRss)} MB`);
    const cp = median(times['coloring-page']);
    console.log(
      `coloring-page: ${Math.round(cp)} ms = ${(cp / refMedian).toFixed(2)}× opencv-ref  (targets: ≤ 1.0×, < 1500 ms, RSS < 600 MB; load now ${os.loadavg()[0].toFixed(1)})`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
