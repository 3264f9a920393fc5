import { RegionGraph } from './graph';
import { scanPart, scanSeam, type GraphPart } from './graph-parts';
import { halfRows, joinHalves, watershedHalf } from './watershed';

// The over-segmentation in two halves: each half of the image is flooded from its own seeds and read into
// its part of the region graph (pixel sums and crack pairs) with its own region ids, so two threads can do
// one half each; joining numbers the bottom half after the top and adds the cracks of the seam.

export interface FloodedHalf {
  /** Regions of the half (its labels are 1..count until joined). */
  count: number;
  part: GraphPart;
}

export interface Segmented {
  labels: Int32Array;
  count: number;
  graph: RegionGraph;
}

/** Floods half `half` of the image into its rows of `labels` and reads its graph part. */
export function floodHalf(
  grad: Uint8Array,
  smooth: readonly Float32Array[],
  w: number,
  h: number,
  spacing: number,
  half: 0 | 1,
  labels: Int32Array,
): FloodedHalf {
  const [from, to] = halfRows(h, half);
  const rows = (plane: Float32Array) => plane.subarray(from * w, to * w);
  if (to === from) return { count: 0, part: scanPart(new Int32Array(0), 0, w, 0, [], new Uint8Array(0)) };
  const count = watershedHalf(grad, w, h, spacing, half, labels);
  const part = scanPart(labels.subarray(from * w, to * w), count, w, to - from, smooth.map(rows), grad.subarray(from * w, to * w));
  return { count, part };
}

/** Numbers the bottom half's labels after the top half's and builds the graph from both parts and the seam. */
export function joinFloodedHalves(labels: Int32Array, w: number, h: number, grad: Uint8Array, top: FloodedHalf, bottom: FloodedHalf): Segmented {
  joinHalves(labels, w, h, top.count);
  const count = top.count + bottom.count;
  const mid = halfRows(h, 1)[0];
  const parts = [
    { part: top.part, offset: 0 },
    // The halves' regions are their own: no pair of the bottom half is one of the top's.
    { part: bottom.part, offset: top.count, newPairs: true },
  ];
  if (mid > 0 && mid < h) parts.push({ part: scanSeam(labels, count, w, mid, grad), offset: 0 });
  return { labels, count, graph: new RegionGraph(count, parts) };
}

/**
 * The over-segmentation of the smoothed picture: labels and region graph. A server may flood and read the
 * two halves on two threads (`ConvertHooks.segmentHalves`); it must return exactly `segmentInHalves`'s.
 */
export type SegmentHalves = (grad: Uint8Array, smooth: readonly Float32Array[], w: number, h: number, spacing: number) => Segmented;

export const segmentInHalves: SegmentHalves = (grad, smooth, w, h, spacing) => {
  const labels = new Int32Array(w * h);
  const top = floodHalf(grad, smooth, w, h, spacing, 0, labels);
  const bottom = floodHalf(grad, smooth, w, h, spacing, 1, labels);
  return joinFloodedHalves(labels, w, h, grad, top, bottom);
};
