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
// The parts this file's drawings share; each drawing is in a module of its own beside it.
import { polyD } from '../../lib/studio/art-kit/clip';
import { type Face } from '../../lib/studio/art-kit/kawaii-face';
import { circle, path, type Pt, r2 } from '../../lib/studio/art-kit/shapes';

export type Drawn = { f: string; s: string; d: string; c?: string };
export type V3 = [number, number, number];
export type M3 = [V3, V3, V3];

export const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const unit = (a: V3): V3 => {
  const l = Math.hypot(...a);
  return [a[0] / l, a[1] / l, a[2] / l];
};
export const add = (a: V3, b: V3, k = 1): V3 => [a[0] + k * b[0], a[1] + k * b[1], a[2] + k * b[2]];
export const mul = (m: M3, p: V3): V3 => [dot(m[0], p), dot(m[1], p), dot(m[2], p)];
export const rad = (deg: number) => (deg * Math.PI) / 180;
/** The points of the great-circle arc from `a` to `b` (unit vectors), `n` steps. */
export const arc3 = (a: V3, b: V3, n = 10): V3[] => Array.from({ length: n + 1 }, (_, i) => unit(add(a, add(b, a, -1), i / n)));

/**
 * The turn that brings `front` (a direction on the ball) to face us, `up` pointing up the page, then tips the ball
 * by `tx` degrees about the page's x axis and `ty` about its y axis, so the front sits a little off the middle and
 * the lines round it curve.
 */
export function orient(front: V3, up: V3, tx = 0, ty = 0): M3 {
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
export class Ball {
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

export const poly = (p: Pt[]) => path(polyD(p));
/** Points round the ellipse centred on (cx, cy) from angle `a0` to `a1` (radians, y down). */
export const arc = (cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, n = 24): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => [cx + rx * Math.cos(a0 + ((a1 - a0) * i) / n), cy + ry * Math.sin(a0 + ((a1 - a0) * i) / n)]);

/** A shine on a ball: a curved streak and a dot beside it, up and to the left of its middle. */
export function shine(cx: number, cy: number, r: number, at = -2.35): string[] {
  const streak = [...arc(cx, cy, r * 0.8, r * 0.8, at - 0.32, at + 0.32, 12), ...arc(cx, cy, r * 0.68, r * 0.68, at + 0.3, at - 0.3, 12)];
  const [dx, dy] = [cx + r * 0.74 * Math.cos(at + 0.58), cy + r * 0.74 * Math.sin(at + 0.58)];
  return [poly(streak), path(circle(r2(dx), r2(dy), r2(r * 0.055)))];
}

/** Collects a motif's parts, the face last so it lies over the ball. */
export function finish(f: string[], s: string[], fc: Face, extra: { f?: string[]; s?: string[] } = {}): Drawn {
  return {
    f: [...f, ...fc.f, ...(extra.f ?? [])].join(''),
    s: `<path d="${[...s, fc.s, ...(extra.s ?? [])].join('')}"/>`,
    d: `<path d="${fc.d}"/>`,
    c: fc.c,
  };
}
