// The sea animals drawn by us (scripts/drawn-motifs/sea-animals.ts, shark.ts) in the built table: OpenMoji's orca
// was a thin faceless silhouette, Fluent's shark had a tiny face, its crocodile was a top view (a body holding a grid
// of boxes) and its blowfish a lump with an odd mouth. Ours are whole and side-on, with a face kept clear of an adult page's
// fill, areas to colour (patches, a belly, fins, teeth, ridges, spikes, spots) and no solid black but eyes (with
// their shine) and nostrils.
import { describe, expect, it } from 'vitest';
import { areaShapes, freeStandingStrokes, PX, raster, silhouetteRuns, table } from '../testing/motif-raster';

describe('sea animals drawn by us', () => {
  it.each([
    ['1FACD', 'orca', 7, 2, 16, 1],
    ['1F988', 'shark', 13, 2, 22, 2],
    ['1F40A', 'crocodile', 30, 5, 20, 1],
    ['1F421', 'blowfish', 20, 2, 32, 1],
  ] as const)(
    "draws %s (%s) whole across the box in at least %i areas, with a face kept clear of an adult page's fill",
    async (id, _name, areas, dots, ink, plain) => {
      const m = table[id];
      expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(areas);
      expect(m.b[2] - m.b[0]).toBeGreaterThan(62);
      // the face, and the shark's pale belly too (fill-kinds.ts), each one closed area left plain
      expect(m.c).toMatch(/^(<path d="M[^"]+Z"\/>)+$/);
      expect(m.c?.match(/<path/g)).toHaveLength(plain);
      // an eye (the orca's, the shark's, the crocodile's two and the blowfish's pupil each with a shine; the
      // crocodile's nostril), never a big black area
      expect(m.d.match(/M[\d.]+ [\d.]+a/g)).toHaveLength(dots);
      const black = await raster(`<g fill="#000">${m.d}</g>`);
      expect(black.filter((v) => v < 128).length / (PX * PX)).toBeLessThan(ink); // square units
    },
  );

  // The orca's and the crocodile's smiles stand free of every other line (the crocodile's teeth hang from the
  // middle of its); the shark's grin is an open mouth, an area (drawn-shark.test.ts), but its gill slits stand
  // free the same way; the blowfish's mouth is small and round, under a brow.
  it.each(['1FACD', '1F988', '1F40A', '1F421'])('gives %s a drawn-on smile or brow standing free', async (id) => {
    expect(await freeStandingStrokes(table[id])).toBeGreaterThanOrEqual(1);
  });

  // The orca swims: a tall dorsal fin, a flipper and a tail turned up make its box tall as well as long.
  it('draws the orca chunky, its fin, flipper and tail filling the box', () => {
    const b = table['1FACD'].b;
    expect(b[3] - b[1]).toBeGreaterThan(58);
  });

  // A whale's flukes lie flat: its tail stock curves up into two lobes spread across the top right, with a notch
  // between them. Our first orca's flukes stood upright like a fish's tail (a lobe above and one below the stock),
  // and it read as a big fish.
  it("gives the orca a whale's tail, curved up into flukes spread flat", async () => {
    const m = table['1FACD'];
    const lobes = await silhouetteRuns(m, 10, 44, 72);
    expect(lobes).toHaveLength(2);
    for (const [, w] of lobes) expect(w).toBeGreaterThan(5);
    expect(lobes[1][0] + lobes[1][1] - lobes[0][0]).toBeGreaterThan(22);
    // no lower lobe under the stock, where a fish's tail has one
    expect(await silhouetteRuns(m, 50, 60, 72)).toHaveLength(0);
  });

  // The crocodile fills its box: a chunky body on four legs and a tail curling up over its back (our first one was
  // long and low, 40 units tall, and printed small and thin on its pages).
  it('draws the crocodile chunky, its tail curling up over its back, standing on four feet', async () => {
    const m = table['1F40A'];
    const b = m.b;
    expect(b[2] - b[0]).toBeGreaterThan(68);
    expect(b[3] - b[1]).toBeGreaterThan(50);
    expect(b[3]).toBeGreaterThan(65);
    // the curl of the tail, high above the rump
    expect((await silhouetteRuns(m, 20, 48, 72)).length).toBeGreaterThanOrEqual(1);
    // the near feet on the ground, each broad, apart from each other
    const feet = await silhouetteRuns(m, 64, 0, 72);
    expect(feet).toHaveLength(2);
    for (const [, w] of feet) expect(w).toBeGreaterThan(8);
  });

  // The blowfish's side fin fans back and down from its root, and its pursed mouth sits inside the body. Our first
  // fin was a wedge pointing forward with two lines, level across the middle of the body, and read as a beak; the
  // mouth's ring sat on the outline and stood out of the body like an ear.
  it("gives the blowfish a side fin swept back and down, and its mouth inside the body's outline", async () => {
    const m = table['1F421'];
    const boxes = await areaShapes(m);
    const body = boxes.reduce((a, b) => (b.size > a.size ? b : a));
    // the fin: a middling area on the flank behind the face, inside the body's box
    const fin = boxes.find((b) => b.x0 > body.x0 + 15 && b.x1 < body.x1 - 2 && b.y0 > body.y0 + 15 && b.y1 < body.y1 - 5 && b.size > 40 && b.size < 200)!;
    expect(fin).toBeDefined();
    expect(fin.cx - fin.root[0]).toBeGreaterThan(5);
    expect(fin.cy - fin.root[1]).toBeGreaterThan(2);
    // the mouth: a small ring at the front of the face, wholly inside the body's round outline, 1.5 units clear
    const [ox, oy, r] = [(body.x0 + body.x1) / 2, (body.y0 + body.y1) / 2, (body.x1 - body.x0) / 2];
    const inside = (x: number, y: number) => Math.hypot(x - ox, y - oy) < r - 1.5;
    const mouth = boxes.filter(
      (b) => b.cx < body.x0 + 8 && b.cy > 36 && b.cy < 46 && b.size < 30 && inside(b.x0, b.cy) && inside(b.cx, b.y0) && inside(b.cx, b.y1),
    );
    expect(mouth.length).toBeGreaterThanOrEqual(1);
  });
});
