// The tasks of `smoothPlanesInParallel` (line-bands.ts), run by the converting thread and the helper
// thread alike: tasks 0–2 blur one plane each; the next tasks take the gradient of a band of rows once
// all three blurred planes are there. Results go to shared memory; a task raises its flag when done.
import { gaussianBlurInto } from '@/lib/engine/raster/blur';
import { sobelL1OfThreeRows } from '@/lib/engine/raster/gradient';
import { planesSharedBuffer } from './half-tasks';
import { gaveUpOnHelper, newShared } from './shared-ahead';

const GRADIENT_BANDS = 4;
export const SMOOTH_TASKS = 3 + GRADIENT_BANDS;

export interface SmoothJob {
  kind: 'smooth';
  /** The three input planes, one after another (float32). */
  planes: SharedArrayBuffer;
  /** The three blurred planes (float32). */
  smooth: SharedArrayBuffer;
  /** The gradient magnitude (float32). */
  mag: SharedArrayBuffer;
  /** Int32: [0] the next task to take, [1 + t] task t done. */
  control: SharedArrayBuffer;
  w: number;
  h: number;
  sigma: number;
}

/** Runs task `task` of `job`; a gradient band waits up to `waitMs` per blurred plane, then blurs it itself. */
export function smoothTask(job: SmoothJob, task: number, waitMs: number): void {
  const { w, h } = job;
  const n = w * h;
  const flags = new Int32Array(job.control);
  const smooth = new Float32Array(job.smooth);
  if (task < 3) {
    blurPlane(job, task);
  } else {
    for (let k = 0; k < 3; k++) {
      if (Atomics.load(flags, 1 + k) === 1) continue;
      Atomics.wait(flags, 1 + k, 0, waitMs);
      // The same numbers whoever writes them, so a late second writer changes nothing; but this job's
      // memory must not be reused while the other thread may still write it.
      if (Atomics.load(flags, 1 + k) !== 1) {
        gaveUpOnHelper();
        blurPlane(job, k);
      }
    }
    const band = task - 3;
    const y0 = Math.floor((band * h) / GRADIENT_BANDS);
    const y1 = Math.floor(((band + 1) * h) / GRADIENT_BANDS);
    const p0 = smooth.subarray(0, n);
    const p1 = smooth.subarray(n, 2 * n);
    const p2 = smooth.subarray(2 * n);
    sobelL1OfThreeRows(p0 as Float32Array, p1 as Float32Array, p2 as Float32Array, w, h, new Float32Array(job.mag) as Float32Array, y0, y1);
  }
  Atomics.store(flags, 1 + task, 1);
  Atomics.notify(flags, 1 + task);
}

function blurPlane(job: SmoothJob, k: number): void {
  const n = job.w * job.h;
  const plane = new Float32Array(job.planes, 4 * k * n, n);
  // Straight into the shared result: no plane of its own to copy from.
  gaussianBlurInto(plane as Float32Array, job.w, job.h, job.sigma, new Float32Array(job.smooth, 4 * k * n, n));
}

/** A job over shared memory for the three planes: their copies, the blurred planes, the gradient and the task counters. */
export function newSmoothJob(rgb: readonly Float32Array[], w: number, h: number, sigma: number): SmoothJob {
  const n = w * h;
  // Planes already in one shared buffer (`sharedPlanesAhead`) are not copied.
  const inPlace = planesSharedBuffer(rgb, n);
  const job: SmoothJob = {
    kind: 'smooth',
    planes: inPlace ?? new SharedArrayBuffer(12 * n),
    smooth: newShared(12 * n),
    mag: newShared(4 * n),
    control: new SharedArrayBuffer(4 * (1 + SMOOTH_TASKS)),
    w,
    h,
    sigma,
  };
  if (!inPlace) {
    const planes = new Float32Array(job.planes);
    for (let k = 0; k < 3; k++) planes.set(rgb[k], k * n);
  }
  return job;
}
