// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Three fruits whose Fluent emoji printed thin pages. Fluent's banana was a half-peeled banana of a few flat areas;
// ours is a bunch of three bananas hanging from one stalk, each a curved finger with a ridge along it and a dark
// tip as a small area, the front one smiling. Fluent's watermelon was a slice with solid black seeds; ours is a
// big wedge standing on its rind, a striped rind band, a pale band inside it, the red flesh with a face and seeds
// as small closed teardrops. Fluent's pineapple was an oval of plain diamonds under a small crown; ours is a tall
// pineapple under a crown of long spiky leaves, each an area, its round body cut into diamond scales by crossing
// curved lines, each scale with a small mark, and a face on a smooth patch of its front.
import { kawaiiFace, type FaceLayout } from '../../lib/studio/art-kit/kawaii-face';
import { along, band, ellipse, line, path, poly, type Pt, r2, turnedEllipse } from '../../lib/studio/art-kit/shapes';
import { intersect } from '../../lib/studio/art-kit/clip';

type Drawn = { f: string; s: string; d: string; c?: string };

/** The small friendly face (kawaii-face.ts) as the fruit bowl wears it: a little narrower and smaller-eyed. */
const FRUIT_FACE: FaceLayout = {
  eyeX: 4.4,
  eyeY: -1.4,
  eyeR: 1.9,
  cheekX: 6.6,
  cheekY: 2.6,
  cheek: [2.2, 1.4],
  smileX: 2.4,
  smileY: 2,
  smileLow: 4.6,
  clearY: 1.2,
  clear: [10, 6.6],
};
const face = (x: number, y: number, k: number, deg = 0) => kawaiiFace(x, y, k, deg, FRUIT_FACE);

// ---------------------------------------------------------------------------------------------------------------
// The banana bunch: three fingers hanging from one stalk at the upper left, each curving down and round to the
// right like a smile, the back one highest. Each finger is a band along a chain of cubics.

type Finger = { spine: Pt[]; w: number };
const FINGERS: Finger[] = [
  {
    spine: along(
      [22, 16],
      [
        [
          [30, 34],
          [54, 32],
          [68, 8],
        ],
      ],
      40,
    ),
    w: 14,
  },
  {
    spine: along(
      [21, 17],
      [
        [
          [22, 46],
          [54, 50],
          [70, 29],
        ],
      ],
      40,
    ),
    w: 15.5,
  },
  {
    spine: along(
      [20, 18],
      [
        [
          [10, 62],
          [46, 75],
          [64, 56],
        ],
      ],
      40,
    ),
    w: 17.5,
  },
];
/** A finger's width at the share `t` of its length: a narrow neck at the stalk, full along the middle, tapering to its tip. */
const fingerWidth = (w: number) => (t: number) => {
  const neck = 0.35 + 0.65 * Math.min(1, t / 0.32) ** 0.7;
  const tip = 0.22 + 0.78 * Math.min(1, (1 - t) / 0.3) ** 0.6;
  return w * neck * tip;
};

/**
 * A bunch of three bananas: each finger a curved band (the back ones first, the front one over them), a ridge
 * line along each where its two faces meet, a dark tip as a small area of its own; the stalk where they join with
 * its cut end; a face on the front finger's belly.
 */
export function bananaBunch(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  for (const [i, { spine, w }] of FINGERS.entries()) {
    const width = fingerWidth(w);
    f.push(path(band(spine, width).d));
    // the tip: a small rounded nub over the finger's end, lying along it
    const n = spine.length - 1;
    const [p, q] = [spine[n - 2], spine[n]];
    const deg = (Math.atan2(q[1] - p[1], q[0] - p[0]) * 180) / Math.PI;
    f.push(path(turnedEllipse(q[0], q[1], 3, width(1) / 2 + 0.5, deg)));
    // the ridge: a line along the finger a little toward its inner (upper) side, standing free at both ends
    // (not on the front finger, whose face it would run under as a second mouth)
    if (i === FINGERS.length - 1) continue;
    const ridge = band(spine.slice(Math.round(n * 0.3), Math.round(n * 0.86)), () => w * 0.36);
    s.push(line(ridge.left));
  }
  // the stalk the fingers hang from: a short thick stem going up and left, its cut end an area
  const stalk = along(
    [21, 20],
    [
      [
        [19, 13],
        [16, 7],
        [12.5, 3.2],
      ],
    ],
    12,
  );
  f.push(path(band(stalk, (t) => 7.6 - 1.6 * t).d));
  f.push(path(turnedEllipse(12.5, 3.2, 3, 1.7, -35)));
  // the face on the front finger, leaning with it where it bottoms out
  const fc = face(33, 60, 1, -6);
  f.push(...fc.f);
  s.push(fc.s);
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${fc.d}"/>`, c: fc.c };
}

// ---------------------------------------------------------------------------------------------------------------
// The watermelon: a wedge cut from a round melon, standing on its rind with its point up. Points are given by a
// distance `r` from the point and an angle from straight down.

const MELON = { x: 36, y: 2.5, R: 60, half: (33 * Math.PI) / 180, skin: 6 };
const melonAt = (r: number, a: number): Pt => [MELON.x + r * Math.sin(a), MELON.y + r * Math.cos(a)];
/** The wedge's curved foot at radius `r` from one side to the other, `drop` lower on the page. */
const arc = (r: number, drop = 0, n = 32): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => {
    const [x, y] = melonAt(r, -MELON.half + (2 * MELON.half * i) / n);
    return [x, y + drop];
  });
/** The wedge's cut face out to `r`: the point, then the arc from one side to the other. */
const sector = (r: number) => poly([melonAt(0, 0), ...arc(r)]);
/** A seed: a small teardrop at (r, a), its point toward the wedge's point as the seeds of a melon lie. */
function seed(r: number, a: number): string {
  const [x, y] = melonAt(r, a);
  const [ux, uy] = [-Math.sin(a), -Math.cos(a)]; // toward the point
  const [nx, ny] = [-uy, ux];
  const p = (u: number, v: number) => `${r2(x + ux * u + nx * v)} ${r2(y + uy * u + ny * v)}`;
  return `M${p(2.7, 0)}C${p(1.2, 1.7)} ${p(-2, 2.1)} ${p(-2, 0)}C${p(-2, -2.1)} ${p(1.2, -1.7)} ${p(2.7, 0)}Z`;
}

/**
 * A big watermelon wedge standing on its rind, seen a little from below so that the melon's outer skin shows as a
 * band under the cut face, striped as a whole melon is (each stripe an area, its edges waving). On the cut face:
 * the rind band along the curved foot, a pale band inside it, the red flesh, a face in the middle of the flesh and
 * seeds as small closed teardrops round it.
 */
export function watermelonSlice(): Drawn {
  const f: string[] = [];
  const { R, half, skin } = MELON;
  // the skin under the cut face: the foot's arc and the same arc lower on the page
  f.push(path(poly([...arc(R), ...arc(R, skin).reverse()])));
  // its stripes, running down across it, each waving a little and cut square by the skin's two edges
  const STRIPES = 6;
  for (let i = 0; i < STRIPES; i++) {
    const a = -half + (2 * half * (i + 0.5)) / STRIPES;
    const da = 0.045;
    const down = Array.from({ length: 9 }, (_, j) => (skin * j) / 8);
    const at = (b: number, h: number): Pt => {
      const [x, y] = melonAt(R, b + 0.015 * Math.sin((h / skin) * 2 * Math.PI));
      return [x, y + h];
    };
    f.push(path(poly([...down.map((h) => at(a - da, h)), ...down.reverse().map((h) => at(a + da, h))])));
  }
  // the cut face: the rind, the pale band, the flesh
  const RIND = 5;
  f.push(path(sector(R)));
  f.push(path(sector(R - RIND)));
  f.push(path(sector(R - RIND - 3.5)));
  // seeds: two near the point, a row above the face, one either side of it, a row below it
  const seeds: [number, number][] = [
    [13.5, -0.2],
    [13.5, 0.2],
    [23, -0.3],
    [23, 0],
    [23, 0.3],
    [35, -0.44],
    [35, 0.44],
    [44, -0.46],
    [44, 0.46],
    [47.5, -0.17],
    [47.5, 0.16],
  ];
  for (const [r, a] of seeds) f.push(path(seed(r, a)));
  const fc = face(36, 38, 1.05);
  f.push(...fc.f);
  return { f: f.join(''), s: `<path d="${fc.s}"/>`, d: `<path d="${fc.d}"/>`, c: fc.c };
}

// ---------------------------------------------------------------------------------------------------------------
// The pineapple: a crown of leaves over a round body seen as a barrel. A point of the body is given by its
// longitude `lon` round it (0 at the front, ±π/2 at its sides) and its latitude `lat` (negative up), so that the
// lines of its diamond scales, straight in (lon, lat), wind round it as curves.

const BODY = { cx: 36, cy: 47.6, rx: 21.5, ry: 19.6, top: -1, foot: 1.1, tilt: 3.2 };
/**
 * The body as a barrel seen a little from above: its rows of scales evenly spaced down it, its width round at the
 * middle, narrowing more to the top under the crown than to its foot, the front of each row a little lower on the
 * page than its sides (`tilt`), so the foot is rounded. Round it the scales close up toward the sides, but less
 * than on a globe, so those at the sides stay open.
 */
const SQUEEZE = 0.78;
const bodyAt = ([lon, lat]: Pt): Pt => {
  const w = Math.cos((lat < 0 ? 1.1 : 0.9) * lat) ** 0.75;
  return [
    BODY.cx + (BODY.rx * w * Math.sin(lon * SQUEEZE)) / Math.sin((SQUEEZE * Math.PI) / 2),
    BODY.cy + BODY.ry * lat + BODY.tilt * w * Math.cos(lon * SQUEEZE),
  ];
};
/** A polygon in (lon, lat) with its edges cut into short steps, so it bends as the body does once drawn. */
function dense(p: Pt[], step = 0.04): Pt[] {
  const out: Pt[] = [];
  p.forEach((a, i) => {
    const b = p[(i + 1) % p.length];
    const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / step));
    for (let j = 0; j < n; j++) out.push([a[0] + ((b[0] - a[0]) * j) / n, a[1] + ((b[1] - a[1]) * j) / n]);
  });
  return out;
}
const BODY_LL: Pt[] = [
  [-Math.PI / 2, BODY.top],
  [Math.PI / 2, BODY.top],
  [Math.PI / 2, BODY.foot],
  [-Math.PI / 2, BODY.foot],
];

/** A long spiky leaf from (x, y) out at `deg` degrees from straight up, `len` long, `w` wide, its tip bent `bend` outward. */
function leaf(x: number, y: number, deg: number, len: number, w: number, bend: number): string {
  const a = (deg * Math.PI) / 180;
  const [dx, dy] = [Math.sin(a), -Math.cos(a)];
  const side = Math.sign(deg);
  const spine = (u: number): Pt => [x + dx * len * u - dy * bend * u * u * side, y + dy * len * u + dx * bend * u * u * side];
  const n = 24;
  const pts = (sg: 1 | -1) =>
    Array.from({ length: n }, (_, i) => {
      const u = i / n;
      const [p, q] = [spine(u), spine(u + 0.01)];
      const l = Math.hypot(q[0] - p[0], q[1] - p[1]);
      const v = ((w / 2) * (1 - u) ** 0.9 * sg) / l;
      return [p[0] - (q[1] - p[1]) * v, p[1] + (q[0] - p[0]) * v] as Pt;
    });
  return poly([...pts(1), spine(1), ...pts(-1).reverse()]);
}

/**
 * A tall pineapple: a crown of nine long spiky leaves fanning from its top (the outer ones first, the middle one
 * over them all), a round body cut into diamond scales by two sets of crossing lines winding round it, each scale
 * an area with a small chevron mark, and a face on a smooth patch of its front.
 */
export function pineapple(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const base: Pt = [36, 30];
  const leaves: [number, number, number, number][] = [
    [-62, 17, 7, 3],
    [62, 17, 7, 3],
    [-44, 22, 7.5, 3],
    [44, 22, 7.5, 3],
    [-26, 26, 8, 2],
    [26, 26, 8, 2],
    [-10, 28, 8, 1.5],
    [10, 28, 8, 1.5],
    [0, 29, 8.5, 0],
  ];
  for (const [deg, len, w, bend] of leaves) f.push(path(leaf(base[0] + deg * 0.1, base[1], deg, len, w, bend)));
  // the body, then its scales: cells between the lines lon + lat = i·a and lon − lat = j·a, cut to the body
  f.push(path(poly(dense(BODY_LL).map(bodyAt))));
  const a = Math.PI / 4.6;
  const faceAt: Pt = [36, 52];
  const fc = face(faceAt[0], faceAt[1], 0.95);
  for (let i = -8; i <= 8; i++)
    for (let j = -8; j <= 8; j++) {
      const [u0, v0] = [i * a, j * a];
      const cell: Pt[] = [
        [u0, v0],
        [u0 + a, v0],
        [u0 + a, v0 + a],
        [u0, v0 + a],
      ].map(([u, v]) => [(u + v) / 2, (u - v) / 2]);
      for (const part of intersect(dense(cell, 0.5), BODY_LL)) {
        const drawn = dense(part).map(bodyAt);
        f.push(path(poly(drawn)));
      }
      // the mark: a small chevron in the middle of each whole scale that the face does not cover
      const mid: Pt = [(u0 + v0 + a) / 2, (u0 - v0) / 2];
      if (Math.abs(mid[0]) > 1.2 || mid[1] < BODY.top + 0.25 || mid[1] > BODY.foot - 0.25) continue;
      const [mx, my] = bodyAt(mid);
      if (((mx - faceAt[0]) / 12) ** 2 + ((my - faceAt[1] - 1) / 8.5) ** 2 < 1) continue;
      const k = Math.cos(mid[0]) * 0.8 + 0.2;
      s.push(
        line([
          [mx - 1.5 * k, my + 0.6],
          [mx, my - 0.8],
          [mx + 1.5 * k, my + 0.6],
        ]),
      );
    }
  // the face on its smooth patch, over the scales
  f.push(path(ellipse(faceAt[0], faceAt[1] + 1, 11, 8)));
  f.push(...fc.f);
  s.push(fc.s);
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${fc.d}"/>`, c: path(ellipse(faceAt[0], faceAt[1] + 1, 11, 8)) };
}
