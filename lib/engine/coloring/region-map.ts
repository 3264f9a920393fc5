import { floodFill } from './flood-fill';
import { dilateWalls } from './gap-closing';
import { CORE_COVERAGE, type LineMask, WALL_COVERAGE, wallsOf } from './line-mask';

/**
 * Which region owns each pixel. Every pixel that is not solid line belongs to exactly one region,
 * including the anti-aliased edge pixels under the line (so a fill leaves no pale halo) and the
 * band that gap closing borrowed (so colour still reaches the real line).
 */
export interface RegionMap {
  width: number;
  height: number;
  /** 0 on the solid line; otherwise the region's label, 1…regionCount. */
  owner: Int32Array;
  regionCount: number;
  /** x0, y0, x1, y1 (exclusive) of region `label` at `label * 4`. */
  bounds: Int32Array;
  /**
   * Each region's pixels as row runs [start, end) of pixel indices, grouped by region: the runs of
   * `label` are runs[runOffsets[label] … runOffsets[label + 1]). A fill is then a few native
   * `fill` calls instead of a scan of the region's bounding box.
   */
  runs: Int32Array;
  runOffsets: Int32Array;
}

export interface RegionOptions {
  /** Gap-closing radius in pixels: seals gaps up to twice as wide. 0 turns it off. */
  gapClosing?: number;
}

export function buildRegionMap(mask: LineMask, { gapClosing = 0 }: RegionOptions = {}): RegionMap {
  const { width, height, coverage } = mask;
  const n = width * height;
  const walls = wallsOf(mask);
  const closed = gapClosing > 0 ? dilateWalls(walls, width, height, gapClosing) : walls;
  const owner = new Int32Array(n);
  let label = 0;
  for (let i = 0; i < n; i++) {
    if (closed[i] === 0 && owner[i] === 0) floodFill(closed, owner, width, height, i, ++label);
  }
  const candidates = new Uint8Array(n);
  if (gapClosing > 0) {
    // The band the dilation borrowed goes to the nearest sealed region.
    for (let i = 0; i < n; i++) candidates[i] = walls[i] === 0 && owner[i] === 0 ? 1 : 0;
    growInto(owner, candidates, width);
    // Pockets too small to survive the dilation become regions of their own.
    for (let i = 0; i < n; i++) {
      if (walls[i] === 0 && owner[i] === 0) floodFill(walls, owner, width, height, i, ++label);
    }
  }
  // Anti-aliased edge pixels under the line go to the region beside them.
  for (let i = 0; i < n; i++) {
    candidates[i] = owner[i] === 0 && coverage[i] >= WALL_COVERAGE && coverage[i] < CORE_COVERAGE ? 1 : 0;
  }
  growInto(owner, candidates, width);
  return { width, height, owner, regionCount: label, bounds: regionBounds(owner, width, height, label), ...regionRuns(owner, width, label) };
}

/** Breadth-first growth of the labelled pixels into `candidates`, nearest region first. */
function growInto(owner: Int32Array, candidates: Uint8Array, width: number) {
  let total = 0;
  for (let i = 0; i < candidates.length; i++) total += candidates[i];
  if (total === 0) return;
  const queue = new Int32Array(total);
  let tail = 0;
  const claim = (i: number, from: number) => {
    candidates[i] = 0;
    owner[i] = owner[from];
    queue[tail++] = i;
  };
  // First ring: candidates touching an already labelled pixel. Found before any is claimed, so a
  // claim can't chain along a row within this scan (that would skip the nearest-region order).
  const owned = (j: number) => candidates[j] === 0 && owner[j] > 0;
  for (let i = 0; i < candidates.length; i++) {
    if (!candidates[i]) continue;
    const x = i % width;
    if ((x > 0 && owned(i - 1)) || (x < width - 1 && owned(i + 1)) || owned(i - width) || owned(i + width)) {
      queue[tail++] = i;
    }
  }
  for (let q = 0; q < tail; q++) {
    const i = queue[q];
    const x = i % width;
    const from = x > 0 && owned(i - 1) ? i - 1 : x < width - 1 && owned(i + 1) ? i + 1 : owned(i - width) ? i - width : i + width;
    owner[i] = owner[from];
  }
  for (let q = 0; q < tail; q++) candidates[queue[q]] = 0;
  for (let head = 0; head < tail; head++) {
    const i = queue[head];
    const x = i % width;
    if (x > 0 && candidates[i - 1]) claim(i - 1, i);
    if (x < width - 1 && candidates[i + 1]) claim(i + 1, i);
    if (i >= width && candidates[i - width]) claim(i - width, i);
    if (i + width < owner.length && candidates[i + width]) claim(i + width, i);
  }
}

function regionBounds(owner: Int32Array, width: number, height: number, count: number): Int32Array {
  const bounds = new Int32Array((count + 1) * 4);
  for (let l = 1; l <= count; l++) bounds.set([width, height, 0, 0], l * 4);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const b = owner[row + x] * 4;
      if (b === 0) continue;
      if (x < bounds[b]) bounds[b] = x;
      if (y < bounds[b + 1]) bounds[b + 1] = y;
      if (x >= bounds[b + 2]) bounds[b + 2] = x + 1;
      if (y >= bounds[b + 3]) bounds[b + 3] = y + 1;
    }
  }
  return bounds;
}

function regionRuns(owner: Int32Array, width: number, count: number) {
  // Two passes: count the runs of each region, then write them into their slots.
  const runOffsets = new Int32Array(count + 2);
  const forEachRun = (visit: (label: number, start: number, end: number) => void) => {
    for (let row = 0; row < owner.length; row += width) {
      let start = row;
      for (let i = row + 1; i <= row + width; i++) {
        if (i < row + width && owner[i] === owner[start]) continue;
        if (owner[start] > 0) visit(owner[start], start, i);
        start = i;
      }
    }
  };
  forEachRun((label) => (runOffsets[label + 1] += 2));
  for (let l = 1; l < runOffsets.length; l++) runOffsets[l] += runOffsets[l - 1];
  const runs = new Int32Array(runOffsets[count + 1]);
  const cursor = runOffsets.slice(0, count + 1);
  forEachRun((label, start, end) => {
    runs[cursor[label]++] = start;
    runs[cursor[label]++] = end;
  });
  return { runs, runOffsets };
}

/** The region under (x, y); on a solid line, the nearest region within `reach` pixels, else 0. */
export function regionAt(map: RegionMap, x: number, y: number, reach = 4): number {
  const { width, height, owner } = map;
  x = Math.round(x);
  y = Math.round(y);
  for (let r = 0; r <= reach; r++) {
    for (let dy = -r; dy <= r; dy++) {
      for (let dx = -r; dx <= r; dx++) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== r) continue;
        const px = x + dx;
        const py = y + dy;
        if (px < 0 || py < 0 || px >= width || py >= height) continue;
        const label = owner[py * width + px];
        if (label > 0) return label;
      }
    }
  }
  return 0;
}
