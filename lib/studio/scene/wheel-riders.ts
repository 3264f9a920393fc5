// A child riding a bicycle, a scooter or a motorbike ("a girl riding a bicycle", "a boy on a bike", 自転車に乗る女の子):
// the ride drawn as the big subject and the child on it, as riders.ts seats a person on an animal. On a bicycle, a
// motor scooter or a motorcycle the child's figure is cut off at its hips and set on the saddle; a seated leg is
// drawn over the cut, the thigh forward, the knee bent and the lower leg down to the near pedal (or the footboard),
// a shoe on it, and the figure's arms reach forward to the handlebar (child-figure.ts draws it holding it). On a
// kick scooter the child stands on the deck, both hands on the handlebar. Before, the child stood beside the ride.
// The ride and the child are two motifs in one box (`addMotif`), drawn with one mirror: the ride first, the child
// over it.
import { childHolding, CHILD_MOTIFS, childSeatedLeg } from './child-figure';
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
const add = (a: Pt, b: Pt, t = 1): Pt => [a[0] + b[0] * t, a[1] + b[1] * t];
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
    // the seated leg, bent at the knee down to the shoe on the pedal, drawn in the figure's units (child-seated-leg.ts)
    const leg = childSeatedLeg(figureId, {
      back: FIGURE.cx + 12.2,
      top: FIGURE.hips,
      bottom: FIGURE.hips + thick,
      knee: inFigure(seat.knee),
      sole: inFigure(seat.foot),
    });
    f = far + cutAt(FIGURE.hips + 0.6)(move(figure.f)) + move(leg.f) + near;
    s = cutAt(FIGURE.hips)(move(figure.s)) + move(leg.s) + armLines;
    d = cutAt(FIGURE.hips)(d);
    c = cutAt(FIGURE.hips + 0.6)(c) + move(leg.c) + skin;
    rider = [Math.min(X(figure.b[0]), seat.knee[0] - 3.4 * k, seat.foot[0] - 6.4 * k), Y(figure.b[1]), Math.max(X(figure.b[2]), X(FIGURE.cx + 12.2)), seat.foot[1]];
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
