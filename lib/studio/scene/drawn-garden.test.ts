// The fir and the potted plant drawn by us (scripts/drawn-motifs/garden.ts) in the built table. OpenMoji's
// evergreen tree was one thin zigzag triangle on a hairline stick, with a flat lower edge and nothing inside to
// colour; its potted plant a plain pot under a thin tuft of strap leaves. Ours: a fir of stacked tiers of boughs
// with needle-toothed edges on a trunk wide enough to colour, and a monstera with split leaves spreading wider
// than its patterned pot. Both faceless (no plant the studio draws has a face) and with no solid black.
import { describe, expect, it } from 'vitest';
import { all, columnRuns, printed, PX, raster, runs, table } from '../testing/motif-raster';

const noBlots = async (m: { f: string; s: string; d: string }) => {
  const grid = await printed(m);
  const blots: [number, number][] = [];
  for (let y = 2; y <= 70; y += 0.5) for (let x = 2; x <= 70; x += 0.5) if (all(grid, x, y, 1.2, (v) => v < 128)) blots.push([x, y]);
  return blots;
};

describe('the fir drawn by us', () => {
  const m = table['1F332'];

  it('fills the box with areas, faceless, with no solid black', async () => {
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(8);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(64);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(60);
    expect(m.c).toBeUndefined();
    expect(m.d).toBe('');
    expect(await noBlots(m)).toEqual([]);
  });

  // OpenMoji's trunk was a stroke: no area at all at the foot of the tree.
  it('stands on a trunk at least 6 units wide', async () => {
    const inside = await raster(`<g fill="#000">${m.f}</g>`);
    const foot = runs(inside, 67, 20, 52);
    expect(foot).toHaveLength(1);
    expect(foot[0][1]).toBeGreaterThanOrEqual(6);
  });

  // Five tiers stacked: a line down the tree, left of its middle, crosses each tier's hanging edge; the old
  // triangle's outline was crossed twice.
  it('is built of at least five tiers of boughs', async () => {
    expect(columnRuns(await printed(m), 31, 4, 64)).toBeGreaterThanOrEqual(5);
  });

  // The lowest tier's edge hangs in needle teeth: going along it, its foot rises and falls again and again.
  it('cuts the lowest boughs into needle teeth', async () => {
    const inside = await raster(`<g fill="#000">${m.f}</g>`);
    const foot = (x: number) => {
      for (let y = 68; y >= 50; y -= 1 / PX) if (inside[Math.round(y * PX) * 72 * PX + Math.round(x * PX)] < 128) return y;
      return 50;
    };
    let [peaks, rising, lo, hi] = [0, true, foot(6), foot(6)];
    for (let x = 6; x <= 28; x += 0.25) {
      const y = foot(x);
      if (rising && y < hi - 0.5) [peaks, rising, lo] = [peaks + 1, false, y];
      else if (!rising && y > lo + 0.5) [rising, hi] = [true, y];
      hi = rising ? Math.max(hi, y) : hi;
      lo = rising ? lo : Math.min(lo, y);
    }
    expect(peaks).toBeGreaterThanOrEqual(4);
  });
});

describe('the potted plant drawn by us', () => {
  const m = table['1FAB4'];

  it('fills the box with many areas, faceless, with no solid black', async () => {
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(18);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(64);
    expect(m.c).toBeUndefined();
    expect(m.d).toBe('');
    expect(await noBlots(m)).toEqual([]);
  });

  // The leaves spread wider than the pot's rim, and the pot below them is one body under a wider rim band.
  it('spreads its leaves wider than its pot', async () => {
    const inside = await raster(`<g fill="#000">${m.f}</g>`);
    const span = (y: number) => {
      const r = runs(inside, y, 0, 71.9);
      return r[r.length - 1][0] + r[r.length - 1][1] - r[0][0];
    };
    expect(span(34)).toBeGreaterThan(58);
    const body = runs(inside, 60, 0, 71.9);
    expect(body).toHaveLength(1);
    expect(span(47)).toBeGreaterThan(body[0][1] + 6);
    expect(span(34)).toBeGreaterThan(span(47) + 14);
  });

  // The big leaf in the middle is split: down a line between its midrib and its edge, the leaf is crossed by
  // its slits (open to the edge, so white between ink), two of them on each side.
  it('cuts splits into the middle leaf', async () => {
    const inside = await raster(`<g fill="#000">${m.f}</g>`);
    for (const x of [30, 42]) expect(columnRuns(inside, x, 5, 19)).toBeGreaterThanOrEqual(3);
  });
});
