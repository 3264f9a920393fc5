// The whale, the crab, the seal and the octopus drawn by us (scripts/drawn-motifs/sea-friends.ts) in the built
// table. Fluent's whale was a round blob with a fish's upright tail, its crab a disc with closed claws, its seal a
// sack with no flippers to speak of (each one outlined area); OpenMoji's octopus was a small head over thin looped
// arms. Ours are whole, in many areas to colour, with a face and the features a child looks for.
import { describe, expect, it } from 'vitest';
import { crossings, freeStandingStrokes, printed, PX, raster, silhouetteRuns, table } from '../testing/motif-raster';

describe('the whale, crab, seal and octopus drawn by us', () => {
  it.each([
    ['1F40B', 'whale', 14, 1, 66],
    ['1F980', 'crab', 30, 2, 70],
    ['1F9AD', 'seal', 14, 2, 68],
    ['1F419', 'octopus', 50, 2, 70],
  ] as const)('draws %s (%s) whole across the box in at least %i areas, %i pupil(s) with a shine, little black', async (id, _name, areas, eyes, wide) => {
    const m = table[id];
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(areas);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(wide);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
    // each pupil is a dot with a shine (a small circle, two arcs, run the other way round)
    expect(m.d.match(/a[\d.]+ [\d.]+ 0 1 1/g)!.length).toBe(2 * eyes);
    const black = await raster(`<g fill="#000">${m.d}</g>`);
    expect(black.filter((v) => v < 128).length / (PX * PX)).toBeLessThan(45); // square units: eyes, never a black part
  });

  // Fluent's whale: one blob, a fish's tail standing upright (a lobe below the stock at the right), no spout.
  it("gives the whale a whale's flat flukes, throat grooves as bands and a spout", async () => {
    const m = table['1F40B'];
    const lobes = await silhouetteRuns(m, 12, 47, 72);
    expect(lobes).toHaveLength(2);
    expect(await silhouetteRuns(m, 50, 58, 72)).toHaveLength(0);
    // down through the throat: the mouth line, three grooves and the belly's edge
    const grid = await printed(m);
    expect(crossings(grid, [14, 44], [14, 60])).toBeGreaterThanOrEqual(5);
    expect(crossings(grid, [20, 44], [20, 62])).toBeGreaterThanOrEqual(5);
    // over the head: the column and the two jets of the spout, with drops
    expect((await silhouetteRuns(m, 8, 0, 46)).length).toBeGreaterThanOrEqual(3);
  });

  // Fluent's crab held its claws closed, its eyes were dots on the shell and its legs stubs.
  it('raises the crab’s claws open, sets its eyes on stalks and gives it four jointed legs a side', async () => {
    const m = table['1F980'];
    // across the top: the two fingers of each open claw
    const fingers = await silhouetteRuns(m, 6, 0, 72);
    expect(fingers).toHaveLength(4);
    // under the eyes: two stalks, each an area and not a hairline
    const stalks = await silhouetteRuns(m, 27, 25, 47);
    expect(stalks).toHaveLength(2);
    for (const [, w] of stalks) expect(w).toBeGreaterThan(2.5);
    // out from the shell to the lower left: the legs one after another
    expect(crossings(await printed(m), [17, 44], [0, 72])).toBeGreaterThanOrEqual(6);
    // the smile on the shell stands free of every other line
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
  });

  // Fluent's seal had no hind flippers apart, one short whisker line a side and no mouth.
  it('gives the seal two hind flippers, whiskers standing out and a smile', async () => {
    const m = table['1F9AD'];
    expect(await silhouetteRuns(m, 40, 62, 72)).toHaveLength(1);
    expect(await silhouetteRuns(m, 56, 62, 72)).toHaveLength(1);
    // beside the head, left of it: three whiskers
    expect(crossings(await printed(m), [4.5, 24], [4.5, 38])).toBeGreaterThanOrEqual(3);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
  });

  // OpenMoji's octopus: thin looped arms with nothing on them, five areas.
  it('gives the octopus eight plump curling arms lined with suckers to colour, and a smile', async () => {
    const m = table['1F419'];
    const suckers = m.f.match(/<path d="M[\d.]+ [\d.]+a[\d.]+ [\d.]+ 0 1 0[^"]*"/g) ?? [];
    expect(suckers.length).toBeGreaterThanOrEqual(40);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(62);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
  });
});
