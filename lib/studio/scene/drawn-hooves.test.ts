// The zebra, the donkey and the deer drawn by us in the built table. OpenMoji's zebra and donkey were small
// thin-line side views with pencil-thin legs (the zebra's stripes open lines) and Fluent's deer a box on posts
// with solid black hooves. The deer (scripts/drawn-motifs/hooved.ts) stands whole with a face, legs wide enough to
// colour and hooves as areas. The zebra and the donkey, first drawn on that stiff pony build too, now walk on the
// horse's build (scripts/drawn-motifs/horse.ts, tested in drawn-horse.test.ts) with their own upright mane,
// tufted tail and markings: the zebra's stripes and the donkey's pale muzzle and belly are areas cut to the coat.
import { describe, expect, it } from 'vitest';
import { all, freeStandingStrokes, printed, PX, raster, runs, table } from '../testing/motif-raster';

const silhouette = (m: { f: string }) => raster(`<g fill="#000">${m.f}</g>`);
/** Where the column at `x` changes between ink and paper, from the top down. */
const column = (grid: Uint8Array, x: number) => {
  const out: number[] = [];
  let ink = false;
  for (let y = 0; y < 72; y += 1 / PX) {
    const now = grid[Math.round(y * PX) * 72 * PX + Math.round(x * PX)] < 128;
    if (now !== ink) out.push(y);
    ink = now;
  }
  return out;
};
/** The eye's middle: the first ellipse of the dots. */
const eye = (m: { d: string }) => {
  const [, x, y, rx] = m.d.match(/M(-?[\d.]+) (-?[\d.]+)a(-?[\d.]+)/)!.map(Number);
  return [x + rx, y];
};

describe('the hooved animals drawn by us', () => {
  it.each([
    ['1F993', 'zebra', 40], // far legs, body, hooves, 9 tufts of mane, tail and tuft, ears, head and ~25 stripes
    ['1FACF', 'donkey', 18], // its pale belly and muzzle areas of their own
    ['1F98C', 'deer', 24],
  ] as const)("draws %s (%s) whole in at least %i areas, with a smile on a head kept clear of an adult page's fill", async (id, _name, areas) => {
    const m = table[id];
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(areas);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(58);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(60);
    expect(m.b[3]).toBeGreaterThan(65);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
    // one big eye and a nostril (the deer a nose too), never a big black area
    const ink = await raster(`<g fill="#000">${m.d}</g>`);
    expect(ink.filter((v) => v < 128).length / (PX * PX)).toBeLessThan(22); // square units
  });

  it('the deer stands on four legs at least 4.5 units wide, on hooves that are areas to colour', async () => {
    const m = table['1F98C'];
    // at the fetlock, the legs' narrowest, just over the hooves: the silhouette's four legs, outline to outline
    const legs = runs(await silhouette(m), 59.3, 20, 66, true);
    expect(legs).toHaveLength(4);
    for (const [, w] of legs) expect(w).toBeGreaterThanOrEqual(4.5);
    // through the hooves: four of them, each white inside its outline
    const grid = await printed(m);
    const hooves = runs(await silhouette(m), 62.8, 20, 66, true);
    expect(hooves).toHaveLength(4);
    for (const [x, w] of hooves) expect(Math.max(...runs(grid, 62.8, x, x + w, false).map(([, n]) => n))).toBeGreaterThan(3.5);
  });

  // The zebra's stripes are closed areas (colour every other one black), not lines or solid fills: no spot of ink
  // wider than the eye (4.2 units across) anywhere on the three.
  it.each(['1F993', '1FACF', '1F98C'])('%s prints no solid black beyond its eye and nose', async (id) => {
    const grid = await printed(table[id]);
    const blots: [number, number][] = [];
    for (let y = 2; y <= 70; y += 0.5) for (let x = 2; x <= 70; x += 0.5) if (all(grid, x, y, 2.4, (v) => v < 128)) blots.push([x, y]);
    expect(blots).toEqual([]);
  });
});

describe('the zebra and the donkey on the horse build', () => {
  it.each(['1F993', '1FACF'])('%s stands where the horse stands, on shorter legs under the same back', async (id) => {
    const [horse, m] = [await silhouette(table['1F40E']), await silhouette(table[id])];
    expect(table[id].b[3]).toBe(table['1F40E'].b[3]);
    // from the top of the back over the saddle to the ground: the zebra a little lower, the donkey much
    const height = (grid: Uint8Array) => 71.5 - column(grid, 42.5)[0];
    expect(height(m)).toBeLessThan(height(horse) - (id === '1FACF' ? 3 : 0.8));
  });

  it.each(['1F993', '1FACF'])('%s has an upright short mane and a thin tail ending in a tuft of locks', async (id) => {
    const m = table[id];
    const grid = await silhouette(m);
    // no locks falling over the neck as the horse's do: the neck's front half is the coat's, from the crest down
    const neck = column(grid, 30);
    expect(neck[0]).toBeLessThan(20);
    // the tail: a thin stem behind the thigh, then a tuft twice as wide below it
    const stem = runs(grid, 50, 59.5, 72);
    expect(stem).toHaveLength(1);
    expect(stem[0][1]).toBeLessThan(2.6);
    const tuft = runs(grid, 62, 59.3, 72);
    expect(tuft.reduce((w, [x, n]) => Math.max(w, x + n), 0) - tuft[0][0]).toBeGreaterThan(5);
  });

  it('stripes the zebra in bands across the barrel, each an area, none a sliver', async () => {
    const grid = await printed(table['1F993']);
    // a row through the barrel and the haunch: stripes and the coat between them, each white inside its lines
    const white = runs(grid, 40, 30, 60, false);
    expect(white.length).toBeGreaterThanOrEqual(7);
    for (const [, w] of white) expect(w).toBeGreaterThan(1.2);
    // rings round the legs
    expect(runs(grid, 60.5, 26, 36, false).length).toBeGreaterThanOrEqual(1);
  });

  it('leaves the zebra’s eye area clear of stripes', async () => {
    const m = table['1F993'];
    const grid = await printed(m);
    const [ex, ey] = eye(m);
    // paper all round the eye, below it and in front (its lashes rise above it), and behind it to the jowl
    for (let a = 0; a < Math.PI; a += Math.PI / 16) expect(all(grid, ex + 2.6 * Math.cos(a), ey + 2.6 * Math.sin(a), 0.25, (v) => v > 128)).toBe(true);
  });

  it('gives the donkey long ears, a pale belly and a pale muzzle as areas', async () => {
    const [horse, donkey] = [table['1F40E'], table['1FACF']];
    // ears: their tips stand higher over the eye than the horse's
    expect(eye(donkey)[1] - donkey.b[1]).toBeGreaterThan(eye(horse)[1] - horse.b[1] + 5);
    // down the barrel: the back, the pale belly's edge, then the belly line, with coat between
    const col = column(await printed(donkey), 40);
    const lines = col.filter((_, i) => i % 2 === 0).filter((y) => y > 30 && y < 56);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    // the muzzle: a line across the nose, between the eye and the nose's tip, as on no horse
    const [ex, ey] = eye(donkey);
    const across = (m: typeof donkey, grid: Uint8Array) => runs(grid, ey + 9, m.b[0], ex - 1, true).length;
    expect(across(donkey, await printed(donkey))).toBeGreaterThan(across(horse, await printed(horse)));
  });
});
