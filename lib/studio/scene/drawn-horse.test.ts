// The horse and the unicorn's build drawn by us (scripts/drawn-motifs/horse.ts, unicorn.ts) in the built table; the
// zebra and the donkey walk on it too (their own marks in drawn-hooves.test.ts).
// Both printed as stiff toy ponies: a boxy head held straight up on a short neck, a barrel on four posts. Ours walk,
// a foreleg lifted, with a long head high on an arched neck, a mane and a long tail in locks, slim legs and hooves
// that are areas; riders sit in the dip of the back and hold reins to the bit.
import { describe, expect, it } from 'vitest';
import { all, freeStandingStrokes, printed, PX, raster, runs, table } from '../testing/motif-raster';
import { CHILD_MOTIFS } from './child-figure';
import { motifData } from './motif-art';
import { PEGASUS_ID, WINGED_UNICORN_ID } from './people';
import { composeRide, SEATS } from './riders';

const HORSES = ['1F40E', '1F984', WINGED_UNICORN_ID, PEGASUS_ID];
const silhouette = (m: { f: string }) => raster(`<g fill="#000">${m.f}</g>`);
/** The first ink from the top in the column at `x`. */
const top = (grid: Uint8Array, x: number) => {
  for (let y = 0; y < 72; y += 1 / PX) if (grid[Math.round(y * PX) * 72 * PX + Math.round(x * PX)] < 128) return y;
  return 72;
};

describe('the horse and the unicorn drawn by us', () => {
  it.each([
    ['1F40E', 19], // far legs and hooves, body, near hooves, a tail of 3 locks, a mane of 5, ears, head, forelock
    ['1F984', 21], // and a horn and a star
    [WINGED_UNICORN_ID, 21],
    [PEGASUS_ID, 20],
  ])("draws %s whole in at least %i areas, with a smile on a head kept clear of an adult page's fill", async (id, areas) => {
    const m = table[id];
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(areas);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(60);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(64);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
  });

  it.each([...HORSES, '1F993', '1FACF'])('%s walks: three hooves on the ground on slim legs, the near foreleg lifted in front of them', async (id) => {
    const grid = await silhouette(table[id]);
    const ground = table[id].b[3] - 2;
    const standing = runs(grid, ground, 0, 72);
    expect(standing).toHaveLength(3);
    // the cannons: slim, but wide enough to colour
    for (const [x, w] of standing) {
      const cannon = runs(grid, ground - 8, x + w / 2 - 3.2, x + w / 2 + 3.2);
      expect(cannon).toHaveLength(1);
      expect(cannon[0][1]).toBeGreaterThanOrEqual(4);
      expect(cannon[0][1]).toBeLessThan(5.5);
    }
    // the lifted hoof, off the ground, in front of the standing legs
    const lifted = runs(grid, ground - 3.5, 0, standing[0][0] - 0.5);
    expect(lifted).toHaveLength(1);
  });

  it.each(HORSES)('%s holds a long head high on an arched neck, over a back a rider sits in', async (id) => {
    const m = table[id];
    const grid = await silhouette(m);
    // the crest of the neck (its mane) stands 20 units over the back, where the toy pony's neck was short (a
    // wing stands over the back of the winged ones)
    if (!m.n.includes('wing') && id !== PEGASUS_ID) expect(top(grid, 42.5) - top(grid, 29.5)).toBeGreaterThan(20);
    // the head from the poll to the muzzle: at least 20 units long (the toy's was a round 16)
    const pts = [...m.c!.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((p) => [Number(p[1]), Number(p[2])]);
    const long = Math.max(...pts.flatMap(([x0, y0]) => pts.map(([x1, y1]) => Math.hypot(x1 - x0, y1 - y0))));
    expect(long).toBeGreaterThan(20);
  });

  it('gives the horse a long tail falling in locks, each an area', async () => {
    const m = table['1F40E'];
    const grid = await printed(m);
    // three locks side by side half way down, each white inside its lines, and the tail reaching the hocks
    const locks = runs(grid, 50, 56.5, 66, false).filter(([, w]) => w > 1.5);
    expect(locks.length).toBeGreaterThanOrEqual(3);
    expect(runs(await silhouette(m), 60, 60, 72).length).toBeGreaterThanOrEqual(2);
  });

  it('gives the unicorn a horn standing over its ears, and the horse none', () => {
    expect(table['1F984'].b[1]).toBeLessThan(table['1F40E'].b[1] - 2.5);
    expect(table[PEGASUS_ID].b[1]).toBe(table['1F40E'].b[1]);
  });

  it.each(HORSES)('%s prints no solid black beyond its eye and nostril', async (id) => {
    const grid = await printed(table[id]);
    const blots: [number, number][] = [];
    for (let y = 2; y <= 70; y += 0.5) for (let x = 2; x <= 70; x += 0.5) if (all(grid, x, y, 2.4, (v) => v < 128)) blots.push([x, y]);
    expect(blots).toEqual([]);
  });
});

describe('riding the horses', () => {
  // The seats were measured on the back of each: the saddle sits on it, not floating over it or sunk in it.
  it.each(['1F40E', '1F984', '1FACF', '1F993'])('seats a rider on the top of the back of %s', async (id) => {
    const seat = SEATS[id]!;
    const grid = await silhouette(table[id]);
    expect(Math.abs(top(grid, seat.x) - seat.y)).toBeLessThan(1);
    // the belly under the saddle, where the girth strap ends
    const body = runs(grid, seat.y + 8, seat.x - 1, seat.x + 1);
    expect(body).toHaveLength(1);
  });

  it('seats riders on the winged ones where they sit on the unicorn, under the wing', () => {
    for (const id of [WINGED_UNICORN_ID, PEGASUS_ID]) expect([SEATS[id].x, SEATS[id].y]).toEqual([SEATS['1F984'].x, SEATS['1F984'].y]);
  });

  it.each([...HORSES, '1F993', '1FACF'])('gives a child riding %s reins from its hand to the bit at the corner of the mouth', async (id) => {
    const child = Object.keys(CHILD_MOTIFS)[0];
    const ride = composeRide(child, id);
    const { bridle } = SEATS[id]!;
    expect(bridle).toBeTruthy();
    // the bit's ring on the head, low at its front
    const head = await raster(`<g fill="#000">${motifData(id)!.c}</g>`);
    const [bx, by] = bridle!.bit;
    expect(all(head, bx, by, 0.6, (v) => v < 128)).toBe(true);
    // the rider's lines run through the ring and from it back to the rider
    const lines = await raster(`<g fill="none" stroke="#000" stroke-width="0.5">${motifData(ride.riderId)!.s}</g>`);
    expect(runs(lines, by, bx - 1.4, bx + 1.4).length).toBeGreaterThanOrEqual(2);
    expect(runs(lines, by + 2.5, bx, ride.rider[0] + 10).length).toBeGreaterThanOrEqual(1);
  });
});
