// The triceratops, the stegosaurus and the T. rex drawn by us (scripts/drawn-motifs/triceratops.ts, stegosaurus.ts,
// t-rex.ts), measured on the built table. On paper the first triceratops and stegosaurus had a belly band across the
// body (the turtle's shell the first long-neck had) on four legs standing edge to edge like a fence; the stegosaurus
// had one row of small leaves on its back, the T. rex a belly band and both feet on one line.
import { describe, expect, it } from 'vitest';
import { closedWhites, columnRuns, printed, raster, runs, table } from '../testing/motif-raster';
import { STEGOSAURUS_ID, TRICERATOPS_ID } from './people';

const silhouette = (id: string) => raster(`<g fill="#000">${table[id].f}</g>`);

describe.each([
  [TRICERATOPS_ID, 46, 7],
  [STEGOSAURUS_ID, 40, 6.5],
] as const)('the four-legged dinosaur %s', (id, bellyX, legWidth) => {
  it('stands on four thick legs standing apart, the far pair set back with its feet higher', async () => {
    const grid = await silhouette(id);
    const legs = runs(grid, 56, 0, 72);
    expect(legs).toHaveLength(4);
    for (const [, w] of legs) expect(w).toBeGreaterThanOrEqual(legWidth);
    // the near feet reach the ground line, the far ones (the second and fourth) stop above it
    const feet = runs(grid, 63.5, 0, 72);
    expect(feet).toHaveLength(2);
    expect(feet[0][0]).toBeLessThan(legs[0][0] + 1);
    expect(feet[1][0]).toBeGreaterThan(legs[1][0] + legs[1][1]);
  });

  it('has one body to colour, no belly band across it', async () => {
    expect(columnRuns(await printed(table[id]), bellyX, 40, 48.5)).toBe(0);
  });
});

describe('the triceratops', () => {
  it('carries a big frill behind the head, two brow horns and a nose horn', async () => {
    const grid = await silhouette(TRICERATOPS_ID);
    // high over the head the frill is a broad fan (the first one was a small ring there)
    expect(Math.max(...runs(grid, 10, 22, 50).map(([, w]) => w))).toBeGreaterThan(18);
    // the two brow horns stand apart in front of the frill, the nose horn alone over the beak
    expect(runs(grid, 14, 0, 24)).toHaveLength(2);
    expect(runs(grid, 23, 0, 9)).toHaveLength(1);
  });
});

describe('the stegosaurus', () => {
  it('carries two rows of big plates along its back, each an area to colour, and a small head low in front', async () => {
    const plates = closedWhites(await printed(table[STEGOSAURUS_ID])).filter((a) => a.area > 3 && a.y < 27 && a.x > 18 && a.x < 62);
    expect(plates.length).toBeGreaterThanOrEqual(7);
    expect(Math.max(...plates.map((a) => a.area))).toBeGreaterThan(60);
    expect(Number(table[STEGOSAURUS_ID].c!.match(/M[\d.]+ ([\d.]+)/)![1])).toBeGreaterThan(36);
  });
});

describe('the T. rex', () => {
  it('has no belly band and stands with its far foot set back and higher than the near one', async () => {
    expect(columnRuns(await printed(table['1F996']), 36, 30, 47)).toBe(0);
    const grid = await silhouette('1F996');
    // on the ground line only the near foot; a little higher the far foot shows behind it
    const ground = runs(grid, 63.5, 0, 72);
    expect(ground).toHaveLength(1);
    expect(ground[0][0] + ground[0][1]).toBeLessThan(53);
    expect(Math.max(...runs(grid, 61.5, 0, 72).map(([x, w]) => x + w))).toBeGreaterThan(58);
  });
});
