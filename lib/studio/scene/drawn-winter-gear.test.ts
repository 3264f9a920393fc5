// The winter gear and the kite drawn by us (scripts/drawn-motifs/winter-gear-*.ts) in the built table: the ice skate,
// the skis, the sled and the kite, each big in its box with its parts as areas to colour (a skate's laces and
// eyelets, the skis' stripes and bindings, the sled's slats, the kite's panels and bows) and no solid black but eyes. Fluent's
// skate, sled and kite and OpenMoji's skis were one or a few plain areas each.
import { describe, expect, it } from 'vitest';
import { areaCount, columnRuns, crossings, expectKawaiiFaces, printed, raster, runs, solidBlack, table } from '../testing/motif-raster';

const silhouette = (id: string) => raster(`<g fill="#000">${table[id].f}</g>`);

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

  // OpenMoji's skis were one boot at an odd angle on one plank (7 areas, 52 units tall); our first pair lay on the
  // snow under crossed poles and boots, a tangle that did not read.
  it('draws a pair of skis standing crossed, tips up, a pole standing at each side and a pair of ski boots', async () => {
    const m = table['1F3BF'];
    expect(areaCount('1F3BF')).toBeGreaterThanOrEqual(25);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(66);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(66);
    const sil = await silhouette('1F3BF');
    // between the poles the skis make an X: two tips apart near the top, one crossing, two tails apart below
    const between = (y: number) => runs(sil, y, 16, 56);
    expect(between(12)).toHaveLength(2);
    for (const [, w] of between(12)) expect(w).toBeGreaterThan(7);
    expect(between(30)).toHaveLength(1);
    expect(between(50)).toHaveLength(2);
    // each pole stands upright: one run of ink from its grip to its basket (the first pair's crossed: 6 and 3)
    for (const x of [9, 63]) expect(columnRuns(sil, x, 0, 72)).toBe(1);
    // down through the boots' middle: the skis' crossing, the cuffs and buckles, the shells and soles
    expect(crossings(await printed(m), [26, 0.5], [26, 71.5])).toBeGreaterThanOrEqual(10);
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
