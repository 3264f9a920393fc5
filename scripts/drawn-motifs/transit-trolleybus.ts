// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The trolleybus (1F68E), side-on facing left on the town bus's build (town-bus.ts): its wheels in the same
// round arches, its people at the windows, and its two poles up from the roof to the two overhead wires.
// Fluent's trolleybus was the bus's plain box with one short hooked stub on its roof, reaching no wire.
import { wheel } from './racing-car';
import { ARCH_R, SILL, WHEEL_R, WHEEL_Y } from './town-cars';
import { art, done, seat, wire } from './transit-kit';
import { circle, path, poly, roundRect, type Pt } from '../../lib/studio/art-kit/shapes';

const FRONT = 16;
const REAR = 56;
const TOP = 17.5;
const WINDOW_TOP = 24;
const WINDOW_SILL = 37;

/** A pole from its foot `a` to its head `b`, `w` wide: a narrow band, an area to colour. */
function pole(a: Pt, b: Pt, w: number): string {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const [nx, ny] = [((a[1] - b[1]) / len) * (w / 2), ((b[0] - a[0]) / len) * (w / 2)];
  return path(
    poly([
      [a[0] + nx, a[1] + ny],
      [b[0] + nx, b[1] + ny],
      [b[0] - nx, b[1] - ny],
      [a[0] - nx, a[1] - ny],
    ]),
  );
}

/**
 * A trolleybus side-on facing left: two overhead wires, the far one higher, and two poles trailing back up to
 * them from a pod on the roof, each with a shoe gripping its wire (the near wire passes in front of the far pole);
 * a round-fronted body with a destination sign, the driver's window, a side window, a folding door with four
 * panes and two more windows, passengers at them, a band under the windows, a headlight, a tail light, bumpers
 * and two big wheels in round arches.
 */
export function trolleybus() {
  const a = art();
  // the far wire, the far pole and its shoe; the near wire over them; the near pole and its shoe
  const farFoot: Pt = [22, 14.6];
  const nearFoot: Pt = [28.4, 15.4];
  a.f.push(wire(1.6));
  a.f.push(pole(farFoot, [52, 3.6], 2), path(roundRect(48.4, 0.8, 55.6, 4.4, 1.2)));
  a.f.push(wire(5.4));
  a.f.push(pole(nearFoot, [58.4, 7.4], 2), path(roundRect(54.8, 4.6, 62, 8.2, 1.2)));
  // the pod on the roof the poles turn on, and their two pivots
  a.f.push(path(roundRect(14.6, 14, 38, 19, 1.8)));
  for (const [x, y] of [farFoot, nearFoot]) a.f.push(path(circle(x, y, 1.4)));
  // the body: round at the front, an arch over each wheel
  const arch = (cx: number) => `H${cx + ARCH_R}A${ARCH_R} ${ARCH_R} 0 0 0 ${cx - ARCH_R} ${SILL}`;
  a.f.push(
    path(`M9.5 ${TOP}H66.5Q70.5 ${TOP} 70.5 21.5V52.5Q70.5 55.5 67.5 55.5${arch(REAR)}${arch(FRONT)}H4.5Q1.5 55.5 1.5 52.5V25.5Q1.5 ${TOP} 9.5 ${TOP}Z`),
  );
  // the destination sign over the front windows, its words as two lines
  a.f.push(path(roundRect(5, 19.2, 27.4, 22.4, 1.1)));
  a.s.push('M7.6 20.8H14M16 20.8H24.8');
  // the band along the side under the windows
  a.f.push(path('M1.5 39.6H70.5V42.8H1.5Z'));
  // the windows: the driver's, its top corner round with the body's, then one before the door and two behind
  a.f.push(path(`M3.8 ${WINDOW_SILL}V28.6Q3.8 ${WINDOW_TOP} 8.4 ${WINDOW_TOP}H12.4Q13.8 ${WINDOW_TOP} 13.8 25.4V${WINDOW_SILL}Z`));
  for (const [x0, x1] of [
    [15.8, 26.6],
    [40.8, 53.2],
    [55.4, 67.6],
  ])
    a.f.push(path(roundRect(x0, WINDOW_TOP, x1, WINDOW_SILL, 1.4)));
  seat(a, WINDOW_SILL, [
    [8.9, 31, 0.76, 'fringe'],
    [21.2, 31, 0.8, 'bun'],
    [47.6, 31, 0.8, 'cap'],
    [61.5, 31.8, 0.72, 'fringe'],
  ]);
  // the folding door behind the front wheel, four panes: two tall over two short
  a.f.push(path(`M29 ${SILL}V24Q29 22.6 30.4 22.6H38.4Q39.8 22.6 39.8 24V${SILL}Z`));
  for (const [x0, x1] of [
    [30.4, 34],
    [34.8, 38.4],
  ])
    a.f.push(path(roundRect(x0, 24, x1, 38.6, 0.9)), path(roundRect(x0, 40.4, x1, 53.4, 0.9)));
  // a headlight at the front, a tail light at the back, bumpers at both ends
  a.f.push(path(roundRect(2.2, 44.6, 6.8, 48.4, 1.4)), path(roundRect(66.8, 44, 69.8, 48.8, 1)));
  a.f.push(path(roundRect(0.4, 49.8, 5.2, 54.2, 1.8)), path(roundRect(66.8, 49.8, 71.6, 54.2, 1.8)));
  for (const x of [FRONT, REAR]) {
    const w = wheel(x, WHEEL_Y, WHEEL_R);
    a.f.push(...w.f);
    a.s.push(w.s);
  }
  return done(a);
}
