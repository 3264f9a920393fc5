// The royals drawn by us (scripts/drawn-motifs/figures-princess.ts, figures-prince.ts, figures-queen.ts) in the built
// table, round and friendly as the clown, the zombie and the angel are: each with the house's kawaii face kept clear
// of an adults' fill, its clothes and details as areas of their own, and no solid black but the eyes. Before, all
// three were boxy toy-block people: a cone gown or a square tunic on post legs, stick arms, two dot eyes.
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, expectKawaiiFaces, longSide, printed, table } from '../testing/motif-raster';
import { QUEEN_ID } from './people';

/** The ermine spots on a fur trim: little drops (a C, a Q, a C) under 3 units tall, each an area. */
const ermineSpots = (id: string) =>
  [...table[id].f.matchAll(/<path d="(M[\d.]+ [\d.]+C[\d. ]+Q[\d. ]+C[\d. ]+Z)"\/>/g)].filter(([, d]) => {
    const ys = d
      .match(/[\d.]+/g)!
      .map(Number)
      .filter((_, i) => i % 2);
    return Math.max(...ys) - Math.min(...ys) < 3;
  }).length;

describe('the royals drawn by us', () => {
  it('draws the princess with long wavy hair, a star wand, puffed sleeves and a gown in scalloped tiers', async () => {
    const id = '1F478';
    expect(areaCount(id)).toBeGreaterThanOrEqual(34); // before: 17
    const grid = await printed(table[id]);
    // down the waves of her hair, left of her arm and below her raised one (before: nothing there)
    expect(crossings(grid, [22.4, 14], [22.4, 50])).toBeGreaterThanOrEqual(4);
    expect(crossings(grid, [50, 36], [50, 50])).toBeGreaterThanOrEqual(3);
    // down through the wand's star and its gem (before: nothing there)
    expect(crossings(grid, [55.2, 6], [55.2, 20])).toBeGreaterThanOrEqual(4);
    // across the puffed sleeves and their pleats, the hair, the arms (before: 6)
    expect(crossings(grid, [0.5, 31], [71.5, 31])).toBeGreaterThanOrEqual(11);
    // across the longest tier through its row of hearts (before: 2, the gown's two sides)
    expect(crossings(grid, [0.5, 60], [71.5, 60])).toBeGreaterThanOrEqual(10);
    // down the skirt beside the middle: three tiers' hems, a heart, a shoe (before: 3)
    expect(crossings(grid, [30, 41], [30, 71.5])).toBeGreaterThanOrEqual(5);
    expect(longSide(id)).toBeGreaterThanOrEqual(64);
    // the house's kawaii eyes (before: 6 square units, two dots)
    await expectKawaiiFaces(id, { black: [9, 15] });
  });

  it('draws the prince with a fur-trimmed cape, a sash and buttons, a sword at his belt and boots', async () => {
    const id = '1F934';
    expect(areaCount(id)).toBeGreaterThanOrEqual(45); // before: 20
    // the fur of the collar and of the cape's hem, dotted with ermine spots as areas (before: none)
    expect(ermineSpots(id)).toBeGreaterThanOrEqual(8);
    const grid = await printed(table[id]);
    // across the cape's fur hem and its spots (before: 4)
    expect(crossings(grid, [0.5, 62], [71.5, 62])).toBeGreaterThanOrEqual(10);
    // across the tunic's chest: the sash, the medal and its star, a button (before: 2, the tunic's sides)
    expect(crossings(grid, [28, 34.6], [44, 34.6])).toBeGreaterThanOrEqual(5);
    // across the scabbard hanging from his belt (before: 1)
    const along = (t: number, n: number): [number, number] => [43.2 + 0.5 * t - 0.866 * n, 37 + 0.866 * t + 0.5 * n];
    expect(crossings(grid, along(15, -4), along(15, 4))).toBeGreaterThanOrEqual(2);
    // down a leg: the tunic's scalloped hem, the boot's turned-down cuff, the boot (before: 3)
    expect(crossings(grid, [32, 44], [32, 71.5])).toBeGreaterThanOrEqual(5);
    expect(longSide(id)).toBeGreaterThanOrEqual(64);
    await expectKawaiiFaces(id, { black: [9, 15] });
  });

  it('draws the queen in a tall crown and an ermine-trimmed robe, with a sceptre and an orb', async () => {
    const id = QUEEN_ID;
    expect(areaCount(id)).toBeGreaterThanOrEqual(52); // before: 30
    // the ermine of her collar and down the robe's front edges and hem, spotted (before: spots drawn as ticks)
    expect(ermineSpots(id)).toBeGreaterThanOrEqual(16);
    const grid = await printed(table[id]);
    // across the robe's ermine hem and its spots, the front trims, the gown (before: 4)
    expect(crossings(grid, [0.5, 64], [71.5, 64])).toBeGreaterThanOrEqual(12);
    // across the gown's jewelled front between the trims (before: 5)
    expect(crossings(grid, [14, 50], [58, 50])).toBeGreaterThanOrEqual(10);
    // down through the orb on her hand: its cross, its band, the hand (before: 4)
    expect(crossings(grid, [26.4, 30], [26.4, 52])).toBeGreaterThanOrEqual(6);
    // down through the crown: the cross on its cap, the cap, the band and its gem (before: 4)
    expect(crossings(grid, [36, 0], [36, 12.6])).toBeGreaterThanOrEqual(6);
    expect(longSide(id)).toBeGreaterThanOrEqual(64);
    await expectKawaiiFaces(id, { black: [9, 15] });
  });
});
