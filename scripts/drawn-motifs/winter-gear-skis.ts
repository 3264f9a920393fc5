// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { polyD } from '../../lib/studio/art-kit/clip';
import { band, circle, path, r2, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';
import { type Art, art, done, plus, strip } from './winter-gear-kit';

// The skis: a pair standing crossed like an X, tips up, a pole standing at each side, a pair of boots in front.

/**
 * A ski standing on its tail at `tail`, leaning to its tip at `tip`, `w` across, seen from above: a long plank
 * with a rounded tail and a rounded pointed tip (its turned-up shovel an area across the top), a stripe down its
 * middle and a binding (toe and heel pieces, wider than the ski) under where the boot clips in.
 */
function ski(a: Art, tail: Pt, tip: Pt, w: number) {
  const len = Math.hypot(tip[0] - tail[0], tip[1] - tail[1]);
  const u: Pt = [(tip[0] - tail[0]) / len, (tip[1] - tail[1]) / len];
  const n: Pt = [-u[1], u[0]];
  // the half width along the ski: an elliptical tip over its last seventh, a softly rounded tail
  const half = (t: number) => {
    const cap = t > 0.86 ? Math.sqrt(Math.max(0, 1 - ((t - 0.86) / 0.14) ** 2)) : t < 0.03 ? Math.sqrt(1 - ((0.03 - t) / 0.03) ** 2) * 0.5 + 0.5 : 1;
    return (w / 2) * cap;
  };
  const side = (t0: number, t1: number, k: 1 | -1, steps = 40): Pt[] =>
    Array.from({ length: steps + 1 }, (_, i) => {
      const t = t0 + ((t1 - t0) * i) / steps;
      return plus(plus(tail, u, len * t), n, k * half(t)).map(r2) as Pt;
    });
  const outline = (t0: number, t1: number) => polyD([...side(t0, t1, 1), ...side(t0, t1, -1).reverse()]);
  a.f.push(path(outline(0, 1)), path(outline(0.8, 1)));
  // the stripe down the middle, from the tail to the shovel
  a.f.push(strip(plus(tail, u, len * 0.08), plus(tail, u, len * 0.74), w * 0.3));
  // the binding: the heel piece, then the toe piece
  for (const [t, l] of [
    [0.3, 3.2],
    [0.44, 4.2],
  ])
    a.f.push(strip(plus(tail, u, len * t), plus(tail, u, len * t + l), w + 2));
}

/** A pole from its grip at `top` to its tip at `tip`: a grip with a strap, a shaft, a basket near the tip. */
function pole(a: Art, top: Pt, tip: Pt) {
  const len = Math.hypot(tip[0] - top[0], tip[1] - top[1]);
  const u: Pt = [(tip[0] - top[0]) / len, (tip[1] - top[1]) / len];
  const deg = (Math.atan2(u[1], u[0]) * 180) / Math.PI;
  a.f.push(strip(plus(top, u, 4), tip, 2.4));
  // the strap: a long loop hanging from the grip's top down its outer side
  const side: Pt = u[0] > 0 ? [-u[1], u[0]] : [u[1], -u[0]];
  const strap = plus(plus(top, u, 5.5), side, 3.2).map(r2) as Pt;
  a.f.push(path(turnedEllipse(...strap, 6, 2.3, deg)), path(turnedEllipse(...strap, 4, 0.9, deg)));
  // the grip, with three ridges for the fingers
  a.f.push(path(band([top, plus(top, u, 11)], (t) => (t < 0.15 ? 4.2 : 3.6)).d));
  a.f.push(path(circle(...(top.map(r2) as Pt), 2.3)));
  for (const k of [4.5, 7, 9.5]) {
    const p = plus(top, u, k);
    a.s.push(`M${polyD([plus(p, [u[1], -u[0]], -1.8), plus(p, [u[1], -u[0]], 1.8)]).slice(1, -1)}`);
  }
  // the basket: a ring across the shaft
  const b = plus(tip, u, -6);
  a.f.push(path(turnedEllipse(r2(b[0]), r2(b[1]), 5.6, 2.6, deg + 90)), path(turnedEllipse(r2(b[0]), r2(b[1]), 2.6, 1, deg + 90)));
}

/** A ski boot standing on the ground at `x` (its heel), its toe to the `dir` side: a shell, cuff, buckles, sole. */
function skiBoot(a: Art, x: number, y: number, dir: 1 | -1, k: number) {
  const P = (px: number, py: number) => `${r2(x + dir * px * k)} ${r2(y + py * k)}`;
  // the cuff round the shin, leaning forward, with its tongue
  a.f.push(path(`M${P(8, -10)}L${P(10.5, -20.5)}Q${P(10.8, -21.6)} ${P(9.6, -21.6)}L${P(7.5, -21.6)}Z`));
  a.f.push(path(`M${P(0.4, -4)}L${P(0.8, -20)}Q${P(0.9, -21.6)} ${P(2.6, -21.6)}L${P(8.4, -21.6)}Q${P(9.4, -21.4)} ${P(9.2, -20)}L${P(7.6, -10)}Z`));
  // the shell over the foot
  a.f.push(
    path(`M${P(0, -2.6)}L${P(0, -11)}Q${P(0, -13)} ${P(2, -13)}L${P(7.5, -12)}Q${P(10, -9.6)} ${P(12.5, -8.6)}Q${P(16, -7.6)} ${P(16, -4.6)}L${P(16, -2.6)}Z`),
  );
  // the buckles: two straps round the cuff and one over the foot, each with its lever
  for (const [x0, y0, x1, y1] of [
    [0.6, -18.2, 9.5, -16.6],
    [0.5, -14.6, 8.8, -13],
  ])
    a.f.push(path(`M${P(x0, y0)}L${P(x1, y0 - 0.3)}L${P(x1 - 0.2, y1 - 0.3)}L${P(x0, y1)}Z`));
  a.f.push(path(`M${P(8, -18.8)}L${P(11.4, -19.4)}L${P(11.6, -17.4)}L${P(8.2, -16.9)}Z`));
  a.f.push(path(`M${P(7.4, -15.2)}L${P(10.8, -15.6)}L${P(10.9, -13.7)}L${P(7.6, -13.3)}Z`));
  a.f.push(path(`M${P(7.6, -11.2)}L${P(11.6, -8.7)}L${P(10.6, -7.3)}L${P(6.6, -9.8)}Z`));
  // the sole with its heel and toe blocks
  a.f.push(path(`M${P(-0.6, 0)}L${P(-0.6, -2.8)}L${P(16.6, -2.8)}L${P(16.6, 0)}Z`));
  a.f.push(path(`M${P(-0.6, 0)}L${P(-0.6, -1.2)}L${P(4.4, -1.2)}L${P(4.4, 0)}Z`), path(`M${P(11.6, 0)}L${P(11.6, -1.2)}L${P(16.6, -1.2)}L${P(16.6, 0)}Z`));
}

export function skis() {
  const a = art();
  pole(a, [9, 4], [9, 67]);
  pole(a, [63, 4], [63, 67]);
  ski(a, [17, 67.5], [50, 3], 8.6);
  ski(a, [55, 67.5], [22, 3], 8.6);
  skiBoot(a, 35, 70, -1, 1.05);
  skiBoot(a, 37, 70, 1, 1.05);
  return done(a);
}
