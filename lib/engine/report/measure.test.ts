import { describe, expect, it } from 'vitest';
import { packBilevelRows } from '../output/png';
import { lineWidths, openEndsBySpur } from './lines';
import { LINE_BANDS, measurePage, traceBand } from './measure';
import { thin } from './skeleton';
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

  it('traces each band as the plain per-pixel halving, thinning and scan do', () => {
    let seed = 5;
    const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    // Widths that are multiples of four (read by words) and not, even and odd heights.
    for (const [w, h] of [
      [480, 360],
      [484, 301],
      [482, 300],
      [401, 333],
    ]) {
      const data = new Uint8Array(w * h).fill(255);
      for (let k = 0; k < 60; k++) {
        const [cx, cy] = [random() * w, random() * h];
        const [dx, dy] = [random() - 0.5, random() - 0.5];
        const radius = 1 + random() * (random() < 0.1 ? 30 : 6);
        for (let t = 0; t < 300; t++) {
          const [x0, y0] = [cx + dx * t, cy + dy * t];
          for (let y = Math.max(0, Math.floor(y0 - radius)); y <= Math.min(h - 1, y0 + radius); y++) {
            for (let x = Math.max(0, Math.floor(x0 - radius)); x <= Math.min(w - 1, x0 + radius); x++) {
              if ((x - x0) ** 2 + (y - y0) ** 2 <= radius * radius) data[y * w + x] = 0;
            }
          }
        }
      }
      for (let i = 0; i < 300; i++) data[Math.floor(random() * data.length)] = Math.floor(random() * 256);
      for (let band = 0; band < LINE_BANDS; band++) {
        const got = traceBand(data, w, h, band);
        const plain = plainBand(data, w, h, band);
        expect(got.widths.length).toBeGreaterThan(0);
        expect({ ...got, widths: Array.from(got.widths), openEnds: Array.from(got.openEnds) }).toEqual(plain);
      }
    }
  });
});

/** A band as the report defines it, step by step on every pixel: 2×2 majority, 32 rows of context, thinning, widths and ends. */
function plainBand(page: Uint8Array, w: number, h: number, band: number) {
  const hw = w >> 1;
  const hh = h >> 1;
  const from = Math.floor((hh * band) / LINE_BANDS);
  const to = Math.floor((hh * (band + 1)) / LINE_BANDS);
  const y0 = Math.max(0, from - 32);
  const y1 = Math.min(hh, to + 32);
  const half = new Uint8Array(hw * (y1 - y0));
  for (let y = y0; y < y1; y++) {
    for (let x = 0; x < hw; x++) {
      const k = 2 * y * w + 2 * x;
      const ink = [page[k], page[k + 1], page[k + w], page[k + w + 1]].filter((v) => v < 128).length;
      half[(y - y0) * hw + x] = ink >= 2 ? 1 : 0;
    }
  }
  let grey = 0;
  for (let p = 2 * from * w; p < (band === LINE_BANDS - 1 ? h : 2 * to) * w; p++) if (page[p] !== 0 && page[p] !== 255) grey++;
  for (let y = 0; y < y1 - y0; y++) {
    for (let x = 0; x < hw; x++) if (y === 0 || y === y1 - y0 - 1 || x === 0 || x === hw - 1) half[y * hw + x] = 0;
  }
  thin(half, hw);
  const skeleton = Int32Array.from(half.keys()).filter((p) => half[p] !== 0);
  const own = Int32Array.from(skeleton.keys()).filter((i) => skeleton[i] >= (from - y0) * hw && skeleton[i] < (to - y0) * hw);
  const first = own.length ? own[0] : 0;
  const last = own.length ? own[own.length - 1] + 1 : 0;
  return {
    grey,
    widths: lineWidths(page, w, half, hw, skeleton, 4, y0, first, last),
    openEnds: Array.from(openEndsBySpur(half, hw, skeleton.subarray(first, last), 64)),
  };
}
