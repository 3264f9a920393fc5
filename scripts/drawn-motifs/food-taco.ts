// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The taco (1F32E), standing up on its folded bottom with its opening at the top, as a children's picture book
// draws it: a U-shaped shell seen side-on and a little from above, so its far rim shows behind the filling and
// the two halves meet in a point at each end; lettuce frills, meat, diced tomatoes and cheese shreds heaped in
// the opening and standing above the shell's near rim; a rim band, toasted spots and the food's face on the
// shell. Drawn the other way up before (the fold flat at the bottom, the shell an arch with the filling round
// its top), it printed as a half-moon in a fuzzy ring, a blob rather than a taco.
import { roundBox } from './food';
import { kawaiiFace } from './kawaii-face';
import { path, poly, type Pt, turnedEllipse } from './shapes';

type Drawn = { f: string; s: string; d: string; c?: string };

/**
 * The shell: its two ends (where the halves meet) at `y` from `x0` to `x1`, its folded bottom at `bottom`. Seen
 * a little from above, the near rim sags `sag` below the ends in the middle and the far rim rises `rise` above.
 */
export const TACO = { x0: 2, x1: 70, y: 36, bottom: 66, sag: 2, rise: 2.5, tip: 6 };
const mid = (TACO.x0 + TACO.x1) / 2;
const half = (TACO.x1 - TACO.x0) / 2;
/** How far along from the middle to an end `x` lies, 0 in the middle and 1 at either end. */
const out = (x: number) => Math.min(1, Math.abs(x - mid) / half);
/** The near rim's and the far rim's heights at `x`: both meet the shell's ends. */
export const nearRim = (x: number) => TACO.y + TACO.sag * (1 - out(x) ** 2) - TACO.tip * out(x) ** 5;
const farRim = (x: number) => TACO.y - TACO.rise * (1 - out(x) ** 2) - 1.25 * TACO.tip * out(x) ** 5;
/** `n` + 1 points from `x0` to `x1` along a curve `y(x)`. */
const run = (x0: number, x1: number, y: (x: number) => number, n = 32): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => {
    const x = x0 + ((x1 - x0) * i) / n;
    return [x, y(x)];
  });
/** The shell's round bottom from one end to the other, through the fold. */
const bottomArc = (from: number, to: number): Pt[] =>
  Array.from({ length: 33 }, (_, i) => {
    const a = from + ((to - from) * i) / 32;
    // the ends flick up into the tortilla's two corners
    return [mid - half * Math.cos(a), TACO.y + (TACO.bottom - TACO.y) * Math.sin(a) - TACO.tip * Math.abs(Math.cos(a)) ** 5];
  });

/**
 * A frill standing up out of the opening from `x0` to `x1`: its foot below the near rim (hidden by the shell), its
 * top `height(x)` above the far rim in `bumps` round bumps: a lettuce leaf's ruffled edge, a lump of meat.
 */
function frill(x0: number, x1: number, bumps: number, height: (t: number) => number, bump: number): Pt[] {
  const n = bumps * 8;
  const top = Array.from({ length: n + 1 }, (_, i): Pt => {
    const x = x0 + ((x1 - x0) * i) / n;
    const t = i / n;
    return [x, farRim(x) - height(t) - bump * Math.sin((Math.PI * (i % 8)) / 8) ** 0.6];
  });
  return [...top, ...run(x1, x0, (x) => nearRim(x) + 4, 16)];
}
/**
 * A frill of lettuce lying over the near rim from `x0` to `x1`: its top a little above the rim, its lower edge
 * `bumps` round scallops hanging over onto the shell, deepest in the middle.
 */
function droop(x0: number, x1: number, bumps: number): Pt[] {
  const n = bumps * 8;
  const lower = Array.from({ length: n + 1 }, (_, i): Pt => {
    const x = x0 + ((x1 - x0) * i) / n;
    return [x, nearRim(x) + (1 + 2.2 * heap(i / n)) * Math.sin((Math.PI * (i % 8)) / 8) ** 0.6];
  });
  return [...lower, ...run(x1, x0, (x) => nearRim(x) - 1.5, 16)];
}
/** Highest in the middle of the opening, nothing at its ends. */
const heap = (t: number) => Math.sin(Math.PI * t) ** 0.35;

/**
 * A taco standing on its fold with the opening at the top: the far half of the shell behind, two frills of
 * lettuce, a lumpy band of meat, diced tomatoes and cheese shreds heaped above the near rim, then the near half
 * of the shell over their feet with a rim band along its top, toasted spots and a face.
 */
export function taco(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const { x0, x1 } = TACO;
  // the far half of the shell: its rim rising behind the filling, its inside showing at the two ends
  f.push(path(poly([...run(x0, x1, farRim), ...bottomArc(0, Math.PI).reverse().slice(1, -1)])));
  // the lettuce: a tall frill at the back, reaching nearly to the ends
  f.push(path(poly(frill(x0 + 3, x1 - 3, 7, (t) => 3 + 9 * heap(t), 5))));
  // the meat: a lumpy band just over the far rim
  f.push(path(poly(frill(x0 + 9, x1 - 9, 14, (t) => 0.5 + 3 * heap(t), 2))));
  // the near half of the shell, over the filling's feet: from end to end along the near rim, round the bottom
  f.push(path(poly([...run(x0, x1, nearRim), ...bottomArc(0, Math.PI).reverse().slice(1, -1)])));
  // a frill of lettuce in front, its ruffled edge hanging over the near rim onto the shell
  f.push(path(poly(droop(x0 + 7, x1 - 7, 12))));
  // diced tomatoes sitting on the meat, each turned its own way
  const dice: [number, number, number][] = [
    [12.5, 28, 14],
    [28, 22, -10],
    [42.5, 22.5, 22],
    [59, 27.5, -16],
  ];
  for (const [x, y, deg] of dice) f.push(path(roundBox(x, y, 7.4, 6.8, 1.6, deg)));
  // cheese shreds, some lying on top, some hanging down over the near rim
  const shreds: [number, number, number, number][] = [
    [20, 25, 10, -25],
    [51, 24.5, 10, 25],
    [19.5, 38.6, 9, 78],
    [36.5, 39.8, 8.5, 96],
    [54, 38.6, 9, 70],
  ];
  for (const [x, y, len, deg] of shreds) f.push(path(roundBox(x, y, len, 3, 1.5, deg)));
  // toasted spots, round the face
  const spots: [number, number, number, number, number][] = [
    [12, 45, 2.2, 1.3, -20],
    [21, 56, 1.9, 1.2, 25],
    [60, 45.5, 2.3, 1.4, 15],
    [51, 57, 2, 1.2, -25],
    [36, 61.5, 2, 1.2, 0],
    [7.5, 38.5, 1.4, 0.9, 30],
    [64.5, 38.5, 1.4, 0.9, -30],
  ];
  for (const [x, y, rx, ry, deg] of spots) f.push(path(turnedEllipse(x, y, rx, ry, deg)));
  const face = kawaiiFace(mid, 48.5, 1.15);
  f.push(...face.f);
  s.push(face.s);
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${face.d}"/>`, c: face.c };
}
