// Work split in two halves that the converting thread and the helper thread of line-bands.ts do at once:
// the coloring page's watershed (top and bottom half of the image) and the inking of its boundaries (top
// and bottom half of the crack rows). Inputs and outputs live in shared memory; whoever takes a half from
// the shared counter does it and raises the half's flag. Each half is a pure function of the inputs, so
// the result does not depend on which thread did what.
import { watershedHalf } from '@/lib/engine/regions/watershed';
import { inkRegionBoundaries } from '@/lib/engine/page/render-regions';
import { makePen } from '@/lib/engine/page/stamp';
import type { PageLayout } from '@/lib/engine/page/layout';

export const HALVES = 2;

interface HalfJobBase {
  /** Int32: [0] the next half to take, [1 + k] half k done, [3 + k] what half k returned. */
  control: SharedArrayBuffer;
  w: number;
  h: number;
}

export interface WatershedJob extends HalfJobBase {
  kind: 'watershed';
  /** The quantised gradient (uint8). */
  grad: SharedArrayBuffer;
  /** The labels (int32), zeros until flooded. */
  labels: SharedArrayBuffer;
  spacing: number;
}

export interface InkJob extends HalfJobBase {
  kind: 'ink';
  /** The region labels (int32). */
  labels: SharedArrayBuffer;
  /** The page (uint8), inked in place. */
  page: SharedArrayBuffer;
  layout: PageLayout;
  penRadius: number;
}

export type HalfJob = WatershedJob | InkJob;

export function newWatershedJob(grad: Uint8Array, w: number, h: number, spacing: number): WatershedJob {
  const job: WatershedJob = { kind: 'watershed', control: newControl(), grad: new SharedArrayBuffer(w * h), labels: new SharedArrayBuffer(4 * w * h), w, h, spacing };
  new Uint8Array(job.grad).set(grad);
  return job;
}

export function newInkJob(labels: Int32Array, w: number, h: number, layout: PageLayout, penRadius: number, page: SharedArrayBuffer): InkJob {
  const job: InkJob = { kind: 'ink', control: newControl(), labels: new SharedArrayBuffer(4 * w * h), page, w, h, layout, penRadius };
  new Int32Array(job.labels).set(labels);
  return job;
}

function newControl(): SharedArrayBuffer {
  return new SharedArrayBuffer(4 * (1 + 2 * HALVES));
}

/** Does half `half` of the job, stores its result and raises its flag. */
export function halfTask(job: HalfJob, half: number): void {
  const control = new Int32Array(job.control);
  let result = 0;
  if (job.kind === 'watershed') {
    result = watershedHalf(new Uint8Array(job.grad), job.w, job.h, job.spacing, half as 0 | 1, new Int32Array(job.labels));
  } else {
    const rows = half === 0 ? [0, job.h >> 1] : [job.h >> 1, job.h];
    inkRegionBoundaries(new Int32Array(job.labels), job.w, job.h, job.layout, makePen(job.penRadius), new Uint8Array(job.page), rows[0], rows[1]);
  }
  Atomics.store(control, 1 + HALVES + half, result);
  Atomics.store(control, 1 + half, 1);
  Atomics.notify(control, 1 + half);
}

/** Takes halves from the job's counter until none is left (both threads run this). */
export function takeHalves(job: HalfJob): void {
  const control = new Int32Array(job.control);
  for (let half = Atomics.add(control, 0, 1); half < HALVES; half = Atomics.add(control, 0, 1)) halfTask(job, half);
}

/** Waits up to `waitMs` for each half; false if one never finished. */
export function awaitHalves(job: HalfJob, waitMs: number): boolean {
  const control = new Int32Array(job.control);
  for (let half = 0; half < HALVES; half++) {
    if (Atomics.load(control, 1 + half) === 1) continue;
    Atomics.wait(control, 1 + half, 0, waitMs);
    if (Atomics.load(control, 1 + half) !== 1) return false;
  }
  return true;
}

/** What half `half` returned (the watershed's region count). */
export function halfResult(job: HalfJob, half: number): number {
  return Atomics.load(new Int32Array(job.control), 1 + HALVES + half);
}
