// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Four sports things in the treats' kawaii manner (treats.ts), each with the shared face (kawaii-face.ts). Fluent's
// skateboard was a flat deck with its truck bolts printed as solid black dots and two wheels peeping out; ours is
// seen from three quarters above, nose up in an ollie so it fills the box: a deck with both kicktails raised and its
// edge showing, a painted design of tail caps, stripes and stars round a face, two trucks, four chunky wheels, each a
// tyre with a hub and a nut, pop marks under the tail and swooshes behind.
// Fluent's badminton racket and shuttlecock were one outlined area; ours has a big racket whose strings are a grid
// of areas, a T-joint, a shaft and a wrapped grip, and a big shuttlecock with its feathers as separate areas, two
// bands of thread and a cork with the face on it. OpenMoji's bowling pins had no faces and its ball three black
// finger holes; ours are three plump pins with two neck stripes and a face each, and a ball with a shine and its
// finger holes as white rings. OpenMoji's boxing glove was four plain areas; ours is seen from the side, punching
// up: a plump fist with a shine and a stitched seam, the thumb along its front, a face, and a cuff with a welt, a
// stitched strap with a star and its tab, and a rim.
// The parts this file's drawings share; each drawing is in a module of its own beside it.
import { line, type Pt } from '../../lib/studio/art-kit/shapes';
import { type Art } from './art';
export { addFace, art, type Art } from './art';

export type Drawn = { f: string; s: string; d: string; c: string };
export const done = (a: Art): Drawn => ({ f: a.f.join(''), s: `<path d="${a.s.join('')}"/>`, d: `<path d="${a.d.join('')}"/>`, c: a.c.join('') });

export const rad = (deg: number) => (deg * Math.PI) / 180;
/** Turns `p` by `deg` degrees about (0, 0) (clockwise, y down). */
export const turn = ([x, y]: Pt, deg: number): Pt => [x * Math.cos(rad(deg)) - y * Math.sin(rad(deg)), x * Math.sin(rad(deg)) + y * Math.cos(rad(deg))];
/** Points round the ellipse centred on (cx, cy) with radii rx, ry, from angle a0 to a1 (radians), n steps. */
export const arc = (cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, n = 24): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => [cx + rx * Math.cos(a0 + ((a1 - a0) * i) / n), cy + ry * Math.sin(a0 + ((a1 - a0) * i) / n)]);
/** Points round a whole ellipse (the last is not the first again). */
export const oval = (cx: number, cy: number, rx: number, ry: number, n = 48): Pt[] => arc(cx, cy, rx, ry, 0, 2 * Math.PI, n).slice(0, -1);
/** A five-pointed star's points about (cx, cy), `r` to its points, its inner corners at 0.46 r. */
export const star = (cx: number, cy: number, r: number): Pt[] =>
  Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const k = i % 2 ? r * 0.46 : r;
    return [cx + k * Math.cos(a), cy + k * Math.sin(a)];
  });
/** Points along the polyline through `pts` from its share `t0` to `t1` of its length, every `step` or so. */
export function stretch(pts: Pt[], t0: number, t1: number): Pt[] {
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
export function stitches(pts: Pt[], dash = 1.5): string {
  let total = 0;
  for (let i = 1; i < pts.length; i++) total += Math.hypot(pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1]);
  const n = Math.floor(total / (2 * dash));
  const share = dash / total;
  const lead = (1 - (2 * n - 1) * share) / 2;
  return Array.from({ length: n }, (_, i) => line(stretch(pts, lead + 2 * i * share, lead + (2 * i + 1) * share))).join('');
}
/** A Catmull-Rom curve through `pts`, `n` points to a span. */
export function smooth(pts: Pt[], n = 8): Pt[] {
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
