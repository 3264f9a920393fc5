// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The minibus (1F690), side-on facing left on the town cars' build (town-cars.ts): the same wheels in the same
// round arches, the same lights and bumpers, a driver and passengers at the windows. Fluent's minibus was a low
// box with three windows, nobody aboard, and printed as a thin strip.
import { wheel } from './racing-car';
import { ARCH_R, SILL, WHEEL_R, WHEEL_Y } from './town-cars';
import { art, done, seat } from './transit-kit';
import { path, roundRect } from '../../lib/studio/art-kit/shapes';

const FRONT = 16;
const REAR = 56;
const ROOF = 11;
const WINDOW_TOP = 15;
const WINDOW_SILL = 34.4;

/**
 * A friendly van side-on facing left, tall under a flat roof with a rack on it, a suitcase and a bag tied on;
 * a short round nose, a sloping windscreen, the
 * driver at the front window with a mirror before it, a sliding door with its window, a passenger in it and a
 * handle, the door's track along the side behind it, two back windows with passengers, a band along the side,
 * a headlight, a tail light, bumpers and two big wheels in round arches.
 */
export function minibus() {
  const a = art();
  // the roof rack on three posts, a suitcase with its handle and a bag tied on it
  for (const x of [28, 46, 63]) a.f.push(path(roundRect(x, 8.6, x + 2, ROOF + 1, 0.5)));
  a.f.push(path(`M35.4 2.6V1.6Q35.4 0.6 36.4 0.6H40Q41 0.6 41 1.6V2.6Z`), path(roundRect(29.8, 2.4, 46.6, 8, 1.2)));
  a.f.push(path(roundRect(37.4, 2.4, 39, 8, 0.4)));
  a.f.push(path('M48.6 8Q48.2 3.4 55.2 3.2Q62.2 3.4 61.8 8Z'), path(roundRect(54.4, 2.4, 56, 8, 0.6)));
  a.f.push(path(roundRect(25, 7.4, 67, 9.4, 1)));
  // the body: the nose, the windscreen sloping up to the roof, the round back, an arch over each wheel
  const arch = (cx: number) => `H${cx + ARCH_R}A${ARCH_R} ${ARCH_R} 0 0 0 ${cx - ARCH_R} ${SILL}`;
  a.f.push(
    path(
      `M1.5 43Q1.5 38.6 5.6 37.8L11.6 36.4L19.4 14.6Q20.8 ${ROOF} 24.2 ${ROOF}H65Q70.5 ${ROOF} 70.5 16.5V52.5Q70.5 55.5 67.5 55.5${arch(REAR)}${arch(FRONT)}H4.5Q1.5 55.5 1.5 52.5Z`,
    ),
  );
  // the front window along the windscreen's slope, the driver in it
  a.f.push(path(`M14.8 ${WINDOW_SILL}L21.4 16.8Q22.2 ${WINDOW_TOP} 24 ${WINDOW_TOP}H29.4V${WINDOW_SILL}Z`));
  seat(a, WINDOW_SILL, [[23.8, 26.8, 0.86, 'fringe']]);
  // the mirror at the foot of the windscreen
  a.f.push(path(roundRect(10.6, 30.4, 16.4, 34.6, 1.6)));
  // the sliding door between the arches, its window, the passenger in it and its handle
  a.f.push(path(`M31 ${SILL - 0.2}V13.6H44.6V${SILL - 0.2}Z`));
  a.f.push(path(roundRect(32.4, WINDOW_TOP + 0.6, 43.2, WINDOW_SILL, 1.3)));
  // the back windows, a passenger in each
  a.f.push(path(roundRect(46.6, WINDOW_TOP, 56.6, WINDOW_SILL, 1.3)), path(roundRect(58.6, WINDOW_TOP, 67.4, WINDOW_SILL, 1.3)));
  seat(a, WINDOW_SILL, [
    [37.8, 27, 0.84, 'bun'],
    [51.6, 27, 0.84, 'fringe'],
    [63, 28.2, 0.7, 'bun'],
  ]);
  // the door's track along the side under the back windows
  a.f.push(path(roundRect(44.6, 35.4, 69, 36.9, 0.7)));
  // the band along the side, across the door; the door's handle under it
  a.f.push(path('M1.6 39.4H70.5V42.4H1.6Z'));
  a.f.push(path(roundRect(32.6, 43.8, 37.4, 46, 1.1)));
  // a headlight at the nose, a tail light at the back
  a.f.push(path('M1.8 46Q2.2 44.2 4.4 44.2H7.6Q8.8 44.2 8.8 45.4V47Q8.8 48.2 7.6 48.2H2.6Q1.6 48.2 1.8 46Z'));
  a.f.push(path(roundRect(66.6, 43.6, 69.8, 48.6, 1.1)));
  // bumpers at both ends
  a.f.push(path(roundRect(0.6, 49.6, 6.8, 54.2, 2)), path(roundRect(65.4, 49.6, 71.4, 54.2, 2)));
  for (const x of [FRONT, REAR]) {
    const w = wheel(x, WHEEL_Y, WHEEL_R);
    a.f.push(...w.f);
    a.s.push(w.s);
  }
  return done(a);
}
