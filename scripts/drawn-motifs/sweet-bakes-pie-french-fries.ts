// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { intersect } from '../../lib/studio/art-kit/clip';
import { circle, ellipse, fleece, line, path, poly, type Pt, r2 } from '../../lib/studio/art-kit/shapes';
import { type Drawn, arc, lerp, face, done } from './sweet-bakes-kit';

// The pie, in its tin, seen a little from above: its top an ellipse, the tin's foot a smaller one below.

const PIE = { cx: 36, cy: 27, rx: 33.5, ry: 15.5, foot: 46, frx: 29, fry: 12 };
/** The point of the pie's top at `a` radians (`k` of the way out), and of the tin's foot. */
const pieTop = (a: number, k = 1): Pt => [PIE.cx + PIE.rx * k * Math.cos(a), PIE.cy + PIE.ry * k * Math.sin(a)];
const pieFoot = (a: number): Pt => [PIE.cx + PIE.frx * Math.cos(a), PIE.foot + PIE.fry * Math.sin(a)];
/** The slice cut out of the pie's front right, between these angles. */
const CUT: [number, number] = [(14 * Math.PI) / 180, (74 * Math.PI) / 180];

/**
 * A round pie in a tin fluted at its foot: a crimped crust round the edge (each crimp an area), a lattice of pastry strips
 * over the filling so each gap is an area, a slice cut out of the front right showing the filling between the
 * bottom crust and the lattice with berries in it, the tin's floor beyond, and the face on the tin.
 */
export function pie(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // the tin: its sides down to its foot, fluted near the foot
  f.push(path(poly([...arc(PIE.cx, PIE.cy, PIE.rx * 0.99, PIE.ry * 0.99, 0, Math.PI, 32), ...arc(PIE.cx, PIE.foot, PIE.frx, PIE.fry, Math.PI, 0, 32)])));
  for (let i = 1; i < 18; i++) {
    const a = Math.PI - (i * Math.PI) / 18;
    // none in the cut, nor under the face
    if ((a > CUT[0] - 0.05 && a < CUT[1] + 0.05) || Math.abs(pieFoot(a)[0] - 24) < 13) continue;
    s.push(line([lerp(pieTop(a, 0.99), pieFoot(a), 0.72), pieFoot(a)]));
  }
  // the crust, crimped round its edge, and the filling inside it
  f.push(path(fleece(PIE.cx, PIE.cy - 0.4, PIE.rx - 2.4, PIE.ry - 2.4, 26, 1.8)));
  const inner = arc(PIE.cx, PIE.cy + 0.3, PIE.rx - 8.5, PIE.ry - 5.2, 0, 2 * Math.PI, 64).slice(0, -1);
  f.push(path(poly(inner)));
  // the crimps: a line in from each of the crust's valleys to the filling
  for (let i = 0; i < 26; i++) {
    const a = (i * 2 * Math.PI) / 26;
    s.push(line([pieTop(a, 0.8), pieTop(a, 0.93)]));
  }
  // the lattice: strips crossing at right angles on the round top, seen from a little above, cut to the filling
  const toScreen = ([u, v]: Pt): Pt => [PIE.cx + u * PIE.rx * 0.75, PIE.cy + 0.3 + v * PIE.ry * 0.67];
  const strip = (at: number, w: number, deg: number): Pt[] => {
    const a = (deg * Math.PI) / 180;
    const [dx, dy, nx, ny] = [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a)];
    return (
      [
        [-1.4, at - w / 2],
        [1.4, at - w / 2],
        [1.4, at + w / 2],
        [-1.4, at + w / 2],
      ] as Pt[]
    ).map(([u, v]) => toScreen([u * dx + v * nx, u * dy + v * ny]));
  };
  for (const deg of [45, -45]) for (const at of [-0.56, 0, 0.56]) for (const part of intersect(strip(at, 0.27, deg), inner)) f.push(path(poly(part)));
  // the cut: the tin's floor seen where the slice was, then the cut face left on its far side (the near one faces
  // away, hidden behind the pie's front), each cut to the gap so nothing spills over the pie's top
  const [c, cLow] = [pieTop(0, 0), [PIE.cx, PIE.foot] as Pt];
  const [a, b] = [pieTop(CUT[0], 1.01), pieTop(CUT[1], 1.01)];
  const gap = [c, a, ...arc(PIE.cx, PIE.foot, PIE.frx, PIE.fry, CUT[0], CUT[1], 12), b];
  f.push(path(poly(gap)));
  const aLow = pieFoot(CUT[0]);
  // on the cut face: the top crust, the filling with its berries, the bottom crust
  const at = (u: number, v: number): Pt => lerp(lerp(c, a, u), lerp(cLow, aLow, u), v);
  const inGap = (q: Pt[]) => intersect(q, gap).forEach((part) => f.push(path(poly(part))));
  inGap([c, a, aLow, cLow]);
  inGap([at(0, 0), at(1, 0), at(1, 0.2), at(0, 0.2)]);
  inGap([at(0, 0.8), at(1, 0.8), at(1, 1), at(0, 1)]);
  for (const [u, v, r] of [
    [0.36, 0.46, 2.1],
    [0.56, 0.62, 2.3],
    [0.74, 0.4, 2.1],
    [0.9, 0.6, 1.8],
  ]) {
    const [x, y] = at(u, v);
    f.push(path(circle(r2(x), r2(y), r)));
  }
  return done(f, s, face(24, 48.4, 0.86));
}

// ---------------------------------------------------------------------------------------------------------------
// The french fries: a carton with fries standing in it, a ketchup dip beside.

/** A fry: a long thin stick from its foot (x, y) standing `len` high, `w` thick, leaning `deg` degrees. */
function fry(x: number, y: number, len: number, w: number, deg: number): string {
  const a = (deg * Math.PI) / 180;
  const [ux, uy] = [Math.sin(a), -Math.cos(a)];
  const [nx, ny] = [-uy, ux];
  const P = (u: number, v: number): Pt => [x + ux * u + nx * v, y + uy * u + ny * v];
  // the cut end a little slanted and rounded at its corners
  return poly([P(0, -w / 2), P(len - 0.6, -w / 2), P(len, -w / 2 + 0.7), P(len + 0.5, w / 2 - 0.7), P(len, w / 2), P(0, w / 2)]);
}

/**
 * French fries standing in a carton: the carton's back panel, a bunch of fries behind and in front (each an
 * area), the front panel with its curved top and the face on it, and a little cup of ketchup beside with a fry
 * dipped in it.
 */
export function frenchFries(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const [l, r, cx] = [4, 54, 29];
  // the back panel, its top bowed up
  f.push(path(`M${l} 36Q${cx} 21 ${r} 36L${r - 7} 70H${l + 7}Z`));
  const backFries: [number, number, number][] = [
    [10, 27, -16],
    [18, 36, -8],
    [26, 40, -2],
    [34, 38, 5],
    [42, 34, 11],
    [49, 26, 17],
  ];
  for (const [x, len, deg] of backFries) f.push(path(fry(x, 46, len, 5.2, deg)));
  const frontFries: [number, number, number][] = [
    [14, 28, -12],
    [22, 31, -4],
    [30, 33, 1],
    [38, 30, 7],
    [46, 26, 13],
  ];
  for (const [x, len, deg] of frontFries) f.push(path(fry(x, 50, len, 5.4, deg)));
  // the front panel: its top dips in a curve between two high corners
  f.push(path(`M${l - 1.5} 31Q${cx} 48 ${r + 1.5} 31L${r - 6} 70.5Q${cx} 72 ${l + 6} 70.5Z`));
  // the ketchup dip: a little cup, the sauce in it, a fry dipped in
  f.push(path(`M55 58.5L57.2 70Q63.3 71.6 69.4 70L71.2 58.5Z`));
  f.push(path(ellipse(63.2, 58.5, 8, 2.8)));
  f.push(path(ellipse(63.2, 58.9, 6.6, 2)));
  f.push(path(fry(60, 58.5, 15, 4.6, 28)));
  return done(f, s, face(cx, 53.5, 0.98));
}
