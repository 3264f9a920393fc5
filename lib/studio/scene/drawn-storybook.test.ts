// The storybook figures drawn by us (scripts/drawn-motifs/figures-fairy.ts, -witch, -elf, -genie) in the built
// table: the fairy, the witch, the elf and the genie, round and friendly as a picture book draws them, with the
// house's kawaii face kept clear of an adults' fill, their clothes and details as areas of their own, and no solid
// black but the eyes. Before, all four were boxy toy-block people: a rectangle body on post legs with stick arms,
// two dot eyes and a line for a smile (the numbers in brackets are the old drawings').
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, crossingsAlong, expectKawaiiFaces, longSide, printed, table } from '../testing/motif-raster';

describe('the storybook figures drawn by us', () => {
  it('draws the fairy with big veined wings, flowers in her hair, a petal skirt and a wand with a star', async () => {
    const id = '1F9DA';
    expect(areaCount(id)).toBeGreaterThanOrEqual(40); // before: 20
    const grid = await printed(table[id]);
    // across both upper wings: their edges, the veins, the spots, the hair and the head (before: 4)
    expect(crossings(grid, [0.5, 20], [71.5, 20])).toBeGreaterThanOrEqual(12);
    // across both lower wings, their veins and spots, the arm and the petals (before: 7)
    expect(crossings(grid, [0.5, 44], [71.5, 44])).toBeGreaterThanOrEqual(12);
    // into the left upper wing from the side: its edge and the spot on it (before: nothing there)
    expect(crossings(grid, [0.5, 19.4], [20, 19.4])).toBeGreaterThanOrEqual(3);
    // across the skirt of petals, two rows of them (before: 6)
    expect(crossings(grid, [14, 47], [58, 47])).toBeGreaterThanOrEqual(9);
    // across the crown of flowers, their petals and middles (before: 5)
    expect(crossings(grid, [25, 11], [47, 11])).toBeGreaterThanOrEqual(8);
    // down through the wand's star held up beside her (before: nothing there)
    expect(crossings(grid, [56.4, 3], [56.4, 16])).toBeGreaterThanOrEqual(3);
    expect(longSide(id)).toBeGreaterThanOrEqual(64);
    // the house's kawaii eyes (before: 5.6 square units, two dots)
    await expectKawaiiFaces(id, { black: [9, 15] });
  });

  it('draws the witch in a crooked hat with a buckle, a cape and stockings, with her broom and her cat', async () => {
    const id = '1F9D9';
    expect(areaCount(id)).toBeGreaterThanOrEqual(32); // before: 18
    const grid = await printed(table[id]);
    // across the hat's band and its buckle, frame and hole (before: 3)
    expect(crossings(grid, [22, 12.4], [46, 12.4])).toBeGreaterThanOrEqual(6);
    // across the broom's bristles (before: nothing there)
    expect(crossings(grid, [43, 66], [63, 66])).toBeGreaterThanOrEqual(5);
    // across the cat's head at her feet: its edge and its shut eyes (before: nothing there)
    expect(crossings(grid, [1, 52], [20, 52])).toBeGreaterThanOrEqual(3);
    // down a striped stocking (before: 1)
    expect(crossings(grid, [31, 55], [31, 66])).toBeGreaterThanOrEqual(3);
    // across the cape, the dress, a hand and the broom's stick (before: 6)
    expect(crossings(grid, [14, 45], [58, 45])).toBeGreaterThanOrEqual(8);
    expect(longSide(id)).toBeGreaterThanOrEqual(64);
    await expectKawaiiFaces(id, { black: [9, 15] });
  });

  it('draws the elf with pointed ears, a hat with a bell, a belt with a buckle, striped tights and curly shoes', async () => {
    const id = '1F9DD';
    expect(areaCount(id)).toBeGreaterThanOrEqual(28); // before: 21
    const grid = await printed(table[id]);
    // across both long ears, the line inside each, and the head (before: 4)
    expect(crossings(grid, [12, 18], [60, 18])).toBeGreaterThanOrEqual(7);
    // down through the bell hanging from the hat's tip and its clapper (before: nothing there)
    expect(crossings(grid, [58.3, 6], [58.3, 20])).toBeGreaterThanOrEqual(3);
    // down a striped leg of the tights (before: 1)
    expect(crossings(grid, [32.5, 47], [32.5, 61])).toBeGreaterThanOrEqual(5);
    // across both shoes' curled toes (before: 4)
    expect(crossings(grid, [17, 61], [55, 61])).toBeGreaterThanOrEqual(7);
    // down through the belt and its buckle (before: 2)
    expect(crossings(grid, [36, 37.5], [36, 46])).toBeGreaterThanOrEqual(4);
    expect(longSide(id)).toBeGreaterThanOrEqual(64);
    await expectKawaiiFaces(id, { black: [9, 15] });
  });

  it('draws the genie rising from a lamp on a swirl of smoke, in a turban, one arm raised, one fist on his hip', async () => {
    const id = '1F9DE';
    expect(areaCount(id)).toBeGreaterThanOrEqual(30); // before: 28
    const grid = await printed(table[id]);
    // his arms, his face and his beard are tested in drawn-grown-faces.test.ts
    // down the lamp: the lid's knob, the lid, the body and its line, the foot (before: 2)
    expect(crossings(grid, [30, 48], [30, 71.5])).toBeGreaterThanOrEqual(6);
    // along the smoke from the waist to the spout: its edges and its swirl (before: 2)
    expect(
      crossingsAlong(grid, [
        [36, 50],
        [44, 52],
        [54, 55],
      ]),
    ).toBeGreaterThanOrEqual(4);
    // down the turban: the feather, the folds, the wrap and the jewel (before: 4)
    expect(crossings(grid, [36, 0.2], [36, 16])).toBeGreaterThanOrEqual(6);
    // across the hoop earrings and the head (before: 2)
    expect(crossings(grid, [20, 23.6], [52, 23.6])).toBeGreaterThanOrEqual(8);
    expect(longSide(id)).toBeGreaterThanOrEqual(64);
    await expectKawaiiFaces(id, { black: [9, 15] });
  });
});
