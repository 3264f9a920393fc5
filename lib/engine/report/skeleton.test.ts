import { describe, expect, it } from 'vitest';
import { neighbourCount, thin } from './skeleton';

function block(w: number, h: number, inset: number): Uint8Array {
  const mask = new Uint8Array(w * h);
  for (let y = inset; y < h - inset; y++) mask.fill(1, y * w + inset, y * w + w - inset);
  return mask;
}

describe('thin', () => {
  it('reduces a thick bar to a one-pixel line', () => {
    const w = 60;
    const mask = new Uint8Array(w * 20);
    for (let y = 5; y < 12; y++) mask.fill(1, y * w + 5, y * w + 55);
    thin(mask, w);
    for (let x = 10; x < 50; x++) {
      let column = 0;
      for (let y = 0; y < 20; y++) column += mask[y * w + x];
      expect(column).toBe(1);
    }
    let ends = 0;
    for (let p = 0; p < mask.length; p++) if (mask[p] && neighbourCount(mask, w, p) === 1) ends++;
    expect(ends).toBe(2);
  });

  it('does work in proportion to the ink on a solid page, not to ink times its radius', () => {
    const w = 400;
    const mask = block(w, 400, 1);
    const ink = mask.reduce((s, v) => s + v, 0);
    const work = thin(mask, w);
    // Rescanning every ink pixel each round would take about 200 rounds × 158 000 pixels.
    expect(work).toBeLessThan(12 * ink);
    expect(mask.reduce((s, v) => s + v, 0)).toBeLessThan(800);
  });

  it("gives exactly Zhang–Suen's skeleton (a plain full-raster version) on random blobs and strokes", () => {
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    for (let trial = 0; trial < 6; trial++) {
      const w = 97;
      const h = 83;
      const mask = new Uint8Array(w * h);
      // Discs and thick bars of random sizes, some overlapping, none on the border row or column.
      for (let k = 0; k < 14; k++) {
        const cx = 4 + random() * (w - 8);
        const cy = 4 + random() * (h - 8);
        const r = 1 + random() * 9;
        const bar = random() < 0.5;
        for (let y = 1; y < h - 1; y++) {
          for (let x = 1; x < w - 1; x++) {
            const inside = bar ? Math.abs(y - cy) <= r / 3 && Math.abs(x - cx) <= 3 * r : (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
            if (inside) mask[y * w + x] = 1;
          }
        }
      }
      const expected = plainZhangSuen(mask, w, h);
      const actual = mask.slice();
      thin(actual, w);
      expect(Array.from(actual)).toEqual(Array.from(expected));
    }
  });
});

/** Textbook Zhang–Suen: every ink pixel examined in both sub-iterations until a round removes nothing. */
function plainZhangSuen(input: Uint8Array, w: number, h: number): Uint8Array {
  const m = input.slice();
  for (let changed = true; changed;) {
    changed = false;
    for (const pass of [0, 1]) {
      const remove: number[] = [];
      for (let y = 1; y < h - 1; y++) {
        for (let x = 1; x < w - 1; x++) {
          const p = y * w + x;
          if (!m[p]) continue;
          const nb = [m[p - w], m[p - w + 1], m[p + 1], m[p + w + 1], m[p + w], m[p + w - 1], m[p - 1], m[p - w - 1]];
          const b = nb.reduce((s, v) => s + v, 0);
          let a = 0;
          for (let i = 0; i < 8; i++) if (nb[i] === 0 && nb[(i + 1) % 8] === 1) a++;
          const [n, e, s, west] = [nb[0], nb[2], nb[4], nb[6]];
          const side = pass === 0 ? n * e * s === 0 && e * s * west === 0 : n * e * west === 0 && n * s * west === 0;
          if (b >= 2 && b <= 6 && a === 1 && side) remove.push(p);
        }
      }
      for (const p of remove) m[p] = 0;
      if (remove.length) changed = true;
    }
  }
  return m;
}
