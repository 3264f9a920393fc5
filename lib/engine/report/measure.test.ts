import { describe, expect, it } from 'vitest';
import { measurePage } from './measure';
import type { PageRaster } from '../types';

// A page of paper with ink bars and scattered grey bytes, including the last row and column.
function page(width: number, height: number): { page: PageRaster; grey: number } {
  const data = new Uint8Array(width * height).fill(255);
  for (let y = 20; y < height - 20; y += 37) data.fill(0, y * width + 10, y * width + 10 + Math.min(width - 20, 12 * width));
  let seed = 7;
  let grey = 0;
  for (let i = 0; i < 400; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const p = i < 4 ? [width * height - 1, width - 1, (height - 1) * width, width * (height >> 1) + width - 1][i] : seed % data.length;
    if (data[p] === 0 || data[p] === 255) grey++;
    data[p] = 1 + (seed % 254);
  }
  const content = { x: 0, y: 0, width, height };
  return { page: { data, width, height, dpi: 300, paper: 'a4', content }, grey };
}

describe('measurePage', () => {
  it('counts every grey pixel once, whatever the page size (even, odd, not a multiple of four)', () => {
    for (const [w, h] of [
      [400, 300],
      [401, 301],
      [402, 299],
      [404, 300],
    ]) {
      const { page: p, grey } = page(w, h);
      const { report } = measurePage(p, 4);
      expect(report.pureBlackWhiteShare).toBeCloseTo(1 - grey / (w * h), 12);
    }
  });
});
