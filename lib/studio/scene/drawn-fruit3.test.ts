// The pear, the tangerine, the lemon, the ear of corn and the hot dog drawn by us (scripts/drawn-motifs/
// fruit-snacks.ts) in the built table: each big in its box, its parts closed areas to colour (speckles, pores,
// segments, kernels, husks, grill marks and mustard), the family's face kept clear of an adults' fill, and no solid
// black but its eyes. OpenMoji printed them as plain shapes of two to five areas; every check here fails on those.
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, crossingsAlong, expectKawaiiFaces, longSide, printed, table } from '../testing/motif-raster';

/** The size of a motif on its long side, in units of the 72-unit box. */
/** Each motif's face: a smile standing free, a clear oval for an adults' fill, eyes the only black. */

describe('the pear, tangerine, lemon, corn and hot dog drawn by us', () => {
  // OpenMoji's pear was a bare outline with one crescent: two areas, nothing inside.
  it('draws the pear with a stalk, a veined leaf, speckles as areas, a shine and a face', async () => {
    const m = table['1F350'];
    expect(areaCount('1F350')).toBeGreaterThanOrEqual(14);
    expect(longSide('1F350')).toBeGreaterThanOrEqual(66);
    const grid = await printed(m);
    // across the bottom of the belly: its edges and two speckles, each a closed area
    expect(crossings(grid, [5, 64.3], [67, 64.3])).toBeGreaterThanOrEqual(6);
    // along the leaf beside its midrib: its edge and the veins
    expect(crossings(grid, [42, 8.4], [62, 5.6])).toBeGreaterThanOrEqual(5);
    await expectKawaiiFaces('1F350', { black: [10, 45] });
  });

  // OpenMoji's tangerine was a circle with three little rings and a leaf.
  it('draws the tangerine round and dimpled with pores as areas, a calyx, two veined leaves and a face', async () => {
    const m = table['1F34A'];
    expect(areaCount('1F34A')).toBeGreaterThanOrEqual(25);
    expect(longSide('1F34A')).toBeGreaterThanOrEqual(66);
    const grid = await printed(m);
    // across both leaves: their edges and veins
    expect(crossings(grid, [3, 10], [69, 10])).toBeGreaterThanOrEqual(9);
    // across the peel under the face: its edges and the pores
    expect(crossings(grid, [6, 64], [66, 64])).toBeGreaterThanOrEqual(6);
    await expectKawaiiFaces('1F34A', { black: [10, 45] });
  });

  // OpenMoji's lemon was an oval with a nub at each end and some edge lines.
  it('draws the lemon with a leaf and pores beside a slice whose segments are areas', async () => {
    const m = table['1F34B'];
    expect(areaCount('1F34B')).toBeGreaterThanOrEqual(20);
    expect(longSide('1F34B')).toBeGreaterThanOrEqual(66);
    const grid = await printed(m);
    // round the slice between its core and its pith: nine segments, two edges each
    const ring = Array.from({ length: 121 }, (_, i): [number, number] => [52.6 + 8 * Math.cos((i * Math.PI) / 60), 54.6 + 8 * Math.sin((i * Math.PI) / 60)]);
    expect(crossingsAlong(grid, ring)).toBeGreaterThanOrEqual(18);
    // from the slice's middle out to its edge: the core, a segment, the pith and the rind
    expect(crossings(grid, [52.6, 54.6], [69.4, 54.6])).toBeGreaterThanOrEqual(5);
    await expectKawaiiFaces('1F34B', { black: [10, 45] });
  });

  // OpenMoji's corn was a cob as two flat leaves: five plain areas, no kernels.
  it('draws the ear of corn with its kernels as areas in rows and husks peeling back on both sides', async () => {
    const m = table['1F33D'];
    expect(areaCount('1F33D')).toBeGreaterThanOrEqual(30);
    expect(longSide('1F33D')).toBeGreaterThanOrEqual(66);
    const grid = await printed(m);
    // down a row of kernels above the face: one kernel after another
    expect(crossings(grid, [30, 2], [30, 30])).toBeGreaterThanOrEqual(6);
    // across the cob above the face: back husks either side, the cob's edges and each kernel of a row
    expect(crossings(grid, [1, 20], [71, 20])).toBeGreaterThanOrEqual(10);
    // across the cob's foot: the husks on both sides with their veins, the kernels between them
    expect(crossings(grid, [1, 42], [71, 42])).toBeGreaterThanOrEqual(12);
    await expectKawaiiFaces('1F33D', { black: [10, 45] });
  });

  // OpenMoji's hot dog was two sausage outlines and a wavy line (its shape: drawn-food-shapes.test.ts).
  it('draws the hot dog lying level in a split bun with a mustard zigzag as an area', async () => {
    const m = table['1F32D'];
    expect(areaCount('1F32D')).toBeGreaterThanOrEqual(7);
    expect(longSide('1F32D')).toBeGreaterThanOrEqual(66);
    // level, a long thing lying across its box (tipped up, it stood on one end on its plate;
    // drawn-food-shapes.test.ts), and deep enough to colour: over half as tall as it is long
    expect(m.b[2] - m.b[0]).toBeGreaterThan(68);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(0.5 * (m.b[2] - m.b[0]));
    // down across the middle: the back bun's crust and cut face, the sausage, the mustard, the front bun's cut and crust
    expect(crossings(await printed(m), [30, 4], [30, 68])).toBeGreaterThanOrEqual(8);
    await expectKawaiiFaces('1F32D', { black: [10, 45] });
  });
});
