// The woodland animals drawn by us (scripts/drawn-motifs/critters.ts) in the built table: the chipmunk (the text
// tool's squirrel), the otter, the beaver and the skunk, each a whole animal with the house's kawaii face, a nose,
// its fur markings as areas of their own, and no solid black but the eyes and the nose. Fluent's were flat blocks
// that outlined into one area each, with no face to keep clear of an adults' fill.
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, freeStandingStrokes, printed, solidBlack, table } from '../testing/motif-raster';

/** Big in the box, the face's smile standing free, a face kept clear of an adults' fill, only eyes and nose black. */
async function expectCritter(id: string) {
  const m = table[id];
  expect(Math.max(m.b[2] - m.b[0], m.b[3] - m.b[1])).toBeGreaterThanOrEqual(66);
  expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
  expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
  // square units: two eyes about 4.5 across with their shine, and a small nose (Fluent's had 41 to 50)
  expect(await solidBlack(id)).toBeGreaterThan(25);
  expect(await solidBlack(id)).toBeLessThan(40);
}

describe('the woodland animals drawn by us', () => {
  it('draws the chipmunk sitting up with an acorn, back stripes and a big tufted tail', async () => {
    expect(areaCount('1F43F')).toBeGreaterThanOrEqual(22);
    const grid = await printed(table['1F43F']);
    // down through the head stripe, the face, the acorn's cap and nut, the belly and a foot (Fluent's: 4)
    expect(crossings(grid, [29, 0.5], [29, 71.5])).toBeGreaterThanOrEqual(10);
    // across the chest: the arm, the belly, the paws, the back stripes, the tail's edge, its pale middle (Fluent's: 9)
    expect(crossings(grid, [0.5, 46], [71.5, 46])).toBeGreaterThanOrEqual(12);
    await expectCritter('1F43F');
  });

  it('draws the otter floating on its back with a shell, whiskers, feet up, a tail and a wave', async () => {
    expect(areaCount('1F9A6')).toBeGreaterThanOrEqual(18);
    const grid = await printed(table['1F9A6']);
    // across the head, the arms, the belly and the feet (Fluent's: 7)
    expect(crossings(grid, [0.5, 36], [71.5, 36])).toBeGreaterThanOrEqual(12);
    // down through the face: an ear, the head, the eye-line, the muzzle, the water (Fluent's: 5)
    expect(crossings(grid, [15, 0.5], [15, 71.5])).toBeGreaterThanOrEqual(7);
    await expectCritter('1F9A6');
  });

  it('draws the beaver sitting with a stick, big front teeth and its flat tail cross-hatched in areas', async () => {
    const m = table['1F9AB'];
    expect(areaCount('1F9AB')).toBeGreaterThanOrEqual(32);
    // the scales: little diamonds, each an area
    expect(m.f.match(/<path d="M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){3}Z"\/>/g)!.length).toBeGreaterThanOrEqual(12);
    const grid = await printed(m);
    // down the middle: the head, the muzzle, between the teeth, the stick, the belly (Fluent's: 6)
    expect(crossings(grid, [34, 0.5], [34, 71.5])).toBeGreaterThanOrEqual(9);
    // along the tail: its edge and its scales (Fluent's: 2)
    expect(crossings(grid, [50, 50], [68, 60])).toBeGreaterThanOrEqual(5);
    await expectCritter('1F9AB');
  });

  it('draws the skunk with a plumed tail and its white stripe, and a stripe down its head', async () => {
    expect(areaCount('1F9A8')).toBeGreaterThanOrEqual(16);
    const grid = await printed(table['1F9A8']);
    // across the face and the tail: the head, the eyes' row, the tail's stripe between its edges (Fluent's: 5)
    expect(crossings(grid, [0.5, 30], [71.5, 30])).toBeGreaterThanOrEqual(9);
    // down through the head stripe, the face, the body and a front leg and paw (Fluent's: 6)
    expect(crossings(grid, [17, 0.5], [17, 71.5])).toBeGreaterThanOrEqual(8);
    await expectCritter('1F9A8');
  });
});
