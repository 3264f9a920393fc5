import { isMainThread } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { smoothPlanes } from '@/lib/engine/styles/segment';
import { newSmoothJob, smoothTask, SMOOTH_TASKS } from '@/lib/server/imaging/smooth-tasks';
import { lineBandHelperRunning, smoothPlanesInParallel, startLineBandHelper } from '@/lib/server/imaging/line-bands';

type Planes = [Float32Array, Float32Array, Float32Array];

function planes(w: number, h: number, seed: number): Planes {
  let s = seed;
  const next = () => ((s = (s * 1103515245 + 12345) >>> 0) % 25600) / 100;
  return [0, 1, 2].map(() => Float32Array.from({ length: w * h }, next)) as Planes;
}

const bits = (a: Float32Array) => Array.from(new Uint32Array(a.slice().buffer));

// The coloring page's smoothing and gradient on two threads give exactly the one-thread numbers.
describe.runIf(isMainThread)('smoothing and gradient on the helper thread', () => {
  it('match one thread bit for bit, for any split of the tasks', async () => {
    await startLineBandHelper();
    expect(lineBandHelperRunning()).toBe(true);
    for (const [w, h, sigma] of [[866, 577, 0.9], [301, 3, 2.5], [17, 40, 0.2], [500, 400, 4]] as const) {
      const rgb = planes(w, h, w * h);
      const one = smoothPlanes(rgb, w, h, sigma);
      const two = smoothPlanesInParallel(rgb, w, h, sigma);
      for (let k = 0; k < 3; k++) expect(bits(two.smooth[k])).toEqual(bits(one.smooth[k]));
      expect(bits(two.mag)).toEqual(bits(one.mag));
    }
  });

  it('give the same numbers when one thread runs the tasks in reverse (gradient bands blur what they need)', () => {
    const [w, h, sigma] = [123, 97, 1.3];
    const rgb = planes(w, h, 7);
    const n = w * h;
    const job = newSmoothJob(rgb, w, h, sigma);
    for (let task = SMOOTH_TASKS - 1; task >= 0; task--) smoothTask(job, task, 0);
    const one = smoothPlanes(rgb, w, h, sigma);
    const smooth = new Float32Array(job.smooth);
    for (let k = 0; k < 3; k++) expect(bits(smooth.subarray(k * n, (k + 1) * n))).toEqual(bits(one.smooth[k]));
    expect(bits(new Float32Array(job.mag))).toEqual(bits(one.mag));
  });
});
