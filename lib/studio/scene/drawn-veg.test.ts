// The tomato, the peach, the avocado, the broccoli and the eggplant drawn by us (scripts/drawn-motifs/veg.ts) in
// the built table: each big in its box, its parts closed areas to colour (sepals, leaves, a blush, the stone and
// its hollow, the crown's clusters, shines), the family's face kept clear of an adults' fill, and no solid black
// but its eyes. OpenMoji printed them as plain shapes of two to six areas; every check here fails on those.
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, crossingsAlong, expectKawaiiFaces, longSide, printed, table } from '../testing/motif-raster';

/** The size of a motif on its long side, in units of the 72-unit box. */
/** A ring of points round (cx, cy), `r` from it. */
const ring = (cx: number, cy: number, r: number) =>
  Array.from({ length: 121 }, (_, i): [number, number] => [cx + r * Math.cos((i * Math.PI) / 60), cy + r * Math.sin((i * Math.PI) / 60)]);
/** Each motif's face: a smile standing free, a clear oval for an adults' fill, eyes the only black. */

describe('the tomato, peach, avocado, broccoli and eggplant drawn by us', () => {
  // OpenMoji's tomato was a round with a crescent under a small cap: two areas.
  it('draws the tomato with a star of sepals round its stalk, a shine and a face', async () => {
    const m = table['1F345'];
    expect(areaCount('1F345')).toBeGreaterThanOrEqual(12);
    expect(longSide('1F345')).toBeGreaterThanOrEqual(66);
    const grid = await printed(m);
    // round the calyx's hub: the edges of its sepals, one after another
    expect(crossingsAlong(grid, ring(36, 21.6, 8))).toBeGreaterThanOrEqual(9);
    // across the left shoulder: the tomato's edge and the shine's two
    expect(crossings(grid, [2, 42], [26, 42])).toBeGreaterThanOrEqual(3);
    // down the top of the stalk: its cut end as an area of its own
    expect(crossings(grid, [40, 1], [40, 6])).toBeGreaterThanOrEqual(3);
    await expectKawaiiFaces('1F345', { black: [10, 45] });
  });

  // OpenMoji's peach was a round with two curves under two flat leaves, no veins.
  it('draws the peach with its cleft, a blush, a shine and two veined leaves', async () => {
    const m = table['1F351'];
    expect(areaCount('1F351')).toBeGreaterThanOrEqual(7);
    expect(longSide('1F351')).toBeGreaterThanOrEqual(66);
    const grid = await printed(m);
    // along both leaves beside their midribs: their edges and the veins
    expect(crossings(grid, [8, 8], [64, 8])).toBeGreaterThanOrEqual(9);
    // across the peach above the face: its edge, the shine, the cleft, the blush
    expect(crossings(grid, [4, 35], [68, 35])).toBeGreaterThanOrEqual(7);
    await expectKawaiiFaces('1F351', { black: [10, 45] });
  });

  // OpenMoji's avocado was a half as two outlines and a ring for the stone: two areas.
  it('draws the avocado as a half with rim, flesh and a stone in its hollow, the other half behind', async () => {
    const m = table['1F951'];
    expect(areaCount('1F951')).toBeGreaterThanOrEqual(9);
    expect(longSide('1F951')).toBeGreaterThanOrEqual(66);
    const grid = await printed(m);
    // across both halves under the faces' eyes: each half's skin, flesh and hollow or stone
    expect(crossings(grid, [2, 50], [70, 50])).toBeGreaterThanOrEqual(11);
    // from inside the stone out to the left: the stone, its hollow, the flesh and the skin
    expect(crossings(grid, [20, 48.6], [1, 48.6])).toBeGreaterThanOrEqual(4);
    await expectKawaiiFaces('1F951', { black: [10, 45] });
  });

  // OpenMoji's broccoli was one cloud on a stub: six areas, no clusters to tell apart.
  it('draws the broccoli as a crown of bumpy clusters on a stem that branches up into them', async () => {
    const m = table['1F966'];
    expect(areaCount('1F966')).toBeGreaterThanOrEqual(14);
    expect(longSide('1F966')).toBeGreaterThanOrEqual(66);
    const grid = await printed(m);
    // across the crown through the face's cluster: cluster after cluster, with their floret marks
    expect(crossings(grid, [1, 30], [71, 30])).toBeGreaterThanOrEqual(10);
    // under the crown: the branches and the stem
    expect(crossings(grid, [8, 46], [64, 46])).toBeGreaterThanOrEqual(6);
    await expectKawaiiFaces('1F966', { black: [10, 45] });
  });

  // OpenMoji's eggplant was a bean with a cap: five areas.
  it('draws the eggplant with a cap of pointed sepals, a curved stalk, shines and a face', async () => {
    const m = table['1F346'];
    expect(areaCount('1F346')).toBeGreaterThanOrEqual(11);
    expect(longSide('1F346')).toBeGreaterThanOrEqual(66);
    const grid = await printed(m);
    // round the cap: the edges of its sepals
    expect(crossingsAlong(grid, ring(51, 15.6, 10))).toBeGreaterThanOrEqual(7);
    // corner to corner along the body: its edges, the shines, the cap, the stalk
    expect(crossings(grid, [10, 68], [62, 10])).toBeGreaterThanOrEqual(8);
    await expectKawaiiFaces('1F346', { black: [10, 45] });
  });
});
