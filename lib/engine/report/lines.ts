import { neighbourCount } from './skeleton';

/**
 * Line ends a color would leak through, for every spur length below `maxSpur` at once: entry k is the
 * count for spur k. A branch shorter than the spur that meets a junction is a thinning artefact at a
 * corner, not an open line. The walk from a line end does not depend on the spur, which only says how
 * far it may go to find a junction.
 */
export function openEndsBySpur(sk: Uint8Array, w: number, skeleton: Int32Array, maxSpur: number): Int32Array {
  const offsets = [-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1];
  // junctionAt[k]: line ends whose walk meets a junction at step k (a spur for every spur length > k).
  const junctionAt = new Int32Array(maxSpur);
  let ends = 0;
  for (const start of skeleton) {
    if (neighbourCount(sk, w, start) !== 1) continue;
    ends++;
    let prev = -1;
    let p = start;
    for (let step = 0; step < maxSpur; step++) {
      let next = -1;
      for (const o of offsets) {
        const q = p + o;
        if (q !== prev && sk[q] && q !== start) {
          next = q;
          break;
        }
      }
      if (next < 0) break;
      if (neighbourCount(sk, w, next) >= 3) {
        junctionAt[step]++;
        break;
      }
      prev = p;
      p = next;
    }
  }
  const open = new Int32Array(maxSpur + 1);
  let spurs = 0;
  for (let k = 0; k <= maxSpur; k++) {
    open[k] = ends - spurs;
    if (k < maxSpur) spurs += junctionAt[k];
  }
  return open;
}

/** Ink thickness across the line at each sampled skeleton pixel: the shortest of four run lengths. */
/** Skeleton pixels come from the half-size mask (width `hw`); runs are measured on the full page. */
/**
 * `sk` may be a band of the half-size mask starting at half row `rowOffset`; only `skeleton[first..last)`
 * is sampled, while all of `skeleton` marks the junctions.
 */
export function lineWidths(
  page: Uint8Array,
  w: number,
  sk: Uint8Array,
  hw: number,
  skeleton: Int32Array,
  every: number,
  rowOffset = 0,
  first = 0,
  last = skeleton.length,
): number[] {
  // Where lines meet, any run across one line runs along another: those samples say nothing of width.
  const nearJunction = new Uint8Array(sk.length);
  const reach = 5;
  for (const s of skeleton) {
    if (neighbourCount(sk, hw, s) < 3) continue;
    for (let dy = -reach; dy <= reach; dy++) {
      const row = s + dy * hw;
      // Eleven bytes: a plain loop, not a call into TypedArray#fill (thousands of junctions a page).
      if (row - reach >= 0 && row + reach < sk.length) for (let q = row - reach; q <= row + reach; q++) nearJunction[q] = 1;
    }
  }
  const widths: number[] = [];
  const diagonalA = w + 1;
  const diagonalB = w - 1;
  for (let i = first; i < last; i += every) {
    const s = skeleton[i];
    if (nearJunction[s] || neighbourCount(sk, hw, s) !== 2) continue;
    const p = 2 * (Math.floor(s / hw) + rowOffset) * w + 2 * (s % hw);
    if (page[p] !== 0) continue;
    // The four directions unrolled: across, down, and the two diagonals (√2 per step).
    const best = Math.min(
      runThrough(page, p, 1),
      runThrough(page, p, w),
      runThrough(page, p, diagonalA) * Math.SQRT2,
      runThrough(page, p, diagonalB) * Math.SQRT2,
    );
    widths.push(best);
  }
  return widths;
}

/** Length of the run of ink through p along `step` (both ways, p included). */
function runThrough(page: Uint8Array, p: number, step: number): number {
  let run = 1;
  for (let q = p + step; page[q] === 0; q += step) run++;
  for (let q = p - step; page[q] === 0; q -= step) run++;
  return run;
}
