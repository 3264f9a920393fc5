// The task of `detailEdgesInParallel` (line-bands.ts): the coloring page's detail edges and texture strokes
// (`detailEdgeMaps`), found by the helper thread while the converting thread merges the regions. Whoever
// takes the task from the shared counter first computes it into shared memory and raises the flag; the
// converting thread takes it itself when the helper has not started it by the time the maps are needed.
import { detailEdgeMaps, type DetailEdgeMaps } from '@/lib/engine/styles/detail-edges';
import { textureStrokes } from '@/lib/engine/styles/texture-strokes';
import type { Detail } from '@/lib/engine/types';
import { wholeSharedBuffer } from './half-tasks';
import { newShared } from './shared-ahead';

// Runs of texture strokes the shared memory holds, per pixel: the fixtures' busiest fur has 0.033, so a
// page with more is a rare one whose strokes are found again from the shared maps by the reading thread.
const TEXTURE_RUNS_PER_PIXEL = 1 / 8;

export interface DetailJob {
  kind: 'details';
  /** The grey picture (float32). */
  grey: SharedArrayBuffer;
  /** The colour gradient (uint8). */
  grad: SharedArrayBuffer;
  /** The maps' bytes (uint8): the edges, then the dark pixels. */
  maps: SharedArrayBuffer;
  /** The texture strokes (int32): their run count (-1: more than fit) and stroke count, then the runs. */
  texture: SharedArrayBuffer;
  /** Int32: [0] taken (the first to add 1 does it), [1] done. */
  control: SharedArrayBuffer;
  w: number;
  h: number;
  pxPerMm: number;
  detail: Detail;
}

/** Runs the texture buffer of a w × h picture has room for. */
export const textureRunsRoom = (n: number) => Math.ceil(n * TEXTURE_RUNS_PER_PIXEL);

/** Bytes of a job's shared memory for a picture of `n` pixels, in the order `newDetailJob` takes them. */
export const detailJobBytes = (n: number) => [4 * n, 2 * n, 4 * (2 + 3 * textureRunsRoom(n))];

export function newDetailJob(grey: Float32Array, grad: Uint8Array, w: number, h: number, pxPerMm: number, detail: Detail): DetailJob {
  const [greyBytes, mapBytes, textureBytes] = detailJobBytes(w * h);
  // The gradient is usually in shared memory already (the segmentation's jobs): shared as it is.
  const sharedGrad = wholeSharedBuffer(grad);
  const job: DetailJob = {
    kind: 'details',
    grey: newShared(greyBytes),
    grad: sharedGrad ?? newShared(w * h),
    maps: newShared(mapBytes),
    texture: newShared(textureBytes),
    control: new SharedArrayBuffer(8),
    w,
    h,
    pxPerMm,
    detail,
  };
  new Float32Array(job.grey).set(grey);
  if (!sharedGrad) new Uint8Array(job.grad).set(grad);
  return job;
}

/** Takes the job if no thread has; true when this thread did it. */
export function takeDetailJob(job: DetailJob): boolean {
  const control = new Int32Array(job.control);
  if (Atomics.add(control, 0, 1) !== 0) return false;
  const n = job.w * job.h;
  const { edges, dark, texture } = detailEdgeMaps(new Float32Array(job.grey), new Uint8Array(job.grad), job.w, job.h, job.pxPerMm, job.detail);
  new Uint8Array(job.maps, 0, n).set(edges);
  new Uint8Array(job.maps, n, n).set(dark);
  const out = new Int32Array(job.texture);
  const fits = texture.count <= textureRunsRoom(n);
  out[0] = fits ? texture.count : -1;
  out[1] = texture.strokes;
  if (fits) out.set(texture.runs.subarray(0, 3 * texture.count), 2);
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
  const { w, h, pxPerMm, detail } = job;
  const n = w * h;
  const edges = new Uint8Array(job.maps, 0, n);
  const dark = new Uint8Array(job.maps, n, n);
  const shared = new Int32Array(job.texture);
  const texture =
    shared[0] >= 0
      ? { runs: shared.subarray(2), count: shared[0], strokes: shared[1] }
      : textureStrokes(edges, dark, new Uint8Array(job.grad), w, h, pxPerMm, detail);
  return { edges, dark, texture };
}
