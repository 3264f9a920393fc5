// npm run bench:engine – one 12 MP photo through every style, against the OpenCV reference, in one run.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { STYLES } from '@/lib/engine/types';
import { convertUpload } from '@/lib/server/imaging/convert-upload';
import { ConversionPool } from '@/lib/server/imaging/pool';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

async function makePhoto(dir: string): Promise<string> {
  // Upscaled at run time so no 12 MP file is committed.
  const file = path.join(dir, 'coffee-12mp.jpg');
  await sharp(readFileSync('tests/fixtures/photos/coffee.jpg')).resize(4243, 2829).jpeg({ quality: 90 }).toFile(file);
  return file;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-engine-'));
  try {
    const file = await makePhoto(dir);
    const bytes = readFileSync(file);
    const meta = await sharp(bytes).metadata();
    console.log(`photo: ${meta.width}×${meta.height} (${((meta.width! * meta.height!) / 1e6).toFixed(1)} MP), ${RUNS} runs per style, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`);
    const results: Record<string, number> = {};
    for (const style of STYLES) {
      const times: number[] = [];
      let last;
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        last = await convertUpload(bytes, { style }, ['png']);
        times.push(performance.now() - t);
      }
      results[style] = median(times);
      const t = last!.timings;
      console.log(`${style.padEnd(14)} median ${Math.round(results[style])} ms  (decode ${Math.round(t.decode)}, convert ${Math.round(t.convert)}, png ${Math.round(t.encode)})  runs ${times.map(Math.round).join(' ')}`);
      if (style === 'coloring-page') writeFileSync(path.join(dir, 'sample.png'), last!.png);
    }
    // Peak RSS of the single-conversion runs, before the pool adds its worker heaps.
    const rssMb = process.resourceUsage().maxRSS / 1024;
    // Throughput with the worker pool: two coloring pages at once, one per core.
    const pool = new ConversionPool(2);
    const pairs: number[] = [];
    for (let i = 0; i < Math.max(2, RUNS >> 1); i++) {
      const t = performance.now();
      await Promise.all([pool.convert(bytes, {}), pool.convert(bytes, {})]);
      pairs.push(performance.now() - t);
    }
    await pool.close();
    console.log(`pool (2 workers) two coloring pages at once: median ${Math.round(median(pairs))} ms per pair = ${Math.round(median(pairs) / 2)} ms per page`);
    const ref = JSON.parse(execFileSync('/usr/bin/python3', ['scripts/bench/opencv_reference.py', file, String(RUNS)], { encoding: 'utf8' }));
    console.log(`opencv-ref     median ${Math.round(ref.medianMs)} ms  runs ${ref.timesMs.map(Math.round).join(' ')}  peak RSS ${Math.round(ref.peakRssMb)} MB`);
    console.log(`engine peak RSS (single conversions) ${Math.round(rssMb)} MB`);
    console.log(`ratio coloring-page / opencv-ref = ${(results['coloring-page'] / ref.medianMs).toFixed(2)}×  (target ≤ 1.0×, < 1500 ms, RSS < 600 MB)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
