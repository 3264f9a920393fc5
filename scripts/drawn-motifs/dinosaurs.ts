// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { circle, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';

/** A closed smooth curve through `pts` (a Catmull-Rom spline written as cubics). */
export function smooth(pts: Pt[], closed = true): string {
  const n = pts.length;
  const at = (i: number) => pts[closed ? (i + n) % n : Math.max(0, Math.min(n - 1, i))]!;
  let d = `M${r2(pts[0]![0])} ${r2(pts[0]![1])}`;
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${r2(c1[0]!)} ${r2(c1[1]!)} ${r2(c2[0]!)} ${r2(c2[1]!)} ${r2(p2[0])} ${r2(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/**
 * A column leg from its top at (x, top) to the ground at y `ground` (64.5, higher for a far leg set back), `w`
 * wide: a knee swelling halfway, a narrower ankle, a foot spreading onto the ground with three rounded toenails to
 * colour, and a crease at the knee.
 */
export function columnLeg(f: string[], s: string[], x: number, top: number, w: number, ground = 64.5) {
  const knee = top + (ground - top) * 0.45;
  const ankle = top + (ground - top) * 0.78;
  f.push(
    path(
      smooth([
        [x, top],
        [x - 0.7, knee],
        [x + 0.5, ankle],
        [x - 1, ground - 1.5],
        [x - 0.6, ground],
        [x + w + 0.8, ground],
        [x + w + 1.1, ground - 1.5],
        [x + w - 0.2, ankle],
        [x + w + 0.4, knee],
        [x + w, top],
      ]),
    ),
  );
  const nail = (w + 1.4) / 3.4;
  for (let i = 0; i < 3; i++) {
    const nx = x - 0.4 + nail * 0.25 + i * nail * 1.12;
    f.push(
      path(
        `M${r2(nx)} ${ground}Q${r2(nx)} ${r2(ground - 2.7)} ${r2(nx + nail / 2)} ${r2(ground - 2.7)}Q${r2(nx + nail)} ${r2(ground - 2.7)} ${r2(nx + nail)} ${ground}Z`,
      ),
    );
  }
  s.push(`M${r2(x + w * 0.25)} ${r2(knee - 0.6)}Q${r2(x + w * 0.5)} ${r2(knee + 0.8)} ${r2(x + w * 0.75)} ${r2(knee - 0.6)}`);
}

export const dots = (...eyes: [number, number, number][]) => `<path d="${eyes.map(([x, y, r]) => circle(x, y, r)).join('')}"/>`;

/** The point at `t` on the quadratic Bézier through `q`. */
export function quadAt(q: [Pt, Pt, Pt], t: number): Pt {
  const u = 1 - t;
  return [0, 1].map((i) => r2(u * u * q[0][i]! + 2 * u * t * q[1][i]! + t * t * q[2][i]!)) as Pt;
}

/** A back plate: a rounded diamond at (x, y), `r` long from its root, leaning `deg` degrees off upright. */
export function plate(x: number, y: number, r: number, deg: number): string {
  const a = ((deg - 90) * Math.PI) / 180;
  const [ux, uy] = [Math.cos(a), Math.sin(a)];
  const [vx, vy] = [-uy, ux];
  const p = (u: number, v: number) => `${r2(x + ux * u + vx * v)} ${r2(y + uy * u + vy * v)}`;
  return `M${p(-r, -r * 0.9)}Q${p(r * 0.6, -r * 1.1)} ${p(r * 1.6, 0)}Q${p(r * 0.6, r * 1.1)} ${p(-r, r * 0.9)}Z`;
}
