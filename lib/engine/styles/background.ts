import type { RegionGraph } from '../regions/graph';

// Classical background removal on the region graph (no downloaded model): the background is what
// touches the picture's edge in the dominant edge colour, grown through similar neighbours; the
// subject is the largest connected group of regions left, holes included.

/** Region ids that form the subject, or null when no clear subject stands out. */
export function subjectRegions(graph: RegionGraph, labels: Int32Array, w: number, h: number): Set<number> | null {
  const borderCount = new Map<number, number>();
  const count = (p: number) => borderCount.set(labels[p], (borderCount.get(labels[p]) ?? 0) + 1);
  for (let x = 0; x < w; x++) {
    count(x);
    count((h - 1) * w + x);
  }
  for (let y = 1; y < h - 1; y++) {
    count(y * w);
    count(y * w + w - 1);
  }
  const regions = presentLabels(labels, graph.size.length);
  const dominant = [...borderCount.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0][0];
  // The similarity threshold follows the picture: a fraction of the typical contrast between neighbours.
  const contrasts: number[] = [];
  for (const r of regions) for (const nb of graph.neighbours(r)) if (r < nb) contrasts.push(graph.labDistance(r, nb));
  contrasts.sort((a, b) => a - b);
  const limit = Math.max(8, 0.6 * (contrasts[contrasts.length >> 1] ?? 0));

  const background = new Set<number>();
  const queue: number[] = [];
  for (const [r] of borderCount) {
    if (graph.labDistance(r, dominant) < limit) {
      background.add(r);
      queue.push(r);
    }
  }
  while (queue.length > 0) {
    const r = queue.pop()!;
    for (const nb of graph.neighbours(r)) {
      if (background.has(nb)) continue;
      if (graph.labDistance(nb, r) < 0.7 * limit && graph.labDistance(nb, dominant) < limit) {
        background.add(nb);
        queue.push(nb);
      }
    }
  }
  const subject = largestGroup(
    graph,
    regions.filter((r) => !background.has(r)),
  );
  let area = 0;
  for (const r of subject) area += graph.size[r];
  const share = area / (w * h);
  return share < 0.03 || share > 0.97 ? null : subject;
}

function largestGroup(graph: RegionGraph, members: number[]): Set<number> {
  const pool = new Set(members);
  let best = new Set<number>();
  let bestArea = -1;
  for (const start of members) {
    if (!pool.has(start)) continue;
    const group = new Set<number>([start]);
    pool.delete(start);
    const stack = [start];
    let area = 0;
    while (stack.length > 0) {
      const r = stack.pop()!;
      area += graph.size[r];
      for (const nb of graph.neighbours(r)) {
        if (pool.has(nb)) {
          pool.delete(nb);
          group.add(nb);
          stack.push(nb);
        }
      }
    }
    if (area > bestArea) {
      best = group;
      bestArea = area;
    }
  }
  return best;
}

/**
 * The labels above 0 that occur in `labels` (all below `bound`: the graph's ids), ascending; a table,
 * not a Set of half a million pixels.
 */
function presentLabels(labels: Int32Array, bound: number): number[] {
  const seen = new Uint8Array(bound);
  for (let p = 0; p < labels.length; p++) seen[labels[p]] = 1;
  const present: number[] = [];
  for (let l = 1; l < bound; l++) if (seen[l]) present.push(l);
  return present;
}
