// The goldfish in its bowl drawn by us (scripts/drawn-motifs/fishbowl.ts) in the built table: a round glass bowl
// with a lip that is an area of its own, water up to a gentle wave, pebbles on the bottom, the drawn goldfish
// swimming inside with its face kept clear of an adult page's fill, and no solid black but the fish's pupil.
import { describe, expect, it } from 'vitest';
import { freeStandingStrokes, inkBox, printed, PX, raster, silhouetteRuns, table } from '../testing/motif-raster';
import { FISHBOWL_ID } from './people';

const bowl = table[FISHBOWL_ID]!;

/** The runs of ink down the column at `x` between `y0` and `y1`, as [start, length] in units. */
function columnRuns(grid: Uint8Array, x: number, y0: number, y1: number): [number, number][] {
  const found: [number, number][] = [];
  let start = -1;
  for (let y = Math.round(y0 * PX); y <= Math.round(y1 * PX) + 1; y++) {
    const on = y <= Math.round(y1 * PX) && grid[y * 72 * PX + Math.round(x * PX)] < 128;
    if (on && start < 0) start = y;
    if (!on && start >= 0) {
      found.push([start / PX, (y - start) / PX]);
      start = -1;
    }
  }
  return found;
}

/** The round areas (`circle`, `ellipse` in shapes.ts): centre and radii. */
const rounds = (f: string) =>
  [...f.matchAll(/d="M([\d.]+) ([\d.]+)a([\d.]+) ([\d.]+) 0 1 0 [\d.]+ 0a[^"]*Z"/g)].map(([, x, y, rx, ry]) => ({
    cx: Number(x) + Number(rx),
    cy: Number(y),
    rx: Number(rx),
    ry: Number(ry),
  }));

describe('the goldfish in its bowl drawn by us', () => {
  // No emoji draws one: the goldfish alone floated in the air of a kitchen or over a meadow.
  it('draws the bowl in at least 40 areas, filling the box, whole and round', async () => {
    expect(bowl.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(40);
    expect(bowl.b[2] - bowl.b[0]).toBeGreaterThan(60);
    expect(bowl.b[3] - bowl.b[1]).toBeGreaterThan(60);
    // across its belly the glass is one piece, nothing sticking out of it
    for (const y of [30, 40, 50]) expect(await silhouetteRuns(bowl, y, 0, 72), `row ${y}`).toHaveLength(1);
    const [[start, length]] = await silhouetteRuns(bowl, 40, 0, 72);
    expect(length).toBeGreaterThan(60);
    expect(Math.abs(start + length / 2 - 36)).toBeLessThan(1);
  });

  it('rims the opening with a lip that is an area of its own: the lip behind, the opening, the lip in front', async () => {
    const grid = await printed(bowl);
    // down the middle from above the lip to the glass under it: four edges, three white areas between them
    const edges = columnRuns(grid, 36, 5, 17);
    expect(edges).toHaveLength(4);
    // the lip standing out over the neck it sits on
    const lip = await silhouetteRuns(bowl, 11.4, 0, 72);
    const neck = await silhouetteRuns(bowl, 13.5, 0, 72);
    expect(lip[0][1]).toBeGreaterThan(neck[0][1] + 1);
  });

  it('fills the bowl with water up to a gentle wave a little under the lip', async () => {
    const grid = await printed(bowl);
    // the first line under the lip: the water's top, lower at one hump's foot than at the next one's crest
    const top = (x: number) => columnRuns(grid, x, 16, 26).find(([y]) => y > 16.5)![0];
    const [up, down] = [top(17.2), top(26.6)];
    for (const y of [up, down]) {
      expect(y).toBeGreaterThan(17.5);
      expect(y).toBeLessThan(21.5);
    }
    expect(down - up).toBeGreaterThan(0.8);
  });

  it('lays pebbles on the bottom, each an area of its own', () => {
    const pebbles = rounds(bowl.f).filter((r) => r.cy > 57 && r.rx > r.ry);
    expect(pebbles.length).toBeGreaterThanOrEqual(6);
    for (const p of pebbles) expect(p.ry, 'big enough to colour').toBeGreaterThanOrEqual(1.8);
  });

  it('swims the drawn goldfish inside, in the water, its face kept clear of an adult page’s fill', async () => {
    // its scales, the goldfish's own rows of round scales drawn smaller: six or more the same size, in the water
    const sizes = new Map<number, number>();
    for (const r of rounds(bowl.f).filter((r) => r.rx === r.ry && r.cy > 22 && r.cy < 58)) sizes.set(r.rx, (sizes.get(r.rx) ?? 0) + 1);
    expect(Math.max(...sizes.values())).toBeGreaterThanOrEqual(6);
    // the head, kept clear, big enough to read (the fish is over half the bowl's width) and under the water line
    expect(bowl.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
    const [x0, y0, x1, y1] = inkBox(await raster(`<g fill="#000">${bowl.c}</g>`));
    expect(y1 - y0).toBeGreaterThan(14);
    expect(y0).toBeGreaterThan(21);
    expect(y1).toBeLessThan(58);
    // the pupil in the head
    const [px0, py0, px1, py1] = inkBox(await raster(`<g fill="#000">${bowl.d}</g>`));
    expect(px0 >= x0 && px1 <= x1 && py0 >= y0 && py1 <= y1).toBe(true);
    // a smile and the glint on the glass stand free
    expect(await freeStandingStrokes(bowl)).toBeGreaterThanOrEqual(3);
  });

  it('has no solid black but the fish’s pupil', async () => {
    const black = (await raster(`<g fill="#000">${bowl.d}</g>`)).filter((v) => v < 128).length / (PX * PX);
    expect(black).toBeLessThan(10.5); // square units: one disc 3.5 across with a white shine
  });
});
