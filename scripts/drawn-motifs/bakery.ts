// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Three bakes whose emoji printed as plain blobs. Fluent's croissant was five flat lobes in a row; ours is a
// crescent whose rolled layers are bands wrapping round the body, each lapping over the next toward the two
// pointed tips that curl in under it, with flakes along its top, a glazed shine and a face on the fat middle
// roll. Fluent's pancakes were a stack of rounded slabs under a butter pat with one drip; ours is a stack of
// four fluffy pancakes on a plate, syrup pooled on top running over the edge in a sheet and down the sides in
// five drips of different lengths, a butter pat, blueberries and a strawberry on top and beside, and a face on
// the top pancake's edge. OpenMoji's cookie was a wavy circle with six little rings; ours is a thick chocolate
// chip cookie with a bite taken out, its chips irregular chunks to colour (never solid black), cracks across its
// top, crumbs by the bite and a face.
import { kawaiiFace, type FaceLayout } from '../../lib/studio/art-kit/kawaii-face';
import { circle, ellipse, line, movePaths, path, poly, type Pt, r2, starPath } from '../../lib/studio/art-kit/shapes';

type Drawn = { f: string; s: string; d: string; c?: string };
/** `n` + 1 points along the quadratic from `a` to `c` with control `b`. */
const quad = (a: Pt, b: Pt, c: Pt, n = 8): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => {
    const t = i / n;
    return [0, 1].map((j) => (1 - t) ** 2 * a[j] + 2 * t * (1 - t) * b[j] + t * t * c[j]) as Pt;
  });

/** The face the three bakes share with the carrot and the ice cream (kawaii-face.ts), its eyes level at `y`. */
export const BAKE_FACE: FaceLayout = {
  eyeX: 4.6,
  eyeY: 0,
  eyeR: 2,
  cheekX: 7.4,
  cheekY: 3.6,
  cheek: [2.4, 1.5],
  smileX: 2.5,
  smileY: 2.6,
  smileLow: 5.6,
  clearY: 1.6,
  clear: [11, 7],
};
const face = (x: number, y: number, k: number) => kawaiiFace(x, y, k, 0, BAKE_FACE);

// ---------------------------------------------------------------------------------------------------------------
// The croissant: a crescent bent over an arc, its spine given by `u` from -1 (the left tip) through 0 (the top of
// the middle roll) to 1 (the right tip), its body `width(u)` across the spine.

const CRESCENT = { cx: 36, cy: 56, R: 24, half: (138 * Math.PI) / 180, curl: 0.32 };
/** The spine's radius shrinks toward the tips, so the horns curl in under the middle roll as a croissant's do. */
const spine = (u: number): Pt => {
  const a = u * CRESCENT.half;
  const r = CRESCENT.R * (1 - CRESCENT.curl * Math.abs(u) ** 3);
  return [CRESCENT.cx + r * Math.sin(a), CRESCENT.cy - r * Math.cos(a)];
};
/** The way out from the arc's centre at `u`, and along the spine toward the right tip. */
const outward = (u: number): Pt => [Math.sin(u * CRESCENT.half), -Math.cos(u * CRESCENT.half)];
const along = (u: number): Pt => [Math.cos(u * CRESCENT.half), Math.sin(u * CRESCENT.half)];
/** Fat in the middle and most of the way out, then tapering to a sharp point at each tip. */
const width = (u: number) => 30 * (1 - u * u) ** 1.3;
/** The point `v` out from the spine at `u` (v > 0 toward the outer, upper edge). */
const body = (u: number, v: number): Pt => {
  const [x, y] = spine(u);
  const [nx, ny] = outward(u);
  return [x + nx * v, y + ny * v];
};
/** The seams between the rolls, from the middle out: each roll laps over the next one toward the tip. */
const SEAMS = [0.2, 0.44, 0.68, 1];
/** How far the seams slant: the inner edge of each seam lies this much nearer the middle than its outer edge. */
const SLANT = 0.06;

/**
 * One roll of the croissant on the side `side`, from the seam `u0` (nearer the middle, where it tucks under the
 * roll before it) to `u1`: its edges bulge a little between the seams, so the outline steps in at each seam as a
 * rolled croissant's does, and its outer end is a cap bowed toward the tip, the edge of the rolled layer.
 */
function roll(u0: number, u1: number, side: 1 | -1, swell: number): Pt[] {
  const n = 16;
  const from = Math.max(0, u0 - 0.09);
  const w = (u: number) => (width(u) / 2) * (1 + swell * Math.sin((Math.PI * Math.max(0, u - u0)) / (u1 - u0)) ** 0.8);
  const us = Array.from({ length: n + 1 }, (_, i) => from + ((u1 - from) * i) / n);
  // the top edge flakes a little: two shallow ripples along each roll
  const flake = (u: number) => (u <= u0 ? 0 : 0.7 * Math.abs(Math.sin((2 * Math.PI * (u - u0)) / (u1 - u0))));
  const outer = us.map((u) => body(side * u, w(u) + flake(u)));
  // the inner edge's end lags behind the outer's, so the seams run slantwise round the body as rolled dough does
  // (on the tip roll the lag closes again toward the point, so the horn ends sharp rather than cut off)
  const lag = (t: number) => SLANT * (u1 >= 1 ? 0.8 * Math.sin(Math.PI * t) : t);
  const inner = us.map((u) => body(side * (u - lag((u - from) / (u1 - from))), -w(u))).reverse();
  // the cap: from the outer edge round to the inner one, bowed out toward the tip by a third of the width
  const [ax, ay] = along(side * u1);
  const bow = (u1 >= 1 ? 0.55 : 0.3) * width(u1);
  const [mx, my] = spine(side * u1);
  const cap = quad(outer[n], [mx + side * ax * bow, my + side * ay * bow], inner[0], 10).slice(1, -1);
  return [...outer, ...cap, ...inner];
}

/**
 * A crescent croissant: seven rolls, the fat middle one over the two beside it and so on out to the pointed
 * tips curling in under it, so each seam is the bowed edge of a rolled layer; a layer line inside the big rolls,
 * a flaky top edge, a glazed shine and a face on the middle roll, kept clear of an adult page's fill.
 */
export function croissant(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // the rolls from the tips in, each over the one beyond it
  for (let i = SEAMS.length - 1; i >= 1; i--) for (const side of [-1, 1] as const) f.push(path(poly(roll(SEAMS[i - 1], SEAMS[i], side, 0.1 - i * 0.015))));
  // the middle roll, its two caps bowed out over the rolls beside it
  const m = SEAMS[0];
  const mw = (u: number) => (width(u) / 2) * (1 + 0.08 * Math.cos((Math.PI * u) / (2 * m)));
  const us = Array.from({ length: 21 }, (_, i) => -m + (2 * m * i) / 20);
  const top = us.map((u) => body(u, mw(u)));
  const bottom = us.map((u) => body(u * (1 - SLANT / m), -mw(u))).reverse();
  const capAt = (u: number, from: Pt, to: Pt) => {
    const [ax, ay] = along(u);
    const [x, y] = spine(u);
    const bow = 0.3 * width(u) * Math.sign(u);
    return quad(from, [x + ax * bow, y + ay * bow], to, 10).slice(1, -1);
  };
  f.push(path(poly([...top, ...capAt(m, top[20], bottom[0]), ...bottom, ...capAt(-m, bottom[20], top[0])])));
  // a layer line inside each of the big rolls, parallel to its cap, so the dough reads as rolled round and round
  for (const [u0, u1] of [
    [SEAMS[0], SEAMS[1]],
    [SEAMS[1], SEAMS[2]],
  ])
    for (const side of [-1, 1]) {
      const u = u0 + (u1 - u0) * 0.5;
      const w = (width(u) / 2) * 1.12;
      const [ax, ay] = along(side * u);
      const [x, y] = spine(side * u);
      const bow = 0.22 * width(u) * side;
      s.push(line(quad(body(side * u, w), [x + ax * bow, y + ay * bow], body(side * (u - SLANT / 2), -w), 10)));
    }
  // the glaze's shine: a thin lens along the top of the middle roll, a little left of its middle
  const half = (u: number) => width(Math.abs(u)) / 2;
  const shineAt = Array.from({ length: 13 }, (_, i) => -0.17 + (0.19 * i) / 12);
  const thick = (i: number) => 1.5 * Math.sin((Math.PI * i) / 12);
  const shine = [
    ...shineAt.map((u, i) => body(u, half(u) - 4.6 + thick(i))),
    ...shineAt
      .map((u, i) => body(u, half(u) - 4.6 - thick(i)))
      .reverse()
      .slice(1, -1),
  ];
  f.push(path(poly(shine)));
  const fc = face(36, 36.5, 1);
  f.push(...fc.f);
  s.push(fc.s);
  // scaled up about its middle so the crescent spans the box, then set in the box's middle from top to bottom
  const seen = [...roll(0, 1, 1, 0.1), ...roll(0, 1, -1, 0.1), ...top];
  const [xs, ys] = [seen.map((p) => p[0]), seen.map((p) => p[1])];
  const k = 68 / (Math.max(...xs) - Math.min(...xs));
  const [dx, dy] = [36 - (k * (Math.max(...xs) + Math.min(...xs))) / 2, 36 - (k * (Math.max(...ys) + Math.min(...ys))) / 2];
  const fit = (markup: string) => movePaths(markup, k, r2(dx), r2(dy));
  return { f: fit(f.join('')), s: fit(`<path d="${s.join('')}"/>`), d: fit(`<path d="${fc.d}"/>`), c: fit(fc.c) };
}

// ---------------------------------------------------------------------------------------------------------------
// The pancakes: a stack seen a little from above, each pancake a disc `rx` by `ry` with a soft side `h` tall.

/** Round the side of a pancake: how far down its side a point of its rim at the angle's sine `s` lies (0 to 1). */
const soft = (s: number) => 0.5 + 0.5 * Math.tanh(5 * s);
type Cake = { cx: number; cy: number; rx: number; ry: number; h: number };
/** A pancake's outline: its back rim, round its pillowy sides, along its front edge. */
const cakeOutline = ({ cx, cy, rx, ry, h }: Cake): Pt[] =>
  Array.from({ length: 96 }, (_, i) => {
    const a = (i * 2 * Math.PI) / 96;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a) + h * soft(Math.sin(a))];
  });
/** Where the front rim of a pancake's top lies at `x`. */
const rimY = ({ cx, cy, rx, ry }: Cake, x: number) => cy + ry * Math.sqrt(Math.max(0, 1 - ((x - cx) / rx) ** 2));
const smoothstep = (a: number, b: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

/** A drip of syrup hanging from (x, y): a neck `w` wide running down `len`, ending in a round drop a little wider. */
export function drip(x: number, y: number, len: number, w: number): Pt[] {
  const r = w * 0.62;
  const end = y + len - r;
  const bulb = Array.from({ length: 13 }, (_, i): Pt => [x + r * Math.cos((i * Math.PI) / 12), end + r * Math.sin((i * Math.PI) / 12)]);
  // down the right side, round the drop, back up the left
  return [[x + w / 2, y], [x + w * 0.45, end - r * 0.6], ...bulb, [x - w * 0.45, end - r * 0.6], [x - w / 2, y]];
}

/** A strawberry centred on (x, y), `r` across its shoulders: its berry, a crown of leaves, seeds as little ticks. */
export function strawberry(x: number, y: number, r: number, f: string[], s: string[]) {
  const P = (dx: number, dy: number) => `${r2(x + r * dx)} ${r2(y + r * dy)}`;
  f.push(
    path(
      `M${P(-1, -0.35)}C${P(-1.05, 0.45)} ${P(-0.35, 1.15)} ${P(0, 1.3)}C${P(0.35, 1.15)} ${P(1.05, 0.45)} ${P(1, -0.35)}C${P(0.75, -0.95)} ${P(-0.75, -0.95)} ${P(-1, -0.35)}Z`,
    ),
  );
  f.push(path(starPath(x, r2(y - 0.62 * r), r2(0.72 * r))));
  for (const [dx, dy] of [
    [-0.45, 0.05],
    [0.4, 0.1],
    [0, 0.45],
    [-0.25, 0.75],
    [0.3, 0.7],
  ])
    s.push(`M${P(dx, dy)}L${P(dx + 0.06, dy + 0.16)}`);
}
/** A blueberry: a round berry with its little crown. */
export const blueberry = (x: number, y: number, r: number) => [path(circle(x, y, r)), path(circle(r2(x + r * 0.15), r2(y - r * 0.35), r2(r * 0.32)))];

/**
 * A stack of four fluffy pancakes on a plate: each pancake's side soft and round, the top one's top face inside
 * a golden rim; syrup pooled round a butter pat, running over the front edge in a sheet and down the sides in five
 * drips of different lengths (the longest over two pancakes), leaving the top pancake's front clear for its face;
 * blueberries and a strawberry on top and on the plate.
 */
export function pancakes(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // the plate, with its well
  f.push(path(ellipse(36, 62.5, 34, 8)), path(ellipse(36, 61.8, 26, 5)));
  // the pancakes from the bottom up, each sitting on the one below
  const cakes: Cake[] = [
    { cx: 36, cy: 50.5, rx: 26, ry: 5.5, h: 8.5 },
    { cx: 35.2, cy: 42, rx: 25, ry: 5.5, h: 8.5 },
    { cx: 36.8, cy: 33.5, rx: 25.5, ry: 5.5, h: 8.5 },
    { cx: 36, cy: 23.5, rx: 24.5, ry: 5.5, h: 10 },
  ];
  for (const c of cakes) f.push(path(poly(cakeOutline(c))));
  const top = cakes[3];
  f.push(path(ellipse(top.cx, top.cy + 0.6, top.rx - 2.6, top.ry - 1.5)));
  // the syrup: a pool on the top face, over the front edge in a sheet, and drips; in the middle it stays on top,
  // so the pancake's face below it shows
  const [x0, x1] = [top.cx - top.rx * 0.86, top.cx + top.rx * 0.86];
  const n = 48;
  const xs = Array.from({ length: n + 1 }, (_, i) => x0 + ((x1 - x0) * i) / n);
  const back = xs.map((x, i): Pt => [x, top.cy - 0.62 * top.ry * Math.sqrt(Math.max(0, 1 - ((x - top.cx) / (top.rx * 0.9)) ** 2)) + 0.5 * Math.sin(i * 0.9)]);
  const over = (x: number) => -2.4 + 5.2 * smoothstep(9, 13, Math.abs(x - top.cx));
  const drips: [number, number, number][] = [
    [15.2, 10, 3],
    [21.2, 21, 3.4],
    [26.2, 6, 2.4],
    [50.4, 15, 3.2],
    [56.6, 8, 2.8],
  ];
  // the front edge from right to left, each drip hung from it where it falls
  const front: Pt[] = [];
  const hung = new Set<number>();
  for (const x of [...xs].reverse()) {
    const here = drips.find(([dx, , w]) => Math.abs(x - dx) < w / 2);
    if (!here) front.push([x, rimY(top, x) + over(x) + 0.5 * Math.sin(x * 1.3)]);
    else if (!hung.has(here[0])) {
      const [dx, len, w] = here;
      hung.add(dx);
      front.push(...drip(dx, rimY(top, dx) + over(dx), len, w));
    }
  }
  const endCap = (a: Pt, b: Pt, side: number): Pt[] => quad(a, [a[0] + side * 2.4, (a[1] + b[1]) / 2], b, 6).slice(1, -1);
  f.push(path(poly([...back, ...endCap(back[n], front[0], 1), ...front, ...endCap(front[front.length - 1], back[0], -1)])));
  // the butter pat, a little slab seen from above: its top, then its two front faces
  f.push(
    path(
      poly([
        [26, 17.8],
        [36.6, 13.4],
        [47, 17.4],
        [36.4, 22],
      ]),
    ),
  );
  f.push(
    path(
      poly([
        [26, 17.8],
        [36.4, 22],
        [36.4, 25.8],
        [26, 21.6],
      ]),
    ),
    path(
      poly([
        [36.4, 22],
        [47, 17.4],
        [47, 21.2],
        [36.4, 25.8],
      ]),
    ),
  );
  // berries on top and on the plate
  f.push(...blueberry(18.8, 19.4, 3.4), ...blueberry(23.6, 14.8, 3.1), ...blueberry(8.6, 64.6, 3.4));
  strawberry(53.4, 14.2, 5, f, s);
  strawberry(63.4, 62.2, 4.4, f, s);
  // the face on the top pancake's front edge, between the drips
  const fc = face(36, 34.2, 0.78);
  f.push(...fc.f);
  s.push(fc.s);
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${fc.d}"/>`, c: fc.c };
}

// ---------------------------------------------------------------------------------------------------------------
// The cookie, seen from above and a little in front, so its thickness shows along its bottom and in the bite.

const COOKIE = { cx: 36, cy: 33.5, R: 30.5, thick: 4 };
/** The bite: three tooth-round scoops out of the upper right edge. */
const BITE: [number, number, number][] = [-66, -42, -18].map((deg, i) => {
  const a = (deg * Math.PI) / 180;
  const r = [9.6, 12, 9.4][i];
  return [COOKIE.cx + (COOKIE.R + 1.6) * Math.cos(a), COOKIE.cy + (COOKIE.R + 1.5) * Math.sin(a), r];
});
const bitten = ([x, y]: Pt) => BITE.some(([bx, by, r]) => Math.hypot(x - bx, y - by) < r);
/** The cookie's edge: a lumpy round, walked in from each bitten point until it lies on the bite. */
function cookieEdge(dy = 0): Pt[] {
  const { cx, cy, R } = COOKIE;
  return Array.from({ length: 240 }, (_, i) => {
    const a = (i * 2 * Math.PI) / 240;
    let r = R * (1 + 0.022 * Math.sin(7 * a + 1) + 0.014 * Math.sin(12 * a + 2));
    while (r > 0 && bitten([cx + r * Math.cos(a), cy + r * Math.sin(a)])) r -= 0.05;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a) + dy];
  });
}

/**
 * An irregular chunk (a chocolate chip, a crumb): `n` corners `r` out, each pushed in or out and along by its
 * `seed`, joined by straight sides so it reads as broken chocolate, not a round dot.
 */
function lump(x: number, y: number, r: number, n: number, seed: number): string {
  return poly(
    Array.from({ length: n }, (_, i): Pt => {
      const a = seed + ((i + 0.3 * Math.sin(seed * 5 + i)) * 2 * Math.PI) / n;
      const k = 0.6 + 0.4 * Math.abs(Math.sin(seed * 3.1 + i * 2.3));
      return [x + r * k * Math.cos(a), y + r * k * Math.sin(a)];
    }),
  );
}

/**
 * A big chocolate chip cookie with a bite out of its upper right: its thickness showing below it and in the
 * bite, chocolate chips as irregular chunks to colour, cracks across its top, crumbs fallen by the bite and
 * below, and a face kept clear of an adult page's fill.
 */
export function cookie(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  f.push(path(poly(cookieEdge(COOKIE.thick))), path(poly(cookieEdge())));
  const chips: [number, number, number][] = [
    [21, 16.5, 3.4],
    [35, 11, 3.2],
    [47, 21.5, 3],
    [13, 31, 3.1],
    [27, 26, 2.6],
    [40, 27.5, 2.5],
    [56, 37, 3.3],
    [14.5, 47.5, 3.2],
    [27, 55.5, 3.4],
    [44, 54, 3.2],
    [55, 49.5, 2.6],
    [62.5, 28.5, 2],
  ];
  chips.forEach(([x, y, r], i) => f.push(path(lump(x, y, r * 1.45, 5, i * 1.7 + 0.4))));
  // cracks running in from the edge between the chips, where a baked cookie splits as it spreads
  const edge = cookieEdge();
  for (const [deg, len] of [
    [166, 11],
    [132, 9],
    [90, 10],
    [206, 10],
  ]) {
    const a = (deg * Math.PI) / 180;
    const from = edge[Math.round((deg / 360) * edge.length) % edge.length];
    const [ix, iy] = [-Math.cos(a), -Math.sin(a)];
    // three legs in, each swinging to the other side of the way in
    const pts: Pt[] = [0, 0.35, 0.7, 1].map((t, i) => [from[0] + ix * len * t - iy * (i % 2 ? 1.3 : 0), from[1] + iy * len * t + ix * (i % 2 ? 1.3 : 0)]);
    s.push(line(pts));
  }
  // crumbs fallen from the bite, in its hollow and down the cookie's side, and under the cookie
  const crumbs: [number, number, number][] = [
    [68.4, 25, 1.7],
    [63.2, 10.6, 1.5],
    [69.6, 33.6, 1.2],
    [67.6, 17.2, 1.1],
    [6.8, 67.2, 1.4],
    [65, 66.4, 1.6],
  ];
  crumbs.forEach(([x, y, r], i) => f.push(path(lump(x, y, r, 5, i * 2.3 + 1))));
  const fc = face(34.5, 38.5, 1.05);
  f.push(...fc.f);
  s.push(fc.s);
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${fc.d}"/>`, c: fc.c };
}
