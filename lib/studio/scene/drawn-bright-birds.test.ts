// The peacock, the flamingo and the parrot drawn by us (scripts/drawn-motifs/bright-birds.ts) in the built table:
// each whole, in many areas to colour, with one friendly eye, a smile standing free on a head kept clear of an
// adult page's fill, and no solid black but the eye; and the feature each was redrawn for.
import { describe, expect, it } from 'vitest';
import { all, areaCount, columnRuns, freeStandingStrokes, printed, runs, silhouetteRuns, solidBlack, table } from '../testing/motif-raster';

/** Square units of solid black in the motif's dots. */

describe('the bright birds drawn by us', () => {
  it.each([
    ['1F99A', 'peacock', 60],
    ['1F9A9', 'flamingo', 14],
    ['1F99C', 'parrot', 22],
  ] as const)("draws %s (%s) whole in at least %i areas, with an eye and a smile on a head kept clear of an adult page's fill", async (id, _name, n) => {
    const m = table[id];
    expect(areaCount(id)).toBeGreaterThanOrEqual(n);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(64);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(56);
    // one pupil (two half circles of radius over 1; its shine is smaller)
    expect(m.d.match(/a1\.\d+ 1\.\d+ 0 1 0/g)).toHaveLength(2);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
    // the birds' feathers run on under the head, so the smile stands free of what shows: the head and what is
    // drawn over it
    expect(await freeStandingStrokes({ ...m, f: m.c! + m.f.split(m.c!)[1] })).toBeGreaterThanOrEqual(1);
    expect(await solidBlack(id)).toBeLessThan(8); // square units: the eye
  });

  // Fluent's peacock was a small thin bird before a ring of little single spots, which printed as a ragged flower.
  // Ours fans a tail that fills the box, its long feathers each ending in an eye spot of three rings within one
  // another, in front of it a body with a breast of scale feathers, a crest and legs with toes.
  it('fans the peacock’s tail across the box, its feathers ending in eye spots of rings within rings', async () => {
    const m = table['1F99A'];
    const fan = await silhouetteRuns(m, 36, 0, 72);
    expect(fan).toHaveLength(1);
    expect(fan[0][0]).toBeLessThan(2);
    expect(fan[0][0] + fan[0][1]).toBeGreaterThan(70);
    expect(m.b[1]).toBeLessThan(3);
    // across the eye spot low on the left, from the feather's edge to the middle of the spot: the feather's edge,
    // the spot's outer ring, its middle ring and its core, each closed, with colour between
    const ink = await printed(m);
    expect(runs(ink, 35.6, 1, 7).length).toBeGreaterThanOrEqual(3);
    expect(all(ink, 7, 35.6, 0.4, (v) => v > 128)).toBe(true); // the core is an area to colour, not a blot
    // ten eye spots of three rings: as many teardrops whose point lies on the spot's axis, in threes
    expect(m.f.match(/<path d="M[\d.]+ [\d.]+C[^"]+Z"\/>/g)!.length).toBeGreaterThanOrEqual(30);
    // the breast's scales: U shapes hanging in rows
    expect(m.f.match(/a1\.65 2\.6 0 0 0 3\.3 0Z/g)!.length).toBeGreaterThanOrEqual(10);
    // two legs with toes standing under the fan
    expect((await silhouetteRuns(m, 62, 20, 52)).length).toBe(2);
  });

  // Fluent's flamingo was a bent tube with a dot for an eye and a bar for the folded leg. Ours stands on one leg
  // with its knee, the other folded up in a "4"; its neck curves in an S; its bent beak's dark tip is an area.
  it('stands the flamingo on one leg, its neck in an S and the dark tip of its beak an area to colour', async () => {
    const m = table['1F9A9'];
    // one leg below the folded one, slim, over a webbed foot
    const shin = await silhouetteRuns(m, 64, 20, 72);
    expect(shin).toHaveLength(1);
    expect(shin[0][1]).toBeLessThan(3.5);
    // the folded leg's shin reaches back to the standing leg: one wide run at the knee's height
    const fold = await silhouetteRuns(m, 56.8, 20, 72);
    expect(fold).toHaveLength(1);
    expect(fold[0][1]).toBeGreaterThan(8);
    // the S: high up the neck bends back (right), low down forward (left), under the head
    const [high] = await silhouetteRuns(m, 22, 20, 50);
    const [low] = await silhouetteRuns(m, 35, 10, 50);
    expect(high[0]).toBeGreaterThan(29);
    expect(low[0]).toBeLessThan(25);
    // the beak bends down to a tip below the head, and the tip is a closed area of its own: a line across the
    // beak between its pale base and the tip, and paper inside the tip
    expect((await silhouetteRuns(m, 17, 5, 20)).length).toBe(1);
    const ink = await printed(m);
    expect(columnRuns(ink, 11.6, 6, 19.4)).toBeGreaterThanOrEqual(3);
    expect(all(ink, 12, 15.4, 0.3, (v) => v > 128)).toBe(true);
  });

  // Fluent's parrot was a plain egg with a wing and a box for a tail. Ours grips a branch, its wing in bands to
  // colour, its long tail of three feathers (each with a tip band) hanging below the branch.
  it('perches the parrot on a branch with its wing in bands and a long tail hanging below', async () => {
    const m = table['1F99C'];
    // the branch runs right across
    const branch = await silhouetteRuns(m, 47, 0, 72);
    expect(branch).toHaveLength(1);
    expect(branch[0][1]).toBeGreaterThan(64);
    // the tail hangs well below the branch, in three feathers
    expect(m.b[3]).toBeGreaterThan(70);
    expect((await silhouetteRuns(m, 66, 30, 72)).length).toBe(3);
    // down the wing: the shoulder band, the coverts' scalloped band and the flight feathers, each closed
    const ink = await printed(m);
    expect(columnRuns(ink, 42, 20, 44)).toBeGreaterThanOrEqual(5);
    // the eye ring: a ring of paper round the pupil, inside the face patch
    expect(all(ink, 30, 10.3, 0.2, (v) => v > 128)).toBe(true);
    // the toes curled over the branch's front: four of them side by side, each an area edged on both sides
    expect(runs(ink, 48, 24, 40).length).toBeGreaterThanOrEqual(6);
  });
});
