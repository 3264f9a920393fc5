// The bakes drawn by us (scripts/drawn-motifs/bakery.ts) in the built table: the croissant, the pancakes and the
// cookie, each big and whole with areas to colour where the emoji printed one plain shape (the croissant's rolled
// layers, the syrup's drips and the berries, the chocolate chips and the bite), a face on each like the carrot's,
// and no solid black but eyes.
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, expectKawaiiFaces, printed, silhouetteRuns, table } from '../testing/motif-raster';

/** Two eyes, a smile standing free, a face kept clear of an adult page's fill, and no other solid black. */
async function expectFace(id: string) {
  const m = table[id];
  // each pupil a disc (its arcs drawn one way) with a shine cut out of it (drawn the other way)
  expect(m.d.match(/M[\d.]+ [\d.]+a[\d.]+ [\d.]+ 0 1 0/g)).toHaveLength(2);
  await expectKawaiiFaces(id, { black: [0, 30] }); // square units: two eyes about 4 across
}

describe('the bakes drawn by us', () => {
  // Fluent's croissant was five flat lobes in a row, one area with no face.
  it('draws the croissant as a crescent of rolled layers lapping toward two pointed tips, with a shine and a face', async () => {
    const m = table['1F950'];
    expect(areaCount('1F950')).toBeGreaterThanOrEqual(10);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(66);
    const grid = await printed(m);
    // across the crescent through the face: the outline, the seams of the rolls either side of the middle one,
    // the cheeks and eyes
    expect(crossings(grid, [1, 36], [71, 36])).toBeGreaterThanOrEqual(8);
    // up each horn to the top of the middle roll: the outline and the seams of the rolls between
    expect(crossings(grid, [6, 50], [36, 14])).toBeGreaterThanOrEqual(5);
    expect(crossings(grid, [66, 50], [36, 14])).toBeGreaterThanOrEqual(5);
    // the horns curl down on both sides, below the middle roll's bottom edge
    const low = await silhouetteRuns(m, 56, 0, 72);
    expect(low.length).toBe(2);
    expect(low[0][0]).toBeLessThan(14);
    expect(low[1][0] + low[1][1]).toBeGreaterThan(58);
    await expectFace('1F950');
  });

  // Fluent's pancakes were a stack of slabs under a butter pat with one drip, one area with no face.
  it('draws the pancakes as a stack on a plate with syrup dripping down in several drips, butter, berries and a face', async () => {
    const m = table['1F95E'];
    expect(areaCount('1F95E')).toBeGreaterThanOrEqual(20);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(66);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(62);
    const grid = await printed(m);
    // across the top pancake's side under its rim: the outline, two edges of each drip either side of the face,
    // the face's cheeks between them
    expect(crossings(grid, [1, 36.5], [71, 36.5])).toBeGreaterThanOrEqual(14);
    // down the middle: the butter's top and front, the syrup's pool, the top face's rim, the smile, each
    // pancake's edge and the plate's well and rim
    expect(crossings(grid, [36.2, 10], [36.2, 71.5])).toBeGreaterThanOrEqual(10);
    // berries: round blueberries and strawberries with a star of leaves, each an area
    expect((m.f.match(/d="M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){9}Z"/g) ?? []).length).toBeGreaterThanOrEqual(2);
    await expectFace('1F95E');
  });

  // OpenMoji's cookie was a wavy circle with six little rings, one area with no face.
  it('draws the cookie with a bite out of it, chocolate chips as areas, cracks, crumbs and a face', async () => {
    const m = table['1F36A'];
    expect(areaCount('1F36A')).toBeGreaterThanOrEqual(20);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(64);
    // the bite: the row through it stops short on the right, so its middle lies left of the cookie's (36)
    const [[start, length]] = await silhouetteRuns(m, 14, 0, 72);
    expect(start + length / 2).toBeLessThan(32);
    const [[, across]] = await silhouetteRuns(m, 44, 0, 72);
    expect(across).toBeGreaterThan(56);
    // chips: irregular five-cornered chunks, each an area to colour
    expect((m.f.match(/d="M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){4}Z"/g) ?? []).length).toBeGreaterThanOrEqual(14);
    // across the cookie above the face: the edge, chips, and the edge again
    expect(crossings(await printed(m), [1, 28], [71, 28])).toBeGreaterThanOrEqual(9);
    await expectFace('1F36A');
  });
});
