// The tram car, the trolleybus, the railway coach and the minibus drawn by us (scripts/drawn-motifs/transit-*.ts) in
// the built table. Fluent's were plain boxes with a few windows and nobody aboard, each one outline with holes: a
// tram car on a strip of rail under a wire, a trolleybus with one stub on its roof reaching no wire, an electric car
// with three small windows, a low minibus that printed as a thin strip. Ours are tall, chunky side views with people
// at the windows (faces kept clear of an adult page's fill), doors, lights and wheels with hubs, the tram's
// pantograph up to its wire and the trolleybus's two poles up to theirs, every part an area, no black but the eyes.
import { describe, expect, it } from 'vitest';
import { all, areaCount, crossings, freeStandingStrokes, PX, printed, raster, solidBlack, table } from '../testing/motif-raster';

const white = (v: number) => v > 128;

/** A motif at the studio's thickest line: its areas white with a black edge, its lines, its dots. */
const thick = (m: { f: string; s: string; d: string }) =>
  raster(`<g stroke="#000" stroke-width="1.2" stroke-linejoin="round"><g fill="#fff">${m.f}</g><g fill="none">${m.s}</g></g>${m.d}`);

/** Whether every point along the straight line from `a` to `b` lies inside the motif's silhouette. */
async function solidAlong(id: string, a: [number, number], b: [number, number]) {
  const ink = await raster(`<g fill="#000">${table[id].f}</g>`);
  for (let t = 0; t <= 1; t += 0.02) {
    const [x, y] = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
    if (ink[Math.round(y * PX) * 72 * PX + Math.round(x * PX)] >= 128) return false;
  }
  return true;
}

describe('the tram, the trolleybus, the railway coach and the minibus drawn by us', () => {
  it.each([
    ['1F68B', 50],
    ['1F68E', 45],
    ['1F683', 50],
    ['1F690', 45],
  ] as const)('draws %s big and tall in at least %i areas, four faces at its windows, no black but the eyes', async (id, areas) => {
    const m = table[id];
    const [x0, y0, x1, y1] = m.b;
    expect(areaCount(id)).toBeGreaterThanOrEqual(areas);
    // big in its box and tall for a vehicle: not a thin strip across a portrait page
    expect(x1 - x0).toBeGreaterThanOrEqual(68);
    expect(y1 - y0).toBeGreaterThanOrEqual(0.78 * (x1 - x0));
    // four people: two eyes each, a smile each standing free, the heads kept clear of an adult page's fill
    expect(m.d.match(/M[\d.]+ [\d.]+a/g)).toHaveLength(8);
    expect(m.c!.match(/M/g)).toHaveLength(4);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(4);
    const black = await solidBlack(id);
    expect(black).toBeGreaterThan(4 * 1.2);
    expect(black).toBeLessThan(4 * 4.5);
    // mostly white inside at the studio's thickest line: no big solid parts
    const grid = await thick(m);
    expect(grid.filter((v) => v < 128).length / grid.length).toBeLessThan(0.42);
  });

  it('puts the tram under its wire, a pantograph between, on small wheels with hubs on a rail with sleepers', async () => {
    const grid = await printed(table['1F68B']);
    // up from the roof: the pantograph's base, its diamond (outer and inner), the collector bar and the wire
    expect(crossings(grid, [36, 16], [36, 0.4])).toBeGreaterThanOrEqual(7);
    // along the wheels' centres: four wheels of tyre, rim and hub
    expect(crossings(grid, [3, 56.6], [69, 56.6])).toBeGreaterThanOrEqual(20);
    for (const x of [9.4, 18.6, 53.4, 62.6]) expect(all(grid, x, 56.6, 0.4, white), `the hub at ${x}`).toBe(true);
    // across the sleepers under the rail
    expect(crossings(grid, [0.5, 63], [71.5, 63])).toBeGreaterThanOrEqual(16);
    // across the driver's window, the door's two panes and the three side windows
    expect(crossings(grid, [2, 25], [70, 25])).toBeGreaterThanOrEqual(14);
  });

  it('runs the trolleybus two poles from its roof to two wires across the box, on the town family’s wheels', async () => {
    const id = '1F68E';
    // both poles solid from their pivots to their shoes on the wires; both wires across the whole box
    expect(await solidAlong(id, [22, 14.6], [52, 3.6])).toBe(true);
    expect(await solidAlong(id, [28.4, 15.4], [58.4, 7.4])).toBe(true);
    expect(await solidAlong(id, [1, 2.4], [71, 2.4])).toBe(true);
    expect(await solidAlong(id, [1, 6.2], [71, 6.2])).toBe(true);
    const grid = await printed(table[id]);
    // down across the wires and both poles, between the shoes and the roof
    expect(crossings(grid, [40, 0.2], [40, 17])).toBeGreaterThanOrEqual(7);
    // the windows with the door between them
    expect(crossings(grid, [2, 26], [70, 26])).toBeGreaterThanOrEqual(16);
    // it stands as the bus does, on the same wheels with hubcaps
    expect(table[id].b[3]).toBe(table['1F68C'].b[3]);
    for (const x of [16, 56]) expect(all(grid, x, 54.6, 0.4, white), `the hubcap at ${x}`).toBe(true);
  });

  it('gives the railway coach a row of windows, a door at each end, buffers and two bogies on the rail', async () => {
    const grid = await printed(table['1F683']);
    // over the passengers' heads: the two doors' windows and the four windows between them, each an area
    expect(crossings(grid, [4.5, 23], [67.5, 23])).toBeGreaterThanOrEqual(16);
    // along the bogies: four wheels of tyre, rim and hub, their frames and the box under the floor
    expect(crossings(grid, [6, 56], [66, 56])).toBeGreaterThanOrEqual(20);
    // the buffers at both ends
    for (const x of [1.2, 70.8]) expect(all(grid, x, 46.8, 0.3, white), `the buffer at ${x}`).toBe(true);
    expect(crossings(grid, [0.5, 63], [71.5, 63])).toBeGreaterThanOrEqual(16);
  });

  it('gives the minibus a sliding door with a window and a handle, its track, a roof rack with luggage', async () => {
    const id = '1F690';
    const grid = await printed(table[id]);
    // across the front window, the door's window, the two back windows and the people in them
    expect(crossings(grid, [2, 30], [70, 30])).toBeGreaterThanOrEqual(18);
    // low across the door: the arch, the door's two edges and its handle
    expect(crossings(grid, [20, 44.8], [52, 44.8])).toBeGreaterThanOrEqual(4);
    // down through the luggage, the rack, the roof, the door's top and its window
    expect(crossings(grid, [40, 0.2], [40, 20])).toBeGreaterThanOrEqual(7);
    expect(table[id].b[1]).toBeLessThan(4);
    expect(table[id].b[3]).toBe(table['1F697'].b[3]);
    for (const x of [16, 56]) expect(all(grid, x, 54.6, 0.4, white), `the hubcap at ${x}`).toBe(true);
  });
});
