// Seeded watershed: flooding the colour gradient from a grid of seeds gives an over-segmentation whose
// boundaries sit on edges and are closed by construction (every pixel gets exactly one label).

/**
 * @param grad gradient quantised to 0..255
 * @param spacing seed grid spacing in pixels
 * @returns labels 1..count per pixel
 */
export function seededWatershed(grad: Uint8Array, w: number, h: number, spacing: number): { labels: Int32Array; count: number } {
  const n = w * h;
  const labels = new Int32Array(n);
  // One FIFO list per grey level, chained through `next`: O(n) flooding, no per-pixel allocation.
  const head = new Int32Array(256).fill(-1);
  const tail = new Int32Array(256).fill(-1);
  const next = new Int32Array(n).fill(-1);
  const push = (p: number, level: number) => {
    if (tail[level] < 0) head[level] = p;
    else next[tail[level]] = p;
    tail[level] = p;
  };
  let count = 0;
  const half = spacing >> 1;
  for (let cy = half; cy < h; cy += spacing) {
    for (let cx = half; cx < w; cx += spacing) {
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
      push(best, grad[best]);
    }
  }
  let level = 0;
  while (level < 256) {
    const p = head[level];
    if (p < 0) {
      level++;
      continue;
    }
    head[level] = next[p];
    if (head[level] < 0) tail[level] = -1;
    const label = labels[p];
    const x = p % w;
    // Neighbours inline (left, right, up, down): this loop runs once per pixel.
    for (let k = 0; k < 4; k++) {
      let q: number;
      if (k === 0) q = x > 0 ? p - 1 : -1;
      else if (k === 1) q = x < w - 1 ? p + 1 : -1;
      else if (k === 2) q = p >= w ? p - w : -1;
      else q = p < n - w ? p + w : -1;
      if (q < 0 || labels[q] !== 0) continue;
      labels[q] = label;
      const g = grad[q] > level ? grad[q] : level;
      if (tail[g] < 0) head[g] = q;
      else next[tail[g]] = q;
      tail[g] = q;
    }
  }
  return { labels, count };
}
