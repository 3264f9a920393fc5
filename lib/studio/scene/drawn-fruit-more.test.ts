// The fruits drawn by us (scripts/drawn-motifs/fruit-more.ts) in the built table: the banana bunch, the
// watermelon wedge and the pineapple, each big and whole with areas to colour, the features each emoji lacked (a
// bunch with dark tips and ridges, a striped rind and teardrop seeds, a crown of leaves and marked scales), a
// friendly face on each, and no solid black but eyes.
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, expectKawaiiFaces, printed, table } from '../testing/motif-raster';

/** Each motif has a face: a smile standing free, eyes as its only solid black, a patch kept clear of a fill. */

describe('the fruits drawn by us', () => {
  // Fluent's banana was a half-peeled banana of a few flat areas and no face.
  it('draws a bunch of three bananas with ridges, tips as areas, a stalk and a face', async () => {
    const m = table['1F34C'];
    expect(areaCount('1F34C')).toBeGreaterThanOrEqual(10);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(60);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(68);
    // down through the bunch right of the face: each finger's two edges and the ridges along them
    expect(crossings(await printed(m), [52, 2], [52, 71])).toBeGreaterThanOrEqual(8);
    // a tip on each finger and the stalk's cut end: small turned ovals, each an area
    expect(m.f.match(/d="M[\d.]+ [\d.]+A[^"]*A[^"]*Z"/g)!.length).toBeGreaterThanOrEqual(4);
    await expectKawaiiFaces('1F34C', { black: [4, 26] });
  });

  // Fluent's watermelon was a slice with solid black seeds and no face.
  it('draws a big wedge: a striped skin, a rind, a pale band, the flesh, teardrop seeds and a face', async () => {
    const m = table['1F349'];
    expect(areaCount('1F349')).toBeGreaterThanOrEqual(18);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(66);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(66);
    const grid = await printed(m);
    // across the skin showing under the cut face: its ends and the edges of its stripes
    expect(crossings(grid, [2, 65], [70, 65])).toBeGreaterThanOrEqual(8);
    // down the middle under the face, between two stripes: the flesh's edge, the pale band's, the rind's, the skin's
    expect(crossings(grid, [36, 50], [36, 71.5])).toBeGreaterThanOrEqual(4);
    // the seeds: closed teardrops of two curves, not dots
    expect(m.f.match(/d="M[\d.]+ [\d.]+C[\d. ]+C[\d. ]+Z"/g)!.length).toBeGreaterThanOrEqual(10);
    await expectKawaiiFaces('1F349', { black: [4, 26] });
  });

  // Fluent's pineapple was an oval of plain diamonds under a small crown of three leaves.
  it('draws a tall pineapple: a crown of spiky leaves, diamond scales each marked, and a face', async () => {
    const m = table['1F34D'];
    expect(areaCount('1F34D')).toBeGreaterThanOrEqual(45);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(70);
    const grid = await printed(m);
    // across the crown: the edges of its many leaves
    expect(crossings(grid, [2, 18], [70, 18])).toBeGreaterThanOrEqual(9);
    // across the body under the face: the outline and the crossing lines of the scales
    expect(crossings(grid, [2, 64], [70, 64])).toBeGreaterThanOrEqual(12);
    // a small chevron on the scales: open strokes of three points
    expect(m.s.match(/M[\d.]+ [\d.]+L[\d.]+ [\d.]+L[\d.]+ [\d.]+(?=M|")/g)!.length).toBeGreaterThanOrEqual(14);
    await expectKawaiiFaces('1F34D', { black: [4, 26] });
  });
});
