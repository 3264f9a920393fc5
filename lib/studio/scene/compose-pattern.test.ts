import { describe, expect, it } from 'vitest';
import { panes } from './compose-pattern';
import { createRng } from './prng';

const box = { x: 10, y: 10, w: 190, h: 277 };
const area = (poly: [number, number][]) =>
  Math.abs(poly.reduce((sum, p, i) => sum + p[0] * poly[(i + 1) % poly.length][1] - poly[(i + 1) % poly.length][0] * p[1], 0)) / 2;

describe('stained glass panes', () => {
  it.each([20, 34, 50])('tile the page without gaps or overlaps at %i mm', (cell) => {
    const cells = panes(box, cell, createRng(7, 'glass'));
    const total = cells.reduce((sum, c) => sum + area(c), 0);
    expect(total / (box.w * box.h)).toBeCloseTo(1, 6);
    for (const c of cells)
      for (const [x, y] of c) {
        expect(x).toBeGreaterThanOrEqual(box.x - 1e-9);
        expect(x).toBeLessThanOrEqual(box.x + box.w + 1e-9);
        expect(y).toBeGreaterThanOrEqual(box.y - 1e-9);
        expect(y).toBeLessThanOrEqual(box.y + box.h + 1e-9);
      }
  });

  it('are irregular but of even size: none more than three times the typical pane', () => {
    const cells = panes(box, 34, createRng(3, 'glass')).map(area);
    const whole = cells.filter((a) => a > 34 * 34 * 0.5).sort((a, b) => a - b);
    const median = whole[Math.floor(whole.length / 2)];
    expect(Math.max(...cells)).toBeLessThan(median * 3);
    expect(new Set(whole.map((a) => Math.round(a))).size).toBeGreaterThan(whole.length * 0.8);
  });

  it('follow the seed', () => {
    expect(panes(box, 34, createRng(5, 'glass'))).toEqual(panes(box, 34, createRng(5, 'glass')));
    expect(panes(box, 34, createRng(5, 'glass'))).not.toEqual(panes(box, 34, createRng(6, 'glass')));
  });
});
