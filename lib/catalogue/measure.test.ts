import { describe, expect, it } from 'vitest';
import { centreLines, chanceOverlap, dilate, inkGrid, inkOverlap, turned, type GreyRaster } from './measure';

// A 100 × 140 mm test sheet at 50.8 dpi (2 px per mm), white, with the given bars inked.
function sheet(bars: { x: number; y: number; w: number; h: number }[]): GreyRaster {
  const width = 200,
    height = 280;
  const data = new Uint8Array(width * height).fill(255);
  for (const b of bars) for (let y = b.y * 2; y < (b.y + b.h) * 2; y++) for (let x = b.x * 2; x < (b.x + b.w) * 2; x++) data[y * width + x] = 0;
  return { data, width, height, dpi: 50.8 };
}

const grid = (r: GreyRaster) => inkGrid(centreLines(r), r, 5, 0);

describe('catalogue overlap measure', () => {
  it('thins a line to its centre, so a bold and a fine line along one path count alike', () => {
    const bold = sheet([{ x: 20, y: 60, w: 60, h: 3 }]);
    const fine = sheet([{ x: 20, y: 61, w: 60, h: 1 }]);
    const thin = centreLines(bold);
    for (let x = 50; x < 150; x++) {
      let column = 0;
      for (let y = 0; y < bold.height; y++) column += thin[y * bold.width + x];
      expect(column).toBe(1);
    }
    const [a, b] = [grid(bold), grid(fine)];
    expect(Math.abs(a.count - b.count) / b.count).toBeLessThan(0.1);
    expect(inkOverlap(dilate(a), b)).toBe(1);
    expect(inkOverlap(dilate(b), a)).toBe(1);
  });

  it('counts ink within 2 mm as lying on the other page, and ink farther away not', () => {
    const a = grid(sheet([{ x: 20, y: 40, w: 60, h: 1 }]));
    expect(inkOverlap(dilate(a), grid(sheet([{ x: 20, y: 41.5, w: 60, h: 1 }])))).toBe(1);
    expect(inkOverlap(dilate(a), grid(sheet([{ x: 20, y: 44, w: 60, h: 1 }])))).toBe(0);
  });

  it('gives the chance baselines: the page turned 180° and the share of the drawing the widened ink covers', () => {
    // A line near the top: the same line lies on itself, but turned it lands near the bottom.
    const top = grid(sheet([{ x: 20, y: 20, w: 60, h: 1 }]));
    expect(inkOverlap(dilate(top), top)).toBe(1);
    expect(inkOverlap(dilate(top), turned(top))).toBe(0);
    // A 60 mm line widened 2 mm each way covers about 60 × 4.5 mm of the 90 × 130 mm drawing.
    expect(chanceOverlap(dilate(top))).toBeGreaterThan(0.015);
    expect(chanceOverlap(dilate(top))).toBeLessThan(0.03);
  });
});
