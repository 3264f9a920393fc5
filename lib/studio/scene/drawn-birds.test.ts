// The chicks and the turkey drawn by us (scripts/drawn-motifs/farm-birds.ts) in the built table: each whole, with
// areas to colour, a face kept clear of an adult page's fill and a smile standing free, no solid black but eyes.
import { describe, expect, it } from 'vitest';
import { freeStandingStrokes, PX, raster, table } from '../testing/motif-raster';

const areas = (id: string) => table[id].f.match(/<path/g)!.length;
/** Square units of solid black in the motif's dots. */
const solid = async (id: string) => (await raster(`<g fill="#000">${table[id].d}</g>`)).filter((v) => v < 128).length / (PX * PX);

describe('the chicks and the turkey drawn by us', () => {
  // OpenMoji's chick was a bare head, one big empty disc on a farm page; ours stand whole on two legs with toes
  // (the hatching one in its egg): a fluffy body, a tuft, wings, a beak, cheeks.
  it.each([
    ['1F424', 'baby chick', 12, 1],
    ['1F425', 'front-facing baby chick', 12, 2],
    ['1F423', 'hatching chick', 12, 2],
  ] as const)(
    "draws %s (%s) whole in at least %i areas, filling the box, with %i eyes and a smile on a head kept clear of an adult page's fill",
    async (id, _name, n, eyes) => {
      const m = table[id];
      expect(areas(id)).toBeGreaterThanOrEqual(n);
      expect(m.b[3] - m.b[1]).toBeGreaterThan(58);
      expect(m.b[2] - m.b[0]).toBeGreaterThan(50);
      expect(m.b[3]).toBeGreaterThan(64);
      expect(m.o).toBeUndefined();
      expect(m.d.match(/M[\d.]+ [\d.]+a/g)).toHaveLength(eyes);
      expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
      expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
      expect(await solid(id)).toBeLessThan(24); // square units: the eyes
    },
  );

  // Fluent's turkey was half a box with a quarter disc for a tail; ours has a fan of feathers in three rows, the
  // outer ones with eyespots, a wing of feathers, a head with a snood and a wattle, legs with toes.
  it("draws the turkey whole in at least 40 areas, its tail fanned with eyespots, a smile on a head kept clear of an adult page's fill", async () => {
    const m = table['1F983'];
    expect(areas('1F983')).toBeGreaterThanOrEqual(40);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(60);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(58);
    expect(m.b[3]).toBeGreaterThan(64);
    // each eyespot a small ring of its own: circles of radius 2 among the areas
    expect(m.f.match(/a2 2 0 1 0 4 0/g)!.length).toBeGreaterThanOrEqual(8);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
    // the fan's feathers run on under the head, so the smile stands free of what shows: the head and what is
    // drawn over it (the beak, the snood, the wattle)
    expect(await freeStandingStrokes({ ...m, f: m.c! + m.f.split(m.c!)[1] })).toBeGreaterThanOrEqual(1);
    expect(m.d.match(/M[\d.]+ [\d.]+a/g)).toHaveLength(1);
    expect(await solid('1F983')).toBeLessThan(12);
  });
});
