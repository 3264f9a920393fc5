// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
// OpenMoji draws the zebra and the donkey as thin-line side views: small, faceless, on pencil-thin legs too narrow
// to colour, the zebra's stripes open lines. Fluent's deer is a flat box on post legs with solid black hooves.
// Ours stand whole, shaped as a picture book draws them (a barrel and neck, a head not bigger than that, legs
// with a knee or a hock), with a face, on legs wide enough to colour. The horse, the zebra and the donkey, once
// this build too, and the unicorn walk on the horse's build in horse.ts; the deer stays here.
import { along, band, circle, ellipse, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';

const d = (pts: Pt[]) => pts.map((p) => p.join(' ')).join('L');
const mid = (a: Pt, b: Pt, t = 0.5): Pt => [r2(a[0] + (b[0] - a[0]) * t), r2(a[1] + (b[1] - a[1]) * t)];
const out = (f: string[], s: string[], dots: string[], c: string) => ({ f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots.join('')}"/>`, c });

/**
 * A stripe or patch as a closed area on an outline: the `run` of the outline's own points, then a curve in to
 * `tip` and back, bowed `bow` units sideways. Its edge on the outline lies on the outline exactly, so no sliver
 * of white opens between them.
 */
export function wedge(run: Pt[], tip: Pt, bow: number): string {
  const [a, b] = [run[0], run[run.length - 1]];
  const m = mid(a, b);
  const [dx, dy] = [tip[0] - m[0], tip[1] - m[1]];
  const len = Math.hypot(dx, dy) || 1;
  const [bx, by] = [(-dy / len) * bow, (dx / len) * bow];
  // each side keeps most of the stripe's width two thirds of the way in, then tapers round to the tip
  const side = (p: Pt, k: number): Pt => [r2(p[0] + dx * k + (m[0] - p[0]) * k * 0.4 + bx), r2(p[1] + dy * k + (m[1] - p[1]) * k * 0.4 + by)];
  return path(
    `M${d(run)}C${side(b, 0.45).join(' ')} ${side(b, 0.85).join(' ')} ${tip.join(' ')}C${side(a, 0.85).join(' ')} ${side(a, 0.45).join(' ')} ${a.join(' ')}Z`,
  );
}

/** The outline's points from index `i` on until they run `len` units along it. */
export function span(line: Pt[], i: number, len: number): Pt[] {
  const run = [line[i]];
  for (let k = i + 1, run0 = 0; k < line.length && run0 < len; k++) {
    run0 += Math.hypot(line[k][0] - line[k - 1][0], line[k][1] - line[k - 1][1]);
    run.push(line[k]);
  }
  return run;
}

/** A band along `line` from `w0` to `w1` across, its far end rounded (an antler's tine). */
function rounded(line: Pt[], w0: number, w1: number): string {
  const { left, right } = band(line, (t) => w0 + (w1 - w0) * t);
  const r = r2(w1 / 2);
  return path(`M${d(left)}A${r} ${r} 0 0 0 ${d([...right].reverse())}Z`);
}

/** An ear from its base `a`–`b` up to `tip`, its sides bowed `k` units out: a leaf. */
export function leaf(a: Pt, tip: Pt, b: Pt, k: number): string {
  const side = (p: Pt, other: Pt): Pt => {
    const m = mid(p, tip, 0.55);
    const [dx, dy] = [tip[0] - p[0], tip[1] - p[1]];
    const len = Math.hypot(dx, dy);
    // the normal away from the ear's other base corner
    const [nx, ny] = [-dy / len, dx / len];
    const sign = (other[0] - p[0]) * nx + (other[1] - p[1]) * ny > 0 ? -1 : 1;
    return [r2(m[0] + sign * nx * k), r2(m[1] + sign * ny * k)];
  };
  return path(`M${a.join(' ')}Q${side(a, b).join(' ')} ${tip.join(' ')}Q${side(b, a).join(' ')} ${b.join(' ')}Z`);
}

/** A big eye (a dot with two lashes), a nostril on the muzzle (`nose`: its radii) and a smile under it, standing free. */
export function face(eye: Pt, nostril: Pt, smile: string, s: string[], dots: string[], r = 2, nose: Pt = [0.75, 1]) {
  const [x, y] = eye;
  s.push(`M${r2(x - 0.9)} ${r2(y - r - 0.2)}L${r2(x - 1.6)} ${r2(y - r - 1.8)}M${r2(x + 0.9)} ${r2(y - r - 0.1)}L${r2(x + 1.2)} ${r2(y - r - 1.8)}`);
  s.push(smile);
  dots.push(circle(x, y, r), ellipse(nostril[0], nostril[1], nose[0], nose[1]));
}

export type Curve = [Pt, Pt, Pt];
const at = (o: Pt, p: Pt): Pt => [r2(o[0] + p[0]), r2(o[1] + p[1])];
/** Cubic curves from a flat list of numbers (x y of each control and end point), moved by `o`. */
export function cv(o: Pt, n: number[]): Curve[] {
  const pts = Array.from({ length: n.length / 2 }, (_, i): Pt => [r2(o[0] + n[2 * i]), r2(o[1] + n[2 * i + 1])]);
  return Array.from({ length: pts.length / 3 }, (_, i) => pts.slice(3 * i, 3 * i + 3) as Curve);
}

/** The index of the outline's point nearest to `p`: stripes and patches start at the outline's own points. */
export function near(line: Pt[], p: Pt): number {
  let best = 0;
  line.forEach((q, i) => {
    if (Math.hypot(q[0] - p[0], q[1] - p[1]) < Math.hypot(line[best][0] - p[0], line[best][1] - p[1])) best = i;
  });
  return best;
}

/**
 * A shaped leg standing on the hoof's top at `o` (its middle): its front edge down from the body and its back edge
 * back up, as the outline's own points. A foreleg widens from a slight knee up into the shoulder; a hind leg has
 * its hock behind and widens into the thigh. Both narrow to the fetlock (4.7 across) over a slightly wider hoof.
 * `s` (slim, a deer's) takes the width above the fetlock in; a `far` hind leg rises straight into the rump, its
 * thigh hidden behind the near one.
 */
export function legEdges(o: Pt, hind: boolean, s = 0, far = false): { front: Pt[]; back: Pt[] } {
  const foot = [-2.4, -1, -2.45, -0.5, -2.5, 0];
  const front = hind
    ? [-3.6 + s, -12, -2.4 + s, -9.5, -2.6 + s / 2, -6.5, -2.7, -4.5, -2.35, -3, -2.35, -1.5, ...foot]
    : [-3.2 + s, -11, -3.1 + s, -9.5, -3.3 + s, -7.2, -3.1 + s / 2, -5, -2.35, -3.5, -2.35, -1.5, ...foot];
  const heel = [2.45, -0.5, 2.4, -1, 2.35, -1.5];
  const back = far
    ? [...heel, 2.35, -3, 2.7, -5, 3.2, -7.5, 3.6, -10, 3.4, -14, 2.5, -17.5]
    : hind
      ? [...heel, 2.35, -3, 2.7, -5, 3.4 - s / 2, -7.5, 4 - s, -9.5, 5 - s, -12, 6.5 - s, -14.5]
      : [...heel, 2.35, -3.5, 2.9 - s / 2, -5, 3 - s, -7.2, 3.1 - s, -9.5, 3.2 - s, -11, 4 - s, -13];
  const top: Pt = far ? [-5 + s, -17.5] : hind ? [-5 + s, -14.5] : [-4 + s, -13];
  return { front: along(at(o, top), cv(o, front), 6), back: along(at(o, [2.5, 0]), cv(o, back), 6) };
}

/** An edge's own points between heights `y0` and `y1`, its ends cut in where the edge crosses them. */
function cut(edge: Pt[], y0: number, y1: number): Pt[] {
  const pts: Pt[] = [];
  const [lo, hi] = [Math.min(y0, y1), Math.max(y0, y1)];
  const cross = (y: number) => {
    for (let i = 1; i < edge.length; i++) {
      const [a, b] = [edge[i - 1], edge[i]];
      if ((a[1] - y) * (b[1] - y) <= 0 && a[1] !== b[1]) return [r2(a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1])), y] as Pt;
    }
    return edge[0];
  };
  pts.push(cross(y0));
  for (const p of y0 < y1 ? edge : [...edge].reverse()) if (p[1] > lo && p[1] < hi) pts.push(p);
  pts.push(cross(y1));
  return y0 < y1 ? pts.sort((a, b) => a[1] - b[1]) : pts.sort((a, b) => b[1] - a[1]);
}

/**
 * The areas of one leg's lower part: with `stripes`, bands across the leg from the knee down between the two
 * edges' own points (colour every other one black), then the hoof over the leg's end. `whole` draws the leg
 * itself too (a far leg, behind the body); a near leg is part of the body's outline.
 */
export function lowerLeg(o: Pt, edges: { front: Pt[]; back: Pt[] }, f: string[], stripes: boolean, whole: boolean) {
  const { front, back } = edges;
  if (whole) f.push(path(`M${d(front)}L${d(back)}Z`));
  if (stripes) for (const y of [r2(o[1] - 7.4), r2(o[1] - 2.6)]) f.push(path(`M${d(cut(front, y - 2.4, y))}L${d(cut(back, y, y - 2.4))}Z`));
  const [x, y] = o;
  f.push(
    path(
      `M${r2(x - 2.5)} ${r2(y - 0.3)}L${r2(x - 3.2)} ${r2(y + 3.7)}Q${r2(x - 3.3)} ${r2(y + 4.5)} ${r2(x - 2.4)} ${r2(y + 4.5)}L${r2(x + 2.4)} ${r2(y + 4.5)}Q${r2(x + 3.3)} ${r2(y + 4.5)} ${r2(x + 3.2)} ${r2(y + 3.7)}L${r2(x + 2.5)} ${r2(y - 0.3)}Z`,
    ),
  );
}

/**
 * The deer's outline, as a horse's but slimmer on longer, slender legs: its neck more upright up to a head set
 * lower on it, so that its antlers fit the box above.
 */
const D_FORE: Pt = [30, 60.5];
const D_HIND: Pt = [53.5, 60.5];
const D_FORE_EDGES = legEdges(D_FORE, false, 1);
const D_HIND_EDGES = legEdges(D_HIND, true, 1.2);
const DEER: Pt[] = [
  ...along([18, 24], [...cv([0, 0], [19.8, 28, 21.5, 32, 22.5, 35]), [[23.2, 37.4], [19.2, 43.5], D_FORE_EDGES.front[0]]], 8).slice(0, -1),
  ...D_FORE_EDGES.front,
  ...D_FORE_EDGES.back,
  ...along(D_FORE_EDGES.back[18], [[[38, 48.6], [45, 48.4], D_HIND_EDGES.front[0]]], 10).slice(1, -1),
  ...D_HIND_EDGES.front,
  ...D_HIND_EDGES.back,
  ...along(
    D_HIND_EDGES.back[18],
    cv(
      [0, 0],
      [61.5, 43.5, 63, 39.5, 62.6, 36, 62.2, 32, 59, 30.4, 55, 30.8, 50, 31.2, 44, 32.3, 39, 32, 36, 31.8, 33.5, 31.2, 31.8, 30, 29, 27, 26.8, 22, 25, 17],
    ),
    8,
  ).slice(1),
];

/** An antler: a beam from `root` curving up and back, its tines (from the share `t` of the beam) curving up, all rounded bands. */
function antler(root: Pt, beam: Curve, tines: [number, Pt, number][], f: string[]) {
  const line = along(root, [beam], 12);
  for (const [t, tip, bend] of tines) {
    const from = line[Math.round(t * 12)];
    const [dx, dy] = [tip[0] - from[0], tip[1] - from[1]];
    const len = Math.hypot(dx, dy);
    const c1: Pt = [r2(from[0] + dx * 0.35 - (dy / len) * bend), r2(from[1] + dy * 0.35 + (dx / len) * bend)];
    const c2: Pt = [r2(from[0] + dx * 0.75 - (dy / len) * bend), r2(from[1] + dy * 0.75 + (dx / len) * bend)];
    f.push(rounded(along(from, [[c1, c2, tip]], 8), 2.5, 1.6));
  }
  f.push(rounded(line, 3, 1.8));
}

/**
 * A whole deer standing side-on, facing left, slimmer than the horses: a stag from a children's book, on four
 * slender legs with hooves (areas, not Fluent's solid black), its neck up to a slender head turned a little to the
 * reader, with a long tapering snout, a black nose at its tip, a big eye and a smile, ears out to the sides with
 * inner ears, two antlers as rounded bands curving up and back with tines, white spots along the back and a white
 * tail turned up.
 */
export function deer() {
  const f: string[] = [];
  const s: string[] = [];
  const dots: string[] = [];
  // the far legs a little behind and set back, the white tail turned up, then the body over them
  lowerLeg([37, 59.6], legEdges([37, 59.6], false, 1), f, false, true);
  lowerLeg([60.5, 59.6], legEdges([60.5, 59.6], true, 1, true), f, false, true);
  f.push(path('M60.2 33Q63 27.8 66 29.2Q67.4 31.4 63 36Z'));
  f.push(path(`M${d(DEER)}Z`));
  lowerLeg(D_FORE, D_FORE_EDGES, f, false, false);
  lowerLeg(D_HIND, D_HIND_EDGES, f, false, false);
  // white spots along the back
  for (const [x, y, rx, ry] of [
    [39, 35.6, 1.7, 1.2],
    [44.5, 35.4, 1.8, 1.3],
    [50, 34.6, 1.8, 1.3],
    [55.5, 34.4, 1.6, 1.2],
    [42, 39.4, 1.4, 1],
    [47.5, 39, 1.5, 1.1],
    [53, 38.6, 1.4, 1],
  ])
    f.push(path(ellipse(x, y, rx, ry)));
  // the antlers, the far one first
  antler(
    [20.5, 13],
    cv([0, 0], [19.2, 8.5, 16.5, 5.5, 11.5, 5])[0],
    [
      [0.42, [17.2, 1.2], -1],
      [0.78, [12, 0.8], -1],
    ],
    f,
  );
  antler(
    [24.5, 13],
    cv([0, 0], [24.5, 8.5, 27, 5, 32.5, 4.2])[0],
    [
      [0.4, [22.8, 1.4], 1],
      [0.75, [29, 0.6], 1],
    ],
    f,
  );
  // the ears out to the sides, each with an inner ear
  const ears = cv([0, 0], [17.5, 17.5, 8.6, 13.6, 19.2, 14.2, 26.4, 14, 35.2, 13.4, 27.6, 18.2]);
  for (const [a, tip, b] of ears) {
    f.push(leaf(a, tip, b, 1.8));
    f.push(leaf(mid(a, b, 0.25), mid(tip, mid(a, b), 0.2), mid(a, b, 0.75), 1));
  }
  // the slender head (kept clear of an adults' page's fill), its snout long and tapering down-left
  const head = path(
    'M22.5 11.5C27 11.5 29 15 28.3 18.5C27.6 22 24.5 23.5 21 25C17.5 26.5 14 28.6 10.5 28.4C7.7 28.2 7 25.8 8.5 24.3C10.5 22.3 13.5 20.5 15.5 17.5C17.3 14.3 19 11.5 22.5 11.5Z',
  );
  f.push(head);
  face([21.6, 17.4], [9.2, 25.9], 'M11.6 25.2Q13.9 26.8 16 24.9', s, dots, 1.8, [1.35, 1.05]);
  return out(f, s, dots, head);
}
