// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box. Ours (MIT).
// What the orangutan, the bison, the ox and the water buffalo share: outlines given by the points they pass
// through, shaggy edges cut into tufts of hair (each coat still one closed area to colour), and the bovines'
// legs on cloven hooves and tails with a tuft.
import { along, band, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';

export const d = (pts: Pt[]) => pts.map((p) => `${r2(p[0])} ${r2(p[1])}`).join('L');
export const out = (f: string[], s: string[], dots: string[], c: string) => ({
  f: f.join(''),
  s: `<path d="${s.join('')}"/>`,
  d: `<path d="${dots.join('')}"/>`,
  c,
});

/** A smooth line through `pts` (a Catmull-Rom spline), `n` points to a stretch. */
export function smooth(pts: Pt[], n = 6): Pt[] {
  const line: Pt[] = [pts[0]];
  for (let i = 0; i + 1 < pts.length; i++) {
    const [p0, p1, p2, p3] = [pts[Math.max(0, i - 1)], pts[i], pts[i + 1], pts[Math.min(pts.length - 1, i + 2)]];
    for (let k = 1; k <= n; k++) {
      const t = k / n;
      const [t2, t3] = [t * t, t * t * t];
      line.push(
        [0, 1].map((j) =>
          r2(0.5 * (2 * p1[j] + (-p0[j] + p2[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2 + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3)),
        ) as Pt,
      );
    }
  }
  return line;
}

/** The point at the share `t` of the way along the polyline `line`, and the unit direction it runs there. */
function at(line: Pt[], lens: number[], t: number): { p: Pt; dir: Pt } {
  const total = lens[lens.length - 1];
  const want = t * total;
  let i = 1;
  while (i < lens.length - 1 && lens[i] < want) i++;
  const [a, b] = [line[i - 1], line[i]];
  const seg = lens[i] - lens[i - 1] || 1;
  const u = Math.min(1, Math.max(0, (want - lens[i - 1]) / seg));
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  return { p: [a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u], dir: [(b[0] - a[0]) / len, (b[1] - a[1]) / len] };
}

/**
 * The path on from `line[0]` along the polyline `line`, cut into `n` tufts of hair standing `bump` out to its left
 * (y down: the left of a line running right is up), each a lock curving out to a blunt point: a shaggy edge. A
 * negative `bump` stands them out to the right. The locks lean the way the line runs, or back against it with
 * `lean` -1 (so that hair on a side drawn upwards still hangs down).
 */
export function tufts(line: Pt[], n: number, bump: number, lean: 1 | -1 = 1): string {
  const lens = [0];
  for (let i = 1; i < line.length; i++) lens.push(lens[i - 1] + Math.hypot(line[i][0] - line[i - 1][0], line[i][1] - line[i - 1][1]));
  const off = (t: number, o: number) => {
    const { p, dir } = at(line, lens, t);
    return `${r2(p[0] + dir[1] * o)} ${r2(p[1] - dir[0] * o)}`;
  };
  let s = '';
  for (let i = 0; i < n; i++) {
    const [t0, t1] = [i / n, (i + 1) / n];
    const T = (k: number) => t0 + (t1 - t0) * (lean === 1 ? k : 1 - k);
    // the long curved side of the lock, then the short one back to the edge
    const long = `${off(T(0.3), bump * 0.55)} ${off(T(0.72), bump * 1.05)} ${off(T(0.9), bump)}`;
    const short = `${off(T(0.98), bump * 0.55)} ${off(T(1), 0)}`;
    s +=
      lean === 1
        ? `C${long}Q${short}`
        : `Q${off(T(0.98), bump * 0.55)} ${off(T(0.9), bump)}C${off(T(0.72), bump * 1.05)} ${off(T(0.3), bump * 0.55)} ${off(T(0), 0)}`;
  }
  return s;
}

/**
 * A bovine's leg standing on the top of its hoof at `o`, `w` across at the cannon, its top at `top` (hidden by the
 * body): a foreleg a column with a knee; a hind leg widening up into the thigh with its hock pointing back. A
 * closed area, with the cloven hoof (two toes, each an area) under it.
 */
export function bovineLeg(o: Pt, top: number, w: number, hind: boolean): string[] {
  const [x, y] = o;
  const h = w / 2;
  const len = y - top;
  const P = (dx: number, t: number): Pt => [r2(x + dx), r2(y - t * len)];
  const front = hind
    ? [P(-h - 1.6, 1), P(-h - 0.6, 0.72), P(-h + 0.4, 0.5), P(-h + 0.1, 0.34), P(-h, 0.12), P(-h, 0)]
    : [P(-h - 1.2, 1), P(-h - 0.3, 0.7), P(-h - 0.7, 0.45), P(-h, 0.32), P(-h, 0)];
  const back = hind
    ? [P(h, 0), P(h, 0.14), P(h + 0.9, 0.34), P(h + 2.6, 0.52), P(h + 3.2, 0.72), P(h + 3.4, 1)]
    : [P(h, 0), P(h, 0.32), P(h + 0.7, 0.45), P(h + 0.5, 0.7), P(h + 1.6, 1)];
  return [path(`M${d(smooth(front, 4))}L${d(smooth(back, 4))}Z`), ...cloven(o, w)];
}

/** A cloven hoof under a leg `w` across ending at `o`: two toes, each an area, parted by a notch. */
export function cloven([x, y]: Pt, w: number): string[] {
  const [h, H] = [w / 2, 4.2];
  const toe = (s: number) =>
    path(
      `M${r2(x + s * h)} ${y}L${r2(x + s * (h + 0.6))} ${r2(y + H - 0.9)}Q${r2(x + s * (h + 0.8))} ${r2(y + H)} ${r2(x + s * h)} ${r2(y + H)}L${r2(x + s * 0.9)} ${r2(y + H)}Q${r2(x + s * 0.15)} ${r2(y + H)} ${r2(x + s * 0.15)} ${r2(y + H - 1)}L${x} ${y}Z`,
    );
  return [toe(-1), toe(1)];
}

/** A tail hanging along the cubic `c`, `w` thick, its tuft (an area, with two hair lines) at its end. */
export function tuftedTail(c: [Pt, Pt, Pt, Pt], w: number, f: string[], s: string[], size = 1) {
  f.push(path(band(along(c[0], [[c[1], c[2], c[3]]]), () => w).d));
  const [x, y] = [c[3][0], c[3][1] - 1];
  const A = (dx: number, dy: number) => `${r2(x + dx * size)} ${r2(y + dy * size)}`;
  f.push(path(`M${A(-1.3, 0)}Q${A(-3.6, 4.6)} ${A(-2.2, 8.6)}Q${A(-1, 7.4)} ${A(0, 9)}Q${A(1, 7.4)} ${A(2.2, 8.6)}Q${A(3.6, 4.6)} ${A(1.3, 0)}Z`));
  s.push(`M${A(-0.6, 2.8)}Q${A(-1.1, 5)} ${A(-0.8, 6.6)}M${A(0.7, 2.8)}Q${A(1.2, 5)} ${A(0.9, 6.6)}`);
}

/** Points along the ellipse (cx, cy, rx, ry) from angle `a0` to `a1` (degrees, y down: clockwise on the page). */
export function arc(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, n = 24): Pt[] {
  return Array.from({ length: n + 1 }, (_, i) => {
    const a = ((a0 + ((a1 - a0) * i) / n) * Math.PI) / 180;
    return [r2(cx + rx * Math.cos(a)), r2(cy + ry * Math.sin(a))] as Pt;
  });
}
