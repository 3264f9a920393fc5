// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The tram car (1F68B), side-on facing left on the bus's build (town-bus.ts): a tall round-ended car with
// people at its windows, its pantograph up to the wire and its small wheels on the rails. Fluent's tram car was a
// box of three windows on a strip of rail under a wire, with nobody aboard.
import { ringWheel, track } from './trains-and-plane';
import { art, done, seat, wire } from './transit-kit';
import { ellipse, path, roundRect } from '../../lib/studio/art-kit/shapes';

const WINDOW_TOP = 23;
const SILL = 37;
const BOTTOM = 54.5;
/** The wheels' centres, their size, and the rail's top under them. */
const WHEEL_Y = 56.6;
const WHEEL_R = 3.8;
const RAIL = 60;

/**
 * A city tram side-on facing left: the overhead wire along the top, the pantograph (a diamond of two arms with
 * the collector bar on the wire) on a base on the roof's cover, a round-ended car with a destination sign, the
 * driver's window at the front, a double door with four panes, three side windows with passengers, a band under
 * the windows, a headlight, a tail light and a buffer at each end, two bogies of two small wheels with hubs, and
 * the rail with its sleepers.
 */
export function tramCar() {
  const a = art();
  a.f.push(wire(2));
  // the pantograph: the collector bar under the wire, the diamond of arms (a ring: the outer diamond, the inner
  // one over it) and its base on the roof's cover
  a.f.push(path(roundRect(28, 3.6, 44, 5.6, 1)));
  a.f.push(path('M36 4.8L43 9.3L36 13.8L29 9.3Z'), path('M36 7.3L39.2 9.3L36 11.3L32.8 9.3Z'));
  a.f.push(path(roundRect(30.6, 12.4, 41.4, 15.2, 1)));
  // the roof's cover, behind the car's top edge
  a.f.push(path(roundRect(9, 14.4, 63, 19, 1.6)));
  // the bogies under the car: a frame and two wheels each, their tops behind the car's skirt
  for (const x of [14, 58]) {
    a.f.push(path(roundRect(x - 8, 53, x + 8, 57.4, 1.4)));
    for (const w of [x - 4.6, x + 4.6]) a.f.push(...ringWheel(w, WHEEL_Y, WHEEL_R, 1.2, 1.2));
  }
  // the car, rounder at the front (left) than at the back
  a.f.push(path(`M9 17H63.5Q70.5 17 70.5 24V52Q70.5 ${BOTTOM} 68 ${BOTTOM}H4Q1.5 ${BOTTOM} 1.5 52V25Q1.5 17 9 17Z`));
  // the destination sign over the front windows, its words as two lines
  a.f.push(path(roundRect(5, 18.4, 26, 21.4, 1.1)));
  a.s.push('M7.6 19.9H14M16 19.9H23.4');
  // the band along the side under the windows
  a.f.push(path('M1.5 39.4H70.5V42.6H1.5Z'));
  // the windows: the driver's at the front, its top corner round with the car's; three along the side
  a.f.push(path(`M3.6 ${SILL}V27.6Q3.6 ${WINDOW_TOP} 8.2 ${WINDOW_TOP}H13.4Q14.8 ${WINDOW_TOP} 14.8 24.4V${SILL}Z`));
  for (const [x0, x1] of [
    [30, 41.4],
    [43.6, 55],
    [57.2, 68.4],
  ])
    a.f.push(path(roundRect(x0, WINDOW_TOP, x1, SILL, 1.4)));
  seat(a, SILL, [
    [9.8, 30.4, 0.8, 'cap'],
    [35.7, 30.4, 0.8, 'bun'],
    [49.3, 30.4, 0.8, 'fringe'],
    [62.8, 31.2, 0.72, 'fringe'],
  ]);
  // the double door from the car's foot up past the windows' top, four panes: two tall over two short
  a.f.push(path(`M16.4 ${BOTTOM}V23.4Q16.4 22.2 17.6 22.2H26.4Q27.6 22.2 27.6 23.4V${BOTTOM}Z`));
  for (const [x0, x1] of [
    [17.7, 21.6],
    [22.4, 26.3],
  ])
    a.f.push(path(roundRect(x0, 23.6, x1, 38.2, 0.9)), path(roundRect(x0, 40, x1, 53.2, 0.9)));
  // a headlight at the front, a tail light at the back
  a.f.push(path(ellipse(5.4, 47.2, 2.2, 1.8)), path(roundRect(66.6, 45, 69.4, 49.6, 1)));
  // a buffer at each end
  a.f.push(path(roundRect(0.3, 50, 4, 53.6, 1.4)), path(roundRect(68, 50, 71.7, 53.6, 1.4)));
  a.f.push(...track(0.5, 71.5, RAIL));
  return done(a);
}
