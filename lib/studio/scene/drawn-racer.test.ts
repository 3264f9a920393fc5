// The racing car drawn by us (scripts/drawn-motifs/racing-car.ts) in the built table: OpenMoji's was a long, very
// low thin-line formula car whose body was a sliver too thin to colour. Ours is a chunky kids' book racer that fills
// the box in areas to colour (body, stripes, number disc and star, helmet and visor, wings, pipes, wheels with
// tyres, spokes and hubs) and prints no solid black at all: the tyres are areas with a tread line, not black.
import { describe, expect, it } from 'vitest';
import { all, raster, table } from '../testing/motif-raster';

const ink = (m: { f: string; s: string; d: string }) =>
  raster(`<g stroke="#000" stroke-width="1.2" stroke-linejoin="round"><g fill="#fff">${m.f}</g><g fill="none">${m.s}</g></g>${m.d}`);

describe('the racing car drawn by us', () => {
  it('draws 1F3CE in at least 28 areas, long across the box and a good deal of it high, with no dots and the helmet kept clear', () => {
    const m = table['1F3CE'];
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(28);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(66);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(40); // the body a third as high as it is long, the helmet over it
    expect(m.d).toBe('');
    expect(m.c).toContain('<path');
  });

  // The tyres, the visor, the number disc and the stripes are white areas with an outline, never black.
  it.each([
    ['the front tyre', 19.5, 47.7],
    ['the rear tyre', 55, 44.3],
    ['the rear wheel rim between two spokes', 57.53, 48.52],
    ['the visor', 35, 28.3],
    ['the helmet behind the visor', 41.4, 30],
    ['the number disc round its star', 38.86, 43.27],
    ['the star', 36.8, 46.6],
    ['a stripe on the hood', 15, 44.4],
    ['a stripe behind the cockpit', 55, 36.4],
    ['the rear wing', 58, 25.9],
  ] as const)('leaves %s white', async (_what, x, y) => {
    expect(all(await ink(table['1F3CE']), x, y, 0.5, (v) => v > 128)).toBe(true);
  });

  // Roughly two thirds of the box or more is ink-free: no big solid parts, no dense hatching.
  it('keeps the car mostly white inside', async () => {
    const grid = await ink(table['1F3CE']);
    expect(grid.filter((v) => v < 128).length / grid.length).toBeLessThan(0.3);
  });
});
