// The sweets drawn by us (scripts/drawn-motifs/sweets.ts) in the built table: the wrapped candy, the swirl
// lollipop, the half unwrapped chocolate bar and the moon cake on its plate, each big in its box with its parts as
// areas to colour (pleats, stripes, spiral bands, squares, foil, flutes, petals), the house's face, and no solid
// black but the eyes. OpenMoji's printed as plain shapes: a ball between two wavy lines, a spiral line in a
// circle, a rectangle over a card, a flat disc with a knot.
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, crossingsAlong, expectKawaiiFaces, longSide, printed, silhouetteRuns, table } from '../testing/motif-raster';
import { underThing } from './subject-kinds';

/** The family's face: a smile standing free, an outline kept clear of an adult page's fill, two eyes the only black. */
/** The long side of a motif's bounds. */

describe('the sweets drawn by us', () => {
  // OpenMoji's candy was a ball between two wavy bows of line, three areas in all (lying level:
  // drawn-food-shapes.test.ts).
  it('draws the candy as a wrapped sweet lying level: pleated twisted ends, knots, stripes and a face', async () => {
    expect(areaCount('1F36C')).toBeGreaterThanOrEqual(14);
    expect(longSide('1F36C')).toBeGreaterThan(68);
    const grid = await printed(table['1F36C']);
    // down the left end: its four pleats (OpenMoji's bow crossed 2 lines down its end)
    expect(crossings(grid, [4, 16], [4, 56])).toBeGreaterThanOrEqual(5);
    // across it a little below the middle: both fans' pleats, the knots, the stripes, the cheeks
    expect(crossings(grid, [0.5, 40], [71.5, 40])).toBeGreaterThanOrEqual(12);
    await expectKawaiiFaces('1F36C', { black: [15, 30] });
  });

  // OpenMoji's lollipop was a spiral line in a circle over a bare line for a stick, no area at all.
  it('draws the lollipop with spiral bands as areas, a round middle with a face and a bow on its stick', async () => {
    expect(areaCount('1F36D')).toBeGreaterThanOrEqual(13);
    expect(longSide('1F36D')).toBeGreaterThan(68);
    const grid = await printed(table['1F36D']);
    // across the swirl above the face: the rim, the bands' edges, the shine, the middle (OpenMoji's: 3)
    expect(crossings(grid, [0.5, 20], [71.5, 20])).toBeGreaterThanOrEqual(9);
    // across the bow's tails and the stick between them (OpenMoji's stick ended above: 0)
    expect(crossings(grid, [0.5, 66], [71.5, 66])).toBeGreaterThanOrEqual(7);
    await expectKawaiiFaces('1F36D', { black: [15, 30] });
  });

  // OpenMoji's chocolate bar was a rectangle with four open squares over a plain card, no area at all.
  it('draws the chocolate bar half unwrapped: raised squares, a bite, torn foil, the paper sleeve and a face', async () => {
    const m = table['1F36B'];
    expect(areaCount('1F36B')).toBeGreaterThanOrEqual(20);
    expect(longSide('1F36B')).toBeGreaterThan(68);
    const grid = await printed(m);
    // down the left column: four blocks each with its top face, the torn foil, the sleeve's bands (OpenMoji's: 7)
    expect(crossings(grid, [26, 0.5], [26, 71.5])).toBeGreaterThanOrEqual(15);
    // across the second row: the bar's sides and two blocks with their top faces (OpenMoji's: 2)
    expect(crossings(grid, [0.5, 20], [71.5, 20])).toBeGreaterThanOrEqual(8);
    // the bite: along the top the bar stops short of its right side
    const top = await silhouetteRuns(m, 3, 0, 72);
    expect(top).toHaveLength(1);
    expect(top[0][0] + top[0][1]).toBeLessThan(50);
    await expectKawaiiFaces('1F36B', { black: [15, 30] });
  });

  // OpenMoji's moon cake was a flat scalloped disc with a lucky knot, two areas.
  it('draws the moon cake from a little above on its own plate: fluted side, a flower in relief and a face', async () => {
    const m = table['1F96E'];
    expect(areaCount('1F96E')).toBeGreaterThanOrEqual(28);
    expect(longSide('1F96E')).toBeGreaterThan(68);
    const grid = await printed(m);
    // along the middle of its side, front from right to left: the flutes' edges
    const side: [number, number][] = Array.from({ length: 41 }, (_, i) => {
      const a = 0.15 + ((Math.PI - 0.3) * i) / 40;
      return [36 + 30.4 * Math.cos(a), 25.4 + 17.4 * Math.sin(a) + 5.5];
    });
    expect(crossingsAlong(grid, side)).toBeGreaterThanOrEqual(8);
    // across the top above the face: the rim, the raised border, petals and dots (OpenMoji's: 4)
    expect(crossings(grid, [0.5, 18], [71.5, 18])).toBeGreaterThanOrEqual(8);
    await expectKawaiiFaces('1F96E', { black: [15, 30] });
    // drawn on its own plate, so the table gives it none
    expect(underThing('1F96E')).toBe('none');
  });
});
