// Converts the 12 MP benchmark photo as a coloring page N times (N=10) and prints the medians of the
// wall time, the process's CPU time and each step (ConvertHooks.mark) over all but the first three, and
// the PNG's hash. For profiling one style's steps: run it under `node --cpu-prof --import tsx`.
// PHOTO picks another photo, DETAIL another level, OUT writes the last page; HELPER=0 converts on this thread
// alone (less at the mercy of a busy machine's scheduler than a conversion that waits for its helper).
// On Linux it also prints the converting thread's own CPU time per conversion (from the kernel's schedstat,
// so another process's load on the machine barely changes it): the work left on the critical thread.
// It also prints the garbage collector's pauses per conversion (major and minor, from `perf_hooks`), and with
// ARRAYS=1 the megabytes of large typed arrays (≥ 256 KB) this thread allocates per conversion (counted by
// wrapping the typed array constructors, which slows the conversion: time and count in separate runs);
// SITES=1 adds where they are made (per conversion, warm-up included), LARGE=bytes another threshold.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import sharp from 'sharp';
import type { Detail } from '@/lib/engine/types';
import { convertUpload } from '@/lib/server/imaging/convert-upload';
import { startLineBandHelper, startLineBandHelperOnDemand } from '@/lib/server/imaging/line-bands';

const N = Number(process.env.N ?? 10);
// The converting thread's time on a CPU so far (ms), or NaN off Linux.
const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;
const threadCpuMs = () => (existsSync(SCHEDSTAT) ? Number(readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]) / 1e6 : NaN);
const WARM_UP = 3;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

// Large arrays allocated so far (bytes), when ARRAYS=1 wraps the constructors.
let largeBytes = 0;
const sites = new Map<string, number>();
const LARGE = Number(process.env.LARGE ?? 1 << 18);

/** Counts the bytes of every typed array or shared buffer of at least `LARGE` bytes made from a length. */
function countLargeArrays(): void {
  const wrap = (name: string, bytesPer: number) => {
    const Base = (globalThis as Record<string, unknown>)[name] as new (...args: unknown[]) => object;
    const Counted = new Proxy(Base, {
      construct(target, args, newTarget) {
        if (typeof args[0] === 'number' && args[0] * bytesPer >= LARGE) {
          largeBytes += args[0] * bytesPer;
          if (process.env.SITES) {
            const site = new Error()
              .stack!.split('\n')
              .slice(2, 4)
              .map((l) =>
                l
                  .trim()
                  .replace(/^at /, '')
                  .replace(/\(.*\/(lib|scripts)\//, '('),
              )
              .join(' < ');
            sites.set(`${name} ${site}`, (sites.get(`${name} ${site}`) ?? 0) + args[0] * bytesPer);
          }
        }
        return Reflect.construct(target, args, newTarget);
      },
    });
    (globalThis as Record<string, unknown>)[name] = Counted;
  };
  for (const [name, bytes] of [
    ['Uint8Array', 1],
    ['Int8Array', 1],
    ['Uint16Array', 2],
    ['Int16Array', 2],
    ['Uint32Array', 4],
    ['Int32Array', 4],
    ['Float32Array', 4],
    ['Float64Array', 8],
    ['SharedArrayBuffer', 1],
    ['ArrayBuffer', 1],
  ] as const) {
    wrap(name, bytes);
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'profile-coloring-'));
  try {
    const file = path.join(dir, 'photo-12mp.jpg');
    await sharp(readFileSync(process.env.PHOTO ?? 'tests/fixtures/photos/coffee.jpg'))
      .resize(4243, 2829)
      .jpeg({ quality: 90 })
      .toFile(file);
    const bytes = readFileSync(file);
    if (process.env.ARRAYS === '1') countLargeArrays();
    // Pauses of this thread's collector, by kind, while a timed conversion runs.
    let gc = { major: 0, minor: 0, majorMs: 0, minorMs: 0 };
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const kind = (entry as PerformanceEntry & { detail?: { kind: number } }).detail?.kind;
        const major = kind === constants.NODE_PERFORMANCE_GC_MAJOR || kind === constants.NODE_PERFORMANCE_GC_INCREMENTAL;
        if (major) {
          gc.major++;
          gc.majorMs += entry.duration;
        } else {
          gc.minor++;
          gc.minorMs += entry.duration;
        }
      }
    });
    observer.observe({ entryTypes: ['gc'] });
    const gcs: (typeof gc)[] = [];
    const arrays: number[] = [];
    if (process.env.HELPER === '0') startLineBandHelperOnDemand(false);
    else await startLineBandHelper();
    const steps = new Map<string, number[]>();
    const walls: number[] = [];
    const cpus: number[] = [];
    const threads: number[] = [];
    let hash = '';
    for (let i = 0; i < N; i++) {
      const timed = i >= WARM_UP;
      let last = performance.now();
      const t0 = last;
      const cpu0 = process.cpuUsage();
      const thread0 = threadCpuMs();
      const large0 = largeBytes;
      const mark = (step: string) => {
        const now = performance.now();
        if (timed) (steps.get(step) ?? steps.set(step, []).get(step)!).push(now - last);
        last = now;
      };
      const result = await convertUpload(bytes, { style: 'coloring-page', detail: (process.env.DETAIL as Detail) ?? 'medium' }, ['png'], {}, undefined, mark);
      const cpu = process.cpuUsage(cpu0);
      const thread = threadCpuMs() - thread0;
      const wall = performance.now() - t0;
      // The observer hears of a pause on a later tick: let it report this conversion's.
      await new Promise((resolve) => setImmediate(resolve));
      if (timed) {
        gcs.push(gc);
        arrays.push((largeBytes - large0) / 1e6);
        walls.push(wall);
        cpus.push((cpu.user + cpu.system) / 1000);
        threads.push(thread);
      }
      gc = { major: 0, minor: 0, majorMs: 0, minorMs: 0 };
      hash = createHash('sha256').update(result.png).digest('hex').slice(0, 16);
      if (i === N - 1 && process.env.OUT) writeFileSync(process.env.OUT, result.png);
    }
    observer.disconnect();
    const gcLine =
      `gc per conversion (mean): ${mean(gcs.map((g) => g.major)).toFixed(1)} major ${mean(gcs.map((g) => g.majorMs)).toFixed(1)} ms, ` +
      `${mean(gcs.map((g) => g.minor)).toFixed(1)} minor ${mean(gcs.map((g) => g.minorMs)).toFixed(1)} ms` +
      (process.env.ARRAYS === '1' ? `; large arrays ${mean(arrays).toFixed(1)} MB` : '');
    console.log(gcLine);
    if (process.env.SITES) for (const [site, b] of [...sites].sort((a, b) => b[1] - a[1])) console.log(`${(b / N / 1e6).toFixed(1).padStart(6)} MB  ${site}`);
    const perStep = [...steps].map(([step, xs]) => `${step} ${median(xs).toFixed(1)}`).join(', ');
    console.log(
      `wall ${median(walls).toFixed(1)} ms, cpu ${median(cpus).toFixed(1)} ms (this thread ${median(threads).toFixed(1)}); ${perStep}; png ${hash}; load ${os.loadavg()[0].toFixed(1)}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
