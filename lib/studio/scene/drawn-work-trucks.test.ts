// The working vehicles drawn by us (scripts/drawn-motifs/work-trucks.ts) in the built table: the ambulance, the
// delivery truck, the fire engine and the tractor, side views facing left in the racing car's manner, each with
// many areas to colour, the features that name it (a big cross, a roller door and a parcel, a ladder with rungs, a
// big lugged wheel) and a driver whose face (eyes and a smile) an adult page's fill keeps off. Fluent's were plain
// side views of a few large areas with nobody aboard.
import { describe, expect, it } from 'vitest';
import { crossingsAlong, freeStandingStrokes, printed, table } from '../testing/motif-raster';

const areas = (id: string) => table[id].f.match(/<path/g)!.length;
/** Points round an arc about (cx, cy), radius r, from angle a0 to a1 (radians, y down). */
const arc = (cx: number, cy: number, r: number, a0: number, a1: number): [number, number][] =>
  Array.from({ length: 181 }, (_, i) => {
    const a = a0 + ((a1 - a0) * i) / 180;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });

/** The driver: a face kept clear of an adult page's fill, its smile a free-standing line, its two eyes dots. */
async function expectDriver(id: string) {
  const m = table[id];
  expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
  expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
  expect(m.d.match(/a[\d.]+ [\d.]+ 0 1 0/g)!.length).toBeGreaterThanOrEqual(4); // two eyes, two half-arcs each
}

describe('the working vehicles drawn by us', () => {
  it('draws the ambulance with a cab, a box with a big double-edged cross, back doors and a light bar', async () => {
    const m = table['1F691'];
    expect(areas('1F691')).toBeGreaterThanOrEqual(30);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(66);
    const grid = await printed(m);
    // across the cross's arms and down through it: the outer cross round the inner one, both ways
    expect(
      crossingsAlong(grid, [
        [33, 29.6],
        [57, 29.6],
      ]),
    ).toBeGreaterThanOrEqual(4);
    expect(
      crossingsAlong(grid, [
        [45, 18],
        [45, 41.5],
      ]),
    ).toBeGreaterThanOrEqual(4);
    // down the back doors: the box's roof, the doors' top, the window's two edges, the handle
    expect(
      crossingsAlong(grid, [
        [64.4, 14],
        [64.4, 44],
      ]),
    ).toBeGreaterThanOrEqual(5);
    await expectDriver('1F691');
  });

  it('draws the delivery truck with a tall box, a roller door of slats and a parcel picture', async () => {
    const m = table['1F69A'];
    expect(areas('1F69A')).toBeGreaterThanOrEqual(30);
    const grid = await printed(m);
    // down the roller door: its slats one above the other
    expect(
      crossingsAlong(grid, [
        [63.4, 12],
        [63.4, 46],
      ]),
    ).toBeGreaterThanOrEqual(9);
    // across the parcel: its front, the tape's two edges, its side
    expect(
      crossingsAlong(grid, [
        [26, 32],
        [56, 32],
      ]),
    ).toBeGreaterThanOrEqual(5);
    await expectDriver('1F69A');
  });

  it('draws the fire engine long, a ladder on top whose rungs are areas, lockers and a hose reel', async () => {
    const m = table['1F692'];
    expect(areas('1F692')).toBeGreaterThanOrEqual(40);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(66);
    const grid = await printed(m);
    // along the ladder between its rails: each rung's two sides
    expect(
      crossingsAlong(grid, [
        [16, 22.8],
        [70, 22.8],
      ]),
    ).toBeGreaterThanOrEqual(16);
    // across the lockers and their handles and into the hose reel's rings to its hub
    expect(
      crossingsAlong(grid, [
        [24.8, 39.2],
        [62.6, 39.2],
      ]),
    ).toBeGreaterThanOrEqual(14);
    await expectDriver('1F692');
  });

  it('draws the tractor with a big rear wheel ringed with tread lugs, a small front wheel and a cab', async () => {
    const m = table['1F69C'];
    expect(areas('1F69C')).toBeGreaterThanOrEqual(45);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(58);
    const grid = await printed(m);
    // round the big wheel's lower half, through the lugs: two sides of each lug
    expect(crossingsAlong(grid, arc(51.5, 50.2, 15.2, 0.05, Math.PI - 0.05))).toBeGreaterThanOrEqual(14);
    await expectDriver('1F69C');
  });
});
