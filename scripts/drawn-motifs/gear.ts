// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Four sports things in the treats' kawaii manner (treats.ts), each with the shared face (kawaii-face.ts). Fluent's
// skateboard was a flat deck with its truck bolts printed as solid black dots and two wheels peeping out; ours is
// seen from three quarters above: a deck with both kicktails raised and its edge showing, a painted design of tail
// caps, stripes and stars round a face, two trucks, and four chunky wheels, each a tyre with a hub and a nut.
// Fluent's badminton racket and shuttlecock were one outlined area; ours has a big racket whose strings are a grid
// of areas, a T-joint, a shaft and a wrapped grip, and a big shuttlecock with its feathers as separate areas, two
// bands of thread and a cork with the face on it. OpenMoji's bowling pins had no faces and its ball three black
// finger holes; ours are three plump pins with two neck stripes and a face each, and a ball with a shine and its
// finger holes as white rings. OpenMoji's boxing glove was four plain areas; ours is seen from the side, punching
// up: a plump fist with a shine and a stitched seam, the thumb along its front, a face, and a cuff with a welt, a
// stitched strap with a star and its tab, and a rim.
import { intersect } from './clip';
import { kawaiiFace, type Face } from './kawaii-face';
import { line, path, poly, type Pt } from './shapes';

type Drawn = { f: string; s: string; d: string; c: string };
type Art = { f: string[]; s: string[]; d: string[]; c: string[] };
const art = (): Art => ({ f: [], s: [], d: [], c: [] });
const done = (a: Art): Drawn => ({ f: a.f.join(''), s: `<path d="${a.s.join('')}"/>`, d: `<path d="${a.d.join('')}"/>`, c: a.c.join('') });
const addFace = (a: Art, face: Face) => {
  a.f.push(...face.f);
  a.s.push(face.s);
  a.d.push(face.d);
  a.c.push(face.c);
};

const rad = (deg: number) => (deg * Math.PI) / 180;
/** Turns `p` by `deg` degrees about (0, 0) (clockwise, y down). */
const turn = ([x, y]: Pt, deg: number): Pt => [x * Math.cos(rad(deg)) - y * Math.sin(rad(deg)), x * Math.sin(rad(deg)) + y * Math.cos(rad(deg))];
/** Points round the ellipse centred on (cx, cy) with radii rx, ry, from angle a0 to a1 (radians), n steps. */
const arc = (cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, n = 24): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => [cx + rx * Math.cos(a0 + ((a1 - a0) * i) / n), cy + ry * Math.sin(a0 + ((a1 - a0) * i) / n)]);
/** Points round a whole ellipse (the last is not the first again). */
const oval = (cx: number, cy: number, rx: number, ry: number, n = 48): Pt[] => arc(cx, cy, rx, ry, 0, 2 * Math.PI, n).slice(0, -1);
/** A five-pointed star's points about (cx, cy), `r` to its points, its inner corners at 0.46 r. */
const star = (cx: number, cy: number, r: number): Pt[] =>
  Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const k = i % 2 ? r * 0.46 : r;
    return [cx + k * Math.cos(a), cy + k * Math.sin(a)];
  });
/** Points along the polyline through `pts` from its share `t0` to `t1` of its length, every `step` or so. */
function stretch(pts: Pt[], t0: number, t1: number): Pt[] {
  const len: number[] = [0];
  for (let i = 1; i < pts.length; i++) len.push(len[i - 1] + Math.hypot(pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1]));
  const total = len[len.length - 1];
  const at = (t: number): Pt => {
    const d = t * total;
    let i = 1;
    while (i < len.length - 1 && len[i] < d) i++;
    const u = (d - len[i - 1]) / (len[i] - len[i - 1] || 1);
    return [pts[i - 1][0] + (pts[i][0] - pts[i - 1][0]) * u, pts[i - 1][1] + (pts[i][1] - pts[i - 1][1]) * u];
  };
  const n = Math.max(2, Math.ceil(((t1 - t0) * total) / 0.5));
  return Array.from({ length: n + 1 }, (_, i) => at(t0 + ((t1 - t0) * i) / n));
}
/** Stitching along the polyline `pts`: dashes `dash` long with gaps as long between them. */
function stitches(pts: Pt[], dash = 1.5): string {
  let total = 0;
  for (let i = 1; i < pts.length; i++) total += Math.hypot(pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1]);
  const n = Math.floor(total / (2 * dash));
  const share = dash / total;
  const lead = (1 - (2 * n - 1) * share) / 2;
  return Array.from({ length: n }, (_, i) => line(stretch(pts, lead + 2 * i * share, lead + (2 * i + 1) * share))).join('');
}
/** A Catmull-Rom curve through `pts`, `n` points to a span. */
function smooth(pts: Pt[], n = 8): Pt[] {
  const out: Pt[] = [pts[0]];
  for (let i = 0; i < pts.length - 1; i++) {
    const [p0, p1, p2, p3] = [pts[Math.max(0, i - 1)], pts[i], pts[i + 1], pts[Math.min(pts.length - 1, i + 2)]];
    for (let j = 1; j <= n; j++) {
      const t = j / n;
      const [t2, t3] = [t * t, t * t * t];
      out.push(
        [0, 1].map(
          (k) => 0.5 * (2 * p1[k] + (-p0[k] + p2[k]) * t + (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2 + (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3),
        ) as Pt,
      );
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// The skateboard, built in the board's own measure (u along it, v across it, v > 0 toward us, h up), seen from
// three quarters above, then turned a little and fitted to the box.

/**
 * A skateboard from three quarters above, its nose to the right and a little up: four chunky wheels (tyre, hub and
 * nut as areas; the far two peeping out behind the near two), two trucks (hanger and baseplate), the deck's edge
 * and its top with both kicktails raised, and on the top a painted design: a cap on each tail, a stripe inside each
 * cap, a star on each side and the face in the middle.
 */
export function skateboard(): Drawn {
  const [L, W, U0, K, H, T] = [40, 11, 20, 10.5, 16, 2.8];
  const [SX, B] = [-0.46, 0.82];
  const [UT, VW, RW, WW] = [25, 9, 6.8, 4.2];
  const lift = (u: number) => K * Math.max(0, (Math.abs(u) - U0) / (L - U0)) ** 2;
  const P = (u: number, v: number, h: number): Pt => [u + SX * v, B * v - h];
  const top = ([u, v]: Pt): Pt => P(u, v, H + lift(u));
  const under = ([u, v]: Pt): Pt => P(u, v, H - T + lift(u));
  // the deck's outline in its own measure: straight sides sampled finely (the tails bend them) and round ends
  const side = (v: number, from: number, to: number): Pt[] => Array.from({ length: 41 }, (_, i) => [from + ((to - from) * i) / 40, v]);
  const deck: Pt[] = [
    ...arc(L - W, 0, W, W, -Math.PI / 2, Math.PI / 2, 16),
    ...side(W, L - W, -(L - W)).slice(1, -1),
    ...arc(-(L - W), 0, W, W, Math.PI / 2, 1.5 * Math.PI, 16),
    ...side(-W, -(L - W), L - W).slice(1, -1),
  ];
  type Shape = { kind: 'f' | 's'; pts: Pt[] };
  const shapes: Shape[] = [];
  const area = (pts: Pt[]) => shapes.push({ kind: 'f', pts });
  /** A wheel whose outer face is at v = `face` and its inner at `face - width` (seen from +v). */
  const wheel = (u: number, face: number) => {
    const [front, back] = [P(u, face, 0), P(u, face - WW, 0)];
    // the tyre's tread: the hull of its two faces, then the face, a hub ring and the nut on the axle
    const a = Math.atan2(back[1] - front[1], back[0] - front[0]);
    area([...arc(back[0], back[1], RW, RW, a - Math.PI / 2, a + Math.PI / 2, 16), ...arc(front[0], front[1], RW, RW, a + Math.PI / 2, a + 1.5 * Math.PI, 16)]);
    area(oval(front[0], front[1], RW, RW));
    area(oval(front[0], front[1], RW * 0.56, RW * 0.56));
    area(oval(front[0], front[1], RW * 0.22, RW * 0.22, 20));
  };
  const truck = (u: number) => {
    // the hanger: from the far wheel's axle to the near one's, rising to the kingpin between them
    area([P(u, -VW + 1, -1.2), P(u, -2.6, 5.6), P(u, 2.6, 5.6), P(u, VW - 1, -1.2), P(u, VW - 1, 1.6), P(u, -VW + 1, 1.6)]);
    // the baseplate under the deck, its front face
    const b = [P(u - 4, 3.2, 5), P(u + 4, 3.2, 5), P(u + 4, 3.2, H - T + lift(u)), P(u - 4, 3.2, H - T + lift(u))];
    area(b);
  };
  for (const u of [-UT, UT]) wheel(u, -VW + WW / 2);
  for (const u of [-UT, UT]) truck(u);
  area(deck.map(under));
  area(deck.map(top));
  // the painted design: a cap over each tail with a stripe inside it, a star on each side of the face
  for (const sgn of [-1, 1]) {
    for (const [u0, u1] of [
      [30.5, 60],
      [25.4, 28.2],
    ]) {
      const band: Pt[] = [
        [sgn * u0, -30],
        [sgn * u1, -30],
        [sgn * u1, 30],
        [sgn * u0, 30],
      ];
      for (const piece of intersect(band, deck)) area(piece.map(top));
    }
    area(star(sgn * 16.5, 0, 4.8).map(top));
  }
  for (const u of [-UT, UT]) wheel(u, VW + WW / 2);
  // turn it so the nose rises a little, and fit it to the box
  const DEG = -7;
  const all = shapes.flatMap((s) => s.pts.map((p) => turn(p, DEG)));
  const [x0, x1] = [Math.min(...all.map((p) => p[0])), Math.max(...all.map((p) => p[0]))];
  const [y0, y1] = [Math.min(...all.map((p) => p[1])), Math.max(...all.map((p) => p[1]))];
  const k = 69 / Math.max(x1 - x0, y1 - y0);
  const fit = (p: Pt): Pt => {
    const [x, y] = turn(p, DEG);
    return [36 + (x - (x0 + x1) / 2) * k, 36 + (y - (y0 + y1) / 2) * k];
  };
  const a = art();
  for (const s of shapes) (s.kind === 'f' ? a.f : a.s).push(s.kind === 'f' ? path(poly(s.pts.map(fit))) : line(s.pts.map(fit)));
  const [fx, fy] = fit(top([0, 0.6]));
  addFace(a, kawaiiFace(fx, fy, 1.08 * k, DEG));
  return done(a);
}

// ---------------------------------------------------------------------------------------------------------------
// The badminton racket and the shuttlecock.

/**
 * A racket leaning right with its grip at the bottom left, and a shuttlecock standing cork down at the bottom
 * right: the racket's frame round a bed of strings cut into a grid of areas, a T-joint, a shaft and a grip wrapped
 * in slanting bands with a butt cap; the shuttlecock's inside showing over the rim of its skirt, its feathers each
 * an area with a quill, two bands of thread round them, a collar and a round cork with the face.
 */
export function badminton(): Drawn {
  const a = art();
  // the racket in its own measure: the head's centre at (0, 0), the handle down +y; then turned and moved
  const [HX, HY, FR] = [16, 20.5, 2.6];
  const RDEG = 34;
  const R = ([x, y]: Pt): Pt => {
    const [tx, ty] = turn([x, y], RDEG);
    return [tx + 38, ty + 21.5];
  };
  const racket = (pts: Pt[]) => a.f.push(path(poly(pts.map(R))));
  // the shaft, then the handle with its grip wrapped in slanting bands and a cap at its end
  racket([
    [-1.2, HY - 1],
    [1.2, HY - 1],
    [1.2, 38],
    [-1.2, 38],
  ]);
  const handle: Pt[] = [
    [-2.9, 37],
    [2.9, 37],
    [2.7, 55],
    [-2.7, 55],
  ];
  racket(handle);
  for (let y = 38.5; y < 54; y += 4.2) {
    const wrap: Pt[] = [
      [-6, y + 2.2],
      [6, y - 0.4],
      [6, y + 1.6],
      [-6, y + 4.2],
    ];
    for (const piece of intersect(wrap, handle)) racket(piece);
  }
  racket([...arc(0, 55, 3.3, 1.2, Math.PI, 2 * Math.PI, 8), ...arc(0, 55.6, 3.3, 2.6, 0, Math.PI, 12)]);
  // the T-joint where the shaft meets the frame
  racket([
    [-4.6, HY - 2.4],
    [4.6, HY - 2.4],
    [1.6, HY + 3.2],
    [-1.6, HY + 3.2],
  ]);
  // the frame, the string bed inside it, cut into a grid
  racket(oval(0, 0, HX, HY, 72));
  const bed = oval(0, 0, HX - FR, HY - FR, 72);
  racket(bed);
  const step = 3.9;
  for (let x = -HX; x < HX; x += step)
    for (let y = -HY; y < HY; y += step) {
      const cell: Pt[] = [
        [x, y],
        [x + step, y],
        [x + step, y + step],
        [x, y + step],
      ];
      for (const piece of intersect(cell, bed)) racket(piece);
    }
  // the shuttlecock, cork down, leaning a little left
  const [SDEG, SK] = [10, 0.9];
  const S = ([x, y]: Pt): Pt => {
    const [tx, ty] = turn([x * SK, y * SK], SDEG);
    return [tx + 52.5, ty + 62.5];
  };
  const shuttle = (pts: Pt[]) => a.f.push(path(poly(pts.map(S))));
  const [TOP, RIM, NECK] = [-31, 4.2, 7.2];
  const skirt = (t: number) => NECK + (15 - NECK) * t;
  // the inside of the skirt, seen over its far rim
  shuttle(oval(0, TOP, 15, RIM, 48));
  // the feathers: six in front, each from the collar up to a rounded tip over the rim
  const feathers = 6;
  const quills: string[] = [];
  for (let i = 0; i < feathers; i++) {
    const [s0, s1] = [-1 + (2 * i) / feathers, -1 + (2 * (i + 1)) / feathers];
    const foot = (s: number): Pt => [s * NECK * 0.95, -6];
    const rim = (s: number): Pt => [s * skirt(1), TOP + RIM * Math.sqrt(Math.max(0, 1 - s * s)) * 0.9];
    const [r0, r1] = [rim(s0), rim(s1)];
    const mid = (s0 + s1) / 2;
    const tip: Pt = [mid * skirt(1), rim(mid)[1] - 4.2];
    const crown = smooth([r1, [r1[0] - (r1[0] - tip[0]) * 0.3, tip[1] + 1.2], tip, [r0[0] + (tip[0] - r0[0]) * 0.7, tip[1] + 1.2], r0], 5);
    shuttle([foot(s0), foot(s1), ...crown]);
    const quill: Pt[] = [
      [mid * NECK * 0.95, -6],
      [mid * skirt(1) * 0.97, rim(mid)[1] - 2.2],
    ];
    quills.push(line(quill.map(S)));
  }
  a.s.push(...quills);
  // two bands of thread round the feathers, following the skirt's roundness
  for (const [t, w] of [
    [0.34, 2],
    [0.62, 2],
  ]) {
    const y = -6 + (TOP + 2 - -6) * t;
    const [hw0, hw1] = [skirt(t) * 1.01, skirt(t + w / 25) * 1.01];
    shuttle([...arc(0, y, hw0, 1.6, 0, Math.PI, 16), ...arc(0, y - w, hw1, 1.6, Math.PI, 0, 16)]);
  }
  // the collar and the cork
  shuttle([...arc(0, -6.8, NECK + 0.6, 1.4, Math.PI, 2 * Math.PI, 12), ...arc(0, -2.4, NECK + 0.6, 1.4, 0, Math.PI, 12)]);
  shuttle([...arc(0, -2.2, NECK + 0.2, 1.2, Math.PI, 2 * Math.PI, 12), ...arc(0, -2.2, NECK + 0.2, 8.6, 0, Math.PI, 24)]);
  const [cx, cy] = S([0, 2]);
  addFace(a, kawaiiFace(cx, cy, 0.8 * SK, SDEG));
  return done(a);
}

// ---------------------------------------------------------------------------------------------------------------
// Bowling: three pins and a ball.

/** Half the pin's width at each depth from its top (its height 60): a round head, a neck, a plump belly, its foot. */
const PIN: Pt[] = [
  [0, 0],
  [3.4, 0.9],
  [5.6, 3.2],
  [6.4, 7],
  [5.6, 11],
  [3.9, 16],
  [4.4, 20],
  [7.4, 27],
  [9.6, 35],
  [10.2, 41],
  [9.4, 49],
  [7.6, 56],
  [6.4, 60],
];

/**
 * One pin standing with its foot at (x, y), `k` times 60 high: its outline, two stripes round its neck that bow
 * down as a round neck seen from a little above does, and the face on its belly.
 */
function pin(a: Art, x: number, y: number, k: number) {
  const prof = smooth(
    PIN.map(([w, d]) => [w, d] as Pt),
    8,
  ).map(([w, d]): Pt => [w * k, (d - 60) * k]);
  const right = prof.map(([w, d]): Pt => [x + w, y + d]);
  const left = prof.map(([w, d]): Pt => [x - w, y + d]).reverse();
  const outline = [...right, ...left.slice(1, -1)];
  a.f.push(path(poly(outline)));
  for (const d of [13.4, 17.6]) {
    const y0 = y + (d - 60) * k;
    const w = 2.8 * k;
    const band: Pt[] = [...arc(x, y0, 9 * k, 1.3 * k, Math.PI, 0, 16), ...arc(x, y0 + w, 9 * k, 1.3 * k, 0, Math.PI, 16)];
    for (const piece of intersect(band, outline)) a.f.push(path(poly(piece)));
  }
  addFace(a, kawaiiFace(x, y + (33 - 60) * k, 0.9 * k));
}

/**
 * Three pins, the middle one a step behind, and a ball in front of the right-hand pin's foot: the ball with a
 * shine and three finger holes as rings (the hole's rim round its shaded inside), nothing solid black but eyes.
 */
export function bowling(): Drawn {
  const a = art();
  pin(a, 36, 64, 1.06);
  pin(a, 14.8, 70.5, 1.1);
  pin(a, 57.2, 70.5, 1.1);
  const [bx, by, br] = [56, 58.6, 12.8];
  a.f.push(path(poly(oval(bx, by, br, br, 72))));
  // the shine: a crescent with pointed ends along the ball's upper left
  a.f.push(
    path(poly([...arc(bx, by, br - 2, br - 2, rad(192), rad(258), 16), ...arc(bx + 1.1, by + 1.1, br - 2.4, br - 2.4, rad(254), rad(196), 16).slice(1, -1)])),
  );
  // the finger holes, tilted to follow the ball's surface
  for (const [dx, dy, r] of [
    [-0.8, -5.6, 2.3],
    [4.8, -4.2, 2.3],
    [2.6, 1.8, 2.7],
  ]) {
    const [hx, hy] = [bx + dx, by + dy];
    a.f.push(path(poly(oval(hx, hy, r, r * 0.86, 32))));
    a.f.push(path(poly(oval(hx + 0.25, hy + 0.35, r * 0.55, r * 0.48, 24))));
  }
  return done(a);
}

// ---------------------------------------------------------------------------------------------------------------
// The boxing glove.

/** A closed Catmull-Rom loop through `pts`, `n` points to a span. */
function loop(pts: Pt[], n = 8): Pt[] {
  return smooth([pts[pts.length - 1], ...pts, pts[0], pts[1]], n).slice(n, -n);
}

/**
 * A plump boxing glove seen from the side, punching up and to the right: the fist with a shine and a stitched side
 * panel, the thumb curled along its front, the face; under it a rolled welt, the cuff with a strap across it (a
 * star badge, its tab, stitching along its edges) and a rim round its foot.
 */
export function boxingGlove(): Drawn {
  const shapes: { kind: 'f' | 's'; pts: Pt[] }[] = [];
  const area = (pts: Pt[]) => shapes.push({ kind: 'f', pts });
  const stroke = (pts: Pt[]) => shapes.push({ kind: 's', pts });
  const stitch = (pts: Pt[], dash = 1.3) => {
    for (const d of stitches(pts, dash).split('M').filter(Boolean)) stroke(d.split('L').map((q) => q.split(' ').map(Number) as Pt));
  };
  /** A band across the cuff from y0 to y1 at its middle, bowed down `bow` as a round cuff's is. */
  const across = (y0: number, y1: number, bow = 1.4): Pt[] => [
    ...smooth(
      [
        [15, y0 - 0.6],
        [31, y0 + bow],
        [47, y0 - 0.6],
      ],
      8,
    ),
    ...smooth(
      [
        [47, y1 - 0.6],
        [31, y1 + bow],
        [15, y1 - 0.6],
      ],
      8,
    ),
  ];
  // the cuff, cut to its outline: a strap with its tab, stitching and a star badge, a rim round its foot
  const cuff: Pt[] = [
    [17.6, 46],
    [44.6, 46],
    [45.6, 68.2],
    ...arc(43.2, 68.2, 2.4, 2.4, 0, Math.PI / 2, 4).slice(1),
    [18.6, 70.6],
    ...arc(18.6, 68.2, 2.4, 2.4, Math.PI / 2, Math.PI, 4).slice(1),
  ];
  area(cuff);
  for (const band of [across(54, 62.6), across(65.6, 72)]) for (const piece of intersect(band, cuff)) area(piece);
  area([[38, 53.6], [52.4, 53.2], ...arc(52.4, 57.9, 4.7, 4.7, -Math.PI / 2, Math.PI / 2, 10).slice(1, -1), [52.4, 62.6], [38, 62.6]]);
  area(star(27, 58.6, 4.3));
  stitch(
    smooth(
      [
        [40.4, 55.8],
        [52.4, 55.6],
        [54.6, 57.9],
        [52.4, 60.2],
        [40.4, 60.2],
      ],
      4,
    ),
  );
  // the fist: round at the back, its knuckles bulging forward and up
  const fist: Pt[] = loop(
    [
      [17.6, 49],
      [14.4, 38],
      [14, 24],
      [18.4, 12],
      [28, 3.6],
      [41, 1.4],
      [53.4, 4.4],
      [62.4, 12],
      [66, 22.4],
      [63.6, 32.4],
      [57, 39.6],
      [47.6, 47.6],
      [32, 50.4],
    ],
    10,
  );
  area(fist);
  // the side panel's seam, stitched, a little inside the back and the top
  stitch(
    smooth(
      [
        [21, 44],
        [19, 32],
        [21, 19],
        [28.4, 10.4],
        [40, 7],
        [51.4, 8.6],
      ],
      8,
    ),
    1.4,
  );
  // a shine on the knuckles
  area(
    loop(
      [
        [54.6, 8.2],
        [60.2, 12.4],
        [62.8, 18.4],
        [61.2, 19.6],
        [58, 14.8],
        [53.2, 10.4],
      ],
      6,
    ),
  );
  // the welt where the fist meets the cuff
  for (const piece of intersect(across(45, 50.2, 1.6), [
    [16, 40],
    [47, 40],
    [47, 56],
    [16, 56],
  ]))
    area(piece);
  // the thumb, curled along the front of the fist, its tip by the knuckles
  area(
    loop(
      [
        [40.4, 48.4],
        [48, 42.4],
        [54.6, 35.6],
        [60.2, 30.4],
        [65, 30.8],
        [66.8, 35.6],
        [62.6, 43.4],
        [54.4, 50],
        [45.8, 53.6],
        [40.6, 52.6],
      ],
      8,
    ),
  );
  // lean it into a punch and fit it to the box
  const DEG = -10;
  const all = shapes.filter((q) => q.kind === 'f').flatMap((q) => q.pts.map((p) => turn(p, DEG)));
  const [x0, x1] = [Math.min(...all.map((p) => p[0])), Math.max(...all.map((p) => p[0]))];
  const [y0, y1] = [Math.min(...all.map((p) => p[1])), Math.max(...all.map((p) => p[1]))];
  const k = 69.4 / Math.max(x1 - x0, y1 - y0);
  const fit = (p: Pt): Pt => {
    const [x, y] = turn(p, DEG);
    return [36 + (x - (x0 + x1) / 2) * k, 36 + (y - (y0 + y1) / 2) * k];
  };
  const a = art();
  for (const q of shapes) (q.kind === 'f' ? a.f : a.s).push(q.kind === 'f' ? path(poly(q.pts.map(fit))) : line(q.pts.map(fit)));
  const [fx, fy] = fit([38.5, 26]);
  addFace(a, kawaiiFace(fx, fy, 1.2 * k, DEG));
  return done(a);
}
