// Seeded watershed: flooding the colour gradient from a grid of seeds gives an over-segmentation whose
// boundaries sit on edges and are closed by construction (every pixel gets exactly one label).
import { giveScratch, zeroedScratch } from '../raster/scratch';

/**
 * @param grad gradient quantised to 0..255
 * @param spacing seed grid spacing in pixels
 * @param labels where the labels go (zeros, w × h); a new array by default
 * @returns labels 1..count per pixel
 */
export function seededWatershed(
  grad: Uint8Array,
  w: number,
  h: number,
  spacing: number,
  labels: Int32Array = new Int32Array(w * h),
): { labels: Int32Array; count: number } {
  const n = w * h;
  // A pixel is queued once, at level max(its gradient, the level being flooded). Pixels queued for a
  // later level go to their gradient's bucket, sized by the gradient histogram; the level being flooded
  // reads its bucket into one FIFO array and appends to it. Typed arrays only: no per-level JS arrays.
  const bucketStart = new Int32Array(257);
  for (let p = 0; p < n; p++) bucketStart[grad[p] + 1]++;
  for (let g = 0; g < 256; g++) bucketStart[g + 1] += bucketStart[g];
  const bucketEnd = bucketStart.slice(0, 256);
  // Scratch (zeroed like fresh arrays), given back once flooded.
  const buckets = zeroedScratch(Int32Array, n);
  let count = 0;
  const half = spacing >> 1;
  // A strip thinner than half the spacing still gets a row (or column) of seeds.
  for (let cy = Math.min(half, h - 1); cy < h; cy += spacing) {
    for (let cx = Math.min(half, w - 1); cx < w; cx += spacing) {
      // Move the seed to the calmest pixel nearby so it does not sit on an edge.
      let best = cy * w + cx;
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) {
          const x = cx + dx;
          const y = cy + dy;
          if (x < 0 || y < 0 || x >= w || y >= h) continue;
          const p = y * w + x;
          if (grad[p] < grad[best]) best = p;
        }
      }
      if (labels[best] !== 0) continue;
      labels[best] = ++count;
      buckets[bucketEnd[grad[best]]++] = best;
    }
  }
  const fifo = zeroedScratch(Int32Array, n);
  // 1 on the first column, 2 on the last: a byte read instead of a division per pixel.
  const side = zeroedScratch(Uint8Array, n);
  for (let y = 0; y < h; y++) {
    side[y * w] |= 1;
    side[y * w + w - 1] |= 2;
  }
  for (let level = 0; level < 256; level++) {
    // The level's queue: what earlier levels queued for it, in order, then what it floods itself.
    let tail = 0;
    for (let k = bucketStart[level]; k < bucketEnd[level]; k++) fifo[tail++] = buckets[k];
    for (let head = 0; head < tail; head++) {
      const p = fifo[head];
      const label = labels[p];
      const edge = side[p];
      // Neighbours unrolled (left, right, up, down): this runs once per pixel.
      let q = p - 1;
      if ((edge & 1) === 0 && labels[q] === 0) {
        labels[q] = label;
        const g = grad[q];
        if (g > level) buckets[bucketEnd[g]++] = q;
        else fifo[tail++] = q;
      }
      q = p + 1;
      if ((edge & 2) === 0 && labels[q] === 0) {
        labels[q] = label;
        const g = grad[q];
        if (g > level) buckets[bucketEnd[g]++] = q;
        else fifo[tail++] = q;
      }
      q = p - w;
      if (q >= 0 && labels[q] === 0) {
        labels[q] = label;
        const g = grad[q];
        if (g > level) buckets[bucketEnd[g]++] = q;
        else fifo[tail++] = q;
      }
      q = p + w;
      if (q < n && labels[q] === 0) {
        labels[q] = label;
        const g = grad[q];
        if (g > level) buckets[bucketEnd[g]++] = q;
        else fifo[tail++] = q;
      }
    }
  }
  giveScratch(buckets, fifo, side);
  return { labels, count };
}

/** Rows [from, to) of half 0 (top) or 1 (bottom) of an image `h` rows high. */
export function halfRows(h: number, half: 0 | 1): [number, number] {
  return half === 0 ? [0, h >> 1] : [h >> 1, h];
}

/**
 * The watershed of one half of the image on its own (its own seeds; labels 1..count written into that
 * half's rows of `labels`). The two halves are pure functions of the gradient, so two threads can flood
 * them at once and the result is the same as on one thread; `joinHalves` then numbers them as one image.
 */
export function watershedHalf(grad: Uint8Array, w: number, h: number, spacing: number, half: 0 | 1, labels: Int32Array): number {
  const [from, to] = halfRows(h, half);
  return seededWatershed(grad.subarray(from * w, to * w), w, to - from, spacing, labels.subarray(from * w, to * w)).count;
}

/** Renumbers the bottom half's labels after the top half's `topCount`, so labels run 1..total. */
export function joinHalves(labels: Int32Array, w: number, h: number, topCount: number): void {
  for (let p = halfRows(h, 1)[0] * w; p < labels.length; p++) labels[p] += topCount;
}
