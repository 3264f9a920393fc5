// Histogram percentiles: the engine scales every threshold to the image instead of fixing it.

/** Value below which `q` (0–1) of the samples fall; samples are read at `stride` for speed. */
export function percentile(values: ArrayLike<number>, q: number, max: number, stride = 1): number {
  const bins = 1024;
  const hist = new Uint32Array(bins);
  const k = (bins - 1) / (max || 1);
  let count = 0;
  for (let i = 0; i < values.length; i += stride) {
    const v = values[i];
    // Rounds half up like Math.round for v ≥ 0, without its cost; negatives clamp to bin 0 either way.
    const bin = (v * k + 0.5) | 0;
    hist[bin < 0 ? 0 : bin > bins - 1 ? bins - 1 : bin]++;
    count++;
  }
  const target = q * count;
  let acc = 0;
  for (let b = 0; b < bins; b++) {
    acc += hist[b];
    if (acc >= target) return b / k;
  }
  return max;
}
