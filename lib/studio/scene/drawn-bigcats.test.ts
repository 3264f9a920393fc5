// The lion, the tiger and the leopard drawn by us (scripts/drawn-motifs/lion.ts, jungle-animals.ts, seafood.ts) in
// the built table. They stood on straight posts (the lion on rectangles with a notch, like a table's legs); now
// each leg (big-cat-legs.ts) narrows from a round shoulder or haunch down to the ankle, bends at the wrist or the
// hock, and stands on a round paw wider than its ankle.
import { describe, expect, it } from 'vitest';
import { inkBox, raster, runs, table } from '../testing/motif-raster';

const CATS = [
  ['1F981', 'lion'],
  ['1F405', 'tiger'],
  ['1F406', 'leopard'],
] as const;

/** Each area of a motif alone: its silhouette and the box round it. */
async function areas(id: string) {
  const out: { grid: Uint8Array; box: [number, number, number, number] }[] = [];
  for (const d of table[id].f.match(/<path d="[^"]+"\/>/g)!) {
    const grid = await raster(`<g fill="#000">${d}</g>`);
    out.push({ grid, box: inkBox(grid) });
  }
  return out;
}

/** The ink's extent across the row at `y` of one area: [left, width]. */
const across = (grid: Uint8Array, y: number): [number, number] => {
  const r = runs(grid, y, 0, 72);
  const [x0, x1] = [r[0][0], r[r.length - 1][0] + r[r.length - 1][1]];
  return [x0, x1 - x0];
};

describe('the big cats stand on shaped legs', () => {
  it.each(CATS)('%s (%s): four legs, each narrowing from its top to the ankle and bent, on paws wider than the ankles', async (id) => {
    const all = await areas(id);
    const ground = Math.max(...all.map(({ box }) => box[3]));
    // a leg: tall and narrow, reaching down near the ground; a paw: low and wide, on the ground
    const legs = all.filter(({ box: [x0, y0, x1, y1] }) => y1 - y0 > 12 && x1 - x0 < 18 && y1 > ground - 6 && y0 > 20);
    const paws = all.filter(({ box: [x0, y0, x1, y1] }) => y1 - y0 < 7 && x1 - x0 > 5 && y1 > ground - 1.5);
    expect(legs).toHaveLength(4);
    expect(paws).toHaveLength(4);
    for (const { grid, box } of legs) {
      const [, y0, , y1] = box;
      const at = (t: number) => across(grid, y0 + (y1 - y0) * t);
      // the paw over the leg's foot: the one whose middle lies inside the leg's box
      const paw = paws.find((p) => p.box[0] < (box[0] + box[2]) / 2 && (box[0] + box[2]) / 2 < p.box[2])!;
      const ankleY = paw.box[1] - 0.2;
      const ankle = across(grid, ankleY)[1];
      // a shoulder or a haunch at least half again as wide as the ankle (a post: the same width all the way)
      const widest = Math.max(...[0.15, 0.25, 0.35, 0.45].map((t) => at(t)[1]));
      expect(widest).toBeGreaterThan(1.5 * ankle);
      // the paw wider than the ankle over it
      expect(paw.box[2] - paw.box[0]).toBeGreaterThan(ankle + 2);
      // bent: the leg's middle line wanders off the straight line from its top to its ankle
      const mids = [0.15, 0.3, 0.45, 0.6, 0.75].map((t) => {
        const [x, w] = at(t);
        return [y0 + (y1 - y0) * t, x + w / 2];
      });
      const [a, b] = [mids[0], [ankleY, across(grid, ankleY)[0] + ankle / 2]];
      const off = mids.map(([y, x]) => Math.abs(x - (a[1] + ((b[1] - a[1]) * (y - a[0])) / (b[0] - a[0]))));
      expect(Math.max(...off)).toBeGreaterThan(0.45);
    }
  });

  it('the lion has a tail ending in a tuft with hair lines, below its back', async () => {
    const m = table['1F981'];
    const all = await areas('1F981');
    // the tuft: a small area right of the body, low, with two hair lines drawn in it
    const tuft = all.find(({ box: [x0, y0, x1, y1] }) => x0 > 60 && y1 - y0 < 12 && y1 - y0 > 5 && x1 - x0 < 8);
    expect(tuft).toBeDefined();
    expect(m.s.match(/M[\d.]+ [\d.]+Q/g)!.length).toBeGreaterThanOrEqual(2);
  });
});
