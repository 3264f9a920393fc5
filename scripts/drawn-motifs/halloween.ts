// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Four things for autumn and Halloween. OpenMoji's jack-o-lantern was a plain pumpkin with a mean carved face;
// ours is plump and ribbed (each rib an area) with a curly stem, a leaf and a tendril, and a friendly carved face:
// happy triangle eyes and a nose with the pumpkin's wall showing inside them, and a wide smile with square teeth,
// every hole a white area, never solid black. Fluent's bat was a flat silhouette; ours is a round little bat with
// big ears, wings whose finger bones split them into panels, the family's face (kawaii-face.ts) with two small
// fangs, a belly patch and two feet. OpenMoji's yo-yo was a disc with a star; ours shows both halves, a rim of
// coloured segments, the family's face ringed by five stars, and its string looping up to a finger ring.
// OpenMoji's fallen leaf was two bare leaf blades; ours is a little pile: a maple leaf, an oak leaf and a round
// leaf, each with a stalk and veins stopping short of its edge, and an acorn with a face in front.
import { kawaiiFace } from './kawaii-face';
import { along, band, circle, ellipse, insidePolygon, line, path, poly, type Pt, r2, starPath } from './shapes';

type Art = { f: string[]; s: string[]; d: string[] };
const art = (): Art => ({ f: [], s: [], d: [] });
const done = (a: Art, c?: string) => ({
  f: a.f.join(''),
  s: a.s.length ? `<path d="${a.s.join('')}"/>` : '',
  d: a.d.length ? `<path d="${a.d.join('')}"/>` : '',
  ...(c ? { c } : {}),
});
const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
/** The point at `t` on the quadratic from `a` through control `b` to `c`. */
const quad = (a: Pt, b: Pt, c: Pt, t: number): Pt => [0, 1].map((i) => (1 - t) ** 2 * a[i] + 2 * t * (1 - t) * b[i] + t * t * c[i]) as Pt;
const quadRun = (a: Pt, b: Pt, c: Pt, n = 12): Pt[] => Array.from({ length: n + 1 }, (_, i) => quad(a, b, c, i / n));
/** Points round the ellipse centred on (cx, cy) from angle `a0` to `a1` (radians, y down). */
const arc = (cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, n = 24): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => [cx + rx * Math.cos(a0 + ((a1 - a0) * i) / n), cy + ry * Math.sin(a0 + ((a1 - a0) * i) / n)]);
/** `pts` turned `deg` degrees about the origin, scaled by `k`, then moved to (x, y). */
const place = (pts: Pt[], x: number, y: number, k: number, deg: number): Pt[] => {
  const a = (deg * Math.PI) / 180;
  return pts.map(([u, v]) => [x + k * (u * Math.cos(a) - v * Math.sin(a)), y + k * (u * Math.sin(a) + v * Math.cos(a))]);
};
/** The shape `pts` shrunk by `k` toward its centre of points, then moved by (dx, dy): a hole's inner wall. */
const shrink = (pts: Pt[], k: number, dx: number, dy: number): Pt[] => {
  const [cx, cy] = [pts.reduce((t, p) => t + p[0], 0) / pts.length, pts.reduce((t, p) => t + p[1], 0) / pts.length];
  return pts.map(([x, y]) => [cx + (x - cx) * k + dx, cy + (y - cy) * k + dy]);
};

function nearEdge(p: Pt, shape: Pt[], margin: number): boolean {
  for (let i = 0, j = shape.length - 1; i < shape.length; j = i++) {
    const [a, b] = [shape[j], shape[i]];
    const [vx, vy] = [b[0] - a[0], b[1] - a[1]];
    const len2 = vx * vx + vy * vy || 1;
    const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * vx + (p[1] - a[1]) * vy) / len2));
    if (Math.hypot(p[0] - a[0] - vx * t, p[1] - a[1] - vy * t) < margin) return true;
  }
  return false;
}
/**
 * The runs of the line `pts` (sampled every 0.3 units) inside `own` and clear of every shape of `covers` by
 * `margin`: a vein stops short of its leaf's edge and hides under a leaf lying over it.
 */
function visible(pts: Pt[], own: Pt[], covers: Pt[][], margin = 1.3): string {
  const fine: Pt[] = [pts[0]];
  for (let i = 1; i < pts.length; i++) {
    const n = Math.max(1, Math.ceil(Math.hypot(pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1]) / 0.3));
    for (let k = 1; k <= n; k++) fine.push(lerp(pts[i - 1], pts[i], k / n));
  }
  const shown = (p: Pt) => insidePolygon(p, own) && !nearEdge(p, own, margin) && covers.every((c) => !insidePolygon(p, c) && !nearEdge(p, c, margin));
  const out: string[] = [];
  let run: Pt[] = [];
  for (const p of [...fine, null]) {
    if (p && shown(p)) run.push(p);
    else {
      if (run.length > 3) out.push(line(run));
      run = [];
    }
  }
  return out.join('');
}

// ---------------------------------------------------------------------------------------------------------------
// The jack-o-lantern.

/** A rounded triangle pointing up: `w` across its base, `h` tall, its base centre at (x, y). */
function upTriangle(x: number, y: number, w: number, h: number): Pt[] {
  const corners: Pt[] = [
    [x - w / 2, y],
    [x, y - h],
    [x + w / 2, y],
  ];
  const pts: Pt[] = [];
  corners.forEach((c, i) => {
    const [prev, next] = [corners[(i + 2) % 3], corners[(i + 1) % 3]];
    pts.push(...quadRun(lerp(c, prev, 0.2), c, lerp(c, next, 0.2), 6));
  });
  return pts;
}

/**
 * A plump pumpkin of five ribs (the outer ones behind, the middle one in front), a curly stem behind its top, a
 * leaf with its veins and a tendril, and a carved face: two happy triangle eyes and a nose with the wall of the
 * pumpkin showing inside their top, and a wide smile with two teeth above and one below, every hole white.
 */
export function jackOLantern() {
  const a = art();
  // the stem, curling over to the right at its top, its foot hidden behind the pumpkin
  const stemLine = along(
    [34.5, 26],
    [
      [
        [33.5, 15],
        [36, 7],
        [42, 4.5],
      ],
      [
        [46.5, 2.8],
        [50, 5.5],
        [48, 8.6],
      ],
    ],
  );
  a.f.push(path(band(stemLine, (t) => 8.5 - 5 * t).d));
  a.f.push(path(ellipse(48.2, 8.6, 1.9, 1.6)));
  // the ribs: the outer pair behind, the middle one in front
  for (const [x, rx, ry] of [
    [17.5, 14.5, 22.5],
    [54.5, 14.5, 22.5],
    [26.5, 15.5, 24.2],
    [45.5, 15.5, 24.2],
    [36, 15, 25.2],
  ])
    a.f.push(path(ellipse(x, 46, rx, ry)));
  // a crease down each rib from its top
  for (const [x0, x1] of [
    [9.5, 8],
    [62.5, 64],
  ])
    a.s.push(`M${x0} 30Q${x1} 40 ${x0 + (x1 - x0) * 0.4} 48`);
  // the leaf, lying on the pumpkin's shoulder left of the stem
  const leaf: Pt[] = place(
    [
      ...quadRun([0, 0], [5, -6.5], [15, -1.5], 10),
      ...quadRun([15, -1.5], [16.5, 0], [19, 0.5], 3).slice(1),
      ...quadRun([19, 0.5], [12, 7.5], [0, 0], 10).slice(1),
    ],
    34,
    21.5,
    1.35,
    200,
  );
  a.f.push(path(poly(leaf)));
  a.s.push(visible(place(quadRun([0, 0], [9, -0.5], [17, 0.5]), 34, 21.5, 1.35, 200), leaf, [], 1));
  for (const [u, v] of [
    [5, -3.3],
    [10, -2.8],
    [6, 3.2],
    [11, 3],
  ])
    a.s.push(
      visible(
        place(
          [
            [u - 2.2, v * 0.1],
            [u, v * 0.55],
            [u + 1.8, v],
          ],
          34,
          21.5,
          1.35,
          200,
        ),
        leaf,
        [],
        0.9,
      ),
    );
  // the tendril: from the stem's foot out to the right, curling round twice
  const tendril: Pt[] = [[38.5, 20.5], ...quadRun([38.5, 20.5], [45, 21.5], [51, 17.6], 10).slice(1)];
  const [cx, cy] = [54, 14.6];
  const a0 = Math.atan2(17.6 - cy, 51 - cx);
  for (let i = 1; i <= 60; i++) {
    const t = i / 60;
    const rr = Math.hypot(51 - cx, 17.6 - cy) * (1 - 0.72 * t);
    tendril.push([cx + rr * Math.cos(a0 - t * 3.8 * Math.PI), cy + rr * Math.sin(a0 - t * 3.8 * Math.PI)]);
  }
  a.s.push(line(tendril));
  // the carved face: eyes and nose, each with the wall showing inside its top, and the smile
  for (const [x, y, w, h] of [
    [24.5, 43.5, 12.5, 11],
    [47.5, 43.5, 12.5, 11],
    [36, 52, 6.4, 5.4],
  ]) {
    const hole = upTriangle(x, y, w, h);
    a.f.push(path(poly(hole)), path(poly(shrink(hole, 0.72, 0, h * 0.08))));
  }
  const [l, r]: Pt[] = [
    [16.5, 53.5],
    [55.5, 53.5],
  ];
  const top = (t: number) => quad(l, [36, 61], r, t);
  const bottom = (t: number) => quad(r, [36, 78], l, t);
  const mouth: Pt[] = [];
  // the upper lip with two square teeth hanging from it, the lower one with a tooth standing up in the middle
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    const p = top(t);
    const tooth = (t > 0.3 && t < 0.41) || (t > 0.59 && t < 0.7) ? 3.3 : 0;
    mouth.push([p[0], p[1] + tooth]);
  }
  for (let i = 1; i < 40; i++) {
    const t = i / 40;
    const p = bottom(t);
    const tooth = t > 0.44 && t < 0.56 ? -3.2 : 0;
    mouth.push([p[0], p[1] + tooth]);
  }
  a.f.push(path(poly(mouth)));
  return done(a, path(ellipse(36, 51, 22, 15)));
}

// ---------------------------------------------------------------------------------------------------------------
// The bat.

/**
 * One wing of the bat, its shoulder at `sh`, spread to the side `side` (-1 left, 1 right): the arm up to the
 * wrist with a little claw, then three panels between the finger bones, each edged below by a scallop.
 */
function wing(side: number): string[] {
  const m = (p: Pt): Pt => [36 + side * (36 - p[0]), p[1]];
  const [sh, wrist, hip]: Pt[] = [m([25, 37]), m([11.5, 21]), m([25.5, 51])];
  const tips: Pt[] = [m([0.5, 37]), m([4, 51]), m([14.5, 58])];
  const scallop = (p: Pt, q: Pt) => {
    const mid = lerp(p, q, 0.5);
    return quadRun(p, lerp(mid, wrist, 0.3), q, 10).slice(1);
  };
  const out: string[] = [];
  // the outer panel: along the top from the wrist to the wing's tip, scalloped back to the next finger
  out.push(poly([wrist, ...quadRun(wrist, m([4, 22]), tips[0], 10).slice(1), ...scallop(tips[0], tips[1])]));
  out.push(poly([wrist, tips[1], ...scallop(tips[1], tips[2])]));
  // the inner panel, from the arm to the body (the body hides its inner edge)
  out.push(poly([sh, ...quadRun(sh, m([16, 27]), wrist, 8).slice(1), tips[2], ...scallop(tips[2], hip), m([32, 44])]));
  // the claw on the wrist
  out.push(poly([m([10, 22]), m([9.2, 17]), m([13.4, 20.6])]));
  return out.map(path);
}

/**
 * A round little bat: big ears with their insides, wings spread wide with finger bones making panels, a round
 * body with a belly patch and two feet, and the family's face with two small fangs under its smile.
 */
export function bat() {
  const a = art();
  a.f.push(...wing(-1), ...wing(1));
  for (const side of [-1, 1]) {
    const m = (p: Pt): Pt => [36 + side * (p[0] - 36), p[1]];
    const ear = [...quadRun(m([22, 36]), m([17, 22]), m([19, 12]), 10), ...quadRun(m([19, 12]), m([29, 17]), m([35, 27]), 10).slice(1)];
    const inner = [...quadRun(m([24, 31.5]), m([21, 23]), m([21.8, 16.5]), 8), ...quadRun(m([21.8, 16.5]), m([27.5, 20]), m([31, 27]), 8).slice(1)];
    a.f.push(path(poly(ear)), path(poly(inner)));
    a.f.push(path(ellipse(36 + side * 5, 59, 3.4, 2.4)));
  }
  a.f.push(path(circle(36, 42, 16.5)));
  a.f.push(path(ellipse(36, 53.2, 7.5, 4)));
  const k = 1.15;
  const fc = kawaiiFace(36, 38.5, k);
  a.f.push(...fc.f);
  // two fangs hanging from the smile
  const [sl, low, sr]: Pt[] = [
    [36 - 2.4 * k, 38.5 + 2.2 * k],
    [36, 38.5 + 5.4 * k],
    [36 + 2.4 * k, 38.5 + 2.2 * k],
  ];
  for (const [t0, t1] of [
    [0.27, 0.42],
    [0.58, 0.73],
  ]) {
    const [p, q] = [quad(sl, low, sr, t0), quad(sl, low, sr, t1)];
    const tip: Pt = [(p[0] + q[0]) / 2, Math.max(p[1], q[1]) + 1.9];
    a.f.push(path(poly([p, ...quadRun(sl, low, sr, 6).filter((_, i) => i / 6 > t0 && i / 6 < t1), q, tip])));
  }
  a.s.push(fc.s);
  a.d.push(fc.d);
  return done(a, fc.c);
}

// ---------------------------------------------------------------------------------------------------------------
// The yo-yo.

/** The outline round two equal circles of radius `r` centred on `p` and `q`: a disc seen as a thick puck. */
function hull(p: Pt, q: Pt, r: number): Pt[] {
  const a = Math.atan2(q[1] - p[1], q[0] - p[0]);
  return [...arc(q[0], q[1], r, r, a - Math.PI / 2, a + Math.PI / 2, 18), ...arc(p[0], p[1], r, r, a + Math.PI / 2, a + 1.5 * Math.PI, 18)];
}

/**
 * A yo-yo seen a little from the side: the back half, the gap round its axle and the front half, the front's rim
 * in ten coloured segments round a face ringed by five stars, and its string looping up to a finger ring.
 */
export function yoYo() {
  const a = art();
  const R = 25;
  const front: Pt = [30, 45.5];
  const at = (k: number): Pt => [front[0] + 7 * k, front[1] - 4 * k];
  a.f.push(path(poly(hull(at(1), at(0.62), R))));
  a.f.push(path(circle(...at(0.5), 22)));
  a.f.push(path(poly(hull(at(0.38), front, R))));
  a.f.push(path(circle(...front, R)));
  // the rim: ten segments between the outer edge and the face
  const inner = 19.5;
  for (let i = 0; i < 10; i++) {
    const [t0, t1] = [(i * Math.PI) / 5 - Math.PI / 2, ((i + 1) * Math.PI) / 5 - Math.PI / 2];
    a.f.push(path(poly([...arc(...front, R, R, t0, t1, 6), ...arc(...front, inner, inner, t1, t0, 6)])));
  }
  a.f.push(path(circle(...front, inner)));
  for (let i = 0; i < 5; i++) {
    const t = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    a.f.push(path(starPath(r2(front[0] + 14.2 * Math.cos(t)), r2(front[1] + 14.2 * Math.sin(t)), 3.6)));
  }
  const fc = kawaiiFace(front[0], front[1] - 0.6, 1.0);
  a.f.push(...fc.f);
  // the string: out of the gap at the top, up with a loop, to the finger ring
  const ring: Pt = [60, 6.5];
  const s0 = [at(0.5)[0] + 22 * Math.cos(-1.05), at(0.5)[1] + 22 * Math.sin(-1.05)] as Pt;
  const string = along(s0, [
    [
      [s0[0] + 1, s0[1] - 7],
      [58, 24],
      [60, 19],
    ],
    [
      [62, 14],
      [54, 13],
      [56.5, 17],
    ],
    [
      [58, 19.5],
      [61, 15],
      [60, ring[1] + 4.8],
    ],
  ]);
  a.s.push(line(string));
  a.f.push(path(circle(...ring, 4.8)), path(circle(...ring, 2.6)));
  a.s.push(fc.s);
  a.d.push(fc.d);
  return done(a, fc.c);
}

// ---------------------------------------------------------------------------------------------------------------
// The fallen leaves.

/** A maple leaf in a unit frame (its stalk's foot down at (0, 1.35), its top lobe's point at (0, -1)). */
function mapleOutline(): Pt[] {
  const lobes: [number, number][] = [
    [-90, 1],
    [-30, 0.88],
    [32, 0.6],
    [148, 0.6],
    [-150, 0.88],
  ].sort((p, q) => ((p[0] + 360 + 90) % 360) - ((q[0] + 360 + 90) % 360)) as [number, number][];
  const at = (deg: number, r: number): Pt => [r * Math.cos((deg * Math.PI) / 180), 0.15 + r * Math.sin((deg * Math.PI) / 180)];
  const pts: Pt[] = [];
  lobes.forEach(([deg, R], i) => {
    const next = lobes[(i + 1) % lobes.length];
    let gap = (next[0] - deg + 360) % 360;
    if (gap === 0) gap = 360;
    pts.push(
      at(deg - 24, 0.5 * R),
      at(deg - 17, 0.74 * R),
      at(deg - 12, 0.66 * R),
      at(deg, R),
      at(deg + 12, 0.66 * R),
      at(deg + 17, 0.74 * R),
      at(deg + 24, 0.5 * R),
    );
    // the notch between this lobe and the next (the stalk's notch at the bottom is deeper)
    pts.push(at(deg + gap / 2, gap > 100 ? 0.16 : 0.32));
  });
  return pts;
}

/** An oak leaf `len` long along x from (0, 0): round lobes either side, deep bays between them. */
function oakOutline(len: number, w: number): Pt[] {
  const half = (t: number) => w * Math.sin(Math.PI * Math.min(1, t * 1.08)) ** 0.7 * (0.55 + 0.45 * Math.abs(Math.sin(Math.PI * 4.5 * t)));
  const n = 80;
  const up: Pt[] = Array.from({ length: n + 1 }, (_, i) => [(len * i) / n, -half(i / n)]);
  const down: Pt[] = Array.from({ length: n - 1 }, (_, i) => [(len * (n - 1 - i)) / n, half((n - 1 - i) / n)]);
  return [...up, ...down];
}

/**
 * A pile of fallen leaves: a big maple leaf behind, an oak leaf and a round leaf lying over it, each with its
 * stalk and veins stopping short of its edge (and hidden under a leaf over it), and an acorn with a face in front.
 */
export function fallenLeaves() {
  const a = art();
  // the maple leaf
  const M = { x: 40, y: 27, k: 27, deg: 14 };
  const maple = place(mapleOutline(), M.x, M.y, M.k, M.deg);
  const mapleStalk = band(
    place(
      [
        [0, 0.1],
        [0.04, 0.7],
        [0.1, 1.2],
      ],
      M.x,
      M.y,
      M.k,
      M.deg,
    ),
    (t) => 2.4 - 0.8 * t,
  );
  // the oak leaf, from its stalk at the lower left up to the right
  const O = { x: 3, y: 60, deg: -40 };
  const oak = place(oakOutline(40, 11), O.x, O.y, 1, O.deg);
  const oakStalk = band(
    place(
      [
        [-4.5, 1.5],
        [1.5, 0],
      ],
      O.x,
      O.y,
      1,
      O.deg,
    ),
    () => 2,
  );
  // the round leaf, from its stalk at the lower right
  const Rl = { x: 53, y: 50, deg: 80 };
  const roundUnit: Pt[] = [
    ...quadRun([-9, 0], [-9, -12], [3, -11.5], 12),
    ...quadRun([3, -11.5], [11, -8.5], [14, 0], 8).slice(1),
    ...quadRun([14, 0], [11, 8.5], [3, 11.5], 8).slice(1),
    ...quadRun([3, 11.5], [-9, 12], [-9, 0], 12).slice(1, -1),
  ];
  const round = place(roundUnit, Rl.x, Rl.y, 1, Rl.deg);
  const roundStalk = band(
    place(
      [
        [-8, 0],
        [-15, 1.2],
      ],
      Rl.x,
      Rl.y,
      1,
      Rl.deg,
    ),
    () => 2,
  );
  // the acorn in front
  const nut: Pt[] = [...quadRun([28.5, 60], [28, 70.5], [36, 71], 10), ...quadRun([36, 71], [44, 70.5], [43.5, 60], 10).slice(1)];
  const cap: Pt[] = [
    ...quadRun([27, 60.5], [27, 50.5], [36, 50.5], 10),
    ...quadRun([36, 50.5], [45, 50.5], [45, 60.5], 10).slice(1),
    ...quadRun([45, 60.5], [36, 63], [27, 60.5], 10).slice(1, -1),
  ];
  const covers = {
    maple: [oak, round, oakStalk.left.concat([...oakStalk.right].reverse()), roundStalk.left.concat([...roundStalk.right].reverse()), nut, cap],
    leaf: [nut, cap],
  };

  a.f.push(path(mapleStalk.d), path(poly(maple)));
  const mc = place([[0, 0.1]], M.x, M.y, M.k, M.deg)[0];
  for (const [deg, R] of [
    [-90, 1],
    [-30, 0.88],
    [32, 0.6],
    [148, 0.6],
    [-150, 0.88],
  ]) {
    const tip = place([[R * Math.cos((deg * Math.PI) / 180), 0.15 + R * Math.sin((deg * Math.PI) / 180)]], M.x, M.y, M.k, M.deg)[0];
    a.s.push(visible([mc, tip], maple, covers.maple, 1.6));
  }
  a.f.push(path(oakStalk.d), path(poly(oak)));
  a.s.push(
    visible(
      place(
        [
          [0, 0],
          [38, 0],
        ],
        O.x,
        O.y,
        1,
        O.deg,
      ),
      oak,
      covers.leaf,
      1.3,
    ),
  );
  for (let i = 0; i < 4; i++) {
    // each side vein runs out to a lobe (the lobes peak at t = (2i + 1) / 9)
    const t = (2 * i + 1) / 9;
    for (const side of [-1, 1])
      a.s.push(
        visible(
          place(
            [
              [40 * t - 3.5, 0],
              [40 * t, side * 7],
            ],
            O.x,
            O.y,
            1,
            O.deg,
          ),
          oak,
          covers.leaf,
          1.3,
        ),
      );
  }
  a.f.push(path(roundStalk.d), path(poly(round)));
  a.s.push(
    visible(
      place(
        [
          [-9, 0],
          [14, 0],
        ],
        Rl.x,
        Rl.y,
        1,
        Rl.deg,
      ),
      round,
      covers.leaf,
      1.3,
    ),
  );
  for (const u of [-4, 1.5, 7])
    for (const side of [-1, 1])
      a.s.push(
        visible(
          place(
            [
              [u, 0],
              [u + 4, side * 5],
              [u + 6.5, side * 9],
            ],
            Rl.x,
            Rl.y,
            1,
            Rl.deg,
          ),
          round,
          covers.leaf,
          1.3,
        ),
      );
  // the acorn: the nut with a point, the cap with its scales and stalk, and a small face
  a.f.push(
    path(poly(nut)),
    path(
      poly([
        [35.2, 71],
        [36, 72],
        [36.8, 71],
      ]),
    ),
  );
  a.f.push(
    path(
      poly([
        [35, 51.5],
        [35.2, 47],
        [37.6, 46.5],
        [37.2, 51.5],
      ]),
    ),
  );
  a.f.push(path(poly(cap)));
  for (const [x0, x1] of [
    [29.5, 33.5],
    [33, 39],
    [36.5, 42.5],
  ]) {
    a.s.push(
      visible(
        [
          [x0, 60.5],
          [x1, 51.5],
        ],
        cap,
        [],
        0.9,
      ),
      visible(
        [
          [72 - x0, 60.5],
          [72 - x1, 51.5],
        ],
        cap,
        [],
        0.9,
      ),
    );
  }
  const fc = kawaiiFace(36, 64.5, 0.62);
  a.f.push(...fc.f);
  a.s.push(fc.s);
  a.d.push(fc.d);
  return done(a, fc.c);
}
