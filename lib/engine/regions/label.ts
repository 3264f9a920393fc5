// Connected-component labelling by runs: a page is mostly long runs, so this touches each row once
// and unions runs instead of pixels. Exported for the colorize and fill tools (lib/engine/coloring).

export interface LabelledRegions {
  /** 0 outside the mask, 1..count inside; numbered in scan order, so stable for the same input. */
  labels: Int32Array;
  count: number;
  /** Pixel count per label (index 0 unused). */
  areas: Int32Array;
  /** 1 where the label touches the image border. */
  touchesBorder: Uint8Array;
}

/** The runs of a mask with the region (1..count, scan order) of each: labelling without a label image. */
export interface RegionRuns {
  runs: number;
  start: Int32Array;
  end: Int32Array;
  row: Int32Array;
  region: Int32Array;
  count: number;
  areas: Int32Array;
  touchesBorder: Uint8Array;
}

/**
 * Runs of pixels whose value is at least `threshold` (or below it, with `below`), joined into connected
 * regions. Pages are measured this way straight from their grey bytes, with no mask or label image.
 */
export function findRuns(values: Uint8Array, width: number, height: number, connectivity: 4 | 8, threshold = 1, below = false): RegionRuns {
  return joinRowRuns([scanRuns(values, width, 0, height, threshold, below)], width, height, connectivity);
}

/** The runs of some rows of an image, in row order, not yet joined into regions (`scanRuns`). */
export interface RowRuns {
  runs: number;
  start: Int32Array;
  end: Int32Array;
  /** The row of each run, counted from the image's top. */
  row: Int32Array;
}

/**
 * The runs of rows `from` to `to` (exclusive) that `findRuns` would find there. Rows are scanned
 * independently, so two threads may scan two parts of an image and `joinRowRuns` joins them.
 */
export function scanRuns(values: Uint8Array, width: number, from: number, to: number, threshold = 1, below = false): RowRuns {
  let cap = Math.max(1024, (to - from) * 4);
  let start = new Int32Array(cap);
  let end = new Int32Array(cap);
  let row = new Int32Array(cap);
  let n = 0;
  // Pages are long runs of 0 or 255: aligned words of four equal bytes are skipped at once.
  const words = values.byteOffset % 4 === 0 ? new Uint32Array(values.buffer, values.byteOffset, values.length >> 2) : null;
  for (let y = from; y < to; y++) {
    const base = y * width;
    let x = 0;
    while (x < width) {
      x = scan(values, words, base, x, width, threshold, !below);
      if (x >= width) break;
      const s = x;
      x = scan(values, words, base, x, width, threshold, below);
      if (n === cap) {
        cap *= 2;
        start = grow(start, cap);
        end = grow(end, cap);
        row = grow(row, cap);
      }
      start[n] = s;
      end[n] = x;
      row[n++] = y;
    }
  }
  return { runs: n, start, end, row };
}

/** Joins the runs of consecutive row parts (top to bottom, together the whole image) into regions, as `findRuns`. */
export function joinRowRuns(parts: readonly RowRuns[], width: number, height: number, connectivity: 4 | 8): RegionRuns {
  const one = parts.length === 1 ? parts[0] : null;
  const n = parts.reduce((sum, part) => sum + part.runs, 0);
  const start = one ? one.start : new Int32Array(n);
  const end = one ? one.end : new Int32Array(n);
  const row = one ? one.row : new Int32Array(n);
  if (!one) {
    let at = 0;
    for (const part of parts) {
      start.set(part.start.subarray(0, part.runs), at);
      end.set(part.end.subarray(0, part.runs), at);
      row.set(part.row.subarray(0, part.runs), at);
      at += part.runs;
    }
  }
  const rowFirst = new Int32Array(height + 1);
  for (let y = 0, r = 0; y <= height; y++) {
    while (r < n && row[r] < y) r++;
    rowFirst[y] = r;
  }
  return joinRuns(start, end, row, rowFirst, n, width, height, connectivity);
}

/**
 * The runs between the runs of `runs` that are kept (`keep[region]` set), row by row: what a threshold scan
 * of the other side would find (`findRuns(values, …, threshold, !below)`) once the regions not kept are
 * turned to the other side, without reading the pixels again.
 */
export function gapRuns(runs: RegionRuns, keep: Uint8Array, width: number, height: number, connectivity: 4 | 8): RegionRuns {
  // A row has at most one gap more than it has kept runs.
  const cap = runs.runs + height;
  const start = new Int32Array(cap);
  const end = new Int32Array(cap);
  const row = new Int32Array(cap);
  const rowFirst = new Int32Array(height + 1);
  let n = 0;
  let r = 0;
  for (let y = 0; y < height; y++) {
    rowFirst[y] = n;
    let x = 0;
    for (; r < runs.runs && runs.row[r] === y; r++) {
      if (!keep[runs.region[r]]) continue;
      if (runs.start[r] > x) {
        start[n] = x;
        end[n] = runs.start[r];
        row[n++] = y;
      }
      x = runs.end[r];
    }
    if (x < width) {
      start[n] = x;
      end[n] = width;
      row[n++] = y;
    }
  }
  rowFirst[height] = n;
  return joinRuns(start, end, row, rowFirst, n, width, height, connectivity);
}

/** Joins runs (in row order, `rowFirst[y]` the first of row y) into connected regions numbered in scan order. */
function joinRuns(
  start: Int32Array,
  end: Int32Array,
  row: Int32Array,
  rowFirst: Int32Array,
  n: number,
  width: number,
  height: number,
  connectivity: 4 | 8,
): RegionRuns {
  const reach = connectivity === 8 ? 1 : 0;
  const parent = new Int32Array(n);
  for (let r = 0; r < n; r++) parent[r] = r;
  for (let y = 1; y < height; y++) {
    // Two-pointer sweep over the previous row's runs that overlap each run of this row.
    let p = rowFirst[y - 1];
    const prevLast = rowFirst[y];
    for (let r = rowFirst[y]; r < rowFirst[y + 1]; r++) {
      while (p < prevLast && end[p] + reach <= start[r]) p++;
      for (let q = p; q < prevLast && start[q] < end[r] + reach; q++) union(parent, r, q);
    }
  }
  const region = new Int32Array(n);
  const areaList = new Int32Array(n + 1);
  const border = new Uint8Array(n + 1);
  let count = 0;
  for (let r = 0; r < n; r++) {
    const root = find(parent, r);
    if (root === r) region[r] = ++count;
    else region[r] = region[root];
    const l = region[r];
    areaList[l] += end[r] - start[r];
    if (row[r] === 0 || row[r] === height - 1 || start[r] === 0 || end[r] === width) border[l] = 1;
  }
  return { runs: n, start, end, row, region, count, areas: areaList.slice(0, count + 1), touchesBorder: border.slice(0, count + 1) };
}

/** The label image of some runs; `map` renames regions (0 leaves a run's pixels at 0). */
export function paintLabels(runs: RegionRuns, width: number, height: number, map?: Int32Array): Int32Array {
  const labels = new Int32Array(width * height);
  for (let r = 0; r < runs.runs; r++) {
    const l = map ? map[runs.region[r]] : runs.region[r];
    if (l !== 0) labels.fill(l, runs.row[r] * width + runs.start[r], runs.row[r] * width + runs.end[r]);
  }
  return labels;
}

/** Labels the connected parts of `mask` (non-zero pixels). 4-connectivity suits white regions, 8 suits ink. */
export function labelRegions(mask: Uint8Array, width: number, height: number, connectivity: 4 | 8 = 4): LabelledRegions {
  const runs = findRuns(mask, width, height, connectivity);
  return { labels: paintLabels(runs, width, height), count: runs.count, areas: runs.areas, touchesBorder: runs.touchesBorder };
}

/**
 * Advances from `x` while pixels are below `threshold` (`below`) or at least it (otherwise).
 * A word of four 255s is at least any threshold, a word of four 0s below any positive one.
 */
function scan(values: Uint8Array, words: Uint32Array | null, base: number, x: number, width: number, threshold: number, below: boolean): number {
  const same = below ? 0 : 0xffffffff;
  for (;;) {
    if (words !== null && ((base + x) & 3) === 0 && threshold > 0 && threshold <= 255) {
      while (x + 4 <= width && words[(base + x) >> 2] === same) x += 4;
    }
    if (x >= width) return x;
    const v = values[base + x];
    if (below ? v >= threshold : v < threshold) return x;
    x++;
  }
}

function find(parent: Int32Array, a: number): number {
  while (parent[a] !== a) {
    parent[a] = parent[parent[a]];
    a = parent[a];
  }
  return a;
}

/** Joins two run sets under the smaller root, so a root is always the first run of its region. */
function union(parent: Int32Array, a: number, b: number): void {
  const ra = find(parent, a);
  const rb = find(parent, b);
  if (ra < rb) parent[rb] = ra;
  else if (rb < ra) parent[ra] = rb;
}

function grow(a: Int32Array, cap: number): Int32Array<ArrayBuffer> {
  const out = new Int32Array(cap);
  out.set(a);
  return out;
}
