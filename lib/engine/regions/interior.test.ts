import { describe, expect, it } from 'vitest';
import { distanceToBoundary, whiteAfterInking } from './interior';

// whiteAfterInking skips the distance transform; it must agree with it pixel for pixel at every pen size.
describe('whiteAfterInking', () => {
  it('is exactly distanceToBoundary > radius on irregular region maps', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let t = 0; t < 12; t++) {
      const w = 50 + 3 * t;
      const h = 40 + t;
      const sites = Array.from({ length: 3 + t }, () => [random() * w, random() * h]);
      const labels = new Int32Array(w * h);
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          let best = 0;
          let bestD = Infinity;
          sites.forEach(([sx, sy], i) => {
            const d = (sx - x) ** 2 + (sy - y) ** 2;
            if (d < bestD) [best, bestD] = [i, d];
          });
          // Single stray pixels make slivers and specks.
          labels[y * w + x] = best + 1 + ((x * 7 + y * 13) % 29 === 0 ? 100 : 0);
        }
      }
      const d = distanceToBoundary(labels, w, h);
      for (const radius of [0.2, 1, 1.45, 2, 2.01, 2.34, 2.9, 4.1, 7.25]) {
        const white = whiteAfterInking(labels, w, h, radius);
        const expected = Uint8Array.from(d, (v) => (v > radius ? 1 : 0));
        expect(white).toEqual(expected);
      }
    }
  });
});
