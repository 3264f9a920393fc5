// The task of `detailEdgesInParallel` (line-bands.ts): the coloring page's detail edges (`detailEdgeMaps`),
// found by the helper thread while the converting thread merges the regions. Whoever takes the task from
// the shared counter first computes it into shared memory and raises the flag; the converting thread takes
// it itself when the helper has not started it by the time the maps are needed.
import { detailEdgeMaps, type DetailEdgeMaps } from '@/lib/engine/styles/detail-edges';
import type { Detail } from '@/lib/engine/types';
import { newShared } from './shared-ahead';

export interface DetailJob {
  kind: 'details';
  /** The grey picture (float32). */
  grey: SharedArrayBuffer;
  /** The maps' bytes (uint8): the edges, then the dark pixels. */
  maps: SharedArrayBuffer;
  /** Int32: [0] taken (the first to add 1 does it), [1] done. */
  control: SharedArrayBuffer;
  w: number;
  h: number;
  pxPerMm: number;
  detail: Detail;
}

export function newDetailJob(grey: Float32Array, w: number, h: number, pxPerMm: number, detail: Detail): DetailJob {
  const job: DetailJob = {
    kind: 'details',
    grey: newShared(4 * w * h),
    maps: newShared(2 * w * h),
    control: new SharedArrayBuffer(8),
    w,
    h,
    pxPerMm,
    detail,
  };
  new Float32Array(job.grey).set(grey);
  return job;
}

/** Takes the job if no thread has; true when this thread did it. */
export function takeDetailJob(job: DetailJob): boolean {
  const control = new Int32Array(job.control);
  if (Atomics.add(control, 0, 1) !== 0) return false;
  const n = job.w * job.h;
  const { edges, dark } = detailEdgeMaps(new Float32Array(job.grey), job.w, job.h, job.pxPerMm, job.detail);
  new Uint8Array(job.maps, 0, n).set(edges);
  new Uint8Array(job.maps, n, n).set(dark);
  Atomics.store(control, 1, 1);
  Atomics.notify(control, 1);
  return true;
}

/** The job's maps: done here if nobody took it, awaited (up to `waitMs`) if another thread did, else null. */
export function detailJobMaps(job: DetailJob, waitMs: number): DetailEdgeMaps | null {
  const control = new Int32Array(job.control);
  takeDetailJob(job);
  if (Atomics.load(control, 1) !== 1) Atomics.wait(control, 1, 0, waitMs);
  if (Atomics.load(control, 1) !== 1) return null;
  const n = job.w * job.h;
  return { edges: new Uint8Array(job.maps, 0, n), dark: new Uint8Array(job.maps, n, n) };
}
