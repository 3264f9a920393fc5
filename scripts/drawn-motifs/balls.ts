// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Six balls. The emoji printed each as one big plain disc crossed by a few lines (Fluent's soccer ball and
// american football, OpenMoji's basketball, baseball, tennis ball and volleyball), so a sports page was a circle
// in front of a stadium. Ours are built on a sphere turned in space and seen from the front, so their panels,
// ribs and seams curve round the ball as they do on a real one: the soccer ball's pentagons and hexagons (a
// truncated icosahedron, each panel an area), the basketball's ribs as bands with a few dimples, the baseball's
// two seams with little V stitches as areas to colour red, the tennis ball's seam band on a fuzzy outline, the
// volleyball's three-strip panels meeting three ways, and the american football's laces and end stripes. Each
// has the house's kawaii face (kawaii-face.ts) inside one panel, clear of every seam, a shine, and something
// small that makes a page a scene: a glove, a racket, sparkles, speed streaks.
import { intersect, polyD } from './clip';
import { kawaiiFace, type Face } from './kawaii-face';
import { band, circle, insidePolygon, path, type Pt, r2, roundRect, scallops, sparkle, turnedEllipse } from './shapes';

type Drawn = { f: string; s: string; d: string; c?: string };
type V3 = [number, number, number];
type M3 = [V3, V3, V3];

const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const unit = (a: V3): V3 => {
  const l = Math.hypot(...a);
  return [a[0] / l, a[1] / l, a[2] / l];
};
const add = (a: V3, b: V3, k = 1): V3 => [a[0] + k * b[0], a[1] + k * b[1], a[2] + k * b[2]];
const mul = (m: M3, p: V3): V3 => [dot(m[0], p), dot(m[1], p), dot(m[2], p)];
const rad = (deg: number) => (deg * Math.PI) / 180;
/** The points of the great-circle arc from `a` to `b` (unit vectors), `n` steps. */
const arc3 = (a: V3, b: V3, n = 10): V3[] => Array.from({ length: n + 1 }, (_, i) => unit(add(a, add(b, a, -1), i / n)));

/**
 * The turn that brings `front` (a direction on the ball) to face us, `up` pointing up the page, then tips the ball
 * by `tx` degrees about the page's x axis and `ty` about its y axis, so the front sits a little off the middle and
 * the lines round it curve.
 */
function orient(front: V3, up: V3, tx = 0, ty = 0): M3 {
  const z = unit(front);
  const y = unit(add(add([0, 0, 0], up, -1), z, dot(up, z)));
  const x = cross(y, z);
  const [cx, sx, cy, sy] = [Math.cos(rad(tx)), Math.sin(rad(tx)), Math.cos(rad(ty)), Math.sin(rad(ty))];
  const rx: M3 = [
    [1, 0, 0],
    [0, cx, -sx],
    [0, sx, cx],
  ];
  const ry: M3 = [
    [cy, 0, sy],
    [0, 1, 0],
    [-sy, 0, cy],
  ];
  const base: M3 = [x, y, z];
  const times = (a: M3, b: M3): M3 => a.map((row) => [0, 1, 2].map((j) => row[0] * b[0][j] + row[1] * b[1][j] + row[2] * b[2][j])) as M3;
  return times(ry, times(rx, base));
}

/** A ball of radius `r` centred on (cx, cy) on the page, turned by `m`: where its points fall on the page. */
class Ball {
  constructor(
    readonly cx: number,
    readonly cy: number,
    readonly r: number,
    readonly m: M3,
  ) {}
  /** The point's depth toward us (1 at the front, 0 on the outline, below 0 behind). */
  z(p: V3) {
    return mul(this.m, unit(p))[2];
  }
  /** A point on the page; one behind the ball is pushed out to the outline, so an area running round lies on it. */
  at(p: V3): Pt {
    const [x, y, z] = mul(this.m, unit(p));
    if (z >= 0) return [this.cx + this.r * x, this.cy + this.r * y];
    const l = Math.hypot(x, y) || 1;
    return [this.cx + (this.r * x) / l, this.cy + (this.r * y) / l];
  }
  /** The disc as a polygon, `grow` units larger, to cut markings to. */
  disc(grow = 0, n = 180): Pt[] {
    return Array.from({ length: n }, (_, i): Pt => [
      this.cx + (this.r + grow) * Math.cos((i / n) * 2 * Math.PI),
      this.cy + (this.r + grow) * Math.sin((i / n) * 2 * Math.PI),
    ]);
  }
  /** A panel bounded by the closed ring of points `ps` on the ball, an area (or nothing when it is out of sight). */
  panel(ps: V3[], minArea = 5): string | undefined {
    if (ps.every((p) => this.z(p) < 0.02)) return undefined;
    const pts = ps.map((p) => this.at(p));
    let a = 0;
    for (let i = 0; i < pts.length; i++) {
      const [p, q] = [pts[i], pts[(i + 1) % pts.length]];
      a += p[0] * q[1] - q[0] * p[1];
    }
    return Math.abs(a / 2) < minArea ? undefined : path(polyD(pts));
  }
  /**
   * A band `w` wide (in the ball's units, 1 its radius) along the line `ps` on the ball, as areas: the runs of it
   * in sight, its edges following the surface, ending along the outline.
   */
  band(ps: V3[], w: number, closed = false): string[] {
    const left: V3[] = [];
    const right: V3[] = [];
    const n = ps.length;
    ps.forEach((p, i) => {
      const a = ps[closed ? (i + n - 1) % n : Math.max(0, i - 1)];
      const b = ps[closed ? (i + 1) % n : Math.min(n - 1, i + 1)];
      const side = unit(cross(unit(p), add(b, a, -1)));
      left.push(unit(add(unit(p), side, w / 2)));
      right.push(unit(add(unit(p), side, -w / 2)));
    });
    // the runs in sight, a little past the outline at each end
    const seen = ps.map((p) => this.z(p) > -0.2);
    const runs: number[][] = [];
    let start = seen.findIndex((v) => !v);
    if (start < 0) {
      if (!closed) return [path(polyD([...left.map((p) => this.at(p)), ...right.reverse().map((p) => this.at(p))]))];
      return [path(polyD(left.map((p) => this.at(p)))), path(polyD(right.map((p) => this.at(p))))];
    }
    if (!closed) start = -1;
    let run: number[] = [];
    for (let k = 1; k <= n; k++) {
      const i = closed ? (start + k) % n : k - 1;
      if (seen[i]) run.push(i);
      else if (run.length) {
        runs.push(run);
        run = [];
      }
    }
    if (run.length) runs.push(run);
    // the points behind are pushed out onto the outline, so each run's ends lie along it
    return runs
      .filter((rn) => rn.length > 1)
      .map((rn) => path(polyD([...rn.map((i) => this.at(left[i])), ...[...rn].reverse().map((i) => this.at(right[i]))])));
  }
}

const poly = (p: Pt[]) => path(polyD(p));
/** Points round the ellipse centred on (cx, cy) from angle `a0` to `a1` (radians, y down). */
const arc = (cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, n = 24): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => [cx + rx * Math.cos(a0 + ((a1 - a0) * i) / n), cy + ry * Math.sin(a0 + ((a1 - a0) * i) / n)]);

/** A shine on a ball: a curved streak and a dot beside it, up and to the left of its middle. */
function shine(cx: number, cy: number, r: number, at = -2.35): string[] {
  const streak = [...arc(cx, cy, r * 0.8, r * 0.8, at - 0.32, at + 0.32, 12), ...arc(cx, cy, r * 0.68, r * 0.68, at + 0.3, at - 0.3, 12)];
  const [dx, dy] = [cx + r * 0.74 * Math.cos(at + 0.58), cy + r * 0.74 * Math.sin(at + 0.58)];
  return [poly(streak), path(circle(r2(dx), r2(dy), r2(r * 0.055)))];
}

/** Collects a motif's parts, the face last so it lies over the ball. */
function finish(f: string[], s: string[], fc: Face, extra: { f?: string[]; s?: string[] } = {}): Drawn {
  return {
    f: [...f, ...fc.f, ...(extra.f ?? [])].join(''),
    s: `<path d="${[...s, fc.s, ...(extra.s ?? [])].join('')}"/>`,
    d: `<path d="${fc.d}"/>`,
    c: fc.c,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The soccer ball: a truncated icosahedron's twelve pentagons and twenty hexagons, each an area.

const PHI = (1 + Math.sqrt(5)) / 2;
const ICO: V3[] = [
  ...[-1, 1].flatMap((a) =>
    [-1, 1].flatMap((b): V3[] => [
      [0, a, b * PHI],
      [a, b * PHI, 0],
      [b * PHI, 0, a],
    ]),
  ),
];

/** The pentagons (round each icosahedron corner) and hexagons (round each face) of a soccer ball, on the unit sphere. */
function soccerPanels(): { pentagons: V3[][]; hexagons: V3[][]; hexCentres: V3[] } {
  const near = (a: V3, b: V3) => Math.abs(Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]) - 2) < 1e-6;
  const third = (a: V3, b: V3, t: number): V3 => add(a, add(b, a, -1), t);
  const ring = (corners: V3[]) => corners.flatMap((c, i) => arc3(unit(c), unit(corners[(i + 1) % corners.length])).slice(0, -1));
  const pentagons = ICO.map((v) => {
    const ns = ICO.filter((u) => near(u, v));
    // order the five round the corner
    const e1 = unit(add(ns[0], v, -dot(ns[0], v) / dot(v, v)));
    const e2 = cross(unit(v), e1);
    ns.sort((a, b) => Math.atan2(dot(a, e2), dot(a, e1)) - Math.atan2(dot(b, e2), dot(b, e1)));
    return ring(ns.map((u) => third(v, u, 1 / 3)));
  });
  const hexagons: V3[][] = [];
  const hexCentres: V3[] = [];
  for (let i = 0; i < 12; i++)
    for (let j = i + 1; j < 12; j++)
      for (let k = j + 1; k < 12; k++) {
        const [a, b, c] = [ICO[i], ICO[j], ICO[k]];
        if (!near(a, b) || !near(b, c) || !near(a, c)) continue;
        hexagons.push(ring([third(a, b, 1 / 3), third(a, b, 2 / 3), third(b, c, 1 / 3), third(b, c, 2 / 3), third(c, a, 1 / 3), third(c, a, 2 / 3)]));
        hexCentres.push(unit(add(add(a, b), c)));
      }
  return { pentagons, hexagons, hexCentres };
}

/**
 * The soccer ball: every panel an area, the face in the hexagon facing us, a shine. No tuft of grass under it: it
 * is also the ball a cat or a dog plays with on a kitchen floor.
 */
export function soccerBall(): Drawn {
  const { pentagons, hexagons, hexCentres } = soccerPanels();
  const front = hexCentres[0];
  const m = orient(front, [0, 1, 0.3], 8, -8);
  const ball = new Ball(36, 33, 32.5, m);
  const f: string[] = [path(circle(ball.cx, ball.cy, ball.r))];
  for (const p of [...hexagons, ...pentagons]) {
    const a = ball.panel(p);
    if (a) f.push(a);
  }
  // each pentagon has a smaller one inside it, so the patches a child colours dark read apart from the hexagons
  for (const p of pentagons) {
    const c = unit(p.reduce((acc, q) => add(acc, q), [0, 0, 0] as V3));
    if (ball.z(c) < 0.25) continue;
    const a = ball.panel(
      p.map((q) => unit(add(c, add(q, c, -1), 0.55))),
      2,
    );
    if (a) f.push(a);
  }
  f.push(...shine(ball.cx, ball.cy, ball.r, -2.5));
  const [x, y] = ball.at(front);
  return finish(f, [], kawaiiFace(r2(x), r2(y + 0.6), 0.92));
}

// ---------------------------------------------------------------------------------------------------------------
// The basketball: two great-circle ribs and two curved ones, as bands, dimples on its skin.

/** The points round the circle on the unit sphere `ang` radians from the axis `ax`, `n` of them. */
function circleAbout(ax: V3, ang: number, n = 120): V3[] {
  const a = unit(ax);
  const e1 = unit(cross(a, Math.abs(a[0]) < 0.9 ? [1, 0, 0] : [0, 1, 0]));
  const e2 = cross(a, e1);
  return Array.from({ length: n }, (_, i) => {
    const t = (i / n) * 2 * Math.PI;
    return unit(add(add(a, e1, Math.tan(ang) * Math.cos(t)), e2, Math.tan(ang) * Math.sin(t)));
  });
}
const greatCircle = (ax: V3, n = 120) =>
  Array.from({ length: n }, (_, i): V3 => {
    const a = unit(ax);
    const e1 = unit(cross(a, Math.abs(a[0]) < 0.9 ? [1, 0, 0] : [0, 1, 0]));
    const e2 = cross(a, e1);
    const t = (i / n) * 2 * Math.PI;
    return add(add([0, 0, 0], e1, Math.cos(t)), e2, Math.sin(t));
  });

/** A basketball: ribs curving round it as bands, dimples on its skin, a shine, the face in a panel, sparkles. */
export function basketball(): Drawn {
  // the ribs: the great circles x = 0 and y = 0, and small circles round the ±x axis
  const front = unit([-0.33, -0.45, 0.83]);
  const m = orient(front, [0, -1, 0], 6, -4);
  const ball = new Ball(36, 36, 34.6, m);
  const f: string[] = [path(circle(ball.cx, ball.cy, ball.r))];
  const ribs = [greatCircle([1, 0, 0]), greatCircle([0, 1, 0]), circleAbout([1, 0, 0], rad(48)), circleAbout([-1, 0, 0], rad(48))];
  // dimples: little round areas on the skin, away from the ribs, the face and the shine
  const faceAt = ball.at(front);
  for (let gy = -0.9; gy <= 0.9; gy += 0.21)
    for (let gx = -0.9; gx <= 0.9; gx += 0.21) {
      const [u, v] = [gx + 0.06 * Math.sin(gy * 40), gy + 0.06 * Math.cos(gx * 37)];
      const p: Pt = [ball.cx + ball.r * u, ball.cy + ball.r * v];
      if (Math.hypot(p[0] - faceAt[0], p[1] - faceAt[1] - 1) < 12) continue;
      const z = Math.sqrt(Math.max(0, 1 - u * u - v * v));
      if (z < 0.35) continue;
      // clear of the ribs: the point in the ball's own frame
      const q: V3 = [m[0][0] * u + m[1][0] * v + m[2][0] * z, m[0][1] * u + m[1][1] * v + m[2][1] * z, m[0][2] * u + m[1][2] * v + m[2][2] * z];
      if (Math.abs(q[0]) < 0.13 || Math.abs(q[1]) < 0.13 || Math.abs(Math.abs(q[0]) - Math.cos(rad(48))) < 0.1) continue;
      // every third one, so the skin reads pebbled without filling up
      if ((Math.round(gx * 100) + Math.round(gy * 100) * 3) % 3 !== 0) continue;
      const ang = (Math.atan2(v, u) * 180) / Math.PI + 90;
      f.push(path(turnedEllipse(r2(p[0]), r2(p[1]), 1.1, r2(1.1 * Math.max(0.5, z)), r2(ang))));
    }
  for (const rib of ribs) f.push(...ball.band(rib, 0.075, true));
  f.push(...shine(ball.cx, ball.cy, ball.r, -1.05));
  f.push(path(sparkle(64.5, 6.5, 5.5)), path(sparkle(6, 66, 4.2)));
  return finish(f, [], kawaiiFace(r2(faceAt[0]), r2(faceAt[1]), 0.9, -8));
}

// ---------------------------------------------------------------------------------------------------------------
// The baseball and the tennis ball share one seam: the curve that cuts a sphere into two dumbbells.

/** The seam of a baseball or a tennis ball on the unit sphere, `n` points round it. */
const seam = (b: number, n = 240): V3[] => {
  const a = 1 - b;
  return Array.from({ length: n }, (_, i) => {
    const t = (i / n) * 2 * Math.PI;
    return [a * Math.cos(t) + b * Math.cos(3 * t), a * Math.sin(t) - b * Math.sin(3 * t), 2 * Math.sqrt(a * b) * Math.sin(2 * t)];
  });
};

/**
 * The little V stitches along the baseball's seam, each an area: a chevron across the seam pointing along it,
 * `every` seam points apart, on the part of the seam in sight.
 */
function stitches(ball: Ball, line: V3[], every: number, size: number): string[] {
  const out: string[] = [];
  const n = line.length;
  const [h, w, th] = [(size * 0.55) / ball.r, size / ball.r, (size * 0.42) / ball.r];
  for (let i = 0; i < n; i += every) {
    const p = line[i];
    if (ball.z(p) < 0.28) continue;
    const t = unit(add(line[(i + 1) % n], line[(i + n - 1) % n], -1));
    const side = unit(cross(p, t));
    const at = (u: number, v: number) => ball.at(add(add(p, t, u), side, v));
    out.push(poly([at(-h, w), at(h, 0), at(-h, -w), at(-h + th, -w), at(h - th * 1.5, 0), at(-h + th, w)]));
  }
  return out;
}

/** The parts of polygon `pts` outside all of `covers` (each a polygon), as lines' data: strings behind a ball. */
function lineOutside(pts: Pt[], covers: Pt[][]): string {
  let d = '';
  let on = false;
  for (const p of pts) {
    if (covers.some((c) => insidePolygon(p, c))) {
      on = false;
      continue;
    }
    d += `${on ? 'L' : 'M'}${r2(p[0])} ${r2(p[1])}`;
    on = true;
  }
  return d;
}
/** `n` points from `a` to `b`. */
const segment = (a: Pt, b: Pt, n = 60): Pt[] => Array.from({ length: n + 1 }, (_, i) => [a[0] + ((b[0] - a[0]) * i) / n, a[1] + ((b[1] - a[1]) * i) / n]);

/** A capsule from `a` to `b`, `w` across, its ends round: a glove's finger. */
function capsuleBetween(a: Pt, b: Pt, w: number): Pt[] {
  const ang = Math.atan2(b[1] - a[1], b[0] - a[0]);
  return [
    ...arc(b[0], b[1], w / 2, w / 2, ang - Math.PI / 2, ang + Math.PI / 2, 12),
    ...arc(a[0], a[1], w / 2, w / 2, ang + Math.PI / 2, ang + 1.5 * Math.PI, 12),
  ];
}

/** A baseball resting in a glove: its two seams with red V stitches, a shine, the face between the seams. */
export function baseball(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const ball = new Ball(36, 37, 25.5, orient([0, 0, 1], [1, -1, 0], 6, 0));
  // the glove behind the ball, its palm toward us: four fingers up, the thumb out to the left, a wrist strap
  for (const [x0, y0, x1, y1, w] of [
    [19, 30, 13, 8.5, 12],
    [30, 28, 28.5, 3, 12.5],
    [42, 28, 44, 3.4, 12.5],
    [53, 30, 58.5, 10, 12],
  ]) {
    f.push(poly(capsuleBetween([x0, y0], [x1, y1], w)));
    s.push(`M${r2(x1 + (x0 - x1) * 0.15)} ${r2(y1 + (y0 - y1) * 0.15 + 1.5)}L${r2(x1 + (x0 - x1) * 0.45)} ${r2(y1 + (y0 - y1) * 0.45 + 1.5)}`);
  }
  f.push(poly(capsuleBetween([16, 46], [4.5, 33], 11.5)));
  f.push(path('M9 44Q8 22 22 20H52Q66 22 66 44Q66 62 56 64H18Q9 62 9 44Z'));
  f.push(path(roundRect(18, 61, 54, 71.5, 3.5)));
  f.push(path(circle(47, 66.3, 2.2)));
  // the ball: the seams as narrow bands, V stitches over them, a shine
  f.push(path(circle(ball.cx, ball.cy, ball.r)));
  const line = seam(0.25);
  f.push(...ball.band(line, 0.045, true));
  f.push(...stitches(ball, line, 6, 3));
  f.push(...shine(ball.cx, ball.cy, ball.r, -2.5));
  const [x, y] = ball.at([0, 0, 1]);
  return finish(f, s, kawaiiFace(r2(x), r2(y + 0.5), 0.92));
}

/** A tennis ball beside a racket's head: the seam band an area, its outline fuzzy, a shine, the face on a lobe. */
export function tennisBall(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const ball = new Ball(29.5, 43.5, 27.5, orient([0, 0, 1], [1, -1, 0], 10, -10));
  // the racket behind, up to the right: the handle with its grip, the throat, the frame round the strings
  const axis = unit([0.36, 1, 0]);
  const head = { cx: 50.5, cy: 19.5, a: 17.5, b: 14 };
  const toPage = (u: number, v: number): Pt => [head.cx + v * axis[0] - u * axis[1], head.cy + v * axis[1] + u * axis[0]];
  const frame = (da: number) => arc(0, 0, head.b - da, head.a - da, 0, 2 * Math.PI, 90).map(([u, v]) => toPage(u, v));
  f.push(poly([toPage(-5.5, 14), toPage(-1.6, 30), toPage(1.6, 30), toPage(5.5, 14)]));
  f.push(poly([toPage(-2.4, 29), toPage(-2.6, 52), toPage(2.6, 52), toPage(2.4, 29)]));
  f.push(poly([toPage(-3.2, 38), toPage(-3.2, 52.5), toPage(3.2, 52.5), toPage(3.2, 38)]));
  f.push(poly(frame(0)));
  const inner = frame(3);
  f.push(poly(inner));
  const disc = ball.disc(1.2);
  for (let u = -10.5; u <= 10.5; u += 3.5)
    s.push(
      lineOutside(
        segment(toPage(u, -20), toPage(u, 20), 80).filter((p) => insidePolygon(p, inner)),
        [disc],
      ),
    );
  for (let v = -12.25; v <= 12.25; v += 3.5)
    s.push(
      lineOutside(
        segment(toPage(-16, v), toPage(16, v), 80).filter((p) => insidePolygon(p, inner)),
        [disc],
      ),
    );
  // the ball: a fuzzy outline, the seam band, a shine
  f.push(path(scallops(ball.cx, ball.cy, ball.r - 0.5, 44, 0.9)));
  f.push(...ball.band(seam(0.3), 0.17, true));
  f.push(...shine(ball.cx, ball.cy, ball.r, -1.85));
  const [x, y] = ball.at([0, 0, 1]);
  return finish(f, s, kawaiiFace(r2(x), r2(y + 0.8), 0.9));
}

// ---------------------------------------------------------------------------------------------------------------
// The volleyball: a cube's six faces blown round the ball, each in three strips, neighbours crossing.

/** The volleyball's eighteen panels on the unit sphere: each cube face's three strips. */
function volleyPanels(): { panel: V3[]; axis: number; sign: number; strip: number }[] {
  const out: { panel: V3[]; axis: number; sign: number; strip: number }[] = [];
  const cuts = [-1, -1 / 3, 1 / 3, 1];
  for (let axis = 0; axis < 3; axis++)
    for (const sign of [-1, 1])
      for (let strip = 0; strip < 3; strip++) {
        const [j, k] = [(axis + 2) % 3, (axis + 1) % 3];
        const pt = (sj: number, sk: number): V3 => {
          const p: V3 = [0, 0, 0];
          p[axis] = sign;
          p[j] = sj;
          p[k] = sk;
          return unit(p);
        };
        const [s0, s1] = [cuts[strip], cuts[strip + 1]];
        const ring: V3[] = [];
        const n = 14;
        for (let i = 0; i < n; i++) ring.push(pt(s0 + ((s1 - s0) * i) / n, -1));
        for (let i = 0; i < n * 2; i++) ring.push(pt(s1, -1 + (2 * i) / (n * 2)));
        for (let i = 0; i < n; i++) ring.push(pt(s1 - ((s1 - s0) * i) / n, 1));
        for (let i = 0; i < n * 2; i++) ring.push(pt(s0, 1 - (2 * i) / (n * 2)));
        out.push({ panel: ring, axis, sign, strip });
      }
  return out;
}

/** A volleyball: three strips to a face meeting three ways, a shine, the face on the middle strip, sparkles. */
export function volleyball(): Drawn {
  const front: V3 = [0, 0, 1];
  const ball = new Ball(36, 36, 34.6, orient(front, [0, -1, 0], -20, 22));
  const f: string[] = [path(circle(ball.cx, ball.cy, ball.r))];
  for (const { panel } of volleyPanels()) {
    const a = ball.panel(panel);
    if (a) f.push(a);
  }
  f.push(...shine(ball.cx, ball.cy, ball.r, -2.1));
  f.push(path(sparkle(66, 6, 5.5)), path(sparkle(5, 67, 4.2)));
  const [x, y] = ball.at(front);
  return finish(f, [], kawaiiFace(r2(x), r2(y - 1), 1.05));
}

// ---------------------------------------------------------------------------------------------------------------
// The american football: a pointed ball tilted up to the right, laces on top, a stripe near each end.

const FB = { cx: 43, cy: 35, L: 31.5, W: 23, deg: -30 };
/** A point on the football: `u` along it from its middle, `v` across it (down positive), on the page. */
const onBall = (u: number, v: number): Pt => {
  const a = rad(FB.deg);
  return [FB.cx + u * Math.cos(a) - v * Math.sin(a), FB.cy + u * Math.sin(a) + v * Math.cos(a)];
};
const halfWidth = (u: number) => FB.W * Math.max(0, 1 - (u / FB.L) ** 2) ** 0.72;

/** An american football flying: laces as areas, a stripe near each end, a shine, the face, speed streaks. */
export function americanFootball(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const us = Array.from({ length: 61 }, (_, i) => -FB.L + (2 * FB.L * i) / 60);
  const outline = [
    ...us.map((u) => onBall(u, -halfWidth(u))),
    ...[...us]
      .reverse()
      .slice(1, -1)
      .map((u) => onBall(u, halfWidth(u))),
  ];
  // speed streaks trailing behind it, down to the left
  for (const [v, len] of [
    [-9, 10],
    [3, 14],
    [14, 8],
  ]) {
    const start = -FB.L * (1 - (v / FB.W) ** 2) ** 0.9 - 3;
    f.push(poly(capsuleBetween(onBall(start, v), onBall(start - len, v), 2.6)));
  }
  f.push(poly(outline));
  // the stripes near each end, their edges bowed toward the tip as round the ball's end, cut to the outline
  for (const side of [-1, 1]) {
    const edge = (u: number) =>
      Array.from({ length: 25 }, (_, i) => {
        const w = halfWidth(u) + 2;
        const v = -w + (2 * w * i) / 24;
        return onBall(side * (u + 3.6 * Math.sqrt(Math.max(0, 1 - (v / w) ** 2))), v);
      });
    f.push(...intersect([...edge(18.5), ...edge(23).reverse()], outline).map((p) => poly(p)));
  }
  // the seam along the top from tip to tip, the laces over its middle: a bar and six cross laces
  const seamV = (u: number) => -0.4 * halfWidth(u);
  const seamLine = (u0: number, u1: number) => Array.from({ length: 30 }, (_, i) => onBall(u0 + ((u1 - u0) * i) / 29, seamV(u0 + ((u1 - u0) * i) / 29)));
  const asLine = (pts: Pt[]) => `M${pts.map((p) => p.map(r2).join(' ')).join('L')}`;
  s.push(asLine(seamLine(-FB.L + 4, -13.5)), asLine(seamLine(13.5, FB.L - 4)));
  f.push(path(band(seamLine(-14, 14), () => 2.4).d));
  for (let i = 0; i < 6; i++) {
    const u = -10.5 + i * 4.2;
    const v = seamV(u);
    f.push(poly([onBall(u - 1.1, v - 3.8), onBall(u + 1.1, v - 3.8), onBall(u + 1.1, v + 3.8), onBall(u - 1.1, v + 3.8)]));
  }
  // a shine along the upper side toward the front tip
  const sh = [
    ...Array.from({ length: 9 }, (_, i) => onBall(4 + i * 1.6, -0.84 * halfWidth(4 + i * 1.6))),
    ...Array.from({ length: 9 }, (_, i) => onBall(16.8 - i * 1.6, -0.7 * halfWidth(16.8 - i * 1.6))),
  ];
  f.push(poly(sh));
  const [x, y] = onBall(-1, 0.36 * FB.W);
  return finish(f, s, kawaiiFace(r2(x), r2(y), 1, FB.deg * 0.6));
}
