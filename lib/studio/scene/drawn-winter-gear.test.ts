// The winter gear and the kite drawn by us (scripts/drawn-motifs/winter-gear-*.ts) in the built table: the ice skate,
// the skis, the sled and the kite, each big in its box with its parts as areas to colour (a skate's laces and
// eyelets, the skis' chevrons, the sled's slats, the kite's panels and bows) and no solid black but eyes. Fluent's
// skate, sled and kite and OpenMoji's skis were one or a few plain areas each.
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, expectKawaiiFaces, printed, solidBlack, table } from '../testing/motif-raster';

/** The family's face (kawaii-face.ts): a smile standing free, a patch kept clear of an adult page's fill, two eyes. */

describe('the winter gear drawn by us', () => {
  // Fluent's skate was one plain outline of a boot on a blade (a single area).
  it('draws the ice skate as a laced boot with a fur cuff, a knitted band and pom-poms on a blade on posts', async () => {
    const m = table['26F8'];
    expect(areaCount('26F8')).toBeGreaterThanOrEqual(40);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(66);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(66);
    const grid = await printed(m);
    // across the knitted band: its edges, three diamonds and the dots between them, then the laces, the eyelets
    // and a pom-pom (Fluent's boot crossed 2 lines here)
    expect(crossings(grid, [0.5, 22], [71.5, 22])).toBeGreaterThanOrEqual(10);
    // down through the ankle: the cuff, the band, a diamond, the lacing, the heart, the sole, the plate, the blade
    expect(crossings(grid, [30, 0.5], [30, 71.5])).toBeGreaterThanOrEqual(12);
    expect(await solidBlack('26F8')).toBe(0);
  });

  // OpenMoji's skis were one boot at an odd angle on one plank (7 areas, 52 units tall).
  it('draws a pair of skis with curled tips and chevrons, two poles with grips and baskets, and two ski boots', async () => {
    const m = table['1F3BF'];
    expect(areaCount('1F3BF')).toBeGreaterThanOrEqual(45);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(66);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(66);
    const grid = await printed(m);
    // along the near ski: its tail cap, the chevrons, the boot's sole blocks, the curl (the old art had nothing here)
    expect(crossings(grid, [0.5, 63.5], [71.5, 63.5])).toBeGreaterThanOrEqual(14);
    // down through the near boot's heel: a pole and its grip, the boot's cuff and buckles, the far ski, the near one
    expect(crossings(grid, [20, 0.5], [20, 71.5])).toBeGreaterThanOrEqual(12);
    expect(await solidBlack('1F3BF')).toBe(0);
  });

  // Fluent's sled printed as a plain bench: one area, its struts inked solid.
  it('draws a wooden sled with slats, curled runners and struts, a teddy bear in a scarf riding it', async () => {
    const m = table['1F6F7'];
    expect(areaCount('1F6F7')).toBeGreaterThanOrEqual(40);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(66);
    const grid = await printed(m);
    // across the near side of the seat: the runners' curls and the rope
    expect(crossings(grid, [0.5, 45], [71.5, 45])).toBeGreaterThanOrEqual(9);
    // down through the bear and the sled: ears, head, face, scarf, body, a foot, the slats, the board, a strut,
    // the runners (Fluent's bench crossed 9 lines here)
    expect(crossings(grid, [31, 0.5], [31, 71.5])).toBeGreaterThanOrEqual(13);
    await expectKawaiiFaces('1F6F7', { black: [8, 25] });
  });

  // Fluent's kite was a bare diamond with three bows on a loose tail (one area).
  it('draws the kite with a face, panels split by its spars, shapes on them, a wavy tail with bows and a string', async () => {
    const m = table['1FA81'];
    expect(areaCount('1FA81')).toBeGreaterThanOrEqual(20);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(66);
    const grid = await printed(m);
    // down the kite right of its middle: panels, spars, the face patch, a star and a heart
    expect(crossings(grid, [45, 0.5], [45, 71.5])).toBeGreaterThanOrEqual(11);
    // across the tail: the string and the bows' wings and knots
    expect(crossings(grid, [0.5, 66], [71.5, 66])).toBeGreaterThanOrEqual(6);
    await expectKawaiiFaces('1FA81', { black: [8, 25] });
  });
});
