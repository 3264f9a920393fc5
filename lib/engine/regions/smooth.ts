// Watershed boundaries follow pixel noise; a few rounds of 3×3 majority vote straighten them before
// they are inked, which shortens the lines (less ink) and keeps their width even.
import { giveScratch, overwrittenScratch, zeroedScratch } from '../raster/scratch';

/**
 * One round of the vote for rows [y0, y1) of `dst`, read from `src` (the previous round): a pixel takes
 * the label that holds at least five of its nine 3×3 votes, if any; border pixels keep theirs. Rows depend
 * on `src` alone, so two threads may each write some rows of the same round.
 */
export function majorityRows(src: Int32Array, dst: Int32Array, w: number, h: number, y0: number, y1: number): void {
  for (let y = y0; y < y1; y++) {
    const row = y * w;
    if (y === 0 || y === h - 1) {
      for (let p = row; p < row + w; p++) dst[p] = src[p];
      continue;
    }
    dst[row] = src[row];
    dst[row + w - 1] = src[row + w - 1];
    for (let x = 1, p = row + 1; x < w - 1; x++, p++) {
      const own = src[p];
      dst[p] = own;
      if (src[p - 1] === own && src[p + 1] === own && src[p - w] === own && src[p + w] === own) continue;
      // Five votes of nine is a strict majority, so at most one label can have it: the majority
      // candidate of a Boyer–Moore pass is the only one worth counting.
      let best = own;
      let lead = 0;
      for (let dy = -w; dy <= w; dy += w) {
        for (let dx = -1; dx <= 1; dx++) {
          const c = src[p + dy + dx];
          if (lead === 0) {
            best = c;
            lead = 1;
          } else if (c === best) lead++;
          else lead--;
        }
      }
      let votes = 0;
      for (let dy = -w; dy <= w; dy += w) for (let dx = -1; dx <= 1; dx++) if (src[p + dy + dx] === best) votes++;
      if (votes >= 5) dst[p] = best;
    }
  }
}

/** Runs one round over all rows (`majorityRows`), e.g. half the rows on each of two threads. */
export type MajorityRound = (src: Int32Array, dst: Int32Array, w: number, h: number) => void;

const oneThread: MajorityRound = (src, dst, w, h) => majorityRows(src, dst, w, h, 0, h);

/** Smooths region labels in place by `rounds` rounds of the vote (`majoritySmooth`), e.g. on two threads. */
export type MajoritySmooth = (labels: Int32Array, w: number, h: number, rounds: number) => void;

/** `rounds` rounds of the vote, in place; each round reads only the previous one. */
export function majoritySmooth(
  labels: Int32Array,
  w: number,
  h: number,
  rounds: number,
  round: MajorityRound = oneThread,
  scratch: Int32Array = new Int32Array(labels.length),
): void {
  let src: Int32Array = labels;
  let dst: Int32Array = scratch;
  for (let r = 0; r < rounds; r++) {
    round(src, dst, w, h);
    [src, dst] = [dst, src];
  }
  if (src !== labels) labels.set(src);
}

/** Offsets (row-major, `dy * w + dx`), their dx, dy and integer weights of a disc vote of radius `radius`. */
function discOffsets(radius: number, w: number) {
  const r = Math.floor(radius);
  const dxs: number[] = [];
  const dys: number[] = [];
  const weights: number[] = [];
  const sigma2 = 2 * (radius / 2) ** 2;
  for (let dy = -r; dy <= r; dy++) {
    for (let dx = -r; dx <= r; dx++) {
      const d2 = dx * dx + dy * dy;
      if (d2 > radius * radius) continue;
      dxs.push(dx);
      dys.push(dy);
      weights.push(Math.max(1, Math.round(16 * Math.exp(-d2 / sigma2))));
    }
  }
  return {
    dxs: Int32Array.from(dxs),
    dys: Int32Array.from(dys),
    offsets: Int32Array.from(dxs.map((dx, i) => dys[i] * w + dx)),
    weights: Int32Array.from(weights),
  };
}

/** Whether pixel `p` (at x, y) has a 4-neighbour of another label. */
function onBoundary(labels: Int32Array, p: number, x: number, y: number, w: number, h: number): boolean {
  const own = labels[p];
  return (x > 0 && labels[p - 1] !== own) || (x < w - 1 && labels[p + 1] !== own) || (y > 0 && labels[p - w] !== own) || (y < h - 1 && labels[p + w] !== own);
}

/**
 * Disc vote, in place: each round, every pixel on a boundary (a 4-neighbour has another label) takes the
 * label with the largest weight (Gaussian-like, σ = radius / 2) among the pixels of the disc of `radius`
 * around it, its own label on a tie; all pixels vote on the same round's labels. Repeated, this moves a
 * boundary by its curvature at the disc's scale (threshold dynamics): teeth and tails narrower than the disc
 * retreat, wiggles straighten, and boundaries with no curvature stay where they are. Stops early when a
 * round changes nothing. `mayTake(own, other)`, when given, must allow a pixel's change of label.
 */
export function discVote(labels: Int32Array, w: number, h: number, radius: number, rounds: number, mayTake?: (own: number, other: number) => boolean): void {
  const r = Math.floor(radius);
  const { dxs, dys, offsets, weights } = discOffsets(radius, w);
  let maxLabel = 0;
  for (let p = 0; p < labels.length; p++) if (labels[p] > maxLabel) maxLabel = labels[p];
  const score = new Int32Array(maxLabel + 1);
  const seen = new Int32Array(offsets.length);
  // A label with more than half the disc's weight wins whatever the rest holds.
  let discWeight = 0;
  for (let k = 0; k < weights.length; k++) discWeight += weights[k];
  // The first round looks at every boundary pixel; a later one only at the pixels within the disc of one the
  // round before changed (any other pixel sees the same disc as then, and then kept its label).
  let candidates = new Int32Array(1024);
  let count = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0, p = y * w; x < w; x++, p++) {
      if (!onBoundary(labels, p, x, y, w, h)) continue;
      if (count === candidates.length) candidates = grownInt32(candidates);
      candidates[count++] = p;
    }
  }
  let changedAt = new Int32Array(1024);
  let changedTo = new Int32Array(1024);
  const listedIn = zeroedScratch(Int32Array, labels.length);
  for (let round = 1; round <= rounds; round++) {
    let changes = 0;
    for (let i = 0; i < count; i++) {
      const p = candidates[i];
      const own = labels[p];
      const x = p % w;
      const y = (p - x) / w;
      if (!onBoundary(labels, p, x, y, w, h)) continue;
      const inside = y >= r && y < h - r && x >= r && x < w - r;
      if (inside) {
        // Most discs hold two labels: the pixel's own and one other, told apart without the score table.
        let other = -1;
        let ownScore = 0;
        let otherScore = 0;
        let k = 0;
        let kept = false;
        for (; k < offsets.length; k++) {
          const l = labels[p + offsets[k]];
          if (l === own) {
            ownScore += weights[k];
            if (2 * ownScore > discWeight) {
              kept = true;
              break;
            }
          } else if (l === other) otherScore += weights[k];
          else if (other < 0) {
            other = l;
            otherScore = weights[k];
          } else break;
        }
        if (kept) continue;
        if (k === offsets.length) {
          if (otherScore > ownScore && (!mayTake || mayTake(own, other))) {
            if (changes === changedAt.length) {
              changedAt = grownInt32(changedAt);
              changedTo = grownInt32(changedTo);
            }
            changedAt[changes] = p;
            changedTo[changes++] = other;
          }
          continue;
        }
      }
      let n = 0;
      if (inside) {
        for (let k = 0; k < offsets.length; k++) {
          const l = labels[p + offsets[k]];
          if (score[l] === 0) seen[n++] = l;
          score[l] += weights[k];
        }
      } else {
        for (let k = 0; k < offsets.length; k++) {
          const xx = x + dxs[k];
          const yy = y + dys[k];
          if (xx < 0 || xx >= w || yy < 0 || yy >= h) continue;
          const l = labels[yy * w + xx];
          if (score[l] === 0) seen[n++] = l;
          score[l] += weights[k];
        }
      }
      let best = own;
      let bestScore = score[own];
      for (let k = 0; k < n; k++) {
        const l = seen[k];
        if (score[l] > bestScore) {
          best = l;
          bestScore = score[l];
        }
        score[l] = 0;
      }
      if (best === own || (mayTake && !mayTake(own, best))) continue;
      if (changes === changedAt.length) {
        changedAt = grownInt32(changedAt);
        changedTo = grownInt32(changedTo);
      }
      changedAt[changes] = p;
      changedTo[changes++] = best;
    }
    if (changes === 0) break;
    for (let i = 0; i < changes; i++) labels[changedAt[i]] = changedTo[i];
    if (round === rounds) break;
    // Next round's candidates, each once, in the order found (the result does not depend on it: all
    // candidates vote on the same labels).
    count = 0;
    for (let i = 0; i < changes; i++) {
      const p = changedAt[i];
      const x = p % w;
      const y = (p - x) / w;
      for (let yy = Math.max(0, y - r); yy <= Math.min(h - 1, y + r); yy++) {
        for (let xx = Math.max(0, x - r), q = yy * w + xx; xx <= Math.min(w - 1, x + r); xx++, q++) {
          if (listedIn[q] === round) continue;
          listedIn[q] = round;
          if (count === candidates.length) candidates = grownInt32(candidates);
          candidates[count++] = q;
        }
      }
    }
  }
  giveScratch(listedIn);
}

function grownInt32(x: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const out = new Int32Array(x.length * 2);
  out.set(x);
  return out;
}

/**
 * Boundary smoothing at the millimetre scale, at half the labels' resolution: the labels are reduced by
 * 2 (each 2×2 block's most frequent label, the first of its block order on a tie), voted `rounds` rounds in
 * a disc of `radius` full-size pixels (`discVote`, a flip allowed only where `mayTake` says so) and every block the vote changed takes its new label
 * back at full size; blocks the vote left alone keep their own pixels.
 */
export function smoothBoundariesAtHalf(
  labels: Int32Array,
  w: number,
  h: number,
  radius: number,
  rounds: number,
  mayTake?: (own: number, other: number) => boolean,
): void {
  const w2 = (w + 1) >> 1;
  const h2 = (h + 1) >> 1;
  // Scratch: every block is written below; given back with the vote's copy once the labels are set.
  const low = zeroedScratch(Int32Array, w2 * h2);
  for (let y2 = 0; y2 < h2; y2++) {
    const y = 2 * y2;
    const down = y + 1 < h ? w : 0;
    for (let x2 = 0; x2 < w2; x2++) {
      const p = y * w + 2 * x2;
      const right = 2 * x2 + 1 < w ? 1 : 0;
      const a = labels[p];
      const b = labels[p + right];
      const c = labels[p + down];
      const d = labels[p + down + right];
      // Most frequent of four, first in block order on a tie.
      let pick = a;
      if (!(a === b || a === c || a === d)) {
        if (b === c || b === d) pick = b;
        else if (c === d) pick = c;
      }
      low[y2 * w2 + x2] = pick;
    }
  }
  const voted = overwrittenScratch(Int32Array, low.length);
  voted.set(low);
  discVote(voted, w2, h2, radius / 2, rounds, mayTake);
  for (let y2 = 0; y2 < h2; y2++) {
    for (let x2 = 0; x2 < w2; x2++) {
      const q = y2 * w2 + x2;
      if (voted[q] === low[q]) continue;
      const l = voted[q];
      for (let y = 2 * y2; y < Math.min(h, 2 * y2 + 2); y++) for (let x = 2 * x2; x < Math.min(w, 2 * x2 + 2); x++) labels[y * w + x] = l;
    }
  }
  giveScratch(low, voted);
}
