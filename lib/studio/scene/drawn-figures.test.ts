// The costume figures drawn by us (scripts/drawn-motifs/figures-*.ts) in the built table: the clown, the zombie and
// the child angel, each round and friendly as a picture book draws them, with the house's kawaii face kept clear of an
// adults' fill, their clothes and details as areas of their own, and no solid black but the eyes. Before, all three
// were boxy toy-block people: a square suit on post legs, a rectangle shirt with stick arms, a cone robe under a
// head, two dot eyes and a line for a smile.
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, crossingsAlong, expectKawaiiFaces, longSide, printed, table } from '../testing/motif-raster';

/** The areas drawn as many-sided polygons: spots cut to a garment (the clown's polka dots). */
const cutSpots = (id: string) => table[id].f.match(/<path d="M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){8,}Z"\/>/g)?.length ?? 0;

describe('the costume figures drawn by us', () => {
  it('draws the clown in a baggy polka-dot suit, a ruffled collar, a little hat and a balloon', async () => {
    const id = '1F921';
    expect(areaCount(id)).toBeGreaterThanOrEqual(36); // before: 25
    // polka dots cut to the suit and a sleeve, each an area (before: none)
    expect(cutSpots(id)).toBeGreaterThanOrEqual(10);
    const grid = await printed(table[id]);
    // across the chest: a sleeve, the suit, its dots, a pompom button, the raised sleeve (before: 6)
    expect(crossings(grid, [0.5, 36], [71.5, 36])).toBeGreaterThanOrEqual(9);
    // across the hips: a glove and its cuff, the suit, its dots (before: 8)
    expect(crossings(grid, [0.5, 48], [71.5, 48])).toBeGreaterThanOrEqual(10);
    // down through the balloon held up beside the head: its edge twice, its knot (before: nothing there)
    expect(crossings(grid, [61, 0.5], [61, 18])).toBeGreaterThanOrEqual(3);
    expect(longSide(id)).toBeGreaterThanOrEqual(64);
    // the nose and the painted mouth are areas: the eyes are the only black (before: 6 square units, two dots)
    await expectKawaiiFaces(id, { black: [9, 15] });
  });

  it('draws the zombie friendly: messy hair, arms out, a torn patched shirt and ragged trousers', async () => {
    const id = '1F9DF';
    expect(areaCount(id)).toBeGreaterThanOrEqual(24);
    const grid = await printed(table[id]);
    // along the tops of the spiky hair (before: 3)
    expect(
      crossingsAlong(grid, [
        [16, 14],
        [22, 5],
        [31, 1],
        [42, 4],
        [46, 14],
      ]),
    ).toBeGreaterThanOrEqual(5);
    // across both trouser legs through their ragged hems' teeth (before: 3, rolled hems)
    expect(crossings(grid, [14, 57.6], [48, 57.6])).toBeGreaterThanOrEqual(6);
    // across the body and both arms held out: the shirt, its patch and tear, the sleeves, the arms (before: 5)
    expect(crossings(grid, [0.5, 39], [71.5, 39])).toBeGreaterThanOrEqual(10);
    // the hands hanging at the far end of the arms (before: nothing there)
    expect(crossings(grid, [50, 42.6], [70, 42.6])).toBeGreaterThanOrEqual(2);
    expect(longSide(id)).toBeGreaterThanOrEqual(64);
    // big kawaii eyes with a shine (before: 9 square units, two dots)
    await expectKawaiiFaces(id, { black: [15, 25] });
  });

  it('draws the child angel with wings of feathers in rows, a gown with folds and a sash, and a star', async () => {
    const id = '1F47C';
    expect(areaCount(id)).toBeGreaterThanOrEqual(45); // before: 19
    const grid = await printed(table[id]);
    // round the left wing's feather tips, and across both wings (before: 0, 2 and 3)
    const tips: [number, number][] = [
      [2, 26],
      [6, 38],
      [14, 45],
      [22, 47],
    ];
    expect(crossingsAlong(grid, tips)).toBeGreaterThanOrEqual(7);
    expect(
      crossingsAlong(
        grid,
        tips.map(([x, y]) => [72 - x, y]),
      ),
    ).toBeGreaterThanOrEqual(7);
    expect(crossings(grid, [0.5, 30], [26, 30])).toBeGreaterThanOrEqual(6);
    expect(crossings(grid, [0.5, 24], [26, 24])).toBeGreaterThanOrEqual(5);
    // across the skirt: its sides and the folds down it (before: 2)
    expect(crossings(grid, [14, 56], [58, 56])).toBeGreaterThanOrEqual(5);
    // down the side of the gown through the sash (before: 1)
    expect(crossings(grid, [30, 38], [30, 52])).toBeGreaterThanOrEqual(3);
    expect(longSide(id)).toBeGreaterThanOrEqual(64);
    // the house's kawaii eyes (before: 6 square units, two dots)
    await expectKawaiiFaces(id, { black: [9, 15] });
  });
});
