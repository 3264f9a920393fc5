// The grown-ups at work drawn by us (scripts/drawn-motifs/people.ts, people-more-jobs.ts, costumes.ts, on
// figures-worker-kit.ts). Before, they were toy blocks beside the round knight and cowboy: a rectangle body on two
// straight posts, stick arms ending in one plain disc each, a small round head with two dots for eyes. Now each is
// a picture-book grown-up: the grown-up's face with brows, hands with a thumb, trousers narrowing to the ankle, and
// what the job holds.
import { describe, expect, it } from 'vitest';
import { closedWhites, crossings, inkBox, PX, printed, raster, runs, solidBlack, table } from '../testing/motif-raster';
import { BUILDER_ID, DENTIST_ID, PAINTER_ID, PILOT_ID, POSTMAN_ID, SCIENTIST_ID, VET_ID, WOMAN_AT_WORK } from './people';

const FIREFIGHTER = '1F9D1-200D-1F692';
const POLICE = '1F46E';
const DOCTOR = '1F9D1-200D-2695-FE0F';
const COOK = '1F9D1-200D-1F373';
const FARMER = '1F9D1-200D-1F33E';
const TEACHER = '1F9D1-200D-1F3EB';
const WORKERS = [FIREFIGHTER, POLICE, DOCTOR, COOK, FARMER, TEACHER, BUILDER_ID, PILOT_ID, PAINTER_ID, SCIENTIST_ID, POSTMAN_ID, DENTIST_ID, VET_ID];
/** The workers whose left arm hangs at the side, its hand free of anything held. */
const HANGING = [FIREFIGHTER, POLICE, DOCTOR, COOK, FARMER, BUILDER_ID, PILOT_ID, SCIENTIST_ID, DENTIST_ID];
/** The workers in a jacket to the waist and shoes, whose trouser legs show from the hip to the ankle. */
const JACKETED = [POLICE, PILOT_ID, POSTMAN_ID];

describe('the grown-ups at work, drawn as picture-book figures', () => {
  it.each(WORKERS)("%s: the grown-up's face, its eyes and brows the only solid black, all on the head", async (id) => {
    const m = table[id];
    // two eyes and two brows (before: two dots, 6 square units)
    expect(m.d.match(/M/g)!.length).toBeGreaterThanOrEqual(4);
    const black = await solidBlack(id);
    expect(black).toBeGreaterThan(7.5);
    expect(black).toBeLessThan(14);
    const [hx0, hy0, hx1, hy1] = inkBox(await raster(`<g fill="#000">${m.c}</g>`));
    const [dx0, dy0, dx1, dy1] = inkBox(await raster(`<g fill="#000">${m.d}</g>`));
    // on the head (the teacher's clear area also takes in the chalkboard, to its right)
    expect(dx0).toBeGreaterThanOrEqual(hx0);
    expect(dy0).toBeGreaterThanOrEqual(hy0);
    expect(dy1).toBeLessThanOrEqual(hy1);
    if (id !== TEACHER) expect(dx1).toBeLessThanOrEqual(hx1);
  });

  it.each(HANGING)('%s: a hand with its thumb at the end of the hanging arm, not one plain disc', async (id) => {
    const whites = closedWhites(await printed(table[id]));
    // near the left hand: the palm, the thumb and the cuff, each a small area of its own (before: one disc of 20)
    const near = whites.filter((w) => Math.hypot(w.x - 21, w.y - 47.5) < 4.5 && w.area < 12);
    expect(near.length).toBeGreaterThanOrEqual(2);
  });

  it.each(JACKETED)('%s: trouser legs that narrow from the hip to the ankle, not posts', async (id) => {
    const grid = await printed(table[id]);
    // the left leg's outer edge, below the jacket and the hand and above the shoe (before: 27 all the way down)
    const edge = (y: number) => runs(grid, y, 20, 35)[0][0];
    expect(edge(58.8) - edge(52)).toBeGreaterThanOrEqual(1.2);
  });

  it('draws what each of the first five jobs holds, out beside the body (before: nothing beside them)', async () => {
    // down past the right hand: the firefighter's hose and nozzle, the doctor's bag, the cook's frying pan
    for (const id of [FIREFIGHTER, DOCTOR, COOK]) expect(crossings(await printed(table[id]), [56, 0.5], [56, 71.5]), id).toBeGreaterThanOrEqual(4);
    // across the top of the farmer's pitchfork: its three tines
    expect(crossings(await printed(table[FARMER]), [46, 8], [62, 8])).toBeGreaterThanOrEqual(6);
    // down the police officer's chest past the tie: the star badge, its middle (before: a small shield, 2)
    expect(crossings(await printed(table[POLICE]), [43.6, 31], [43.6, 41])).toBeGreaterThanOrEqual(3);
  });
});

// Every job had been one man's face and build, so "doctora", "Ärztin" or "cô giáo" drew a man. The woman at each job
// (figures-worker-woman.ts) wears the same uniform with her own hair: a bob, a ponytail or a bun.
describe('the woman at each job', () => {
  /** Square units of the head's band (above the shoulders) that her areas cover and his leave empty. */
  async function hairBeyondHis(man: string, woman: string) {
    const [his, hers] = await Promise.all([man, woman].map((id) => raster(`<g fill="#000">${table[id].f}</g>`)));
    let n = 0;
    for (let y = 0; y < 27 * PX; y++) for (let x = 0; x < 72 * PX; x++) if (hers[y * 72 * PX + x]! < 128 && his[y * 72 * PX + x]! >= 128) n++;
    return n / (PX * PX);
  }

  it.each(WORKERS)('%s: she has hair round her head where he has none, and lashes', async (id) => {
    const her = WOMAN_AT_WORK[id]!;
    expect(table[her], her).toBeDefined();
    // her bob to the jaw, her ponytail or her bun (before: no woman at work at all)
    expect(await hairBeyondHis(id, her)).toBeGreaterThan(12);
    // the same grown-up's face otherwise: eyes and brows (her lashes are lines)
    expect(table[her]!.d).toBe(table[id]!.d);
    expect(table[her]!.s.length).toBeGreaterThan(table[id]!.s.length);
  });
});
