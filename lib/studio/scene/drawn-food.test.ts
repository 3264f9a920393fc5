// The food and holiday motifs drawn by us (scripts/drawn-motifs/food.ts, food-taco.ts) in the built table: the carrot, the taco,
// the ice cream and the wrapped gift, each whole and filling its box with areas to colour, the features each
// emoji lacked (growth bands, a filling, a waffle grid, a ribbon and a bow), faces where they have one, and no
// solid black but eyes.
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, freeStandingStrokes, printed, solidBlack, table } from '../testing/motif-raster';

describe('the food and gift motifs drawn by us', () => {
  // Fluent's carrot was a cut wedge beside a blob of leaves, three areas in all.
  it('draws the carrot whole: fronds, a root cut into growth bands, a face', async () => {
    const m = table['1F955'];
    expect(areaCount('1F955')).toBeGreaterThanOrEqual(11);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(68);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(58);
    // down the root from under the face to the tip: five growth rings
    expect(crossings(await printed(m), [25, 45.6], [11.6, 64.2])).toBeGreaterThanOrEqual(5);
    // three fronds, each with a midrib
    expect(m.s.match(/M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){10}/g)!.length).toBeGreaterThanOrEqual(3);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
    expect(await solidBlack('1F955')).toBeLessThan(26); // square units: two eyes under 4 across
  });

  // OpenMoji's taco was a plain half disc under a row of bumps (its shape: drawn-food-shapes.test.ts).
  it('draws the taco as a shell with spots and a face holding lettuce, tomato, cheese and meat', async () => {
    const m = table['1F32E'];
    expect(areaCount('1F32E')).toBeGreaterThanOrEqual(20);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(66);
    // down it, left of the middle: the lettuce, a tomato, the front frill, the shell's spots and its bottom
    expect(crossings(await printed(m), [30, 10], [30, 71])).toBeGreaterThanOrEqual(6);
    // diced tomatoes and cheese shreds: rounded boxes
    expect(m.f.match(/Q[^Z]*Q[^Z]*Q[^Z]*Q[^Z]*Z/g)!.length).toBeGreaterThanOrEqual(7);
    expect(await solidBlack('1F32E')).toBeLessThan(36); // square units: two eyes about 4.6 across
  });

  // OpenMoji's ice cream was three small scoops in a footed cup.
  it('draws a big cone: a waffle grid of diamonds, two scoops, sprinkles as areas, a cherry and a face', async () => {
    const m = table['1F368'];
    expect(areaCount('1F368')).toBeGreaterThanOrEqual(35);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(70);
    const grid = await printed(m);
    // across the cone: the waffle's lines, both ways
    expect(crossings(grid, [10, 55], [62, 55])).toBeGreaterThanOrEqual(7);
    // down the middle: cherry, upper scoop, lower scoop, the rim and the waffle down to the tip
    expect(crossings(grid, [36, 2], [36, 70])).toBeGreaterThanOrEqual(10);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
    // sprinkles are areas to colour, the only solid black the two eyes
    expect(await solidBlack('1F368')).toBeLessThan(26);
  });

  // OpenMoji's wrapped gift was a box crossed by odd lines.
  it('draws the gift from above: a box under a lid, a ribbon over the lid and down both faces, a bow, stars', async () => {
    const m = table['1F381'];
    expect(areaCount('1F381')).toBeGreaterThanOrEqual(26);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(62);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(62);
    const grid = await printed(m);
    // across the box: its front's edges, the ribbon down the front, stars and dots, the side and its ribbon
    expect(crossings(grid, [2, 62], [70, 62])).toBeGreaterThanOrEqual(9);
    // across the bow: each loop's outline round its inner fold
    expect(crossings(grid, [2, 16], [70, 16])).toBeGreaterThanOrEqual(8);
    // stars and dots on the paper, each a closed area: stars of ten corners, dots round or slanted with the side
    expect(m.f.match(/d="M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){9}Z"/g)!.length).toBeGreaterThanOrEqual(2);
    expect(m.f.match(/d="M[\d.]+ [\d.]+(a[\d.]+ [\d.]+ 0 1 0 -?[\d.]+ 0){2}Z"|d="M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){23}Z"/g)!.length).toBeGreaterThanOrEqual(8);
    expect(m.d).toBe('');
  });
});
