// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { type Drawn, lerp, Pen, rounded } from './music-kit';
import { type Pt } from '../../lib/studio/art-kit/shapes';

/**
 * A violin lying on the diagonal, its scroll up to the right, and its bow across it: the body with its waist cut
 * in, two f-holes (each an S with a round end at each tip), the fingerboard, the bridge, the tailpiece and the
 * chin rest as areas, four strings, and a scroll of two turns on the pegbox with four pegs. The bow lies behind
 * it: a long stick with the hair beside it, a frog and a tip.
 */
export function violin(): Drawn {
  const pen = new Pen();
  // the bow behind the violin, across its waist: the stick, the hair, the frog and the tip
  const [a, b]: [Pt, Pt] = [
    [-30, 1],
    [32, -4],
  ];
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const n: Pt = [(a[1] - b[1]) / len, (b[0] - a[0]) / len];
  const off = (p: Pt, d: number): Pt => [p[0] + n[0] * d, p[1] + n[1] * d];
  pen.poly([off(a, 3), off(b, 3.4), off(b, 1.8), off(a, 1.6)]);
  pen.poly([off(a, -0.7), off(b, -0.7), off(b, 0.7), off(a, 0.7)]);
  pen.poly([off(lerp(a, b, 0), 3.6), off(lerp(a, b, 0.12), 3.6), off(lerp(a, b, 0.1), -1.4), off(lerp(a, b, 0.02), -1.4)]);
  pen.poly([off(lerp(a, b, 0.96), 4), off(lerp(a, b, 1.02), 4), off(lerp(a, b, 1), -0.9), off(lerp(a, b, 0.98), -0.9)]);
  const upper = { y: -9, r: 12.5 };
  const lower = { y: 12, r: 15 };
  const half = (y: number) => {
    const w = (b: { y: number; r: number }) => Math.sqrt(Math.max(0, b.r * b.r - (y - b.y) ** 2));
    // the two bouts, the waist cut in by a C
    return (w(upper) ** 4 + w(lower) ** 4) ** 0.25 - 3.2 * Math.exp(-(((y - 0.5) / 4.5) ** 2));
  };
  const top = upper.y - upper.r;
  const bottom = lower.y + lower.r;
  const ys = Array.from({ length: 49 }, (_, i) => (top + bottom) / 2 - ((bottom - top) / 2) * Math.cos((i * Math.PI) / 48));
  pen.poly([...ys.map((y): Pt => [half(y), y]), ...[...ys].reverse().map((y): Pt => [-half(y), y])]);
  // the f-holes: a thin S with a round end at each tip
  for (const side of [-1, 1]) {
    const cx = side * 6.2;
    const s = (t: number): Pt => [cx + side * 1.6 * Math.sin(Math.PI * (t - 0.5)) * -1, -5 + 13 * t];
    const ts = Array.from({ length: 11 }, (_, i) => i / 10);
    pen.poly([...ts.map((t): Pt => [s(t)[0] - 0.55, s(t)[1]]), ...[...ts].reverse().map((t): Pt => [s(t)[0] + 0.55, s(t)[1]])]);
    pen.ellipse(s(0), 1.1);
    pen.ellipse(s(1), 1.1);
  }
  // the tailpiece, the chin rest, the bridge
  pen.ellipse([-7.5, 21.5], 4.6, 2.6, -20);
  pen.poly([
    [-3, 9],
    [3, 9],
    [2, 22],
    [0, 23.5],
    [-2, 22],
  ]);
  pen.poly([
    [-5.5, 3],
    [5.5, 3],
    [4.5, 5.2],
    [-4.5, 5.2],
  ]);
  // the neck and the fingerboard, reaching over the body
  const nutY = -33;
  pen.poly([
    [-2.6, top + 1],
    [-2.3, nutY],
    [2.3, nutY],
    [2.6, top + 1],
  ]);
  pen.poly([
    [-3.4, -3],
    [-2.6, nutY],
    [2.6, nutY],
    [3.4, -3],
  ]);
  // the pegbox with four pegs and the scroll
  for (const [side, y] of [
    [-1, nutY - 3],
    [1, nutY - 5.5],
    [-1, nutY - 8],
    [1, nutY - 10.5],
  ] as const)
    pen.poly(rounded(side < 0 ? -7.5 : 1, y - 1.2, side < 0 ? -1 : 7.5, y + 1.2, 1.1, 3));
  pen.poly(rounded(-2.4, nutY - 12.5, 2.4, nutY + 0.5, 1.2, 2));
  pen.ellipse([0, nutY - 15], 3.8);
  pen.ellipse([0.4, nutY - 15.2], 2.2);
  pen.ellipse([0.7, nutY - 15.4], 0.9);
  // four strings from the tailpiece over the bridge to the nut
  for (const x of [-1.5, -0.5, 0.5, 1.5]) pen.line([x * 1.3, 10], [x, nutY]);
  return pen.fit(38);
}
