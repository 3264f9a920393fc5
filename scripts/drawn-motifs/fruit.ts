// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Four fruits whose emoji printed weak pages. OpenMoji's apple was one empty round with its stalk floating apart
// from it as a loose tick and no leaf; ours is a whole apple, its stalk standing in the dimple between its two
// shoulders, a leaf with a midrib and veins, a shine and speckles as small areas. OpenMoji's cherries hung from two
// stems that never met, under a leaf floating free; ours hang from two stems joined at a knob at the top, under a
// veined leaf, each cherry with its dimple and a shine. OpenMoji's strawberry had tick marks for seeds under a
// small cap; ours is plump, its seeds little closed teardrops, under a cap of pointed sepals with a stalk. Fluent's
// grapes were seven grapes beside a leaf; ours are a full bunch of overlapping grapes, each with a shine, under a
// lobed vine leaf with veins and a curly tendril. Each has a small smiling face as the carrot in `food.ts` does, so
// the food row reads as one family: on the grapes, it sits on one big grape at the front.
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { along, band, circle, ellipse, insidePolygon, line, path, poly, type Pt, r2, turnedEllipse } from '../../lib/studio/art-kit/shapes';

type Drawn = { f: string; s: string; d: string; c?: string };

/** A small friendly face (kawaii-face.ts), `k` times the carrot's size. */
const face = (x: number, y: number, k: number) => kawaiiFace(x, y, k);

/**
 * A leaf from `base` to `tip`, `w` across at its widest, its spine bowed `bend` to its left: one area, a midrib
 * from the base most of the way to the tip, and `veins` pairs of veins running from the midrib toward the tip and
 * the edge (stopping short of it, so they never cut the leaf into slivers).
 */
export function leaf(base: Pt, tip: Pt, w: number, bend: number, veins: number): { area: string; lines: string } {
  const [dx, dy] = [tip[0] - base[0], tip[1] - base[1]];
  const len = Math.hypot(dx, dy);
  const [nx, ny] = [-dy / len, dx / len];
  const spine = (u: number): Pt => [base[0] + dx * u + nx * bend * 4 * u * (1 - u), base[1] + dy * u + ny * bend * 4 * u * (1 - u)];
  const half = (u: number) => (w / 2) * Math.sin(Math.PI * u ** 0.85) ** 0.8;
  const at = (u: number, v: number): Pt => {
    const [x, y] = spine(u);
    return [x + nx * v, y + ny * v];
  };
  const us = Array.from({ length: 33 }, (_, i) => i / 32);
  const area = poly([
    ...us.map((u) => at(u, half(u))),
    ...us
      .slice(1, -1)
      .reverse()
      .map((u) => at(u, -half(u))),
  ]);
  const rib = line(Array.from({ length: 9 }, (_, i) => spine(0.04 + (0.84 * i) / 8)));
  const vs: string[] = [];
  for (let i = 0; i < veins; i++) {
    const u = 0.22 + (0.5 * i) / Math.max(1, veins - 1);
    for (const side of [1, -1])
      vs.push(
        `M${spine(u).map(r2).join(' ')}Q${at(u + 0.06, side * half(u) * 0.45)
          .map(r2)
          .join(' ')} ${at(u + 0.14, side * half(u + 0.14) * 0.72)
          .map(r2)
          .join(' ')}`,
      );
  }
  return { area: path(area), lines: rib + vs.join('') };
}

/** A stalk: a band `w0` wide at its start narrowing to `w1`, along a chain of cubics. */
export const stalk = (a: Pt, cubics: [Pt, Pt, Pt][], w0: number, w1: number) => path(band(along(a, cubics, 12), (t) => w0 + (w1 - w0) * t).d);

/** The mirror image of a point across the box's middle. */
const mirror = ([x, y]: Pt): Pt => [72 - x, y];

// ---------------------------------------------------------------------------------------------------------------
// The apple.

/** The apple's right half, from the dimple at the top round its shoulder and side to the dimple underneath. */
const APPLE_RIGHT: [Pt, Pt, Pt][] = [
  [
    [39.5, 16.5],
    [44.5, 14.5],
    [50, 14.8],
  ],
  [
    [60, 15.3],
    [65.5, 25],
    [65.2, 37],
  ],
  [
    [65, 50],
    [60, 62.5],
    [52.5, 67.6],
  ],
  // into the dimple underneath, flattening as it goes so the two halves meet in a soft dip, not a notch
  [
    [47, 71.2],
    [39.5, 68.4],
    [36, 67.6],
  ],
];

/**
 * A whole apple: two round shoulders either side of a dimple where its stalk stands, tapering a little to a dimple
 * underneath; a leaf with a midrib and veins growing from the stalk; a curved shine up on its left shoulder;
 * speckles as small areas; and a face on its middle.
 */
export function apple(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // the stalk first, so the apple covers its foot and it stands in the dimple
  f.push(
    stalk(
      [36, 24],
      [
        [
          [36.2, 16],
          [36.8, 10],
          [39.2, 3],
        ],
      ],
      3.6,
      2.8,
    ),
  );
  const top: Pt = [36, 20.5];
  const right = along(top, APPLE_RIGHT, 16);
  const left = right.map(mirror).reverse();
  f.push(path(poly([...right, ...left.slice(1, -1)])));
  // the dimple's rim, a short curve either side of the stalk's foot, shows the stalk going into the apple
  s.push('M31.2 19.6Q36 23.4 40.8 19.6');
  // the leaf, from the stalk out to the right and up
  const lf = leaf([38.4, 11.6], [63.5, 5.5], 11.5, 2.2, 3);
  f.push(lf.area);
  s.push(lf.lines);
  // the shine: a curved sliver up on the left shoulder
  f.push(path('M15.2 34.6Q15.6 23.8 25.4 19.6Q27.4 19.4 27 21.2Q19.8 25.6 18.8 34.4Q17 36.6 15.2 34.6Z'));
  // speckles, kept clear of the face and the shine
  const specks: [number, number, number][] = [
    [52.5, 27.5, 30],
    [58.6, 38, -20],
    [55.5, 50.5, 15],
    [46.5, 60.5, -35],
    [25.5, 60, 25],
    [15.5, 46.5, -10],
    [44.5, 24.2, 5],
  ];
  for (const [x, y, deg] of specks) f.push(path(turnedEllipse(x, y, 1.5, 0.95, deg)));
  const fc = face(36, 43, 1.2);
  f.push(...fc.f);
  s.push(fc.s);
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${fc.d}"/>`, c: fc.c };
}

// ---------------------------------------------------------------------------------------------------------------
// The cherries.

/** A cherry: a round with a little dent at the top where its stem goes in. */
function cherry(cx: number, cy: number, r: number): string {
  const pts = Array.from({ length: 72 }, (_, i): Pt => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 72;
    const off = Math.atan2(Math.sin(a + Math.PI / 2), Math.cos(a + Math.PI / 2));
    const rr = r * (1 - 0.11 * Math.exp(-((off / 0.42) ** 2)));
    return [cx + rr * Math.cos(a), cy + rr * 0.96 * Math.sin(a)];
  });
  return poly(pts);
}

/**
 * Two cherries hanging at different heights from stems that meet at a knob at the top, a leaf with veins growing
 * from the knob; each cherry round with a dent where its stem goes in, a shine and a face.
 */
export function cherries(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const d: string[] = [];
  const knob: Pt = [39, 8];
  const A = { x: 20.2, y: 52.5, r: 14.6 };
  const B = { x: 51, y: 56.4, r: 14.6 };
  // the leaf behind the stems, out to the right from the knob
  const lf = leaf([40, 7.4], [66.5, 14.5], 11, -2.2, 3);
  f.push(lf.area);
  s.push(lf.lines);
  // the stems, from the knob down into each cherry's dent (the cherries cover their ends)
  f.push(
    stalk(
      knob,
      [
        [
          [32, 16],
          [22.5, 26],
          [21, 40.5],
        ],
      ],
      2.6,
      3,
    ),
  );
  f.push(
    stalk(
      knob,
      [
        [
          [42.5, 18],
          [49.5, 30],
          [50.4, 44.2],
        ],
      ],
      2.6,
      3,
    ),
  );
  f.push(path(ellipse(knob[0], knob[1], 2.8, 2.3)));
  for (const c of [A, B]) {
    f.push(path(cherry(c.x, c.y, c.r)));
    // the dent's fold where the stem goes in, and a shine on the upper left
    s.push(`M${r2(c.x - 3.4)} ${r2(c.y - c.r * 0.86)}Q${r2(c.x)} ${r2(c.y - c.r * 0.74)} ${r2(c.x + 3.4)} ${r2(c.y - c.r * 0.86)}`);
    f.push(path(turnedEllipse(r2(c.x - c.r * 0.55), r2(c.y - c.r * 0.42), 2.6, 1.3, -45)));
    const fc = face(c.x + 0.6, c.y + 2.4, 0.95);
    f.push(...fc.f);
    s.push(fc.s);
    d.push(fc.d);
  }
  return {
    f: f.join(''),
    s: `<path d="${s.join('')}"/>`,
    d: `<path d="${d.join('')}"/>`,
    c: face(A.x + 0.6, A.y + 2.4, 0.95).c + face(B.x + 0.6, B.y + 2.4, 0.95).c,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The strawberry.

/** The strawberry's right half: from the middle of its top over the shoulder and down to the rounded tip. */
const BERRY_RIGHT: [Pt, Pt, Pt][] = [
  [
    [46, 19],
    [58.5, 17.5],
    [62.6, 26],
  ],
  [
    [66.4, 34],
    [61, 48],
    [51.5, 58],
  ],
  [
    [45, 65.5],
    [40, 70],
    [36, 70],
  ],
];

/** A seed: a little teardrop, its point up, big enough to stay open where the berry prints small. */
const seed = (x: number, y: number) =>
  `M${r2(x)} ${r2(y - 2.3)}Q${r2(x + 2)} ${r2(y + 0.2)} ${r2(x)} ${r2(y + 1.7)}Q${r2(x - 2)} ${r2(y + 0.2)} ${r2(x)} ${r2(y - 2.3)}Z`;

/**
 * A plump strawberry: broad round shoulders narrowing to a rounded tip, dotted with seeds as little teardrops in
 * staggered rows (each an area), under a cap of pointed sepals fanning out from a hub with a stalk, and a face.
 */
export function strawberry(): Drawn {
  const f: string[] = [];
  const top: Pt = [36, 19.6];
  const right = along(top, BERRY_RIGHT, 16);
  const body = [...right, ...right.map(mirror).reverse().slice(1, -1)];
  f.push(path(poly(body)));
  const fc = face(36, 41.5, 1.15);
  // the cap: broad pointed sepals lying out over the shoulders and drooping a little, the back ones first
  const hub: Pt = [36, 21];
  const sepals: [number, number, number][] = [
    [212, 11, 5.4],
    [-32, 11, 5.4],
    [174, 20, 6.6],
    [6, 20, 6.6],
    [136, 16.5, 6.8],
    [44, 16.5, 6.8],
    [92, 13, 6.6],
  ];
  // seeds in staggered rows, kept inside the body, off the face and clear of the cap
  for (let row = 0; row < 9; row++) {
    const y = 27 + row * 5.2;
    for (let x = 10 + (row % 2) * 4.1; x < 62; x += 8.2) {
      const onFace = ((x - 36) / 17.5) ** 2 + ((y - 42.5) / 10) ** 2 < 1;
      const underCap = sepals.some(([deg, len, w]) => {
        // how far the seed lies from the sepal's spine, from the hub to its tip
        const a = (deg * Math.PI) / 180;
        const u = Math.max(0, Math.min(len, (x - hub[0]) * Math.cos(a) + (y - hub[1]) * Math.sin(a)));
        return Math.hypot(x - hub[0] - u * Math.cos(a), y - hub[1] - u * Math.sin(a)) < w / 2 + 3.2;
      });
      const clear = Array.from({ length: 8 }, (_, i) => (i * Math.PI) / 4).every((a) => insidePolygon([x + 3.2 * Math.cos(a), y + 3.2 * Math.sin(a)], body));
      if (!onFace && !underCap && clear) f.push(path(seed(x, y)));
    }
  }
  f.push(...fc.f);
  for (const [deg, len, w] of sepals) {
    const a = (deg * Math.PI) / 180;
    const tip: Pt = [hub[0] + len * Math.cos(a), hub[1] + len * Math.sin(a)];
    // each bows downward, as a sepal lies over the berry's round top
    f.push(leaf(hub, tip, w, Math.cos(a) < 0 ? 1.6 : -1.6, 0).area);
  }
  // the stalk, its foot under the hub
  f.push(
    stalk(
      [36, 20],
      [
        [
          [36, 13],
          [37, 8],
          [40, 2.5],
        ],
      ],
      3.8,
      3,
    ),
  );
  f.push(path(ellipse(hub[0], hub[1], 5.2, 3.4)));
  return { f: f.join(''), s: `<path d="${fc.s}"/>`, d: `<path d="${fc.d}"/>`, c: fc.c };
}

// ---------------------------------------------------------------------------------------------------------------
// The grapes.

/**
 * The grapes of the bunch, row by row from the top (six, five, four … one), a little off the grid each so the
 * bunch looks grown, not stacked: centre and radius.
 */
const NUDGE = [0.6, -0.5, 0.3, -0.7, 0.5, -0.2, 0.7, -0.4];
const BUNCH: [number, number, number][] = [0, 1, 2, 3, 4, 5].flatMap((row) =>
  Array.from({ length: 6 - row }, (_, i): [number, number, number] => {
    const k = row * 6 + i;
    return [r2(11 + row * 5 + i * 10 + NUDGE[k % 8]), r2(22.5 + row * 8.6 + NUDGE[(k + 3) % 8]), r2(5.9 + 0.3 * NUDGE[(k + 5) % 8])];
  }),
);
/** The big grape at the front, with the face. */
const FRONT = { x: 36, y: 44.6, r: 10 };

/**
 * A vine leaf round (cx, cy), `R` to its lobes' tips: five pointed lobes with rounded bays between them, and a
 * deep notch where its stalk joins, toward `base` degrees; veins from the notch out to each lobe.
 */
function vineLeaf(cx: number, cy: number, R: number, base: number): { area: string; veins: [Pt, Pt][] } {
  const b = (base * Math.PI) / 180;
  const radius = (phi: number) => {
    const deg = (phi * 180) / Math.PI;
    if (deg < 30 || deg > 330) return R * 0.68 * (1 - 0.6 * (1 - Math.abs(deg > 180 ? 360 - deg : deg) / 30));
    const g = deg / 60;
    const tip = 1 - 2 * Math.abs(g - Math.round(g));
    // the three lobes away from the stalk are the big ones, the two beside the notch smaller
    const size = [0, 0.78, 1, 1.04, 1, 0.78][Math.round(g)] ?? 0.78;
    // small teeth along the edge, as a vine leaf's
    const teeth = 1 - 0.035 * Math.abs(Math.sin((deg * Math.PI) / 12));
    return R * teeth * (0.66 + (size - 0.66) * tip ** 1.2);
  };
  const pts = Array.from({ length: 240 }, (_, i): Pt => {
    const phi = (i * 2 * Math.PI) / 240;
    const r = radius(phi);
    return [cx + r * Math.cos(b + phi), cy + r * Math.sin(b + phi)];
  });
  const from: Pt = [cx + R * 0.12 * Math.cos(b), cy + R * 0.12 * Math.sin(b)];
  const veins = [1, 2, 3, 4, 5].map((k): [Pt, Pt] => {
    const a = b + (k * Math.PI) / 3;
    const reach = R * 0.68 * ([0, 0.78, 1, 1.04, 1, 0.78][k] ?? 1);
    return [from, [cx + reach * Math.cos(a), cy + reach * Math.sin(a)]];
  });
  return { area: path(poly(pts)), veins };
}

/**
 * A full bunch of grapes hanging from a woody stem: a lobed vine leaf with veins behind its top, a curly tendril,
 * the grapes overlapping row by row (the lower ones in front), each with a shine, and a big grape at the front
 * with the face.
 */
export function grapes(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // a grape the front one hides wholly is left out, so no sliver of it shows round its edge
  const seen = BUNCH.filter(([x, y, r]) => Math.hypot(x - FRONT.x, y - FRONT.y) + r > FRONT.r + 1.2);
  // the leaf's own stalk, from the stem (which covers its start) out to the leaf's notch
  f.push(
    stalk(
      [34, 12.4],
      [
        [
          [39, 10.6],
          [45, 12.6],
          [51.5, 14.4],
        ],
      ],
      2.4,
      2.2,
    ),
  );
  // the stem, its foot under the top grapes
  f.push(
    stalk(
      [35.5, 22],
      [
        [
          [35.5, 14],
          [33.5, 8],
          [30.5, 3],
        ],
      ],
      3.8,
      3,
    ),
  );
  // the tendril: a spiral curling off the stem to the left
  const curl: Pt[] = Array.from({ length: 60 }, (_, i) => {
    const t = i / 59;
    const a = Math.PI * 0.1 - t * Math.PI * 2.6;
    const r = 6 * (1 - 0.72 * t);
    return [21 + r * Math.cos(a), 9 + r * Math.sin(a)];
  });
  s.push(line([[33.6, 10.6], [29.5, 10.8], ...curl]));
  for (const [x, y, r] of seen) {
    f.push(path(circle(x, y, r)));
    f.push(path(turnedEllipse(r2(x - r * 0.45), r2(y - r * 0.45), r2(r * 0.3), r2(r * 0.16), -45)));
  }
  // the vine leaf over the bunch's top right, its stalk's notch toward the stem
  const lf = vineLeaf(53.8, 14.6, 14.6, 178);
  f.push(lf.area);
  for (const [from, to] of lf.veins) s.push(line([from, to]));
  f.push(path(circle(FRONT.x, FRONT.y, FRONT.r)));
  f.push(path(turnedEllipse(r2(FRONT.x - FRONT.r * 0.58), r2(FRONT.y - FRONT.r * 0.55), 2.2, 1.1, -45)));
  const fc = face(FRONT.x, FRONT.y + 0.6, 0.82);
  f.push(...fc.f);
  s.push(fc.s);
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${fc.d}"/>`, c: fc.c };
}
