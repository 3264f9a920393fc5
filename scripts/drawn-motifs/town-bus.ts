// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The town bus, on the build of the town cars (town-cars.ts): the same wheels in the same round arches, the same
// bumpers and lights and the same faces at the windows. Fluent's bus was a plain box with three windows and a
// solid black strip at the front.
import { wheel } from './racing-car';
import { ARCH_R, person, SILL, WHEEL_R, WHEEL_Y } from './town-cars';
import { path, roundRect } from '../../lib/studio/art-kit/shapes';

const FRONT = 16;
const REAR = 56;
const WINDOW_TOP = 20.4;
const WINDOW_SILL = 34.6;

/**
 * A long bus side-on facing left: a round-cornered box with a vent on the roof, a destination sign over the front
 * windows, the driver's window at the front, a folding door with four panes behind the front wheel, three side
 * windows with passengers in them, a band under the windows, a headlight, a tail light,
 * bumpers and two big wheels.
 */
export function bus() {
  const f: string[] = [];
  const s: string[] = [];
  let d = '';
  const heads: string[] = [];
  // the vent on the roof, behind the body's top edge
  f.push(path(roundRect(30, 9.2, 46, 13, 1.4)));
  // the body with an arch over each wheel
  const arch = (cx: number) => `H${cx + ARCH_R}A${ARCH_R} ${ARCH_R} 0 0 0 ${cx - ARCH_R} ${SILL}`;
  f.push(path(`M5.5 12H66.5Q70.5 12 70.5 16V52.5Q70.5 55.5 67.5 55.5${arch(REAR)}${arch(FRONT)}H4.5Q1.5 55.5 1.5 52.5V16Q1.5 12 5.5 12Z`));
  // the destination sign over the front windows, its words as two lines (no letters, so it reads either way round)
  f.push(path(roundRect(4, 14.2, 27, 18.4, 1.2)));
  s.push('M7 16.3H13.4M15.4 16.3H24');
  // the band along the side under the windows, from the nose to the tail
  f.push(path('M1.5 37.4H70.5V40.6H1.5Z'));
  // the windows: the driver's at the front, then three along the side, the door between the first two
  const windows: [number, number][] = [
    [3.8, 13.8],
    [15.8, 26.6],
    [40.8, 53.2],
    [55.4, 67.6],
  ];
  for (const [x0, x1] of windows) f.push(path(roundRect(x0, WINDOW_TOP, x1, WINDOW_SILL, 1.4)));
  // who sits at them: the driver, a woman with a bun, a man in a cap, a child
  for (const [x, y, k, hair] of [
    [8.8, 27.8, 0.8, 'fringe'],
    [21.2, 28, 0.8, 'bun'],
    [47.6, 28, 0.8, 'cap'],
    [61.5, 29, 0.72, 'fringe'],
  ] as const) {
    // narrow shoulders, so a passenger as big as the window allows still fits in it
    const p = person(x, y, k, WINDOW_SILL, hair, 6 * k);
    f.push(...p.f);
    s.push(...p.s);
    d += p.d;
    heads.push(p.head);
  }
  // the door from the sill up to the windows' top, with four panes: two tall over two short
  f.push(path(`M29 ${SILL}V21Q29 19.6 30.4 19.6H38.4Q39.8 19.6 39.8 21V${SILL}Z`));
  for (const [x0, x1] of [
    [30.4, 34],
    [34.8, 38.4],
  ])
    f.push(path(roundRect(x0, 21, x1, 36.6, 0.9)), path(roundRect(x0, 38.2, x1, 52.8, 0.9)));
  // a headlight at the front, a tail light at the back
  f.push(path(roundRect(2.2, 43.4, 6.6, 47.4, 1.4)));
  f.push(path(roundRect(66.8, 42.4, 69.8, 47.6, 1)));
  // bumpers at both ends
  f.push(path(roundRect(0.4, 49.4, 5.2, 54, 1.8)), path(roundRect(66.8, 49.4, 71.6, 54, 1.8)));
  for (const x of [FRONT, REAR]) {
    const w = wheel(x, WHEEL_Y, WHEEL_R);
    f.push(...w.f);
    s.push(w.s);
  }
  // `c`: the four faces, kept clear of an adult page's fill
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d, c: `<path d="${heads.join('')}"/>` };
}
