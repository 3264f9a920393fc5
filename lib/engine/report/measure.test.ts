import { describe, expect, it } from 'vitest';
import { packBilevelRows } from '../output/png';
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

  it("hands on the final page's PNG scanlines from its runs, the bytes packBilevelRows reads from its pixels", () => {
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    for (const [w, h] of [
      [400, 300],
      [401, 301],
      [402, 299],
      [403, 97],
      [37, 41],
    ]) {
      for (const repairs of [
        { fillPockets: true, eraseSpecks: true },
        { fillPockets: false, eraseSpecks: true },
        { fillPockets: true, eraseSpecks: false },
      ]) {
        // Rings (some enclosing a pocket under the minimum region), dots (some specks under 1 mm²), bars to
        // the page edge, and grey bytes on both sides of 128.
        const { page: p } = page(w, h);
        for (let k = 0; k < 30; k++) {
          const [cx, cy] = [random() * w, random() * h];
          const outer = 2 + random() * 25;
          const inner = random() < 0.7 ? outer * random() : 0;
          for (let y = Math.max(0, Math.floor(cy - outer)); y < Math.min(h, cy + outer); y++) {
            for (let x = Math.max(0, Math.floor(cx - outer)); x < Math.min(w, cx + outer); x++) {
              const d = (x - cx) ** 2 + (y - cy) ** 2;
              if (d <= outer * outer && d >= inner * inner) p.data[y * w + x] = random() < 0.02 ? Math.floor(random() * 128) : 0;
              else if (d < inner * inner && random() < 0.05) p.data[y * w + x] = 128 + Math.floor(random() * 127);
            }
          }
        }
        let rows: Uint8Array | undefined;
        measurePage(p, 4, repairs, { onFinal: (_final, pngRows) => (rows = pngRows()) });
        expect(rows).toEqual(packBilevelRows(p));
      }
    }
  });
});
