// The ghost, the jellyfish and the squid drawn by us (scripts/drawn-motifs/spooky-and-sea.ts) in the built table.
// OpenMoji's ghost was one plain blob with an "o" mouth, its jellyfish a dome over loose wavy lines that read as
// seaweed, and Fluent's squid an odd shape with two solid black dots near the bottom that looked like holes. Ours
// are whole and friendly, with faces kept clear of an adult page's fill, areas to colour and no solid black but eyes.
import { describe, expect, it } from 'vitest';
import { all, freeStandingStrokes, printed, PX, raster, runs, silhouetteRuns, table } from '../testing/motif-raster';

const [ghost, jellyfish, squid] = ['1F47B', '1FABC', '1F991'].map((id) => table[id]);
const areas = (m: { f: string }) => m.f.match(/<path/g)!.length;

/** The white areas a printed motif encloses (not the paper round it): each as its pixels' box, in units, and its size. */
async function enclosedAreas(m: { f: string; s: string; d: string }) {
  const grid = await printed(m);
  const n = 72 * PX;
  const label = new Int32Array(n * n).fill(-1);
  const found: { x0: number; y0: number; x1: number; y1: number; px: number; widest: number }[] = [];
  for (let start = 0; start < n * n; start++) {
    if (label[start] >= 0 || grid[start] < 128) continue;
    const stack = [start];
    label[start] = found.length;
    const rows = new Map<number, number>();
    let [x0, y0, x1, y1, px, edge] = [n, n, 0, 0, 0, false];
    while (stack.length) {
      const p = stack.pop()!;
      const [x, y] = [p % n, Math.floor(p / n)];
      [x0, y0, x1, y1, px] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y), px + 1];
      rows.set(y, (rows.get(y) ?? 0) + 1);
      if (x === 0 || y === 0 || x === n - 1 || y === n - 1) edge = true;
      for (const q of [x > 0 ? p - 1 : -1, x < n - 1 ? p + 1 : -1, p - n, p + n])
        if (q >= 0 && q < n * n && label[q] < 0 && grid[q] >= 128) {
          label[q] = found.length;
          stack.push(q);
        }
    }
    found.push({ x0: x0 / PX, y0: y0 / PX, x1: x1 / PX, y1: y1 / PX, px: edge ? -1 : px, widest: Math.max(...rows.values()) / PX });
  }
  return found.filter((a) => a.px > 0);
}

describe('the ghost drawn by us', () => {
  it("draws a storybook ghost filling the box in at least 12 areas, with a face kept clear of an adult page's fill", () => {
    expect(areas(ghost)).toBeGreaterThanOrEqual(12);
    expect(ghost.b[2] - ghost.b[0]).toBeGreaterThan(64);
    expect(ghost.b[3] - ghost.b[1]).toBeGreaterThan(62);
    expect(ghost.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
  });

  it('hems its sheet in five round scallops', async () => {
    // just above the hem's lowest points, the sheet is five separate scallops
    expect(await silhouetteRuns(ghost, 62.8, 0, 72)).toHaveLength(5);
  });

  it('raises both arms in a "boo": beside the head, an arm either side', async () => {
    const row = await silhouetteRuns(ghost, 21, 0, 72);
    expect(row).toHaveLength(3);
    expect(row[0][0]).toBeLessThan(10);
    expect(row[2][0] + row[2][1]).toBeGreaterThan(62);
  });

  it('has big shiny eyes, an open mouth with a tongue and blush cheeks, each an area', async () => {
    const grid = await printed(ghost);
    for (const x of [29.2, 42.8]) {
      // a black eye about 6 units tall with a white shine in it
      expect(runs(grid, 24.4, x - 4, x + 4)).toHaveLength(1);
      expect(all(grid, x, 26, 0.8, (v) => v < 128)).toBe(true);
      expect(all(grid, x + 0.93, 23, 0.4, (v) => v > 128)).toBe(true);
    }
    const inside = await enclosedAreas(ghost);
    const at = (x: number, y: number) => inside.find((a) => a.x0 <= x && x <= a.x1 && a.y0 <= y && y <= a.y1 && a.x1 - a.x0 < 12);
    // the mouth above the tongue, the tongue, and the two cheeks: small areas of their own
    for (const [x, y] of [
      [36, 32],
      [34, 36.6],
      [25.2, 31.6],
      [46.8, 31.6],
    ])
      expect(at(x, y), `${x} ${y}`).toBeDefined();
  });

  it('has no solid black but its eyes and its bat friend’s', async () => {
    const black = (await raster(`<g fill="#000">${ghost.d}</g>`)).filter((v) => v < 128).length / (PX * PX);
    expect(black).toBeLessThan(70);
  });
});

describe('the jellyfish drawn by us', () => {
  it("draws the jellyfish whole in at least 18 areas, with a face kept clear of an adult page's fill and a smile standing free", async () => {
    expect(areas(jellyfish)).toBeGreaterThanOrEqual(18);
    expect(jellyfish.b[3] - jellyfish.b[1]).toBeGreaterThan(64);
    expect(jellyfish.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
    expect(await freeStandingStrokes(jellyfish)).toBeGreaterThanOrEqual(1);
    // two eyes, each with a shine
    expect(jellyfish.d.match(/a[\d.]+ [\d.]+ 0 1 1/g)).toHaveLength(4);
  });

  it('frills the rim of its bell in scallops', async () => {
    const grid = await printed(jellyfish);
    // across the frill's scallops, near their bottoms: two edges to each of at least seven scallops
    expect(runs(grid, 35, 14, 58).length).toBeGreaterThanOrEqual(16);
  });

  it('hangs four ruffled oral arms and six long tentacles under the bell, each a closed area', async () => {
    const under = (await enclosedAreas(jellyfish)).filter((a) => a.y0 > 31 && a.px > 1.5 * PX * PX);
    // the ribbons (pieces of them, where they cross) reach far down the box
    expect(under.filter((a) => a.y1 > 52).length).toBeGreaterThanOrEqual(8);
    // the oral arms are wide ribbons to colour; the tentacles, narrow
    expect(under.filter((a) => a.widest >= 4 && a.y1 - a.y0 > 10).length).toBeGreaterThanOrEqual(4);
  });
});

describe('the squid drawn by us', () => {
  it("draws the squid whole and tall in at least 40 areas, with a face kept clear of an adult page's fill and a smile standing free", async () => {
    expect(areas(squid)).toBeGreaterThanOrEqual(40);
    expect(squid.b[3] - squid.b[1]).toBeGreaterThan(66);
    expect(squid.b[2] - squid.b[0]).toBeGreaterThan(58);
    expect(squid.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
    expect(await freeStandingStrokes(squid)).toBeGreaterThanOrEqual(1);
  });

  it('has two fins at the top of its mantle', async () => {
    // across the fins, the silhouette is far wider than the mantle under them
    const [[a, la]] = await silhouetteRuns(squid, 17, 0, 72);
    const [[b, lb]] = await silhouetteRuns(squid, 26, 0, 72);
    expect(la).toBeGreaterThan(lb + 14);
    expect(a).toBeLessThan(b - 8);
  });

  it('spreads eight arms and two tentacles under its head', async () => {
    // across the bottom, ten limbs side by side: the tentacles' clubs outside, the arms between
    const row = await silhouetteRuns(squid, 63, 0, 72);
    expect(row.length).toBeGreaterThanOrEqual(10);
  });

  it('prints each eye as a white ring round a shiny pupil, and its suckers as rings, never as solid dots', async () => {
    const grid = await printed(squid);
    for (const x of [29.6, 42.4]) {
      expect(all(grid, x - 3.4, 38, 0.3, (v) => v > 128)).toBe(true);
      expect(all(grid, x + 0.5, 39.4, 0.6, (v) => v < 128)).toBe(true);
    }
    // suckers: small round areas, at least ten of them
    expect(squid.f.match(/a(?:0\.75|1\.1) (?:0\.75|1\.1) 0 1 0/g)!.length).toBeGreaterThanOrEqual(20);
    // no solid black under the head, where Fluent's two black dots sat
    const black = await raster(`<g fill="#000">${squid.d}</g>`);
    for (let y = 48; y < 72; y += 0.5) expect(runs(black, y, 0, 72), `row ${y}`).toEqual([]);
  });
});
