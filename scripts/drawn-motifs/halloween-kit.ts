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
// The parts this file's drawings share; each drawing is in a module of its own beside it.
import { insidePolygon, line, type Pt, lerp } from '../../lib/studio/art-kit/shapes';
import { art, done as doneArt, type Art } from './art';
export { lerp };

export { art, type Art };
/** The motif's fields (art.ts), with `c` the areas an adults' fill keeps clear of, if any. */
export const done = (a: Art, c?: string) => doneArt({ ...a, c: c ? [c] : [] });
/** The point at `t` on the quadratic from `a` through control `b` to `c`. */
export const quad = (a: Pt, b: Pt, c: Pt, t: number): Pt => [0, 1].map((i) => (1 - t) ** 2 * a[i] + 2 * t * (1 - t) * b[i] + t * t * c[i]) as Pt;
export const quadRun = (a: Pt, b: Pt, c: Pt, n = 12): Pt[] => Array.from({ length: n + 1 }, (_, i) => quad(a, b, c, i / n));
/** Points round the ellipse centred on (cx, cy) from angle `a0` to `a1` (radians, y down). */
export const arc = (cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, n = 24): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => [cx + rx * Math.cos(a0 + ((a1 - a0) * i) / n), cy + ry * Math.sin(a0 + ((a1 - a0) * i) / n)]);
/** `pts` turned `deg` degrees about the origin, scaled by `k`, then moved to (x, y). */
export const place = (pts: Pt[], x: number, y: number, k: number, deg: number): Pt[] => {
  const a = (deg * Math.PI) / 180;
  return pts.map(([u, v]) => [x + k * (u * Math.cos(a) - v * Math.sin(a)), y + k * (u * Math.sin(a) + v * Math.cos(a))]);
};
/** The shape `pts` shrunk by `k` toward its centre of points, then moved by (dx, dy): a hole's inner wall. */
export const shrink = (pts: Pt[], k: number, dx: number, dy: number): Pt[] => {
  const [cx, cy] = [pts.reduce((t, p) => t + p[0], 0) / pts.length, pts.reduce((t, p) => t + p[1], 0) / pts.length];
  return pts.map(([x, y]) => [cx + (x - cx) * k + dx, cy + (y - cy) * k + dy]);
};

export function nearEdge(p: Pt, shape: Pt[], margin: number): boolean {
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
export function visible(pts: Pt[], own: Pt[], covers: Pt[][], margin = 1.3): string {
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
