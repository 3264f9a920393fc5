import { describe, expect, it } from 'vitest';
import { composePattern, panes, PATTERN_KINDS } from './compose-pattern';
import { patternCharms } from './pattern-charms';
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

// A kids' tessellation alone was a sheet of empty cells, like graph paper: some cells now hold a little picture.
describe('a kids’ pattern page', () => {
  const page = { w: 210, h: 297 };
  // the pictures are white shapes drawn after the tiles, inside the drawing's clip
  const pictures = (svg: string) =>
    (
      svg
        .split('<g clip-path="url(#drawing)">')[1]!
        .split('</g>')[0]!
        .match(/fill="#fff"/g) ?? []
    ).length;

  it.each(PATTERN_KINDS)('%s: has little pictures in some of its cells, finer levels none', (kind) => {
    for (let seed = 1; seed <= 4; seed++) {
      const kids = composePattern([], page, createRng(seed, 'pattern'), 'kids', kind);
      expect(pictures(kids.svg), `seed ${seed}`).toBeGreaterThanOrEqual(4);
      for (const level of ['teens', 'adults'] as const) expect(pictures(composePattern([], page, createRng(seed, 'pattern'), level, kind).svg)).toBe(0);
    }
  });

  it('puts each picture inside its cell and the drawing, clear of the medallion', () => {
    const inner = { x: 12, y: 12, w: 186, h: 273 };
    const spots = Array.from({ length: 60 }, (_, i) => ({ x: 5 + (i % 10) * 21, y: 5 + Math.floor(i / 10) * 50, r: 10 }));
    const disc = { x: 105, y: 148, r: 60 };
    const svg = patternCharms('triangles', spots, inner, [disc], 1.3, createRng(3, 'charms'));
    const shapes = svg.match(/<path d="M([\d.]+) ([\d.]+)/g)!;
    expect(shapes.length).toBeGreaterThan(5);
    for (const m of shapes) {
      const [x, y] = m.slice(10).split(' ').map(Number);
      expect(x).toBeGreaterThan(inner.x);
      expect(x).toBeLessThan(inner.x + inner.w);
      expect(y).toBeGreaterThan(inner.y);
      expect(y).toBeLessThan(inner.y + inner.h);
      expect(Math.hypot(x - disc.x, y - disc.y)).toBeGreaterThan(disc.r);
    }
  });
});
