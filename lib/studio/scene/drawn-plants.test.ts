// The plants drawn by us (scripts/drawn-motifs/plants.ts) in the built table: OpenMoji's palm tree was a hairline
// trunk under a small fan of leaves, its cactus a plain column whose spines were lines crossing its outline, its
// mushroom a spotted cap on a stub. Ours fill the box's height with areas to colour, no face (no plant has one)
// and no solid black; they also stand small on the dinosaurs name pages and in text prompts.
import { describe, expect, it } from 'vitest';
import { all, PX, raster, table } from '../testing/motif-raster';

/** The runs of the silhouette across the row at `y` (units): [start, width] each. */
function runs(inside: Uint8Array, y: number): [number, number][] {
  const row = Math.round(y * PX) * 72 * PX;
  const out: [number, number][] = [];
  for (let x = 0; x < 72 * PX; x++) {
    if (inside[row + x] >= 128) continue;
    if (out.length && out[out.length - 1][0] + out[out.length - 1][1] === x / PX) out[out.length - 1][1] += 1 / PX;
    else out.push([x / PX, 1 / PX]);
  }
  return out;
}

describe('plants drawn by us', () => {
  it.each([
    ['1F334', 'palm tree', 24],
    ['1F335', 'cactus', 15],
    ['1F344', 'mushroom', 16],
  ] as const)('draws %s (%s) upright, filling the box in at least %i areas, faceless, with no solid black', async (id, _name, areas) => {
    const m = table[id];
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(areas);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(60);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(55);
    expect(m.b[3]).toBeGreaterThan(66);
    expect(m.c).toBeUndefined();
    expect(m.d).toBe('');
    const grid = await raster(`<g fill="#fff" stroke="#000" stroke-width="0.7">${m.f}</g><g fill="none" stroke="#000" stroke-width="0.7">${m.s}</g>`);
    const blots: [number, number][] = [];
    for (let y = 2; y <= 70; y += 0.5) for (let x = 2; x <= 70; x += 0.5) if (all(grid, x, y, 1.2, (v) => v < 128)) blots.push([x, y]);
    expect(blots).toEqual([]);
  });

  // The palm's trunk is a band wide enough to colour, cut into ring segments, under a crown of fronds in two
  // halves each (the midrib their shared edge, so no line of a back frond runs over a front one).
  it('draws the palm tree with a trunk at least 5 units wide under a crown of big fronds', async () => {
    const m = table['1F334'];
    const inside = await raster(`<g fill="#000">${m.f}</g>`);
    for (let y = 46; y <= 60; y += 2) {
      const r = runs(inside, y);
      expect(r).toHaveLength(1);
      expect(r[0][1]).toBeGreaterThanOrEqual(5);
    }
    // the crown spans most of the box's width above the trunk
    const crown = runs(inside, 24);
    expect(crown[crown.length - 1][0] + crown[crown.length - 1][1] - crown[0][0]).toBeGreaterThan(55);
  });

  // The cactus's spines are short strokes standing just outside its outline, so none cuts an area into slivers.
  it('draws the cactus with its spines outside the outline', async () => {
    const m = table['1F335'];
    const inside = await raster(`<g fill="#000">${m.f}</g>`);
    const strokes = [...m.s.matchAll(/M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)/g)].map((g) => g.slice(1).map(Number));
    const short = strokes.filter(([x0, y0, x1, y1]) => Math.hypot(x1 - x0, y1 - y0) < 3);
    expect(short.length).toBeGreaterThanOrEqual(24);
    for (const [x0, y0, x1, y1] of short) {
      expect(all(inside, x0, y0, 0.3, (v) => v > 128)).toBe(true);
      expect(all(inside, x1, y1, 0.3, (v) => v > 128)).toBe(true);
    }
  });

  // The toadstool's stem is a stem, never a stub: it runs from under the cap's gills to its bulb at the bottom.
  it('draws the mushroom on a stem wide enough to colour', async () => {
    const m = table['1F344'];
    const inside = await raster(`<g fill="#000">${m.f}</g>`);
    for (const y of [42, 56]) expect(Math.max(...runs(inside, y).map((r) => r[1]))).toBeGreaterThanOrEqual(10);
  });
});

// OpenMoji's deciduous tree ("a tree") was one empty cloud over a forked stroke: beside a bear it could only be a
// small stamp. Ours is a whole shade tree: a trunk that reaches the ground, boughs, a crown of leafy clumps.
describe('the deciduous tree drawn by us', () => {
  it('fills its box with a crown of many clumps over a trunk standing on the ground', async () => {
    const m = table['1F333'];
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(14);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(64);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(60);
    const inside = await raster(`<g fill="#000">${m.f}</g>`);
    // the trunk: a band at least 8 units wide down the middle from under the crown to the roots
    for (let y = 52; y <= 66; y += 2) {
      const trunk = runs(inside, y).filter(([x, w]) => x < 36 && x + w > 36);
      expect(trunk, `y ${y}`).toHaveLength(1);
      expect(trunk[0][1], `y ${y}`).toBeGreaterThanOrEqual(8);
    }
    // the crown: wider than three quarters of the box at its widest
    const crown = runs(inside, 30);
    expect(crown[crown.length - 1][0] + crown[crown.length - 1][1] - crown[0][0]).toBeGreaterThan(55);
  });
});
