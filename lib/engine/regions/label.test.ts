import { describe, expect, it } from 'vitest';
import { findRuns, gapRuns, joinRowRuns, labelRegions, scanRuns } from './label';

/** Reference labelling by flood fill, numbering regions in scan order like labelRegions. */
function floodLabels(mask: Uint8Array, w: number, h: number, connectivity: 4 | 8): Int32Array {
  const labels = new Int32Array(w * h);
  let count = 0;
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || labels[start]) continue;
    labels[start] = ++count;
    const stack = [start];
    while (stack.length) {
      const p = stack.pop()!;
      const x = p % w;
      const y = (p - x) / w;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if ((dx === 0 && dy === 0) || (connectivity === 4 && dx !== 0 && dy !== 0)) continue;
          const xx = x + dx;
          const yy = y + dy;
          const q = yy * w + xx;
          if (xx >= 0 && yy >= 0 && xx < w && yy < h && mask[q] && !labels[q]) {
            labels[q] = count;
            stack.push(q);
          }
        }
      }
    }
  }
  return labels;
}

function randomPage(w: number, h: number, seed: number, density: number): Uint8Array {
  const page = new Uint8Array(w * h);
  let s = seed;
  for (let p = 0; p < page.length; p++) {
    s = (s * 1103515245 + 12345) >>> 0;
    page[p] = (s >>> 16) / 65536 < density ? 0 : 255;
  }
  return page;
}

describe('labelRegions and findRuns', () => {
  it.each([4, 8] as const)('match a flood fill with %i-connectivity, including long aligned runs', (connectivity) => {
    const w = 37;
    const h = 23;
    const page = randomPage(w, h, 7, 0.35);
    page.fill(255, 40, 120);
    page.fill(0, 200, 300);
    const mask = page.map((v) => (v === 255 ? 1 : 0));
    expect(labelRegions(mask, w, h, connectivity).labels).toEqual(floodLabels(mask, w, h, connectivity));
    // Straight from page bytes, white and ink, on an unaligned view of the same bytes.
    const shifted = new Uint8Array(page.length + 1);
    shifted.set(page, 1);
    const view = shifted.subarray(1);
    const white = findRuns(view, w, h, connectivity, 128);
    const ink = findRuns(view, w, h, connectivity, 128, true);
    expect(white.count).toBe(Math.max(...floodLabels(mask, w, h, connectivity)));
    expect(ink.count).toBe(
      Math.max(
        ...floodLabels(
          mask.map((v) => 1 - v),
          w,
          h,
          connectivity,
        ),
      ),
    );
    expect(white.areas.reduce((a, b) => a + b, 0) + ink.areas.reduce((a, b) => a + b, 0)).toBe(w * h);
  });
});

describe('gapRuns', () => {
  it('finds exactly the runs and regions of the other side, with dropped regions turned over', () => {
    let seed = 11;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (const [w, h] of [
      [64, 48],
      [31, 17],
      [5, 90],
    ]) {
      const page = Uint8Array.from({ length: w * h }, () => (random() < 0.55 ? 255 : random() < 0.8 ? 0 : Math.floor(random() * 256)));
      const whites = findRuns(page, w, h, 4, 128);
      const keep = Uint8Array.from({ length: whites.count + 1 }, (_, l) => (l % 3 === 0 ? 0 : 1));
      // The same page with the dropped white regions inked, scanned for ink.
      const filled = page.slice();
      for (let r = 0; r < whites.runs; r++) if (!keep[whites.region[r]]) filled.fill(0, whites.row[r] * w + whites.start[r], whites.row[r] * w + whites.end[r]);
      const expected = findRuns(filled, w, h, 8, 128, true);
      const gaps = gapRuns(whites, keep, w, h, 8);
      expect(gaps.runs).toBe(expected.runs);
      for (const key of ['start', 'end', 'row', 'region'] as const)
        expect(Array.from(gaps[key].subarray(0, gaps.runs))).toEqual(Array.from(expected[key].subarray(0, expected.runs)));
      expect(gaps.count).toBe(expected.count);
      expect(Array.from(gaps.areas)).toEqual(Array.from(expected.areas));
      expect(Array.from(gaps.touchesBorder)).toEqual(Array.from(expected.touchesBorder));
    }
  });
});

describe('scanRuns and joinRowRuns', () => {
  it('join row parts scanned apart into the runs and regions of one scan, for any split', () => {
    const w = 41;
    const h = 29;
    const page = randomPage(w, h, 5, 0.4);
    // A region that spans every split: a column of paper down the page.
    for (let y = 0; y < h; y++) page[y * w + 20] = 255;
    for (const connectivity of [4, 8] as const) {
      const whole = findRuns(page, w, h, connectivity, 128);
      const mask = page.map((v) => (v >= 128 ? 1 : 0));
      expect(whole.count).toBe(Math.max(...floodLabels(mask, w, h, connectivity)));
      for (const cuts of [[0], [h >> 1], [1, h - 1], [7, 8, 20], [h]]) {
        const bounds = [0, ...cuts, h];
        const parts = bounds.slice(1).map((to, k) => scanRuns(page, w, bounds[k], to, 128));
        const joined = joinRowRuns(parts, w, h, connectivity);
        expect(joined.runs).toBe(whole.runs);
        for (const key of ['start', 'end', 'row', 'region'] as const)
          expect(Array.from(joined[key].subarray(0, joined.runs))).toEqual(Array.from(whole[key].subarray(0, whole.runs)));
        expect(Array.from(joined.areas)).toEqual(Array.from(whole.areas));
        expect(Array.from(joined.touchesBorder)).toEqual(Array.from(whole.touchesBorder));
      }
    }
  });
});
