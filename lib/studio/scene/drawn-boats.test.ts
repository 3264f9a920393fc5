// The passenger ship, the ferry, the motor boat (scripts/drawn-motifs/boats-*.ts), the spouting whale
// (drawn-motifs/spouting-whale.ts) and the guide dog (drawn-motifs/guide-dog.ts) drawn by us in the built table:
// the last five motifs the studio outlined from Fluent Emoji Flat. Fluent's were each one outlined area, nobody
// aboard the boats, no smile on the whale or the dog. Ours have many areas to colour, the parts that name them
// (portholes, lifebuoys, funnels, flags, a car deck, an outboard motor; a fountain of drops; a harness and its
// handle) and the house's kawaii faces, with no solid black but eyes and the dog's nose.
import { describe, expect, it } from 'vitest';
import { FLUENT } from '../../../scripts/studio-motif-choice';
import { understandPrompt } from '../keywords/understand-prompt';
import {
  all,
  areaCount,
  columnRuns,
  crossingsAlong,
  expectKawaiiFaces,
  freeStandingStrokes,
  printed,
  raster,
  runs,
  silhouetteRuns,
  solidBlack,
  table,
} from '../testing/motif-raster';

const SHIP = '1F6F3';
const FERRY = '26F4';
const MOTOR_BOAT = '1F6E5';
const SPOUTING_WHALE = '1F433';
const GUIDE_DOG = '1F9AE';

/** The width and the height of a motif in its 72-unit box. */
const size = (id: string) => {
  const [x0, y0, x1, y1] = table[id].b;
  return { w: x1 - x0, h: y1 - y0 };
};

/** Where a printed motif has a disc of radius 2 all black: a solid black part (eyes and a nose are smaller). */
async function blots(id: string) {
  const grid = await printed(table[id]);
  const found: [number, number][] = [];
  for (let y = 2; y <= 70; y += 0.5) for (let x = 2; x <= 70; x += 0.5) if (all(grid, x, y, 2, (v) => v < 128)) found.push([x, y]);
  return found;
}

describe('the last five Fluent motifs, drawn by us', () => {
  it('takes none of them from Fluent any more', () => {
    for (const id of [SHIP, FERRY, MOTOR_BOAT, SPOUTING_WHALE, GUIDE_DOG]) expect(FLUENT.has(id), id).toBe(false);
  });

  // A wide subject prints small on a portrait page: the boats fill the box's width and stand tall for their kind.
  it.each([
    [SHIP, 'passenger ship', 60, 0.85],
    [FERRY, 'ferry', 55, 0.78],
    [MOTOR_BOAT, 'motor boat', 36, 0.78],
  ] as const)('draws %s (%s) in at least %i areas, across the box and at least %f as tall as wide', (id, _name, areas, tall) => {
    expect(areaCount(id)).toBeGreaterThanOrEqual(areas);
    const { w, h } = size(id);
    expect(w).toBeGreaterThan(68);
    expect(h / w).toBeGreaterThan(tall);
  });

  it.each([SHIP, FERRY, MOTOR_BOAT, SPOUTING_WHALE, GUIDE_DOG])('%s prints no solid black part', async (id) => {
    expect(await blots(id)).toEqual([]);
  });

  it('draws the passenger ship with three decks, lifeboats, a starred funnel and a passenger at each porthole', async () => {
    // three smiling passengers, their heads kept clear of an adult page's fill, the eyes the only black
    await expectKawaiiFaces(SHIP, { faces: 3, black: [1.5, 5] });
    const grid = await printed(table[SHIP]);
    // along the portholes: each a ring round its glass, a head, hair or a cap, eyes, cheeks
    expect(
      crossingsAlong(grid, [
        [17, 50.2],
        [64, 50.2],
      ]),
    ).toBeGreaterThanOrEqual(16);
    // along the lowest deck: the lifebuoy's ring and stripes, two lifeboats, windows
    expect(
      crossingsAlong(grid, [
        [6, 35.3],
        [65.5, 35.3],
      ]),
    ).toBeGreaterThanOrEqual(12);
    // down the funnel: its cap, the stripe's edges, the star, its foot on the top deck, and the three decks under it
    expect(
      crossingsAlong(grid, [
        [51, 0.5],
        [51, 40],
      ]),
    ).toBeGreaterThanOrEqual(14);
  });

  it('draws the ferry with cars on its car deck, people at its windows and the captain on the bridge', async () => {
    await expectKawaiiFaces(FERRY, { faces: 3, black: [1.5, 5] });
    const grid = await printed(table[FERRY]);
    // across the car deck through the wheels: the opening's edges, two wheels with hubs under each vehicle
    expect(
      crossingsAlong(grid, [
        [12, 52],
        [65, 52],
      ]),
    ).toBeGreaterThanOrEqual(14);
    // down from the bridge's roof through the captain, the passenger under him, the hull, a car and the stripe
    expect(
      crossingsAlong(grid, [
        [20.6, 10],
        [20.6, 64],
      ]),
    ).toBeGreaterThanOrEqual(20);
  });

  it('draws the motor boat with its skipper in the cabin, fenders, a flag and an outboard motor', async () => {
    const m = table[MOTOR_BOAT];
    // the skipper's face and the porthole's glass kept clear of an adult page's fill; the smile stands free
    expect(m.c).toMatch(/^(<path d="M[^"]+Z"\/>){2}$/);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
    const black = await solidBlack(MOTOR_BOAT);
    expect(black).toBeGreaterThan(1.5);
    expect(black).toBeLessThan(5);
    const grid = await printed(m);
    // down through the cabin: the roof, the window, the skipper's cap, head and shoulders, the hull's rim and stripe
    expect(
      crossingsAlong(grid, [
        [34.5, 14],
        [34.5, 60],
      ]),
    ).toBeGreaterThanOrEqual(11);
    // down the outboard motor: its cowl and stripe, its leg, the propeller's blades
    expect(
      crossingsAlong(grid, [
        [68.4, 26],
        [68.4, 61.5],
      ]),
    ).toBeGreaterThanOrEqual(7);
    // along the hull: the porthole's ring and glass, the two fenders
    expect(
      crossingsAlong(grid, [
        [6, 47.5],
        [58, 47.5],
      ]),
    ).toBeGreaterThanOrEqual(8);
  });

  // Our whale 1F40B is long, its eye small; the spouting whale is round, with the kawaii face and a fountain of drops.
  it('draws the spouting whale round, smiling, its spout a fountain of drops and its flukes flat', async () => {
    const m = table[SPOUTING_WHALE];
    expect(areaCount(SPOUTING_WHALE)).toBeGreaterThanOrEqual(20);
    expect(size(SPOUTING_WHALE).h).toBeGreaterThan(64);
    await expectKawaiiFaces(SPOUTING_WHALE, { faces: 1, black: [15, 40] });
    // two eyes, each with its shine
    expect(m.d.match(/a[\d.]+ [\d.]+ 0 1 1/g)).toHaveLength(4);
    // over the head: drops either side of the splash, and lower down either side of the column
    expect((await silhouetteRuns(m, 5.2, 0, 46)).length).toBeGreaterThanOrEqual(3);
    expect((await silhouetteRuns(m, 10.6, 0, 46)).length).toBeGreaterThanOrEqual(3);
    expect((await silhouetteRuns(m, 18.6, 0, 46)).length).toBeGreaterThanOrEqual(3);
    expect((await silhouetteRuns(m, 23.2, 0, 46)).length).toBeGreaterThanOrEqual(3);
    // the flukes: two lobes side by side
    expect(await silhouetteRuns(m, 12, 44, 72)).toHaveLength(2);
    // down through the belly: its grooves as bands
    expect(
      crossingsAlong(await printed(m), [
        [30, 47],
        [30, 67],
      ]),
    ).toBeGreaterThanOrEqual(4);
  });

  it('draws the guide dog as our dog, in a harness of straps as areas with its handle standing up', async () => {
    const m = table[GUIDE_DOG];
    expect(areaCount(GUIDE_DOG)).toBeGreaterThanOrEqual(24);
    expect(Math.max(size(GUIDE_DOG).w, size(GUIDE_DOG).h)).toBeGreaterThan(66);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
    // two eyes with a shine and a nose: the only black
    expect(m.d.match(/a[\d.]+ [\d.]+ 0 1 1/g)).toHaveLength(4);
    expect(await solidBlack(GUIDE_DOG)).toBeLessThan(40);
    // the handle: two bars over the back, each an area and not a hairline
    const bars = await silhouetteRuns(m, 22, 36, 60);
    expect(bars).toHaveLength(2);
    for (const [, w] of bars) expect(w).toBeGreaterThan(2.2);
    const grid = await printed(m);
    // across the padded grip: its ends and the two wraps round it
    expect(
      crossingsAlong(grid, [
        [43, 9],
        [55, 9],
      ]),
    ).toBeGreaterThanOrEqual(4);
    // along the body: the chest strap, the strap round the middle, the patch and its heart
    expect(
      crossingsAlong(grid, [
        [21.5, 43],
        [40, 43],
      ]),
    ).toBeGreaterThanOrEqual(5);
  });

  // "a cruise ship" drew the sailboat ("ship") and "a whale spouting water" our long whale with the spouting one
  // beside it: the words now name the passenger ship and the spouting whale alone.
  it.each([
    ['a cruise ship', 'en', SHIP],
    ['an ocean liner', 'en', SHIP],
    ['ein Kreuzfahrtschiff', 'de', SHIP],
    ['un crucero', 'es', SHIP],
    ['a whale spouting water', 'en', SPOUTING_WHALE],
    ['a motor boat on the lake', 'en', MOTOR_BOAT],
    ['a ferry', 'en', FERRY],
    ['a guide dog', 'en', GUIDE_DOG],
  ] as const)('"%s" (%s) draws %s', (prompt, locale, id) => {
    const r = understandPrompt(prompt, locale);
    expect(r.kind === 'motifs' ? r.motifs.map((m) => m.id) : []).toEqual([id]);
  });
});

// Our first sailboat was a thin hull under two slim straight-edged sails: its pages were mostly sky.
describe('the sailboat', () => {
  it('fills its box: sails bellied out over most of the top, a deep hull under them', async () => {
    const sil = await raster(`<g fill="#000">${table['26F5'].f}</g>`);
    // the sails (and mast and pennant) above the boom: over a quarter of the box (the first one: 826 square units)
    let sails = 0;
    for (let y = 0; y < 40; y += 0.5) sails += runs(sil, y, 0, 72).reduce((sum, [, w]) => sum + w, 0) * 0.5;
    expect(sails).toBeGreaterThan(1300);
    // the hull from its deck to its keel under the mast (the first one: 17.5 units deep)
    const hull = runs(sil, 56, 0, 72);
    expect(hull).toHaveLength(1);
    expect(hull[0][1]).toBeGreaterThan(58);
    expect(columnRuns(sil, 20, 46.5, 72)).toBe(1);
    expect(table['26F5'].b[3]).toBeGreaterThan(68);
  });
});
