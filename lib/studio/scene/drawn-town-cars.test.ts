// The car, the taxi, the police car and the bus drawn by us (scripts/drawn-motifs/town-cars.ts, town-bus.ts) in the
// built table. Fluent's were plain side views printed as thin clip art: two windows on a box body, a solid black
// checker band on the taxi, solid black mirror bits, a bus as a box with three windows. Ours are one family on the
// racing car's wheels: a tall cabin, wheel arches, doors, lights and bumpers, a driver at the front window (and
// passengers on the bus) with a face kept clear of an adult page's fill, and no black but the eyes.
import { describe, expect, it } from 'vitest';
import { all, PX, raster, table } from '../testing/motif-raster';

const white = (v: number) => v > 128;
const TOWN = ['1F697', '1F695', '1F693', '1F68C'] as const;

/** A motif at the studio's thickest line: its areas white with a black edge, its lines, its dots. */
const thick = (m: { f: string; s: string; d: string }) =>
  raster(`<g stroke="#000" stroke-width="1.2" stroke-linejoin="round"><g fill="#fff">${m.f}</g><g fill="none">${m.s}</g></g>${m.d}`);

/** Asserts that a disc of radius 0.4 round each point is white. */
async function whiteAt(id: string, points: [string, number, number][]) {
  const grid = await thick(table[id]);
  for (const [what, x, y] of points) expect(all(grid, x, y, 0.4, white), `${id}: ${what}`).toBe(true);
}

describe('the town vehicles drawn by us', () => {
  it.each([
    ['1F697', 28, 1],
    ['1F695', 40, 1],
    ['1F693', 32, 1],
    ['1F68C', 40, 4],
  ] as const)('draws %s whole in at least %i areas, with %i face(s) kept clear of the fill and no black but the eyes', async (id, areas, faces) => {
    const m = table[id];
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(areas);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(70);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(46);
    // two eyes to a face, and the faces' heads in `c`
    expect(m.d.match(/M[\d.]+ [\d.]+a/g)).toHaveLength(2 * faces);
    expect(m.c!.match(/M/g)).toHaveLength(faces);
    const dots = await raster(`<g fill="#000">${m.d}</g>`);
    const eyes = dots.filter((v) => v < 128).length / (PX * PX); // square units
    expect(eyes).toBeGreaterThan(1.2 * faces); // the eyes print
    expect(eyes).toBeLessThan(4.5 * faces); // and nothing else is black
    // mostly white inside: no big solid parts, no dense hatching
    const grid = await thick(m);
    expect(grid.filter((v) => v < 128).length / grid.length).toBeLessThan(0.35);
  });

  it('stands the four on the same big wheels, each tyre a ring round a hubcap', async () => {
    for (const id of TOWN) {
      expect(table[id].b[3], id).toBe(table['1F697'].b[3]);
      const [front, rear] = id === '1F68C' ? [16, 56] : [18, 54];
      await whiteAt(id, [
        ['the front tyre', front, 48],
        ['the rear tyre', rear, 48],
        ['the front hubcap', front, 54.6],
        ['the rear hubcap', rear, 54.6],
      ]);
    }
  });

  it('gives the car two windows with a pillar between, a driver, doors, handles, lights, bumpers and a mirror', () =>
    whiteAt('1F697', [
      ['the front window before the driver', 23.9, 27],
      ['the back window', 50, 28],
      ['the pillar between the windows', 40.9, 28],
      ["the driver's face between the eyes", 31.4, 28],
      ['the front door', 33, 48],
      ['the back door', 45, 43],
      ['the front door handle', 36.7, 40.7],
      ['the back door handle', 52.7, 40.7],
      ['the headlight', 6, 42],
      ['the tail light', 67.3, 42.6],
      ['the mirror', 14.9, 33.6],
      ['the front bumper', 3.9, 51],
      ['the rear bumper', 68.2, 51],
    ]));

  // Fluent's taxi printed its checker band as solid black squares; ours are squares to colour, each on its own.
  it('gives the taxi a checker band of squares, each white, in two rows in turn', () =>
    whiteAt(
      '1F695',
      Array.from({ length: 16 }, (_, j): [string, number, number] => [`square ${j + 1}`, 9 + (j + 1) * 3.2 + 1.6, j % 2 ? 42.6 : 40.2]),
    ));

  it('raises a sign over the taxi and a light bar over the police car, above the cabin', () => {
    expect(table['1F695'].b[1]).toBeLessThan(10);
    expect(table['1F693'].b[1]).toBeLessThan(10);
    expect(table['1F697'].b[1]).toBeGreaterThan(14);
  });

  it('gives the police car two domes, a stripe and a star badge on a disc', async () => {
    // each dome's round top is a line over the roof
    const grid = await thick(table['1F693']);
    for (const x of [34.9, 45.1])
      expect(
        all(grid, x, 8.6, 0.3, (v) => v < 128),
        `the dome at ${x}`,
      ).toBe(true);
    await whiteAt('1F693', [
      ['the front dome', 36.5, 12.5],
      ['the back dome', 46.7, 12.5],
      ['the stripe', 20, 40.6],
      ['the star', 34.6, 50.6],
      ['the disc round the star', 34.6, 53],
    ]);
  });

  it('gives the bus a sign, four windows with people, a door with four panes and a band along the side', () =>
    whiteAt('1F68C', [
      ['the destination sign', 5.4, 16.3],
      ["the driver's window", 5.2, 22],
      ['the first side window', 17, 22],
      ['the second side window', 42, 22],
      ['the third side window', 56.6, 22],
      ['the door, top front pane', 32.2, 29],
      ['the door, top back pane', 36.6, 29],
      ['the door, bottom front pane', 32.2, 45.5],
      ['the door, bottom back pane', 36.6, 45.5],
      ['the band', 20, 39],
      ['the side under the band', 42.5, 47],
    ]));
});
