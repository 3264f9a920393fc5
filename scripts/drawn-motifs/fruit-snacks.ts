// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Three fruits and an ear of corn whose OpenMoji emoji printed as plain shapes. Its pear was a bare
// outline with one crescent; ours stands on its round bottom under a stalk, a veined leaf, speckles as small areas
// and a shine. Its tangerine was a circle with three little rings; ours is round and dimpled where its stalk
// stands, under a star of a calyx and two veined leaves, its peel dotted with pores as small areas. Its lemon was
// an oval; ours lies tilted with its two pointed ends, a shine, pores and a leaf at its tip, a slice standing
// beside it showing its rind, pith and segments (seeds in some). Its corn was a cob as two flat leaves; ours is an
// upright cob whose kernels lie in rows round it, each an area, four husk leaves peeling back on both sides. (The hot dog
// is drawn in hot-dog.ts.) Each has the family's face (kawaii-face.ts), kept clear of an adults' fill.
import { leaf, stalk } from './fruit';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { along, band, circle, line, path, poly, type Pt, r2, roundRect, starPath, turnedEllipse } from '../../lib/studio/art-kit/shapes';

type Drawn = { f: string; s: string; d: string; c?: string };
const mirror = ([x, y]: Pt): Pt => [72 - x, y];
/** A small repeatable jitter in [-1, 1] for the `i`th pore or speck. */
const jitter = (i: number) => {
  const v = Math.sin(i * 12.9898 + 78.233) * 43758.5453;
  return (v - Math.floor(v)) * 2 - 1;
};
/** Whether (x, y) lies inside the ellipse centred on (cx, cy) with radii rx, ry. */
const inOval = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 < 1;
/** The ends of a drawing: its areas, its lines and the face. */
function drawn(f: string[], s: string[], fc: ReturnType<typeof kawaiiFace>): Drawn {
  f.push(...fc.f);
  s.push(fc.s);
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${fc.d}"/>`, c: fc.c };
}

// ---------------------------------------------------------------------------------------------------------------
// The pear.

/** The pear's right half, from the top of its neck round its shoulder and belly to the middle of its bottom. */
const PEAR_RIGHT: [Pt, Pt, Pt][] = [
  [
    [40.6, 14.4],
    [44.6, 16.6],
    [45.8, 23.4],
  ],
  [
    [47, 30.2],
    [50.4, 33.6],
    [56.2, 39.6],
  ],
  [
    [63.2, 46.8],
    [65, 58.6],
    [58.8, 65.2],
  ],
  [
    [53.2, 71.2],
    [43, 71.4],
    [36, 71.4],
  ],
];

/**
 * A pear standing on its round bottom: a narrow neck swelling to a wide belly, its stalk in the dimple at the
 * top, a leaf with a midrib and veins growing from the stalk, a shine down its left side, speckles as small areas
 * and a face on its belly.
 */
export function pear(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  f.push(
    stalk(
      [36, 19],
      [
        [
          [36.3, 12],
          [37.4, 7],
          [40.4, 1.6],
        ],
      ],
      3.6,
      2.7,
    ),
  );
  const right = along([36, 14.2], PEAR_RIGHT, 16);
  const left = right.map(mirror).reverse();
  f.push(path(poly([...right, ...left.slice(1, -1)])));
  s.push('M32.4 16.2Q36 19.6 39.6 16.2');
  const lf = leaf([38.6, 9.8], [64, 6.4], 11.5, -2.2, 3);
  f.push(lf.area);
  s.push(lf.lines);
  // the shine: a curved sliver down the left of the belly
  f.push(path('M15.2 55.2Q14.8 45.4 20.4 39.4Q22.6 38.4 22.5 40.6Q18.4 46 18.6 54.6Q17 57.2 15.2 55.2Z'));
  const specks: [number, number, number][] = [
    [30.5, 27.5, 25],
    [41.8, 31, -20],
    [52, 42, 10],
    [58.6, 53.5, -30],
    [51.5, 64.5, 20],
    [36.5, 66.4, 0],
    [23.5, 64.2, -25],
    [14.2, 60.2, 15],
    [36.6, 22.6, -10],
    [27.5, 38.2, 30],
  ];
  for (const [x, y, deg] of specks) f.push(path(turnedEllipse(x, y, 1.5, 0.95, deg)));
  return drawn(f, s, kawaiiFace(36, 50.5, 1.25));
}

// ---------------------------------------------------------------------------------------------------------------
// The tangerine.

const TANGERINE = { x: 36, y: 44.4, rx: 30.5, ry: 26.8 };

/**
 * A round tangerine, a little wider than tall and dimpled at the top where its stalk stands under a star-shaped
 * calyx, two veined leaves spreading from the stalk; a shine on its upper left, its peel dotted with pores as
 * small areas (kept off the face and the shine) and a face.
 */
export function tangerine(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const T = TANGERINE;
  const body = Array.from({ length: 96 }, (_, i): Pt => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 96;
    const off = Math.atan2(Math.sin(a + Math.PI / 2), Math.cos(a + Math.PI / 2));
    const k = 1 - 0.085 * Math.exp(-((off / 0.34) ** 2));
    return [T.x + T.rx * k * Math.cos(a), T.y + T.ry * k * Math.sin(a)];
  });
  f.push(path(poly(body)));
  // the dimple's rim either side of the stalk
  s.push('M29.6 21.6Q36 25.4 42.4 21.6');
  const shine: Pt[] = [
    [11.6, 42],
    [14, 30],
    [24.4, 22.4],
  ];
  f.push(path(band(along(shine[0], [[shine[0], shine[1], shine[2]]], 14), (t) => 0.6 + 2.8 * Math.sin(Math.PI * t)).d));
  // pores: a loose grid with jitter, inside the peel, off the face, the shine and the calyx
  const fc = kawaiiFace(36, 50, 1.3);
  let i = 0;
  for (let y = 25; y <= 69; y += 6.6)
    for (let x = 9; x <= 63; x += 7.2) {
      i++;
      const px = x + ((Math.floor((y - 25) / 6.6) % 2) * 3.6 + jitter(i) * 1.4);
      const py = y + jitter(i + 500) * 1.4;
      if (!inOval(px, py, T.x, T.y, T.rx - 3.4, T.ry - 3.4)) continue;
      if (inOval(px, py, 36, 51.8, 16, 11.2)) continue;
      if (inOval(px, py, 17.6, 32, 9.5, 11)) continue;
      if (inOval(px, py, 36, 20, 8, 5.5)) continue;
      f.push(path(turnedEllipse(r2(px), r2(py), 1.25, 1, r2(jitter(i + 900) * 60))));
    }
  // the leaves, then the stalk standing in the dimple with its calyx round its foot
  const l1 = leaf([37.6, 15.6], [66, 5.4], 12, -2.4, 3);
  const l2 = leaf([34.4, 15.6], [8.6, 4.2], 11, 2.4, 3);
  f.push(l1.area, l2.area);
  s.push(l1.lines, l2.lines);
  f.push(
    stalk(
      [36, 21],
      [
        [
          [36, 17],
          [36.2, 14],
          [37.4, 11],
        ],
      ],
      3.6,
      3,
    ),
  );
  f.push(path(starPath(36, 21.4, 4.4)));
  return drawn(f, s, fc);
}

// ---------------------------------------------------------------------------------------------------------------
// The lemon and its slice.

const LEMON = { x: 30, y: 31.5, L: 26.5, W: 18.6, deg: -32 };
const SLICE = { x: 52.6, y: 54.6, r: 16.8 };

/** A point of the lemon's own frame (u along it toward its upper right tip, v across it) in the box. */
function lemonAt(u: number, v: number): Pt {
  const a = (LEMON.deg * Math.PI) / 180;
  return [LEMON.x + u * Math.cos(a) - v * Math.sin(a), LEMON.y + u * Math.sin(a) + v * Math.cos(a)];
}

/**
 * A lemon lying tilted up to the right, plump in the middle with a pointed nub at each end, a leaf growing from
 * its upper tip, a shine along its top, a few pores and a face; a round slice stands in front of it at the lower
 * right: its rind, the pale pith and nine segments round a small core, each an area, seeds in three of them.
 */
export function lemon(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const { L, W } = LEMON;
  const body = Array.from({ length: 120 }, (_, i): Pt => {
    const t = (i * 2 * Math.PI) / 120;
    const c = Math.cos(t);
    return lemonAt(L * c + 5 * Math.sign(c) * Math.abs(c) ** 26, W * Math.sin(t));
  });
  // the leaf behind the lemon's upper tip, reaching up and back over it
  const tip = lemonAt(L + 3.6, 0);
  const lf = leaf([tip[0] - 1, tip[1] - 0.6], [tip[0] - 23, tip[1] - 14.4], 10.5, -2, 3);
  f.push(path(poly(body)), lf.area);
  s.push(lf.lines);
  // the shine: a sliver along the upper edge
  const shine = Array.from({ length: 15 }, (_, i): Pt => lemonAt(-15 + (i * 22) / 14, -W * 0.72 * Math.sqrt(1 - ((-15 + (i * 22) / 14) / (L + 2)) ** 2)));
  f.push(path(band(shine, (t) => 0.6 + 2.6 * Math.sin(Math.PI * t)).d));
  for (const [u, v] of [
    [-19, 4],
    [-14, 11],
    [16, -10],
    [19, 4],
    [-5, 14],
    [8, -15.5],
  ]) {
    const [x, y] = lemonAt(u, v);
    f.push(path(turnedEllipse(r2(x), r2(y), 1.3, 0.9, LEMON.deg)));
  }
  // the slice
  const S = SLICE;
  f.push(path(circle(S.x, S.y, S.r)), path(circle(S.x, S.y, S.r - 2.6)));
  const n = 9;
  const [rIn, rOut] = [2.2, S.r - 4.1];
  const seeds: string[] = [];
  for (let k = 0; k < n; k++) {
    const a0 = -Math.PI / 2 + (k * 2 * Math.PI) / n;
    const a1 = a0 + (2 * Math.PI) / n;
    const gap = 1.05; // half the pith between two segments, in units
    const g = gap / rOut;
    const pts = Array.from({ length: 11 }, (_, j): Pt => {
      const a = a0 + g + ((a1 - a0 - 2 * g) * j) / 10;
      return [S.x + rOut * Math.cos(a), S.y + rOut * Math.sin(a)];
    });
    const mid = (a0 + a1) / 2;
    const inner = rIn + gap / Math.sin(Math.PI / n);
    pts.push([S.x + inner * Math.cos(mid), S.y + inner * Math.sin(mid)]);
    f.push(path(poly(pts)));
    if (k % 3 === 1) {
      const [sx, sy] = [S.x + rOut * 0.55 * Math.cos(mid), S.y + rOut * 0.55 * Math.sin(mid)];
      seeds.push(path(turnedEllipse(r2(sx), r2(sy), 1.5, 0.8, r2((mid * 180) / Math.PI))));
    }
  }
  f.push(...seeds, path(circle(S.x, S.y, 1.5)));
  return drawn(f, s, kawaiiFace(...lemonAt(-1.5, 1), 1.1, LEMON.deg * 0.6));
}

// ---------------------------------------------------------------------------------------------------------------
// The ear of corn.

const COB_X = 36;
const COB_TOP = 2.6;
const COB_BOTTOM = 64;
/** Half the cob's width at height y: a round top, then sides swelling a little toward the middle. */
const cobHalf = (y: number) => {
  if (y <= 14) return 12 * Math.sqrt(Math.max(0, 1 - ((14 - y) / (14 - COB_TOP)) ** 2));
  return 12 + 1.6 * Math.sin((Math.PI * (y - 14)) / 60);
};

/**
 * A husk leaf from its base to its tip, between an outer and an inner edge (each a cubic), with two veins running
 * along it between them: the leaf and its veins.
 */
function husk(outer: [Pt, Pt, Pt, Pt], inner: [Pt, Pt, Pt, Pt]): { f: string; s: string } {
  const o = along(outer[0], [[outer[1], outer[2], outer[3]]], 24);
  const i = along(inner[0], [[inner[1], inner[2], inner[3]]], 24);
  const area = path(poly([...o, ...i.slice(0, -1).reverse()]));
  const veins = [0.34, 0.66].map((share) => line(o.slice(3, 20).map((p, k): Pt => [p[0] + (i[k + 3][0] - p[0]) * share, p[1] + (i[k + 3][1] - p[1]) * share])));
  return { f: area, s: veins.join('') };
}

/**
 * An upright ear of corn: the cob with a round top, its kernels in rows round it (each a rounded area, narrower
 * toward the cob's sides as a cylinder shows them), a smooth patch for the face; two husk leaves peeling back
 * behind it and two in front, on both sides, each with veins.
 */
export function earOfCorn(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // the back husks, higher and narrower, peeping out from behind the cob
  const backL = husk(
    [
      [32, 66],
      [18, 62],
      [5.4, 42],
      [5, 9.6],
    ],
    [
      [36, 60],
      [28, 44],
      [20, 28],
      [5, 9.6],
    ],
  );
  const backR = husk(
    [
      [40, 66],
      [54, 62],
      [66.6, 42],
      [67, 9.6],
    ],
    [
      [36, 60],
      [44, 44],
      [52, 28],
      [67, 9.6],
    ],
  );
  f.push(backL.f, backR.f);
  s.push(backL.s, backR.s);
  // the cob
  const ys = Array.from({ length: 60 }, (_, k) => COB_TOP + (COB_BOTTOM - COB_TOP) * (k / 59) ** 1.6);
  const cob: Pt[] = [...ys.map((y): Pt => [COB_X + cobHalf(y), y]), ...ys.reverse().map((y): Pt => [COB_X - cobHalf(y), y])];
  f.push(path(poly(cob)));
  // the kernels, skipping the face's patch
  const face = { x: 36, y: 33, k: 1.02 };
  const cols = 6;
  const phi = (j: number) => ((-78 + (156 * j) / cols) * Math.PI) / 180;
  for (let y0 = 4.4; y0 + 3.4 <= COB_BOTTOM; y0 += 4.7) {
    const y1 = y0 + 4;
    const hw = Math.min(cobHalf(y0), cobHalf(y1)) - 0.4;
    for (let j = 0; j < cols; j++) {
      const x0 = COB_X + hw * Math.sin(phi(j)) + 0.35;
      const x1 = COB_X + hw * Math.sin(phi(j + 1)) - 0.35;
      if (x1 - x0 < 2) continue;
      const [cx, cy] = [(x0 + x1) / 2, (y0 + y1) / 2];
      if (inOval(cx, cy, face.x, face.y + 1.4 * face.k, 10.5 * face.k + (x1 - x0) / 2 + 0.4, 7 * face.k + 2.4)) continue;
      const rr = Math.min(x1 - x0, y1 - y0) * 0.46;
      f.push(path(roundRect(r2(x0), r2(y0), r2(x1), r2(y1), r2(rr))));
    }
  }
  // the front husks, lower and wider, peeling back on both sides of the cob's foot
  const frontL = husk(
    [
      [38.4, 71.6],
      [20, 72],
      [3, 61],
      [1.4, 33],
    ],
    [
      [40.4, 63],
      [30, 52],
      [15, 45],
      [1.4, 33],
    ],
  );
  const frontR = husk(
    [
      [33.6, 71.6],
      [52, 72],
      [69, 61],
      [70.6, 33],
    ],
    [
      [31.6, 63],
      [42, 52],
      [57, 45],
      [70.6, 33],
    ],
  );
  f.push(frontL.f, frontR.f);
  s.push(frontL.s, frontR.s);
  return drawn(f, s, kawaiiFace(face.x, face.y, face.k));
}
