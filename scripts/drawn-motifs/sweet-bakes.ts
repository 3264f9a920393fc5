// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Six treats whose OpenMoji art printed as plain shapes. The shortcake was a box with a wavy line and a cherry;
// ours is a slice of layered sponge seen a little from the side, cream draped over its top edge, a cream layer
// with halved strawberries in it, and two whole strawberries on cream swirls on top. The pie was a dome with three
// slits; ours is a round pie in its fluted tin with a lattice top (each gap an area), a crimped crust edge and a
// slice cut out, its filling showing. The waffle was two flat grids; ours is a thick square waffle with its
// pockets as areas, syrup pooled round a butter pat and dripping over its edge, and berries. The popcorn was a cup
// under a cloud; ours is a striped bucket with puffs heaped over its rim (each puff an area) and two fallen beside
// it. The fries were a row of bars in a box; ours stand in a carton, each fry an area, a ketchup dip beside. The
// honey pot was a jar with one drip; ours is a round pot with honey running over its rim, a dipper, a cloth tied
// round its neck with a string and a bow, a label with a heart, and a bee. Each wears the family's face.
import { blueberry, drip, strawberry } from './bakery';
import { intersect } from './clip';
import { kawaiiFace, type FaceLayout } from './kawaii-face';
import { circle, ellipse, fleece, line, path, poly, type Pt, r2, roundRect, turnedEllipse } from './shapes';

type Drawn = { f: string; s: string; d: string; c?: string };
/** Points round the ellipse centred on (cx, cy) from angle `a0` to `a1` (radians, y down). */
const arc = (cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, n = 24): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => [cx + rx * Math.cos(a0 + ((a1 - a0) * i) / n), cy + ry * Math.sin(a0 + ((a1 - a0) * i) / n)]);
const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** The face the bakes share (kawaii-face.ts), its eyes level at its centre. */
const FACE: FaceLayout = {
  eyeX: 4.8,
  eyeY: 0,
  eyeR: 2,
  cheekX: 8,
  cheekY: 3.6,
  cheek: [2.4, 1.5],
  smileX: 2.5,
  smileY: 2.6,
  smileLow: 5.6,
  clearY: 1.8,
  clear: [11.6, 7],
};
const face = (x: number, y: number, k: number) => kawaiiFace(x, y, k, 0, FACE);
const done = (f: string[], s: string[], fc: { f: string[]; s: string; d: string; c: string }): Drawn => {
  f.push(...fc.f);
  s.push(fc.s);
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${fc.d}"/>`, c: fc.c };
};

/** A heart centred on (x, y), `r` across each lobe. */
const heart = (x: number, y: number, r: number) => {
  const P = (dx: number, dy: number) => `${r2(x + r * dx)} ${r2(y + r * dy)}`;
  return `M${P(0, -0.45)}C${P(0.3, -1.25)} ${P(1.45, -0.95)} ${P(1.1, 0)}Q${P(0.8, 0.6)} ${P(0, 1.2)}Q${P(-0.8, 0.6)} ${P(-1.1, 0)}C${P(-1.45, -0.95)} ${P(-0.3, -1.25)} ${P(0, -0.45)}Z`;
};

// ---------------------------------------------------------------------------------------------------------------
// The shortcake: a wedge whose tip edge is at the left, its cut face toward us, its rounded back to the right.

/**
 * A slice of strawberry shortcake a little from the side: the cut face showing two layers of sponge and a cream
 * layer with halved strawberries in it, the outer side with the same layers, cream draped in scallops over the top
 * edge, two cream swirls on top each with a whole strawberry on it, and the face on the upper sponge.
 */
export function shortcake(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const [x0, x1, xb] = [2, 46, 70];
  const [top, bottom, rise] = [31, 69, 12];
  // the outer side: from the cut face's right edge back and up to the slice's back
  const side = (y: number): [Pt, Pt] => [
    [x1, y],
    [xb, y - rise],
  ];
  f.push(path(poly([...side(top), ...side(bottom).reverse()])));
  f.push(
    path(
      poly([
        [x0, top],
        [x1, top],
        [xb, top - rise],
      ]),
    ),
  );
  // the cut face: sponge, the cream layer with strawberry halves, sponge
  f.push(
    path(
      poly([
        [x0, top],
        [x1, top],
        [x1, bottom],
        [x0, bottom],
      ]),
    ),
  );
  const [c0, c1] = [51, 57.5];
  f.push(
    path(
      poly([
        [x0, c0],
        [x1, c0],
        [x1, c1],
        [x0, c1],
      ]),
    ),
  );
  for (const x of [9, 24, 39]) {
    // a halved strawberry: its cut face a heart, its pale core inside
    f.push(path(heart(x, 53.6, 3.4)));
    f.push(path(heart(x, 53.9, 1.5)));
  }
  // the cream layer round the outer side, and a strawberry peeping out of it
  f.push(path(poly([...side(c0), ...side(c1).reverse()])));
  f.push(path(turnedEllipse(58, 48.2, 3.6, 2.8, -27)));
  // cream draped over the top edge in scallops, round the cut face and the outer side
  const drape: Pt[] = [
    [x0 - 0.6, top - 1],
    [xb + 0.4, top - rise - 1],
    [xb + 0.4, top - rise + 4.5],
  ];
  const bumps = 3;
  for (let i = 0; i < bumps; i++) {
    const [a, b] = [lerp([xb, top - rise + 4.5], [x1, top + 4.5], i / bumps), lerp([xb, top - rise + 4.5], [x1, top + 4.5], (i + 1) / bumps)];
    drape.push(...arcBetween(a, b, 2.6).slice(1));
  }
  const front = 5;
  for (let i = 0; i < front; i++) {
    const [a, b]: Pt[] = [
      [x1 - ((x1 - x0) * i) / front, top + 4.5],
      [x1 - ((x1 - x0) * (i + 1)) / front, top + 4.5],
    ];
    drape.push(...arcBetween(a, b, 3.2).slice(1));
  }
  drape.push([x0 - 0.6, top + 4.5]);
  f.push(path(poly(drape)));
  // cream swirls on top, a strawberry on each
  for (const [x, y] of [
    [27, 26.5],
    [53, 21.5],
  ]) {
    f.push(
      path(`M${x - 8} ${y}C${x - 8} ${y - 5} ${x - 3} ${y - 8} ${x} ${y - 8}C${x + 3} ${y - 8} ${x + 8} ${y - 5} ${x + 8} ${y}Q${x} ${y + 2.6} ${x - 8} ${y}Z`),
    );
    s.push(`M${x - 5.4} ${y - 2.6}Q${x} ${y - 0.4} ${x + 5.2} ${y - 3.4}`);
    strawberry(x, y - 15.2, 6.4, f, s);
  }
  return done(f, s, face(24, 41.2, 1));
}

/** Points along a round scallop hanging from `a` to `b`, `depth` below the line between them. */
function arcBetween(a: Pt, b: Pt, depth: number): Pt[] {
  const m: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + depth * 2];
  return Array.from({ length: 9 }, (_, i) => {
    const t = i / 8;
    return [0, 1].map((k) => (1 - t) ** 2 * a[k] + 2 * t * (1 - t) * m[k] + t * t * b[k]) as Pt;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The pie, in its tin, seen a little from above: its top an ellipse, the tin's foot a smaller one below.

const PIE = { cx: 36, cy: 27, rx: 33.5, ry: 15.5, foot: 46, frx: 29, fry: 12 };
/** The point of the pie's top at `a` radians (`k` of the way out), and of the tin's foot. */
const pieTop = (a: number, k = 1): Pt => [PIE.cx + PIE.rx * k * Math.cos(a), PIE.cy + PIE.ry * k * Math.sin(a)];
const pieFoot = (a: number): Pt => [PIE.cx + PIE.frx * Math.cos(a), PIE.foot + PIE.fry * Math.sin(a)];
/** The slice cut out of the pie's front right, between these angles. */
const CUT: [number, number] = [(14 * Math.PI) / 180, (74 * Math.PI) / 180];

/**
 * A round pie in a tin fluted at its foot: a crimped crust round the edge (each crimp an area), a lattice of pastry strips
 * over the filling so each gap is an area, a slice cut out of the front right showing the filling between the
 * bottom crust and the lattice with berries in it, the tin's floor beyond, and the face on the tin.
 */
export function pie(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // the tin: its sides down to its foot, fluted near the foot
  f.push(path(poly([...arc(PIE.cx, PIE.cy, PIE.rx * 0.99, PIE.ry * 0.99, 0, Math.PI, 32), ...arc(PIE.cx, PIE.foot, PIE.frx, PIE.fry, Math.PI, 0, 32)])));
  for (let i = 1; i < 18; i++) {
    const a = Math.PI - (i * Math.PI) / 18;
    // none in the cut, nor under the face
    if ((a > CUT[0] - 0.05 && a < CUT[1] + 0.05) || Math.abs(pieFoot(a)[0] - 24) < 13) continue;
    s.push(line([lerp(pieTop(a, 0.99), pieFoot(a), 0.72), pieFoot(a)]));
  }
  // the crust, crimped round its edge, and the filling inside it
  f.push(path(fleece(PIE.cx, PIE.cy - 0.4, PIE.rx - 2.4, PIE.ry - 2.4, 26, 1.8)));
  const inner = arc(PIE.cx, PIE.cy + 0.3, PIE.rx - 8.5, PIE.ry - 5.2, 0, 2 * Math.PI, 64).slice(0, -1);
  f.push(path(poly(inner)));
  // the crimps: a line in from each of the crust's valleys to the filling
  for (let i = 0; i < 26; i++) {
    const a = (i * 2 * Math.PI) / 26;
    s.push(line([pieTop(a, 0.8), pieTop(a, 0.93)]));
  }
  // the lattice: strips crossing at right angles on the round top, seen from a little above, cut to the filling
  const toScreen = ([u, v]: Pt): Pt => [PIE.cx + u * PIE.rx * 0.75, PIE.cy + 0.3 + v * PIE.ry * 0.67];
  const strip = (at: number, w: number, deg: number): Pt[] => {
    const a = (deg * Math.PI) / 180;
    const [dx, dy, nx, ny] = [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a)];
    return (
      [
        [-1.4, at - w / 2],
        [1.4, at - w / 2],
        [1.4, at + w / 2],
        [-1.4, at + w / 2],
      ] as Pt[]
    ).map(([u, v]) => toScreen([u * dx + v * nx, u * dy + v * ny]));
  };
  for (const deg of [45, -45]) for (const at of [-0.56, 0, 0.56]) for (const part of intersect(strip(at, 0.27, deg), inner)) f.push(path(poly(part)));
  // the cut: the tin's floor seen where the slice was, then the cut face left on its far side (the near one faces
  // away, hidden behind the pie's front), each cut to the gap so nothing spills over the pie's top
  const [c, cLow] = [pieTop(0, 0), [PIE.cx, PIE.foot] as Pt];
  const [a, b] = [pieTop(CUT[0], 1.01), pieTop(CUT[1], 1.01)];
  const gap = [c, a, ...arc(PIE.cx, PIE.foot, PIE.frx, PIE.fry, CUT[0], CUT[1], 12), b];
  f.push(path(poly(gap)));
  const aLow = pieFoot(CUT[0]);
  // on the cut face: the top crust, the filling with its berries, the bottom crust
  const at = (u: number, v: number): Pt => lerp(lerp(c, a, u), lerp(cLow, aLow, u), v);
  const inGap = (q: Pt[]) => intersect(q, gap).forEach((part) => f.push(path(poly(part))));
  inGap([c, a, aLow, cLow]);
  inGap([at(0, 0), at(1, 0), at(1, 0.2), at(0, 0.2)]);
  inGap([at(0, 0.8), at(1, 0.8), at(1, 1), at(0, 1)]);
  for (const [u, v, r] of [
    [0.36, 0.46, 2.1],
    [0.56, 0.62, 2.3],
    [0.74, 0.4, 2.1],
    [0.9, 0.6, 1.8],
  ]) {
    const [x, y] = at(u, v);
    f.push(path(circle(r2(x), r2(y), r)));
  }
  return done(f, s, face(24, 48.4, 0.86));
}

// ---------------------------------------------------------------------------------------------------------------
// The waffle: a thick square one seen a little from above, its top 40 deep and its front side 10 tall.

/**
 * A thick square waffle: its rim and its grid of pockets (each an area) on top, its front side below, syrup
 * pooled round a butter pat and running over the front edge in drips, a strawberry and blueberries on top, and the
 * face on the front side.
 */
export function waffle(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const [x0, x1, y0, y1, h] = [2, 70, 10, 50, 10];
  f.push(path(roundRect(x0, y0, x1, y1 + h, 6)));
  f.push(path(roundRect(x0, y0, x1, y1, 6)));
  // the pockets, a little smaller toward the back as the top recedes
  const [cols, rows] = [6, 4];
  const [gx0, gx1, gy0, gy1] = [x0 + 4.5, x1 - 4.5, y0 + 3.6, y1 - 3.6];
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++) {
      const [px, py] = [(gx1 - gx0) / cols, (gy1 - gy0) / rows];
      const [ax, ay] = [gx0 + px * i + 1.3, gy0 + py * j + 1.1];
      f.push(path(roundRect(r2(ax), r2(ay), r2(ax + px - 2.6), r2(ay + py - 2.2), 1.4)));
    }
  // syrup drips over the front edge, then the pool over their tops
  for (const [x, len, w] of [
    [44, 11, 3.6],
    [52, 16, 4],
    [60, 9, 3.2],
  ] as const)
    f.push(path(poly(drip(x, y1 - 2, len, w))));
  const pool: Pt[] = Array.from({ length: 72 }, (_, i) => {
    const a = (i * 2 * Math.PI) / 72;
    // the pool spreads toward the front right, where it runs over the edge
    const toward = Math.max(0, Math.cos(a - 0.55)) ** 3;
    const [rx, ry] = [18 + 7 * toward + 1.2 * Math.sin(5 * a), 10 + 9.5 * toward + 0.8 * Math.sin(7 * a + 1)];
    return [39 + rx * Math.cos(a), 31 + ry * Math.sin(a)];
  });
  f.push(path(poly(pool.map(([x, y]): Pt => [x, Math.min(y, y1 + 0.8)]))));
  // the butter pat: its top, then its two front faces
  f.push(
    path(
      poly([
        [29, 26],
        [38.5, 21.6],
        [48, 26],
        [38.5, 30.4],
      ]),
    ),
    path(
      poly([
        [29, 26],
        [38.5, 30.4],
        [38.5, 34.2],
        [29, 29.8],
      ]),
    ),
    path(
      poly([
        [38.5, 30.4],
        [48, 26],
        [48, 29.8],
        [38.5, 34.2],
      ]),
    ),
  );
  strawberry(13, 14.5, 5.6, f, s);
  f.push(...blueberry(62, 14.8, 3.4), ...blueberry(55.4, 11.8, 3), ...blueberry(9, 31, 3));
  return done(f, s, face(22, 54.4, 0.74));
}

// ---------------------------------------------------------------------------------------------------------------
// The popcorn: a striped bucket, puffs heaped over its rim.

/** A popcorn puff centred on (x, y), `r` across: a lumpy round of `n` bumps, turned by `turn` radians. */
const puff = (x: number, y: number, r: number, n: number, turn: number) => path(fleece(x, y, r * 0.78, r * 0.7, n, r * 0.26, turn));

/**
 * A striped bucket of popcorn: its stripes each an area, a rolled rim, puffs heaped over the rim (each an area,
 * the front ones over the rim), two fallen on the table beside it, and the face on a round label.
 */
export function popcorn(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const [top, bottom] = [33, 70.5];
  const rimAt = (u: number): Pt => [10.5 + 51 * u, top + 2.2 * Math.sin(Math.PI * u)];
  const footAt = (u: number): Pt => [18 + 36 * u, bottom + 1 * Math.sin(Math.PI * u)];
  // the back puffs, heaped high over the bucket
  const back: [number, number, number][] = [
    [22, 14, 8.5],
    [36, 9, 9],
    [50, 14, 8.5],
    [29, 20, 8],
    [43, 20, 8.2],
    [13.5, 24, 7.6],
    [58.5, 24, 7.6],
  ];
  back.forEach(([x, y, r], i) => f.push(puff(x, y, r, 5 + (i % 2), i * 0.9)));
  const stripes = 8;
  for (let i = 0; i < stripes; i++) {
    const us = [0, 0.5, 1].map((t) => (i + t) / stripes);
    f.push(path(poly([...us.map(rimAt), ...[...us].reverse().map(footAt)])));
  }
  // the rim: a band round the bucket's mouth
  f.push(path(poly([...arc(36, top - 2.6, 27.5, 2.4, Math.PI, 2 * Math.PI, 16), ...arc(36, top + 1.2, 27.5, 3.6, 0, Math.PI, 16)])));
  // the front puffs, spilling over the rim
  const front: [number, number, number][] = [
    [20, 29.5, 7],
    [33.5, 28.5, 7.4],
    [47, 29.5, 7],
    [8.5, 31.5, 6.2],
    [61, 32, 6.4],
  ];
  front.forEach(([x, y, r], i) => f.push(puff(x, y, r, 5, 0.4 + i * 1.3)));
  // two fallen on the table
  f.push(puff(7.5, 65.5, 6.2, 5, 0.2), puff(65, 66, 6.6, 6, 1.1));
  // the round label for the face
  f.push(path(ellipse(36, 52.5, 13, 10.5)));
  return done(f, s, face(36, 51.5, 0.86));
}

// ---------------------------------------------------------------------------------------------------------------
// The french fries: a carton with fries standing in it, a ketchup dip beside.

/** A fry: a long thin stick from its foot (x, y) standing `len` high, `w` thick, leaning `deg` degrees. */
function fry(x: number, y: number, len: number, w: number, deg: number): string {
  const a = (deg * Math.PI) / 180;
  const [ux, uy] = [Math.sin(a), -Math.cos(a)];
  const [nx, ny] = [-uy, ux];
  const P = (u: number, v: number): Pt => [x + ux * u + nx * v, y + uy * u + ny * v];
  // the cut end a little slanted and rounded at its corners
  return poly([P(0, -w / 2), P(len - 0.6, -w / 2), P(len, -w / 2 + 0.7), P(len + 0.5, w / 2 - 0.7), P(len, w / 2), P(0, w / 2)]);
}

/**
 * French fries standing in a carton: the carton's back panel, a bunch of fries behind and in front (each an
 * area), the front panel with its curved top and the face on it, and a little cup of ketchup beside with a fry
 * dipped in it.
 */
export function frenchFries(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const [l, r, cx] = [4, 54, 29];
  // the back panel, its top bowed up
  f.push(path(`M${l} 36Q${cx} 21 ${r} 36L${r - 7} 70H${l + 7}Z`));
  const backFries: [number, number, number][] = [
    [10, 27, -16],
    [18, 36, -8],
    [26, 40, -2],
    [34, 38, 5],
    [42, 34, 11],
    [49, 26, 17],
  ];
  for (const [x, len, deg] of backFries) f.push(path(fry(x, 46, len, 5.2, deg)));
  const frontFries: [number, number, number][] = [
    [14, 28, -12],
    [22, 31, -4],
    [30, 33, 1],
    [38, 30, 7],
    [46, 26, 13],
  ];
  for (const [x, len, deg] of frontFries) f.push(path(fry(x, 50, len, 5.4, deg)));
  // the front panel: its top dips in a curve between two high corners
  f.push(path(`M${l - 1.5} 31Q${cx} 48 ${r + 1.5} 31L${r - 6} 70.5Q${cx} 72 ${l + 6} 70.5Z`));
  // the ketchup dip: a little cup, the sauce in it, a fry dipped in
  f.push(path(`M55 58.5L57.2 70Q63.3 71.6 69.4 70L71.2 58.5Z`));
  f.push(path(ellipse(63.2, 58.5, 8, 2.8)));
  f.push(path(ellipse(63.2, 58.9, 6.6, 2)));
  f.push(path(fry(60, 58.5, 15, 4.6, 28)));
  return done(f, s, face(cx, 53.5, 0.98));
}

// ---------------------------------------------------------------------------------------------------------------
// The honey pot: a round pot with a short neck, open at the top, a dipper in it.

/**
 * A round honey pot: honey heaped in its mouth and running over the rim in drips, a dipper standing in it, a
 * cloth tied round its neck with a string and a bow, a label with a heart on its belly, the face above the label,
 * and a bee flying by.
 */
export function honeyPot(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // the dipper's handle, behind the rim, with a knob at its end
  f.push(
    path(
      poly([
        [40, 14],
        [60.4, 2.6],
        [62.4, 5.6],
        [43, 17],
      ]),
    ),
  );
  f.push(path(circle(63, 3.6, 3)));
  // the neck and the belly
  f.push(path(roundRect(21, 12, 51, 30, 2)));
  f.push(path(ellipse(36, 48.5, 31, 22)));
  // the cloth tied round the neck: its hem hangs over the shoulders in round scallops
  const hem: Pt[] = [];
  const scallops = 7;
  for (let i = 0; i < scallops; i++) {
    const [x0, x1] = [56.5 - (41 * i) / scallops, 56.5 - (41 * (i + 1)) / scallops];
    const y = (x: number) => 32 + 2.2 * Math.sin((Math.PI * (x - 15.5)) / 41);
    hem.push(...arcBetween([x0, y(x0)], [x1, y(x1)], 1.6).slice(i ? 1 : 0));
  }
  f.push(path(poly([[20, 17], [52, 17], ...hem])));
  // the string round it and its bow on the right
  f.push(path(roundRect(19.4, 24.2, 52.6, 27.2, 1.2)));
  const [bx, by] = [50, 25.7];
  f.push(
    path(`M${bx} ${by}L${bx - 2.6} ${by + 9}L${bx - 0.4} ${by + 8.4}L${bx + 0.8} ${by + 0.6}Z`),
    path(`M${bx} ${by}L${bx + 4.6} ${by + 8.2}L${bx + 2.4} ${by + 8.6}L${bx - 0.6} ${by + 0.8}Z`),
  );
  f.push(
    path(`M${bx} ${by}C${bx + 5} ${by - 6.4} ${bx + 12} ${by - 6.4} ${bx + 11.6} ${by - 1.4}C${bx + 11.2} ${by + 2.6} ${bx + 5} ${by + 2.2} ${bx} ${by}Z`),
  );
  f.push(path(`M${bx} ${by}C${bx - 5} ${by - 6.4} ${bx - 10.4} ${by - 5.6} ${bx - 10} ${by - 1}C${bx - 9.6} ${by + 2.6} ${bx - 5} ${by + 2.2} ${bx} ${by}Z`));
  f.push(path(circle(bx, by, 2)));
  // the rim, its mouth, and the honey heaped in it running over the rim in drips
  f.push(path(roundRect(17, 10.5, 55, 18, 3)));
  f.push(path(ellipse(36, 10.8, 18.4, 3.6)));
  const honey: Pt[] = [
    ...arc(36, 11.6, 16.4, 6, Math.PI, 2 * Math.PI, 16),
    [52.4, 13.6],
    [47.5, 13.8],
    ...drip(44.5, 13.8, 10.5, 3.8),
    [38.5, 14],
    ...drip(34, 14, 7, 3.4),
    [29.5, 14],
    ...drip(25, 13.8, 9, 3.6),
    [19.6, 13.6],
  ];
  f.push(path(poly(honey)));
  // the label with a heart
  f.push(path(ellipse(36, 60.5, 11, 6.8)), path(heart(36, 61, 3.4)));
  // a bee flying by, on the left: wings, body, stripes
  f.push(path(turnedEllipse(6.4, 6, 3.2, 2, -60)), path(turnedEllipse(10.2, 5.6, 3.2, 2, 60)));
  f.push(path(turnedEllipse(8.4, 11.6, 5.2, 3.8, 0)));
  s.push('M6.2 8.2Q7.4 11.6 6.2 15M9.8 8.1Q11 11.6 9.8 15.1M3.2 11.6L1.6 11.4');
  const fc = face(36, 43, 1.02);
  fc.d += `${circle(r2(12.2), 10.8, 0.9)}`;
  return done(f, s, fc);
}
