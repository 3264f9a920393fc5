// The goldfish and the poodle drawn by us (scripts/drawn-motifs/pets-more.ts) in the built table. Fluent's fish was
// a plain round body with one fin line and a dot eye, no smile; its poodle a box body on four stick legs. Ours are
// whole, with a face kept clear of an adult page's fill and a smile standing free, scales, fin rays and curls as
// areas to colour, and no solid black but eyes and a nose.
import { describe, expect, it } from 'vitest';
import { all, freeStandingStrokes, printed, PX, raster, silhouetteRuns, table } from '../testing/motif-raster';
import { understandPrompt } from '../keywords/understand-prompt';

describe('the goldfish and the poodle drawn by us', () => {
  it.each([
    ['1F41F', 'goldfish', 22],
    ['1F429', 'poodle', 24],
  ] as const)('draws %s (%s) whole across the box in at least %i areas, a smile standing free, its face kept clear', async (id, _name, areas) => {
    const m = table[id];
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(areas);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(62);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(58);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
  });

  it.each(['1F41F', '1F429'])('%s prints no solid black beyond its eyes and nose', async (id) => {
    const m = table[id];
    const grid = await printed(m);
    const blots: [number, number][] = [];
    for (let y = 2; y <= 70; y += 0.5) for (let x = 2; x <= 70; x += 0.5) if (all(grid, x, y, 2, (v) => v < 128)) blots.push([x, y]);
    expect(blots).toEqual([]);
    const ink = await raster(`<g fill="#000">${m.d}</g>`);
    expect(ink.filter((v) => v < 128).length / (PX * PX)).toBeLessThan(40); // square units
  });

  // A goldfish swims to the left with its big eye up front, a shine left white in the pupil (the inner circle runs
  // the other way round), its scales round areas a crayon fits in and its tail a fan of areas between the rays.
  it('draws the goldfish facing left, with a shining eye, round scales and a fanned double tail', async () => {
    const m = table['1F41F'];
    const dots = [...m.d.matchAll(/M([\d.]+) ([\d.]+)a([\d.]+)/g)].map((a) => a.slice(1).map(Number));
    expect(dots).toHaveLength(2);
    for (const [x] of dots) expect(x).toBeLessThan(m.b[0] + (m.b[2] - m.b[0]) / 3);
    const scales = [...m.f.matchAll(/M[\d.]+ [\d.]+a([\d.]+) \1 /g)].filter((a) => Number(a[1]) >= 4);
    expect(scales.length).toBeGreaterThanOrEqual(6);
    const grid = await printed(m);
    expect(all(grid, 15.6, 30.2, 0.4, (v) => v > 128)).toBe(true); // the shine
    // down the tail at x 63: the white runs between ink, its areas between the edges and the rays, and the gap of
    // the notch between the two lobes
    const column = Array.from({ length: 66 * PX }, (_, i) => grid[(3 * PX + i) * 72 * PX + 63 * PX] > 128);
    const first = column.indexOf(false);
    const last = column.lastIndexOf(false);
    const runs = column.slice(first, last).filter((white, i, c) => white && !c[i - 1]).length;
    expect(runs).toBeGreaterThanOrEqual(6);
  });

  // The poodle stands on four legs a child can colour, with a curly bracelet round each ankle over a toed paw. Our
  // first poodle's body was 14 units deep between a mane and a rosette 19 across, and its ankle pompoms ran into
  // each other: a thin stick between balls.
  it('gives the poodle a full body on four legs, each with its own bracelet in proportion', async () => {
    const m = table['1F429'];
    const sil = await raster(`<g fill="#000">${m.f}</g>`);
    // the shaved body between the mane and the rosette, down the column at x 40
    const column = Array.from({ length: 72 * PX }, (_, y) => sil[y * 72 * PX + 40 * PX] < 128);
    expect((column.lastIndexOf(true) - column.indexOf(true)) / PX).toBeGreaterThanOrEqual(17);
    const legs = await silhouetteRuns(m, 54, 10, 64);
    expect(legs).toHaveLength(4);
    for (const [, w] of legs) expect(w).toBeGreaterThanOrEqual(4.5);
    const bracelets = await silhouetteRuns(m, 61, 10, 64);
    expect(bracelets).toHaveLength(4);
    bracelets.forEach(([, w], i) => {
      expect(w).toBeGreaterThan(legs[i][1] * 1.4);
      expect(w).toBeLessThan(legs[i][1] * 2);
    });
  });

  it.each([
    ['a goldfish in a bowl', '1F41F'],
    ['a girl with a poodle', '1F429'],
  ])('draws "%s" with %s', (prompt, id) => {
    const r = understandPrompt(prompt, 'en');
    expect(r.kind === 'motifs' && r.motifs.map((hit) => hit.id)).toContain(id);
  });
});
