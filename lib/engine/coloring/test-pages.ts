import type { LineMask } from './line-mask';

// Synthetic pages for the tests and the benchmark, drawn with analytic anti-aliasing.

/** Coverage of a ring (r0…r1 from the centre), 4×4 supersampled like a real rasteriser. */
export function ringMask(width: number, height: number, cx: number, cy: number, r0: number, r1: number): LineMask {
  const coverage = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let hits = 0;
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          const d = Math.hypot(x + (sx + 0.5) / 4 - cx, y + (sy + 0.5) / 4 - cy);
          if (d >= r0 && d <= r1) hits++;
        }
      }
      coverage[y * width + x] = Math.round((hits / 16) * 255);
    }
  }
  return { width, height, coverage };
}

/** Draws a solid axis-aligned bar of ink into a mask. */
export function drawBar(mask: LineMask, x0: number, y0: number, x1: number, y1: number, value = 255): void {
  for (let y = y0; y < y1; y++) mask.coverage.fill(value, y * mask.width + x0, y * mask.width + x1);
}

export function blankMask(width: number, height: number): LineMask {
  return { width, height, coverage: new Uint8Array(width * height) };
}
