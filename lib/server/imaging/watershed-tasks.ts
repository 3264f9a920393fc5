// The two halves of the coloring page's watershed (`watershedHalf`), flooded by the converting thread and
// the helper thread of line-bands.ts at once: the gradient and the labels live in shared memory, each
// half's region count goes to the control array, and a half raises its flag when done.
import { watershedHalf } from '@/lib/engine/regions/watershed';

export interface WatershedJob {
  kind: 'watershed';
  /** The quantised gradient (uint8). */
  grad: SharedArrayBuffer;
  /** The labels (int32), zeros until flooded. */
  labels: SharedArrayBuffer;
  /** Int32: [0] the next half to take, [1 + k] half k done, [3 + k] its region count. */
  control: SharedArrayBuffer;
  w: number;
  h: number;
  spacing: number;
}

export const WATERSHED_TASKS = 2;

export function newWatershedJob(grad: Uint8Array, w: number, h: number, spacing: number): WatershedJob {
  const job: WatershedJob = {
    kind: 'watershed',
    grad: new SharedArrayBuffer(w * h),
    labels: new SharedArrayBuffer(4 * w * h),
    control: new SharedArrayBuffer(4 * (1 + 2 * WATERSHED_TASKS)),
    w,
    h,
    spacing,
  };
  new Uint8Array(job.grad).set(grad);
  return job;
}

/** Floods half `half` of the job's image into its shared labels and raises the half's flag. */
export function watershedTask(job: WatershedJob, half: 0 | 1): void {
  const control = new Int32Array(job.control);
  const count = watershedHalf(new Uint8Array(job.grad), job.w, job.h, job.spacing, half, new Int32Array(job.labels));
  Atomics.store(control, 1 + WATERSHED_TASKS + half, count);
  Atomics.store(control, 1 + half, 1);
  Atomics.notify(control, 1 + half);
}
