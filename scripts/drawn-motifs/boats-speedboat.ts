// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The speedboat, side-on heading right (the scene's boat water, lib/studio/scene/boat-water.ts, puts its bow wave
// at the box's right end). Our first one was a flat slab on a level keel with a box for a motor standing apart
// behind it and a trapezoid for a windscreen: on paper a child saw a barge, not a fast boat.
import { polyD } from '../../lib/studio/art-kit/clip';
import { lookingOut } from './boats-kit';
import { art, done, oval, within } from './ship-and-helicopter';
import { circle, cubic, path, r2, roundRect, starPath, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

/** The deck's edge (sheer), from the stern's top to the bow's point: nearly level, then sweeping up to the point. */
const SHEER: [Pt, Pt, Pt, Pt] = [
  [9, 41.4],
  [30, 41.4],
  [52, 40.6],
  [71, 30.6],
];
/** The hull's bottom from the bow's point back to the keel: the bow's long rising curve. */
const BOW: [Pt, Pt, Pt, Pt] = [
  [71, 30.6],
  [66.5, 44],
  [56, 54.2],
  [38, 54.2],
];
const curve = (c: [Pt, Pt, Pt, Pt], n: number, from = 0, to = 1) => Array.from({ length: n + 1 }, (_, i) => cubic(...c, from + ((to - from) * i) / n));
/** The sheer's height at `x` (read off the sampled curve). */
function sheerAt(x: number): number {
  const pts = curve(SHEER, 48);
  const k = pts.findIndex(([px]) => px >= x);
  if (k <= 0) return pts[Math.max(0, k)][1];
  const [a, b] = [pts[k - 1], pts[k]];
  return a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0]);
}

/**
 * A picture-book speedboat: a sleek hull whose bow rises to a point, a rim under the deck and a racing stripe
 * sweeping to the bow with a star roundel on it; a curved windscreen with its glass; the driver smiling over it in
 * front of a seat back; a pennant at the stern; the outboard motor clamped on the transom (its cowl with a stripe,
 * its leg, the propeller at its foot).
 */
export function speedboat() {
  const a = art();
  // the pennant at the stern, streaming back
  a.f.push(path(roundRect(14.2, 19.4, 15.6, 42, 0.5)), path('M14.4 20.2Q9.6 21.2 3.6 24.2Q9.6 26 14.4 29Z'));
  // the outboard motor behind the transom: its leg and cavitation plate, the propeller, the cowl with a stripe
  a.f.push(path('M4.6 39H8.6L8.2 54.2Q8.2 55.2 7.2 55.2H5.6Q4.6 55.2 4.6 54.2Z'), path(roundRect(2.6, 47.6, 10.4, 49.4, 0.6)));
  a.f.push(path(turnedEllipse(2.6, 50.8, 2.8, 1.6, 70)), path(turnedEllipse(2.6, 55.6, 2.8, 1.6, -70)), path(polyD(oval(3.6, 53.2, 1.7, 1.7, 20))));
  const cowl: Pt[] = [
    ...Array.from({ length: 21 }, (_, i): Pt => [6.6 - 5.6 * Math.cos((i * Math.PI) / 20), 33.6 - 5.2 * Math.sin((i * Math.PI) / 20)]),
    [12.2, 40.6],
    [1, 40.6],
  ];
  a.f.push(path(polyD(cowl)));
  a.f.push(
    path(
      polyD(
        within(cowl, [
          [0, 35.4],
          [14, 35.4],
          [14, 37.6],
          [0, 37.6],
        ]),
      ),
    ),
  );
  // the seat's back behind the driver, the driver (shoulders cut off at the deck), the curved windscreen
  a.f.push(path(roundRect(18, 28.4, 23.2, 43, 1.8)));
  lookingOut(
    a,
    [
      [18, 18],
      [38, 18],
      [38, 43],
      [18, 43],
    ],
    29.2,
    25.6,
    4.8,
    'fringe',
  );
  const deck = sheerAt(44) + 1.5;
  a.f.push(path(`M36 ${r2(deck)}V29.6Q36 27.8 38 28Q47.6 29 52.6 ${r2(deck)}Z`));
  const glass = path(`M38.2 ${r2(deck)}V30.6Q38.2 30 39 30.1Q45.8 31 49.6 ${r2(deck)}Z`);
  a.f.push(glass);
  // the hull: the sheer, the bow's curve down to the keel, the keel rising a little to the raked transom
  const hull: Pt[] = [...curve(SHEER, 24), ...curve(BOW, 16, 0, 1).slice(1), [14, 54], [10.6, 53.2]];
  a.f.push(path(polyD(hull)));
  // the rim under the deck
  const sheer = curve(SHEER, 24);
  const below = (d: (x: number) => number, pts: Pt[]) => pts.map(([x, y]): Pt => [r2(x), r2(y + d(x))]);
  a.f.push(path(polyD(within(hull, [...below(() => -2, sheer), ...below(() => 2.6, sheer).reverse()]))));
  // the racing stripe right under the rim, sweeping up with the sheer and narrowing to a point short of the bow
  const thick = (x: number) => 4.6 * Math.max(0, Math.min(1, (67 - x) / 24));
  a.f.push(path(polyD(within(hull, [...below(() => 2.6, sheer), ...below((x) => 2.6 + thick(x), sheer).reverse()]))));
  // the roundel on the stripe, a star in it (kept clear of an adults' fill, like a porthole)
  const ry = r2(sheerAt(40) + 2.6 + thick(40) / 2);
  const roundel = path(circle(40, ry, 3.7));
  a.f.push(roundel, path(starPath(40, ry, 2.6)));
  a.c.push(roundel);
  // the motor's clamp over the transom's top, holding it on the boat
  a.f.push(path(roundRect(6.6, 39.8, 13.4, 44.2, 1)));
  return done(a);
}
