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
    // Neighbours unrolled (left, right, up, down): this runs once per pixel.
    let q = p - 1;
    if (x > 0 && labels[q] === 0) {
      labels[q] = label;
      const g = grad[q] > level ? grad[q] : level;
      if (tail[g] < 0) head[g] = q;
      else next[tail[g]] = q;
      tail[g] = q;
    }
    q = p + 1;
    if (x < w - 1 && labels[q] === 0) {
      labels[q] = label;
      const g = grad[q] > level ? grad[q] : level;
      if (tail[g] < 0) head[g] = q;
      else next[tail[g]] = q;
      tail[g] = q;
    }
    q = p - w;
    if (q >= 0 && labels[q] === 0) {
      labels[q] = label;
      const g = grad[q] > level ? grad[q] : level;
      if (tail[g] < 0) head[g] = q;
      else next[tail[g]] = q;
      tail[g] = q;
    }
    q = p + w;
    if (q < n && labels[q] === 0) {
      labels[q] = label;
      const g = grad[q] > level ? grad[q] : level;
      if (tail[g] < 0) head[g] = q;
      else next[tail[g]] = q;
      tail[g] = q;
    }
  }
  return { labels, count };
}
