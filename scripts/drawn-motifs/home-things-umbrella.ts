// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { type Drawn, lerp, quadPts, arc, rect, done } from './home-things-kit';
import { circle, line, path, poly, type Pt, r2, roundRect } from '../../lib/studio/art-kit/shapes';

// The umbrella.

/**
 * An open umbrella: five panels between curving ribs, each its own area with a scalloped lower edge; dots on the
 * first, middle and last, a stripe on the other two; a tip on top, a shaft and a curved grip; raindrops beside.
 */
export function umbrella(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const apex: Pt = [36, 7];
  // rib ends: between even spacing and a sphere's, so the middle panels are broad and the outer ones turned away
  const phis = [-90, -54, -18, 18, 54, 90].map((d) => (d * Math.PI) / 180);
  const ends: Pt[] = phis.map((p) => [36 + 33.5 * (0.5 * Math.sin(p) + (0.5 * p) / (Math.PI / 2)), 34 + 4 * Math.cos(p)]);
  const rib = (e: Pt) => quadPts(apex, [36 + (e[0] - 36) * 1.02, apex[1] + 1.5 + (e[1] - apex[1]) * 0.05], e, 20);
  const ribs = ends.map(rib);
  const scallop = (a: Pt, b: Pt) => quadPts(a, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 - Math.max(2, (b[0] - a[0]) * 0.28)], b, 12);
  // a point inside panel i: `u` across it from rib i, `v` from the apex down
  const inPanel = (i: number, u: number, v: number): Pt => {
    const k = Math.round(v * 20);
    return lerp(ribs[i][k], ribs[i + 1][k], u);
  };
  // the tip above the apex
  f.push(path(roundRect(34.8, 1, 37.2, 6, 1)));
  // raindrops beside
  const drop = (x: number, y: number, r: number) => path(poly([[x, y - r * 2.4], ...arc(x, y, r, r, -0.45, Math.PI + 0.45, 14)]));
  for (const [x, y, r] of [
    [4.5, 46, 1.7],
    [10, 56, 1.9],
    [3.8, 64, 1.6],
    [67.5, 46, 1.7],
    [62, 56, 1.9],
    [68.2, 64, 1.6],
    [13, 44.5, 1.3],
    [59, 44.5, 1.3],
  ])
    f.push(drop(x, y, r));
  // the shaft and the grip, hooked to the left
  f.push(path(poly(rect(35, 34, 37, 60))));
  const outer = arc(31.2, 60, 6.7, 6.7, 0, Math.PI, 16);
  const innerR = arc(31.2, 60, 2.9, 2.9, 0, Math.PI, 16);
  f.push(path(poly([[38, 55], ...outer, ...arc(26.5, 60, 1.9, 1.9, Math.PI, 0, 8).slice(1, -1), ...innerR.reverse(), [34.1, 55]])));
  s.push(
    line([
      [34.1, 56.8],
      [37.9, 56.8],
    ]),
  );
  // the panels
  for (let i = 0; i < 5; i++) {
    f.push(path(poly([...ribs[i], ...scallop(ends[i], ends[i + 1]).slice(1), ...[...ribs[i + 1]].reverse().slice(1, -1)])));
  }
  // dots on panels 0, 2 and 4, a stripe on panels 1 and 3
  for (const i of [0, 2, 4]) {
    const spots: [number, number][] =
      i === 2
        ? [
            [0.5, 0.3],
            [0.25, 0.58],
            [0.75, 0.58],
            [0.5, 0.8],
          ]
        : [
            [0.5, 0.35],
            [0.5, 0.62],
            [0.5, 0.86],
          ];
    for (const [u, v] of spots) {
      const p = inPanel(i, u, v);
      const width = Math.abs(inPanel(i, 1, v)[0] - inPanel(i, 0, v)[0]);
      const r = Math.min(2.7, width * 0.26, 0.9 + v * 2.4);
      if (r > 0.7) f.push(path(circle(r2(p[0]), r2(p[1]), r2(r))));
    }
  }
  for (const i of [1, 3]) {
    const at = (v: number) => Array.from({ length: 9 }, (_, k) => inPanel(i, k / 8, v));
    f.push(path(poly([...at(0.5), ...at(0.64).reverse()])));
    f.push(path(poly([...at(0.22), ...at(0.3).reverse()])));
  }
  // the little caps where the ribs end
  for (const e of ends.slice(1, -1)) f.push(path(circle(r2(e[0]), r2(e[1] + 0.3), 1)));
  return done(f, s);
}
