// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Five fruit and vegetables whose OpenMoji emoji printed as plain shapes. Its tomato was a round with a crescent
// under a small cap; ours is round with soft lobes, dimpled under a star-shaped calyx of curled sepals with a
// stalk, and a shine. Its peach was a round with two curves under two flat leaves; ours has its cleft, a soft
// point, a blush and a shine, under a stalk with two veined leaves. Its avocado was a half as two outlines and a
// ring; ours is a half with its skin rim, flesh and a round stone sitting in its hollow with a shine, the other
// half, its hollow empty, leaning behind it. Its broccoli was one cloud on a stub; ours is a crown of bumpy
// clusters, each an area with florets marked on it, on a stem that branches up into them. Its eggplant was a bean
// with a cap; ours is a glossy aubergine, fat at the bottom, under a cap of pointed sepals with a curved stalk and
// two shines. Each has the family's face (kawaii-face.ts), kept clear of an adults' fill.
import { leaf, stalk } from './fruit';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { along, band, circle, ellipse, fleece, insidePolygon, path, poly, type Pt, r2, turnedEllipse } from '../../lib/studio/art-kit/shapes';

type Drawn = { f: string; s: string; d: string; c?: string };
/** The ends of a drawing: its areas, its lines and the face. */
function drawn(f: string[], s: string[], fc: ReturnType<typeof kawaiiFace>): Drawn {
  f.push(...fc.f);
  s.push(fc.s);
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${fc.d}"/>`, c: fc.c };
}
/** A curved sliver of shine along the quadratic from `a` through `b` to `c`, `w` across at its middle. */
const shine = (a: Pt, b: Pt, c: Pt, w: number) => path(band(along(a, [[a, b, c]], 14), (t) => 0.5 + w * Math.sin(Math.PI * t)).d);

/**
 * A round fruit's outline round (cx, cy), `rx` by `ry`, dimpled `dimple` (a share of the radius) at the top where
 * its stalk stands; `lobes` soft lobes bulge `lobe` out round it, and `point` draws its bottom out to a soft tip.
 */
function roundFruit(cx: number, cy: number, rx: number, ry: number, o: { dimple: number; lobes?: number; lobe?: number; point?: number }): Pt[] {
  return Array.from({ length: 144 }, (_, i): Pt => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 144;
    const off = Math.atan2(Math.sin(a + Math.PI / 2), Math.cos(a + Math.PI / 2));
    const down = Math.atan2(Math.sin(a - Math.PI / 2), Math.cos(a - Math.PI / 2));
    let k = 1 - o.dimple * Math.exp(-((off / 0.36) ** 2));
    if (o.lobes) k *= 1 - (o.lobe ?? 0.03) * (1 - Math.abs(Math.cos((o.lobes / 2) * off)));
    if (o.point) k *= 1 + o.point * Math.exp(-((down / 0.3) ** 2));
    return [cx + rx * k * Math.cos(a), cy + ry * k * Math.sin(a)];
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The tomato.

/**
 * A ripe tomato, wider than tall, its outline swelling into five soft lobes and dimpled at the top, where a
 * star-shaped calyx of six curled sepals lies over its shoulders round a stalk; a shine on its upper left, a crease
 * between two lobes on the right and a face.
 */
export function tomato(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  f.push(path(poly(roundFruit(36, 45, 33, 26.6, { dimple: 0.1, lobes: 5, lobe: 0.035 }))));
  // the creases where two lobes meet, running down from the dimple and fading out
  s.push('M49.6 25Q58 29.2 60.6 38.6');
  f.push(shine([9.6, 50], [10.4, 38.6], [17.4, 32], 2.6));
  f.push(path(turnedEllipse(10.8, 55.6, 1.5, 1.1, 20)));
  // the calyx: sepals fanning out from the hub over the top, each bowing so its tip curls up, the back ones first
  const hub: Pt = [36, 21.6];
  const sepals: [number, number, number, number][] = [
    [192, 19, 7, 3],
    [-12, 19, 7, -3],
    [236, 13, 6, 2],
    [-56, 13, 6, -2],
    [148, 17, 7.6, -3.2],
    [32, 17, 7.6, 3.2],
    [94, 13, 7, 2],
  ];
  for (const [deg, len, w, bend] of sepals) {
    const a = (deg * Math.PI) / 180;
    f.push(leaf(hub, [hub[0] + len * Math.cos(a), hub[1] + len * Math.sin(a)], w, bend, 0).area);
  }
  f.push(
    stalk(
      [36, 22],
      [
        [
          [36, 15],
          [36.6, 9.6],
          [39.6, 3.6],
        ],
      ],
      4,
      3.2,
    ),
  );
  f.push(path(ellipse(39.6, 3.6, 2.2, 1.6)));
  f.push(path(ellipse(hub[0], hub[1], 4.6, 3)));
  return drawn(f, s, kawaiiFace(36, 49, 1.35));
}

// ---------------------------------------------------------------------------------------------------------------
// The peach.

/**
 * A round peach drawn to a soft point at its bottom, its cleft running down from the dimple where its stalk
 * stands and round its left; two leaves with a midrib and veins spreading from the stalk, a blush on its right
 * cheek, a shine beyond the cleft and a face.
 */
export function peach(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const body = roundFruit(36, 43.4, 31.5, 26, { dimple: 0.15, point: 0.1 });
  f.push(path(poly(body)));
  // the cleft: a crease from the dimple round the left of the face, fading out above the point
  s.push('M35.4 22.2C27.2 27.8 22.6 38.4 24.8 52.4Q26.4 60.6 31.8 66.4');
  const blush = Array.from({ length: 72 }, (_, i): Pt => {
    const a = (i * Math.PI) / 36;
    const r = 1 + 0.05 * Math.sin(3 * a + 0.6);
    const [u, v] = [9.6 * r * Math.cos(a), 6.2 * r * Math.sin(a)];
    const b = (-36 * Math.PI) / 180;
    return [54.4 + u * Math.cos(b) - v * Math.sin(b), 35 + u * Math.sin(b) + v * Math.cos(b)];
  });
  f.push(path(poly(blush)));
  f.push(shine([11.2, 52], [10.6, 40.4], [16.6, 31.8], 2.4));
  const l1 = leaf([37.4, 14], [65.6, 8], 13, -2.6, 3);
  const l2 = leaf([35, 14.4], [8.4, 4.6], 12, 2.4, 3);
  f.push(
    stalk(
      [36, 22],
      [
        [
          [36, 17],
          [36.2, 12.6],
          [37.6, 8.4],
        ],
      ],
      3.8,
      3.2,
    ),
  );
  f.push(l1.area, l2.area);
  s.push(l1.lines, l2.lines);
  return drawn(f, s, kawaiiFace(41.6, 48.4, 1.25));
}

// ---------------------------------------------------------------------------------------------------------------
// The avocado.

/** The avocado half's right side in its own frame, from the top of its neck round its belly to its bottom. */
const AVOCADO_RIGHT: [Pt, Pt, Pt][] = [
  [
    [6.4, -31],
    [10.4, -26.6],
    [11.4, -18.8],
  ],
  [
    [12.4, -11.2],
    [19.6, -4],
    [19.8, 8],
  ],
  [
    [20, 21.6],
    [11, 30.4],
    [0, 30.4],
  ],
];

/** How much larger than its frame the half is drawn. */
const AVOCADO_SIZE = 1.1;

/** A half's outline shrunk `k` toward (0, `y0`) of its frame, then turned `deg` and set at (x, y). */
function avocadoOutline(x: number, y: number, deg: number, k = 1, y0 = 4): Pt[] {
  const right = along([0, -31], AVOCADO_RIGHT, 18);
  const left = right.map(([u, v]): Pt => [-u, v]).reverse();
  const a = (deg * Math.PI) / 180;
  return [...right, ...left.slice(1, -1)].map(([u, v]) => {
    const [p, q] = [AVOCADO_SIZE * u * k, AVOCADO_SIZE * (y0 + (v - y0) * k)];
    return [x + p * Math.cos(a) - q * Math.sin(a), y + p * Math.sin(a) + q * Math.cos(a)];
  });
}
/** A point of a half's frame turned `deg` and set at (x, y). */
const avocadoAt = (x: number, y: number, deg: number, [u, v]: Pt): Pt => {
  const a = (deg * Math.PI) / 180;
  [u, v] = [u * AVOCADO_SIZE, v * AVOCADO_SIZE];
  return [x + u * Math.cos(a) - v * Math.sin(a), y + u * Math.sin(a) + v * Math.cos(a)];
};

/**
 * An avocado cut in half: the front half leaning left, its skin a rim round the pale flesh, the round stone sitting
 * in its hollow with a shine and the face; the other half leaning right behind it, its hollow empty.
 */
export function avocado(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const back = { x: 51.4, y: 36.4, deg: 17 };
  const front = { x: 25, y: 37.6, deg: -10 };
  f.push(path(poly(avocadoOutline(back.x, back.y, back.deg, 0.94))));
  f.push(path(poly(avocadoOutline(back.x, back.y, back.deg, 0.8))));
  const hollow = avocadoAt(back.x, back.y, back.deg, [0, 9.6]);
  f.push(path(circle(r2(hollow[0]), r2(hollow[1]), 11)));
  // the hollow's far wall, seen as a crescent of shade inside it
  const [hx, hy] = hollow;
  s.push(`M${r2(hx - 1.4)} ${r2(hy - 7.4)}Q${r2(hx + 4.6)} ${r2(hy - 7.6)} ${r2(hx + 7.4)} ${r2(hy - 3)}`);
  f.push(path(poly(avocadoOutline(front.x, front.y, front.deg))));
  f.push(path(poly(avocadoOutline(front.x, front.y, front.deg, 0.86))));
  const [sx, sy] = avocadoAt(front.x, front.y, front.deg, [0, 10.2]);
  f.push(path(circle(r2(sx), r2(sy), 14.6)));
  f.push(path(circle(r2(sx), r2(sy), 12.9)));
  f.push(path(turnedEllipse(r2(sx - 6.6), r2(sy - 6.8), 2.6, 1.3, -45)));
  return drawn(f, s, kawaiiFace(sx + 0.4, sy + 1.4, 0.92, front.deg * 0.5));
}

// ---------------------------------------------------------------------------------------------------------------
// The broccoli.

/** The crown's clusters, the back ones first: centre, radii and how many bumps round each. */
const CLUSTERS: [number, number, number, number, number][] = [
  [21, 13.6, 11.4, 8.6, 9],
  [51, 13.6, 11.4, 8.6, 9],
  [36, 9.8, 11.6, 7.4, 9],
  [11.4, 28, 8.2, 8, 8],
  [60.6, 28, 8.2, 8, 8],
  [22.4, 33, 11.4, 8.6, 9],
  [49.6, 33, 11.4, 8.6, 9],
  [36, 30.6, 14.6, 11, 11],
];

/**
 * Broccoli: a crown of eight bumpy clusters, each an area (the back ones first, a big one at the front with the
 * face), small floret marks on each; under it a thick stem that branches up into them, its cut end at its foot.
 */
export function broccoli(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // the branches, then the stem over their feet, then its cut end
  const branches: [Pt, Pt, Pt, Pt][] = [
    [
      [33, 56],
      [28, 48],
      [20, 44],
      [14, 34],
    ],
    [
      [39, 56],
      [44, 48],
      [52, 44],
      [58, 34],
    ],
    [
      [32.6, 54],
      [30, 48],
      [27, 44],
      [24.6, 38],
    ],
    [
      [39.4, 54],
      [42, 48],
      [45, 44],
      [47.4, 38],
    ],
  ];
  for (const [a, b, c, d] of branches) f.push(stalk(a, [[b, c, d]], 6.4, 4.4));
  f.push(
    stalk(
      [36, 69],
      [
        [
          [35.6, 60],
          [36.4, 52],
          [36, 42],
        ],
      ],
      15,
      11,
    ),
  );
  f.push(path(ellipse(36, 69, 7.5, 2.4)));
  const fc = kawaiiFace(36, 31.4, 0.98);
  for (const [i, [x, y, rx, ry, n]] of CLUSTERS.entries()) {
    f.push(path(fleece(x, y, rx, ry, n, 2.4, 0.3 * i)));
    // floret marks: small curves like the bumps' edges, inside the cluster and off the face
    const marks: Pt[] = [
      [-0.45, -0.35],
      [0.35, -0.45],
      [0.5, 0.25],
      [-0.3, 0.4],
    ];
    for (const [u, v] of marks) {
      const [mx, my] = [x + u * rx, y + v * ry];
      if (i === CLUSTERS.length - 1 && Math.abs(u) < 0.6 && v > -0.5) continue;
      // a later cluster lying over the mark hides it
      const hidden = CLUSTERS.slice(i + 1).some(([cx, cy, qx, qy]) => ((mx - cx) / (qx + 3)) ** 2 + ((my - cy) / (qy + 3)) ** 2 < 1);
      if (hidden) continue;
      s.push(
        `M${r2(mx - 3)} ${r2(my + 0.8)}Q${r2(mx - 1.5)} ${r2(my - 2)} ${r2(mx)} ${r2(my + 0.2)}Q${r2(mx + 1.5)} ${r2(my - 2)} ${r2(mx + 3)} ${r2(my + 0.8)}`,
      );
    }
  }
  return drawn(f, s, fc);
}

// ---------------------------------------------------------------------------------------------------------------
// The eggplant.

/** The eggplant's spine from its top under the cap down to the middle of its fat bottom. */
const EGG_SPINE = along(
  [50.6, 17],
  [
    [
      [53.4, 31],
      [45, 44],
      [28.6, 50.6],
    ],
  ],
  40,
);
/** Its half-width at the share `t` down its spine: narrow at the neck, swelling to a round bottom. */
const eggWidth = (t: number) => 8.6 + 10.4 * (1 - (1 - t) ** 2);

/** A round-ended body along `spine`, `r(t)` from it on each side: each side, then a half circle round each end. */
function capsule(spine: Pt[], r: (t: number) => number): Pt[] {
  const sides = band(spine, (t) => 2 * r(t));
  const n = spine.length - 1;
  const cap = (p: Pt, q: Pt, rad: number): Pt[] => {
    const a0 = Math.atan2(q[1] - p[1], q[0] - p[0]);
    return Array.from({ length: 15 }, (_, i): Pt => {
      const a = a0 + Math.PI / 2 - (i * Math.PI) / 14;
      return [q[0] + rad * Math.cos(a), q[1] + rad * Math.sin(a)];
    });
  };
  return [...sides.left, ...cap(spine[n - 1], spine[n], r(1)).slice(1, -1), ...[...sides.right].reverse(), ...cap(spine[1], spine[0], r(0)).slice(1, -1)];
}

/**
 * A glossy eggplant hanging at a slant, narrow at the top and fat and round at the bottom; over its top a cap of
 * pointed sepals drooping down its shoulders, a curved stalk; a long shine and a short one down its right side and
 * a face on its belly.
 */
export function eggplant(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const body = capsule(EGG_SPINE, eggWidth);
  f.push(path(poly(body)));
  // the shines: a long sliver down its upper left, set in from the edge, and a short one below it
  const off = band(EGG_SPINE, (t) => 2 * (eggWidth(t) - 5)).left;
  const at = (t: number) => off[Math.round(t * (off.length - 1))];
  const n = off.length - 1;
  f.push(path(band(off.slice(Math.round(0.42 * n), Math.round(0.84 * n)), (t) => 0.5 + 2.4 * Math.sin(Math.PI * t)).d));
  const [p, q] = [at(0.89), at(0.95)];
  f.push(path(turnedEllipse(r2((p[0] + q[0]) / 2), r2((p[1] + q[1]) / 2), 1.8, 1.1, r2((Math.atan2(q[1] - p[1], q[0] - p[0]) * 180) / Math.PI))));
  // the stalk: out of the cap, up and curling over to the right, its cut end an area
  f.push(
    stalk(
      [51, 14],
      [
        [
          [50.4, 8.6],
          [52.4, 4.4],
          [58.4, 3.6],
        ],
      ],
      4.6,
      3.4,
    ),
  );
  f.push(path(turnedEllipse(58.4, 3.9, 1.2, 1.8, -10)));
  // the cap: pointed sepals fanning down over the body's top from under a dome, the side ones first
  const hub: Pt = [51, 15.6];
  const sepals: [number, number, number, number][] = [
    [162, 14.6, 7.6, -2.2],
    [18, 14.6, 7.6, 2.2],
    [128, 16.4, 8.4, -1.8],
    [52, 16.4, 8.4, 1.8],
    [90, 16.8, 8.6, 0.6],
  ];
  for (const [deg, len, w, bend] of sepals) {
    const a = (deg * Math.PI) / 180;
    f.push(leaf(hub, [hub[0] + len * Math.cos(a), hub[1] + len * Math.sin(a)], w, bend, 0).area);
  }
  f.push(path(turnedEllipse(51, 15.2, 7.4, 4.2, 4)));
  const fc = kawaiiFace(27.6, 52, 1.2, -8);
  // keep the face inside the body
  if (!insidePolygon([27.6, 52], body)) throw new Error('eggplant: face off the body');
  return drawn(f, s, fc);
}
