// Sobel gradients with edges extended by repeating the border pixel. One loop serves both callers; the
// output branches are the same for every pixel of a call, so they cost nothing measurable.

function sobelInto(
  src: Float32Array,
  w: number,
  h: number,
  gx: Float32Array | null,
  gy: Float32Array | null,
  mag: Float32Array | null,
  l1: Float32Array | null,
): void {
  for (let y = 0; y < h; y++) {
    const up = (y > 0 ? y - 1 : 0) * w;
    const row = y * w;
    const down = (y < h - 1 ? y + 1 : y) * w;
    for (let x = 0; x < w; x++) {
      const l = x > 0 ? x - 1 : 0;
      const r = x < w - 1 ? x + 1 : x;
      const a = src[up + r] + 2 * src[row + r] + src[down + r] - src[up + l] - 2 * src[row + l] - src[down + l];
      const b = src[down + l] + 2 * src[down + x] + src[down + r] - src[up + l] - 2 * src[up + x] - src[up + r];
      if (l1) l1[row + x] += Math.abs(a) + Math.abs(b);
      if (gx) gx[row + x] = a;
      if (gy) gy[row + x] = b;
      // Not Math.hypot: its overflow guard is never needed at grey levels and made the loop three times as slow.
      if (mag) mag[row + x] = Math.sqrt(a * a + b * b);
    }
  }
}

/** Sobel gradient magnitude (L1) of a float plane, accumulated into `out`. */
export function addSobelMagnitude(src: Float32Array, w: number, h: number, out: Float32Array): void {
  sobelInto(src, w, h, null, null, null, out);
}

/** Sobel components of a float plane, for edge direction (non-maximum suppression). */
export function sobel(src: Float32Array, w: number, h: number): { gx: Float32Array; gy: Float32Array; mag: Float32Array } {
  const gx = new Float32Array(w * h);
  const gy = new Float32Array(w * h);
  const mag = new Float32Array(w * h);
  sobelInto(src, w, h, gx, gy, mag, null);
  return { gx, gy, mag };
}

/**
 * Sobel magnitude of a float plane and, per pixel, which neighbours lie across its edge (for non-maximum
 * suppression): 1 left/right, 2 up/down, 3 up-left/down-right, 4 up-right/down-left. The magnitude is
 * `sobel`'s and the direction is read from its float32 components, in one pass and without their planes.
 * Every element of `mag` and `across` is written (they may be scratch arrays).
 */
export function sobelAcross(
  src: Float32Array,
  w: number,
  h: number,
  mag = new Float32Array(w * h),
  across = new Uint8Array(w * h),
): { mag: Float32Array; across: Uint8Array } {
  for (let y = 0; y < h; y++) {
    const up = (y > 0 ? y - 1 : 0) * w;
    const row = y * w;
    const down = (y < h - 1 ? y + 1 : y) * w;
    for (let x = 0; x < w; x++) {
      const l = x > 0 ? x - 1 : 0;
      const r = x < w - 1 ? x + 1 : x;
      const a = src[up + r] + 2 * src[row + r] + src[down + r] - src[up + l] - 2 * src[row + l] - src[down + l];
      const b = src[down + l] + 2 * src[down + x] + src[down + r] - src[up + l] - 2 * src[up + x] - src[up + r];
      mag[row + x] = Math.sqrt(a * a + b * b);
      const gx = Math.fround(a);
      const gy = Math.fround(b);
      const ax = Math.abs(gx);
      const ay = Math.abs(gy);
      across[row + x] = ay < ax * 0.4142 ? 1 : ax < ay * 0.4142 ? 2 : gx * gy > 0 ? 3 : 4;
    }
  }
  return { mag, across };
}

/**
 * `addSobelMagnitude` of three planes into a zeroed `out` in one pass: the same float32 sums in the same
 * order (plane 0, then 1, then 2), read once instead of three times.
 */
export function sobelL1OfThree(p0: Float32Array, p1: Float32Array, p2: Float32Array, w: number, h: number, out: Float32Array): void {
  sobelL1OfThreeRows(p0, p1, p2, w, h, out, 0, h);
}

/** `sobelL1OfThree` of rows [y0, y1) only: each pixel depends on the planes alone, so bands can be split freely. */
export function sobelL1OfThreeRows(
  p0: Float32Array,
  p1: Float32Array,
  p2: Float32Array,
  w: number,
  h: number,
  out: Float32Array,
  y0: number,
  y1: number,
): void {
  for (let y = y0; y < y1; y++) {
    const up = (y > 0 ? y - 1 : 0) * w;
    const row = y * w;
    const down = (y < h - 1 ? y + 1 : y) * w;
    for (let x = 0; x < w; x++) {
      const l = x > 0 ? x - 1 : 0;
      const r = x < w - 1 ? x + 1 : x;
      const m0 = Math.fround(l1At(p0, up, row, down, l, x, r));
      const m1 = Math.fround(m0 + l1At(p1, up, row, down, l, x, r));
      out[row + x] = m1 + l1At(p2, up, row, down, l, x, r);
    }
  }
}

/** |Sobel x| + |Sobel y| of one pixel (rows up/row/down, columns l/x/r). */
function l1At(src: Float32Array, up: number, row: number, down: number, l: number, x: number, r: number): number {
  const a = src[up + r] + 2 * src[row + r] + src[down + r] - src[up + l] - 2 * src[row + l] - src[down + l];
  const b = src[down + l] + 2 * src[down + x] + src[down + r] - src[up + l] - 2 * src[up + x] - src[up + r];
  return Math.abs(a) + Math.abs(b);
}
