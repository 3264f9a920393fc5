// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Six treats whose OpenMoji art printed as plain shapes. The shortcake was a box with a wavy line and a cherry;
// ours is a slice of layered sponge seen a little from the side, cream draped over its top edge, a cream layer
// with halved strawberries in it, and two whole strawberries on cream swirls on top. The pie was a dome with three
// slits; ours is a round pie in its fluted tin with a lattice top (each gap an area), a crimped crust edge and a
// slice cut out, its filling showing. The waffle was two flat grids; ours is a thick square waffle with its
// pockets as areas, syrup pooled round a butter pat and dripping over its edge, and berries. The popcorn was a cup
// under a cloud; ours is a striped bucket with puffs heaped over its rim (each puff an area) and two fallen beside
// it. The fries were a row of bars in a box; ours stand in a carton, each fry an area, a ketchup dip beside. The
// honey pot was a jar with one drip; ours is a round pot with honey running over its rim, a dipper, a cloth tied
// round its neck with a string and a bow, a label with a heart, and a bee. Each wears the family's face.
// The parts this file's drawings share; each drawing is in a module of its own beside it.
import { kawaiiFace, type FaceLayout } from '../../lib/studio/art-kit/kawaii-face';
import { type Pt, r2, lerp } from '../../lib/studio/art-kit/shapes';
export { lerp };

export type Drawn = { f: string; s: string; d: string; c?: string };
/** Points round the ellipse centred on (cx, cy) from angle `a0` to `a1` (radians, y down). */
export const arc = (cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, n = 24): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => [cx + rx * Math.cos(a0 + ((a1 - a0) * i) / n), cy + ry * Math.sin(a0 + ((a1 - a0) * i) / n)]);

/** The face the bakes share (kawaii-face.ts), its eyes level at its centre. */
export const FACE: FaceLayout = {
  eyeX: 4.8,
  eyeY: 0,
  eyeR: 2,
  cheekX: 8,
  cheekY: 3.6,
  cheek: [2.4, 1.5],
  smileX: 2.5,
  smileY: 2.6,
  smileLow: 5.6,
  clearY: 1.8,
  clear: [11.6, 7],
};
export const face = (x: number, y: number, k: number) => kawaiiFace(x, y, k, 0, FACE);
export const done = (f: string[], s: string[], fc: { f: string[]; s: string; d: string; c: string }): Drawn => {
  f.push(...fc.f);
  s.push(fc.s);
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${fc.d}"/>`, c: fc.c };
};

/** A heart centred on (x, y), `r` across each lobe. */
export const heart = (x: number, y: number, r: number) => {
  const P = (dx: number, dy: number) => `${r2(x + r * dx)} ${r2(y + r * dy)}`;
  return `M${P(0, -0.45)}C${P(0.3, -1.25)} ${P(1.45, -0.95)} ${P(1.1, 0)}Q${P(0.8, 0.6)} ${P(0, 1.2)}Q${P(-0.8, 0.6)} ${P(-1.1, 0)}C${P(-1.45, -0.95)} ${P(-0.3, -1.25)} ${P(0, -0.45)}Z`;
};
