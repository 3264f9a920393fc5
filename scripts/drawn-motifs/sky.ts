// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The sky's things, classic coloring pages that OpenMoji printed as bare outlines: the rainbow as six plain arcs,
// the sun as a circle in a ring of spikes (the sun with face a zigzag disc with dots), the star and the glowing star
// as a plain five-point outline (the glowing one with four wedges round it), the cloud as one empty outline and the
// crescent moon as a thin double-edged crescent. Ours are kawaii, with the shared face (kawaii-face.ts): a rainbow
// of five bands standing on two smiling clouds whose puffs are areas; a round smiling sun (the sun with face in
// sunglasses) with a rim and alternating long and short rounded rays; a plump rounded star with a shine and
// sparkles round it (the glowing one inside a glow ring, small stars round it); a puffy cloud of overlapping puffs
// with a face; a sleepy crescent in a striped nightcap with two stars hanging from it. The ids are kept, so the
// scene composer's SKY_IDS, SUNS and MOONS (themes.ts) and the name pages' rows treat them as before.
import { intersect, polyD } from '../../lib/studio/art-kit/clip';
import { kawaiiFace, type Face } from '../../lib/studio/art-kit/kawaii-face';
import { circle, path, r2, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

type Drawn = { f: string; s: string; d: string; c: string };
const TAU = 2 * Math.PI;
const P = (pts: Pt[]) => path(polyD(pts));
/** Points round the circle (cx, cy, r) from angle `a0` to `a1` (radians, y down). */
const arcPts = (cx: number, cy: number, r: number, a0: number, a1: number, n = 48): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => [cx + r * Math.cos(a0 + ((a1 - a0) * i) / n), cy + r * Math.sin(a0 + ((a1 - a0) * i) / n)]);
/** The point at `t` on the quadratic from `a` through control `b` to `c`. */
const quad = (a: Pt, b: Pt, c: Pt, t: number): Pt => [0, 1].map((i) => (1 - t) ** 2 * a[i] + 2 * t * (1 - t) * b[i] + t * t * c[i]) as Pt;
const quadPts = (a: Pt, b: Pt, c: Pt, n = 16): Pt[] => Array.from({ length: n + 1 }, (_, i) => quad(a, b, c, i / n));
/** The point `d` of the way from `p` towards `q`. */
const toward = (p: Pt, q: Pt, d: number): Pt => {
  const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
  return [p[0] + ((q[0] - p[0]) * d) / len, p[1] + ((q[1] - p[1]) * d) / len];
};
/** A face's parts gathered: its cheeks join the areas, its smile the lines, its eyes the dots. */
const wear = (face: Face, f: string[], s: string[], d: string[]) => {
  f.push(...face.f);
  s.push(face.s);
  d.push(face.d);
  return face.c;
};
const done = (f: string[], s: string[], d: string[], c: string[]): Drawn => ({
  f: f.join(''),
  s: s.length ? `<path d="${s.join('')}"/>` : '',
  d: d.length ? `<path d="${d.join('')}"/>` : '',
  c: c.join(''),
});

/** A four-point twinkle centred on (cx, cy), `r` to its points, its sides curving in: plumper than `sparkle`. */
function twinkle(cx: number, cy: number, r: number): string {
  const tips = Array.from({ length: 4 }, (_, i): Pt => [cx + r * Math.cos((i * Math.PI) / 2), cy + r * Math.sin((i * Math.PI) / 2)]);
  const mids = Array.from({ length: 4 }, (_, i): Pt => [
    cx + 0.22 * r * Math.cos(((i + 0.5) * Math.PI) / 2),
    cy + 0.22 * r * Math.sin(((i + 0.5) * Math.PI) / 2),
  ]);
  return polyD(tips.flatMap((p, i) => quadPts(p, mids[i], tips[(i + 1) % 4], 8).slice(0, -1)));
}

/**
 * The outline of a union of circles (x, y, r), seen from (cx, cy): along each of `n` rays from there, the farthest
 * point of any circle. Right for a cloud, whose puffs all show from its middle.
 */
function blob(circles: [number, number, number][], cx: number, cy: number, n = 360): Pt[] {
  return Array.from({ length: n }, (_, i) => {
    const [ux, uy] = [Math.cos((i / n) * TAU), Math.sin((i / n) * TAU)];
    let far = 0;
    for (const [x, y, r] of circles) {
      const [dx, dy] = [cx - x, cy - y];
      const b = dx * ux + dy * uy;
      const disc = b * b - (dx * dx + dy * dy - r * r);
      if (disc >= 0) far = Math.max(far, -b + Math.sqrt(disc));
    }
    return [cx + far * ux, cy + far * uy];
  });
}

/**
 * A five-point star centred on (cx, cy), `R` to its points and `ratio` R to its inner corners, every corner
 * rounded: the points by `tip` along each edge, the inner corners by `inner`. Plump when the ratio is high.
 */
function roundStar(cx: number, cy: number, R: number, ratio = 0.56, tip = 6, inner = 4, turn = 0): Pt[] {
  const v = Array.from({ length: 10 }, (_, i): Pt => {
    const [r, a] = [i % 2 ? R * ratio : R, -Math.PI / 2 + (i * Math.PI) / 5 + turn];
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
  return v.flatMap((p, i) => {
    const round = i % 2 ? inner : tip;
    return quadPts(toward(p, v[(i + 9) % 10], round), p, toward(p, v[(i + 1) % 10], round), 8);
  });
}

/**
 * A cloud of puffs: the back puffs each an area peeking over the front, then the front as one outline round its
 * puffs with the face on it. `k` scales it about (x, y), the middle of its front.
 */
function cloud(x: number, y: number, k: number, faceK: number, f: string[], s: string[], d: string[]): string {
  const at = ([u, v, r]: number[]): [number, number, number] => [x + u * k, y + v * k, r * k];
  // back puffs, left to right along the top, each a little over the one before
  const back = [
    [-11, -7, 7],
    [0, -11.5, 9],
    [11.5, -7.5, 7],
  ].map(at);
  for (const c of back) f.push(path(circle(r2(c[0]), r2(c[1]), r2(c[2]))));
  // the front: a row of puffs along a flat-ish bottom
  const front = [
    [-17, 3, 6],
    [-8, -1, 8],
    [3, -2.5, 8.5],
    [12, -0.5, 7.5],
    [17, 3, 6],
    [-6, 5, 7],
    [6, 5, 7],
  ].map(at);
  f.push(P(blob(front, x, y + 1 * k)));
  return wear(kawaiiFace(x, y + 1.2 * k, faceK), f, s, d);
}

// ---------------------------------------------------------------------------------------------------------------

/** The rainbow: five bands as areas arching over from one smiling cloud to another. */
export function rainbow(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const d: string[] = [];
  const c: string[] = [];
  const [cx, cy] = [36, 38.5];
  const radii = [34, 29.6, 25.2, 20.8, 16.4, 12];
  const foot = 56; // the legs run straight down to here, under the clouds
  for (let i = 0; i + 1 < radii.length; i++) {
    const [ro, ri] = [radii[i], radii[i + 1]];
    f.push(
      P([[cx - ro, foot], ...arcPts(cx, cy, ro, Math.PI, TAU, 64), [cx + ro, foot], [cx + ri, foot], ...arcPts(cx, cy, ri, TAU, Math.PI, 64), [cx - ri, foot]]),
    );
  }
  c.push(cloud(17, 56.6, 0.7, 0.78, f, s, d));
  c.push(cloud(55, 56.6, 0.7, 0.78, f, s, d));
  return done(f, s, d, c);
}

/**
 * A round smiling sun: long and short rounded rays in turn, the disc with a rim over their roots, the face on it.
 * `shades`: the sun with face wears sunglasses, their lenses areas with a shine.
 */
export function sun(shades = false): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const d: string[] = [];
  const c: string[] = [];
  const [cx, cy] = [36, 36];
  const rays = 16;
  for (let i = 0; i < rays; i++) {
    const a = (i / rays) * TAU - Math.PI / 2;
    const long = i % 2 === 0;
    const [r0, r1, w0, w1] = long ? [19, 34.6, 8.4, 3.4] : [19, 28.6, 6.6, 2.8];
    // a tapering ray with a round tip: up one side, round the tip, down the other
    const [ux, uy, nx, ny] = [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a)];
    const at = (r: number, w: number): Pt => [cx + ux * r + nx * w, cy + uy * r + ny * w];
    const tipR = w1 / 2;
    f.push(
      P([
        at(r0, -w0 / 2),
        at(r1 - tipR, -tipR),
        ...arcPts(cx + ux * (r1 - tipR), cy + uy * (r1 - tipR), tipR, a - Math.PI / 2, a + Math.PI / 2, 10),
        at(r0, w0 / 2),
      ]),
    );
  }
  f.push(path(circle(cx, cy, 22)), path(circle(cx, cy, 19)));
  const face = kawaiiFace(cx, cy + 1, 1.55);
  if (!shades) {
    c.push(wear(face, f, s, d));
    return done(f, s, d, c);
  }
  // sunglasses instead of the eyes: two rounded lenses, a bridge, arms to the rim, a shine across each lens
  f.push(...face.f);
  s.push(face.s);
  c.push(face.c);
  const ey = cy - 2.4;
  for (const side of [-1, 1]) {
    const ex = cx + side * 6.6;
    const lens: Pt[] = [
      ...quadPts([ex - 5, ey - 3], [ex, ey - 4.2], [ex + 5, ey - 3], 8),
      ...quadPts([ex + 5, ey - 3], [ex + 6, ey + 4.6], [ex, ey + 4.4], 8).slice(1),
      ...quadPts([ex, ey + 4.4], [ex - 6, ey + 4.6], [ex - 5, ey - 3], 8).slice(1),
    ];
    f.push(P(lens));
    s.push(`M${r2(ex + side * 5)} ${r2(ey - 2.6)}L${r2(cx + side * 17.4)} ${r2(ey - 4.6)}`);
    s.push(`M${r2(ex - 2.6)} ${r2(ey + 1.6)}L${r2(ex + 0.4)} ${r2(ey - 1.6)}M${r2(ex - 0.4)} ${r2(ey + 2.6)}L${r2(ex + 2.4)} ${r2(ey - 0.4)}`);
  }
  s.push(`M${cx - 1.6} ${r2(ey - 2.2)}Q${cx} ${r2(ey - 3.6)} ${cx + 1.6} ${r2(ey - 2.2)}`);
  return done(f, s, d, c);
}

/**
 * A plump rounded star with a face and a shine on its upper left point, sparkles round it. `glowing`: smaller,
 * inside a glow ring of its own shape, small stars round it instead of the sparkles.
 */
export function star(glowing = false): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const d: string[] = [];
  const c: string[] = [];
  const [cx, cy] = [36, 39.8];
  const R = glowing ? 29 : 37.5;
  if (glowing) {
    f.push(P(roundStar(cx, cy, 38.5, 0.6, 7, 5)));
    for (const [x, y, r] of [
      [7.5, 9.5, 6.5],
      [64.5, 9.5, 6.5],
      [5.5, 62, 4.8],
      [66.5, 62, 4.8],
    ])
      f.push(P(roundStar(x, y, r, 0.56, r * 0.22, r * 0.14)));
  } else {
    for (const [x, y, r] of [
      [8, 10, 7],
      [64, 10, 7],
      [36, 67.2, 4.3],
    ])
      f.push(path(twinkle(x, y, r)));
  }
  f.push(P(roundStar(cx, cy, R, 0.56, glowing ? 5 : 6, glowing ? 3.5 : 4)));
  // the shine: an oval just inside the top point's left edge
  const k = R / 37.5;
  f.push(path(turnedEllipse(r2(cx - 4.2 * k), r2(cy - 23.5 * k), r2(3.8 * k), r2(1.5 * k), -59)));
  c.push(wear(kawaiiFace(cx, cy + 2 * k, 1.45 * k), f, s, d));
  return done(f, s, d, c);
}

/** A puffy cloud: three back puffs as areas over a front of puffs with the face. */
export function puffyCloud(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const d: string[] = [];
  const c = [cloud(36, 42.5, 1.5, 1.5, f, s, d)];
  return done(f, s, d, c);
}

/**
 * A sleepy crescent moon opening to the right, in a striped nightcap over its top point, the cap's tip flopping
 * down with a pompom, two stars hanging from it on threads into the crescent's hollow; a face with its eyes shut.
 */
export function sleepyCrescent(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const d: string[] = [];
  const c: string[] = [];
  const O = { x: 30, y: 42, r: 28 };
  const I = { x: 44, y: 34, r: 23 };
  // where the circles meet: the crescent's two points
  const dd = Math.hypot(I.x - O.x, I.y - O.y);
  const a = (O.r * O.r - I.r * I.r + dd * dd) / (2 * dd);
  const h = Math.sqrt(O.r * O.r - a * a);
  const [mx, my] = [O.x + ((I.x - O.x) * a) / dd, O.y + ((I.y - O.y) * a) / dd];
  const [ux, uy] = [(I.x - O.x) / dd, (I.y - O.y) / dd];
  const top: Pt = [mx + uy * h, my - ux * h];
  const bottom: Pt = [mx - uy * h, my + ux * h];
  const ang = (p: Pt, o: { x: number; y: number }) => Math.atan2(p[1] - o.y, p[0] - o.x);
  const [oTop, oBot] = [ang(top, O), ang(bottom, O)];
  const [iTop, iBot] = [ang(top, I), ang(bottom, I)];
  // outer edge from the bottom point round the left to the top point, inner edge back
  f.push(P([...arcPts(O.x, O.y, O.r, oBot, oTop + TAU, 96), ...arcPts(I.x, I.y, I.r, iTop + TAU, iBot, 96).slice(1)]));
  // the nightcap over the top point: its body up from the cuff, the tip flopping over to the right
  const cuff: Pt[] = [
    [3, 28.5],
    [24.5, 38.5],
    [26.9, 33.3],
    [5.4, 23.3],
  ];
  const tip: Pt = [60.5, 12.5];
  const body: Pt[] = [
    ...quadPts(cuff[3], [7, 6], [32, 3.5]),
    ...quadPts([32, 3.5], [54, 1], tip).slice(1),
    ...quadPts(tip, [47, 8.5], [38.5, 14.5]).slice(1),
    ...quadPts([38.5, 14.5], [31, 22], cuff[2]).slice(1),
  ];
  f.push(P(body));
  for (const [x0, x1] of [
    [13, 25],
    [33, 45],
  ])
    f.push(
      ...intersect(body, [
        [x0, -2],
        [x0 + 5, -2],
        [x1 + 5, 40],
        [x1, 40],
      ] as Pt[]).map(P),
    );
  f.push(P(quadPts(cuff[0], [14, 35.5], cuff[1], 12).concat(quadPts(cuff[2], [16, 30.3], cuff[3], 12))));
  f.push(path(circle(tip[0] + 0.3, tip[1] + 2, 4.6)));
  // two stars hanging on threads into the hollow: one from the cap's edge, one from the pompom
  s.push('M36 18.5V35.5M60.8 19V27');
  f.push(P(roundStar(36, 42.3, 8, 0.56, 1.8, 1.2)), P(roundStar(60.8, 32.4, 6, 0.56, 1.4, 1)));
  // the face on the fat of the crescent, eyes shut: lids bowing down
  const [fx, fy, k, deg] = [19, 51.5, 1.38, 4];
  const face = kawaiiFace(fx, fy, k, deg);
  f.push(...face.f);
  s.push(face.s);
  c.push(face.c);
  const rad = (deg * Math.PI) / 180;
  const F = (dx: number, dy: number): string =>
    `${r2(fx + k * (dx * Math.cos(rad) - dy * Math.sin(rad)))} ${r2(fy + k * (dx * Math.sin(rad) + dy * Math.cos(rad)))}`;
  for (const side of [-1, 1]) {
    const ex = side * 4.6;
    s.push(`M${F(ex - 2.2, -1.8)}Q${F(ex, 1.2)} ${F(ex + 2.2, -1.8)}`);
  }
  return done(f, s, d, c);
}
