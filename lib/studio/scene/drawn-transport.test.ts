// The airplane, the high-speed train and the steam locomotive drawn by us (scripts/drawn-motifs/trains-and-plane.ts)
// in the built table. OpenMoji's airplane was a silhouette seen from above with nothing inside to colour (ours: a pilot in the
// windscreen, its engine under the wing, drawn-food-shapes.test.ts); Fluent's
// high-speed train a nose cut off by the box's edge on a viaduct stub, OpenMoji's bullet train a thin outline on
// solid black wheels; Fluent's locomotive tall and narrow on three small wheels. Ours are side-on and fill the box,
// their windows are areas, their wheels rings, and none prints solid black.
import { describe, expect, it } from 'vitest';
import { all, PX, printed, raster, runs, table } from '../testing/motif-raster';

const white = (v: number) => v > 128;
const ink = (v: number) => v < 128;

/** How many separate stretches of ink the arc of radius `r` round (cx, cy) from angle a0 to a1 (degrees) crosses. */
function inkCrossings(grid: Uint8Array, cx: number, cy: number, r: number, a0: number, a1: number): number {
  let count = 0;
  let wasInk = false;
  for (let a = a0; a <= a1; a += 0.5) {
    const x = cx + r * Math.cos((a * Math.PI) / 180);
    const y = cy + r * Math.sin((a * Math.PI) / 180);
    const on = grid[Math.round(y * PX) * 72 * PX + Math.round(x * PX)] < 128;
    if (on && !wasInk) count++;
    wasInk = on;
  }
  return count;
}

/** White runs of a window's size (between `min` and `max` units) across the row at `y` from x0 to x1. */
const windows = (grid: Uint8Array, y: number, x0: number, x1: number, min: number, max: number) =>
  runs(grid, y, x0, x1, false).filter(([, length]) => length >= min && length <= max);

describe('the vehicles drawn by us', () => {
  it.each([
    ['2708', 20, 68, 50],
    ['1F684', 40, 70, 42],
    ['1F685', 40, 70, 42],
    ['1F682', 60, 70, 64],
  ] as const)('draws %s side-on in at least %i areas, filling the box, with no solid black', async (id, areas, wide, high) => {
    const m = table[id];
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(areas);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(wide);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(high);
    // no solid black but the pilot's two eyes
    expect(m.d.match(/a[\d.]+ [\d.]+ 0 1 0/g) ?? []).toHaveLength(id === '2708' ? 4 : 0);
    // mostly white inside at the studio's thickest line: no big solid parts, no dense hatching
    const grid = await raster(`<g stroke="#000" stroke-width="1.2" stroke-linejoin="round"><g fill="#fff">${m.f}</g><g fill="none">${m.s}</g></g>`);
    expect(grid.filter(ink).length / grid.length).toBeLessThan(0.3);
  });

  it('gives the airplane a row of round cabin windows, a door, a pilot in the windscreen and a fin emblem, each an area', async () => {
    const grid = await printed(table['2708']);
    // seven windows between the door and the tail, each a small white disc ringed in ink
    expect(windows(grid, 32.2, 26, 58, 1.8, 3.4)).toHaveLength(7);
    for (let i = 0; i < 7; i++) {
      const x = 29 + i * 4.4;
      expect(all(grid, x, 32.2, 0.8, white), `window ${i}`).toBe(true);
      expect(grid[Math.round(32.2 * PX) * 72 * PX + Math.round((x + 1.8) * PX)], `window ${i} rim`).toBeLessThan(128);
    }
    // the door's window, the pilot's cheek inside the windscreen, and the star on the fin
    expect(all(grid, 22.7, 31.5, 0.6, white)).toBe(true);
    expect(all(grid, 12.2, 34.2, 0.3, white)).toBe(true);
    expect(all(grid, 64.3, 18.4, 0.6, white)).toBe(true);
    // the body is an area to colour, not a silhouette: white between the windows and the cheat line
    expect(all(grid, 40, 36, 0.4, white)).toBe(true);
  });

  it('draws the high-speed train whole on a rail: a driver window, car windows, wheels as rings and sleepers', async () => {
    const grid = await printed(table['1F684']);
    // the driver's window on the nose, then the doors' windows and five cabin windows
    expect(all(grid, 19, 31.5, 0.6, white)).toBe(true);
    expect(windows(grid, 33, 24, 66, 1.4, 3.2).length).toBeGreaterThanOrEqual(7);
    // eight wheels, each a ring: white tyre either side of a white hole, ink round both
    for (const x of [10.8, 17.4, 29.4, 36, 45.4, 51.8, 60.2, 66.6]) {
      expect(runs(grid, 52.3, x - 3, x + 3, false), `wheel at ${x}`).toHaveLength(3);
      expect(all(grid, x, 52.3, 0.3, white), `wheel at ${x}`).toBe(true);
    }
    // the sleepers under the rail, each an area
    expect(runs(grid, 58, 0.5, 71.5, false).filter(([, length]) => length > 2.5 && length < 4.5).length).toBeGreaterThanOrEqual(8);
  });

  it('draws the steam locomotive with a puff of steam, a cab window, spoked driving wheels and a small front wheel', async () => {
    const grid = await printed(table['1F682']);
    // three puffs of steam above the funnel, each an area
    for (const [x, y] of [
      [21.4, 6.8],
      [31.5, 6.4],
      [40.5, 6.2],
    ])
      expect(all(grid, x, y, 1.2, white), `puff at ${x}`).toBe(true);
    // the funnel's rim, the dome, the cab window and the number plate
    for (const [x, y] of [
      [14.3, 9.3],
      [30.8, 22],
      [52.6, 27],
      [55, 37.8],
    ])
      expect(all(grid, x, y, 0.6, white), `area at ${x} ${y}`).toBe(true);
    // the driving wheels: a white tyre ringed in ink and eight spokes, of which the three at the upper right are
    // clear of the rods
    for (const x of [35, 53.6]) {
      expect(all(grid, x, 53.6 - 7.5, 0.25, white), `tyre at ${x}`).toBe(true);
      expect(all(grid, x - 7.5, 52.4, 0.25, white), `tyre at ${x}`).toBe(true);
      expect(inkCrossings(grid, x, 53.6, 4.5, -130, -5), `spokes at ${x}`).toBe(3);
    }
    // the small front wheel: a ring round five spokes
    expect(all(grid, 18.4, 57.6 - 3.75, 0.2, white)).toBe(true);
    expect(inkCrossings(grid, 18.4, 57.6, 2.2, 0, 359.5)).toBe(5);
  });
});
