// A child riding a bicycle, a scooter or a motorbike ("a girl riding a bicycle", "a boy on a bike", 自転車に乗る女の子):
// the ride drawn as the big subject and the child on it, as riders.ts seats a person on an animal. On a bicycle, a
// motor scooter or a motorcycle the child's figure is cut off at its hips and set on the saddle; a seated leg is
// drawn over the cut, the thigh forward, the knee bent and the lower leg down to the near pedal (or the footboard),
// a shoe on it, and the figure's arms reach forward to the handlebar (child-figure.ts draws it holding it). On a
// kick scooter the child stands on the deck, both hands on the handlebar. Before, the child stood beside the ride.
// The ride and the child are two motifs in one box (`addMotif`), drawn with one mirror: the ride first, the child
// over it.
import { childHolding, CHILD_MOTIFS } from './child-figure';
import { addMotif, hasMotif, motifData } from './motif-art';
import { moveAll, type Ride } from './riders';

type Pt = [number, number];
/**
 * Where a child sits on a ride, in the ride's own 72-unit box (it faces left): `seat`, the middle of the saddle's
 * top, where the child's bottom rests; `grip`, the handlebar's grip its hands hold; `knee`; `foot`, where the
 * shoe's sole rests (the near pedal's top, the footboard); `child`, the child's whole standing height as a share
 * of the ride's (wheels to handlebar).
 */
type Seated = { seat: Pt; grip: Pt; knee: Pt; foot: Pt; child: number };
/**
 * Where a child stands on a kick scooter: the middle of the deck's top, where its two hands hold the T-bar (the
 * near one on the front grip, the far one beside the stem, both in front of the child's body) and its height.
 */
type Standing = { deck: Pt; grips: [Pt, Pt]; child: number };
export const WHEEL_SEATS: Readonly<Record<string, Seated | Standing>> = {
  // the bicycle (scripts/drawn-motifs/two-wheelers.ts): the saddle's top y 20.6, the grip 27.6–33.6, the pedal's top 57.6
  '1F6B2': { seat: [45.5, 21.4], grip: [30.2, 19.6], knee: [27.4, 36.5], foot: [32.4, 57.6], child: 1.45 },
  // the motor scooter: its seat's top y 28.4, the grip 25.6–31.6, the footboard's top 49.5
  '1F6F5': { seat: [47.5, 29.2], grip: [28.6, 19.4], knee: [30, 35], foot: [31.5, 49.5], child: 1.3 },
  // the motorcycle: its seat's top about y 27, the grip 26.2–31.8, the foot on the engine's foot peg
  '1F3CD': { seat: [52, 27.6], grip: [29, 19.8], knee: [33.5, 34], foot: [38, 51.4], child: 1.3 },
  // the kick scooter (scripts/drawn-motifs/toys-*.ts, KICK_SCOOTER): the deck 20–58 with its top at y 47, the
  // T-bar's front grip about (15.5, 9.6) and the stem's cap at (22, 11)
  '1F6F4': {
    deck: [41, 47.1],
    grips: [
      [15.8, 9.8],
      [25.6, 11.6],
    ],
    child: 1.45,
  },
};
const standing = (s: Seated | Standing): s is Standing => 'deck' in s;

/** The child figures' standing height (hair to shoe) and middle, and their hips and shoe in their own units. */
const FIGURE = { h: 63.3, cx: 36, hips: 45, waist: 46, ankle: 63, sole: 67.6, leg: 6.6 };

/** A child figure can ride each of these. */
export function canRideWheels(figureId: string, rideId: string): boolean {
  return figureId in CHILD_MOTIFS && rideId in WHEEL_SEATS && hasMotif(rideId);
}

const r2 = (n: number) => Math.round(n * 100) / 100;
const p = (d: string) => `<path d="${d}"/>`;
const add = (a: Pt, b: Pt, t = 1): Pt => [a[0] + b[0] * t, a[1] + b[1] * t];
const pt = (a: Pt) => `${r2(a[0])} ${r2(a[1])}`;
/** The unit normal of a→b turned to the left of its direction (up, for a line running left and down). */
function normal(a: Pt, b: Pt): Pt {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  return [-(b[1] - a[1]) / len, (b[0] - a[0]) / len];
}
/** A tube `w` wide from a to b with round ends. */
function tube(a: Pt, b: Pt, w: number): string {
  const n = normal(a, b);
  const h = r2(w / 2);
  return `M${pt(add(a, n, w / 2))}L${pt(add(b, n, w / 2))}A${h} ${h} 0 0 0 ${pt(add(b, n, -w / 2))}L${pt(add(a, n, -w / 2))}A${h} ${h} 0 0 0 ${pt(add(a, n, w / 2))}Z`;
}

/**
 * The seat and the thigh as one area: from the seat's back (`back`, rounded) along its top `top` to the thigh, down
 * the thigh to `end` (round there as a knee, or cut straight as a hem if `hem`), back under the thigh to the seat's
 * bottom `bottom`. `front` is where the thigh leaves the seat at the front.
 */
function seatAndThigh(back: number, front: number, top: number, bottom: number, end: Pt, w: number, hem = false): string {
  const from: Pt = [front + w / 2, (top + bottom) / 2];
  const n = normal(from, end);
  const up = add(end, n, w / 2),
    down = add(end, n, -w / 2);
  const rr = r2(Math.min(4, (bottom - top) / 2));
  const knee = hem ? `L${pt(down)}` : `A${r2(w / 2)} ${r2(w / 2)} 0 0 0 ${pt(down)}`;
  const under: Pt = [Math.min(front + w * 1.1, back - rr), bottom];
  return `M${r2(back - rr)} ${r2(top)}H${r2(front + w / 2)}L${pt(up)}${knee}L${pt(under)}H${r2(back - rr)}Q${r2(back)} ${r2(bottom)} ${r2(back)} ${r2(bottom - rr)}V${r2(top + rr)}Q${r2(back)} ${r2(top)} ${r2(back - rr)} ${r2(top)}Z`;
}

/** A shoe seen from the side, its toe forward (to the left), its sole's middle at `sole`. */
function shoe(sole: Pt, k: number): string {
  const [x, y] = sole;
  const toe = x - 5.2 * k,
    heel = x + 3.8 * k,
    h = 4.4 * k;
  return `M${r2(heel)} ${r2(y)}V${r2(y - h)}Q${r2(x + 0.6 * k)} ${r2(y - h - 1.4 * k)} ${r2(x - 1.4 * k)} ${r2(y - h + 1.8 * k)}Q${r2(toe)} ${r2(y - h + 2 * k)} ${r2(toe)} ${r2(y - 1.6 * k)}Q${r2(toe)} ${r2(y)} ${r2(toe + 1.6 * k)} ${r2(y)}Z`;
}

const rides = new Map<string, Ride>();

/**
 * Composes child `figureId` riding `rideId` (both must `canRideWheels`) and registers the two motifs, each in the
 * box of both, as `composeRide` does for an animal.
 */
export function composeWheelRide(figureId: string, rideId: string): Ride {
  const known = rides.get(`${figureId} ${rideId}`);
  if (known) return known;
  const rideKey = `ride:${rideId}:${figureId}:animal`,
    riderKey = `ride:${rideId}:${figureId}:rider`;
  const ride = motifData(rideId)!;
  const seat = WHEEL_SEATS[rideId]!;
  const k = (seat.child * (ride.b[3] - ride.b[1])) / FIGURE.h;
  const wear = CHILD_WEAR[figureId]!;
  // Where the figure is: its middle over the saddle (or the deck), its bottom on the saddle (its shoes on the deck).
  const thick = FIGURE.leg + 1.4;
  const tx = (standing(seat) ? seat.deck[0] : seat.seat[0]) - FIGURE.cx * k;
  const ty = standing(seat) ? seat.deck[1] - FIGURE.sole * k : seat.seat[1] - (FIGURE.hips + thick) * k;
  const X = (x: number) => r2(x * k + tx),
    Y = (y: number) => r2(y * k + ty);
  const inFigure = (a: Pt): Pt => [r2((a[0] - tx) / k), r2((a[1] - ty) / k)];
  // The hands on the handlebar: on a kick scooter's T-bar one on each grip, on a bicycle's one grip the far hand
  // just before the near one.
  const hands: [Pt, Pt] = standing(seat) ? [inFigure(seat.grips[0]), inFigure(seat.grips[1])] : [inFigure(seat.grip), inFigure(add(seat.grip, [-3.4, -0.8]))];
  const { body: figure, left, right } = childHolding(figureId, hands);
  const move = (svg: string) => moveAll(svg, k, tx, ty);
  // The far arm behind the body, the near one over it and over the seated leg.
  const far = move(right.f),
    near = move(left.f),
    // (the far arm's cuff, behind the near arm, is left out: lines print over every area of the rider)
    armLines = move(left.s),
    skin = move(right.c + left.c);
  let f = '',
    s = '',
    d = move(figure.d),
    c = move(figure.c);
  let rider: [number, number, number, number];
  if (standing(seat)) {
    f = far + move(figure.f) + near;
    s = move(figure.s) + armLines;
    c += skin;
    rider = [X(figure.b[0]), Y(figure.b[1]), X(figure.b[2]), seat.deck[1]];
  } else {
    // Cut at the hips: an inner viewport clips the figure without an id (it is drawn many times on a page: its
    // halo, the zentangle's mask); the seat's top edge hides the cut.
    const cutAt = (y: number) => (svg: string) =>
      svg ? `<svg x="-200" y="-200" width="472" height="${r2(Y(y) + 200)}" viewBox="-200 -200 472 ${r2(Y(y) + 200)}">${svg}</svg>` : '';
    const top = Y(FIGURE.hips),
      bottom = seat.seat[1];
    const back = X(FIGURE.cx + 11.2),
      front = X(FIGURE.cx - 11.2);
    const w = thick * k,
      shin = FIGURE.leg * k * (wear === 'trousers' ? 1.05 : 0.92);
    const ankle: Pt = [seat.foot[0] + 0.6 * k, seat.foot[1] - 3.4 * k];
    // the lower leg from the knee down to the shoe, under the thigh; the shoe on the pedal
    const leg = p(tube(seat.knee, ankle, shin)) + p(shoe(add(seat.foot, [0.4 * k, 0]), k));
    const thigh = p(seatAndThigh(back, front, top, bottom, seat.knee, w));
    let over = '';
    let lines = '';
    if (wear === 'shorts') {
      // shorts over the seat and the thigh's upper half, the knee bare
      const half = add(seat.knee, [front + w / 2 - seat.knee[0], (top + bottom) / 2 - seat.knee[1]], 0.42);
      over = p(seatAndThigh(back, front, top, bottom, half, w + 0.8 * k, true));
    } else if (wear === 'trousers') {
      // a hem round the ankle
      const n = normal(seat.knee, ankle),
        hem = add(ankle, [seat.knee[0] - ankle[0], seat.knee[1] - ankle[1]], 0.16);
      lines = `M${pt(add(hem, n, shin / 2))}L${pt(add(hem, n, -shin / 2))}`;
    } else {
      // a skirt (or a dress) over the seat and the thigh, its hem past the knee, hanging a little
      const past = add(seat.knee, [seat.knee[0] - (front + w / 2), seat.knee[1] - (top + bottom) / 2], 0.12);
      over = p(seatAndThigh(back + 1.2 * k, front, top, bottom + 1.6 * k, past, w + 3.4 * k, true));
    }
    f = far + cutAt(FIGURE.hips + 0.6)(move(figure.f)) + leg + thigh + over + near;
    s = cutAt(FIGURE.hips)(move(figure.s)) + (lines ? p(lines) : '') + armLines;
    d = cutAt(FIGURE.hips)(d);
    c = cutAt(FIGURE.hips + 0.6)(c) + skin;
    rider = [Math.min(X(figure.b[0]), seat.knee[0] - w / 2, seat.foot[0] - 5.2 * k), Y(figure.b[1]), Math.max(X(figure.b[2]), back), seat.foot[1]];
  }
  const b: [number, number, number, number] = [
    Math.min(ride.b[0], rider[0]),
    Math.min(ride.b[1], rider[1]),
    Math.max(ride.b[2], rider[2]),
    Math.max(ride.b[3], rider[3]),
  ];
  addMotif(rideKey, { ...ride, b });
  addMotif(riderKey, { n: `${figure.n} riding a ${ride.n}`, k: 'being', b, f, s: s ? `<g>${s}</g>` : '', d, ...(c ? { c } : {}) });
  const made: Ride = { animalId: rideKey, riderId: riderKey, box: b, animal: [...ride.b], rider };
  rides.set(`${figureId} ${rideId}`, made);
  return made;
}

/** What covers each child figure's legs (child-figure.ts): the seated leg is dressed in it. */
const CHILD_WEAR: Readonly<Record<string, 'trousers' | 'shorts' | 'skirt'>> = {
  'child:girl:0': 'skirt',
  'child:girl:1': 'skirt',
  'child:girl:2': 'trousers',
  'child:boy:0': 'shorts',
  'child:boy:1': 'trousers',
  'child:boy:2': 'shorts',
};
