import { neighbourCount } from './skeleton';
import { giveScratch, zeroedScratch } from '../raster/scratch';

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
  const nearJunction = zeroedScratch(Uint8Array, sk.length);
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
  for (let i = first; i < last; i += every) {
    const s = skeleton[i];
    if (nearJunction[s] || neighbourCount(sk, hw, s) !== 2) continue;
    const p = 2 * (Math.floor(s / hw) + rowOffset) * w + 2 * (s % hw);
    if (page[p] !== 0) continue;
    widths.push(narrowestRun(page, w, p, sk, hw, s));
  }
  giveScratch(nearJunction);
  return widths;
}

/**
 * The shortest of the four runs of ink through p (across, down, and the two diagonals at √2 per step),
 * as `Math.min` of the four full runs would give it. A run is only followed while it can still be the
 * shortest, and the one across the skeleton's direction at s (likely the shortest) is taken first: a
 * run along a line would otherwise walk the line's whole length.
 */
function narrowestRun(page: Uint8Array, w: number, p: number, sk: Uint8Array, hw: number, s: number): number {
  const steps = sk[s - 1] | sk[s + 1] ? FOR_HORIZONTAL : sk[s - hw] | sk[s + hw] ? FOR_VERTICAL : sk[s - hw - 1] | sk[s + hw + 1] ? FOR_FALLING : FOR_RISING;
  let best = Infinity;
  for (let k = 0; k < 4; k++) {
    const d = steps[k];
    const step = d === 0 ? 1 : d === 1 ? w : d === 2 ? w + 1 : w - 1;
    const scale = d < 2 ? 1 : Math.SQRT2;
    const run = runUpTo(page, p, step, scale, best) * scale;
    if (run < best) best = run;
  }
  return best;
}

// Directions: 0 across (±1), 1 down (±w), 2 falling diagonal (±(w + 1)), 3 rising diagonal (±(w − 1)). The
// orders for a line that runs horizontally, vertically, falling or rising start across it.
const FOR_HORIZONTAL = [1, 0, 2, 3];
const FOR_VERTICAL = [0, 1, 2, 3];
const FOR_FALLING = [3, 2, 0, 1];
const FOR_RISING = [2, 3, 0, 1];

/**
 * Length of the run of ink through p along `step` (both ways, p included) — or, once run × scale reaches
 * `limit`, the length so far: the run is then no shorter than `limit` and cannot be the narrowest.
 */
function runUpTo(page: Uint8Array, p: number, step: number, scale: number, limit: number): number {
  let run = 1;
  if (scale >= limit) return run;
  for (let q = p + step; page[q] === 0; q += step) if (++run * scale >= limit) return run;
  for (let q = p - step; page[q] === 0; q -= step) if (++run * scale >= limit) return run;
  return run;
}
