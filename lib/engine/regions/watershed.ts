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
  // One FIFO queue per grey level, each a plain growing array read from the front: appends and reads
  // are sequential, where a linked list through a pixel-sized array jumped around the whole image.
  const queues: number[][] = Array.from({ length: 256 }, () => []);
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
      queues[grad[best]].push(best);
    }
  }
  // 1 on the first column, 2 on the last: a byte read instead of a division per pixel.
  const side = new Uint8Array(n);
  for (let y = 0; y < h; y++) {
    side[y * w] |= 1;
    side[y * w + w - 1] |= 2;
  }
  for (let level = 0; level < 256; level++) {
    const queue = queues[level];
    // The queue grows while it is read: pixels flooded at this level join its end.
    for (let i = 0; i < queue.length; i++) {
      const p = queue[i];
      const label = labels[p];
      const edge = side[p];
      // Neighbours unrolled (left, right, up, down): this runs once per pixel.
      let q = p - 1;
      if ((edge & 1) === 0 && labels[q] === 0) {
        labels[q] = label;
        queues[grad[q] > level ? grad[q] : level].push(q);
      }
      q = p + 1;
      if ((edge & 2) === 0 && labels[q] === 0) {
        labels[q] = label;
        queues[grad[q] > level ? grad[q] : level].push(q);
      }
      q = p - w;
      if (q >= 0 && labels[q] === 0) {
        labels[q] = label;
        queues[grad[q] > level ? grad[q] : level].push(q);
      }
      q = p + w;
      if (q < n && labels[q] === 0) {
        labels[q] = label;
        queues[grad[q] > level ? grad[q] : level].push(q);
      }
    }
    queues[level] = [];
  }
  return { labels, count };
}
