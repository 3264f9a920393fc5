import { describe, expect, it } from 'vitest';
import { lineWidths } from './lines';
import { neighbourCount, thin } from './skeleton';

// The straightforward width: the shortest of the four full runs of ink through the pixel, as the report
// measured it before runs were cut short once they could no longer be the shortest.
function plainLineWidths(
  page: Uint8Array,
  w: number,
  sk: Uint8Array,
  hw: number,
  skeleton: Int32Array,
  every: number,
  rowOffset: number,
  first: number,
  last: number,
): number[] {
  const nearJunction = new Uint8Array(sk.length);
  for (const s of skeleton) {
    if (neighbourCount(sk, hw, s) < 3) continue;
    for (let dy = -5; dy <= 5; dy++) {
      const row = s + dy * hw;
      if (row - 5 >= 0 && row + 5 < sk.length) for (let q = row - 5; q <= row + 5; q++) nearJunction[q] = 1;
    }
  }
  const run = (p: number, step: number) => {
    let n = 1;
    for (let q = p + step; page[q] === 0; q += step) n++;
    for (let q = p - step; page[q] === 0; q -= step) n++;
    return n;
  };
  const widths: number[] = [];
  for (let i = first; i < last; i += every) {
    const s = skeleton[i];
    if (nearJunction[s] || neighbourCount(sk, hw, s) !== 2) continue;
    const p = 2 * (Math.floor(s / hw) + rowOffset) * w + 2 * (s % hw);
    if (page[p] !== 0) continue;
    widths.push(Math.min(run(p, 1), run(p, w), run(p, w + 1) * Math.SQRT2, run(p, w - 1) * Math.SQRT2));
  }
  return widths;
}

/** A page of random strokes (straight, slanted, curved, of random widths) and discs; 0 = ink. */
function randomPage(w: number, h: number, seed: number): Uint8Array {
  const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
  const page = new Uint8Array(w * h).fill(255);
  for (let k = 0; k < 40; k++) {
    const [x0, y0] = [random() * w, random() * h];
    const angle = random() < 0.3 ? (Math.PI / 4) * Math.floor(random() * 8) : random() * 2 * Math.PI;
    const length = 10 + random() * w;
    const radius = random() < 0.15 ? 4 + random() * 20 : 1 + random() * 7;
    const bend = random() < 0.3 ? (random() - 0.5) * 0.02 : 0;
    for (let t = 0; t < length; t += 0.5) {
      const a = angle + bend * t;
      const cx = x0 + Math.cos(a) * t;
      const cy = y0 + Math.sin(a) * t;
      for (let y = Math.max(0, Math.floor(cy - radius)); y <= Math.min(h - 1, cy + radius); y++) {
        for (let x = Math.max(0, Math.floor(cx - radius)); x <= Math.min(w - 1, cx + radius); x++) {
          if ((x - cx) ** 2 + (y - cy) ** 2 <= radius * radius) page[y * w + x] = 0;
        }
      }
      if (radius > 10) break;
    }
  }
  return page;
}

describe('lineWidths', () => {
  it('gives the shortest of the four full runs, sample for sample, on random strokes, blobs and bands', () => {
    for (const [w, h, seed] of [
      [240, 180, 1],
      [241, 179, 2],
      [400, 300, 3],
      [160, 400, 4],
      [333, 222, 5],
    ]) {
      const page = randomPage(w, h, seed);
      const hw = w >> 1;
      const hh = h >> 1;
      const sk = new Uint8Array(hw * hh);
      for (let y = 1; y < hh - 1; y++) {
        for (let x = 1; x < hw - 1; x++) {
          const k = 2 * y * w + 2 * x;
          const ink = (page[k] === 0 ? 1 : 0) + (page[k + 1] === 0 ? 1 : 0) + (page[k + w] === 0 ? 1 : 0) + (page[k + w + 1] === 0 ? 1 : 0);
          sk[y * hw + x] = ink >= 2 ? 1 : 0;
        }
      }
      thin(sk, hw);
      const skeleton = Int32Array.from(sk.keys()).filter((p) => sk[p] !== 0);
      expect(skeleton.length).toBeGreaterThan(200);
      for (const [every, first, last] of [
        [1, 0, skeleton.length],
        [4, 0, skeleton.length],
        [3, skeleton.length >> 2, (3 * skeleton.length) >> 2],
      ]) {
        const widths = lineWidths(page, w, sk, hw, skeleton, every, 0, first, last);
        expect(widths.length).toBeGreaterThan(0);
        expect(widths).toEqual(plainLineWidths(page, w, sk, hw, skeleton, every, 0, first, last));
      }
      // A band of the half-size mask starting at half row `rowOffset`, as the report traces it.
      const rowOffset = hh >> 2;
      const band = sk.slice(rowOffset * hw, (hh - rowOffset) * hw);
      const inBand = Int32Array.from(band.keys()).filter((p) => band[p] !== 0);
      expect(lineWidths(page, w, band, hw, inBand, 4, rowOffset)).toEqual(plainLineWidths(page, w, band, hw, inBand, 4, rowOffset, 0, inBand.length));
    }
  });
});
