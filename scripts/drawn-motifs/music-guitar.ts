// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { type Drawn, Pen, rounded } from './music-kit';
import { type Pt } from '../../lib/studio/art-kit/shapes';

/**
 * An acoustic guitar lying on the diagonal, its head up to the right: a figure-eight body (a small upper bout and
 * a big lower one), the sound hole in two rosette rings, a teardrop pickguard, a bridge with its saddle, the
 * fingerboard running onto the body with its frets as areas and three inlay dots, a nut, and a head with six
 * tuning pegs (a post on the head and a key beside it). Four strings run from the bridge to the nut.
 */
export function guitar(): Drawn {
  const pen = new Pen();
  // the body's half width down its length: the two bouts, blended smoothly at the waist
  const upper = { y: -5, r: 14.5 };
  const lower = { y: 20, r: 19.5 };
  const half = (y: number) => {
    const w = (b: { y: number; r: number }) => Math.sqrt(Math.max(0, b.r * b.r - (y - b.y) ** 2));
    return (w(upper) ** 4 + w(lower) ** 4) ** 0.25;
  };
  const top = upper.y - upper.r;
  const bottom = lower.y + lower.r;
  const ys = Array.from({ length: 49 }, (_, i) => (top + bottom) / 2 - ((bottom - top) / 2) * Math.cos((i * Math.PI) / 48));
  pen.poly([...ys.map((y): Pt => [half(y), y]), ...ys.reverse().map((y): Pt => [-half(y), y])]);
  // the pickguard, a teardrop tucked under the sound hole on the treble side, its point up
  const tilt = 0.5;
  const guard: Pt[] = Array.from({ length: 25 }, (_, i) => {
    const t = (i / 24) * 2 * Math.PI;
    const [x, y] = [4.6 * Math.sin(t) * Math.abs(Math.sin(t / 2)) ** 0.8, -6.5 * Math.cos(t)];
    return [8.6 + x * Math.cos(tilt) - y * Math.sin(tilt), 6.5 + x * Math.sin(tilt) + y * Math.cos(tilt)];
  });
  pen.poly(guard);
  // the sound hole and its rosette rings
  const hole: Pt = [0, -1];
  pen.ellipse(hole, 9.6);
  pen.ellipse(hole, 7.6);
  pen.ellipse(hole, 5.4);
  // the bridge: wings, the saddle block and the saddle
  pen.poly(rounded(-10, 23, 10, 28.5, 2.5));
  pen.poly(rounded(-6, 24, 6, 27.5, 1));
  // the neck, the fingerboard with its frets as areas, three inlay dots
  const nutY = -42;
  pen.poly([
    [-5.4, top + 2],
    [-5, nutY],
    [5, nutY],
    [5.4, top + 2],
  ]);
  const boardEnd = hole[1] - 9.8;
  const wAt = (y: number) => 5 + (0.4 * (y - nutY)) / (boardEnd - nutY);
  const frets = [0, 0.19, 0.36, 0.51, 0.64, 0.76, 0.88, 1].map((t) => nutY + t * (boardEnd - nutY));
  frets.slice(1).forEach((y, i) => {
    const y0 = frets[i];
    pen.poly([
      [-wAt(y0), y0],
      [wAt(y0), y0],
      [wAt(y), y],
      [-wAt(y), y],
    ]);
    if (i === 1 || i === 3 || i === 5) pen.ellipse([0, (y0 + y) / 2], 1.5);
  });
  // the nut and the head, flaring a little, with three pegs each side
  const headTop = nutY - 17;
  for (const side of [-1, 1])
    for (const y of [nutY - 5.5, nutY - 10, nutY - 14.5]) pen.poly(rounded(side < 0 ? -12 : 6.4, y - 1.8, side < 0 ? -6.4 : 12, y + 1.8, 1.7, 3));
  pen.poly([
    [-5.2, nutY - 1.6],
    [-6.6, nutY - 6],
    [-7, headTop + 2],
    [-5, headTop],
    [0, headTop + 1.5],
    [5, headTop],
    [7, headTop + 2],
    [6.6, nutY - 6],
    [5.2, nutY - 1.6],
  ]);
  for (const side of [-1, 1]) for (const y of [nutY - 5.5, nutY - 10, nutY - 14.5]) pen.ellipse([side * 3.6, y], 1.3);
  pen.poly(rounded(-5.6, nutY - 2, 5.6, nutY + 0.4, 0.6, 2));
  // four strings from the saddle to the nut
  for (const x of [-3, -1, 1, 3]) pen.line([x * 1.2, 25.5], [x, nutY]);
  return pen.fit(42);
}
