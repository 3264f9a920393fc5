// A child riding a bicycle, a scooter or a motorbike: on it (wheel-riders.ts), where it had stood behind it.
import { describe, expect, it } from 'vitest';
import { understandPrompt } from '../keywords/understand-prompt';
import { all, raster } from '../testing/motif-raster';
import { motifsOf, size, styles } from '../testing/scene-prompts';
import { CHILD_MOTIFS } from './child-figure';
import { composeScene } from './compose-scene';
import { motifData } from './motif-art';
import type { Box } from './paper';
import { createRng } from './prng';
import { composeWheelRide, WHEEL_SEATS } from './wheel-riders';

const BIKE = '1F6B2',
  KICK = '1F6F4';
/** The ride's hubs and a radius round each that no part of the rider covers, in the ride's box. */
const WHEELS: Record<string, [number, number, number][]> = {
  '1F6B2': [
    [14, 51, 7],
    [57, 51, 7],
  ],
  '1F6F4': [
    [11.5, 61.5, 3],
    [60, 61.5, 3],
  ],
  '1F6F5': [
    [15, 58, 5],
    [55, 58, 5],
  ],
  '1F3CD': [
    [14, 55, 6],
    [57, 55, 6],
  ],
};

describe('a child riding a two-wheeler', () => {
  it.each([
    ['a girl riding a bicycle', 'en', BIKE],
    ['a boy on a bike', 'en', BIKE],
    ['ein Mädchen fährt Fahrrad', 'de', BIKE],
    ['自転車に乗る女の子', 'ja', BIKE],
    ['una niña en bicicleta', 'es', BIKE],
    ['a child riding a scooter', 'en', '1F6F5'],
    ['a girl on a kick scooter', 'en', KICK],
    ['a boy riding a motorcycle', 'en', '1F3CD'],
  ] as const)('"%s" (%s): the ride is the big subject, the child on it', (prompt, locale, rideId) => {
    for (const style of styles)
      for (let seed = 1; seed <= 4; seed++) {
        const scene = composeScene(motifsOf(prompt, locale), style, size, createRng(seed, style));
        const at = `${style}, seed ${seed}`;
        expect(scene.subjectId, at).toBe(rideId);
        expect(scene.rider, at).toBeDefined();
        expect(scene.subjectSpan, at).toBeGreaterThanOrEqual(0.6);
        const { box: child, animalBox: ride } = scene.rider!;
        const seat = WHEEL_SEATS[rideId]!;
        // where a point of the ride's own box is on the page, mirrored or not
        const b = motifData(rideId)!.b;
        const s = ride.w / (b[2] - b[0]);
        const mirrored = scene.svg.includes(`scale(-`);
        const page = ([x, y]: [number, number]): [number, number] => [mirrored ? ride.x + (b[2] - x) * s : ride.x + (x - b[0]) * s, ride.y + (y - b[1]) * s];
        const inside = (box: Box, [x, y]: [number, number]) => x > box.x && x < box.x + box.w && y > box.y && y < box.y + box.h;
        const feet = child.y + child.h;
        if ('seat' in seat) {
          // sitting: the child's box holds the saddle, its head over it, its shoe on the pedal (or the footboard)
          // above the ground, below the saddle
          expect(inside(child, page(seat.seat)), at).toBe(true);
          expect(child.y, at).toBeLessThan(ride.y);
          expect(feet, at).toBeLessThan(ride.y + ride.h - 1);
          expect(Math.abs(feet - page(seat.foot)[1]), at).toBeLessThan(1);
        } else {
          // standing on the deck, above the wheels' foot, its middle over the deck
          expect(Math.abs(feet - page(seat.deck)[1]), at).toBeLessThan(1);
          expect(feet, at).toBeLessThan(ride.y + ride.h - 3);
          expect(Math.abs(child.x + child.w / 2 - page(seat.deck)[0]), at).toBeLessThan(child.w * 0.3);
        }
        // the ride drawn first, the child over it (a seated one cut at its hips)
        const rideAt = scene.svg.indexOf(motifData(rideId)!.f);
        expect(rideAt, at).toBeGreaterThan(-1);
        if ('seat' in seat) expect(scene.svg.indexOf('<svg x="-200"'), at).toBeGreaterThan(rideAt);
      }
  });

  it.each(Object.keys(WHEEL_SEATS))('keeps the wheels of %s clear of every child and the face whole', async (rideId) => {
    for (const figure of Object.keys(CHILD_MOTIFS)) {
      const ride = composeWheelRide(figure, rideId);
      const rider = motifData(ride.riderId)!;
      const grid = await raster(`<g fill="#000">${rider.f}</g>`);
      for (const [x, y, r] of WHEELS[rideId]!)
        expect(
          all(grid, x, y, r, (v) => v > 128),
          `${figure} on ${rideId} at ${x}`,
        ).toBe(true);
      // the face's skin kept clear of an adults' fill, the figure's eyes drawn
      expect(rider.c, figure).toBeTruthy();
      expect(rider.d.match(/z/gi)?.length ?? 0, figure).toBeGreaterThanOrEqual(2);
      // the child at least as tall again as the ride: its head well over the handlebar
      expect(ride.rider[1], figure).toBeLessThan(ride.animal[1] - 10);
    }
  });

  it('keeps "a girl and a bicycle" and "a boy with his bike" beside it', () => {
    for (const prompt of ['a girl and a bicycle', 'a boy with his bike', 'a girl next to a kick scooter']) {
      const r = understandPrompt(prompt, 'en');
      expect(r.kind === 'motifs' && r.motifs.some((m) => m.ridden), prompt).toBe(false);
      const scene = composeScene(motifsOf(prompt), 'kids', size, createRng(1, 'kids'));
      expect(scene.rider, prompt).toBeUndefined();
    }
  });
});
