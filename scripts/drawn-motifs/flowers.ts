// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
// OpenMoji draws its flowers as clip art: a small head on a hairline stem, the tulip lying on its side beside one
// blade of a leaf, the rose a small scribble. Ours stand upright and fill the box as a colouring book's flowers
// do: a big head with every petal an area, a stem wide enough to colour, two leaves with a midrib each. No face:
// no plant the studio draws has one (faces go on animals and figures only).
import { along, band, circle, ellipse, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';

/** A point `u` along and `v` across a direction at angle `a` (radians, y down) from (cx, cy). */
export const turned = (cx: number, cy: number, a: number, u: number, v: number): Pt => [
  r2(cx + u * Math.cos(a) - v * Math.sin(a)),
  r2(cy + u * Math.sin(a) + v * Math.cos(a)),
];

/**
 * A petal pointing out from (cx, cy) at angle `a` (radians): its base `r0` from the centre, its tip at `r1`,
 * `w` its half-width. `blunt` (0 to 1) rounds the tip: near 0 pointed, near 1 round; `notch` cuts a V into the
 * tip, as a cherry petal has.
 */
export function petal(cx: number, cy: number, a: number, r0: number, r1: number, w: number, blunt = 0.8, notch = 0): string {
  const at = (u: number, v: number) => turned(cx, cy, a, u, v).join(' ');
  const l = r1 - r0;
  const tipL = notch ? `${at(r1, -w * 0.22)}L${at(r1 - notch, 0)}L${at(r1, w * 0.22)}` : at(r1, 0);
  const [c1, c2] = notch ? [at(r1 + l * 0.02, -w * blunt), at(r1 + l * 0.02, w * blunt)] : [at(r1, -w * blunt), at(r1, w * blunt)];
  return `M${at(r0, 0)}C${at(r0 + l * 0.2, -w * 1.05)} ${c1} ${tipL}C${c2} ${at(r0 + l * 0.2, w * 1.05)} ${at(r0, 0)}Z`;
}

/**
 * A leaf from `base` to `tip`, `w` across at its widest, its sides bowed `bend` to one side (positive bends it
 * to the left of the way from base to tip): the area, and its midrib from the base to near the tip with `veins`
 * pairs of side veins.
 */
export function leaf(base: Pt, tip: Pt, w: number, bend = 0, veins = 0): { f: string; s: string } {
  const [dx, dy] = [tip[0] - base[0], tip[1] - base[1]];
  const a = Math.atan2(dy, dx);
  const l = Math.hypot(dx, dy);
  const at = (u: number, v: number) => turned(base[0], base[1], a, u * l, v);
  // the bend: across the leaf, most at its middle
  const b = (u: number) => -bend * 4 * u * (1 - u);
  const p = (u: number, v: number) => at(u, v + b(u)).join(' ');
  const f = `M${p(0, 0)}C${p(0.25, -w * 0.75)} ${p(0.7, -w * 0.6)} ${p(1, 0)}C${p(0.7, w * 0.6)} ${p(0.25, w * 0.75)} ${p(0, 0)}Z`;
  let s = `M${p(0.1, 0)}Q${p(0.5, 0)} ${p(0.86, 0)}`;
  for (let k = 1; k <= veins; k++) {
    const u = 0.12 + (k * 0.62) / (veins + 1);
    for (const side of [-1, 1]) s += `M${p(u, 0)}Q${p(u + 0.08, side * w * 0.18)} ${p(u + 0.14, side * w * 0.3)}`;
  }
  return { f: path(f), s };
}

/** A stem: a band `w` wide along the cubics from `from`, a little narrower at the top. */
export const stem = (from: Pt, cubics: [Pt, Pt, Pt][], w: number) => path(band(along(from, cubics), (t) => w * (0.85 + 0.15 * t)).d);

/**
 * A flower's stalk: its leaves (areas with their midribs), then what hides behind the stem (a rose's thorns), then
 * the stem from `top` down through one curve to the ground, `w` wide.
 */
export function stalk(f: string[], s: string[], leaves: { f: string; s: string }[], top: Pt, curve: [Pt, Pt, Pt], w: number, under: string[] = []) {
  for (const l of leaves) {
    f.push(l.f);
    s.push(l.s);
  }
  f.push(...under, stem(top, [curve], w));
}

export type Drawn = { f: string; s: string; d: string };
export const drawn = (f: string[], s: string[]): Drawn => ({ f: f.join(''), s: s.length ? `<path d="${s.join('')}"/>` : '', d: '' });

/**
 * A sunflower: a big head of two rings of petals, the back ring showing between the front one's, round a seeded
 * centre cut into diamond seed cells by a lattice of chords; a thick stem
 * and two big leaves with a midrib and veins.
 */
export function sunflower(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const [cx, cy] = [36, 22];
  stalk(
    f,
    s,
    [leaf([35, 55], [8, 45], 13, -2.5, 2), leaf([37, 61], [64, 50], 13, 2.5, 2)],
    [36, 38],
    [
      [37.5, 50],
      [35, 60],
      [36.5, 70.5],
    ],
    4.2,
  );
  const n = 13;
  for (let k = 0; k < n; k++) f.push(path(petal(cx, cy, ((k + 0.5) * 2 * Math.PI) / n - Math.PI / 2, 7, 21, 3.7, 0.55)));
  for (let k = 0; k < n; k++) f.push(path(petal(cx, cy, (k * 2 * Math.PI) / n - Math.PI / 2, 7, 18, 3.6, 0.6)));
  f.push(path(circle(cx, cy, 9.5)));
  // the seeds: a lattice of chords crossing the centre both ways, cutting it into diamond cells as a
  // colouring book draws a sunflower's seeds
  const [R, gap] = [9.5, 4];
  for (const turn of [Math.PI / 4, -Math.PI / 4]) {
    for (const k of [-1.5, -0.5, 0.5, 1.5]) {
      const off = k * gap;
      const half = Math.sqrt(R * R - off * off);
      const [ux, uy, nx, ny] = [Math.cos(turn), Math.sin(turn), -Math.sin(turn), Math.cos(turn)];
      const at = (t: number) => `${r2(cx + nx * off + ux * t)} ${r2(cy + ny * off + uy * t)}`;
      s.push(`M${at(-half)}L${at(half)}`);
    }
  }
  return drawn(f, s);
}

/**
 * A tulip: a cupped head of four petals, the back one's tip showing between the two side petals and the front
 * one, on a straight stem, with two long blade leaves rising from its foot.
 */
/** Moves and scales an absolute path of M, C, Q, L and Z (pairs of numbers only) from (36, 20) to (x, y), `k` times. */
export const place = (d: string, x: number, y: number, k: number) =>
  d.replace(/(-?\d+\.?\d*) (-?\d+\.?\d*)/g, (_, a, b) => `${r2(x + (Number(a) - 36) * k)} ${r2(y + (Number(b) - 20) * k)}`);

/**
 * A tulip's head centred on (x, y), `k` times the tulip's own: the back petal, the side petals over it, the front
 * one over all three, and a crease down the front petal.
 */
export function tulipHead(f: string[], s: string[], x: number, y: number, k: number) {
  for (const d of [
    'M36 36C29 36 27.5 26 28 18C28.5 12 32 6 36 2C40 6 43.5 12 44 18C44.5 26 43 36 36 36Z',
    'M36 37C26 37 20 31 19.5 21C19.3 14 20 8 21.5 3.5C27 6 32 11 34.5 17C35 25 36 31 36 37Z',
    'M36 37C46 37 52 31 52.5 21C52.7 14 52 8 50.5 3.5C45 6 40 11 37.5 17C37 25 36 31 36 37Z',
    'M36 37.5C28.5 37.5 25.5 31 25.8 24C26 18 30 12.5 36 8C42 12.5 46 18 46.2 24C46.5 31 43.5 37.5 36 37.5Z',
  ])
    f.push(path(place(d, x, y, k)));
  s.push(place('M36 13Q34.8 22 35.6 33', x, y, k));
}

export function tulip(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  stalk(
    f,
    s,
    [leaf([35, 69], [13, 33], 11, -3), leaf([37, 68], [60, 40], 11, 3)],
    [36, 34],
    [
      [36.5, 48],
      [35.5, 58],
      [36, 70.5],
    ],
    3.8,
  );
  tulipHead(f, s, 36, 20, 1);
  return drawn(f, s);
}

/** A crescent petal on the ellipse (cx, cy, rx, ry) from angle `a0` to `a1` (degrees, y down), `th` thick at its middle. */
function crescent(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, th: number): string {
  const n = 24;
  const outer: string[] = [];
  const inner: string[] = [];
  for (let i = 0; i <= n; i++) {
    const t = ((a0 + ((a1 - a0) * i) / n) * Math.PI) / 180;
    const k = Math.sin((Math.PI * i) / n);
    outer.push(`${r2(cx + rx * Math.cos(t))} ${r2(cy + ry * Math.sin(t))}`);
    inner.push(`${r2(cx + (rx - th * k) * Math.cos(t))} ${r2(cy + (ry - th * k * (ry / rx)) * Math.sin(t))}`);
  }
  return `M${outer.join('L')}L${inner.reverse().join('L')}Z`;
}

/** A thorn on the stem at (x, y), pointing to `side` (-1 left, 1 right) and a little up: its base hidden by the stem. */
const thorn = (x: number, y: number, side: number) => path(`M${x} ${r2(y - 1.3)}L${r2(x + side * 4.2)} ${r2(y - 2.6)}L${x} ${r2(y + 1.4)}Z`);

/**
 * A rose's bloom centred on (x, y), `k` times the rose's own: the back petals' three round tops, the opening with
 * the bud curling in as crescents, and two petals wrapped round it from either side, their top edges sweeping
 * down to cross in a V.
 */
export function roseHead(f: string[], x: number, y: number, k: number) {
  const at = (px: number, py: number): Pt => [r2(x + (px - 36) * k), r2(y + (py - 20) * k)];
  const oval = (px: number, py: number, rx: number, ry: number) => path(ellipse(...at(px, py), r2(rx * k), r2(ry * k)));
  f.push(oval(24, 13, 8.5, 8.5), oval(48, 13, 8.5, 8.5), oval(36, 8.5, 10, 7), oval(36, 14.5, 14, 8.5));
  let [rx, ry, a] = [12.6, 7.6, 160];
  for (let i = 0; i < 3; i++) {
    f.push(path(crescent(...at(36 + (i % 2 ? 0.9 : -0.9), 14.5 + i * 0.4), rx * k, ry * k, a, a + 250, rx * k * 0.42)));
    rx *= 0.64;
    ry *= 0.64;
    a += 140;
  }
  f.push(path(place('M16.5 12C14 27 23 37.5 36 37.8C41.5 34.5 44.5 29.5 45.5 24.5C37.5 25.5 25 22 16.5 12Z', x, y, k)));
  f.push(path(place('M55.5 12C58 27 49 37.5 36 37.8C30.5 34.5 27.5 29.5 26.5 24.5C34.5 25.5 47 22 55.5 12Z', x, y, k)));
}

/**
 * A rose: a full bloom seen a little from above, its petals spiralling in to a curled bud as crescent areas,
 * cupped by two outer petals and three green sepals; a stem with thorns, and two leaves with a midrib and veins.
 */
export function rose(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  stalk(
    f,
    s,
    [leaf([35, 50], [10, 42], 11, -2, 2), leaf([37, 59], [63, 52], 11, 2, 2)],
    [36, 34],
    [
      [37, 46],
      [35, 58],
      [36.5, 70.5],
    ],
    4,
    [thorn(34.6, 44, -1), thorn(37.6, 53, 1), thorn(34.8, 63, -1)],
  );
  // the sepals curling down under the bloom
  f.push(path('M34 33Q26 35 21.5 41.5Q29.5 40.5 35.5 36Z'), path('M38 33Q46 35 50.5 41.5Q42.5 40.5 36.5 36Z'));
  roseHead(f, 36, 20, 1);
  return drawn(f, s);
}
