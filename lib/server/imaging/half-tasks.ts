// Work split in two halves that the converting thread and the helper thread of line-bands.ts do at once:
// the coloring page's over-segmentation (flooding and reading the graph part of the top and bottom half
// of the image) and the inking of its boundaries (top and bottom half of the crack rows). Inputs and
// outputs live in shared memory, or come back as a message (a half's graph part); whoever takes a half
// from the shared counter does it and raises the half's flag. Each half is a pure function of the inputs,
// so the result does not depend on which thread did what.
import { floodHalf, type FloodedHalf } from '@/lib/engine/regions/halves';
import { inkRegionBoundaries, inkStrokes, type StrokeInk } from '@/lib/engine/page/render-regions';
import { majorityRows } from '@/lib/engine/regions/smooth';
import { makePen } from '@/lib/engine/page/stamp';
import type { PageLayout } from '@/lib/engine/page/layout';
import { boundaryDistanceRows } from '@/lib/engine/styles/boundary-distance';
import { newShared } from './shared-ahead';
import { paperRowRuns } from '@/lib/engine/report/measure';
import type { RowRuns } from '@/lib/engine/regions/label';

export const HALVES = 2;
// An inking job goes in more row bands than two: taken from the shared counter, they even out the halves'
// unequal work (the busier rows of a page) and the helper's late start. Inking only sets pixels to 0, so
// the page is the same for any split.
const INK_BANDS = 6;

/** How many parts a job is done in (each with its flag): two halves, or `INK_BANDS` for inking. */
function partsOf(job: HalfJob): number {
  return job.kind === 'ink' ? INK_BANDS : HALVES;
}

interface HalfJobBase {
  /** Tells this job's messages from older ones'. */
  id: number;
  /** Int32: [0] the next half to take, [1 + k] half k done. */
  control: SharedArrayBuffer;
  w: number;
  h: number;
}

export interface FloodJob extends HalfJobBase {
  kind: 'flood';
  /** The quantised gradient (uint8). */
  grad: SharedArrayBuffer;
  /** The three smoothed planes, one after another (float32). */
  smooth: SharedArrayBuffer;
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
  /** Whether the region boundaries are inked (a job may ink the strokes alone). */
  boundaries: boolean;
  /** The detail strokes (uint8, at the labels' size) and their pen, when the page has any. */
  strokes?: SharedArrayBuffer;
  strokePenRadius?: number;
}

export interface MajorityJob extends HalfJobBase {
  kind: 'majority';
  /** The previous round's labels (int32). */
  src: SharedArrayBuffer;
  /** This round's labels (int32). */
  dst: SharedArrayBuffer;
}

export interface DistanceJob extends HalfJobBase {
  kind: 'distance';
  /** The region labels (int32). */
  labels: SharedArrayBuffer;
  /** The distances (float32), each half writing its rows. */
  distance: SharedArrayBuffer;
  /** Distances under this are exact (`boundaryDistanceRows`). */
  limit: number;
}

export interface PaperJob extends HalfJobBase {
  kind: 'paper';
  /** The finished page (uint8). */
  page: SharedArrayBuffer;
}

export type HalfJob = FloodJob | InkJob | MajorityJob | DistanceJob | PaperJob;

/** What a half of a job gives back (a flood's region count and graph part, a page half's white runs; nothing for inking). */
export type HalfResult = FloodedHalf | RowRuns | undefined;

let jobs = 0;

/** A flood job; planes already in one shared buffer (`smoothPlanesInParallel`'s) are not copied. */
export function newFloodJob(grad: Uint8Array, smooth: readonly Float32Array[], w: number, h: number, spacing: number): FloodJob {
  const n = w * h;
  const inPlace = planesSharedBuffer(smooth, n);
  const job: FloodJob = {
    kind: 'flood',
    id: ++jobs,
    control: newControl(),
    grad: newShared(n),
    smooth: inPlace ?? new SharedArrayBuffer(12 * n),
    labels: newShared(4 * n),
    w,
    h,
    spacing,
  };
  new Uint8Array(job.grad).set(grad);
  if (!inPlace) smooth.forEach((plane, k) => new Float32Array(job.smooth, 4 * k * n, n).set(plane));
  return job;
}

/**
 * An inking job of the boundaries and the strokes when given, or the strokes alone (`boundaries` false);
 * labels already in shared memory (`segmentInParallel`'s) are not copied.
 */
export function newInkJob(
  labels: Int32Array,
  w: number,
  h: number,
  layout: PageLayout,
  penRadius: number,
  page: SharedArrayBuffer,
  details?: StrokeInk,
  boundaries = true,
): InkJob {
  const shared = wholeSharedBuffer(labels);
  const job: InkJob = {
    kind: 'ink',
    id: ++jobs,
    control: newControl(INK_BANDS),
    labels: shared ?? new SharedArrayBuffer(4 * w * h),
    page,
    w,
    h,
    layout,
    penRadius,
    boundaries,
  };
  if (!shared) new Int32Array(job.labels).set(labels);
  if (details) {
    job.strokes = wholeSharedBuffer(details.strokes) ?? newShared(w * h);
    if (job.strokes !== details.strokes.buffer) new Uint8Array(job.strokes).set(details.strokes);
    job.strokePenRadius = details.pen.radius;
  }
  return job;
}

/** The shared buffer a typed array spans whole, or null. */
export function wholeSharedBuffer(array: Int32Array | Uint8Array | Float32Array): SharedArrayBuffer | null {
  const { buffer } = array;
  return buffer instanceof SharedArrayBuffer && array.byteOffset === 0 && array.byteLength === buffer.byteLength ? buffer : null;
}

/** The shared buffer holding three planes of n floats one after another, or null. */
export function planesSharedBuffer(planes: readonly Float32Array[], n: number): SharedArrayBuffer | null {
  const buffer = planes[0].buffer;
  return buffer instanceof SharedArrayBuffer &&
    buffer.byteLength === 12 * n &&
    planes.every((plane, k) => plane.buffer === buffer && plane.byteOffset === 4 * k * n && plane.length === n)
    ? buffer
    : null;
}

/** A boundary distance job; labels already in shared memory (`segmentInParallel`'s) are not copied. */
export function newDistanceJob(labels: Int32Array, w: number, h: number, limit: number): DistanceJob {
  const shared = wholeSharedBuffer(labels);
  const job: DistanceJob = {
    kind: 'distance',
    id: ++jobs,
    control: newControl(),
    labels: shared ?? new SharedArrayBuffer(4 * w * h),
    distance: newShared(4 * w * h),
    w,
    h,
    limit,
  };
  if (!shared) new Int32Array(job.labels).set(labels);
  return job;
}

/** The white runs of a finished page (in shared memory), half the rows each (`paperRowRuns`). */
export function newPaperJob(page: SharedArrayBuffer, w: number, h: number): PaperJob {
  return { kind: 'paper', id: ++jobs, control: newControl(), page, w, h };
}

/** One round of the majority vote from `src` into `dst` (both int32 label images in shared memory). */
export function newMajorityJob(src: SharedArrayBuffer, dst: SharedArrayBuffer, w: number, h: number): MajorityJob {
  return { kind: 'majority', id: ++jobs, control: newControl(), src, dst, w, h };
}

function newControl(parts = HALVES): SharedArrayBuffer {
  return new SharedArrayBuffer(4 * (1 + parts));
}

/** Does part `half` of the job (a half; for inking, a band of `INK_BANDS`). */
export function halfTask(job: HalfJob, half: number): HalfResult {
  if (job.kind === 'ink') {
    const page = new Uint8Array(job.page);
    const y0 = Math.floor((job.h * half) / INK_BANDS);
    const y1 = Math.floor((job.h * (half + 1)) / INK_BANDS);
    if (job.boundaries) inkRegionBoundaries(new Int32Array(job.labels), job.w, job.h, job.layout, makePen(job.penRadius), page, y0, y1);
    if (job.strokes) inkStrokes(new Uint8Array(job.strokes), job.w, job.h, job.layout, makePen(job.strokePenRadius!), page, y0, y1);
    return undefined;
  }
  if (job.kind === 'flood') {
    const n = job.w * job.h;
    const smooth = [0, 1, 2].map((k) => new Float32Array(job.smooth, 4 * k * n, n));
    return floodHalf(new Uint8Array(job.grad), smooth, job.w, job.h, job.spacing, half as 0 | 1, new Int32Array(job.labels));
  }
  const rows = half === 0 ? [0, job.h >> 1] : [job.h >> 1, job.h];
  if (job.kind === 'majority') {
    majorityRows(new Int32Array(job.src), new Int32Array(job.dst), job.w, job.h, rows[0], rows[1]);
    return undefined;
  }
  if (job.kind === 'paper') return paperRowRuns(new Uint8Array(job.page), job.w, rows[0], rows[1]);
  boundaryDistanceRows(new Int32Array(job.labels), job.w, job.h, rows[0], rows[1], job.limit, new Float32Array(job.distance));
  return undefined;
}

/**
 * Takes halves from the job's counter until none is left (both threads run this). `deliver` gets each
 * half's result before the half's flag goes up (the helper posts it; this thread keeps it).
 */
export function takeHalves(job: HalfJob, deliver: (half: number, result: HalfResult) => void): void {
  const control = new Int32Array(job.control);
  const parts = partsOf(job);
  for (let half = Atomics.add(control, 0, 1); half < parts; half = Atomics.add(control, 0, 1)) {
    deliver(half, halfTask(job, half));
    Atomics.store(control, 1 + half, 1);
    Atomics.notify(control, 1 + half);
  }
}

/** Waits up to `waitMs` for each half; false if one never finished. */
export function awaitHalves(job: HalfJob, waitMs: number): boolean {
  const control = new Int32Array(job.control);
  const parts = partsOf(job);
  for (let half = 0; half < parts; half++) {
    if (Atomics.load(control, 1 + half) === 1) continue;
    Atomics.wait(control, 1 + half, 0, waitMs);
    if (Atomics.load(control, 1 + half) !== 1) return false;
  }
  return true;
}
