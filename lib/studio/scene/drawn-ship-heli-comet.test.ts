// The ship, the helicopter (scripts/drawn-motifs/ship-and-helicopter.ts) and the comet (drawn-motifs/things.ts)
// drawn by us in the built table. Fluent's ship was a plain hull under a few rectangles and its helicopter a bare
// outline, each one area with nobody aboard; our first comet printed as a plain ball with three flames. Ours have
// many areas to colour, the parts that name them (portholes as rings, striped funnels, a bubble canopy, a tail
// rotor, a tail of four flame bands) and the house's kawaii face on the captain, the pilot and the comet's head.
import { describe, expect, it } from 'vitest';
import { areaCount, crossingsAlong, freeStandingStrokes, printed, solidBlack, table } from '../testing/motif-raster';

/** A face of the house: a smile standing free, two eyes the only solid black, and an oval kept clear of fills. */
async function expectFace(id: string, maxBlack: number) {
  const m = table[id];
  expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>/);
  expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
  const black = await solidBlack(id);
  expect(black).toBeGreaterThan(2);
  expect(black).toBeLessThan(maxBlack);
}

describe('the ship, the helicopter and the comet drawn by us', () => {
  it('draws the ship with ringed portholes, striped funnels, decks and a waving captain', async () => {
    const m = table['1F6A2'];
    expect(areaCount('1F6A2')).toBeGreaterThanOrEqual(60);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(66);
    const grid = await printed(m);
    // along the row of portholes: each a ring round its pane, four lines apiece, six of them
    expect(
      crossingsAlong(grid, [
        [6, 52.8],
        [62, 52.8],
      ]),
    ).toBeGreaterThanOrEqual(22);
    // down the front funnel: its cap, its stripe's two edges, its foot on the upper deck's roof
    expect(
      crossingsAlong(grid, [
        [44, 8],
        [44, 26],
      ]),
    ).toBeGreaterThanOrEqual(5);
    // the captain's face, the window he waves from and the portholes' panes stay clear of an adult page's fill
    expect(m.c!.match(/<path/g)!.length).toBeGreaterThanOrEqual(8);
    await expectFace('1F6A2', 8);
  });

  it('draws the helicopter with a bubble canopy round a smiling pilot, a rotor, a tail rotor and skids', async () => {
    const m = table['1F681'];
    expect(areaCount('1F681')).toBeGreaterThanOrEqual(28);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(66);
    const grid = await printed(m);
    // across the canopy's frame and glass, the pilot's headset and head, and the door behind
    expect(
      crossingsAlong(grid, [
        [4, 40],
        [48, 40],
      ]),
    ).toBeGreaterThanOrEqual(8);
    // down through the rotor's hub, its mast, the engine hump, the body and the stripe to the skid
    expect(
      crossingsAlong(grid, [
        [33, 6],
        [33, 58],
      ]),
    ).toBeGreaterThanOrEqual(8);
    // across the tail rotor's blades round its hub
    expect(
      crossingsAlong(grid, [
        [57, 31.6],
        [71, 31.6],
      ]),
    ).toBeGreaterThanOrEqual(4);
    await expectFace('1F681', 10);
  });

  it('draws the comet with a kawaii face and a tail of four flame bands, all inside the box', async () => {
    const m = table['2604'];
    expect(areaCount('2604')).toBeGreaterThanOrEqual(15);
    expect(Math.max(m.b[2] - m.b[0], m.b[3] - m.b[1])).toBeGreaterThan(66);
    // the build pads the drawing by its 2-unit preview stroke: the tail's tip stays inside the box
    expect(m.b[1]).toBeGreaterThanOrEqual(0);
    const grid = await printed(m);
    // across the tail, a third of the way along: the edges of four bands side by side
    expect(
      crossingsAlong(grid, [
        [28.6, 22.4],
        [49.6, 46.5],
      ]),
    ).toBeGreaterThanOrEqual(5);
    await expectFace('2604', 30);
  });
});
