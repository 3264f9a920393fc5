// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { ARCH_R, SILL, WHEEL_R, WHEEL_Y } from './town-cars';
import { arch, art, done, type Drawn, onArch, rider, wheels } from './road-kit';
import { circle, ellipse, path, roundRect } from '../../lib/studio/art-kit/shapes';

const FRONT = 15;
const REAR = 43;

/**
 * The sport utility vehicle side-on facing left, short and tall as a picture book draws it: a boxy cabin with an
 * upright windscreen, a flat roof with a roof rail on three posts, three windows (the driver in the front one),
 * two doors with handles, a short square hood with a headlight, a running board between the wheels, chunky
 * bumpers, a fuel cap, a tail light, and the spare wheel on its back, seen a little from behind as a tall oval
 * tyre round a rim and a hub.
 */
export function sportUtilityVehicle(): Drawn {
  const a = art();
  // the roof rail on its three posts, behind the roof's edge
  for (const x of [21.6, 34.2, 46.8]) a.f.push(path(roundRect(x - 1.3, 9.6, x + 1.3, 15.6, 0.6)));
  a.f.push(path(roundRect(18.4, 7.8, 50, 11, 1.5)));
  // the cabin: an upright windscreen, a flat roof, a square back
  a.f.push(path('M13.8 37.5L19.2 17.6Q19.8 15 22.4 15H54Q57 15 57 18V37.5Z'));
  // three windows, the pillars left between them; the driver in the front one
  a.f.push(path('M17.2 34.6L21.6 19.4Q22.1 17.8 23.8 17.8H31.2V34.6Z'));
  a.f.push(path(roundRect(33.6, 17.8, 42.6, 34.6, 1.2)));
  a.f.push(path('M45 17.8H52.6Q54.2 17.8 54.2 19.4V34.6H45Z'));
  rider(a, 25.6, 25.8, 0.96, 34.6, 'fringe');
  // the mirror at the foot of the windscreen
  a.f.push(path(roundRect(10.6, 30.6, 16.4, 35.2, 1.6)));
  // the body: a square nose, a flat hood, a square tail, an arch over each wheel
  a.f.push(
    path(
      `M13 36.6H54.5Q58 36.6 58 40V52.5Q58 55.5 55 55.5${arch(REAR, ARCH_R, SILL)}${arch(FRONT, ARCH_R, SILL)}H4.4Q1.6 55.5 1.6 52.5V40.2Q1.6 37.8 4.4 37.6Z`,
    ),
  );
  // the door lines: down from under the windows to the arches and, between the doors, to the sill
  const [doorFront, doorMid, doorBack] = [17.4, 32.4, 43.8];
  a.s.push(`M${doorFront} 37V${onArch(FRONT, ARCH_R, SILL, doorFront)}M${doorMid} 37V${SILL}M${doorBack} 37V${onArch(REAR, ARCH_R, SILL, doorBack)}`);
  // a handle on each door under its window's back edge, and the fuel cap behind the back door
  a.f.push(path(roundRect(26.4, 39.4, 31, 41.6, 1.1)), path(roundRect(37.8, 39.4, 42.4, 41.6, 1.1)));
  a.f.push(path(circle(49.6, 40.8, 1.7)));
  // the headlight at the nose; the tail light low on the back under the spare wheel
  a.f.push(path(roundRect(1.6, 39.6, 7.4, 44.6, 1.4)));
  a.f.push(path(roundRect(54.6, 47.6, 58, 51.8, 1)));
  // the running board between the wheels
  a.f.push(path(roundRect(24.6, 54.6, 33.4, 57.6, 1.2)));
  // chunky bumpers at both ends
  a.f.push(path(roundRect(0.4, 48, 7.4, 54, 2)), path(roundRect(52.4, 51, 60, 55.6, 2)));
  // the spare wheel on the back on its bracket: a tall oval tyre, its rim and hub turned to the back
  a.f.push(path(roundRect(56.6, 34.8, 60.6, 39.4, 0.8)));
  a.f.push(path(ellipse(61.4, 37, 4.8, 10.2)), path(ellipse(62.4, 37, 2.8, 6.4)), path(ellipse(62.9, 37, 1.1, 2.6)));
  wheels(a, [FRONT, WHEEL_Y, WHEEL_R], [REAR, WHEEL_Y, WHEEL_R]);
  return done(a, 3);
}
