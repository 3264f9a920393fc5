// The knight, the superhero, the ninja and the robot drawn by us (scripts/drawn-motifs/figures-*.ts) in the built
// table: round and friendly as a picture book draws them, in the look of the clown, the zombie and the angel, with
// the house's kawaii face (eyes with a shine) kept clear of an adults' fill, their gear as areas of its own, and no
// solid black but the eyes. Before, all four were boxy toy-block figures: a square body on post legs, two dot eyes
// and a line for a smile.
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, expectKawaiiFaces, longSide, printed, table } from '../testing/motif-raster';
import { KNIGHT_ID } from './people';

/** The eyes are the house's, each with a shine cut out of it (figures-kit.ts `eye`): before, two plain dots. */
const shinyEyes = (id: string) => table[id].d.match(/Zm/g)?.length ?? 0;

describe('the heroes drawn by us', () => {
  it('draws the knight with a plumed helmet, its visor up, plated armour, a sword and a shield with a crest', async () => {
    expect(areaCount(KNIGHT_ID)).toBeGreaterThanOrEqual(45); // before: 25
    const grid = await printed(table[KNIGHT_ID]);
    // down the shield through its border and the crown on it, its jewels and its band (before: 4, a cross)
    expect(crossings(grid, [52.6, 30], [52.6, 60])).toBeGreaterThanOrEqual(8);
    // down the sword: the blade and its fuller, the cross-guard, the gauntlet, the grip, the pommel (before: 2)
    expect(crossings(grid, [16.4, 6], [16.4, 58])).toBeGreaterThanOrEqual(8);
    // across the chest: the blade, the layered shoulder plates, the breastplate, the shield (before: 8)
    expect(crossings(grid, [8, 34], [64, 34])).toBeGreaterThanOrEqual(11);
    // across the knees: the plated legs and their round knee guards (before: 2)
    expect(crossings(grid, [20, 55], [52, 55])).toBeGreaterThanOrEqual(8);
    // down through the plume's three feathers, one over the other (before: 2, one plume)
    expect(crossings(grid, [44, 0], [44, 7.4])).toBeGreaterThanOrEqual(4);
    expect(longSide(KNIGHT_ID)).toBeGreaterThanOrEqual(64);
    expect(shinyEyes(KNIGHT_ID)).toBe(2);
    // the visor is up: the whole face shows in the helmet's opening (before: 5.6 square units, two dots)
    await expectKawaiiFaces(KNIGHT_ID, { black: [12, 20] });
  });

  it('draws the superhero ready to fly: a fist up, a cape in the wind, a mask, a badge, a belt and boots', async () => {
    const id = '1F9B8';
    expect(areaCount(id)).toBeGreaterThanOrEqual(30); // before: 19
    const grid = await printed(table[id]);
    // down through the fist raised to the sky, its glove's cuff, the arm (before: nothing there)
    expect(crossings(grid, [54.5, 2], [54.5, 34])).toBeGreaterThanOrEqual(5);
    // across the cape blown out to the side: its edges and its folds (before: 1)
    expect(crossings(grid, [0.5, 44], [24, 44])).toBeGreaterThanOrEqual(5);
    // across the mask: its tails, its edges, its eyeholes, the eyes (before: 2)
    expect(crossings(grid, [14, 18.3], [58, 18.3])).toBeGreaterThanOrEqual(9);
    // down the chest through the badge and its lightning bolt (before: 3, a star)
    expect(crossings(grid, [36, 28], [36, 42])).toBeGreaterThanOrEqual(7);
    expect(longSide(id)).toBeGreaterThanOrEqual(64);
    expect(shinyEyes(id)).toBe(2);
    // the eyes show through the mask's holes (before: 7.5 square units, two dots)
    await expectKawaiiFaces(id, { black: [12, 18] });
  });

  it('draws the kid ninja with a mask showing the eyes, headband tails, a belt and throwing stars', async () => {
    const id = '1F977';
    expect(areaCount(id)).toBeGreaterThanOrEqual(32); // before: 24
    const grid = await printed(table[id]);
    // down through the two throwing stars flying beside the raised hand, their holes (before: nothing there)
    expect(crossings(grid, [64.6, 2], [64.6, 30])).toBeGreaterThanOrEqual(6);
    // the star held up in the hand (before: nothing there)
    expect(crossings(grid, [56, 1], [56, 12])).toBeGreaterThanOrEqual(3);
    // across the chest: the arms, the jacket and its crossed front (before: 4)
    expect(crossings(grid, [14, 32], [60, 32])).toBeGreaterThanOrEqual(7);
    expect(longSide(id)).toBeGreaterThanOrEqual(64);
    expect(shinyEyes(id)).toBe(2);
    // the eyes in the slit between the headband and the mask, the smile sewn on the mask (before: 6.2 square units)
    await expectKawaiiFaces(id, { black: [14, 20] });
  });

  it('draws the robot round-cornered with a screen face, an antenna, dials and buttons, springy arms and feet', async () => {
    const id = '1F916';
    expect(areaCount(id)).toBeGreaterThanOrEqual(40); // before: 36
    const grid = await printed(table[id]);
    // across the head: the dials for ears (two rings each), the head, the screen, the cheeks, the eyes (before: 4)
    expect(crossings(grid, [10, 19], [62, 19])).toBeGreaterThanOrEqual(12);
    // across the chest panel: the dial, its needle, the buttons, the heart (before: 6)
    expect(crossings(grid, [20, 39], [52, 39])).toBeGreaterThanOrEqual(10);
    // along both springy arms, coil after coil (before: 2 and 2, two jointed sticks)
    expect(crossings(grid, [22, 38], [13.4, 47.6])).toBeGreaterThanOrEqual(5);
    expect(crossings(grid, [50, 37], [58.4, 26.6])).toBeGreaterThanOrEqual(4);
    expect(longSide(id)).toBeGreaterThanOrEqual(64);
    expect(shinyEyes(id)).toBe(2);
    await expectKawaiiFaces(id, { black: [10, 15] });
  });
});
