// The party things drawn by us (scripts/drawn-motifs/xylophone.ts, party-balloons.ts, party-popper.ts) in the built
// table: the xylophone, the balloon bunch and the party popper, each big in its box, every part an area to colour,
// with the house's kawaii face and no solid black but its eyes. Our first ones were plain: a row of bars on two rails
// like a diagram, three balloons of one size on plain strings, an abstract cone with thin loose swirls.
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, expectKawaiiFaces, longSide, printed, table } from '../testing/motif-raster';
import { XYLOPHONE_ID } from './people';

describe('the party things drawn by us', () => {
  // The old xylophone: 30 areas, no face; 18 lines across its rails, nothing under it, its mallets low on the right.
  it('draws the xylophone as a toy: bars with pegs on a board with a face, on wheels, two mallets crossing', async () => {
    const m = table[XYLOPHONE_ID];
    expect(m.n).toBe('xylophone');
    expect(areaCount(XYLOPHONE_ID)).toBeGreaterThanOrEqual(44);
    expect(longSide(XYLOPHONE_ID)).toBeGreaterThanOrEqual(66);
    await expectKawaiiFaces(XYLOPHONE_ID, { faces: 1, black: [20, 36] });
    const grid = await printed(m);
    // along the board's top: each of the seven bars' sides and the ring of its near peg
    expect(crossings(grid, [0.5, 39.6], [71.5, 39.6])).toBeGreaterThanOrEqual(26);
    // down under the board through each wheel: its hub, its rim and its tyre
    for (const x of [17, 55]) expect(crossings(grid, [x, 56], [x, 71.5]), `x ${x}`).toBeGreaterThanOrEqual(4);
    // across the top right: the two mallets' round heads up high
    expect(crossings(grid, [38, 7], [71.5, 7])).toBeGreaterThanOrEqual(4);
  });

  // The old bunch: 12 areas, three balloons side by side, no face; 7 lines across them, 2 down the right.
  it('draws the balloon bunch with balloons of different shapes and sizes, two faces, shines, knots and a bow', async () => {
    const m = table['1F388'];
    expect(areaCount('1F388')).toBeGreaterThanOrEqual(26);
    expect(longSide('1F388')).toBeGreaterThanOrEqual(66);
    // a face on the big balloon and a smaller one on the heart
    await expectKawaiiFaces('1F388', { faces: 2, black: [14, 34] });
    const grid = await printed(m);
    // across the top row: the small balloon and its shine, the big one with its face, the heart and its face
    expect(crossings(grid, [0.5, 24], [71.5, 24])).toBeGreaterThanOrEqual(12);
    // down the left: the small balloon, its shine and knot, the star below it
    expect(crossings(grid, [12, 0.5], [12, 71.5])).toBeGreaterThanOrEqual(5);
    // down the right: the heart with its shine and cheek, its knot, the low balloon with its shine and knot
    expect(crossings(grid, [60, 0.5], [60, 71.5])).toBeGreaterThanOrEqual(8);
    // the strings are lines, each curled or passing behind a balloon: more pieces than balloons
    expect(m.s.match(/M/g)!.length).toBeGreaterThanOrEqual(6);
  });

  // The old popper: 25 areas, no face, triangles for confetti and no paper slips.
  it('draws the party popper as a striped cone with a face, wide streamers and confetti of stars, dots and slips', async () => {
    const m = table['1F389'];
    expect(areaCount('1F389')).toBeGreaterThanOrEqual(28);
    expect(longSide('1F389')).toBeGreaterThanOrEqual(66);
    // the only solid black is the face's two eyes (the old festival check allowed no dot over 1.5 units across)
    await expectKawaiiFaces('1F389', { faces: 1, black: [14, 30] });
    // four-cornered areas: the cone's stripes and the confetti's paper slips
    expect(m.f.match(/<path d="M[-\d. ]+(L[-\d. ]+){3}Z"\/>/g)!.length).toBeGreaterThanOrEqual(6);
    const grid = await printed(m);
    // up the cone's middle from the tip towards the face: the edges of its two stripes
    expect(crossings(grid, [14.3, 68.7], [21.3, 53.2])).toBeGreaterThanOrEqual(4);
  });
});
