import { whitePieces, type WhitePieces } from './interior';
import { giveScratch, overwrittenScratch, zeroedScratch } from '../raster/scratch';

// Region opening: a region keeps only what lies within a pen radius of its main white piece.
// Tails and slivers that the lines would pinch off go to the neighbour they touch, so a page never
// needs a pinched pocket inked solid (which would show as a blob in an otherwise even line).

/** `pieces` must be `whitePieces(labels, w, h, radius)` of the labels as they are now. */
export function openRegions(labels: Int32Array, w: number, h: number, radius: number, pieces: WhitePieces = whitePieces(labels, w, h, radius)): void {
  let maxLabel = 0;
  for (let p = 0; p < labels.length; p++) if (labels[p] > maxLabel) maxLabel = labels[p];
  // Main piece of each region (0 = none): the largest, the first in scan order among equals (pieces are
  // numbered in scan order).
  const mainPiece = new Int32Array(maxLabel + 1);
  const { pieceRegion } = pieces;
  const { count, areas, runs, region, row, start, end } = pieces.runs;
  for (let piece = 1; piece <= count; piece++) {
    const best = mainPiece[pieceRegion[piece]];
    if (best === 0 || areas[piece] > areas[best]) mainPiece[pieceRegion[piece]] = piece;
  }
  // Chamfer distance from each region's main piece, travelling only through that region.
  const big = 1e9;
  // Scratch, as are the maps below: all written or zeroed before they are read, and given back at the end.
  const reach = overwrittenScratch(Float32Array, w * h).fill(big);
  for (let r = 0; r < runs; r++) {
    const piece = region[r];
    if (mainPiece[pieceRegion[piece]] !== piece) continue;
    // Runs are short: a plain loop beats the call into TypedArray#fill.
    for (let p = row[r] * w + start[r], stop = row[r] * w + end[r]; p < stop; p++) reach[p] = 0;
  }
  // Forward pass from left, up, up-left, up-right; backward from the mirrored four. Float32 like the plane.
  const diagonal = 1.4;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1, p = y * w + 1; x < w - 1; x++, p++) {
      let r = reach[p];
      // Most pixels lie in their region's main piece (0): nothing can lower that.
      if (r === 0) continue;
      const l = labels[p];
      if (labels[p - 1] === l && reach[p - 1] + 1 < r) r = Math.fround(reach[p - 1] + 1);
      if (labels[p - w] === l && reach[p - w] + 1 < r) r = Math.fround(reach[p - w] + 1);
      if (labels[p - w - 1] === l && reach[p - w - 1] + diagonal < r) r = Math.fround(reach[p - w - 1] + diagonal);
      if (labels[p - w + 1] === l && reach[p - w + 1] + diagonal < r) r = Math.fround(reach[p - w + 1] + diagonal);
      reach[p] = r;
    }
  }
  for (let y = h - 2; y > 0; y--) {
    for (let x = w - 2, p = y * w + x; x > 0; x--, p--) {
      let r = reach[p];
      if (r === 0) continue;
      const l = labels[p];
      if (labels[p + 1] === l && reach[p + 1] + 1 < r) r = Math.fround(reach[p + 1] + 1);
      if (labels[p + w] === l && reach[p + w] + 1 < r) r = Math.fround(reach[p + w] + 1);
      if (labels[p + w + 1] === l && reach[p + w + 1] + diagonal < r) r = Math.fround(reach[p + w + 1] + diagonal);
      if (labels[p + w - 1] === l && reach[p + w - 1] + diagonal < r) r = Math.fround(reach[p + w - 1] + diagonal);
      reach[p] = r;
    }
  }
  // Pixels out of reach take the label of a kept neighbour, spreading outwards from the kept ones.
  const limit = radius + 1.5;
  const orphan = zeroedScratch(Uint8Array, w * h);
  let orphans = 0;
  for (let p = 0; p < reach.length; p++) {
    if (reach[p] > limit && mainPiece[labels[p]] !== 0) {
      orphan[p] = 1;
      orphans++;
    }
  }
  if (orphans === 0) return giveScratch(reach, orphan);
  // Every list below holds distinct orphans, so it never needs more room than there are orphans.
  let frontier = new Int32Array(orphans);
  let size = 0;
  for (let p = 0; size < orphans; p++) if (orphan[p]) frontier[size++] = p;
  // Each round, an orphan next to a kept pixel of another region joins it; only the orphans beside
  // this round's adoptions can change next round, so later rounds look at those alone.
  const adoptAt = new Int32Array(orphans);
  const adoptLabel = new Int32Array(orphans);
  const listed = zeroedScratch(Uint8Array, w * h);
  let next = new Int32Array(orphans);
  for (let round = 0; size > 0 && round < 64; round++) {
    let adopted = 0;
    for (let i = 0; i < size; i++) {
      const p = frontier[i];
      listed[p] = 0;
      const donor = donorOf(labels, orphan, w, p);
      if (donor >= 0) {
        adoptAt[adopted] = p;
        adoptLabel[adopted++] = labels[donor];
      }
    }
    if (adopted === 0) break;
    for (let i = 0; i < adopted; i++) {
      labels[adoptAt[i]] = adoptLabel[i];
      orphan[adoptAt[i]] = 0;
    }
    let count = 0;
    for (let i = 0; i < adopted; i++) {
      const p = adoptAt[i];
      const x = p % w;
      if (x > 0 && orphan[p - 1] && !listed[p - 1]) {
        listed[p - 1] = 1;
        next[count++] = p - 1;
      }
      if (x < w - 1 && orphan[p + 1] && !listed[p + 1]) {
        listed[p + 1] = 1;
        next[count++] = p + 1;
      }
      if (p - w >= 0 && orphan[p - w] && !listed[p - w]) {
        listed[p - w] = 1;
        next[count++] = p - w;
      }
      if (p + w < labels.length && orphan[p + w] && !listed[p + w]) {
        listed[p + w] = 1;
        next[count++] = p + w;
      }
    }
    [frontier, next] = [next, frontier];
    size = count;
  }
  giveScratch(reach, orphan, listed);
}

/** The first kept neighbour (left, right, up, down) of another region, or -1. */
function donorOf(labels: Int32Array, orphan: Uint8Array, w: number, p: number): number {
  const x = p % w;
  const own = labels[p];
  if (x > 0 && !orphan[p - 1] && labels[p - 1] !== own) return p - 1;
  if (x < w - 1 && !orphan[p + 1] && labels[p + 1] !== own) return p + 1;
  if (p - w >= 0 && !orphan[p - w] && labels[p - w] !== own) return p - w;
  if (p + w < labels.length && !orphan[p + w] && labels[p + w] !== own) return p + w;
  return -1;
}
