// The long-neck dinosaur, the kangaroo, the goat, the pig and the sheep drawn by us (scripts/drawn-motifs/sauropod.ts,
// kangaroo.ts, goat.ts, pig.ts, big-animals.ts), measured on the built table. On paper the first long-neck read as a
// turtle (a dome with a belly band on short legs under a thin neck), the kangaroo as a pear with sticks for arms, and
// the goat, the pig and the sheep as boxes or barrels on four posts.
import { describe, expect, it } from 'vitest';
import { columnRuns, crossings, printed, raster, runs, table } from '../testing/motif-raster';

const silhouette = (id: string) => raster(`<g fill="#000">${table[id].f}</g>`);

describe('the long-neck dinosaur', () => {
  it('stands on four separate thick legs, long under the body, with its long tail reaching down behind', async () => {
    const grid = await silhouette('1F995');
    // just under the belly the four legs (each 7 or more across) and the tail stand apart
    const under = runs(grid, 50, 0, 72);
    expect(under).toHaveLength(5);
    for (const [, w] of under.slice(0, 4)) expect(w).toBeGreaterThanOrEqual(7);
    expect(under[4][0]).toBeGreaterThan(64);
    expect(under[4][1]).toBeGreaterThan(2);
  });

  it('raises a small head high on a neck standing clear of its back', async () => {
    const m = table['1F995'];
    const grid = await silhouette('1F995');
    // at the height of the back, the neck and the body are two shapes: the neck leans out over the chest
    expect(runs(grid, 25, 0, 72)).toHaveLength(2);
    expect(m.b[1]).toBeLessThan(4);
    // the body's underside is one area: no belly band across it, which made the turtle's shell
    expect(columnRuns(await printed(m), 52, 38, 46)).toBe(0);
  });
});

describe('the kangaroo', () => {
  it('stands sturdy: deep in the chest under the head and heavy at the hips, not a thin pear', async () => {
    const grid = await silhouette('1F998');
    // the body under the head (the near arm lies on it), and the hips with the thigh and the tail's root
    expect(Math.max(...runs(grid, 25, 0, 72).map(([, w]) => w))).toBeGreaterThan(23);
    expect(Math.max(...runs(grid, 50, 0, 72).map(([, w]) => w))).toBeGreaterThan(36.5);
  });
});

describe('the goat', () => {
  it('has a rounded body with a patch on its flank, not a box', async () => {
    const grid = await printed(table['1F410']);
    // across the flank the walk meets the patch's two edges
    expect(crossings(grid, [35, 37], [58, 37])).toBeGreaterThanOrEqual(2);
    // the rump is round: its back edge half way down stands further out than near the belly
    const sil = await silhouette('1F410');
    const right = (y: number) => Math.max(...runs(sil, y, 35, 72).map(([x, w]) => x + w));
    expect(right(37) - right(46)).toBeGreaterThan(2.5);
  });
});

/**
 * Pairs of runs of a silhouette's row `y` (between `x0` and `x1`) standing less than 0.8 units apart: the two toes
 * of a cloven hoof, parted by their notch. A box hoof with its split drawn as a line has none.
 */
async function clovenPairs(id: string, y: number, x0: number, x1: number) {
  const r = runs(await silhouette(id), y, x0, x1);
  return r.slice(1).filter(([x], i) => x - (r[i][0] + r[i][1]) < 0.8).length;
}

describe('the pig', () => {
  it('stands on cloven trotters, not on box legs with square hooves', async () => {
    // just above the ground: the near pair's trotters, two toes each (the box-legged pig: none)
    expect(await clovenPairs('1F416', 63.4, 0, 72)).toBe(2);
    // a little higher the far pair's too, set back
    expect(await clovenPairs('1F416', 61.6, 0, 72)).toBeGreaterThanOrEqual(3);
  });

  // Its ears rose to two points over the crown, a cat's or a fox's. A picture book's pig has floppy ears: over
  // its head the outline rises to one broad, round fold and falls away from it, the tips hanging forward out of it.
  it('flops its ears forward from one round fold, with no points standing up over the head', async () => {
    const grid = await silhouette('1F416');
    // the silhouette's top over the head, column by column (the head spans x 6.4 to 32.8, its crown at y 21.6)
    const xs = Array.from({ length: (36 - 4) * 4 + 1 }, (_, i) => 4 + i / 4);
    const top = xs.map((x) => {
      for (let y = 0; y < 72; y += 1 / 8) if (grid[Math.round(y * 8) * 72 * 8 + Math.round(x * 8)] < 128) return y;
      return 72;
    });
    const peak = top.indexOf(Math.min(...top));
    expect(top[peak]).toBeLessThan(17);
    // one hump: away from its highest column the outline never climbs again to a second point (the notch between
    // the two old points was 4.75 deep; the far ear's fold peeks out 0.75 behind the near one's)
    const climb = (from: number, dir: number) => {
      let [low, most] = [top[from], 0];
      for (let i = from; i >= 0 && i < top.length; i += dir) [low, most] = [Math.max(low, top[i]), Math.max(most, low - top[i])];
      return most;
    };
    expect(Math.max(climb(peak, -1), climb(peak, 1))).toBeLessThan(1.5);
    // its front falls away to the tip hanging over the brow in front of the eye, 10 under the fold's top (the old
    // near ear's front edge ran 7 under its point there)
    expect(top[xs.indexOf(12)] - top[peak]).toBeGreaterThan(9);
  });

  it('curls its tail up into a loop over the rump', async () => {
    // across the loop above the rump, its band's edges on both sides (the first pig had nothing there)
    expect(crossings(await printed(table['1F416']), [62, 29.6], [72, 29.6])).toBeGreaterThanOrEqual(4);
  });
});

describe('the sheep', () => {
  it('shows shaped legs below the wool, on cloven hooves, not four box posts', async () => {
    const sil = await silhouette('1F411');
    // the near foreleg narrows from under the wool down to its fetlock (the posts kept one width)
    const near = (y: number) => runs(sil, y, 20, 31)[0][1];
    expect(near(52) - near(57)).toBeGreaterThan(1);
    // every hoof a pair of toes, the far pair higher
    expect(await clovenPairs('1F411', 63.6, 0, 72)).toBe(2);
    expect(await clovenPairs('1F411', 62, 0, 72)).toBe(4);
  });
});
