// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Three creatures no emoji draws, with ids of our own (SEAHORSE_ID, STARFISH_ID, DRAGONFLY_ID in
// lib/studio/scene/people.ts): "a seahorse", "a starfish" and "a dragonfly" had answered "nothing to draw". Each is
// a storybook creature with the house's kawaii face and its parts as areas to colour.
import { intersect, polyD } from '../../lib/studio/art-kit/clip';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { band, circle, ellipse, path, r2, turnedEllipse, type Pt, curveThrough } from '../../lib/studio/art-kit/shapes';
export { curveThrough as curve };

const done = (f: string[], s: string[], d: string[], c: string) => ({ f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${d.join('')}"/>`, c });

/** Points round a closed Catmull-Rom curve through `pts`, `n` to a span. */
export function loop(pts: Pt[], n = 8): Pt[] {
  const m = pts.length;
  return curveThrough([pts[m - 1], ...pts, pts[0], pts[1]], n).slice(n, n + m * n);
}

const poly = (pts: Pt[]) => path(polyD(pts));
/** The parts of `shape` inside `within`, each a closed area. */
const cut = (shape: Pt[], within: Pt[]) => intersect(shape, within).map(poly);
/** The polygons lying within `outline`'s box (0.3 to spare). */
const inBox = (polys: Pt[][], outline: Pt[]) => {
  const [xs, ys] = [outline.map((p) => p[0]), outline.map((p) => p[1])];
  const [x0, x1, y0, y1] = [Math.min(...xs) - 0.3, Math.max(...xs) + 0.3, Math.min(...ys) - 0.3, Math.max(...ys) + 0.3];
  return polys.filter((q) => q.every(([x, y]) => x >= x0 && x <= x1 && y >= y0 && y <= y1));
};

/**
 * A seahorse upright and facing left, as a picture book draws one: a long horse-like head with the kawaii face,
 * its forehead sloping down to a long tube snout that ends in a round mouth, a coronet of three little spikes on its
 * crown; a slim neck swelling into a round pot belly whose ridges are plates to colour, a back with little knobs
 * down it and a fan-shaped fin with rays, narrowing into a thin tail that curls forward into a spiral with ridges
 * across it; and bubbles rising above the snout.
 */
export function seahorse() {
  const f: string[] = [];
  const s: string[] = [];
  const d: string[] = [];
  // the body: the neck under the head, the round belly in front, the straighter back, narrowing at the bottom into
  // the tail's root
  const front: Pt[] = [
    [39, 25],
    [33.4, 29.4],
    [26, 34.6],
    [20.8, 41.4],
    [21.2, 47.5],
    [25.4, 53],
    [31.6, 56.4],
    [37.6, 58.4],
  ];
  const back: Pt[] = [
    [45.8, 58.2],
    [49.8, 52.6],
    [51.8, 44],
    [51.6, 35],
    [50.2, 27.5],
    [48.6, 21],
  ];
  const body = loop([...front, ...back], 8);
  // the tail: from inside the body's bottom down and forward, curling into a spiral
  const spine = curveThrough(
    [
      [41.6, 52],
      [42.8, 58.6],
      [41.2, 64.4],
      [36, 67.6],
      [30.4, 65.6],
      [29.4, 60.8],
      [32.8, 58.6],
      [35.8, 60.6],
      [34.6, 63.2],
    ],
    10,
  );
  const tail = band(spine, (t) => Math.max(2.2, 10 - 9.5 * t));
  // the fin on the back: a fan with a scalloped edge and rays, behind the body
  const finBase: Pt = [49.4, 42];
  const fan = Array.from({ length: 5 }, (_, i) => {
    const a0 = -0.95 + (i * 1.9) / 5;
    const a1 = a0 + 1.9 / 5;
    const at = (a: number, r: number) => `${r2(finBase[0] + r * Math.cos(a))} ${r2(finBase[1] + r * Math.sin(a))}`;
    return { d: `Q${at((a0 + a1) / 2, 15.4)} ${at(a1, 12.6)}`, start: at(a0, 12.6), ray: i ? `M${at(a0, 3.6)}L${at(a0, 12.2)}` : '' };
  });
  f.push(path(`M${finBase.join(' ')}L${fan[0].start}${fan.map((q) => q.d).join('')}Z`));
  s.push(fan.map((q) => q.ray).join(''));
  // little knobs down its back, from the neck to the fin
  f.push(
    ...[
      [51, 26.4],
      [52.4, 31.8],
      [53.2, 37.4],
    ].map(([x, y]) => path(circle(x, y, 1.9))),
  );
  f.push(path(tail.d));
  f.push(poly(body));
  // the belly's ridges: a strip along the front from the chest to the bottom of the belly, cut across into plates
  const iEnd = (front.length - 1) * 8;
  const strip = body.slice(0, iEnd + 1);
  const depth = (y: number) => 1 + 10.4 * Math.sin(Math.min(1, Math.max(0, (y - 22) / 37)) * Math.PI);
  const inner = strip.map(([x, y]): Pt => [r2(x + depth(y) * 0.9), r2(y - depth(y) * 0.35)]);
  const belly: Pt[] = [...strip, ...inner.reverse()];
  for (const [y0, y1] of [
    [20, 31.6],
    [31.6, 37.6],
    [37.6, 43.6],
    [43.6, 49.5],
    [49.5, 62],
  ])
    f.push(
      ...cut(
        [
          [10, y0],
          [46, y0],
          [46, y1],
          [10, y1],
        ],
        belly,
      ),
    );
  // ridges across the tail, down into the spiral
  for (let t = 0.16; t < 0.7; t += 0.075) {
    const i = Math.round(t * (spine.length - 1));
    s.push(`M${tail.left[i].join(' ')}L${tail.right[i].join(' ')}`);
  }
  // the coronet on the crown: three little spikes with round tips, behind the head
  f.push(
    path(
      'M36.4 7.6Q37 4.4 38.4 2.2Q39.6 1.2 40.4 2.4Q40.8 3.8 41.4 5.2Q42 2.6 43.2 0.9Q44.4 0.2 45 1.4Q45.2 3.4 45.4 5.4Q46.4 3.6 47.8 2.4Q49.2 2 49.4 3.4Q49.4 6.4 48.6 9.6Z',
    ),
  );
  // the snout: a long tube, narrowing a little towards its round mouth
  f.push(path('M27 18.2Q19.6 20.2 12.8 20.8L13.2 25.8Q19.6 25.6 27.6 25.4Z'));
  f.push(path(ellipse(11.8, 23.3, 2.4, 3.3)));
  f.push(path(ellipse(11.2, 23.3, 0.9, 1.7)));
  // the head: long as a horse's, from a round crown at the back down its sloping face to a muzzle round the
  // snout's root
  const head = loop(
    [
      [42.6, 4.8],
      [48.6, 7.6],
      [51.2, 13.4],
      [50, 20.2],
      [45.4, 25.4],
      [38.6, 27.6],
      [31.6, 27.4],
      [24.4, 26.4],
      [23.2, 22.2],
      [25.4, 18.4],
      [31, 13.4],
      [35.6, 7.4],
    ],
    8,
  );
  f.push(poly(head));
  const face = kawaiiFace(40.8, 16, 0.86);
  f.push(...face.f);
  s.push(face.s);
  d.push(face.d);
  // bubbles rising above the snout
  f.push(path(circle(10.6, 12.4, 2.8)), path(circle(5.2, 6.4, 2)), path(circle(14.6, 5.2, 1.5)));
  return done(f, s, d, face.c);
}

/**
 * A starfish standing on two arms and waving, as a picture book draws one: five plump rounded arms, a round dot
 * pattern down each arm (a row of shrinking dots and a smaller dot either side), a ring of little dots round the
 * middle, and the kawaii face in the middle.
 */
export function starfish() {
  const f: string[] = [];
  const s: string[] = [];
  const d: string[] = [];
  const [cx, cy, R, r0] = [36, 37.6, 35.6, 15];
  const turn = -Math.PI / 2;
  const outline: Pt[] = Array.from({ length: 300 }, (_, i) => {
    const a = (2 * Math.PI * i) / 300;
    const w = (1 + Math.cos(5 * (a - turn))) / 2;
    const r = r0 + (R - r0) * w ** 1.6;
    return [r2(cx + r * Math.cos(a)), r2(cy + r * Math.sin(a))];
  });
  f.push(poly(outline));
  // the dots down each arm, leaving the face's middle clear
  for (let k = 0; k < 5; k++) {
    const a = turn + (2 * Math.PI * k) / 5;
    const at = (dist: number, side = 0): Pt => [r2(cx + dist * Math.cos(a) - side * Math.sin(a)), r2(cy + dist * Math.sin(a) + side * Math.cos(a))];
    for (const [dist, r] of [
      [17.5, 2.7],
      [24, 2.2],
      [29.5, 1.6],
    ])
      f.push(path(circle(...at(dist, 0), r)));
    for (const side of [-1, 1]) f.push(path(circle(...at(20.8, side * 5), 1.3)));
    // a soft crease where two arms meet
    const b = a + Math.PI / 5;
    s.push(`M${r2(cx + 12.6 * Math.cos(b))} ${r2(cy + 12.6 * Math.sin(b))}L${r2(cx + 14.4 * Math.cos(b))} ${r2(cy + 14.4 * Math.sin(b))}`);
  }
  const face = kawaiiFace(cx, cy - 1, 1.05);
  f.push(...face.f);
  s.push(face.s);
  d.push(face.d);
  return done(f, s, d, face.c);
}

/**
 * A dragonfly seen from above: four long wings, each divided by its veins into cells to colour with a spot near the
 * tip, a round head with big eyes and the kawaii face, a thorax, and a long body of segments ending in a little
 * forked tip.
 */
export function dragonfly() {
  const f: string[] = [];
  const s: string[] = [];
  const d: string[] = [];
  /** A wing from `root`, `len` long along `deg` (0 = right, y down), `w` across at its widest. */
  const wing = (root: Pt, deg: number, len: number, w: number) => {
    const a = (deg * Math.PI) / 180;
    const at = (u: number, v: number): Pt => [r2(root[0] + u * Math.cos(a) - v * Math.sin(a)), r2(root[1] + u * Math.sin(a) + v * Math.cos(a))];
    // the outline: narrow at the root, widest two thirds out, round at the tip
    const edge = loop(
      [
        [0, -1.6],
        [len * 0.3, -w * 0.42],
        [len * 0.68, -w * 0.5],
        [len * 0.93, -w * 0.34],
        [len, 0],
        [len * 0.93, w * 0.36],
        [len * 0.66, w * 0.52],
        [len * 0.3, w * 0.4],
        [0, 1.6],
        [-0.6, 0],
      ].map(([u, v]) => at(u, v)),
      10,
    );
    f.push(poly(edge));
    // the cells: the wing cut along its length by a vein, across by five more, each cell an area
    const us = [0.12, 0.3, 0.48, 0.66, 0.83];
    const cols = [-1, ...us, 1.2];
    for (let i = 0; i + 1 < cols.length; i++)
      for (const [v0, v1] of [
        [-w, 0.04 * w],
        [0.04 * w, w],
      ]) {
        const cell = [at(cols[i] * len, v0), at(cols[i + 1] * len, v0), at(cols[i + 1] * len, v1), at(cols[i] * len, v1)];
        if (i === 0) continue; // the root stays one piece
        // (a piece reaching out past the wing's own box is the clip's slip at a corner: left out)
        f.push(...inBox(intersect(cell, edge), edge).map(poly));
      }
    // the spot near the tip
    f.push(path(turnedEllipse(...at(len * 0.9, -w * 0.12), r2(len * 0.05), r2(w * 0.12), deg)));
  };
  // the hind wings, then the fore wings over them, either side of the thorax
  wing([32, 29.5], 158, 31, 11.5);
  wing([40, 29.5], 22, 31, 11.5);
  wing([32, 23], 194, 33.5, 12);
  wing([40, 23], -14, 33.5, 12);
  // the body: a long tail of segments, each an area, ending in a little fork
  f.push(path('M34.4 66Q33 70.2 31.6 70.6Q33.4 71 36 68.6Q38.6 71 40.4 70.6Q39 70.2 37.6 66Z'));
  const tail = loop(
    [
      [36, 31],
      [39.2, 35],
      [38.6, 50],
      [37.8, 67.6],
      [36, 68.8],
      [34.2, 67.6],
      [33.4, 50],
      [32.8, 35],
    ],
    10,
  );
  f.push(poly(tail));
  for (let y = 37.5, k = 0; y < 67; y += 4.3, k++)
    f.push(
      ...cut(
        [
          [28, y],
          [44, y],
          [44, y + (k % 2 ? 4.3 : 1.6)],
          [28, y + (k % 2 ? 4.3 : 1.6)],
        ],
        tail,
      ),
    );
  // the thorax with a stripe
  f.push(path(ellipse(36, 27, 6.4, 8.2)));
  f.push(path('M31 23.6Q36 26.2 41 23.6Q41.8 26 41.6 28.2Q36 30.8 30.4 28.2Q30.2 26 31 23.6Z'));
  // the head with its big eyes bulging at the top, and the face
  f.push(path(circle(30.2, 10.6, 5.6)), path(circle(41.8, 10.6, 5.6)));
  const head = ellipse(36, 14.2, 8.8, 7.8);
  f.push(path(head));
  f.push(path(circle(30.6, 10.8, 3.5)), path(circle(41.4, 10.8, 3.5)));
  const face = kawaiiFace(36, 13.2, 0.92, 0, {
    eyeX: 5.9,
    eyeY: -2.5,
    eyeR: 2.1,
    cheekX: 6,
    cheekY: 3.4,
    cheek: [1.8, 1.2],
    smileX: 2.2,
    smileY: 2.6,
    smileLow: 5.4,
    clearY: 0.6,
    clear: [9.4, 8],
  });
  f.push(...face.f);
  s.push(face.s);
  d.push(face.d);
  // two short feelers
  s.push('M33.4 5.4Q32 2 29 1.4M38.6 5.4Q40 2 43 1.4');
  return done(f, s, d, face.c);
}
