// The woodland animals drawn by us (scripts/drawn-motifs/critters.ts) in the built table: the squirrel (1F43F, the
// chipmunk's emoji: the text tool's squirrel), the otter, the beaver and the skunk, each a whole animal with the
// house's kawaii face, a nose, its fur markings as areas of their own, and no solid black but the eyes and the nose.
// Fluent's were flat blocks that outlined into one area each, with no face to keep clear of an adults' fill. Our
// first squirrel and skunk had the same round head with round ears on top and a short stripe on the crown; the
// checks on their heads (the tufted ears and chubby cheeks, the blaze and the pointed snout) fail on those.
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, freeStandingStrokes, printed, raster, runs, silhouetteRuns, solidBlack, table } from '../testing/motif-raster';

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

/** The head's width row by row (its clear area `c`, filled), from its top to its bottom, one row a unit. */
async function headRows(id: string): Promise<{ top: number; widths: number[] }> {
  const grid = await raster(`<g fill="#000">${table[id].c}</g>`);
  const rows = Array.from({ length: 72 }, (_, y) => runs(grid, y + 0.5, 0, 71.9).reduce((w, [, len]) => w + len, 0));
  const top = rows.findIndex((w) => w > 0);
  const bottom = rows.length - 1 - [...rows].reverse().findIndex((w) => w > 0);
  return { top: top + 0.5, widths: rows.slice(top, bottom + 1) };
}

describe('the woodland animals drawn by us', () => {
  it('draws the squirrel sitting up with an acorn, tall tufted ears, chubby cheeks and a big curled tail', async () => {
    const m = table['1F43F'];
    expect(areaCount('1F43F')).toBeGreaterThanOrEqual(22);
    const grid = await printed(m);
    // down the middle: the face, the acorn's cap and nut, the belly, between the feet (Fluent's: 4)
    expect(crossings(grid, [26, 0.5], [26, 71.5])).toBeGreaterThanOrEqual(9);
    // across the chest: the arms, the paws, the acorn, the haunch, the tail's edges and its pale middle (Fluent's: 9)
    expect(crossings(grid, [0.5, 46], [71.5, 46])).toBeGreaterThanOrEqual(12);
    // the ears stand tall above the head, apart: the row above the head's top meets just the two ears, each narrow
    // (our first squirrel's round ears sat on its head: one run across, 49 wide)
    const ears = await silhouetteRuns(m, 9, 4, 39.5);
    expect(ears).toHaveLength(2);
    for (const [, w] of ears) expect(w).toBeLessThan(8);
    // a tuft of fur at each ear's tip: near the box's top each ear's tuft is at least two flicks (before: none)
    expect((await silhouetteRuns(m, 3, 4, 24)).length).toBeGreaterThanOrEqual(2);
    expect((await silhouetteRuns(m, 3, 28, 44)).length).toBeGreaterThanOrEqual(2);
    // chubby cheeks full of nuts: the head is widest low down, below its eyes (before: round, widest at its middle)
    const head = await headRows('1F43F');
    const widest = head.widths.indexOf(Math.max(...head.widths));
    expect(widest / head.widths.length).toBeGreaterThan(0.62);
    expect(Math.max(...head.widths) - head.widths[Math.round(head.widths.length * 0.35)]).toBeGreaterThan(4);
    // the tail curls over its back: it rises above the head's top, right of the ears
    expect((await silhouetteRuns(m, 6, 44, 71.9)).length).toBeGreaterThanOrEqual(1);
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

  it('draws the skunk with a blaze down its pointed face, low round ears and a plumed, striped tail', async () => {
    const m = table['1F9A8'];
    expect(areaCount('1F9A8')).toBeGreaterThanOrEqual(16);
    const grid = await printed(m);
    // across the face and the tail: the cheeks, the eyes, the blaze between them, the tail's stripe (Fluent's: 5)
    expect(crossings(grid, [0.5, 30], [71.5, 30])).toBeGreaterThanOrEqual(9);
    // down the face: the head's top, the blaze's end, the nose, the smile, the snout's tip, the body (Fluent's: 6)
    expect(crossings(grid, [17, 0.5], [17, 71.5])).toBeGreaterThanOrEqual(5);
    // the white blaze runs unbroken from the crown down between the eyes (before: a short stripe on the crown)
    expect(crossings(grid, [17, 20.2], [17, 36.5])).toBe(0);
    expect(crossings(grid, [14.66, 30.63], [19.34, 30.63])).toBe(2);
    // the head narrows to a pointed snout: 4 units above its tip it is less than a third as wide as at the cheeks
    // (before: a round head, 0.7 as wide)
    const head = await headRows('1F9A8');
    expect(head.widths[head.widths.length - 4] / Math.max(...head.widths)).toBeLessThan(0.34);
    // the round ears sit low, on the head's sides: 1.2 units under its top the row meets the head alone
    // (before: the ears stood up beside the crown and the row ran on through them)
    const row = await silhouetteRuns(m, head.top + 1.2, 0, 34);
    expect(row).toHaveLength(1);
    expect(row[0][1]).toBeLessThan(16);
    // a skunk's long, low body (before: a round lump as deep as it was long, 32 units deep under a head that hid
    // half of it): down the middle of the body, between the legs, the back to the belly; and the tail rising well
    // above the back and curling over it
    const filled = await raster(`<g fill="#000">${m.f}</g>`);
    const ink = (y: number) => filled[Math.round(y * 8) * 72 * 8 + 40 * 8] < 128;
    let [back, belly] = [50, 50];
    while (ink(back - 0.125)) back -= 0.125;
    while (ink(belly + 0.125)) belly += 0.125;
    expect(belly - back).toBeLessThanOrEqual(24);
    expect(head.top).toBeGreaterThanOrEqual(back - 20);
    let top = 0;
    while (!ink(top) && top < back) top += 0.125;
    expect(back - top).toBeGreaterThanOrEqual(30);
    await expectCritter('1F9A8');
  });
});
