// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { ARCH_R, SILL, WHEEL_R, WHEEL_Y } from './town-cars';
import { arch, art, done, type Drawn, onArch, rider, wheels } from './road-kit';
import { circle, ellipse, path, roundRect } from './shapes';

const FRONT = 16;
const REAR = 47;

/**
 * The sport utility vehicle side-on facing left: a tall boxy cabin with an upright windscreen, a flat roof with a
 * roof rail on three posts, three windows (the driver in the front one), two doors with handles, a short square
 * hood with a headlight, a running board between the wheels, chunky bumpers, a fuel cap, a tail light, and the
 * spare wheel on its back, seen a little from behind as a tall oval tyre round a rim and a hub.
 */
export function sportUtilityVehicle(): Drawn {
  const a = art();
  // the roof rail on its three posts, behind the roof's edge
  for (const x of [24, 39.5, 55]) a.f.push(path(roundRect(x - 1.3, 11.6, x + 1.3, 17.6, 0.6)));
  a.f.push(path(roundRect(20.5, 9.8, 60, 13, 1.5)));
  // the cabin: an upright windscreen, a flat roof, a square back
  a.f.push(path('M13.8 37.5L18.8 19.6Q19.4 17 22 17H59Q62 17 62 20V37.5Z'));
  // three windows, the pillars left between them; the driver in the front one
  a.f.push(path('M17.2 34.6L21.2 21.4Q21.7 19.8 23.4 19.8H33V34.6Z'));
  a.f.push(path(roundRect(35.6, 19.8, 46.6, 34.6, 1.2)));
  a.f.push(path('M49.2 19.8H57.6Q59.2 19.8 59.2 21.4V34.6H49.2Z'));
  rider(a, 26.2, 26.4, 0.96, 34.6, 'cap');
  // the mirror at the foot of the windscreen
  a.f.push(path(roundRect(10.6, 30.6, 16.4, 35.2, 1.6)));
  // the body: a square nose, a flat hood, a square tail, an arch over each wheel
  a.f.push(path(`M13 36.6H59.5Q63 36.6 63 40V52.5Q63 55.5 60 55.5${arch(REAR, ARCH_R, SILL)}${arch(FRONT, ARCH_R, SILL)}H4.4Q1.6 55.5 1.6 52.5V40.2Q1.6 37.8 4.4 37.6Z`));
  // the door lines: down from under the windows to the arches and, between the doors, to the sill
  const [doorFront, doorMid, doorBack] = [17.4, 34.3, 47.9];
  a.s.push(`M${doorFront} 37V${onArch(FRONT, ARCH_R, SILL, doorFront)}M${doorMid} 37V${SILL}M${doorBack} 37V${onArch(REAR, ARCH_R, SILL, doorBack)}`);
  // a handle on each door under its window's back edge, and the fuel cap behind the back door
  a.f.push(path(roundRect(28, 39.4, 32.6, 41.6, 1.1)), path(roundRect(41.6, 39.4, 46.2, 41.6, 1.1)));
  a.f.push(path(circle(53.4, 40.8, 1.7)));
  // the headlight at the nose; the tail light low on the back under the spare wheel
  a.f.push(path(roundRect(1.6, 39.6, 7.4, 44.6, 1.4)));
  a.f.push(path(roundRect(59.6, 47.6, 63, 51.8, 1)));
  // the running board between the wheels
  a.f.push(path(roundRect(26.2, 54.6, 36.8, 57.6, 1.2)));
  // chunky bumpers at both ends
  a.f.push(path(roundRect(0.4, 48, 7.4, 54, 2)), path(roundRect(57.4, 51, 65, 55.6, 2)));
  // the spare wheel on the back on its bracket: a tall oval tyre, its rim and hub turned to the back
  a.f.push(path(roundRect(61.6, 34.8, 65.6, 39.4, 0.8)));
  a.f.push(path(ellipse(66.4, 37, 4.8, 10.2)), path(ellipse(67.4, 37, 2.8, 6.4)), path(ellipse(67.9, 37, 1.1, 2.6)));
  wheels(a, [FRONT, WHEEL_Y, WHEEL_R], [REAR, WHEEL_Y, WHEEL_R]);
  return done(a);
}
