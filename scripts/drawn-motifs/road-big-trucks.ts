// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// A monster truck and a garbage truck, side-on facing left on the road kit's wheels with a driver at the window
// (road-kit.ts). No emoji draws either: both drew the delivery van (their word "truck").
import { art, done, type Drawn, rider, wheels } from './road-kit';
import { circle, path, pt, roundRect } from '../../lib/studio/art-kit/shapes';

/** Chunky tread blocks standing out round a tyre of radius `r` at (cx, cy), `n` of them. */
function treadBlocks(cx: number, cy: number, r: number, n: number): string[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (i * 2 * Math.PI) / n;
    const w = Math.PI / n / 1.6;
    return path(`M${pt(cx, cy, r - 1, a - w)}L${pt(cx, cy, r + 2, a - w * 0.8)}L${pt(cx, cy, r + 2, a + w * 0.8)}L${pt(cx, cy, r - 1, a + w)}Z`);
  });
}

/**
 * A monster truck: a pickup's body lifted high over huge knobbly tyres, a roll bar and a row of
 * lamps on the roof, the driver at the window, a star and a lightning bolt along the side.
 */
export function monsterTruck(): Drawn {
  const a = art();
  const [Y, R] = [55, 14.4];
  // the tyres' knobbly tread, then the wheels over it
  for (const x of [17, 55]) a.f.push(...treadBlocks(x, Y, R, 14));
  wheels(a, [17, Y, R], [55, Y, R]);
  // the roll bar and the lamps on the roof
  a.f.push(path('M30 15V9.4Q30 7.4 32 7.4H46Q48 7.4 48 9.4V15H45.6V9.8H32.4V15Z'));
  for (const x of [34.6, 39, 43.4]) a.f.push(path(circle(x, 6.6, 1.9)));
  // the cab with its window and the driver
  a.f.push(path('M21.6 28.6L26.4 16.8Q27.2 14.6 29.6 14.6H48.4Q50.6 14.6 50.6 16.8V28.6Z'));
  a.f.push(path('M25.4 27.4L29 18.8Q29.6 17.4 31 17.4H47.6V27.4Z'));
  rider(a, 38.6, 21.4, 0.86, 27.4, 'cap');
  // the body from the bonnet to the tailgate, a lightning bolt along its side, a star on the door
  a.f.push(path('M4 40.8V31.6Q4 28.4 7.2 28.4H66Q69 28.4 69 31.4V40.6Q69 42.8 66.8 42.8H6Q4 42.8 4 40.8Z'));
  a.f.push(path('M33 30.6H47.4L42.4 34.2H51.6L35.6 41.2L39.8 36.4H30.6Z'));
  a.f.push(path('M17.6 30.6L18.8 33.6L22 33.8L19.6 35.8L20.4 38.8L17.6 37.2L14.8 38.8L15.6 35.8L13.2 33.8L16.4 33.6Z'));
  // the headlight and the bumpers
  a.f.push(path(roundRect(4, 31, 8.6, 35, 1.4)));
  a.f.push(path(roundRect(1.2, 38.6, 9, 43.4, 1.8)), path(roundRect(64, 38.6, 70.8, 43.4, 1.8)));
  return done(a);
}

/**
 * A garbage truck: a cab with the driver and a mirror, behind it the big rounded container with ribs and a recycling
 * leaf on its side, the tipping hopper at its back with a wheelie bin hooked on the lift, lamps and wheels.
 */
export function garbageTruck(): Drawn {
  const a = art();
  // the container, ribs down its side, and a leaf in a circle on it
  a.f.push(path('M23 50.4V22Q23 14.4 30.6 14.4H58Q61.6 14.4 61.6 18V50.4Z'));
  a.s.push('M31 15.2V50.4M54 14.4V50.4');
  a.f.push(path(circle(42.4, 31, 8)));
  a.f.push(path('M38.2 35.6Q37 27.6 46.6 26.2Q47.4 34.6 38.2 35.6Z'));
  a.s.push('M38.2 35.6Q41.2 31.4 44.6 28.6');
  // the hopper at the back, sloping, and the wheelie bin on its lift
  a.f.push(path('M61.6 18L68.4 26V47.4Q68.4 50.4 65.4 50.4H61.6Z'));
  a.f.push(path('M63 42.6L64.2 30.4H71.4L70.2 42.6Z'), path(roundRect(63.2, 28.2, 71.8, 31, 0.8)));
  a.f.push(path(circle(64.6, 43.4, 1.4)));
  // the cab with its window and the driver, the door's handle, the mirror
  a.f.push(path('M2.4 50.4V34Q2.4 31.4 4.4 30.6L9.2 20.2Q10.2 18 12.6 18H24V50.4Z'));
  a.f.push(path('M5.4 31L9.8 21.6Q10.4 20.6 11.6 20.6H21.4V31Z'));
  rider(a, 15, 26, 0.8, 31, 'cap');
  a.f.push(path(roundRect(14.2, 35, 18.6, 37, 1)));
  a.f.push(path(roundRect(0.6, 22.6, 3.8, 29.4, 1.2)));
  // a stripe along the bottom, the headlight and the bumper, the lamp on the cab's roof
  a.f.push(path('M2.4 44H68.4V50.4H2.4Z'));
  a.f.push(path(roundRect(2.4, 35.4, 6.8, 39.4, 1.2)));
  a.f.push(path(roundRect(0.6, 47.8, 8.4, 53, 1.8)));
  a.f.push(path('M14 18V15.6Q14 13.6 16 13.6Q18 13.6 18 15.6V18Z'));
  wheels(a, [13.6, 54, 8.2], [44.6, 54, 8.2], [61.4, 54, 8.2]);
  return done(a);
}
