import type { RegionGraph } from './graph';

// Soft shading across fur (a husky's grey coat darkening towards its back) leaves the merge with regions of
// slightly different greys whose boundary is no edge in the photo: it runs where the shade happens to cross
// the merge's threshold, through the texture, and on paper it reads as camouflage patches. A printed coloring
// book has one area there. A boundary is soft when its gradient is no stronger than the texture inside the
// two regions it separates and their colours are close; such boundaries are merged away, the softest first,
// while the page keeps most of its regions. Real contours (the subject against the background, a stripe, an
// eye) have an edge far stronger than the texture on either side, or colours far apart, and stay.

// Boundary gradient (mean along it) at most this many times the stronger of the two regions' mean
// interior gradient.
const SOFT_RATIO = 1.35;
// Both regions must be textured: a mean interior gradient (0–255, as `colourGradient`) of at least this.
// Fur and plumage have 40–140; a petal, skin or sky 10–25, and a flower's petals of one colour meet along
// boundaries as soft as fur's, so they would merge without it.
const TEXTURED = 35;
// Lab distance of the two regions' mean colours under which a boundary may be soft.
const SOFT_CONTRAST = 22;
// The page keeps at least this share of the regions the merge left (the detail level's difference stays).
const KEEP_SHARE = 0.65;

/**
 * Merges, in `graph`, the pairs of regions separated by a soft boundary (see above); `labels` must hold the
 * graph's current region ids (`resolve`), `grad` the colour gradient the graph was built with. Returns the
 * number of merges; the caller resolves the labels again.
 */
export function mergeSoftBoundaries(graph: RegionGraph, labels: Int32Array, grad: Uint8Array, minRegions: number): number {
  const n = graph.size.length;
  const inside = new Float64Array(n);
  const count = new Float64Array(n);
  for (let p = 0; p < labels.length; p++) {
    inside[labels[p]] += grad[p];
    count[labels[p]]++;
  }
  const mean = (l: number) => inside[l] / Math.max(1, count[l]);
  const floor = Math.max(minRegions, Math.ceil(KEEP_SHARE * graph.alive));
  const soft: { a: number; b: number; softness: number }[] = [];
  for (const { a, b, len, grad: sum } of graph.liveEdges()) {
    if (graph.labDistance(a, b) >= SOFT_CONTRAST || mean(a) < TEXTURED || mean(b) < TEXTURED) continue;
    const softness = sum / len / Math.max(1, mean(a), mean(b));
    if (softness <= SOFT_RATIO) soft.push({ a, b, softness });
  }
  // The softest first; ties by region ids, so the order is the same on every run.
  soft.sort((x, y) => x.softness - y.softness || x.a - y.a || x.b - y.b);
  let merges = 0;
  for (const { a, b } of soft) {
    if (graph.alive <= floor) break;
    const ra = graph.find(a);
    const rb = graph.find(b);
    // A merge moves the survivor's colour: the pair must still be close.
    if (ra === rb || graph.labDistance(ra, rb) >= SOFT_CONTRAST) continue;
    const s = graph.merge(ra, rb);
    const o = s === ra ? rb : ra;
    inside[s] += inside[o];
    count[s] += count[o];
    merges++;
  }
  return merges;
}
