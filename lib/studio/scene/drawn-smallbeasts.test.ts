// The five animals drawn by us in scripts/drawn-motifs/small-beasts-*.ts, in the built table: the badger, the dodo,
// the beetle, the cricket and the scorpion. Fluent's flat versions printed as one outlined area each, with no face
// kept clear of an adults' fill and no smile of its own (the scorpion's eyes were two big black holes, 58 square
// units of ink); ours are whole animals with every part an area, the house's kawaii face and only the eyes black.
// The numbers in the comments are what the same walks crossed on Fluent's drawings.
import { describe, expect, it } from 'vitest';
import { FLUENT } from '../../../scripts/studio-motif-choice';
import { areaCount, crossings, crossingsAlong, expectKawaiiFaces, longSide, printed, table } from '../testing/motif-raster';

/** Big in its box, its parts areas, the kawaii face with its smile free and its eyes the only black. */
async function expectBeast(id: string, areas: number, black: [number, number]) {
  expect(longSide(id)).toBeGreaterThanOrEqual(66);
  expect(areaCount(id)).toBeGreaterThanOrEqual(areas);
  await expectKawaiiFaces(id, { black });
}

describe('the small beasts drawn by us', () => {
  it('no longer takes them from Fluent', () => {
    for (const id of ['1F9A1', '1F9A4', '1FAB2', '1F997', '1F982']) expect(FLUENT.has(id), id).toBe(false);
  });

  it('draws the badger: a striped face, a stocky body with a shaggy flank, short legs with claws', async () => {
    await expectBeast('1F9A1', 22, [24, 34]);
    const grid = await printed(table['1F9A1']);
    // across the eyes: the head's edge, a stripe's two edges round the eye, the other stripe (Fluent's: 0)
    expect(crossings(grid, [0.5, 30], [36, 30])).toBeGreaterThanOrEqual(6);
    // across the snout over the nose: the head, both stripes' edges, the nose (Fluent's: 3)
    expect(crossings(grid, [0.5, 36], [36, 36])).toBeGreaterThanOrEqual(7);
    // down the body: its back, the shaggy edge of the dark flank, its belly, a leg (Fluent's: 3)
    expect(crossings(grid, [45, 10], [45, 71.5])).toBeGreaterThanOrEqual(5);
    // down through the front paw's claws (Fluent's: 1)
    expect(crossings(grid, [23.4, 58], [23.4, 71.5])).toBeGreaterThanOrEqual(4);
  });

  it('draws the dodo: a round body, a big hooked beak, a ruff, a wing and a curly tuft of a tail', async () => {
    // one eye, seen from the side
    await expectBeast('1F9A4', 20, [12, 19]);
    const grid = await printed(table['1F9A4']);
    // down behind the eye: the curl on the head, the head, the ruff, the wing, the belly, a leg (Fluent's: 4)
    expect(crossings(grid, [26, 0.5], [26, 71.5])).toBeGreaterThanOrEqual(9);
    // down across the beak: its top, the hook's own area, the gape, the lower part under it (Fluent's: 2)
    expect(crossings(grid, [4, 8], [10, 30])).toBeGreaterThanOrEqual(4);
    // across the tail: the curly plumes over the puff (Fluent's: 0)
    expect(crossings(grid, [45, 22], [71.5, 22])).toBeGreaterThanOrEqual(5);
  });

  it('draws a stag beetle: antlers, split wing cases with bands as areas, six jointed legs', async () => {
    await expectBeast('1FAB2', 34, [10, 18]);
    const m = table['1FAB2'];
    const grid = await printed(m);
    // down one wing case: the shield, the shine, two wavy bands, the case's end (Fluent's: 3)
    expect(crossings(grid, [27, 28], [27, 71.5])).toBeGreaterThanOrEqual(9);
    // across the middle legs and the cases (Fluent's: 4)
    expect(crossings(grid, [0.5, 48], [71.5, 48])).toBeGreaterThanOrEqual(9);
    // across the antlers and the feelers' clubs (Fluent's: 0)
    expect(crossings(grid, [0.5, 4], [71.5, 4])).toBeGreaterThanOrEqual(6);
    // six feet, each a round area
    expect(m.f.match(/a2\.2 2\.2 0 1 0 4\.4 0/g)).toHaveLength(6);
  });

  it('draws the cricket: a big head, long feelers, a striped thigh up over its back, six legs', async () => {
    await expectBeast('1F997', 28, [18, 28]);
    const m = table['1F997'];
    const grid = await printed(m);
    // across the face: the head, an eye, the cheeks, the saddle behind (Fluent's: 3)
    expect(crossings(grid, [0.5, 31], [30, 31])).toBeGreaterThanOrEqual(7);
    // across the legs above the ground: six legs, each two edges (Fluent's: 0)
    expect(crossings(grid, [0.5, 58], [71.5, 58])).toBeGreaterThanOrEqual(12);
    // along the big back thigh: its edges and its two stripes (Fluent's: 4)
    expect(crossings(grid, [38, 30], [60, 48])).toBeGreaterThanOrEqual(7);
    // two long feelers, drawn as lines sweeping back from the head
    expect(m.s.match(/M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){20,}/g)).toHaveLength(2);
  });

  it('draws the scorpion: pincers raised, eight legs, its tail curled over in segments', async () => {
    await expectBeast('1F982', 44, [24, 32]);
    const m = table['1F982'];
    const grid = await printed(m);
    // the tail in round segments, each smaller than the one before
    const radii = [...m.f.matchAll(/a([\d.]+) \1 0 1 0/g)].map((r) => Number(r[1])).filter((r) => r > 3);
    expect(new Set(radii).size).toBeGreaterThanOrEqual(8);
    // up the tail along its curl, segment after segment (Fluent's: 1)
    expect(
      crossingsAlong(grid, [
        [44, 27],
        [49, 15],
        [48, 6],
        [41.6, 2.4],
      ]),
    ).toBeGreaterThanOrEqual(5);
    // across both pincers: each palm's fingers (Fluent's: 2)
    expect(crossings(grid, [0.5, 22], [71.5, 22])).toBeGreaterThanOrEqual(10);
    // across the legs: four a side, each two edges (Fluent's: 4)
    expect(crossings(grid, [0.5, 62], [71.5, 62])).toBeGreaterThanOrEqual(12);
  });
});
