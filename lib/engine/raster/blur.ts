// Gaussian approximated by three running-sum box passes per axis: cost independent of sigma.
import { giveScratch, overwrittenScratch } from './scratch';

/** Box radii whose three passes approximate a Gaussian of the given sigma (Kovesi's method). */
function boxRadii(sigma: number): number[] {
  const ideal = Math.sqrt((12 * sigma * sigma) / 3 + 1);
  let wl = Math.floor(ideal);
  if (wl % 2 === 0) wl--;
  const wu = wl + 2;
  const m = Math.round((12 * sigma * sigma - 3 * wl * wl - 12 * wl - 9) / (-4 * wl - 4));
  return [0, 1, 2].map((i) => ((i < m ? wl : wu) - 1) / 2);
}

function boxHorizontal(src: Float32Array, dst: Float32Array, w: number, h: number, r: number): void {
  const scale = 1 / (2 * r + 1);
  const last = w - 1;
  // Columns [inFrom, inTo) have their whole window inside the row: no clamping there, the same sums.
  const inFrom = Math.min(r + 1, w);
  const inTo = Math.max(inFrom, w - r - 1);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    // Edges are extended by repeating the border pixel.
    let acc = (r + 1) * src[row];
    for (let k = 1; k <= r; k++) acc += src[row + Math.min(k, last)];
    let x = 0;
    for (; x < inFrom; x++) {
      dst[row + x] = acc * scale;
      acc += src[row + Math.min(x + r + 1, last)] - src[row + Math.max(x - r, 0)];
    }
    for (let p = row + x, end = row + inTo; p < end; p++) {
      dst[p] = acc * scale;
      acc += src[p + r + 1] - src[p - r];
    }
    for (x = inTo; x < w; x++) {
      dst[row + x] = acc * scale;
      acc += src[row + Math.min(x + r + 1, last)] - src[row + Math.max(x - r, 0)];
    }
  }
}

function boxVertical(src: Float32Array, dst: Float32Array, w: number, h: number, r: number): void {
  const scale = 1 / (2 * r + 1);
  const acc = new Float32Array(w);
  for (let x = 0; x < w; x++) acc[x] = (r + 1) * src[x];
  for (let k = 1; k <= r; k++) {
    const row = Math.min(k, h - 1) * w;
    for (let x = 0; x < w; x++) acc[x] += src[row + x];
  }
  for (let y = 0; y < h; y++) {
    const out = y * w;
    const add = Math.min(y + r + 1, h - 1) * w;
    const sub = Math.max(y - r, 0) * w;
    for (let x = 0; x < w; x++) {
      dst[out + x] = acc[x] * scale;
      acc[x] += src[add + x] - src[sub + x];
    }
  }
}

/** Gaussian blur of a float plane; returns a new plane. */
export function gaussianBlur(src: Float32Array, w: number, h: number, sigma: number): Float32Array {
  return gaussianBlurInto(src, w, h, sigma, new Float32Array(src.length));
}

/** Gaussian blur of a float plane into `out` (the plane's length, not `src` itself); returns `out`. */
export function gaussianBlurInto(src: Float32Array, w: number, h: number, sigma: number, out: Float32Array): Float32Array {
  out.set(src);
  if (sigma < 0.3) return out;
  // Each horizontal pass writes every pixel of `between` before the vertical pass reads it.
  const between = overwrittenScratch(Float32Array, src.length);
  for (const r of boxRadii(sigma)) {
    if (r < 1) continue;
    boxHorizontal(out, between, w, h, r);
    boxVertical(between, out, w, h, r);
  }
  giveScratch(between);
  return out;
}
