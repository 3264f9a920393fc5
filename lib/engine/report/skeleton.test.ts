import { describe, expect, it } from 'vitest';
import { neighbourCount, thin } from './skeleton';

function block(w: number, h: number, inset: number): Uint8Array {
  const mask = new Uint8Array(w * h);
  for (let y = inset; y < h - inset; y++) mask.fill(1, y * w + inset, y * w + w - inset);
  return mask;
}

describe('thin', () => {
  it('reduces a thick bar to a one-pixel line', () => {
    const w = 60;
    const mask = new Uint8Array(w * 20);
    for (let y = 5; y < 12; y++) mask.fill(1, y * w + 5, y * w + 55);
    thin(mask, w);
    for (let x = 10; x < 50; x++) {
      let column = 0;
      for (let y = 0; y < 20; y++) column += mask[y * w + x];
      expect(column).toBe(1);
    }
    let ends = 0;
    for (let p = 0; p < mask.length; p++) if (mask[p] && neighbourCount(mask, w, p) === 1) ends++;
    expect(ends).toBe(2);
  });

  it('does work in proportion to the ink on a solid page, not to ink times its radius', () => {
    const w = 400;
    const mask = block(w, 400, 1);
    const ink = mask.reduce((s, v) => s + v, 0);
    const work = thin(mask, w);
    // Rescanning every ink pixel each round would take about 200 rounds × 158 000 pixels.
    expect(work).toBeLessThan(12 * ink);
    expect(mask.reduce((s, v) => s + v, 0)).toBeLessThan(800);
  });
});
