// The owl drawn by us (scripts/drawn-motifs/owl.ts) in the built table: whole and facing the reader on a branch,
// with areas to colour, eyes as white rings round small pupils with a shine, a smile standing free on a face kept
// clear of an adult page's fill, and no solid black but the pupils.
import { describe, expect, it } from 'vitest';
import { all, freeStandingStrokes, printed, PX, raster, runs, silhouetteRuns, table } from '../testing/motif-raster';

const owl = table['1F989'];

describe('the owl drawn by us', () => {
  // Fluent's owl was an egg with two solid black eyes 9 units across, the one motif the solid-black test let
  // through; ours has a facial disc, ringed eyes, a beak, a scalloped chest, folded wings, feet and a branch.
  it("draws the owl whole in at least 30 areas, filling the box, with a smile on a face kept clear of an adult page's fill", async () => {
    expect(owl.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(30);
    expect(owl.b[2] - owl.b[0]).toBeGreaterThan(64);
    expect(owl.b[3] - owl.b[1]).toBeGreaterThan(64);
    expect(await freeStandingStrokes(owl)).toBeGreaterThanOrEqual(1);
    expect(owl.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
    // the chest: rows of U-shaped feathers, each an area of its own
    expect(owl.f.match(/a2\.3 3\.5 0 0 0 4\.6 0Z/g)!.length).toBeGreaterThanOrEqual(15);
  });

  it('faces the reader: its body is as wide either side of the middle', async () => {
    for (const y of [20, 32, 45]) {
      const [[start, length]] = await silhouetteRuns(owl, y, 0, 72);
      expect(Math.abs(start + length / 2 - 36), `row ${y}`).toBeLessThan(0.6);
    }
  });

  it('prints each eye as a white ring round a pupil under 3 units across, with a white shine in it', async () => {
    const grid = await printed(owl);
    for (const x of [27.5, 44.5]) {
      // across the pupil's middle: a short run of ink between white
      const ink = runs(grid, 25, x - 2.5, x + 2.5);
      expect(ink).toHaveLength(1);
      expect(ink[0][1]).toBeLessThan(3);
      // white between the pupil and the iris's edge, and between the iris and the eye's rim
      expect(all(grid, x + 2.8, 24.5, 0.5, (v) => v > 128)).toBe(true);
      expect(all(grid, x - 5.6, 24.5, 0.5, (v) => v > 128)).toBe(true);
      // the shine: white inside the black pupil
      expect(all(grid, x + 0.55, 24.2, 0.15, (v) => v > 128)).toBe(true);
    }
  });

  it('has no solid black but the two pupils', async () => {
    const black = (await raster(`<g fill="#000">${owl.d}</g>`)).filter((v) => v < 128).length / (PX * PX);
    expect(black).toBeLessThan(14); // square units: two discs 2.8 across
  });
});
