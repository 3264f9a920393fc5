// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The taco (1F32E), standing on its fold: the shell's front half is an arch over a flat fold, the filling showing
// above its curved rim, as a children's picture book draws it side-on. OpenMoji's was a plain half disc under a
// row of bumps. A U-shaped shell standing on its round bottom was tried and printed as a bowl of salad; the arch
// reads as a taco at thumbnail size, and the food's face on the shell matches the other foods on the table.
// Points round the arch are given by an angle `a` (π at the left end, 1.5π at the top, 2π at the right end) and
// a distance `r` out from the shell's edge.
import { roundBox } from './food';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { path, poly, type Pt, turnedEllipse } from '../../lib/studio/art-kit/shapes';

type Drawn = { f: string; s: string; d: string; c?: string };

const TACO = { cx: 36, cy: 61, rx: 28.6, ry: 31 };
/** The filling heaps up more than it spreads sideways, so it stands out less across than up (`r` > 0). */
const arch = (a: number, r: number): Pt => [TACO.cx + (TACO.rx + (r > 0 ? 0.6 * r : r)) * Math.cos(a), TACO.cy + (TACO.ry + r) * Math.sin(a)];
/** How far the filling stands out at `a`: most at the top, none at the fold's ends. */
const heap = (a: number) => Math.sin(a - Math.PI) ** 0.55;

/** A band round the arch from angle `a0` to `a1`, its outer edge `bumps` rounded bumps `out(a)` out, its inner edge at `inner`. */
function ruffle(a0: number, a1: number, bumps: number, out: (a: number) => number, bump: number, inner: number): string {
  const pts: Pt[] = [];
  const n = bumps * 8;
  for (let i = 0; i <= n; i++) {
    const a = a0 + ((a1 - a0) * i) / n;
    const k = (i % 8) / 8;
    // the bumps shrink toward the fold's ends with the heap, so nothing stands out past the shell's sides
    pts.push(arch(a, out(a) + bump * Math.min(1, 2 * heap(a)) * Math.sin(Math.PI * k) ** 0.6));
  }
  for (let i = 24; i >= 0; i--) pts.push(arch(a0 + ((a1 - a0) * i) / 24, inner));
  return poly(pts);
}

/**
 * A taco standing on its fold: a ruffle of lettuce behind, diced tomatoes and cheese shreds in front of it, a
 * lumpy band of meat along the rim, and the shell's front half over them all with a rim band along its curved
 * edge, toasted spots and a face, each spot an area to colour.
 */
export function taco(): Drawn {
  const f: string[] = [];
  const A = Math.PI;
  // the lettuce: two ruffles, the back one taller and reaching down to the fold's ends, so the leaves read as frills
  f.push(path(ruffle(A + 0.1, 2 * A - 0.1, 10, (a) => 1 + 12.5 * heap(a), 3.2, -4)));
  f.push(path(ruffle(A + 0.3, 2 * A - 0.3, 10, (a) => 0.6 + 8 * heap(a), 2.8, -4)));
  // diced tomatoes standing out of the filling, turned each its own way
  const dice: [number, number, number][] = [
    [1.27, 8.6, 12],
    [1.45, 9.8, -8],
    [1.64, 9.8, 20],
    [1.8, 8.8, -14],
  ];
  for (const [k, r, turn] of dice) {
    const a = k * A;
    const [x, y] = arch(a, r * heap(a));
    f.push(path(roundBox(x, y, 7.4, 6.8, 1.6, (a * 180) / A + 90 + turn)));
  }
  // cheese shreds, thin strips lying every way across the filling
  const shreds: [number, number, number][] = [
    [1.36, 6.4, -35],
    [1.55, 6.8, 40],
    [1.72, 6.4, -25],
  ];
  for (const [k, r, turn] of shreds) {
    const a = k * A;
    const [x, y] = arch(a, r * heap(a));
    f.push(path(roundBox(x, y, 11.5, 3.3, 1.65, (a * 180) / A + 90 + turn)));
  }
  // the meat: a lumpy band along the rim
  f.push(path(ruffle(A + 0.2, 2 * A - 0.2, 15, (a) => 0.8 + 2 * heap(a), 2.1, -4)));
  // the shell's front half: the arch, its rim band along the curved edge, a flat fold
  const outer = Array.from({ length: 49 }, (_, i) => arch(A + (A * i) / 48, 0));
  f.push(path(`${poly(outer)}`.replace(/Z$/, `Q${TACO.cx} ${TACO.cy + 3.2} ${outer[0].join(' ')}Z`)));
  const inner = Array.from({ length: 49 }, (_, i) => arch(A + (A * i) / 48, -4.6));
  f.push(path(`${poly(inner)}`.replace(/Z$/, `Q${TACO.cx} ${TACO.cy + 3.2} ${inner[0].join(' ')}Z`)));
  // toasted spots on the shell, round the face
  const spots: [number, number, number, number, number][] = [
    [20, 44, 2.2, 1.3, -20],
    [52, 44, 2.4, 1.4, 15],
    [15, 55.5, 1.6, 1, 30],
    [57, 55.5, 1.6, 1, -20],
    [36, 37, 1.8, 1.2, 10],
    [25, 59.5, 1.7, 1.1, 0],
    [47, 59.5, 1.7, 1.1, 0],
  ];
  for (const [x, y, rx, ry, deg] of spots) f.push(path(turnedEllipse(x, y, rx, ry, deg)));
  const face = kawaiiFace(TACO.cx, 49, 1.15);
  f.push(...face.f);
  return { f: f.join(''), s: `<path d="${face.s}"/>`, d: `<path d="${face.d}"/>`, c: face.c };
}
