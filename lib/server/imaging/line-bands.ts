import 'server-only';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread, MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { joinPaperRuns, LINE_BANDS, paperRuns, traceAllBands, traceBand, type LineBand } from '@/lib/engine/report/measure';
import type { RegionRuns, RowRuns } from '@/lib/engine/regions/label';
import { joinFloodedHalves, segmentInHalves, type FloodedHalf, type SegmentHalves } from '@/lib/engine/regions/halves';
import { smoothPlanes, type SmoothPlanes } from '@/lib/engine/styles/segment';
import type { PageRaster } from '@/lib/engine/types';
import { newSmoothJob, SMOOTH_TASKS, smoothTask } from './smooth-tasks';
import {
  awaitHalves,
  newDistanceJob,
  newFloodJob,
  newInkJob,
  newMajorityJob,
  newPaperJob,
  takeHalves,
  wholeSharedBuffer,
  type HalfJob,
  type HalfResult,
} from './half-tasks';
import { majorityRows, majoritySmooth, type MajoritySmooth } from '@/lib/engine/regions/smooth';
import { inkRegionBoundaries, inkRegionsLater, inkStrokes, type InkBoundaries } from '@/lib/engine/page/render-regions';
import { boundaryDistanceHere, type BoundaryDistance } from '@/lib/engine/styles/boundary-distance';
import { detailEdgeMaps, type DetailEdges } from '@/lib/engine/styles/detail-edges';
import { detailJobBytes, detailJobMaps, newDetailJob } from './detail-tasks';
import { gaveUpOnHelper, newShared, type SharedLease } from './shared-ahead';

// The report's line tracing (halving, thinning, widths, open ends: the largest page-size step) split
// over two cores: a helper thread and this one take the page's bands from a shared counter. The
// conversion stays synchronous: this thread waits for the helper with Atomics.wait and takes its answer
// with receiveMessageOnPort. Bands are pure functions of the page, so the report does not depend on
// which thread traced what, or on whether the helper was there at all.

const TSX_API_URL = pathToFileURL(path.join(process.cwd(), 'node_modules/tsx/dist/esm/api/index.mjs')).href;
const ENTRY_URL = pathToFileURL(path.join(process.cwd(), 'lib/server/imaging/line-band-worker.ts')).href;
// A helper that has not answered in this time is given up on; this thread traces the band itself.
const WAIT_MS = 30_000;

type Helper = { worker: Worker; port: MessagePort; ready: Promise<void>; isReady: boolean };
let helper: Helper | null = null;
let jobs = 0;
let onDemand = true;

/**
 * Whether a conversion on this thread starts the helper when it is not running (the default; its first
 * steps are then done here). A process that converts one picture and exits (the CLI on a single file)
 * turns this off: the picture is converted before the helper has loaded the engine's TypeScript
 * sources, and loading them meanwhile only takes the second core from the conversion.
 */
export function startLineBandHelperOnDemand(enabled: boolean): void {
  onDemand = enabled;
}

function startOnDemand(): void {
  if (onDemand) void startLineBandHelper();
}

/** True when the helper takes jobs; else starts it for later conversions (`startOnDemand`). */
function helperOrStart(): boolean {
  if (helper?.isReady) return true;
  startOnDemand();
  return false;
}

/**
 * Starts the helper thread (once, on the main thread only: a pool thread already has a core of its
 * own). Resolves when it can take bands; conversions before that trace every band themselves.
 */
export function startLineBandHelper(): Promise<void> {
  if (!isMainThread) return Promise.resolve();
  if (helper) return helper.ready;
  const bootstrap = `import(${JSON.stringify(TSX_API_URL)}).then((tsx) => tsx.tsImport(${JSON.stringify(ENTRY_URL)}, ${JSON.stringify(ENTRY_URL)}))`;
  const worker = new Worker(bootstrap, { eval: true, execArgv: ['--conditions=react-server'] });
  const { port1, port2 } = new MessageChannel();
  worker.postMessage({ port: port2 }, [port2]);
  // Never keeps a CLI or a benchmark alive.
  worker.unref();
  port1.unref();
  const started: Helper = {
    worker,
    port: port1,
    isReady: false,
    ready: new Promise<void>((resolve) => {
      worker.once('message', () => {
        started.isReady = true;
        resolve();
      });
      worker.once('error', () => resolve());
      worker.once('exit', () => resolve());
    }),
  };
  const forget = () => {
    if (helper === started) helper = null;
  };
  worker.once('error', forget);
  worker.once('exit', forget);
  helper = started;
  return started.ready;
}

/** True once the helper thread takes bands. */
export function lineBandHelperRunning(): boolean {
  return helper?.isReady === true;
}

/** `ConvertHooks.newPage` for the server: a white page in shared memory, so the helper reads it without a copy. */
export function sharedPage(length: number): Uint8Array {
  return new Uint8Array(new SharedArrayBuffer(length)).fill(255);
}

/**
 * `sharedPage` made ahead: whitening a fresh page (its memory mapped by the kernel on the first write, then
 * filled; ≈ 4 ms for A4 at 300 dpi) would otherwise cost the converting thread. `touch(length)` does it
 * while this thread is idle anyway (sharp decoding); `take(length)` (a `ConvertHooks.newPage`) hands it out
 * once, for that length only, and fresh pages after. Never kept for another conversion: the page is the
 * caller's (`ConvertedUpload.page`).
 */
export function sharedPageAhead() {
  let ahead: SharedArrayBuffer | null = null;
  return {
    touch(length: number): void {
      ahead = new SharedArrayBuffer(length);
      new Uint8Array(ahead).fill(255);
    },
    take(length: number): Uint8Array {
      if (ahead === null || length !== ahead.byteLength) return sharedPage(length);
      const taken = new Uint8Array(ahead);
      ahead = null;
      return taken;
    },
  };
}

/**
 * The three planes of `halfSizePlanes` in the conversion's shared memory (`SharedLease`): `touch(n)` readies
 * three planes of n floats while the photo decodes, `take(n)` hands them out (fresh memory for another n).
 */
export function sharedPlanesAhead(lease: SharedLease) {
  return {
    touch: (length: number) => lease.mapAhead([12 * length]),
    take: (length: number) => new Float32Array(lease.take(12 * length)),
  };
}

/**
 * Readies (`SharedLease.mapAhead`) the shared memory that the coloring page's jobs on the helper take for a
 * segmentation of `n` pixels: the smoothed planes and gradient magnitude, the quantised gradient and
 * labels, the majority vote's scratch labels, the detail edges' grey, maps and texture strokes, the
 * boundary distances and the detail strokes. Nothing when the helper is not running: the steps then run here
 * on plain arrays.
 */
export function mapJobsAhead(lease: SharedLease, n: number): void {
  if (lineBandHelperRunning()) lease.mapAhead([12 * n, 4 * n, n, 4 * n, 4 * n, ...detailJobBytes(n), 4 * n, n]);
}

/**
 * `ConvertHooks.traceBands` for the server. Both threads take bands from a shared counter, so when the
 * helper is slow to get a core (a busy machine) this thread simply traces more of them itself. `ready`
 * (the PNG's row packing) runs here once the helper has the page, so the helper starts meanwhile.
 */
export function traceBandsInParallel(page: PageRaster, ready: () => void = () => {}): LineBand[] {
  const current = helper;
  if (!current?.isReady) {
    startOnDemand();
    ready();
    return traceAllBands(page);
  }
  const { data, width, height } = page;
  // A page already in shared memory (`sharedPage`) goes as it is; any other is copied once.
  const inPlace = wholeSharedBuffer(data);
  const shared = inPlace ?? new SharedArrayBuffer(data.length);
  if (!inPlace) new Uint8Array(shared).set(data);
  const control = new SharedArrayBuffer(4 * (1 + LINE_BANDS));
  const counters = new Int32Array(control);
  const id = ++jobs;
  current.port.postMessage({ id, page: shared, width, height, control });
  ready();
  const bands: (LineBand | undefined)[] = new Array(LINE_BANDS);
  for (let band = Atomics.add(counters, 0, 1); band < LINE_BANDS; band = Atomics.add(counters, 0, 1)) {
    bands[band] = traceBand(data, width, height, band);
  }
  for (let band = 0; band < LINE_BANDS; band++) {
    if (bands[band]) continue;
    // Taken by the helper: wait for it, then read its answers (older jobs' late answers are skipped).
    Atomics.wait(counters, 1 + band, 0, WAIT_MS);
    for (let reply = receiveMessageOnPort(current.port); reply; reply = receiveMessageOnPort(current.port)) {
      const { id: of, index, band: traced } = reply.message as { id: number; index: number; band?: LineBand };
      if (of === id && traced) bands[index] = traced;
      if (bands[band]) break;
    }
    if (!bands[band]) {
      gaveUpOnHelper();
      bands[band] = traceBand(data, width, height, band);
    }
  }
  return bands as LineBand[];
}

/**
 * `ConvertHooks.smoothPlanes` for the server: the coloring page's three plane blurs, then the bands of
 * their gradient, taken by both threads from a shared counter (tasks write into shared memory and raise a
 * flag). Each task is a pure function of its inputs, so the numbers do not depend on who computed what.
 */
export const smoothPlanesInParallel: SmoothPlanes = (rgb, w, h, sigma) => {
  const current = helper;
  if (!current?.isReady) {
    startOnDemand();
    return smoothPlanes(rgb, w, h, sigma);
  }
  const n = w * h;
  const job = newSmoothJob(rgb, w, h, sigma);
  const counters = new Int32Array(job.control);
  current.port.postMessage(job);
  for (let task = Atomics.add(counters, 0, 1); task < SMOOTH_TASKS; task = Atomics.add(counters, 0, 1)) smoothTask(job, task, WAIT_MS);
  // Tasks the helper took: wait for each, and do it here if the helper never gets to it.
  for (let task = 0; task < SMOOTH_TASKS; task++) {
    if (Atomics.load(counters, 1 + task) === 1) continue;
    Atomics.wait(counters, 1 + task, 0, WAIT_MS);
    if (Atomics.load(counters, 1 + task) === 1) continue;
    gaveUpOnHelper();
    smoothTask(job, task, WAIT_MS);
  }
  // Views of the shared results, not copies: the helper is done writing them.
  const smooth = new Float32Array(job.smooth);
  return { smooth: [smooth.subarray(0, n), smooth.subarray(n, 2 * n), smooth.subarray(2 * n)], mag: new Float32Array(job.mag) };
};

/**
 * Runs a half job on both threads: the results of both halves (the helper's from its messages), or null
 * when there is no helper or it never finished its half.
 */
function runHalves(job: HalfJob): HalfResult[] | null {
  const current = helper;
  if (!current?.isReady) {
    startOnDemand();
    return null;
  }
  current.port.postMessage(job);
  const results: HalfResult[] = [undefined, undefined];
  takeHalves(job, (half, result) => {
    results[half] = result;
  });
  if (!awaitHalves(job, WAIT_MS)) return gaveUp();
  if (job.kind !== 'flood' && job.kind !== 'paper') return results;
  // The helper posted its half before raising the flag: its message is there (older jobs' are skipped).
  for (let reply = receiveMessageOnPort(current.port); reply && !(results[0] && results[1]); reply = receiveMessageOnPort(current.port)) {
    const { id, half, result } = reply.message as { id?: number; half?: 0 | 1; result?: HalfResult };
    if (id === job.id && half !== undefined && result) results[half] = result;
  }
  return results[0] && results[1] ? results : gaveUp();
}

/** A job the helper never finished: its memory is not reused (`SharedLease.abandon`). */
function gaveUp(): null {
  gaveUpOnHelper();
  return null;
}

/**
 * `ConvertHooks.segmentHalves` for the server: each thread floods one half of the picture and reads its
 * part of the region graph at once. The halves are pure functions of the gradient and the planes: the
 * labels and graph are `segmentInHalves`'s.
 */
export const segmentInParallel: SegmentHalves = (grad, smooth, w, h, spacing) => {
  // No job (and none of its copies into shared memory) without a helper to share it with.
  if (!helperOrStart()) return segmentInHalves(grad, smooth, w, h, spacing);
  const job = newFloodJob(grad, smooth, w, h, spacing);
  const results = runHalves(job);
  // Without a helper, or with one that never finished (it may still be writing the shared labels), the
  // halves are done here on fresh memory.
  if (!results) return segmentInHalves(grad, smooth, w, h, spacing);
  return joinFloodedHalves(new Int32Array(job.labels), w, h, grad, results[0] as FloodedHalf, results[1] as FloodedHalf);
};

/**
 * `ConvertHooks.majoritySmooth` for the server: each round, each thread votes half the rows from the
 * previous round (labels in shared memory, as `segmentInParallel` leaves them). Rows depend only on the
 * previous round, so the labels are `majoritySmooth`'s.
 */
export const majorityInParallel: MajoritySmooth = (labels, w, h, rounds) => {
  if (!wholeSharedBuffer(labels) || !lineBandHelperRunning()) return majoritySmooth(labels, w, h, rounds);
  const scratch = new Int32Array(newShared(labels.byteLength));
  majoritySmooth(
    labels,
    w,
    h,
    rounds,
    (src, dst) => {
      // A round the helper never finished is voted again here: a late write of the helper's is the same number.
      if (!runHalves(newMajorityJob(src.buffer as SharedArrayBuffer, dst.buffer as SharedArrayBuffer, w, h))) majorityRows(src, dst, w, h, 0, h);
    },
    scratch,
  );
};

/**
 * `ConvertHooks.detailEdges` for the server: the helper finds the detail strokes' edges and texture while this thread
 * merges the regions (a sequential step, the helper is idle then). The maps are `detailEdgeMaps`'s
 * whoever computes them; this thread does them itself if the helper has not started by the time they
 * are needed, or never finishes.
 */
export const detailEdgesInParallel: DetailEdges = (grey, grad, w, h, pxPerMm, detail) => {
  const current = helper;
  if (!current?.isReady) {
    startOnDemand();
    return () => detailEdgeMaps(grey, grad, w, h, pxPerMm, detail);
  }
  const job = newDetailJob(grey, grad, w, h, pxPerMm, detail);
  current.port.postMessage(job);
  // Maps the helper never finished are found here on fresh memory.
  return () => detailJobMaps(job, WAIT_MS) ?? (gaveUpOnHelper(), detailEdgeMaps(grey, grad, w, h, pxPerMm, detail));
};

/**
 * `ConvertHooks.boundaryDistance` for the server: each thread finds the distances of half the rows (with
 * a margin of rows it computes but does not keep), while the helper is otherwise idle. Every distance the
 * detail strokes compare is `boundaryDistanceHere`'s (see `boundaryDistanceRows`).
 */
export const distanceInParallel: BoundaryDistance = (labels, w, h, limit) => {
  if (!helperOrStart()) return boundaryDistanceHere(labels, w, h, limit);
  const job = newDistanceJob(labels, w, h, limit);
  // Without a helper, or with one that never finished its half, the distances are found here on fresh memory.
  if (!runHalves(job)) return boundaryDistanceHere(labels, w, h, limit);
  return new Float32Array(job.distance);
};

/**
 * `ConvertHooks.paperRuns` for the server: each thread scans half the rows of the finished page (in shared
 * memory, `sharedPage`) for its white runs, and this thread joins them into regions. Rows scan
 * independently, so the runs and regions are `paperRuns`'s.
 */
export function paperRunsInParallel(data: Uint8Array, width: number, height: number): RegionRuns {
  const shared = wholeSharedBuffer(data);
  const results = shared && helperOrStart() ? runHalves(newPaperJob(shared, width, height)) : null;
  // Without a helper, or with one that never finished its half, the page is scanned here.
  if (!results) return paperRuns(data, width, height);
  return joinPaperRuns(results as RowRuns[], width, height);
}

/**
 * `ConvertHooks.inkBoundaries` for the server: the helper inks the boundaries in bands of rows into the page
 * in shared memory (`sharedPage`) as soon as it is free (its detail job done), while this thread chooses the
 * detail strokes; then both threads ink the strokes in bands, and this one takes the boundaries' bands left.
 * Inking only sets pixels to 0, so the page is the one-thread page whoever inks what, and in any order.
 */
export const inkInParallel: InkBoundaries = (labels, w, h, layout, pen, page) => {
  const shared = wholeSharedBuffer(page);
  const current = helper;
  if (!shared || !current?.isReady) {
    startOnDemand();
    return inkRegionsLater(labels, w, h, layout, pen, page);
  }
  const boundaries = newInkJob(labels, w, h, layout, pen.radius, shared);
  current.port.postMessage(boundaries);
  return (details) => {
    takeHalves(boundaries, () => {});
    if (details && !runHalves(newInkJob(labels, w, h, layout, pen.radius, shared, details, false))) {
      inkStrokes(details.strokes, w, h, layout, details.pen, page);
    }
    // Bands the helper never finished are inked again here (the same pixels set to 0).
    if (!awaitHalves(boundaries, WAIT_MS)) {
      gaveUp();
      inkRegionBoundaries(labels, w, h, layout, pen, page);
    }
  };
};
