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

/** Labels the connected parts of `mask` (non-zero pixels). 4-connectivity suits white regions, 8 suits ink. */
export function labelRegions(mask: Uint8Array, width: number, height: number, connectivity: 4 | 8 = 4): LabelledRegions {
  const runStart: number[] = [];
  const runEnd: number[] = [];
  const runRow: number[] = [];
  const parent: number[] = [];
  const find = (a: number): number => {
    while (parent[a] !== a) {
      parent[a] = parent[parent[a]];
      a = parent[a];
    }
    return a;
  };
  const reach = connectivity === 8 ? 1 : 0;
  let prevFirst = 0;
  let prevLast = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const first = runStart.length;
    let x = 0;
    while (x < width) {
      while (x < width && mask[row + x] === 0) x++;
      if (x >= width) break;
      const s = x;
      while (x < width && mask[row + x] !== 0) x++;
      const id = runStart.length;
      runStart.push(s);
      runEnd.push(x);
      runRow.push(y);
      parent.push(id);
    }
    const last = runStart.length;
    // Two-pointer sweep over the previous row's runs that overlap each new run.
    let p = prevFirst;
    for (let r = first; r < last; r++) {
      while (p < prevLast && runEnd[p] + reach <= runStart[r]) p++;
      for (let q = p; q < prevLast && runStart[q] < runEnd[r] + reach; q++) {
        const a = find(r);
        const b = find(q);
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      }
    }
    prevFirst = first;
    prevLast = last;
  }
  const labels = new Int32Array(width * height);
  const labelOfRoot = new Int32Array(runStart.length);
  const areaList: number[] = [0];
  const borderList: number[] = [0];
  let count = 0;
  for (let r = 0; r < runStart.length; r++) {
    const root = find(r);
    let label = labelOfRoot[root];
    if (label === 0) {
      label = ++count;
      labelOfRoot[root] = label;
      areaList.push(0);
      borderList.push(0);
    }
    const y = runRow[r];
    areaList[label] += runEnd[r] - runStart[r];
    if (y === 0 || y === height - 1 || runStart[r] === 0 || runEnd[r] === width) borderList[label] = 1;
    labels.fill(label, y * width + runStart[r], y * width + runEnd[r]);
  }
  return { labels, count, areas: Int32Array.from(areaList), touchesBorder: Uint8Array.from(borderList) };
}
