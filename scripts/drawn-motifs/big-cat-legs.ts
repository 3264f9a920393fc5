// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box. Ours (MIT).
// The big cats' legs (the lion's, the tiger's, the leopard's). They stood on straight posts, like a table's; a
// picture-book cat stands on a foreleg that narrows from the shoulder to the wrist and steps forward onto its paw,
// and a hind leg that swells into a round haunch, bends back at the hock and comes down onto its paw.
import { d, smooth } from './big-beasts-kit';
import { path, r2, type Pt } from '../../lib/studio/art-kit/shapes';

/** A leg's outline (an area) and its two edges from the top down: `front` (facing left) and `back`. */
export interface CatLeg {
  d: string;
  front: Pt[];
  back: Pt[];
}

/**
 * A big cat's leg whose paw stands on the ground at `o` (the paw's middle, its sole), its top at `top`, `w` across
 * at the ankle: pushed onto `f` as an area with its round top (the shoulder or the haunch, drawn over the body)
 * and a round paw wider than the ankle, onto `s` the paw's two toe lines.
 */
export function catLeg(o: Pt, top: number, w: number, hind: boolean, f: string[], s: string[]): CatLeg {
  const [x, g] = o;
  const h = w / 2;
  const ankle = g - 3;
  const len = ankle - top;
  // `t` the share of the way up from the ankle to the top
  const P = (dx: number, t: number): Pt => [r2(x + dx), r2(ankle - t * len)];
  const front = hind
    ? [P(-h - 3.4, 0.9), P(-h - 3, 0.72), P(-h - 1.8, 0.56), P(-h + 0.9, 0.38), P(-h + 0.6, 0.2), P(-h, 0.06), P(-h - 0.2, -0.02)]
    : [P(-h - 1.6, 0.9), P(-h - 1.5, 0.64), P(-h - 0.5, 0.36), P(-h, 0.2), P(-h - 0.7, 0.07), P(-h - 1.1, -0.02)];
  const back = hind
    ? [P(h + 0.1, -0.02), P(h + 0.3, 0.1), P(h + 0.9, 0.24), P(h + 1.9, 0.34), P(h + 2.4, 0.46), P(h + 4.3, 0.7), P(h + 4.6, 0.9)]
    : [P(h - 1.1, -0.02), P(h - 0.6, 0.1), P(h + 0.4, 0.22), P(h - 0.1, 0.36), P(h + 0.5, 0.62), P(h + 1.4, 0.9)];
  const [f0, b1] = [front[0], back[back.length - 1]];
  // the round top: the shoulder or the haunch, bulging up over the line from edge to edge
  const bulge = (b1[0] - f0[0]) * (hind ? 0.62 : 0.4);
  const topCurve = `Q${r2((f0[0] + b1[0]) / 2)} ${r2(Math.min(f0[1], b1[1]) - bulge)} ${d([f0])}`;
  const fe = smooth(front, 4);
  const be = smooth(back, 4);
  const outline = `M${d(fe)}L${d(be)}${topCurve}Z`;
  f.push(path(outline));
  // the paw: a round pad wider than the ankle, a flat sole, set a little forward on a foreleg
  const [l, r] = [r2(x - h - 1.9 - (hind ? 0 : 0.5)), r2(x + h + 1.9 - (hind ? 0 : 0.5))];
  f.push(path(`M${l} ${g}L${l} ${r2(g - 1.8)}C${l} ${r2(g - 5.6)} ${r} ${r2(g - 5.6)} ${r} ${r2(g - 1.8)}L${r} ${g}Z`));
  const toe = (r - l) / 3;
  s.push(`M${r2(l + toe)} ${r2(g - 2.3)}V${g}M${r2(l + 2 * toe)} ${r2(g - 2.3)}V${g}`);
  return { d: outline, front: fe, back: be.slice().reverse() };
}

/**
 * A stripe (an area to colour) across a leg from one of its edges (top down), between the shares `t0` and `t1`
 * of the way down that edge, narrowing to a rounded point `reach` units in toward the other edge.
 */
export function legStripe(edge: Pt[], inward: 1 | -1, t0: number, t1: number, reach: number): string {
  const at = (t: number) => edge[Math.round(t * (edge.length - 1))];
  const [a, b] = [at(t0), at(t1)];
  const tip: Pt = [r2((a[0] + b[0]) / 2 + inward * reach), r2((a[1] + b[1]) / 2 + 0.6)];
  const c = (p: Pt, k: number) => `${r2(p[0] + inward * reach * 0.45)} ${r2(p[1] + k)}`;
  return path(`M${d([a])}Q${c(a, 0.1)} ${d([tip])}Q${c(b, 0.3)} ${d([b])}Z`);
}
