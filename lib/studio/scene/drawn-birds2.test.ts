// The eagle, the swan, the goose and the lizard drawn by us (scripts/drawn-motifs/birds-and-gecko.ts) in the built
// table: whole, side-on, their feathers (or spots and toe pads) as areas to colour, a face with a smile standing
// free and kept clear of an adult page's fill, and no solid black but the eyes. Fluent's printed as flat
// silhouettes: one area each, no smile, no clear face.
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, freeStandingStrokes, printed, solidBlack, table } from '../testing/motif-raster';

/** Big in the box, one eye with its shine the only black, a smile standing free, a face kept clear of the fill. */
async function expectWhole(id: string, black: [number, number]) {
  const m = table[id];
  expect(Math.max(m.b[2] - m.b[0], m.b[3] - m.b[1])).toBeGreaterThanOrEqual(66);
  expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
  expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
  const dots = await solidBlack(id);
  expect(dots).toBeGreaterThan(black[0]);
  expect(dots).toBeLessThan(black[1]);
}

describe('the eagle, the swan, the goose and the lizard drawn by us', () => {
  // Fluent's eagle was a head glued to a box with a quarter disc for a wing (one area, 13.6 units of black).
  it('draws the eagle perched: a white ruffed head, a hooked beak, a wing in rows, a tail, talons on a branch', async () => {
    expect(areaCount('1F985')).toBeGreaterThanOrEqual(24);
    const grid = await printed(table['1F985']);
    // from the shoulder down the wing to its tip: the coverts' two scalloped rows and the long flight feathers
    // (Fluent's crossed 2 lines)
    expect(crossings(grid, [37, 28], [60, 65])).toBeGreaterThanOrEqual(5);
    // across the branch under the feet: the toes and their talons, the tail feathers (Fluent's: none)
    expect(crossings(grid, [0.5, 60], [71.5, 60])).toBeGreaterThanOrEqual(12);
    await expectWhole('1F985', [5, 12]);
  });

  // Fluent's swan was a thick doubled outline with nothing inside (one area, 23 units of black).
  it('draws the swan floating: an S neck, a beak with its knob, a wing of layered feathers', async () => {
    expect(areaCount('1F9A2')).toBeGreaterThanOrEqual(9);
    const grid = await printed(table['1F9A2']);
    // along the wing from the shoulder to its tip: two scalloped rows and the flight feathers (Fluent's: none)
    expect(crossings(grid, [25, 51], [67, 33])).toBeGreaterThanOrEqual(5);
    // the knob at the beak's base is an area, not black
    expect(table['1F9A2'].f).toMatch(/<path d="M[\d.]+ [\d.]+A2\.6 1\.8 -20 /);
    await expectWhole('1F9A2', [4, 12]);
  });

  // Fluent's goose was a doubled outline with one arc for a wing (one area, 13.8 units of black).
  it('draws the goose walking: a long neck, a beak in two halves, a wing in rows, webbed feet', async () => {
    expect(areaCount('1FABF')).toBeGreaterThanOrEqual(11);
    const grid = await printed(table['1FABF']);
    // across the body through the wing: the shoulder, its scalloped rows, the flight feathers (Fluent's: 6)
    expect(crossings(grid, [0.5, 46], [71.5, 46])).toBeGreaterThanOrEqual(8);
    // the webbed feet: each toe a line from the ankle to the web's notch
    expect(crossings(grid, [0.5, 67], [71.5, 67])).toBeGreaterThanOrEqual(4);
    await expectWhole('1FABF', [5, 12]);
  });

  // Fluent's lizard was a flat cut-out seen from above (one area, 26.9 units of black).
  it('draws the gecko walking: a big eye, spots, toe pads as areas, a banded tail curling up', async () => {
    expect(areaCount('1F98E')).toBeGreaterThanOrEqual(44);
    const grid = await printed(table['1F98E']);
    // across the feet: toes with their round pads (Fluent's crossed 2 lines)
    expect(crossings(grid, [0.5, 61], [71.5, 61])).toBeGreaterThanOrEqual(10);
    // across the back and the tail's curl: the spots, the tail's bands (Fluent's: 5)
    expect(crossings(grid, [0.5, 40], [71.5, 40])).toBeGreaterThanOrEqual(9);
    // one big eye with its shine: more black than the birds', less than Fluent's two
    await expectWhole('1F98E', [15, 25]);
  });
});
