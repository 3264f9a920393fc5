// Distances to the region boundaries, which keep the detail strokes clear of the contours: on one thread,
// or by bands of rows on two (lib/server/imaging/half-tasks.ts).
import { giveScratch, zeroedScratch } from '../raster/scratch';

/**
 * Distances (pixels) from each pixel to the nearest region boundary or picture edge: under `limit`,
 * exactly `boundaryDistanceHere`'s; elsewhere any number that is at least that (so at least `limit`).
 */
export type BoundaryDistance = (labels: Int32Array, w: number, h: number, limit: number) => Float32Array;

/**
 * `boundaryDistanceRows` of every row: the chamfer distance (pixels) to the nearest region boundary or
 * picture edge. The detail strokes only compare it with thresholds below `limit` (see `BoundaryDistance`).
 */
export const boundaryDistanceHere: BoundaryDistance = (labels, w, h) => {
  const out = new Float32Array(w * h);
  boundaryDistanceRows(labels, w, h, 0, h, 0, out);
  return out;
};

/**
 * Chamfer distance (pixels) to the nearest region boundary or picture edge, for rows [y0, y1) only, into
 * `out`. A pixel is on a boundary when a 4-neighbour has another label. With all rows it is the classic
 * two-pass transform. With fewer, the passes run over the rows plus a margin of `limit` + 2 rows on each
 * side, and every distance under `limit` is exactly the whole picture's (a larger one may come out larger,
 * never under `limit`): a distance d is the sum along a chain of neighbours, each nearer the boundary by at
 * least 1, so its chain stays within d rows, inside the margin, and the same float32 sums give the same
 * number. Cut-off chains only ever raise a distance.
 */
export function boundaryDistanceRows(labels: Int32Array, w: number, h: number, y0: number, y1: number, limit: number, out: Float32Array): void {
  const whole = y0 === 0 && y1 === h;
  const margin = Math.ceil(limit) + 2;
  const top = whole ? 0 : Math.max(0, y0 - margin);
  const bottom = whole ? h : Math.min(h, y1 + margin);
  // All rows are computed in place in `out`; a band in scratch memory, of which only its own rows are copied.
  const d = whole ? out : zeroedScratch(Float32Array, (bottom - top) * w);
  const big = 1e9;
  for (let y = top; y < bottom; y++) {
    const row = (y - top) * w;
    const p0 = y * w;
    if (y === 0 || y === h - 1) {
      d.fill(0, row, row + w);
      continue;
    }
    d[row] = 0;
    for (let x = 1; x < w - 1; x++) {
      const p = p0 + x;
      const l = labels[p];
      d[row + x] = labels[p - 1] !== l || labels[p + 1] !== l || labels[p - w] !== l || labels[p + w] !== l ? 0 : big;
    }
    d[row + w - 1] = 0;
  }
  const D = Math.SQRT2;
  // A band's first and last rows have no neighbours beyond them: they keep their first-pass values.
  for (let y = top + 1; y < bottom; y++) {
    for (let x = 1; x < w - 1; x++) {
      const p = (y - top) * w + x;
      let m = d[p];
      if (m === 0) continue;
      const a = d[p - 1] + 1;
      if (a < m) m = a;
      const b = d[p - w] + 1;
      if (b < m) m = b;
      const c = d[p - w - 1] + D;
      if (c < m) m = c;
      const e = d[p - w + 1] + D;
      if (e < m) m = e;
      d[p] = m;
    }
  }
  for (let y = bottom - 2; y >= top; y--) {
    for (let x = w - 2; x > 0; x--) {
      const p = (y - top) * w + x;
      let m = d[p];
      if (m === 0) continue;
      const a = d[p + 1] + 1;
      if (a < m) m = a;
      const b = d[p + w] + 1;
      if (b < m) m = b;
      const c = d[p + w + 1] + D;
      if (c < m) m = c;
      const e = d[p + w - 1] + D;
      if (e < m) m = e;
      d[p] = m;
    }
  }
  if (!whole) {
    out.set(d.subarray((y0 - top) * w, (y1 - top) * w), y0 * w);
    giveScratch(d);
  }
}
