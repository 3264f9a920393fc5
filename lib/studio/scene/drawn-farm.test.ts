// The cow and the rooster drawn by us (scripts/drawn-motifs/farm-animals.ts) in the built table. Fluent's cow was a
// box on four post legs with solid black patches, its rooster a half disc on a stick with a box for a tail: ours
// stand whole, with a face, legs wide enough to colour, patches and feathers as areas, and no solid black but eyes
// and nostrils.
import { describe, expect, it } from 'vitest';
import { all, freeStandingStrokes, printed, PX, raster, silhouetteRuns, table } from '../testing/motif-raster';
import { understandPrompt } from '../keywords/understand-prompt';
import { BIG_ANIMALS } from './subject-kinds';

describe('the farm animals drawn by us', () => {
  it.each([
    ['1F404', 'cow', 24],
    ['1F413', 'rooster', 20],
  ] as const)('draws %s (%s) whole in at least %i areas, with a free-standing smile and its face kept clear', async (id, _name, areas) => {
    const m = table[id];
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(areas);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(60);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(58);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
    expect(m.c).toMatch(/^(<path d="M[^"]+Z"\/>)+$/);
  });

  it.each(['1F404', '1F413'])('%s prints no solid black beyond its eyes and nostrils', async (id) => {
    const m = table[id];
    const grid = await printed(m);
    const blots: [number, number][] = [];
    for (let y = 2; y <= 70; y += 0.5) for (let x = 2; x <= 70; x += 0.5) if (all(grid, x, y, 2, (v) => v < 128)) blots.push([x, y]);
    expect(blots).toEqual([]);
    const ink = await raster(`<g fill="#000">${m.d}</g>`);
    expect(ink.filter((v) => v < 128).length / (PX * PX)).toBeLessThan(24); // square units: eyes and nostrils
  });

  // Two eyes on a head turned to the reader, two flat nostrils (wider than tall: round ones the eyes' size with
  // the smile under them read as a second face), the muzzle an area of its own in the face kept clear.
  it('gives the cow two eyes, two flat nostrils and a smile on a big muzzle', () => {
    const m = table['1F404'];
    const dots = [...m.d.matchAll(/M[\d.]+ [\d.]+a([\d.]+) ([\d.]+)/g)].map((a) => [Number(a[1]), Number(a[2])]);
    expect(dots).toHaveLength(4);
    expect(dots.filter(([rx, ry]) => rx === ry)).toHaveLength(2);
    expect(dots.filter(([rx, ry]) => rx > ry * 1.4)).toHaveLength(2);
    expect(m.c!.match(/<path/g)).toHaveLength(2);
  });

  it('stands the cow on four legs at least 4.5 units wide, on hooves that are areas to colour', async () => {
    const m = table['1F404'];
    // just over the hooves (the legs' narrowest) and through them: four of each, the hooves white inside
    const legs = await silhouetteRuns(m, 59.3, 20, 68);
    expect(legs).toHaveLength(4);
    for (const [, w] of legs) expect(w).toBeGreaterThanOrEqual(4.5);
    const hooves = await silhouetteRuns(m, 62.8, 20, 68);
    expect(hooves).toHaveLength(4);
    const grid = await printed(m);
    for (const [x, w] of hooves) expect(all(grid, x + w / 4, 62.8, 0.3, (v) => v > 128)).toBe(true);
  });

  // The rooster is the hen's mate: her head, but a comb reaching higher and a tail of sickle feathers arching
  // high behind his back (hers is a fan of three short feathers).
  it("gives the rooster the hen's head under a bigger comb, and a tail arching higher than hers", async () => {
    const [rooster, hen] = [table['1F413'], table['1F414']];
    expect(rooster.c).toBe(hen.c);
    expect(rooster.b[1]).toBeLessThan(hen.b[1] - 1.5);
    // the tail: its top, right of his back (x 55), 5 units higher than hers, and at least four feathers there
    const tailTop = async (m: { f: string }) => {
      const grid = await raster(`<g fill="#000">${m.f}</g>`);
      for (let y = 0; y < 72 * PX; y++) for (let x = 55 * PX; x < 72 * PX; x++) if (grid[y * 72 * PX + x] < 128) return y / PX;
      return 72;
    };
    expect(await tailTop(rooster)).toBeLessThan((await tailTop(hen)) - 5);
    const feathers = [...rooster.f.matchAll(/<path d="M([\d.]+) /g)].filter((p) => Number(p[1]) > 46);
    expect(feathers.length).toBeGreaterThanOrEqual(4);
  });

  it('sizes the cow as a big animal beside a child, and the rooster not', () => {
    expect(BIG_ANIMALS.has('1F404')).toBe(true);
    expect(BIG_ANIMALS.has('1F413')).toBe(false);
  });

  // The words a child types for them: 牛 alone (Chinese and Japanese) and Korean 소 found no cow before (소 the
  // ox), though the cow is what a child means.
  it.each([
    ['a cow on the farm', 'en', 'cow'],
    ['eine Kuh auf der Weide', 'de', 'cow'],
    ['una vaca', 'es', 'cow'],
    ['牛', 'zh-CN', 'cow'],
    ['农场里的牛', 'zh-CN', 'cow'],
    ['農場的牛', 'zh-TW', 'cow'],
    ['牛の絵', 'ja', 'cow'],
    ['소', 'ko', 'cow'],
    ['gà trống', 'vi', 'rooster'],
    ['수탉', 'ko', 'rooster'],
    ['公鸡', 'zh-CN', 'rooster'],
  ] as const)('"%s" (%s) draws the %s', (prompt, lang, name) => {
    const r = understandPrompt(prompt, lang);
    expect(r.kind === 'motifs' && r.motifs.map((m) => m.name)).toEqual([name]);
  });
});
