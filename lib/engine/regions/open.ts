import { distanceToBoundary } from './interior';
import { labelRegions } from './label';

// Region opening: a region keeps only what lies within a pen radius of its main white piece.
// Tails and slivers that the lines would pinch off go to the neighbour they touch, so a page never
// needs a pinched pocket inked solid (which would show as a blob in an otherwise even line).

export function openRegions(labels: Int32Array, w: number, h: number, radius: number): void {
  const d = distanceToBoundary(labels, w, h);
  const inside = new Uint8Array(w * h);
  for (let p = 0; p < inside.length; p++) inside[p] = d[p] > radius ? 1 : 0;
  const pieces = labelRegions(inside, w, h, 4);
  let maxLabel = 0;
  for (let p = 0; p < labels.length; p++) if (labels[p] > maxLabel) maxLabel = labels[p];
  // Main piece of each region (0 = none): typed arrays indexed by label, no map lookups per pixel.
  const mainPiece = new Int32Array(maxLabel + 1);
  for (let p = 0; p < labels.length; p++) {
    const piece = pieces.labels[p];
    if (piece === 0) continue;
    const best = mainPiece[labels[p]];
    if (best === 0 || pieces.areas[piece] > pieces.areas[best]) mainPiece[labels[p]] = piece;
  }
  // Chamfer distance from each region's main piece, travelling only through that region.
  const big = 1e9;
  const reach = new Float32Array(w * h);
  for (let p = 0; p < reach.length; p++) {
    const piece = pieces.labels[p];
    reach[p] = piece !== 0 && mainPiece[labels[p]] === piece ? 0 : big;
  }
  const forward = [-1, -w, -w - 1, -w + 1];
  const cost = [1, 1, 1.4, 1.4];
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1, p = y * w + 1; x < w - 1; x++, p++) {
      const l = labels[p];
      let r = reach[p];
      for (let k = 0; k < 4; k++) {
        const q = p + forward[k];
        if (labels[q] === l && reach[q] + cost[k] < r) r = Math.fround(reach[q] + cost[k]);
      }
      reach[p] = r;
    }
  }
  for (let y = h - 2; y > 0; y--) {
    for (let x = w - 2, p = y * w + x; x > 0; x--, p--) {
      const l = labels[p];
      let r = reach[p];
      for (let k = 0; k < 4; k++) {
        const q = p - forward[k];
        if (labels[q] === l && reach[q] + cost[k] < r) r = Math.fround(reach[q] + cost[k]);
      }
      reach[p] = r;
    }
  }
  // Pixels out of reach take the label of a kept neighbour, spreading outwards from the kept ones.
  const limit = radius + 1.5;
  let frontier: number[] = [];
  const orphan = new Uint8Array(w * h);
  for (let p = 0; p < reach.length; p++) if (reach[p] > limit && mainPiece[labels[p]] !== 0) orphan[p] = 1;
  for (let p = 0; p < reach.length; p++) if (orphan[p]) frontier.push(p);
  for (let round = 0; frontier.length > 0 && round < 64; round++) {
    const next: number[] = [];
    const adopt: [number, number][] = [];
    for (const p of frontier) {
      const x = p % w;
      const nbs = [x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1, p - w, p + w];
      const donor = nbs.find((q) => q >= 0 && q < labels.length && !orphan[q] && labels[q] !== labels[p]);
      if (donor === undefined) next.push(p);
      else adopt.push([p, labels[donor]]);
    }
    for (const [p, l] of adopt) {
      labels[p] = l;
      orphan[p] = 0;
    }
    if (adopt.length === 0) break;
    frontier = next;
  }
}
