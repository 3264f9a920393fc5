// The chicks, the turkey and the mermaid drawn by us (scripts/drawn-motifs/farm-birds.ts, mermaid.ts) in the built
// table: each whole, with areas to colour, a face kept clear of an adult page's fill and a smile standing free, no
// solid black but eyes; and the mermaid standing among people at a person's height.
import { describe, expect, it } from 'vitest';
import { understandPrompt } from '../keywords/understand-prompt';
import { areaCount, freeStandingStrokes, solidBlack, table } from '../testing/motif-raster';
import { composeScene, type SceneStyle } from './compose-scene';
import { pageSize } from './paper';
import { WHOLE_GROWN_UPS } from './people';
import { createRng } from './prng';

/** Square units of solid black in the motif's dots. */

describe('the chicks, the turkey and the mermaid drawn by us', () => {
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
      expect(areaCount(id)).toBeGreaterThanOrEqual(n);
      expect(m.b[3] - m.b[1]).toBeGreaterThan(58);
      expect(m.b[2] - m.b[0]).toBeGreaterThan(50);
      expect(m.b[3]).toBeGreaterThan(64);
      expect(m.d.match(/M[\d.]+ [\d.]+a/g)).toHaveLength(eyes);
      expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
      expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
      expect(await solidBlack(id)).toBeLessThan(24); // square units: the eyes
    },
  );

  // Fluent's turkey was half a box with a quarter disc for a tail; ours has a fan of feathers in three rows, the
  // outer ones with eyespots, a wing of feathers, a head with a snood and a wattle, legs with toes.
  it("draws the turkey whole in at least 40 areas, its tail fanned with eyespots, a smile on a head kept clear of an adult page's fill", async () => {
    const m = table['1F983'];
    expect(areaCount('1F983')).toBeGreaterThanOrEqual(40);
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
    expect(await solidBlack('1F983')).toBeLessThan(12);
  });

  // OpenMoji's merperson was a small thin figure with a trident and a face left blank under its hair; ours floats
  // upright, whole: a face, long hair in locks, a top of shells, a scaled tail curling to a big fin. Her eyes are the
  // princess's kawaii eyes with their shine (drawn-grownups.test.ts), the only solid black: 9 to 15 square units.
  it("draws the mermaid whole in at least 18 areas, with two eyes and a smile on a face kept clear of an adult page's fill", async () => {
    const m = table['1F9DC'];
    expect(areaCount('1F9DC')).toBeGreaterThanOrEqual(18);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(60);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(50);
    expect(m.d.match(/M[\d.]+ [\d.]+a/g)).toHaveLength(2);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
    expect(await solidBlack('1F9DC')).toBeGreaterThan(9);
    expect(await solidBlack('1F9DC')).toBeLessThan(15);
    expect(WHOLE_GROWN_UPS.has('1F9DC')).toBe(true);
  });

  // Sized as an animal beside a child, the mermaid was a doll-sized figure at the girl's feet; as a person she stands
  // in the row with the child at a child's share of her height.
  it('stands the mermaid beside a girl as a grown-up, the girl the shorter', () => {
    const understood = understandPrompt('a mermaid and a girl', 'en');
    if (understood.kind !== 'motifs') throw new Error('not understood as motifs');
    for (const style of ['kids', 'teens', 'adults'] as SceneStyle[])
      for (let seed = 1; seed <= 4; seed++) {
        const scene = composeScene(understood.motifs, style, pageSize('a4', 'portrait'), createRng(seed, style));
        const [child, mermaid] = scene.subjectBoxes;
        expect(child.h / mermaid.h, `${style}, seed ${seed}`).toBeCloseTo(0.74, 1);
      }
  });
});
