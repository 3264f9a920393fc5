// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Four treats whose emoji printed as flat shapes with little to colour. Fluent's pizza was a plain wedge with three
// circles; ours is a slice held point down: a thick puffy crust with bubbles across its top, melted cheese dripping
// over both edges, pepperoni rounds, olive rings and basil leaves. Fluent's hamburger was a stack of flat bands;
// ours is a tall burger: a sesame bun (each seed an area), ruffled lettuce, two tomato slices, a cheese slice with
// its corners and drips hanging down, a patty with grill marks and the bottom bun. OpenMoji's cupcake was a swirl
// on a plain cup; ours has a pleated paper case (each pleat an area), frosting in three tiers, sprinkles as little
// capsules to colour and a cherry on its stalk on top. OpenMoji's doughnut was a flat ring with dots; ours is seen
// a little from above on a plate: a thick ring under icing that drips down its side, sprinkles, and the plate
// showing through the hole below the hole's far wall. Each has the carrot's small face (food.ts): eyes with a shine,
// a smile standing free, round cheeks, so the food row reads as one cheerful family.
import { kawaiiFace, type FaceLayout } from '../../lib/studio/art-kit/kawaii-face';
import { circle, ellipse, path, poly, type Pt, r2, roundRect, turnedEllipse } from '../../lib/studio/art-kit/shapes';

type Drawn = { f: string; s: string; d: string; c?: string };
/** Points round the ellipse centred on (cx, cy) from angle `a0` to `a1` (radians, y down). */
const arc = (cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, n = 24): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => [cx + rx * Math.cos(a0 + ((a1 - a0) * i) / n), cy + ry * Math.sin(a0 + ((a1 - a0) * i) / n)]);
/** The point at `t` on the quadratic from `a` through control `b` to `c`. */
const quad = (a: Pt, b: Pt, c: Pt, t: number): Pt => [0, 1].map((i) => (1 - t) ** 2 * a[i] + 2 * t * (1 - t) * b[i] + t * t * c[i]) as Pt;

/** A capsule `w` long and `h` across centred on (x, y), turned `deg` degrees: a sprinkle, a sesame seed. */
function capsule(x: number, y: number, w: number, h: number, deg: number): string {
  const a = (deg * Math.PI) / 180;
  const r = h / 2;
  const pts: Pt[] = [...arc(w / 2 - r, 0, r, r, -Math.PI / 2, Math.PI / 2, 8), ...arc(-w / 2 + r, 0, r, r, Math.PI / 2, 1.5 * Math.PI, 8)];
  return poly(pts.map(([u, v]): Pt => [x + u * Math.cos(a) - v * Math.sin(a), y + u * Math.sin(a) + v * Math.cos(a)]));
}

/** The family's face (kawaii-face.ts) as the treats wear it: eyes level with its centre, wide-set cheeks. */
const TREAT_FACE: FaceLayout = {
  eyeX: 5.4,
  eyeY: 0,
  eyeR: 2,
  cheekX: 9.6,
  cheekY: 3.6,
  cheek: [2.5, 1.6],
  smileX: 2.6,
  smileY: 2.6,
  smileLow: 6.2,
  clearY: 2.2,
  clear: [12.8, 6.8],
};
const face = (cx: number, cy: number, k = 1) => kawaiiFace(cx, cy, k, 0, TREAT_FACE);

/**
 * A drip hanging from `p0` to `p1` (its neck) and falling `depth` along `n`: a rounded tongue whose end swells a
 * little wider than its neck, as melted cheese or icing does. The points from `p0` round the end to `p1`.
 */
function drip(p0: Pt, p1: Pt, depth: number, n: Pt, swell = 0.3): Pt[] {
  const u: Pt = [p1[0] - p0[0], p1[1] - p0[1]];
  const c0: Pt = [p0[0] + n[0] * depth * 1.33 - u[0] * swell, p0[1] + n[1] * depth * 1.33 - u[1] * swell];
  const c1: Pt = [p1[0] + n[0] * depth * 1.33 + u[0] * swell, p1[1] + n[1] * depth * 1.33 + u[1] * swell];
  return Array.from({ length: 17 }, (_, i) => {
    const t = i / 16;
    const m = 1 - t;
    return [0, 1].map((k) => m ** 3 * p0[k] + 3 * m * m * t * c0[k] + 3 * m * t * t * c1[k] + t ** 3 * p1[k]) as Pt;
  });
}

/**
 * The edge from `a` to `b` with melted drips hanging from it: each drip [t, depth, width] at the share `t` of the
 * way, falling `depth` mostly downward, leaning a little to `out` (the side away from the body).
 */
function drippingEdge(a: Pt, b: Pt, drips: [number, number, number][], out: number): Pt[] {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const at = (t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  const fl = Math.hypot(out * 0.3, 1);
  const n: Pt = [(out * 0.3) / fl, 1 / fl];
  const pts: Pt[] = [a];
  for (const [t, depth, w] of [...drips].sort((p, q) => p[0] - q[0])) {
    const half = w / 2 / len;
    pts.push(...drip(at(t - half), at(t + half), depth, n));
  }
  pts.push(b);
  return pts;
}

/** A leaf `len` long and `w` across centred on (x, y), turned `deg` degrees, pointed at both ends, and its midrib. */
function leaf(x: number, y: number, len: number, w: number, deg: number): { f: string; s: string } {
  const a = (deg * Math.PI) / 180;
  const at = (u: number, v: number) => `${r2(x + u * Math.cos(a) - v * Math.sin(a))} ${r2(y + u * Math.sin(a) + v * Math.cos(a))}`;
  const h = len / 2;
  return {
    f: path(`M${at(-h, 0)}C${at(-h * 0.5, -w * 0.7)} ${at(h * 0.4, -w * 0.7)} ${at(h, 0)}C${at(h * 0.4, w * 0.7)} ${at(-h * 0.5, w * 0.7)} ${at(-h, 0)}Z`),
    s: `M${at(-h * 0.75, 0)}Q${at(0, -w * 0.08)} ${at(h * 0.7, 0)}`,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The pizza slice, held point down: the crust along the top, the tip at the bottom of the box.

const CRUST: [Pt, Pt, Pt] = [
  [5, 15],
  [36, -3],
  [67, 15],
];
const TIP: Pt = [36, 70.5];

/**
 * A slice of pizza point down: the bread, the cheese laid over it a little inside its edges and dripping over them,
 * a puffy crust with baked bubbles across the top, pepperoni rounds with their spots, olive rings, two basil leaves
 * with a midrib each, and the face between them.
 */
export function pizza(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const top = (t: number, dy = 0): Pt => {
    const [x, y] = quad(...CRUST, t);
    return [x, y + dy];
  };
  const topRun = (t0: number, t1: number, dy = 0) => Array.from({ length: 21 }, (_, i) => top(t0 + ((t1 - t0) * i) / 20, dy));
  // the bread: under the crust's middle line, its sides to a rounded tip
  f.push(path(poly([...topRun(0, 1), [TIP[0] + 1.4, TIP[1] - 1.8], [TIP[0], TIP[1]], [TIP[0] - 1.4, TIP[1] - 1.8]])));
  // the cheese, 2.2 in from the bread's sides, drips falling over them
  const [cl, cr]: Pt[] = [top(0.05, 2), top(0.95, 2)];
  const cheeseTip: Pt = [36, 65];
  const right = drippingEdge(
    cr,
    cheeseTip,
    [
      [0.28, 7.5, 6.4],
      [0.64, 6, 5.6],
    ],
    1,
  );
  const left = drippingEdge(
    cheeseTip,
    cl,
    [
      [0.4, 6.5, 5.8],
      [0.74, 8.5, 6.6],
    ],
    -1,
  );
  f.push(path(poly([...topRun(0.05, 0.95, 2), ...right.slice(1), ...left.slice(1, -1)])));
  // pepperoni rounds, each with two spots of fat; olive rings; basil leaves
  for (const [x, y, r] of [
    [19.5, 24, 5.2],
    [52.5, 24, 5.2],
    [36, 55, 4.6],
  ]) {
    f.push(path(circle(x, y, r)));
    // small spots scattered near the rim, so the round reads as sausage and not as an eye or a face
    for (const [dx, dy, k] of [
      [-0.52, -0.18, 0.14],
      [0.18, -0.55, 0.12],
      [0.5, 0.32, 0.14],
      [-0.14, 0.52, 0.11],
    ])
      f.push(path(circle(r2(x + r * dx), r2(y + r * dy), r2(r * k))));
  }
  for (const [x, y] of [
    [30.2, 46.5],
    [41.8, 46.5],
  ]) {
    f.push(path(circle(x, y, 2.9)), path(circle(x, y, 1.2)));
  }
  for (const [x, y, deg] of [
    [29, 17.6, -18],
    [43, 17.6, 18],
  ]) {
    const l = leaf(x, y, 9.5, 4.6, deg);
    f.push(l.f);
    s.push(l.s);
  }
  // the crust: a puffy roll along the top, its ends rounded, with baked bubbles on it
  const upper = topRun(0, 1, -4.6);
  const lower = topRun(0, 1, 3.6).reverse();
  const capR = arc(0, 0, 4.1, 4.1, -Math.PI / 2, Math.PI / 2, 8).map(([x, y]): Pt => [CRUST[2][0] + 0.6 + x * 0.7, CRUST[2][1] - 0.5 + y]);
  const capL = arc(0, 0, 4.1, 4.1, Math.PI / 2, 1.5 * Math.PI, 8).map(([x, y]): Pt => [CRUST[0][0] - 0.6 + x * 0.7, CRUST[0][1] - 0.5 + y]);
  f.push(path(poly([...upper, ...capR, ...lower, ...capL])));
  for (const t of [0.14, 0.32, 0.68, 0.86]) {
    const [x, y] = top(t, -0.6);
    const [x1, y1] = top(t + 0.01);
    const deg = (Math.atan2(y1 - top(t)[1], x1 - top(t)[0]) * 180) / Math.PI;
    f.push(path(turnedEllipse(r2(x), r2(y), 2, 1.2, r2(deg))));
  }
  const fc = face(36, 32.5, 1.05);
  f.push(...fc.f);
  s.push(fc.s);
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${fc.d}"/>`, c: fc.c };
}

// ---------------------------------------------------------------------------------------------------------------
// The hamburger, drawn from the bottom up so that each layer lies over the one under it.

/** The cheese slice seen edge on: a band whose two corners hang down past the patty, with two drips between. */
const CHEESE =
  'M7 40.5H65Q67.4 44 68.4 50Q68.8 52 67.4 51Q64.5 46.5 59 45.5H50.2C50.8 53 43.2 53 43.8 45.5H28.4C28.9 50.6 22.5 50.6 23 45.5H13Q7.5 46.5 4.6 51Q3.2 52 3.6 50Q4.6 44 7 40.5Z';

/**
 * A tall burger: the bottom bun, a patty with grill marks, a slice of cheese hanging over it, two tomato slices
 * with their seeds, a ruffle of lettuce, and a domed sesame bun (each seed an area) with the face on it.
 */
export function hamburger(): Drawn {
  const f: string[] = [];
  f.push(path('M10.5 55H61.5Q65.5 55 65.5 59.5Q65.5 68.5 57.5 69.5H14.5Q6.5 68.5 6.5 59.5Q6.5 55 10.5 55Z'));
  // the patty, its lower edge lumpy as a grilled patty's is
  let patty = 'M5.5 49Q5.5 43 11.5 43H60.5Q66.5 43 66.5 49V51.5Q66.5 57 61 57.5';
  for (let i = 0; i < 9; i++) {
    const [a, b] = [61 - i * 5.56, 61 - (i + 1) * 5.56];
    patty += `C${r2(a - 0.6)} ${i % 2 ? 59 : 59.6} ${r2(b + 0.6)} ${i % 2 ? 59 : 59.6} ${r2(b)} 57.5`;
  }
  f.push(path(`${patty}Q5.5 57 5.5 51.5Z`));
  // grill marks: short slanted lines across the patty's side, below the cheese's drips
  const grill = [13, 23, 33, 43, 53].map((x) => `M${x} 55.2L${x + 6.4} 52.2`).join('');
  f.push(path(CHEESE));
  for (const [x0, x1] of [
    [7.5, 37],
    [35, 64.5],
  ]) {
    f.push(path(roundRect(x0, 34.5, x1, 41.6, 3.4)));
    // the seeds in their jelly, seen on the slice's cut face
    for (const u of [0.22, 0.5, 0.78]) f.push(path(turnedEllipse(r2(x0 + (x1 - x0) * u), 38.4, 1.9, 1.1, u === 0.5 ? 0 : u < 0.5 ? -20 : 20)));
  }
  // the lettuce: a band under the bun, its lower edge a row of round ruffles, wider than the bun
  const lobes = 10;
  let lettuce = 'M8 25H64Q68.5 26.5 68.3 31.4';
  for (let i = 0; i < lobes; i++) {
    const [a, b] = [68.3 - (i * 64.6) / lobes, 68.3 - ((i + 1) * 64.6) / lobes];
    const deep = i % 2 ? 36.2 : 37.4;
    lettuce += `C${r2(a - 0.3)} ${deep} ${r2(b + 0.3)} ${deep} ${r2(b)} 31.4`;
  }
  f.push(path(`${lettuce}Q3.5 26.5 8 25Z`));
  // the top bun, domed, its seeds on the top and shoulders
  f.push(path('M5.5 27.5C4.5 11 18 1.5 36 1.5C54 1.5 67.5 11 66.5 27.5Q66.5 30.5 63 30.5H9Q5.5 30.5 5.5 27.5Z'));
  for (const [x, y, deg] of [
    [21.5, 8.8, -32],
    [30, 5.6, -12],
    [42, 5.6, 12],
    [50.5, 8.8, 32],
    [13.6, 16.5, -62],
    [58.4, 16.5, 62],
    [36, 10.6, 0],
    [12.2, 25, 90],
    [59.8, 25, 90],
  ])
    f.push(path(capsule(x, y, 4, 2.1, deg)));
  const fc = face(36, 18.2, 1.05);
  f.push(...fc.f);
  return { f: f.join(''), s: `<path d="${grill}${fc.s}"/>`, d: `<path d="${fc.d}"/>`, c: fc.c };
}

// ---------------------------------------------------------------------------------------------------------------
// The cupcake: a pleated case, three tiers of frosting, a cherry.

/**
 * A tier of frosting from x0 to x1: a rounded mound `top` high over a lower edge at `y` cut into `bumps` round
 * scallops that hang over what is under it. A tier may rise to a peak (the top one, under the cherry).
 */
function tier(x0: number, x1: number, y: number, top: number, bumps: number, peak = 0): string {
  const w = x1 - x0;
  const cx = r2(x0 + w / 2);
  let d = `M${x0} ${y}C${r2(x0 - w * 0.08)} ${r2(y - top * 0.55)} ${r2(x0 + w * 0.1)} ${r2(y - top)} ${r2(cx - w * 0.12)} ${r2(y - top - peak * 0.4)}`;
  d += `Q${cx} ${r2(y - top - peak)} ${r2(cx + w * 0.12)} ${r2(y - top - peak * 0.4)}`;
  d += `C${r2(x1 - w * 0.1)} ${r2(y - top)} ${r2(x1 + w * 0.08)} ${r2(y - top * 0.55)} ${x1} ${y}`;
  const step = w / bumps;
  for (let i = 0; i < bumps; i++) {
    const [a, b] = [x1 - i * step, x1 - (i + 1) * step];
    d += `C${r2(a + 0.3)} ${r2(y + step * 0.62)} ${r2(b - 0.3)} ${r2(y + step * 0.62)} ${r2(b)} ${y}`;
  }
  return `${d}Z`;
}

/**
 * A cupcake: a paper case seen a little from above, cut into pleats that narrow toward its foot (each an area),
 * three tiers of frosting each hanging over the one below in scallops, sprinkles as capsules on the upper two, a
 * cherry with a shine and a stalk on top, the face on the lowest tier.
 */
export function cupcake(): Drawn {
  const f: string[] = [];
  // the case: its rim and foot bow a little, as a round cup's do seen from above
  const pleats = 9;
  const rim = (u: number): Pt => [11 + 50 * u, 50 + 2.4 * Math.sin(Math.PI * u)];
  const foot = (u: number): Pt => [18.5 + 35 * u, 68.6 + 1.6 * Math.sin(Math.PI * u)];
  for (let i = 0; i < pleats; i++) {
    const [u0, u1] = [i / pleats, (i + 1) / pleats];
    const us = [0, 0.5, 1].map((v) => u0 + (u1 - u0) * v);
    f.push(path(poly([...us.map(rim), ...[...us].reverse().map(foot)])));
  }
  // the frosting, from the bottom tier up
  f.push(path(tier(6, 66, 53, 24, 8)));
  f.push(path(tier(12.5, 59.5, 37.5, 19, 7)));
  f.push(path(tier(19.5, 52.5, 24.5, 11, 6, 7)));
  // sprinkles on each tier, clear of the scallops over them, the cherry and the face
  const sprinkles: [number, number, number][] = [
    [17.5, 31, 35],
    [27, 32.6, -30],
    [36.5, 31.6, 85],
    [46, 32.6, 30],
    [55, 31, -35],
    [26.5, 18.4, 60],
    [45.5, 18.4, -60],
    [36, 20.6, 0],
    [13.6, 45.4, 40],
    [58.4, 45.4, -40],
  ];
  for (const [x, y, deg] of sprinkles) f.push(path(capsule(x, y, 4.4, 2, deg)));
  // the cherry on its stalk, with a shine
  f.push(path('M37.6 5.4Q38.8 2.2 44 0.8Q44.6 1.9 43.9 2.5Q40.5 3.5 39.6 5.8Z'));
  f.push(path(circle(36, 8.8, 4.8)));
  const fc = face(36, 44.5, 1);
  f.push(...fc.f);
  return { f: f.join(''), s: `<path d="M33.2 8Q33.6 6.3 35 5.7${fc.s}"/>`, d: `<path d="${fc.d}"/>`, c: fc.c };
}

// ---------------------------------------------------------------------------------------------------------------
// The doughnut, seen a little from above on a plate: its top is an ellipse, its side a band below that.

const RING = { cx: 36, cy: 33, rx: 31.5, ry: 21, side: 6.2 };
const HOLE = { cx: 36, cy: 31.2, rx: 10.4, ry: 6 };

/**
 * A doughnut on a plate seen a little from above: the plate and its rim, the ring with its side showing below its
 * top, icing over the top whose edge drips down the side, sprinkles as capsules, the hole cut through the icing
 * with the ring's far inner wall showing and the plate behind, and the face on the ring's near side.
 */
export function doughnut(): Drawn {
  const f: string[] = [];
  const { cx, cy, rx, ry, side } = RING;
  // the plate, its rim a ring inside its edge
  const plate = { cx: 36, cy: 52.5, rx: 35, ry: 17.5 };
  f.push(path(ellipse(plate.cx, plate.cy, plate.rx, plate.ry)));
  f.push(path(ellipse(plate.cx, r2(plate.cy + 0.6), plate.rx - 6.5, plate.ry - 4.6)));
  // the ring: the top ellipse's upper half and the lower half of the same ellipse `side` lower
  const body = [...arc(cx, cy, rx, ry, Math.PI, 2 * Math.PI, 32), ...arc(cx, cy + side, rx, ry, 0, Math.PI, 32)];
  f.push(path(poly(body)));
  // the icing: an ellipse inside the top's edge, so a rim of dough shows round it, its lower edge waving over the
  // side in round bulges and longer drips
  const [irx, iry] = [rx - 3.4, ry - 2.8];
  const drips: Record<number, number> = { 1: 5.5, 4: 3.6, 7: 6.5, 10: 4.4, 13: 3.4 };
  const icing: Pt[] = arc(cx, cy, irx, iry, Math.PI, 2 * Math.PI, 32);
  const waves = 15;
  const edge = (a: number): Pt => [cx + irx * Math.cos(a), cy + iry * Math.sin(a) + 1.4 * Math.sin(a)];
  for (let i = 0; i < waves; i++) {
    const deep = drips[i] ?? 1.5;
    icing.push(...drip(edge((i / waves) * Math.PI), edge(((i + 1) / waves) * Math.PI), deep, [0, 1], deep > 2 ? 0.22 : 0).slice(1));
  }
  f.push(path(poly(icing)));
  const sprinkles: [number, number, number][] = [
    [15, 27, 30],
    [22, 19.5, -35],
    [33, 17, 10],
    [47, 17.5, -20],
    [56, 22, 40],
    [59, 31, -70],
    [12.2, 36, 80],
    [18.2, 43.6, -15],
    [54, 43.4, 20],
    [26.5, 23.4, 70],
    [45.5, 23.6, -65],
  ];
  for (const [x, y, deg] of sprinkles) f.push(path(capsule(x, y, 4.4, 2, deg)));
  // the hole, the plate seen through it, and the ring's far inner wall (below the icing's inner edge)
  const hole = arc(HOLE.cx, HOLE.cy, HOLE.rx, HOLE.ry, 0, 2 * Math.PI, 48).slice(0, -1);
  f.push(path(poly(hole)));
  // the far inner wall: inside the hole, from its top edge down to the same ellipse's top 3.4 lower
  const n = 24;
  const wallTop: Pt[] = [];
  const wallFoot: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const x = HOLE.cx - HOLE.rx + (2 * HOLE.rx * i) / n;
    const h = HOLE.ry * Math.sqrt(Math.max(0, 1 - ((x - HOLE.cx) / HOLE.rx) ** 2));
    wallTop.push([x, HOLE.cy - h]);
    wallFoot.push([x, Math.min(HOLE.cy + h, HOLE.cy + 3.4 - h)]);
  }
  f.push(path(poly([...wallTop, ...wallFoot.reverse().slice(1, -1)])));
  const fc = face(36, 44.2, 0.95);
  f.push(...fc.f);
  return { f: f.join(''), s: `<path d="${fc.s}"/>`, d: `<path d="${fc.d}"/>`, c: fc.c };
}
