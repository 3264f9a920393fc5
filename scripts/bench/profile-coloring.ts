// Converts the 12 MP benchmark photo as a coloring page N times (N=10) and prints the medians of the
// wall time, the process's CPU time and each step (ConvertHooks.mark) over all but the first three, and
// the PNG's hash. For profiling one style's steps: run it under `node --cpu-prof --import tsx`.
// PHOTO picks another photo, DETAIL another level, OUT writes the last page; HELPER=0 converts on this thread
// alone (less at the mercy of a busy machine's scheduler than a conversion that waits for its helper).
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Detail } from '@/lib/engine/types';
import { convertUpload } from '@/lib/server/imaging/convert-upload';
import { startLineBandHelper, startLineBandHelperOnDemand } from '@/lib/server/imaging/line-bands';

const N = Number(process.env.N ?? 10);
const WARM_UP = 3;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'profile-coloring-'));
  try {
    const file = path.join(dir, 'photo-12mp.jpg');
    await sharp(readFileSync(process.env.PHOTO ?? 'tests/fixtures/photos/coffee.jpg'))
      .resize(4243, 2829)
      .jpeg({ quality: 90 })
      .toFile(file);
    const bytes = readFileSync(file);
    if (process.env.HELPER === '0') startLineBandHelperOnDemand(false);
    else await startLineBandHelper();
    const steps = new Map<string, number[]>();
    const walls: number[] = [];
    const cpus: number[] = [];
    let hash = '';
    for (let i = 0; i < N; i++) {
      const timed = i >= WARM_UP;
      let last = performance.now();
      const t0 = last;
      const cpu0 = process.cpuUsage();
      const mark = (step: string) => {
        const now = performance.now();
        if (timed) (steps.get(step) ?? steps.set(step, []).get(step)!).push(now - last);
        last = now;
      };
      const result = await convertUpload(bytes, { style: 'coloring-page', detail: (process.env.DETAIL as Detail) ?? 'medium' }, ['png'], {}, undefined, mark);
      const cpu = process.cpuUsage(cpu0);
      if (timed) {
        walls.push(performance.now() - t0);
        cpus.push((cpu.user + cpu.system) / 1000);
      }
      hash = createHash('sha256').update(result.png).digest('hex').slice(0, 16);
      if (i === N - 1 && process.env.OUT) writeFileSync(process.env.OUT, result.png);
    }
    const perStep = [...steps].map(([step, xs]) => `${step} ${median(xs).toFixed(1)}`).join(', ');
    console.log(`wall ${median(walls).toFixed(1)} ms, cpu ${median(cpus).toFixed(1)} ms; ${perStep}; png ${hash}; load ${os.loadavg()[0].toFixed(1)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
