// The cowboy, the cowgirl, the pirate and the astronaut drawn by us (scripts/drawn-motifs/figures-cowboy.ts,
// figures-pirate.ts, figures-astronaut.ts) in the built table: round and friendly as a picture book draws them, with
// the house's kawaii face kept clear of an adults' fill, their clothes and gear as areas of their own, and no solid
// black but the eyes. Before, all four were boxy toy-block people: a rectangle body on post legs and stick arms, a
// round head with two dot eyes and a line for a smile; the cowboy's lasso a thin line loop, the pirate's stripes
// three lines across his shirt and his eye patch a black disc, the astronaut a box suit with round-cornered legs.
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, expectKawaiiFaces, longSide, printed, table } from '../testing/motif-raster';
import { COWBOY_ID, COWGIRL_ID, PIRATE_ID } from './people';

const ASTRONAUT_ID = '1F9D1-200D-1F680';

describe('the cowboy, the cowgirl, the pirate and the astronaut drawn by us', () => {
  it('draws the cowboy with a wide hat, a bandana, a vest with a star, fringed chaps, spurs and a lasso', async () => {
    expect(areaCount(COWBOY_ID)).toBeGreaterThanOrEqual(42); // before: 28
    const grid = await printed(table[COWBOY_ID]);
    // down through the lasso's loop, a rope ring (before: 2, a line)
    expect(crossings(grid, [61, 0.5], [61, 12])).toBeGreaterThanOrEqual(4);
    // across the brim curling up at both sides and the crown's band (before: 4)
    expect(crossings(grid, [0.5, 12], [71.5, 12])).toBeGreaterThanOrEqual(6);
    // down the middle from the chin: the bandana, the shirt, its buttons, the belt's buckle (before: 3)
    expect(crossings(grid, [36, 28], [36, 46])).toBeGreaterThanOrEqual(5);
    // across the chest: the sleeves, the vest's fronts, its pocket, the star badge (before: 4)
    expect(crossings(grid, [0.5, 41.6], [71.5, 41.6])).toBeGreaterThanOrEqual(9);
    // along both chaps' fringes (before: nothing there)
    expect(crossings(grid, [21.8, 50.6], [18.6, 59.2])).toBeGreaterThanOrEqual(5);
    expect(crossings(grid, [50.2, 50.6], [53.4, 59.2])).toBeGreaterThanOrEqual(5);
    // across the boots at the spurs: boots, shanks and rowels (before: 0, the boots ended above)
    expect(crossings(grid, [0.5, 66.4], [71.5, 66.4])).toBeGreaterThanOrEqual(5);
    expect(longSide(COWBOY_ID)).toBeGreaterThanOrEqual(64);
    // big kawaii eyes with a shine, the only black (before: 6.2 square units, two dots)
    await expectKawaiiFaces(COWBOY_ID, { black: [9, 15] });
  });

  it('draws the cowgirl with braids tied with bows and a fringed skirt', async () => {
    expect(areaCount(COWGIRL_ID)).toBeGreaterThanOrEqual(56); // before: 34
    const grid = await printed(table[COWGIRL_ID]);
    // down each braid's plaits and its bow (before: 2 and 1)
    expect(crossings(grid, [24.2, 24], [23.4, 44])).toBeGreaterThanOrEqual(6);
    expect(crossings(grid, [47.8, 24], [48.6, 44])).toBeGreaterThanOrEqual(6);
    // across the skirt's fringe (before: 4, the jeans' legs)
    expect(crossings(grid, [14, 61], [58, 61])).toBeGreaterThanOrEqual(12);
    // across the chest: the braids, the bows, the vest, the pocket, the star (before: 4)
    expect(crossings(grid, [0.5, 41.6], [71.5, 41.6])).toBeGreaterThanOrEqual(12);
    expect(crossings(grid, [61, 0.5], [61, 12])).toBeGreaterThanOrEqual(4);
    expect(crossings(grid, [0.5, 66.4], [71.5, 66.4])).toBeGreaterThanOrEqual(5);
    expect(longSide(COWGIRL_ID)).toBeGreaterThanOrEqual(64);
    await expectKawaiiFaces(COWGIRL_ID, { black: [9, 15] });
  });

  it('draws the pirate friendly: a tricorn with an anchor, a striped shirt, a sash, a cutlass and a parrot', async () => {
    expect(areaCount(PIRATE_ID)).toBeGreaterThanOrEqual(48); // before: 25
    const grid = await printed(table[PIRATE_ID]);
    // down the shirt's stripes, each an area (before: 2, lines stopping short of the side)
    expect(crossings(grid, [42, 33], [42, 45.4])).toBeGreaterThanOrEqual(5);
    // down the sash and the breeches under it (before: 2)
    expect(crossings(grid, [36, 44], [36, 54])).toBeGreaterThanOrEqual(4);
    // down the parrot on the shoulder: its crest, head, body, tail (before: nothing there)
    expect(crossings(grid, [19.6, 12], [19.6, 44])).toBeGreaterThanOrEqual(7);
    // across its head and hooked beak (before: nothing there)
    expect(crossings(grid, [0.5, 22.4], [26, 22.4])).toBeGreaterThanOrEqual(3);
    // across the cutlass held up (before: nothing there, it was held low)
    expect(crossings(grid, [50, 12], [71.5, 12])).toBeGreaterThanOrEqual(2);
    expect(longSide(PIRATE_ID)).toBeGreaterThanOrEqual(64);
    // two kawaii eyes, no black patch (before: 14.4 square units, most of it the patch)
    await expectKawaiiFaces(PIRATE_ID, { black: [9, 15] });
  });

  it('draws the astronaut in a puffy suit, the face in a round helmet, a backpack, pockets and a waving mitten', async () => {
    expect(areaCount(ASTRONAUT_ID)).toBeGreaterThanOrEqual(38); // before: 19
    const grid = await printed(table[ASTRONAUT_ID]);
    // across the helmet: its ear pieces, the shell, the window, the eyes, and the waving mitten (before: 4)
    expect(crossings(grid, [0.5, 19], [71.5, 19])).toBeGreaterThanOrEqual(8);
    // the mitten waving up beside the helmet, its thumb and cuff (before: nothing there)
    expect(crossings(grid, [48, 20.6], [71.5, 20.6])).toBeGreaterThanOrEqual(4);
    // across the chest: the backpack, the arm, the star patch, the control box (before: 6)
    expect(crossings(grid, [0.5, 39], [71.5, 39])).toBeGreaterThanOrEqual(9);
    // across the puffy thighs through their pockets (before: 4)
    expect(crossings(grid, [0.5, 55], [71.5, 55])).toBeGreaterThanOrEqual(7);
    // across the chunky boots over their soles (before: 0, the boots ended above)
    expect(crossings(grid, [0.5, 66.4], [71.5, 66.4])).toBeGreaterThanOrEqual(6);
    expect(longSide(ASTRONAUT_ID)).toBeGreaterThanOrEqual(64);
    // the face kept clear is the helmet's window (before: 7.8 square units, two dots)
    await expectKawaiiFaces(ASTRONAUT_ID, { black: [9, 15] });
  });
});
