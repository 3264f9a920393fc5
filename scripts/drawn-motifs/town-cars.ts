// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Four town vehicles on one build, side-on and facing left as a children's book draws them: a tall cabin on a
// short body, big wheels (the racing car's, with tread, spokes and hub) tucked into round wheel arches, a bumper
// at each end, a headlight and a tail light, and a driver looking out of the front window. Fluent's car, taxi and
// police car were plain side views (two windows on a box body, a solid black checker band on the taxi, solid black
// mirror bits), its bus a plain box with three windows; on a catalogue page they printed thin clip art.
import { wheel } from './racing-car';
import { circle, path, r2, roundRect, starPath } from '../../lib/studio/art-kit/shapes';

type Motif = { f: string; s: string; d: string; c: string };

/** Where every car of the family stands: wheel centres, wheel and arch sizes, the body's bottom. */
export const WHEEL_Y = 54.6;
export const WHEEL_R = 9.4;
export const ARCH_R = 11;
export const SILL = 55.5;
const FRONT = 18;
const REAR = 54;

/** An eye as a solid dot (a pupil: the only black on the page). */
const eye = (x: number, y: number, r = 0.75) => path(circle(x, y, r));

/** The y where a vertical line at `x` meets the arch round the wheel at `cx` (a door line ends there). */
const onArch = (cx: number, x: number) => r2(SILL - Math.sqrt(ARCH_R * ARCH_R - (x - cx) * (x - cx)));

/**
 * Someone looking out of a window, face on: shoulders to the window's sill at `sill`, a round head, a cap of hair
 * with a fringe, two eyes and a smile. `k` scales them (the bus's passengers are smaller than a car's driver). The
 * head is returned apart as the area an adult page's fill keeps clear of. `w` is half the shoulders' width.
 */
export function person(cx: number, cy: number, k: number, sill: number, hair: 'fringe' | 'bun' | 'cap', w = 7 * k) {
  const f: string[] = [];
  const s: string[] = [];
  const r = 5.2 * k;
  // the shoulders, a rounded hump standing on the sill
  f.push(
    path(
      `M${r2(cx - w)} ${sill}C${r2(cx - w * 0.94)} ${r2(cy + 5 * k)} ${r2(cx - 3.6 * k)} ${r2(cy + 4.2 * k)} ${cx} ${r2(cy + 4.2 * k)}C${r2(cx + 3.6 * k)} ${r2(cy + 4.2 * k)} ${r2(cx + w * 0.94)} ${r2(cy + 5 * k)} ${r2(cx + w)} ${sill}Z`,
    ),
  );
  if (hair === 'bun') f.push(path(circle(cx, r2(cy - r - 0.6 * k), r2(2 * k))));
  const head = circle(cx, cy, r2(r));
  f.push(path(head));
  const top = r2(cy - r - 0.5 * k);
  if (hair === 'cap') {
    // a cap with its peak turned to the front (left): the crown, then the peak as its own area
    f.push(
      path(`M${r2(cx - r - 0.2 * k)} ${r2(cy - 0.6 * k)}Q${r2(cx - r)} ${top} ${cx} ${top}Q${r2(cx + r)} ${top} ${r2(cx + r + 0.2 * k)} ${r2(cy - 0.6 * k)}Z`),
    );
    f.push(
      path(
        `M${r2(cx - r - 0.2 * k)} ${r2(cy - 0.6 * k)}H${r2(cx - r - 2.8 * k)}Q${r2(cx - r - 2.8 * k)} ${r2(cy - 2.2 * k)} ${r2(cx - r + 0.6 * k)} ${r2(cy - 2 * k)}Z`,
      ),
    );
  } else {
    // hair over the top of the head, its fringe a wave across the forehead
    f.push(
      path(
        `M${r2(cx - r - 0.3 * k)} ${r2(cy + 0.2 * k)}Q${r2(cx - r - 0.6 * k)} ${top} ${cx} ${top}Q${r2(cx + r + 0.6 * k)} ${top} ${r2(cx + r + 0.3 * k)} ${r2(cy + 0.2 * k)}Q${r2(cx + 3 * k)} ${r2(cy - 4 * k)} ${r2(cx + 0.6 * k)} ${r2(cy - 2.9 * k)}Q${r2(cx - 2 * k)} ${r2(cy - 4.2 * k)} ${r2(cx - r - 0.3 * k)} ${r2(cy + 0.2 * k)}Z`,
      ),
    );
  }
  const d = eye(r2(cx - 1.9 * k), r2(cy + 0.4 * k), r2(0.72 * k)) + eye(r2(cx + 1.9 * k), r2(cy + 0.4 * k), r2(0.72 * k));
  s.push(`M${r2(cx - 1.9 * k)} ${r2(cy + 2.6 * k)}Q${cx} ${r2(cy + 4 * k)} ${r2(cx + 1.9 * k)} ${r2(cy + 2.6 * k)}`);
  return { f, s, d, head };
}

/** Which car of the family: its roof, its side and its door furniture differ, the rest is shared. */
type Kind = 'car' | 'taxi' | 'police';

/** The four letters of the taxi's sign as lines, 2.6 wide and 3.4 high each, from `x` at the top `y`. */
function taxiLetters(x: number, y: number): string {
  const [w, h] = [2.6, 3.4];
  const t = `M${x} ${y}H${r2(x + w)}M${r2(x + w / 2)} ${y}V${r2(y + h)}`;
  const a0 = x + w + 1.1;
  const a = `M${r2(a0)} ${r2(y + h)}L${r2(a0 + w / 2)} ${y}L${r2(a0 + w)} ${r2(y + h)}M${r2(a0 + 0.5)} ${r2(y + h * 0.66)}H${r2(a0 + w - 0.5)}`;
  const x0 = a0 + w + 1.1;
  const xx = `M${r2(x0)} ${y}L${r2(x0 + w)} ${r2(y + h)}M${r2(x0 + w)} ${y}L${r2(x0)} ${r2(y + h)}`;
  const i0 = x0 + w + 1.6;
  return `${t}${a}${xx}M${r2(i0)} ${y}V${r2(y + h)}`;
}

/**
 * One town car side-on facing left. The cabin stands nearly as tall as the body under it, with a front and a back
 * window and the pillar between them; the body has round wheel arches, door lines ending on them, handles, a
 * headlight, a tail light and bumpers; the mirror sits at the foot of the windscreen. The taxi adds a roof sign
 * and a checker band under the windows, the police car a light bar with two domes, a stripe and a star on the
 * door.
 */
function townCar(kind: Kind): Motif {
  const f: string[] = [];
  const s: string[] = [];
  let d = '';
  // on the roof, behind the cabin's top edge: the taxi's sign (with TAXI on it) or the police car's light bar
  if (kind === 'taxi') {
    f.push(path('M30.6 17.6L31.8 11.2Q32 10.2 33 10.2H48Q49 10.2 49.2 11.2L50.4 17.6Z'));
    s.push(taxiLetters(33.2, 11.9));
  } else if (kind === 'police') {
    // two domes side by side, each with a glint, on a bar along the roof
    for (const x of [30.4, 40.6]) {
      f.push(path(`M${x} 14.6Q${x} 8.6 ${r2(x + 4.5)} 8.6Q${r2(x + 9)} 8.6 ${r2(x + 9)} 14.6Z`));
      s.push(`M${r2(x + 2.2)} 13Q${r2(x + 2.4)} 10.8 ${r2(x + 4.2)} 10.6`);
    }
    f.push(path(roundRect(28.6, 14, 51.4, 17.8, 1.4)));
  }
  // the cabin: a slanted windscreen, a round-cornered roof and a slanted back
  f.push(path('M13.5 38.5L21.5 20Q22.8 17 26 17H55Q58.5 17 59.5 20.5L64 38.5Z'));
  // the front and the back window, the cabin's pillar left between them
  f.push(path('M17.6 35.8L24 21.6Q24.8 19.8 26.8 19.8H39.2V35.8Z'));
  f.push(path('M42.6 19.8H54.6Q56.4 19.8 57 21.6L61 35.8H42.6Z'));
  // the driver in the front window
  const driver = person(31.4, 27.4, 1, 35.8, kind === 'police' ? 'cap' : kind === 'car' ? 'bun' : 'fringe');
  f.push(...driver.f);
  s.push(...driver.s);
  d += driver.d;
  // the mirror at the foot of the windscreen
  f.push(path(roundRect(11.8, 31.4, 18, 35.8, 1.6)));
  // the body: the hood sloping down to a round nose, a flat top under the windows, a round tail, and an arch
  // over each wheel
  const arch = (cx: number) => `H${cx + ARCH_R}A${ARCH_R} ${ARCH_R} 0 0 0 ${cx - ARCH_R} ${SILL}`;
  f.push(path(`M14 37.5H64.5Q69.5 37.5 69.5 42.5V52.5Q69.5 55.5 66.5 55.5${arch(REAR)}${arch(FRONT)}H5.5Q2.5 55.5 2.5 52.5V44.4Q2.5 39.8 7 39.2Z`));
  // the side: the taxi's checker band under the windows, two rows of squares in turn, each square standing on
  // its own on the body and meeting the next only at a corner, so it reads as a checker and a child colours every
  // other square (the door lines fall on their edges, so each stays whole); the police car's stripe from the
  // headlight to the tail light
  const [doorFront, doorMid, doorBack] = [25, 41, 57];
  if (kind === 'taxi') {
    const w = (doorMid - doorFront) / 5;
    const [x0, y0, h] = [doorFront - 5 * w, 39, 2.4];
    for (let i = 1; i < 17; i++) {
      const [x, y] = [r2(x0 + i * w), r2(i % 2 ? y0 : y0 + h)];
      f.push(path(`M${x} ${y}H${r2(x + w)}V${r2(y + h)}H${x}Z`));
    }
  } else if (kind === 'police') {
    f.push(path(roundRect(9.6, 39.2, 64.4, 42, 1.2)));
  }
  // the door lines: down from under the windows to the arches and, between the doors, to the sill
  s.push(`M${doorFront} 37.5V${onArch(FRONT, doorFront)}M${doorMid} 37.5V${SILL}M${doorBack} 37.5V${onArch(REAR, doorBack)}`);
  // a handle on each door at its back edge under the window; the taxi's front door's under its band (the back
  // one would sit on the arch), and none on the police car, whose stripe runs where they go
  if (kind === 'car') f.push(path(roundRect(34.4, 39.6, 39, 41.8, 1.1)), path(roundRect(50.4, 39.6, 55, 41.8, 1.1)));
  if (kind === 'taxi') f.push(path(roundRect(34.4, 45.2, 39, 47.4, 1.1)));
  // the police car's badge on the front door: a star on a disc
  if (kind === 'police') f.push(path(circle(34.6, 49.6, 4.6)), path(starPath(34.6, 50.1, 3.7)));
  // a headlight at the nose and a tail light at the back
  f.push(path('M3 42.6Q4 40.6 6.4 40.6H8.4Q9.6 40.6 9.6 41.8V43.6Q9.6 44.8 8.4 44.8H3.6Q2.8 44.8 3 42.6Z'));
  f.push(path(roundRect(65.2, 40.2, 69.5, 45, 1.2)));
  // bumpers at both ends, under the lights
  f.push(path(roundRect(0.8, 48.6, 7, 53.4, 2)), path(roundRect(65.2, 48.6, 71.2, 53.4, 2)));
  // the wheels with their hubcaps
  for (const x of [FRONT, REAR]) {
    const w = wheel(x, WHEEL_Y, WHEEL_R);
    f.push(...w.f);
    s.push(w.s);
  }
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d, c: path(driver.head) };
}

/** Fluent's car was a plain box with two windows and a solid black mirror; ours is the family's plain car. */
export const car = () => townCar('car');
/** Fluent's taxi had a solid black checker band; ours a roof sign and a band of squares to colour in turn. */
export const taxi = () => townCar('taxi');
/** Fluent's police car was the plain car with a stub on its roof; ours has a light bar, a stripe and a star. */
export const policeCar = () => townCar('police');
