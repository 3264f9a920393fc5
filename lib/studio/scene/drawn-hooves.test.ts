// The zebra, the donkey and the deer drawn by us (scripts/drawn-motifs/hooved.ts) in the built table (the horse,
// once this build too, is tested in drawn-horse.test.ts). OpenMoji's zebra and donkey were small thin-line side
// views with pencil-thin legs (the zebra's stripes open lines) and
// Fluent's deer a box on posts with solid black hooves: ours stand whole, with a face, legs wide enough to colour,
// hooves and stripes as areas, and no solid black but an eye and a nose.
import { describe, expect, it } from 'vitest';
import { all, freeStandingStrokes, printed, PX, raster, runs, table } from '../testing/motif-raster';

describe('the hooved animals drawn by us', () => {
  it.each([
    ['1F993', 'zebra', 40],
    ['1FACF', 'donkey', 16], // its near legs are part of the body's outline, its belly patch one area
    ['1F98C', 'deer', 24],
  ] as const)("draws %s (%s) whole in at least %i areas, with a smile on a head kept clear of an adult page's fill", async (id, _name, areas) => {
    const m = table[id];
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(areas);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(58);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(60);
    expect(m.b[3]).toBeGreaterThan(65);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
    // one big eye and a nostril (the deer a nose too), never a big black area
    const ink = await raster(`<g fill="#000">${m.d}</g>`);
    expect(ink.filter((v) => v < 128).length / (PX * PX)).toBeLessThan(22); // square units
  });

  it.each(['1F993', '1FACF', '1F98C'])('%s stands on four legs at least 4.5 units wide, on hooves that are areas to colour', async (id) => {
    const m = table[id];
    // at the fetlock, the legs' narrowest, just over the hooves and under the zebra's last leg stripe: the
    // silhouette's four legs, outline to outline
    const legs = runs(await raster(`<g fill="#000">${m.f}</g>`), 59.3, 20, 66, true);
    expect(legs).toHaveLength(4);
    for (const [, w] of legs) expect(w).toBeGreaterThanOrEqual(4.5);
    // through the hooves: four of them, each white inside its outline
    const grid = await printed(m);
    const hooves = runs(await raster(`<g fill="#000">${m.f}</g>`), 62.8, 20, 66, true);
    expect(hooves).toHaveLength(4);
    for (const [x, w] of hooves) expect(Math.max(...runs(grid, 62.8, x, x + w, false).map(([, n]) => n))).toBeGreaterThan(3.5);
  });

  // The zebra's stripes are closed areas (colour every other one black), not lines or solid fills: no spot of ink
  // wider than the eye (4.2 units across) anywhere on the three.
  it.each(['1F993', '1FACF', '1F98C'])('%s prints no solid black beyond its eye and nose', async (id) => {
    const grid = await printed(table[id]);
    const blots: [number, number][] = [];
    for (let y = 2; y <= 70; y += 0.5) for (let x = 2; x <= 70; x += 0.5) if (all(grid, x, y, 2.4, (v) => v < 128)) blots.push([x, y]);
    expect(blots).toEqual([]);
  });
});
