// The birthday cake, the mouse and the snake drawn by us (scripts/drawn-motifs/cake-mouse-snake.ts) in the built
// table: each big in its box, its parts closed areas to colour (the cake's beads, candles and sprinkles, the
// mouse's ears and cheese holes, the snake's diamonds), the house's kawaii face, and no solid black but the eyes.
// Fluent's were flat shapes printed as one outline each: a box cake, a side-on mouse blob, an S-shaped tube.
import { describe, expect, it } from 'vitest';
import { FLUENT } from '../../../scripts/studio-motif-choice';
import { areaCount, crossings, expectKawaiiFaces, printed, table } from '../testing/motif-raster';

/** The kawaii face: a smile standing free, a patch kept clear of an adult page's fill, two eyes the only black. */
async function expectFace(id: string) {
  const m = table[id];
  // two pupils, each with its shine cut out (two arcs for the pupil, two for the shine)
  expect(m.d.match(/a[\d.]+ [\d.]+ 0 1 [01] /g)!.length).toBe(8);
  // square units: two eyes about 5 across, nothing else solid
  await expectKawaiiFaces(id, { black: [20, 45] });
}

const size = (id: string) => {
  const [x0, y0, x1, y1] = table[id].b;
  return [x1 - x0, y1 - y0];
};

describe('the party cake, the mouse and the snake drawn by us', () => {
  it('no longer come from Fluent', () => {
    for (const id of ['1F382', '1F401', '1F40D']) expect(FLUENT.has(id), id).toBe(false);
  });

  // Fluent's cake was a plain box under a wavy band with three candles: one outline, 11 lines down its middle.
  it('draws a two-tier birthday cake on a stand: dripping icing, piped beads, sprinkles, striped candles, a face', async () => {
    const m = table['1F382'];
    expect(areaCount('1F382')).toBeGreaterThanOrEqual(50);
    const [w, h] = size('1F382');
    expect(w).toBeGreaterThan(66);
    expect(h).toBeGreaterThan(68);
    const grid = await printed(m);
    // down the middle: a flame and its inner flame, the wick, a candle and its stripes, the top tier's icing and a
    // drip, its beads, the bottom tier's icing, the smile, its beads, the plate, the lace, the neck and the foot
    expect(crossings(grid, [36, 0.5], [36, 71.5])).toBeGreaterThanOrEqual(15);
    // across each tier's foot: a row of piped beads, each an area (Fluent's: the box's two sides)
    expect(crossings(grid, [0.5, 58.6], [71.5, 58.6])).toBeGreaterThanOrEqual(14);
    expect(crossings(grid, [0.5, 36.4], [71.5, 36.4])).toBeGreaterThanOrEqual(14);
    // the stand's lace of scallops under the plate
    expect(crossings(grid, [0.5, 63.6], [71.5, 63.6])).toBeGreaterThanOrEqual(16);
    await expectFace('1F382');
  });

  // Fluent's mouse was a grey blob side-on with one eye and a stick tail.
  it('draws a mouse sitting up: round ears with inner ears, whiskers, a cheese with holes in its paws, a tail', async () => {
    const m = table['1F401'];
    expect(areaCount('1F401')).toBeGreaterThanOrEqual(20);
    const [w, h] = size('1F401');
    expect(Math.max(w, h)).toBeGreaterThan(68);
    const grid = await printed(m);
    // across the ears: each ear's outer and inner edges on both sides, and the head between them
    expect(crossings(grid, [0.5, 13.4], [71.5, 13.4])).toBeGreaterThanOrEqual(10);
    // down beside the face, past the head's outline: three whiskers
    expect(crossings(grid, [12.6, 26], [12.6, 44])).toBeGreaterThanOrEqual(3);
    expect(crossings(grid, [59.4, 26], [59.4, 44])).toBeGreaterThanOrEqual(3);
    // across the cheese: the body, the paws, the cheese's edges and two holes, the tail
    expect(crossings(grid, [0.5, 57.4], [71.5, 57.4])).toBeGreaterThanOrEqual(10);
    await expectFace('1F401');
  });

  // Fluent's snake was a flat S-shaped tube with a dot of an eye.
  it('draws a coiled snake: two coils with diamonds along them, a neck rising to a round head, a forked tongue', async () => {
    const m = table['1F40D'];
    expect(areaCount('1F40D')).toBeGreaterThanOrEqual(18);
    const [w, h] = size('1F40D');
    expect(Math.max(w, h)).toBeGreaterThan(68);
    const grid = await printed(m);
    // along each coil: its two ends and a row of diamonds, each an area (Fluent's: 2 and 4 lines)
    expect(crossings(grid, [0.5, 65], [71.5, 65])).toBeGreaterThanOrEqual(13);
    expect(crossings(grid, [0.5, 48.6], [71.5, 48.6])).toBeGreaterThanOrEqual(12);
    // down the middle: a diamond on the crown, the head and its smile, the tongue, both coils
    expect(crossings(grid, [36, 0.5], [36, 71.5])).toBeGreaterThanOrEqual(11);
    // the tongue's two prongs under the chin
    expect(crossings(grid, [26, 36.6], [40, 36.6])).toBeGreaterThanOrEqual(4);
    await expectFace('1F40D');
  });
});
