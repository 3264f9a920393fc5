import { describe, expect, it } from 'vitest';
import { gaussianBlur } from './blur';

// The blur's passes skip clamping inside each row; this is the plain version, clamped at every pixel
// (as the engine computed it before), which must give the very same floats.
function plainBlur(src: Float32Array, w: number, h: number, sigma: number): Float32Array {
  if (sigma < 0.3) return src.slice();
  const ideal = Math.sqrt((12 * sigma * sigma) / 3 + 1);
  let wl = Math.floor(ideal);
  if (wl % 2 === 0) wl--;
  const m = Math.round((12 * sigma * sigma - 3 * wl * wl - 12 * wl - 9) / (-4 * wl - 4));
  const a = src.slice();
  const b = new Float32Array(src.length);
  for (const r of [0, 1, 2].map((i) => ((i < m ? wl : wl + 2) - 1) / 2)) {
    if (r < 1) continue;
    const scale = 1 / (2 * r + 1);
    for (let y = 0; y < h; y++) {
      const row = y * w;
      let acc = (r + 1) * a[row];
      for (let k = 1; k <= r; k++) acc += a[row + Math.min(k, w - 1)];
      for (let x = 0; x < w; x++) {
        b[row + x] = acc * scale;
        acc += a[row + Math.min(x + r + 1, w - 1)] - a[row + Math.max(x - r, 0)];
      }
    }
    const acc = new Float32Array(w);
    for (let x = 0; x < w; x++) acc[x] = (r + 1) * b[x];
    for (let k = 1; k <= r; k++) for (let x = 0; x < w; x++) acc[x] += b[Math.min(k, h - 1) * w + x];
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        a[y * w + x] = acc[x] * scale;
        acc[x] += b[Math.min(y + r + 1, h - 1) * w + x] - b[Math.max(y - r, 0) * w + x];
      }
    }
  }
  return a;
}

describe('gaussianBlur', () => {
  it('gives the plain clamped passes bit for bit, on rows shorter and longer than the window', () => {
    let seed = 3;
    const next = () => ((seed = (seed * 1103515245 + 12345) >>> 0) % 25600) / 100;
    for (const [w, h] of [
      [1, 5],
      [2, 3],
      [3, 7],
      [6, 6],
      [11, 4],
      [64, 9],
      [301, 17],
    ] as const) {
      const src = Float32Array.from({ length: w * h }, next);
      for (const sigma of [0.2, 0.6, 1.1, 2.5, 4.8, 9]) {
        const got = new Uint32Array(gaussianBlur(src, w, h, sigma).buffer);
        expect(Array.from(got), `${w}×${h}, sigma ${sigma}`).toEqual(Array.from(new Uint32Array(plainBlur(src, w, h, sigma).buffer)));
      }
    }
  });
});
