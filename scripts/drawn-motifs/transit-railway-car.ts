// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The railway car (1F683) as a passenger coach, side-on, the steam locomotive's and the high-speed train's
// companion (trains-and-plane.ts): a tall coach under an arched roof with passengers at a row of windows, a door
// at each end, buffers, and two bogies on the rail. Fluent's railway car was a squat electric car, three small
// windows and a door under a pantograph, on two stubs of wheel.
import { ringWheel, track } from './trains-and-plane';
import { art, done, seat } from './transit-kit';
import { path, r2, roundRect } from '../../lib/studio/art-kit/shapes';

const TOP = 15.5;
const BOTTOM = 51;
const WINDOW_TOP = 20.4;
const SILL = 35.6;
const WHEEL_Y = 56;
const WHEEL_R = 4.4;

/**
 * A passenger coach side-on: two vents on an arched roof that overhangs the sides, a long body with a row of
 * four windows and a passenger at each, a wide band under them and a narrow one low down, a door at each end
 * with a window and a handle, a gangway at each end with a buffer under it, a box slung under the floor, two
 * bogies of two wheels with hubs, and the rail with its sleepers.
 */
export function railwayCar() {
  const a = art();
  // the vents on the roof, behind its curve
  for (const x of [24, 48]) a.f.push(path(roundRect(x - 3.4, 7.6, x + 3.4, 12, 1.2)));
  // the gangways at both ends, behind the body
  a.f.push(path(roundRect(0.8, 19.6, 6, 45, 1)), path(roundRect(66, 19.6, 71.2, 45, 1)));
  // the buffers: a stem and a round head at each end
  for (const [stem, head] of [
    [
      [2, 5],
      [0.3, 2.4],
    ],
    [
      [67, 70],
      [69.6, 71.7],
    ],
  ])
    a.f.push(path(roundRect(stem[0], 45.6, stem[1], 48, 0.6)), path(roundRect(head[0], 44.2, head[1], 49.4, 0.9)));
  // the bogies: a frame and two wheels each, the frame's top behind the body; the box under the floor
  for (const x of [16, 56]) {
    a.f.push(path(roundRect(x - 9.6, 49.6, x + 9.6, 55.4, 1.6)));
    for (const w of [x - 5.4, x + 5.4]) a.f.push(...ringWheel(w, WHEEL_Y, WHEEL_R, 1.3, 1.4));
  }
  a.f.push(path(roundRect(28.4, 50, 43.6, 54.6, 1)));
  // the body, then the roof over its top: arched, overhanging both sides
  a.f.push(path(roundRect(4, TOP, 68, BOTTOM, 1.8)));
  a.f.push(path(`M2.6 ${TOP + 2}V15.4Q2.6 12.4 7.6 11.6Q36 8.2 64.4 11.6Q69.4 12.4 69.4 15.4V${TOP + 2}Z`));
  // two bands along the side: a wide one under the windows, a narrow one low down
  a.f.push(path('M4 38H68V41.2H4Z'), path('M4 44.4H68V46.6H4Z'));
  // the row of windows, a passenger at each
  const windows = [14.6, 25.93, 37.26, 48.6];
  for (const x of windows) a.f.push(path(roundRect(x, WINDOW_TOP, r2(x + 9.2), SILL, 1.3)));
  // (no cap: its peak would reach over a window this narrow)
  const hair = ['bun', 'fringe', 'bun', 'fringe'] as const;
  seat(
    a,
    SILL,
    windows.map((x, i) => [r2(x + 4.6), i === 3 ? 29.4 : 28.6, i === 3 ? 0.62 : 0.7, hair[i]] as const),
  );
  // the doors at both ends, each with a window and a handle
  for (const x of [5.4, 59.6]) {
    a.f.push(path(roundRect(x, 19.2, r2(x + 7), 49.6, 1.2)));
    a.f.push(path(roundRect(r2(x + 1.3), 21.4, r2(x + 5.7), 33, 1)));
    a.f.push(path(roundRect(r2(x + 3.9), 37.4, r2(x + 5.6), 42.2, 0.8)));
  }
  a.f.push(...track(0.5, 71.5, WHEEL_Y + WHEEL_R));
  return done(a);
}
