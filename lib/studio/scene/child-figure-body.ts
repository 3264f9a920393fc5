// The child figure's body as a picture book draws it (child-figure.ts puts it together): a round head with the
// house's kawaii face, arms that narrow to the wrist with mitten hands, legs that narrow to the ankle with round
// shoes. The storybook people (scripts/drawn-motifs/figures-*.ts) are drawn the same way, and their kit's face and
// shapes are used here as they are. Ours (MIT).
import { flatten } from '../art-kit/clip';
import { face, lashes, WIDE_FACE } from '../art-kit/figures-kit';
import { along, band, circle, path, r2, turnedEllipse, type Pt } from '../art-kit/shapes';

/** The figure's middle, its head, and the heights of its collar, hips (where a rider is cut), waist, ankle and sole. */
export const CX = 36;
export const HEAD = { y: 16, r: 11 };
export const SHOULDER = 29,
  HIP = 44,
  WAIST = 46,
  ANKLE = 63,
  SOLE = 67.6;
/** How far the collar's curve dips below SHOULDER at the middle (the torso's neckline and the neck's foot share it). */
export const NECK_DIP = 4.4;

/**
 * A figure being drawn: `f` areas (later over earlier), `c` the skin (kept clear of an adult page's fill), `s`
 * lines, `d` solid black (the eyes only), and its extent so far.
 */
export class Figure {
  f: string[] = [];
  c: string[] = [];
  s: string[] = [];
  d: string[] = [];
  x0 = Infinity;
  y0 = Infinity;
  x1 = -Infinity;
  y1 = -Infinity;
  see(...pts: Pt[]) {
    for (const [x, y] of pts) {
      this.x0 = Math.min(this.x0, x);
      this.x1 = Math.max(this.x1, x);
      this.y0 = Math.min(this.y0, y);
      this.y1 = Math.max(this.y1, y);
    }
  }
  /** An area; its extent is measured along its outline (absolute M L C Q Z; an arc's lies inside other areas). */
  area(d: string, skin = false) {
    this.f.push(path(d));
    if (skin) this.c.push(path(d));
    if (/^[MLCQZ\d\s.,-]+$/.test(d)) this.see(...flatten(d));
  }
  /** An ellipse turned `deg` degrees as an area. */
  oval(x: number, y: number, rx: number, ry: number, deg = 0, skin = false) {
    const a = (deg * Math.PI) / 180;
    const [w, h] = [Math.hypot(rx * Math.cos(a), ry * Math.sin(a)), Math.hypot(rx * Math.sin(a), ry * Math.cos(a))];
    const d = turnedEllipse(r2(x), r2(y), r2(rx), r2(ry), r2(deg));
    this.f.push(path(d));
    if (skin) this.c.push(path(d));
    this.see([x - w, y - h], [x + w, y + h]);
  }
  /** A band along the straight line a→b, `w(t)` across at the share t of the way: an arm, a leg, a sleeve. */
  band(a: Pt, b: Pt, w: (t: number) => number) {
    this.area(band(along(a, [[lerp(a, b, 1 / 3), lerp(a, b, 2 / 3), b]], 6), w).d);
  }
  line(d: string) {
    this.s.push(d);
  }
}

const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

export type Sleeves = 'short' | 'puffed' | 'long';

/** Where an arm leaves the body (`dir` -1 the figure's left, on the page's left; 1 its right). */
export const shoulderAt = (dir: -1 | 1): Pt => [CX + dir * 8.4, SHOULDER + 2.8];

/** How far the wrist is from the hand's middle, along the arm. */
const WRIST = 2.6;

/**
 * The arm from its shoulder to the hand at `hand`: bare skin narrowing to the wrist under a short sleeve, or a long
 * sleeve narrowing to a cuff. Drawn before the torso, which covers its root; `sleeve` and `mitten` go over it after.
 */
export function armUnder(g: Figure, sleeves: Sleeves, dir: -1 | 1, hand: Pt) {
  const s = shoulderAt(dir);
  const len = Math.hypot(hand[0] - s[0], hand[1] - s[1]);
  const wrist = lerp(s, hand, 1 - WRIST / len);
  if (sleeves === 'long') {
    g.band(s, wrist, (t) => 5.8 - 1.6 * t);
    // the cuff, a band round the wrist
    g.band(lerp(s, wrist, 0.82), wrist, () => 4.6);
  } else g.band(s, wrist, (t) => 5.4 - 1.6 * t);
}

/**
 * A sleeve over the top of the arm to `hand`: a T-shirt's short one, drawn before the torso so only its outer end
 * shows beyond the torso's side (one closed area with it), or a dress's puffed one, round over the shoulder, drawn
 * after the torso. A long sleeve is the arm itself (`armUnder`).
 */
export function sleeve(g: Figure, sleeves: Sleeves, dir: -1 | 1, hand: Pt, over: boolean) {
  if (sleeves === 'long' || over !== (sleeves === 'puffed')) return;
  const s = shoulderAt(dir);
  const u = unit(s, hand);
  if (sleeves === 'short') g.band([s[0] - u[0] * 2, s[1] - u[1] * 2], lerp(s, hand, 0.3), (t) => 7 - 0.6 * t);
  else g.oval(s[0] + u[0] * 1.4, s[1] + u[1] * 1.4, 4, 3.4, (Math.atan2(u[1], u[0]) * 180) / Math.PI);
}

const unit = (a: Pt, b: Pt): Pt => {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  return [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
};

/**
 * The mitten's outline in its own frame: `a` along the arm towards the fingertips (0 the hand's middle), `b` across
 * it towards the thumb. One closed area, as a picture book draws a child's hand: the wrist, the fingers' round
 * end, a notch, and the thumb standing out from the palm's side at about 50°, as wide as a crayon can fill at the
 * kids' 1.4 mm line. A round palm with a little oval beside it for a thumb had closed the thumb off into a sliver
 * that a bold line filled in: a blob.
 */
export const MITTEN: readonly [number, number][][] = [
  [[-3.1, -2]],
  [
    [-2, -3.1],
    [0.8, -3.4],
    [2.5, -2.8],
  ],
  [
    [3.9, -2.1],
    [4.5, 0.1],
    [3.7, 1.3],
  ],
  [
    [3, 2.2],
    [1.9, 2.3],
    [1.1, 1.9],
  ],
  // the notch, then the thumb out to its round tip and back to the palm's side
  [
    [1.8, 2.9],
    [2, 4.2],
    [1.5, 5.1],
  ],
  [
    [0.9, 6.1],
    [-0.8, 6],
    [-1.2, 4.9],
  ],
  [
    [-1.6, 3.9],
    [-2, 3],
    [-2.9, 2.2],
  ],
];

/**
 * A mitten hand at `hand` (its middle) on the arm from the shoulder on side `dir`: wider than the wrist, its thumb
 * on the side towards the body (`MITTEN`). Skin.
 */
export function mitten(g: Figure, dir: -1 | 1, hand: Pt) {
  const u = unit(shoulderAt(dir), hand);
  // the thumb's way: across the arm, towards the body's middle
  let n: Pt = [-u[1], u[0]];
  if (n[0] * dir > 0) n = [-n[0], -n[1]];
  const P = ([a, b]: [number, number]) => `${r2(hand[0] + u[0] * a + n[0] * b)} ${r2(hand[1] + u[1] * a + n[1] * b)}`;
  const [[start], ...curves] = MITTEN;
  g.area(`M${P(start!)}${curves.map((c) => `C${c.map(P).join(' ')}`).join('')}Z`, true);
}

/** Where each leg's middle runs, from the hip to the ankle. */
const LEG_X = 4.6;

/**
 * The legs from the hips, narrowing to the ankles, and the shoes: round-toed, a strap across a girl's (Mary Janes),
 * a toe cap on a boy's. `socks` draws a sock's top across a bare leg.
 */
export function legsAndShoes(g: Figure, girl: boolean, socks: boolean) {
  for (const dir of [-1, 1] as const) {
    g.band([CX + dir * LEG_X, HIP - 1], [CX + dir * (LEG_X - 0.2), ANKLE], (t) => 7.6 - 3.2 * Math.pow(t, 1.15));
    if (socks) g.line(`M${r2(CX + dir * (LEG_X - 2.5))} ${ANKLE - 3}L${r2(CX + dir * (LEG_X + 2.1))} ${ANKLE - 3}`);
  }
  for (const dir of [-1, 1] as const) {
    const x = CX + dir * LEG_X;
    const X = (dx: number) => r2(x + dir * dx);
    const top = ANKLE - 1.4;
    g.area(
      `M${X(-3)} ${SOLE}L${X(-3)} ${r2(top + 3)}Q${X(-3)} ${top} ${X(0.4)} ${top}Q${X(5.6)} ${top} ${X(6.2)} ${r2(top + 3.6)}Q${X(6.4)} ${SOLE} ${X(4)} ${SOLE}Z`,
    );
    g.line(`M${X(-3)} ${r2(SOLE - 1.6)}L${X(6.3)} ${r2(SOLE - 1.6)}`);
    if (girl) {
      g.line(`M${X(-2.8)} ${r2(top + 1.6)}Q${X(0.4)} ${r2(top + 2.6)} ${X(2.6)} ${r2(top + 1.4)}`);
      g.area(circle(X(2.6), r2(top + 1.4), 0.8));
    } else g.line(`M${X(2.4)} ${r2(top + 0.1)}Q${X(2)} ${r2(top + 3.2)} ${X(6.3)} ${r2(top + 4.4)}`);
  }
}

/**
 * The neck from under the chin to the collar: its top runs along the head's outline and its foot along the
 * collar's curve (the part of the neckline's quadratic between the neck's sides), so an adult page, which draws
 * every area's edge again over its fill pattern, shows no extra line across the face or the shirt. Without it the
 * background ran through the gap between a boy's hair and his shirt.
 */
export function neck(g: Figure) {
  const w = 3.2,
    { y, r } = HEAD;
  const chin = r2(y + Math.sqrt(r * r - w * w));
  const t0 = (5 - w) / 10,
    t1 = 1 - t0;
  const foot = r2(SHOULDER + 2 * NECK_DIP * t0 * t1),
    control = r2(SHOULDER + NECK_DIP * (t1 * t1 + t0 * t0));
  g.area(`M${CX - w} ${chin}A${r} ${r} 0 0 0 ${CX + w} ${chin}L${CX + w} ${foot}Q${CX} ${control} ${CX - w} ${foot}Z`, true);
}

/** The ears (unless hair covers them), the round head, and nothing on it yet. */
export function head(g: Figure, ears: boolean) {
  const { y, r } = HEAD;
  if (ears) for (const dir of [-1, 1] as const) g.oval(CX + dir * r, y + 2, 2.5, 2.5, 0, true);
  g.oval(CX, y, r, r, 0, true);
}

/** The house's kawaii face, spread wide on the round head as the cowboy's and the pirate's; lashes on a girl's eyes. */
export function kawaii(g: Figure, girl: boolean) {
  const k = 1.05,
    at = HEAD.y + 2.6;
  const fc = face(CX, at, k, 0, WIDE_FACE);
  g.f.push(...fc.f);
  g.s.push(fc.s);
  g.d.push(...fc.d);
  if (girl)
    g.line(
      lashes(
        [-1, 1].map((side): Pt => [r2(CX + side * WIDE_FACE.eyeX * k), r2(at + WIDE_FACE.eyeY * k)]),
        WIDE_FACE.eyeR * k,
      ),
    );
}
