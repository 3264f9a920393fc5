// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Three creatures no emoji draws, with ids of our own (SEAHORSE_ID, STARFISH_ID, DRAGONFLY_ID in
// lib/studio/scene/people.ts): "a seahorse", "a starfish" and "a dragonfly" had answered "nothing to draw". Each is
// a storybook creature with the house's kawaii face and its parts as areas to colour.
import { intersect, polyD } from './clip';
import { kawaiiFace } from './kawaii-face';
import { band, circle, ellipse, path, r2, turnedEllipse, type Pt } from './shapes';

const done = (f: string[], s: string[], d: string[], c: string) => ({ f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${d.join('')}"/>`, c });

/** Points along an open Catmull-Rom curve through `pts`, `n` to a span. */
export function curve(pts: Pt[], n = 8): Pt[] {
  const ext = [pts[0], ...pts, pts[pts.length - 1]];
  const out: Pt[] = [];
  for (let i = 1; i + 2 < ext.length; i++) {
    const [p0, p1, p2, p3] = [ext[i - 1], ext[i], ext[i + 1], ext[i + 2]];
    for (let k = 0; k < n; k++) {
      const t = k / n;
      const c = (j: number) =>
        0.5 * (2 * p1[j] + (-p0[j] + p2[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t * t + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t ** 3);
      out.push([r2(c(0)), r2(c(1))]);
    }
  }
  out.push(pts[pts.length - 1]);
  return out;
}

/** Points round a closed Catmull-Rom curve through `pts`, `n` to a span. */
export function loop(pts: Pt[], n = 8): Pt[] {
  const m = pts.length;
  return curve([pts[m - 1], ...pts, pts[0], pts[1]], n).slice(n, n + m * n);
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
const mix = (a: Pt, b: Pt, t: number): Pt => [r2(a[0] + (b[0] - a[0]) * t), r2(a[1] + (b[1] - a[1]) * t)];

/**
 * A seahorse upright and facing left, as a picture book draws one: a round head with the kawaii face, a long snout
 * with a round mouth, a crown of three soft spikes, a plump curved body whose belly is a row of plates to colour,
 * a fan fin on its back with rays, a little fin at the neck, a tail coiled into a spiral with ridges across it, and
 * three bubbles rising in front of it.
 */
export function seahorse() {
  const f: string[] = [];
  const s: string[] = [];
  const d: string[] = [];
  // the body and tail: a band along a line from the neck down the curved belly and round into a coil at the back
  const spine = curve(
    [
      [40, 16],
      [42.5, 26],
      [37, 36],
      [35.5, 45],
      [40.5, 53],
      [49, 55],
      [55.5, 60.5],
      [54, 67.5],
      [46.5, 67.5],
      [45, 63],
    ],
    10,
  );
  // plump at the belly, slim at the neck, tapering down the tail
  const width = (t: number) =>
    t < 0.1 ? 15 + 60 * t : t < 0.3 ? 21 + 8 * Math.sin(((t - 0.1) / 0.2) * Math.PI) : Math.max(3, 21 - 48 * (t - 0.3) + 30 * Math.max(0, t - 0.55));
  const body = band(spine, width);
  // the back fin behind the body: a fan with rays
  f.push(path('M45 28Q57 24.5 61.5 30Q64 36 61 41.5Q56 46 44 43Z'));
  s.push('M52.6 29.4L58.4 27.8M53.4 35L62.6 35.4M52.4 41L58.6 43');
  // the crown behind the head: three soft spikes
  f.push(path('M33.5 8Q31 1.5 35.5 2.4Q37.6 3 38.6 6Q39.6 0.4 43.6 1.6Q46.4 3 44 7.8Q48.6 5 50 8.4Q50.6 12 45.5 13Z'));
  f.push(path(body.d));
  // the belly: a strip along the front half of the body cut into plates, each an area
  const n = body.left.length;
  const [i0, i1] = [Math.round(0.1 * (n - 1)), Math.round(0.4 * (n - 1))];
  const cuts = [0, 0.2, 0.4, 0.6, 0.8, 1].map((t) => Math.round(i0 + t * (i1 - i0)));
  const inner = (i: number) => mix(body.left[i], body.right[i], 0.42);
  for (let k = 0; k + 1 < cuts.length; k++) {
    const run = Array.from({ length: cuts[k + 1] - cuts[k] + 1 }, (_, j) => cuts[k] + j);
    f.push(poly([...run.map((i) => body.left[i]), ...run.reverse().map(inner)]));
  }
  // ridges across the tail, down to the coil
  for (let t = 0.46; t < 0.93; t += 0.06) {
    const i = Math.round(t * (n - 1));
    s.push(`M${body.left[i].join(' ')}L${body.right[i].join(' ')}`);
  }
  // the snout, then the head over its root
  f.push(path('M30 14Q20 16.6 12.6 17.6Q9 15.8 6.8 18.8Q6 23.6 10 24.4Q13.4 22.6 20 22.6Q26 22.4 31.5 23.5Z'));
  f.push(path(ellipse(8.9, 21, 1.3, 2)));
  const head = ellipse(38, 15.5, 11, 10);
  f.push(path(head));
  // the little fin at the neck, over the head's edge
  f.push(path('M42.5 29.5Q48.5 25.4 52 29Q51.2 34.6 44 34.4Z'));
  s.push('M45 30.6L49.4 28.8M45.2 33L50.4 32.6');
  const face = kawaiiFace(37, 15.6, 0.82);
  f.push(...face.f);
  s.push(face.s);
  d.push(face.d);
  // bubbles rising before the snout
  f.push(path(circle(10.5, 31, 3)), path(circle(6.5, 40.5, 2.2)), path(circle(10.5, 48.5, 1.6)));
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
