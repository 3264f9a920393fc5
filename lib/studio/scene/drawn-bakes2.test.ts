// The sweet bakes drawn by us (scripts/drawn-motifs/sweet-bakes-*.ts) in the built table: the shortcake, the pie,
// the waffle, the popcorn, the french fries and the honey pot, each big in its box with its parts as areas to
// colour and the family's face, the eyes the only solid black. OpenMoji's art for each was one to four plain
// areas and no face, so every check here fails on it.
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, freeStandingStrokes, printed, solidBlack, table } from '../testing/motif-raster';
import { underThing } from './subject-kinds';

/** Big in the box, a smile standing free, a face kept clear of an adult page's fill, two eyes the only black. */
async function expectBakeBasics(id: string, minAreas: number) {
  const m = table[id];
  expect(areaCount(id)).toBeGreaterThanOrEqual(minAreas);
  expect(Math.max(m.b[2] - m.b[0], m.b[3] - m.b[1])).toBeGreaterThanOrEqual(66);
  expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
  expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
  // square units: two eyes (the honey pot's bee adds a little one)
  expect(await solidBlack(id)).toBeGreaterThan(10);
  expect(await solidBlack(id)).toBeLessThan(30);
}

describe('the sweet bakes drawn by us', () => {
  it('draws the shortcake as a layered slice with cream, strawberries in the layer and on top', async () => {
    await expectBakeBasics('1F370', 18);
    const grid = await printed(table['1F370']);
    // down the slice: a strawberry's leaves and berry, its cream swirl, the drape, the face, the cream layer with a
    // strawberry half, the sponge (OpenMoji's: 5)
    expect(crossings(grid, [24, 0.5], [24, 71.5])).toBeGreaterThanOrEqual(11);
    // across the cream layer: three strawberry halves with their cores, the outer side (OpenMoji's: 2)
    expect(crossings(grid, [0.5, 54], [71.5, 54])).toBeGreaterThanOrEqual(15);
    // still on its cake stand on a table
    expect(underThing('1F370')).toBe('stand');
  });

  it('draws the pie with a crimped crust, a lattice whose gaps are areas and a slice cut out', async () => {
    await expectBakeBasics('1F967', 16);
    const grid = await printed(table['1F967']);
    // across the top: crimps, the crust, lattice strips and their gaps, the cut (OpenMoji's: 5)
    expect(crossings(grid, [0.5, 27], [71.5, 27])).toBeGreaterThanOrEqual(11);
    // down through the cut face: top crust, filling, berries, bottom crust, the tin (OpenMoji's: 3)
    expect(crossings(grid, [56, 0.5], [56, 71.5])).toBeGreaterThanOrEqual(7);
  });

  it('draws the waffle with its pockets as areas, butter, syrup drips and berries', async () => {
    await expectBakeBasics('1F9C7', 36);
    const grid = await printed(table['1F9C7']);
    // down the left: a strawberry, the rim, the pockets, the front side and the face (OpenMoji's: 8)
    expect(crossings(grid, [20, 0.5], [20, 71.5])).toBeGreaterThanOrEqual(11);
    // across the front side: the face and three syrup drips (OpenMoji's: 1 at y 56)
    expect(crossings(grid, [0.5, 56], [71.5, 56])).toBeGreaterThanOrEqual(9);
  });

  it('draws the popcorn as a striped bucket with puffs heaped over it, each puff an area', async () => {
    await expectBakeBasics('1F37F', 20);
    const grid = await printed(table['1F37F']);
    // across the bucket: two fallen puffs, the stripes, the face's label (OpenMoji's: 0)
    expect(crossings(grid, [0.5, 62], [71.5, 62])).toBeGreaterThanOrEqual(12);
    // across the heap: puff after puff (OpenMoji's: 3)
    expect(crossings(grid, [0.5, 18], [71.5, 18])).toBeGreaterThanOrEqual(8);
  });

  it('draws the french fries standing in a carton, each fry an area, a ketchup dip beside', async () => {
    await expectBakeBasics('1F35F', 16);
    const grid = await printed(table['1F35F']);
    // across the fries over the carton: each fry's two edges (OpenMoji's one outline: fewer)
    expect(crossings(grid, [0.5, 24], [71.5, 24])).toBeGreaterThanOrEqual(12);
    // the carton is a dish of its own: no plate under it
    expect(underThing('1F35F')).toBe('none');
  });

  it('draws the honey pot with honey over its rim, a dipper, a tied cloth, a heart label and a bee', async () => {
    await expectBakeBasics('1F36F', 18);
    const grid = await printed(table['1F36F']);
    // down the middle: the honey heap, the rim, a drip, the cloth and its string, the face, the label and heart
    // (OpenMoji's: 4)
    expect(crossings(grid, [36, 0.5], [36, 71.5])).toBeGreaterThanOrEqual(10);
    // across the neck: the cloth, its string and the bow (OpenMoji's: 3)
    expect(crossings(grid, [0.5, 22], [71.5, 22])).toBeGreaterThanOrEqual(6);
  });
});
