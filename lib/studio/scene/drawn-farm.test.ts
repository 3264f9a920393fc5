// The cow and the rooster drawn by us (scripts/drawn-motifs/farm-animals.ts) in the built table. Fluent's cow was a
// box on four post legs with solid black patches, its rooster a half disc on a stick with a box for a tail: ours
// stand whole, with a face, legs wide enough to colour, patches and feathers as areas, and no solid black but eyes
// and nostrils. Our first cow stood on stumps and our first rooster on the hen's thin legs; the tests of their legs
// fail on those.
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

  // The first cow stood on stumps under a long box (legs 15.5 units from belly to ground beside a body 27 deep):
  // it read as a table. A cow's legs are about as long as its body is deep.
  it('stands the cow on legs as long as its body is deep, with cloven hooves and an udder between them', async () => {
    const m = table['1F404'];
    const sil = await raster(`<g fill="#000">${m.f}</g>`);
    // down each column between the near foreleg and the near hind leg: the back, then the belly where white
    // follows it to the ground (between two legs); the highest belly found, next to the legs, so not an udder's teat
    let [back, belly] = [0, 72];
    for (let x = 30; x <= 50; x += 0.25) {
      const column = Array.from({ length: 72 * PX }, (_, y) => sil[y * 72 * PX + Math.round(x * PX)] < 128);
      const top = column.indexOf(true);
      const end = column.indexOf(false, top);
      if (!column.slice(end).includes(true) && end / PX < belly) [back, belly] = [top / PX, end / PX];
    }
    const legs = m.b[3] - belly;
    expect(legs).toBeGreaterThanOrEqual(20);
    expect(legs).toBeGreaterThanOrEqual(0.8 * (belly - back));
    // four legs at least 5 units wide over the hooves' tops (the far legs stand 1 unit higher)
    const near = await silhouetteRuns(m, 63.5, 20, 40);
    expect(near).toHaveLength(2);
    for (const [, w] of near) expect(w).toBeGreaterThanOrEqual(5);
    // each near hoof is two toes, both white areas, parted by a line
    const grid = await printed(m);
    for (const x of [27, 57.5]) {
      expect(all(grid, x - 1.7, 67.6, 0.5, (v) => v > 128)).toBe(true);
      expect(all(grid, x + 1.7, 67.6, 0.5, (v) => v > 128)).toBe(true);
      expect(grid[Math.round(67.6 * PX) * 72 * PX + Math.round(x * PX)]).toBeLessThan(128);
    }
    // the udder's teats hang below the belly, in front of the hind legs
    expect(await silhouetteRuns(m, 53.5, 41, 56)).toHaveLength(3);
  });

  // The first rooster stood on the hen's legs, 2 units wide, under a bigger bird.
  it('stands the rooster on scaly legs with a spur, three toes forward and one back', async () => {
    const m = table['1F413'];
    const shanks = await silhouetteRuns(m, 62.5, 15, 55);
    expect(shanks).toHaveLength(2);
    for (const [, w] of shanks) expect(w).toBeGreaterThanOrEqual(3.2);
    // the spurs stand out behind the shanks, apart from them on this row
    const spurs = await silhouetteRuns(m, 57.5, 15, 55);
    expect(spurs).toHaveLength(4);
    // the toes: ink 5 units ahead of each shank's middle and 4 behind it, on the row under the ankles
    const toes = await raster(`<g fill="#000">${m.f}</g>`);
    const row = (x: number) => toes[Math.round(66 * PX) * 72 * PX + Math.round(x * PX)] < 128;
    for (const [x, w] of shanks) {
      expect(row(x + w / 2 - 5)).toBe(true);
      expect(row(x + w / 2 + 4)).toBe(true);
    }
    // three scale bands across each shank: lines edge to edge, so each band is an area
    const grid = await printed(m);
    for (const [x, w] of shanks) {
      const column = Array.from({ length: 9 * PX }, (_, i) => grid[(54 * PX + i) * 72 * PX + Math.round((x + w / 2) * PX)] < 128);
      expect(column.filter((ink, i) => ink && !column[i - 1]).length).toBeGreaterThanOrEqual(4);
    }
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
