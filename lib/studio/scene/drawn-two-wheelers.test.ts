// The motorcycle, the motor scooter and the bicycle drawn by us (scripts/drawn-motifs/two-wheelers.ts) in the built
// table. Fluent's printed as thin clip art: each one outline with no areas to colour inside, solid black grips (and
// a black wedge under the motorcycle's engine), the bicycle's frame hairlines and its wheels plain rings. Ours are
// side views facing left, without a rider (the composer stands a child behind a bicycle or a scooter), with their
// parts as areas and no black at all.
import { describe, expect, it } from 'vitest';
import { all, PX, raster, table } from '../testing/motif-raster';

const white = (v: number) => v > 128;

/** A motif at the studio's thickest line: its areas white with a black edge, its lines, its dots. */
const thick = (m: { f: string; s: string; d: string }) =>
  raster(`<g stroke="#000" stroke-width="1.2" stroke-linejoin="round"><g fill="#fff">${m.f}</g><g fill="none">${m.s}</g></g>${m.d}`);

/** Asserts that a disc of radius 0.4 round each point is white at the thickest line. */
async function whiteAt(id: string, points: [string, number, number][]) {
  const grid = await thick(table[id]);
  for (const [what, x, y] of points) expect(all(grid, x, y, 0.4, white), `${id}: ${what}`).toBe(true);
}

describe('the two-wheelers drawn by us', () => {
  it.each([
    ['1F3CD', 30],
    ['1F6F5', 25],
    ['1F6B2', 40],
  ] as const)('draws %s whole and wide in at least %i areas, with no solid black and mostly white inside', async (id, areas) => {
    const m = table[id];
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(areas);
    expect(m.d).toBe('');
    expect(m.b[2] - m.b[0]).toBeGreaterThan(66);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(44);
    const grid = await thick(m);
    expect(grid.filter((v) => v < 128).length / grid.length).toBeLessThan(0.3);
  });

  it('gives the motorcycle a tank with a badge, a seat, a finned engine, an exhaust, a headlight, a mirror and tyres', () =>
    whiteAt('1F3CD', [
      ['the tank', 27.5, 31],
      ['the badge on the tank', 33, 29.6],
      ['the seat', 52, 32],
      ['the engine between two fins', 33, 41.5],
      ['the exhaust pipe', 56, 54.1],
      ['the headlight', 17.4, 30.4],
      ['the mirror', 21, 13.8],
      ['the grip', 29, 19.8],
      ['the tail light', 68.1, 33.1],
      ['the front tyre', 14, 62.3],
      ['the rear tyre', 57, 62.3],
      ['the front hub', 14, 55],
    ]));

  it('gives the scooter a front shield, a footboard, a seat, a round shell, a top box, a headlight and a mudguard', () =>
    whiteAt('1F6F5', [
      ['the front shield', 18.5, 38],
      ['the footboard', 33, 50.9],
      ['the seat', 48, 32.3],
      ['the rear shell', 45, 44],
      ['the top box', 63, 27.4],
      ['the headlight', 15.2, 20.6],
      ['the front mudguard', 15, 49],
      ['the front tyre under its mudguard', 15, 63.64],
      ['the rear hub', 55, 58],
      ['the rear tyre', 55, 63.64],
    ]));

  it('gives the bicycle tubes to colour, a saddle, a grip, a chain ring and chain, a pedal, fat tyres and a basket', () =>
    whiteAt('1F6B2', [
      ['the middle of the top tube', 33.7, 30.25],
      ['the chain', 46.3, 47.46],
      ['the saddle', 40.2, 22.6],
      ['the grip', 30.6, 19.6],
      ['the chain ring', 37, 47.8],
      ['the pedal', 30, 59.1],
      ['the front tyre', 14, 62.3],
      ['the rear tyre', 57, 62.3],
      ['the front hub', 14, 51],
      ['a square of the basket', 57.3, 34.4],
      ['a flower', 57.6, 20.6],
    ]));

  it("spokes the bicycle's wheels: a ring round each hub crosses eight spokes or more", async () => {
    const grid = await thick(table['1F6B2']);
    for (const [cx, cy] of [
      [14, 51],
      [57, 51],
    ]) {
      let count = 0;
      let was = false;
      for (let i = 0; i <= 720; i++) {
        const a = (i * Math.PI) / 360;
        const ink = grid[Math.round((cy + 6 * Math.sin(a)) * PX) * 72 * PX + Math.round((cx + 6 * Math.cos(a)) * PX)] < 128;
        if (ink && !was) count++;
        was = ink;
      }
      expect(count, `the wheel at ${cx}`).toBeGreaterThanOrEqual(8);
    }
  });
});
